#!/usr/bin/env bash
# Validates every GLSL file under Shaders/ with glslangValidator (Debian: glslang-tools), once
# as GLSL 3.30 core (desktop OpenGL) and once as GLSL ES 3.00 (OpenGL ES 3.0): Glaze compiles
# every program for either, changing only the `#version` line (GLCapabilities.adaptingShader).
#
# - A file that starts with `#version` (e.g. Prelude/fullscreen.vert) is a complete shader and is
#   validated as it is (its `#version` line replaced for ES): `.vert` as a vertex shader,
#   anything else as a fragment shader.
# - Any other file is a kernel snippet (functions, no `#version`, no `main`). It is wrapped as
#       #version 330 core                     (or #version 300 es)
#       every shared helper file: Prelude/ then Common/, sorted (for a helper file: only the
#                                             ones before it)
#       input0(q)…, input0Linear(q)…, input0Texel(q)…, getFromColor(q), getToColor(q) stubs (the planner defines these as macros)
#       the file
#       void main() {}                        (only when the file has no main)
#   and validated as a fragment shader. `#line` directives keep the line numbers of each file, and
#   errors are reported against the file's own path and line.
# - Shared helper files: Shaders/Common/*.glsl and Shaders/Prelude/*.glsl without `#version`
#   (the prelude the library prepends to every generated program).
#
# usage: scripts/check-shaders.sh [SHADERS_DIR]    (default: Shaders next to this script's parent)
# Exits 1 when any file fails, 2 when the tool is missing.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
shaders="${1:-$root/Shaders}"
label="${shaders#"$root"/}"; label="${label%/}"   # how paths are shown in reports

if ! command -v glslangValidator >/dev/null 2>&1; then
    echo "check-shaders: glslangValidator not found (install glslang-tools, or run 'make deps')" >&2
    exit 2
fi
if [ ! -d "$shaders" ]; then
    echo "check-shaders: no shader folder at $shaders" >&2
    exit 2
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mapfile -t files < <(cd "$shaders" && find . -type f \( -name '*.glsl' -o -name '*.vert' -o -name '*.frag' \) | sed 's|^\./||' | LC_ALL=C sort)
has_version() { grep -qE '^[[:space:]]*#[[:space:]]*version' "$1"; }

# In the order the emitter writes them: the prelude (which declares ES's precisions) first.
common=()
for folder in Prelude Common; do
    for rel in "${files[@]}"; do
        if [[ "$rel" =~ ^$folder/[^/]*\.glsl$ ]] && ! has_version "$shaders/$rel"; then
            common+=("$rel")
        fi
    done
done
has_main() { grep -qE '\bvoid[[:space:]]+main[[:space:]]*\(' "$1"; }

failures=0
checked=0
for version in "330 core" "300 es"; do
for rel in "${files[@]}"; do
    src="$shaders/$rel"
    checked=$((checked + 1))
    case "$rel" in *.vert) stage=vert ;; *) stage=frag ;; esac

    # Source-string numbers used in #line directives, mapped back to paths in the report.
    names=("$rel")
    if has_version "$src"; then
        input="$work/complete.$stage"
        sed -E "0,/^[[:space:]]*#[[:space:]]*version.*/s/^[[:space:]]*#[[:space:]]*version.*/#version $version/" "$src" > "$input"
    else
        stage=frag
        input="$work/shader.$stage"
        {
            echo "#version $version"
            n=1
            for c in "${common[@]}"; do
                # A helper file sees only the helpers before it.
                if [ "$c" == "$rel" ]; then break; fi
                echo "#line 1 $n"
                cat "$shaders/$c"
                echo
                names+=("$c")
                n=$((n + 1))
            done
            # What the planner provides around sampling and transition kernels: their inputs,
            # read at any coordinate through input0(q)... (and input0Linear(q), input0Texel(q)...)
            # and getFromColor(q) / getToColor(q).
            echo "#line 1 $n"
            # (Their own precision, for when the prelude that declares it is the file under test.)
            [ "$version" == "300 es" ] && echo 'precision highp float;'
            echo 'vec4 glaze_checkInput(vec2 q) { return vec4(q, 0.0, 1.0); }'
            for i in 0 1 2 3; do
                # inputN, and inputNLinear / inputNTexel (a read between texel centres, one on a centre).
                for read in "" Linear Texel; do echo "#define input$i$read(q) glaze_checkInput(q)"; done
            done
            echo '#define getFromColor(q) glaze_checkInput(q)'
            echo '#define getToColor(q) glaze_checkInput(q)'
            names+=("(input stubs)")
            n=$((n + 1))
            # The file under test is source string 0, so its errors read as "0:LINE".
            echo '#line 1 0'
            cat "$src"
            echo
            if ! has_main "$src"; then
                echo "#line 1 $n"
                echo 'void main() {}'
                names+=("(generated main)")
            fi
        } > "$input"
    fi

    if ! output="$(glslangValidator -S "$stage" "$input" 2>&1)"; then
        failures=$((failures + 1))
        echo "FAIL $rel ($stage shader, GLSL $version)"
        # Rewrite "ERROR: N:LINE:" as "ERROR: path:LINE:" and drop the temp file's name.
        while IFS= read -r line; do
            if [[ "$line" =~ ^(ERROR|WARNING):\ ([0-9]+):([0-9]+):(.*)$ ]]; then
                idx="${BASH_REMATCH[2]}"
                name="${names[$idx]:-source $idx}"
                echo "  ${BASH_REMATCH[1]}: $label/$name:${BASH_REMATCH[3]}:${BASH_REMATCH[4]}"
            elif [ -n "$line" ] && [ "$line" != "$input" ]; then
                echo "  $line"
            fi
        done <<< "$output"
    fi
done
done

if [ "$checked" -eq 0 ]; then
    echo "check-shaders: no GLSL files under $shaders" >&2
    exit 1
fi
if [ "$failures" -gt 0 ]; then
    echo "check-shaders: $failures of $checked checks failed ($((checked / 2)) files, GLSL 330 core and 300 es)"
    exit 1
fi
echo "check-shaders: $((checked / 2)) shader files valid as GLSL 330 core and as GLSL 300 es"
