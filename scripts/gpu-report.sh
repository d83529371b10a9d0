#!/usr/bin/env bash
# Runs Glaze's GPU benchmark matrix with the `glaze` binary beside this script and writes
# bench-gpu.md (GPU name, driver, date, one table per size and threading setting).
#
#   ./run.sh                 the full matrix: 16x16, 1920x1080 and 3840x2160, each with
#                            __GL_THREADED_OPTIMIZATIONS=0 and 1 (a software renderer gets --quick)
#   ./run.sh --quick         16x16 and 64x64, 2 runs a case (a check that everything runs)
#   ./run.sh --full          the full matrix even on a software renderer
#   ./run.sh --output FILE   where to write the report (default: bench-gpu.md beside this script)
#   ./run.sh --runs N        timed runs a case (default 10; 2 with --quick)
#
# Needs nothing but the files of this folder and the machine's GL driver (libEGL): `make
# gpu-report` builds glaze with the Swift runtime linked in and libepoxy beside it. Exit status:
# 0 when the report was written, 1 when glaze could not run.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
glaze="${GLAZE:-$here/glaze}"
output="$here/bench-gpu.md"
mode=auto
runs=""
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) mode=quick ;;
        --full) mode=full ;;
        --output) output="$2"; shift ;;
        --runs) runs="$2"; shift ;;
        -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
        *) echo "run.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done

cases='copy,chain6.fused,blur.r2,blur.r10,box.r10,unsharp,bloom.r50,preset.default,cpu.*'
# The report's header line comes from a 16x16 run; it also says whether the renderer is software.
probe="$("$glaze" bench --only copy --size 16x16 --runs 1 --markdown-header)" || {
    echo "run.sh: $glaze could not run a benchmark (see above)" >&2
    exit 1
}
software=no
grep -q 'software rasteriser' <<<"$probe" && software=yes
if [ "$mode" = auto ]; then
    if [ "$software" = yes ]; then
        echo "run.sh: the renderer is a software rasteriser (not a GPU): running the quick matrix" >&2
        mode=quick
    else
        mode=full
    fi
fi
if [ "$mode" = quick ]; then
    sizes=(16x16 64x64)
    runs="${runs:-2}"
else
    sizes=(16x16 1920x1080 3840x2160)
    runs="${runs:-10}"
fi

{
    echo "# Glaze on a GPU: \`glaze bench\` matrix"
    echo
    echo "Written by \`run.sh\` from \`make gpu-report\` on $(date -u '+%Y-%m-%d %H:%M UTC') ($(uname -srm))."
    echo
    echo "$probe"
    echo
    if [ "$software" = yes ]; then
        echo "**This machine has no GPU: the figures below are Mesa's software rasteriser, measured only"
        echo "to show that the report runs.** Run \`run.sh\` on a machine with a GPU for real figures."
        echo
    fi
    echo "Mode: $mode ($runs timed runs a case). \`gpu ms\` is \`GL_TIME_ELAPSED\` per render (empty where"
    echo "the driver has no timer queries); \`× copy\` compares medians of the same run; \`cpu.*\` rows are the"
    echo "calling thread's CPU time per frame. Driver shader caches are off while timing."
    for size in "${sizes[@]}"; do
        for threaded in 0 1; do
            echo
            echo "## $size, __GL_THREADED_OPTIMIZATIONS=$threaded"
            echo
            __GL_THREADED_OPTIMIZATIONS=$threaded "$glaze" bench --only "$cases" --size "$size" --runs "$runs" --markdown
        done
    done
} >"$output.partial"
mv "$output.partial" "$output"
echo "run.sh: wrote $output" >&2
