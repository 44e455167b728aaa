#!/usr/bin/env bash
# Builds the core (Sources/GestureTable) and the script engine on it (Sources/GestureScript) with
# Embedded Swift for WebAssembly, links the core with the small client in this folder into
# .build/embedded/core.wasm (Examples/Web/build.sh links the engine into the web page), prints the
# module's size and, when Node.js is on PATH, runs check.mjs on it. Installs nothing: uses the
# swiftc of the Swift toolchain on PATH, and the clang and wasm-ld beside it.
#
#     Examples/Embedded/build.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
target=wasm32-unknown-none-wasm
source Examples/Embedded/toolchain.sh
out=.build/embedded
mkdir -p "$out"

swift_flags=(-enable-experimental-feature Embedded -target "$target" -wmo -parse-as-library -Osize -package-name GestureTable
    -Xfrontend -disable-stack-protector)

# The core as a module of its own, so the client sees only its public API.
core_sources=()
while IFS= read -r -d '' file; do core_sources+=("$file"); done \
    < <(find Sources/GestureTable -name '*.swift' -print0 | sort -z)
"$toolchain/swiftc" "${swift_flags[@]}" -module-name GestureTable "${core_sources[@]}" \
    -emit-module -emit-module-path "$out/GestureTable.swiftmodule" -c -o "$out/core.o"
script_sources=()
while IFS= read -r -d '' file; do script_sources+=("$file"); done \
    < <(find Sources/GestureScript -name '*.swift' -print0 | sort -z)
"$toolchain/swiftc" "${swift_flags[@]}" -module-name GestureScript -I "$out" "${script_sources[@]}" \
    -emit-module -emit-module-path "$out/GestureScript.swiftmodule" -c -o "$out/script.o"
echo "GestureScript: compiled for $target"
"$toolchain/swiftc" "${swift_flags[@]}" -module-name Client -I "$out" \
    Examples/Embedded/Client.swift -c -o "$out/client.o"
"$toolchain/clang" --target=wasm32-unknown-unknown -Os -ffreestanding -fno-builtin -nostdlib \
    -c Examples/Embedded/runtime.c -o "$out/runtime.o"

exports=(gt_swipe_delete_count gt_swipe_delete_checksum)
"$toolchain/wasm-ld" --no-entry --strip-all --gc-sections "${exports[@]/#/--export=}" \
    "$out/core.o" "$out/client.o" "$out/runtime.o" \
    "$embedded_lib/libswiftUnicodeDataTables.a" \
    -o "$out/core.wasm"
echo "core.wasm: $(wc -c < "$out/core.wasm") bytes ($out/core.wasm)"

if command -v node > /dev/null; then
    node Examples/Embedded/check.mjs "$out/core.wasm"
else
    echo "node is not on PATH: the run check was skipped"
fi
