#!/usr/bin/env bash
# Builds Examples/Web/dist/index.html: a self-contained page that draws the inbox on the core,
# compiled with Embedded Swift for WebAssembly and inlined as base64 (no server, no JavaScript
# packages), and dist/player.js beside it, the second module, which the page loads when it needs it. Uses the swiftc of the Swift toolchain on PATH with the clang and wasm-ld beside it
# (Examples/Embedded/toolchain.sh says what is missing), and standard tools (base64, awk).
#
#     Examples/Web/build.sh        # prints the module's size and the page's path
set -euo pipefail
cd "$(dirname "$0")/../.."
target=wasm32-unknown-none-wasm
source Examples/Embedded/toolchain.sh
web=Examples/Web
out=.build/web
dist=$web/dist
mkdir -p "$out" "$dist"

swift_flags=(-enable-experimental-feature Embedded -target "$target" -wmo -parse-as-library -Osize -package-name GestureTable
    -Xfrontend -disable-stack-protector -lto=llvm-full)

# Binaryen's wasm-opt shrinks the modules by a fifth. This script installs nothing: without it the
# modules are left unshrunk (the page works; the browser tests' bound on table.wasm fails) and it
# says so, with the command that installs it (.ci/web-tests runs that command on CI).
if ! command -v wasm-opt > /dev/null; then
    echo "note: wasm-opt is missing: the modules are built unshrunk. Install it with: apt-get install binaryen" >&2
fi

# Each module of its own, so the page's exports see only its public (and package) API: the core;
# the script engine, which plays scripts in the page as `gesture-table play` does; and the
# terminal's renderer (its Rendering folder, which needs nothing of the terminal itself), which
# draws the frames a script prints as the command does. The C runtime is the one
# Examples/Embedded links (memory, hashing seed, 128-bit multiplication). The objects are LLVM
# bitcode, optimized together when linked (`-lto=llvm-full`): code no export reaches goes.
build_module() {  # NAME OBJECT FOLDER
    local sources=()
    while IFS= read -r -d '' file; do sources+=("$file"); done < <(find "$3" -name '*.swift' -print0 | sort -z)
    "$toolchain/swiftc" "${swift_flags[@]}" -module-name "$1" -I "$out" "${sources[@]}" \
        -emit-module -emit-module-path "$out/$1.swiftmodule" -c -o "$out/$2"
}
build_module GestureTable core.o Sources/GestureTable
build_module GestureScript script.o Sources/GestureScript
build_module GestureTableTerminal rendering.o Sources/GestureTableTerminal/Rendering
"$toolchain/clang" --target=wasm32-unknown-unknown -Os -ffreestanding -fno-builtin -nostdlib \
    -c Examples/Embedded/runtime.c -o "$out/runtime.o"

# Two modules: table.wasm draws the inbox and is all the page loads to show it; player.wasm is
# the same with the script player (`SCRIPT_PLAYER`: the script engine and the renderer) and the
# board view (`BOARD`) and the outline view (`OUTLINE`), which the page loads the first time a
# script plays or the board or the outline shows.
# Each: the page's model (this folder) with the terminal demo's messages and its board's tasks,
# compiled from the demo's own sources so that both show the same inbox and board; every function
# Exports.swift exposes (wasm-ld exports the memory too).
link_module() {  # NAME [SWIFT FLAGS…]
    local name=$1 exports=() objects=("$out/core.o" "$out/script.o" "$out/runtime.o")
    shift
    "$toolchain/swiftc" "${swift_flags[@]}" "$@" -module-name WebExports -I "$out" \
        "$web"/*.swift Sources/GestureTableCLI/Demo/InboxMessage.swift Sources/GestureTableCLI/Demo/BoardSamples.swift -c -o "$out/$name-exports.o"
    while IFS= read -r export; do exports+=("$export"); done \
        < <(awk -v defined="$*" '
                /^#if / { skipping = index(defined, "-D " $2) == 0; next }
                /^#endif/ { skipping = 0; next }
                !skipping && /^@_expose\(wasm, "[a-z_]*"\)$/ { sub(/^@_expose\(wasm, "/, ""); sub(/"\)$/, ""); print }
            ' "$web/Exports.swift")
    [ "$name" = player ] && objects+=("$out/rendering.o")
    "$toolchain/wasm-ld" --no-entry --strip-all --gc-sections "${exports[@]/#/--export=}" \
        "${objects[@]}" "$out/$name-exports.o" "$embedded_lib/libswiftUnicodeDataTables.a" -o "$out/$name.wasm"
    if command -v wasm-opt > /dev/null; then
        wasm-opt -Oz --converge --low-memory-unused --zero-filled-memory --enable-bulk-memory --enable-sign-ext \
            --enable-mutable-globals --enable-nontrapping-float-to-int "$out/$name.wasm" -o "$out/$name.wasm"
    else
        echo "note: $name.wasm is $(wc -c < "$out/$name.wasm") bytes unshrunk (apt-get install binaryen to shrink it)" >&2
    fi
}
link_module table
link_module player -D SCRIPT_PLAYER -D BOARD -D OUTLINE

# The page: page.html with its style sheet, the first module (base64) and its scripts inlined: the
# modules' wrapper, the page itself, its board view and its outline view. The second module, gzipped, in base64, is
# player.js beside it, which a script element loads the first time a script plays or the board
# shows (a script element, unlike `fetch`, works for a page opened from a file too).
base64 -w 0 "$out/table.wasm" > "$out/table.wasm.b64"
{ printf 'gestureTablePlayer("'; gzip -9 -n -c "$out/player.wasm" | base64 -w 0; printf '");\n'; } > "$dist/player.js.tmp"
mv "$dist/player.js.tmp" "$dist/player.js"
awk -v style="$web/page.css" -v table="$out/table.wasm.b64" -v web="$web" '
    function inline(path,    line) { while ((getline line < path) > 0) print line; close(path) }
    /<!-- style -->/ { inline(style); next }
    /<!-- module -->/ { inline(table); print ""; next }
    /<!-- script -->/ { inline(web "/core.js"); inline(web "/page.js"); inline(web "/board.js"); inline(web "/outline.js"); next }
    { print }
' "$web/page.html" > "$dist/index.html.tmp"
mv "$dist/index.html.tmp" "$dist/index.html"
echo "table.wasm: $(wc -c < "$out/table.wasm") bytes; player.wasm: $(wc -c < "$out/player.wasm") bytes;" \
    "page: $dist/index.html ($(wc -c < "$dist/index.html") bytes), $dist/player.js ($(wc -c < "$dist/player.js") bytes)"
