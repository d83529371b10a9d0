#!/usr/bin/env bash
# Builds `glaze run`'s interposer, libglazerun.so (Sources/GlazeRunInterposer/interposer.c), with
# plain cc: a small C library with no Swift runtime and no GL library at link time (it finds
# libGL/libEGL/libX11 at run time), so preloading it into a program that never presents a GL
# frame costs nothing. Built with -O2 so that its dlsym override ends in a sibling call (a jump):
# glibc then sees the caller's return address and RTLD_NEXT keeps its meaning; the build checks
# the jump is there.
#
# usage: scripts/build-interposer.sh OUTPUT.so
# Needs the headers of libx11-dev, libgl-dev and libegl-dev (make deps installs them).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
output="${1:?usage: scripts/build-interposer.sh OUTPUT.so}"
for header in X11/Xlib.h GL/glx.h EGL/egl.h; do
    if ! echo "#include <$header>" | cc -E -x c - >/dev/null 2>&1; then
        echo "build-interposer: <$header> not found: install libx11-dev, libgl-dev and libegl-dev (make deps)" >&2
        exit 1
    fi
done
mkdir -p "$(dirname "$output")"
${CC:-cc} -std=c11 -O2 -foptimize-sibling-calls -fPIC -shared -fvisibility=hidden -Wall -Wextra -Werror -Wl,--no-undefined \
    -I "$root/Sources/CGlaze/include" -o "$output.tmp" "$root/Sources/GlazeRunInterposer/interposer.c" -ldl -lpthread
disassembly="$(objdump -d --no-show-raw-insn "$output.tmp" | awk '/<dlsym>:/,/^$/')"
if ! grep -q 'jmp \+\*' <<<"$disassembly"; then
    echo "build-interposer: dlsym does not end in a sibling call (RTLD_NEXT would break); check the compiler flags" >&2
    rm -f "$output.tmp"
    exit 1
fi
mv "$output.tmp" "$output"
