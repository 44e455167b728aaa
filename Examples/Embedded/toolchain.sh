# Sourced by Examples/Embedded/build.sh and Examples/Web/build.sh: finds the Swift toolchain on
# PATH and sets `toolchain` (the directory of its swiftc, clang and wasm-ld) and `embedded_lib`
# (its Embedded Swift libraries for `target`, which the caller sets first). Stops with a message
# that names what is missing.
swiftc_path=$(command -v swiftc || true)
if [ -z "$swiftc_path" ]; then
    swift_path=$(command -v swift || true)
    [ -n "$swift_path" ] && swiftc_path="$(dirname "$(readlink -f "$swift_path")")/swiftc"
fi
if [ -z "$swiftc_path" ] || [ ! -x "$swiftc_path" ]; then
    echo "error: no swiftc on PATH. Put the bin directory of a Swift toolchain (6.2 or later, with" >&2
    echo "Embedded Swift), such as one from swift.org, on PATH: export PATH=/path/to/swift/usr/bin:\$PATH" >&2
    exit 1
fi
toolchain=$(dirname "$(readlink -f "$swiftc_path")")
embedded_lib=$(cd "$toolchain/.." && pwd)/lib/swift/embedded/$target
missing=()
for tool in clang wasm-ld; do [ -x "$toolchain/$tool" ] || missing+=("$toolchain/$tool"); done
[ -d "$embedded_lib" ] || missing+=("$embedded_lib (the Embedded Swift standard library for $target)")
if [ ${#missing[@]} -gt 0 ]; then
    echo "error: the Swift toolchain at $toolchain lacks what a WebAssembly build needs:" >&2
    printf '    %s\n' "${missing[@]}" >&2
    echo "A toolchain from swift.org ships clang, wasm-ld and Embedded Swift beside swiftc." >&2
    exit 1
fi
