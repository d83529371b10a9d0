#!/usr/bin/env bash
# Runs the three run-test programs in every mode WITHOUT the interposer and checks that each
# exits as expected and that its dumps hold the documented scene (scene_expect.py). Proves the
# programs themselves before anyone blames the interposer.
#
# usage: Tests/RunPrograms/selftest.sh BINDIR [WORKDIR]
#   BINDIR   where scripts/build-run-programs.sh put glx-scene, egl-scene, sdl-scene
#   WORKDIR  where dumps go (default: a temporary folder)
# Needs an X display: run it as
#   xvfb-run -a -s "-screen 0 1280x720x24" Tests/RunPrograms/selftest.sh BINDIR
# Cases run with MESA_GL_VERSION_OVERRIDE=3.3 MESA_GLSL_VERSION_OVERRIDE=330 except the ones
# marked "no override" (legacy contexts). Exit 0 when every case passed, 1 otherwise.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bin="$(cd "${1:?usage: selftest.sh BINDIR [WORKDIR]}" && pwd)"
work="${2:-$(mktemp -d)}"
mkdir -p "$work"
work="$(cd "$work" && pwd)"
expect="$here/scene_expect.py"
override=(env MESA_GL_VERSION_OVERRIDE=3.3 MESA_GLSL_VERSION_OVERRIDE=330)
plain=(env -u MESA_GL_VERSION_OVERRIDE -u MESA_GLSL_VERSION_OVERRIDE)
pass=0
fail=0

# run NAME WANT_RCS(comma-separated) ENV-PREFIX(override|plain) PROGRAM ARGS... -- CHECKS...
# a check is color:FILE, srgb:FILE or depth:FILE (a dump written by the run)
run() {
    local name="$1" want="$2" envsel="$3" exe="$4"
    shift 4
    local args=() checks=()
    while [ $# -gt 0 ] && [ "$1" != "--" ]; do args+=("$1"); shift; done
    [ $# -gt 0 ] && shift
    checks=("$@")
    local envcmd=("${override[@]}")
    [ "$envsel" = plain ] && envcmd=("${plain[@]}")
    local log="$work/$name.log" rc
    (cd "$work" && "${envcmd[@]}" timeout 120 "$bin/$exe" "${args[@]}") >"$log" 2>&1
    rc=$?
    local ok=1
    case ",$want," in *",$rc,"*) ;; *) ok=0 ;; esac
    if [ "$ok" -eq 1 ] && [ "$rc" -eq 0 ]; then
        local c
        for c in "${checks[@]}"; do
            local kind="${c%%:*}" file="${c#*:}"
            case "$kind" in
                color) python3 "$expect" color "$work/$file" >>"$log" 2>&1 || ok=0 ;;
                srgb) python3 "$expect" color --srgb "$work/$file" >>"$log" 2>&1 || ok=0 ;;
                depth) python3 "$expect" depth "$work/$file" >>"$log" 2>&1 || ok=0 ;;
            esac
        done
    fi
    if [ "$ok" -eq 1 ]; then
        pass=$((pass + 1))
        printf 'ok    %-34s rc=%s\n' "$name" "$rc"
    else
        fail=$((fail + 1))
        printf 'FAIL  %-34s rc=%s (wanted %s)\n' "$name" "$rc" "$want"
        sed 's/^/      /' "$log" | head -20
    fi
}

W="$work"
H=(--frames 4 --hostile)
# --- GLX -------------------------------------------------------------------------------------
run glx-default 0 override glx-scene "${H[@]}" --dump 3:glx.png --dump-depth 3:glx-d.png -- color:glx.png depth:glx-d.png
run glx-plain-frames 0 override glx-scene --frames 30
run glx-size 0 override glx-scene "${H[@]}" --size 300x200 --dump 2:glx-size.png -- color:glx-size.png
run glx-fbo-bound 0 override glx-scene "${H[@]}" --fbo-bound --dump 3:glx-fbo.png -- color:glx-fbo.png
run glx-clip-upper-left 0 override glx-scene "${H[@]}" --clip-upper-left --dump 3:glx-clip.png -- color:glx-clip.png
run glx-pending-error 0 override glx-scene "${H[@]}" --pending-error
run glx-present-by-blit 0 override glx-scene "${H[@]}" --present-by-blit --fbo-bound --dump 3:glx-blit.png --dump-depth 3:glx-blit-d.png -- color:glx-blit.png depth:glx-blit-d.png
run glx-loader-thread 0 override glx-scene "${H[@]}" --loader-thread --frames 20 --dump 20:glx-loader.png -- color:glx-loader.png
run glx-msaa4 0 override glx-scene "${H[@]}" --msaa 4 --dump 3:glx-msaa.png --dump-depth 3:glx-msaa-d.png -- color:glx-msaa.png depth:glx-msaa-d.png
run glx-srgb 0 override glx-scene "${H[@]}" --srgb --dump 3:glx-srgb.png -- srgb:glx-srgb.png
run glx-gl21 0 override glx-scene "${H[@]}" --gl 2.1 --fbo-bound --dump 3:glx-21.png -- color:glx-21.png
run glx-gl32 0 override glx-scene "${H[@]}" --gl 3.2 --dump 3:glx-32.png -- color:glx-32.png
run glx-gl45-overridden 77 override glx-scene --frames 2 --gl 4.5
run glx-gl45 0 plain glx-scene "${H[@]}" --gl 4.5 --clip-upper-left --fbo-bound --dump 3:glx-45.png -- color:glx-45.png
run glx-legacy 0 plain glx-scene "${H[@]}" --legacy --fbo-bound --dump 3:glx-legacy.png -- color:glx-legacy.png
run glx-resize 0 override glx-scene "${H[@]}" --frames 6 --resize-at 2:400x300 --resize-at 4:800x600 --dump 3:glx-r1.png --dump 6:glx-r2.png -- color:glx-r1.png color:glx-r2.png
run glx-resize-blit 0 override glx-scene "${H[@]}" --present-by-blit --resize-at 2:500x260 --dump 4:glx-rb.png -- color:glx-rb.png
# Xvfb's GLX (drisw) has no swap control: 77 there, 0 where the screen offers one
run glx-swap-interval 0,77 override glx-scene "${H[@]}" --swap-interval 0
run glx-blit-msaa-usage 2 override glx-scene --present-by-blit --msaa 4
run glx-bad-option 2 override glx-scene --frobnicate
# --- EGL -------------------------------------------------------------------------------------
run egl-es3 0 override egl-scene "${H[@]}" --dump 3:egl.png -- color:egl.png
run egl-es2 0 override egl-scene "${H[@]}" --es2 --fbo-bound --dump 3:egl-es2.png -- color:egl-es2.png
run egl-gl 0 override egl-scene "${H[@]}" --gl --dump 3:egl-gl.png --dump-depth 3:egl-gl-d.png -- color:egl-gl.png depth:egl-gl-d.png
run egl-get-display 0 override egl-scene "${H[@]}" --get-display --dump 3:egl-gd.png -- color:egl-gd.png
run egl-fbo-clip 0 override egl-scene "${H[@]}" --fbo-bound --clip-upper-left --pending-error
run egl-blit 0 override egl-scene "${H[@]}" --present-by-blit --dump 3:egl-blit.png -- color:egl-blit.png
run egl-loader-thread 0 override egl-scene "${H[@]}" --loader-thread --frames 20 --dump 20:egl-loader.png -- color:egl-loader.png
run egl-resize 0 override egl-scene "${H[@]}" --frames 5 --resize-at 2:420x310 --dump 4:egl-r.png -- color:egl-r.png
run egl-msaa4 0 override egl-scene "${H[@]}" --msaa 4 --dump 3:egl-msaa.png -- color:egl-msaa.png
run egl-srgb 0 override egl-scene "${H[@]}" --srgb --dump 3:egl-srgb.png -- srgb:egl-srgb.png
run egl-swap-interval 0 override egl-scene "${H[@]}" --swap-interval 0
run egl-damage 77 override egl-scene --frames 2 --damage
# --- SDL -------------------------------------------------------------------------------------
run sdl-core 0 override sdl-scene "${H[@]}" --dump 3:sdl.png -- color:sdl.png
run sdl-legacy 0 plain sdl-scene "${H[@]}" --legacy --dump 3:sdl-legacy.png -- color:sdl-legacy.png
run sdl-es 0 override sdl-scene "${H[@]}" --es --dump 3:sdl-es.png -- color:sdl-es.png
run sdl-fbo-blit 0 override sdl-scene "${H[@]}" --fbo-bound --present-by-blit --dump 3:sdl-blit.png -- color:sdl-blit.png
run sdl-resize 0 override sdl-scene "${H[@]}" --frames 5 --resize-at 2:360x240 --dump 4:sdl-r.png -- color:sdl-r.png
run sdl-msaa4 0 override sdl-scene "${H[@]}" --msaa 4 --dump 3:sdl-msaa.png -- color:sdl-msaa.png
run sdl-srgb 0 override sdl-scene "${H[@]}" --srgb --dump 3:sdl-srgb.png -- srgb:sdl-srgb.png
run sdl-swap-interval 0,77 override sdl-scene "${H[@]}" --swap-interval 0
run sdl-loader-usage 2 override sdl-scene --loader-thread

echo "selftest: $pass passed, $fail failed (logs and dumps in $W)"
[ "$fail" -eq 0 ]
