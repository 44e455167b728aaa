#!/usr/bin/env bash
# Builds Examples/Web/dist/index.html: one self-contained page that draws the inbox on the core,
# compiled with Embedded Swift for WebAssembly and inlined as base64 (no server, no JavaScript
# packages). Uses only swiftc, clang and wasm-ld from the Swift toolchain at /opt/swift, and
# standard tools (base64, awk).
#
#     Examples/Web/build.sh        # prints the module's size and the page's path
set -euo pipefail
cd "$(dirname "$0")/../.."
toolchain=/opt/swift/usr/bin
web=Examples/Web
out=.build/web
dist=$web/dist
mkdir -p "$out" "$dist"

target=wasm32-unknown-none-wasm
swift_flags=(-enable-experimental-feature Embedded -target "$target" -wmo -parse-as-library -Osize -package-name GestureTable
    -Xfrontend -disable-stack-protector)

# Each module of its own, so the page's exports see only its public (and package) API: the core;
# the script engine, which plays scripts in the page as `gesture-table play` does; and the
# terminal's renderer (its Rendering folder, which needs nothing of the terminal itself), which
# draws the frames a script prints as the command does. The C runtime is the one
# .ci/embedded-wasm links (memory, hashing seed, 128-bit multiplication).
build_module() {  # NAME OBJECT FOLDER
    local sources=()
    while IFS= read -r -d '' file; do sources+=("$file"); done < <(find "$3" -name '*.swift' -print0 | sort -z)
    "$toolchain/swiftc" "${swift_flags[@]}" -module-name "$1" -I "$out" "${sources[@]}" \
        -emit-module -emit-module-path "$out/$1.swiftmodule" -c -o "$out/$2"
}
build_module GestureTable core.o Sources/GestureTable
build_module GestureScript script.o Sources/GestureScript
build_module GestureTableTerminal rendering.o Sources/GestureTableTerminal/Rendering
# The page's model (this folder) with the terminal demo's messages, compiled from the demo's own
# source so that both show the same inbox.
"$toolchain/swiftc" "${swift_flags[@]}" -module-name WebExports -I "$out" \
    "$web"/*.swift Sources/GestureTableCLI/Demo/InboxMessage.swift -c -o "$out/exports.o"
"$toolchain/clang" --target=wasm32-unknown-unknown -Os -ffreestanding -fno-builtin -nostdlib \
    -c Examples/Embedded/runtime.c -o "$out/runtime.o"

# Every function Exports.swift exposes (wasm-ld exports the memory too).
exports=()
while IFS= read -r name; do exports+=("$name"); done \
    < <(sed -n 's/^@_expose(wasm, "\([a-z_]*\)")$/\1/p' "$web/Exports.swift")
"$toolchain/wasm-ld" --no-entry --strip-all --gc-sections "${exports[@]/#/--export=}" \
    "$out/core.o" "$out/script.o" "$out/rendering.o" "$out/exports.o" "$out/runtime.o" \
    /opt/swift/usr/lib/swift/embedded/$target/libswiftUnicodeDataTables.a \
    -o "$out/table.wasm"

# The page: page.html with its style sheet, the module (base64) and its scripts inlined: the
# module's wrapper and the page itself.
base64 -w 0 "$out/table.wasm" > "$out/table.wasm.b64"
awk -v style="$web/page.css" -v module="$out/table.wasm.b64" -v web="$web" '
    function inline(path,    line) { while ((getline line < path) > 0) print line; close(path) }
    /<!-- style -->/ { inline(style); next }
    /<!-- module -->/ { inline(module); print ""; next }
    /<!-- script -->/ { inline(web "/core.js"); inline(web "/page.js"); next }
    { print }
' "$web/page.html" > "$dist/index.html.tmp"
mv "$dist/index.html.tmp" "$dist/index.html"
echo "table.wasm: $(wc -c < "$out/table.wasm") bytes; page: $dist/index.html ($(wc -c < "$dist/index.html") bytes)"
