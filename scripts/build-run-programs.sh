#!/usr/bin/env bash
# Builds the plain OpenGL "games" that `glaze run`'s tests run with and without the interposer
# (Tests/RunPrograms/: glx-scene, egl-scene, sdl-scene; see Tests/RunPrograms/README.md).
#
# usage: scripts/build-run-programs.sh OUTDIR [--sanitize]
#   OUTDIR       where the three executables go (created if missing)
#   --sanitize   build with -fsanitize=address,undefined (UB is fatal)
#
# Needs cc, pkg-config and the Debian packages libx11-dev, libgl-dev (GLX and GL/glcorearb.h),
# libegl-dev, libpng-dev and libsdl2-dev (all in the Makefile's DEB_PACKAGES). A missing one is
# named. Exits 0 when all three built, 1 when a compile failed, 2 on bad usage or a missing
# package.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src="$root/Tests/RunPrograms"

usage() { echo "usage: scripts/build-run-programs.sh OUTDIR [--sanitize]" >&2; exit 2; }

out=""
sanitize=0
for arg in "$@"; do
    case "$arg" in
        --sanitize) sanitize=1 ;;
        -h|--help) sed -n '2,13p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "build-run-programs: unknown option '$arg'" >&2; usage ;;
        *) [ -z "$out" ] || usage; out="$arg" ;;
    esac
done
[ -n "$out" ] || usage

cc="${CC:-cc}"
if ! command -v "$cc" >/dev/null 2>&1; then
    echo "build-run-programs: no C compiler '$cc' (install the Debian package gcc)" >&2
    exit 2
fi
if ! command -v pkg-config >/dev/null 2>&1; then
    echo "build-run-programs: pkg-config not found (install the Debian package pkg-config)" >&2
    exit 2
fi

missing=()
need_module() { # MODULE DEBIAN-PACKAGE
    pkg-config --exists "$1" || missing+=("$2 (pkg-config module '$1')")
}
need_header() { # HEADER DEBIAN-PACKAGE CFLAGS...
    local header="$1" package="$2"
    shift 2
    printf '#include <%s>\n' "$header" | "$cc" -E "$@" - >/dev/null 2>&1 || missing+=("$package (header <$header>)")
}
need_module x11 libx11-dev
need_module gl libgl-dev
need_module egl libegl-dev
need_module libpng libpng-dev
need_module sdl2 libsdl2-dev
if [ ${#missing[@]} -eq 0 ]; then
    need_header X11/Xlib.h libx11-dev
    need_header GL/glx.h libgl-dev
    need_header GL/glcorearb.h libgl-dev
    need_header EGL/egl.h libegl-dev
    need_header png.h libpng-dev $(pkg-config --cflags libpng)
    need_header SDL.h libsdl2-dev $(pkg-config --cflags sdl2)
fi
if [ ${#missing[@]} -gt 0 ]; then
    echo "build-run-programs: missing Debian package(s):" >&2
    printf '  %s\n' "${missing[@]}" >&2
    echo "install them with: apt-get install ${missing[*]%% *}   (or: make deps)" >&2
    exit 2
fi

flags=(-std=c11 -Wall -Wextra -Werror -O1 -g)
if [ "$sanitize" -eq 1 ]; then
    flags+=(-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
fi

mkdir -p "$out"
build() { # NAME PKG-CONFIG-MODULES...
    local name="$1"
    shift
    # shellcheck disable=SC2046
    if ! "$cc" "${flags[@]}" "$src/$name.c" "$src/scene.c" -o "$out/$name" \
        $(pkg-config --cflags --libs "$@") -lpthread -lm; then
        echo "build-run-programs: $name did not build" >&2
        return 1
    fi
    echo "build-run-programs: $out/$name"
}
status=0
build glx-scene x11 gl libpng || status=1
build egl-scene x11 egl libpng || status=1
build sdl-scene sdl2 libpng || status=1
exit "$status"
