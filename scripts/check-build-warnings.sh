#!/usr/bin/env bash
# Fails when a build log holds a compiler warning about this repository's own code.
#
#   scripts/check-build-warnings.sh LOG...
#
# The Makefile writes the logs (`make test`: .build/logs/debug.log; `make demo`:
# .build/logs/release-demo.log), .ci/run keeps `make install`'s (.build/logs/release-install.log)
# and checks all three. Not counted: warnings in dependencies' sources (.build/checkouts),
# SwiftPM's note about files a dependency's manifest leaves undeclared (swift-distributed-tracing's
# CMakeLists.txt, through Hummingbird), and the linker's notes on the toolchain's static runtime
# (`make install` links it: Foundation's use of mktemp). An incremental build only recompiles what
# changed, so only a build from an empty build folder (CI's) sees every warning.
set -euo pipefail

[ $# -gt 0 ] || { echo "usage: $0 LOG..." >&2; exit 2; }
status=0
for log in "$@"; do
    if [ ! -f "$log" ]; then
        echo "check-build-warnings: $log does not exist (run the build that writes it first)" >&2
        status=1
        continue
    fi
    # One line per warning (the compiler repeats none; sort -u drops a batch's duplicates).
    warnings="$(grep -E "^[^[:space:]].*warning:" "$log" \
        | grep -v "/\.build[^/]*/checkouts/" \
        | grep -v "file(s) which are unhandled; explicitly declare them as resources" \
        | grep -v "/lib/swift_static/" \
        | sort -u || true)"
    if [ -n "$warnings" ]; then
        echo "$warnings" >&2
        echo "check-build-warnings: $(echo "$warnings" | wc -l) compiler warning(s) in $log" >&2
        status=1
    else
        echo "check-build-warnings: no warnings in $log"
    fi
done
exit $status
