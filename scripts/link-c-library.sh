#!/usr/bin/env bash
# Links the C API as one self-contained shared library for `make install`.
#
# SwiftPM links libGlazeC.so against the toolchain's shared Swift runtime (libswift*.so and
# FoundationEssentials that would have to ship beside it). This relinks the same objects
# (SwiftPM's GlazeC.product/Objects.LinkFileList next to the built library) with:
#   - the Swift runtime and FoundationEssentials linked statically (-static-stdlib, the static
#     archives in <toolchain>/lib/swift_static/linux), their symbols hidden (--exclude-libs ALL).
#     The library's modules import FoundationEssentials, never Foundation: Foundation,
#     FoundationInternationalization and ICU (about 43 MB, mostly ICU's locale data) are not on
#     the link line, so anything that needs them fails this link instead of growing the library;
#   - libyaml (the effect files' YAML parser) linked statically from the system's libyaml.a;
#   - unreferenced sections dropped (--gc-sections);
#   - Sources/CGlaze/glaze.map as version script: only glaze_* is exported, each symbol under
#     the version node GLAZEFX_<major>.0 (docs/abi.md);
#   - SONAME libglazefx.so.<major> (SONAME below), no RUNPATH; then stripped.
# The result needs only system libraries: libc, libm, libstdc++, libgcc_s, libepoxy, libpng.
#
# STATIC_OUTPUT receives the same library as a static archive: one relocatable object made by
# `ld -r` from the same objects, the Swift runtime's and FoundationEssentials' static archives
# and libyaml.a, with every symbol but glaze_* made local (objcopy), so it cannot clash with the
# game's symbols. A game links it with `-lepoxy -lpng16 -lstdc++ -lm -ldl -lpthread`
# (glazefx.pc's Libs.private; the CMake target GlazeFX::glaze_static).
#
# usage: scripts/link-c-library.sh BUILT_LIBGLAZEC_SO OUTPUT SONAME STATIC_OUTPUT [SWIFTC]
set -euo pipefail

built="$1"
output="$2"
soname="$3"
static_output="$4"
swiftc="${5:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
objects="$(dirname "$built")/GlazeC.product/Objects.LinkFileList"
[ -f "$objects" ] || { echo "link-c-library: no $objects (build GlazeC with SwiftPM first)" >&2; exit 1; }

# FoundationEssentials' static archives and libyaml's, in one group so their mutual references
# resolve whatever the order; an archive nothing refers to adds nothing.
group=()
for lib in FoundationEssentials _FoundationCollections _FoundationCShims swiftSynchronization \
    swiftDispatch dispatch BlocksRuntime yaml; do
    group+=(-Xlinker "-l$lib")
done
# -lyaml (also autolinked by the CLibYAML module) must find libyaml.a, not libyaml.so: a folder
# searched first that holds only the archive.
static_only="$(mktemp -d)"
trap 'rm -rf "$static_only"' EXIT
ln -s "$(pkg-config --variable=libdir yaml-0.1)/libyaml.a" "$static_only/libyaml.a"

"$swiftc" -emit-library -static-stdlib -module-name GlazeC -o "$output.unstripped" \
    -L "$static_only" "@$objects" $(pkg-config --libs epoxy libpng) \
    -Xlinker "-soname=$soname" \
    -Xlinker "--version-script=$root/Sources/CGlaze/glaze.map" \
    -Xlinker --gc-sections -Xlinker --no-undefined \
    -Xlinker --start-group "${group[@]}" -Xlinker --end-group \
    2> >(grep -v "the use of \`mktemp' is dangerous" >&2)
strip --strip-unneeded --remove-section=.swift_ast -o "$output" "$output.unstripped"
rm -f "$output.unstripped"

# The static archive. swiftrt.o registers the Swift metadata sections, as in the shared link.
static_lib="$(dirname "$swiftc")/../lib/swift_static/linux"
relocatable="$static_only/glazefx.o"
ld -r -o "$relocatable" "@$objects" "$static_lib/$(uname -m)/swiftrt.o" -L "$static_lib" -L "$static_only" \
    --start-group -lswiftCore -lswift_Concurrency -lswift_StringProcessing -lswift_RegexParser -lswiftGlibc \
    -lswiftSynchronization -lswiftDispatch -ldispatch -lBlocksRuntime -lFoundationEssentials -l_FoundationCollections \
    -l_FoundationCShims -lswiftSwiftOnoneSupport -lyaml --end-group
objcopy --wildcard --keep-global-symbol='glaze_*' --strip-unneeded --remove-section=.swift_ast \
    "$relocatable" "$relocatable.local"
rm -f "$static_output"
ar rcs "$static_output" "$relocatable.local"
