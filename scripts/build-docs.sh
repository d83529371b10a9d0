#!/usr/bin/env bash
# Builds the DocC archive of the Glaze module (Sources/Glaze/Glaze.docc) with every public symbol
# users see through `import Glaze`: the GL backend's and the re-exported core's and catalog's
# (GlazeCore, GlazeCatalog, and the GlazeDeclarations GlazeCore re-exports). swift-docc-plugin cannot include an `@_exported import`'s symbols yet
# (swiftlang/swift-docc-plugin#113), so this runs the toolchain's swift-symbolgraph-extract with
# -experimental-allowed-reexported-modules=GlazeCore,GlazeCatalog and `docc convert` itself.
#
#   scripts/build-docs.sh [OUTPUT_DIR]     (default .build/glaze-docs)
#
# Writes OUTPUT_DIR/symbol-graphs/Glaze.symbols.json and OUTPUT_DIR/Glaze.doccarchive; docc's
# warnings go to stderr.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

swift="${SWIFT:-$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)}"
tools="$(dirname "$(readlink -f "$swift")")"
out="${1:-.build/glaze-docs}"

"$swift" build --target Glaze
bin="$("$swift" build --show-bin-path)"
rm -rf "$out"
mkdir -p "$out/symbol-graphs"
"$tools/swift-symbolgraph-extract" -module-name Glaze -target "$(uname -m)-unknown-linux-gnu" \
    -I "$bin/Modules" -I Sources/CEpoxy -I Sources/CPNG \
    -minimum-access-level public -emit-extension-block-symbols \
    -experimental-allowed-reexported-modules=GlazeCore,GlazeCatalog,GlazeDeclarations \
    -output-dir "$out/symbol-graphs"
"$tools/docc" convert Sources/Glaze/Glaze.docc \
    --fallback-display-name Glaze --fallback-bundle-identifier Glaze \
    --additional-symbol-graph-dir "$out/symbol-graphs" --output-path "$out/Glaze.doccarchive"
