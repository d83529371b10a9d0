#!/usr/bin/env bash
# Links the C API as one self-contained shared library for `make install`.
#
# SwiftPM links libGlazeC.so against the toolchain's shared Swift runtime (about 77 MB of
# libswift*.so, Foundation and ICU data that would have to ship beside it). This relinks the
# same objects (SwiftPM's GlazeC.product/Objects.LinkFileList next to the built library) with:
#   - the Swift runtime and Foundation linked statically (-static-stdlib, the static archives
#     in <toolchain>/lib/swift_static/linux), their symbols hidden (--exclude-libs ALL);
#   - unreferenced sections dropped (--gc-sections);
#   - Sources/CGlaze/glaze.map as version script: only glaze_* is exported;
#   - SONAME libGlaze.so, no RUNPATH; then stripped.
# The result needs only system libraries: libc, libm, libstdc++, libgcc_s, libepoxy, libpng.
#
# usage: scripts/link-c-library.sh BUILT_LIBGLAZEC_SO OUTPUT [SWIFTC]
set -euo pipefail

built="$1"
output="$2"
swiftc="${3:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
objects="$(dirname "$built")/GlazeC.product/Objects.LinkFileList"
[ -f "$objects" ] || { echo "link-c-library: no $objects (build GlazeC with SwiftPM first)" >&2; exit 1; }

# Foundation's static archives, in one group so their mutual references resolve whatever the
# order; an archive nothing refers to adds nothing.
group=()
for lib in Foundation FoundationInternationalization FoundationEssentials _FoundationICU \
    _FoundationCollections _FoundationCShims CoreFoundation swiftSynchronization swiftDispatch \
    dispatch BlocksRuntime; do
    group+=(-Xlinker "-l$lib")
done

"$swiftc" -emit-library -static-stdlib -module-name GlazeC -o "$output.unstripped" \
    "@$objects" $(pkg-config --libs epoxy libpng) \
    -Xlinker -soname=libGlaze.so \
    -Xlinker "--version-script=$root/Sources/CGlaze/glaze.map" \
    -Xlinker --gc-sections -Xlinker --no-undefined \
    -Xlinker --start-group "${group[@]}" -Xlinker --end-group \
    2> >(grep -v "the use of \`mktemp' is dangerous" >&2)
strip --strip-unneeded --remove-section=.swift_ast -o "$output" "$output.unstripped"
rm -f "$output.unstripped"
