#!/usr/bin/env python3
"""Generates the area table of Glaze's SMAA 1x filter (orthogonal patterns, no sub-sample offset).

Written from the method of Jimenez et al., "SMAA: Enhanced Subpixel Morphological Antialiasing"
(Eurographics 2012) and Jimenez et al., "Practical Morphological Antialiasing" (GPU Pro 2): an
edge line of length d = left + right + 1 pixels whose ends carry crossing edges (below, above,
both or neither) is revectorised into the straight lines between the middles of those crossing
edges and the line's middle; the area each pixel's half of the line covers is the weight with
which it blends with its neighbour across the edge.

Layout: 80 x 80 texels, two 8-bit channels. The 16 crossing-edge patterns sit in a 5 x 5 grid of
16 x 16 cells, cell (e1, e2) for the left and right crossing values e in {0, 1, 3, 4} (the
bilinear reads at -0.25 px give 0 none, 0.25 the row beyond the edge, 0.75 the pixel's own row,
1 both; times 4). Inside a cell, texel (i, j) holds the areas for distances left = i^2 and
right = j^2 (quadratic compression: the shader reads at sqrt(distance), bilinearly).
Channel 0: the area on the pixel's own side of the edge (how much it takes from the neighbour
across the edge); channel 1: the area on the far side (how much the neighbour takes from it).

Diagonal table (the paper's diagonal patterns, with our own geometry): a run of d = up + down + 1
diagonal steps whose pixels each carry the step's top edge is revectorised into the straight
line between the run's two ends. Each end is a break of the staircase: "steep" (the vertical
edge goes on one more pixel: the line is steeper than 45 degrees), "shallow" (the horizontal
edge goes on: flatter) or neither (the run just stops, or the search reached its limit: the
line stays on the middles of the steps there). A steep upper end and a steep lower end (or two
shallow ones) give one straight line across the run (a Z); an end of each kind or an unknown end
give two half lines meeting on the step middles at the run's middle (U and L shapes). Channel 0
is the area of the pixel on its top neighbour's side of that line (how much it takes from the
top neighbour), channel 1 the area of the top neighbour on the pixel's side (how much the top
neighbour takes from it), both exact (the unit square clipped by the line).
Two kinds of run: kind 0, each pixel has both a left and a top edge and the run goes up-right;
kind 1, each pixel has a top edge and its right neighbour a left edge, and the run goes
down-right. Layout: 102 x 51 texels, two 8-bit channels: cells of 17 x 17 (distances 0...16),
cell column 3 * kind + upper end, cell row lower end (0 neither, 1 steep, 2 shallow); inside a
cell, texel (up, down) for the distances in steps to the run's upper and lower ends (linear).

Search table (the paper's search texture, our own encoding): the orthogonal searches read the
edges two pixels per bilinear fetch, 0.75 on the pixel nearer the search's start and 0.25 on the
farther, 0.875 on the pixel's own row (or column) and 0.125 on the neighbour's, so each channel
of a fetch is a sum of the weights 21, 7, 3 and 1 (/ 32) of the four texels' bits, and every
combination has its own sum. Texel (crossing, along) holds, for the channel along the edge
(times 32) and the crossing channel (times 32), how far a search goes: 0, 1 or 2 pixels of the
pair and stops, or 3: both and on (times 85). Red: backward searches (left, up), which pass the
pixel after the pair when the near pixel carries the edge; green: forward searches (right, down).
Layout: 33 x 33 texels, two 8-bit channels; sums no four bits make hold 0.

Output: Sources/GlazeCatalog/Filters/AntiAliasing/SMAAAreaTable.swift, SMAADiagonalAreaTable.swift and
SMAASearchTable.swift (base64 of the texels, row-major, row j = texel row j).
Run: python3 scripts/gen-smaa-tables.py [--check]
"""

import base64
import math
import os
import sys

CELL = 16
SIZE = 5 * CELL
# Rows of the cell grid for each crossing value (round(4 * e) from the bilinear read).
CROSSING_CELLS = (0, 1, 3, 4)
# Lines longer than this use the plain area; shorter ones of the U shapes are rounded off.
SMOOTH_DISTANCE = 32.0


def area_under(p1, p2, x):
    """Area between the segment p1 -> p2 and y = 0 over the pixel [x, x + 1].

    Returns (below, above): the area on the negative side (the pixel's own side) and on the
    positive side (the neighbour's side)."""
    dx, dy = p2[0] - p1[0], p2[1] - p1[1]
    x1, x2 = float(x), float(x) + 1.0
    covers = (p1[0] <= x1 < p2[0]) or (p1[0] < x2 <= p2[0])
    if not covers:
        return 0.0, 0.0
    y1 = p1[1] + dy * (x1 - p1[0]) / dx
    y2 = p1[1] + dy * (x2 - p1[0]) / dx
    same_side = math.copysign(1.0, y1) == math.copysign(1.0, y2) or abs(y1) < 1e-4 or abs(y2) < 1e-4
    if same_side:
        mean = (y1 + y2) / 2.0
        return (-mean, 0.0) if mean < 0 else (0.0, mean)
    # The segment crosses y = 0 inside the pixel: two triangles, one on each side.
    crossing = p1[0] - p1[1] * dx / dy
    fraction = crossing - math.floor(crossing)
    left_triangle = y1 * fraction / 2.0 if crossing > p1[0] else 0.0
    right_triangle = y2 * (1.0 - fraction) / 2.0 if crossing < p2[0] else 0.0
    dominant = left_triangle if abs(left_triangle) > abs(right_triangle) else -right_triangle
    if dominant < 0:
        return abs(left_triangle), abs(right_triangle)
    return abs(right_triangle), abs(left_triangle)


def add(a, b):
    return a[0] + b[0], a[1] + b[1]


def rounded_u(d, a, b):
    """Softens the two halves of a U shape: short lines use sqrt(2 area) / 2, long ones the area."""
    weight = min(max(d / SMOOTH_DISTANCE, 0.0), 1.0)

    def soften(v):
        return tuple(math.sqrt(2.0 * c) * 0.5 * (1.0 - weight) + c * weight for c in v)
    return add(soften(a), soften(b))


def pattern_area(pattern, left, right):
    """Areas for pixel `left` of a line of length left + right + 1 with crossing pattern
    `pattern`: bit 0 a crossing edge below the left end, bit 1 below the right end, bit 2 above
    the left end, bit 3 above the right end."""
    d = left + right + 1.0
    middle = (d / 2.0, 0.0)

    def end(below_bit, above_bit):
        """-0.5 (a crossing edge below only), 0.5 (above only), 'both' or None (neither)."""
        below, above = pattern & below_bit, pattern & above_bit
        return "both" if below and above else -0.5 if below else 0.5 if above else None
    left_end, right_end = end(1, 4), end(2, 8)
    if left_end in (None, "both") and right_end in (None, "both"):
        return 0.0, 0.0                     # no single-sided crossing: no step to smooth
    # A crossing on both sides of one end continues the line the other end starts (a Z).
    if left_end == "both":
        left_end = -right_end
    if right_end == "both":
        right_end = -left_end
    if right_end is None:                   # an L: only the half at the crossing end moves
        return area_under((0.0, left_end), middle, left) if left <= right else (0.0, 0.0)
    if left_end is None:
        return area_under(middle, (d, right_end), left) if left >= right else (0.0, 0.0)
    if left_end == right_end:               # a U: both halves bend towards the same side
        return rounded_u(d, area_under((0.0, left_end), middle, left), area_under(middle, (d, right_end), left))
    return area_under((0.0, left_end), (d, right_end), left)   # a Z: one straight line across


def crossing_value(below, above):
    """Cell index of a crossing read: 0.75 weight on the own row (below), 0.25 on the far row."""
    return 3 * below + above


def table():
    texels = bytearray(SIZE * SIZE * 2)
    for pattern in range(16):
        e1 = crossing_value(pattern & 1, (pattern >> 2) & 1)
        e2 = crossing_value((pattern >> 1) & 1, (pattern >> 3) & 1)
        for i in range(CELL):
            for j in range(CELL):
                a = pattern_area(pattern, i * i, j * j)
                x, y = e1 * CELL + i, e2 * CELL + j
                for channel in range(2):
                    value = min(max(a[channel], 0.0), 1.0)
                    texels[(y * SIZE + x) * 2 + channel] = int(round(value * 255.0))
    return bytes(texels)


DIAGONAL_CELL = 17
DIAGONAL_WIDTH, DIAGONAL_HEIGHT = 6 * DIAGONAL_CELL, 3 * DIAGONAL_CELL


def clipped_area(x, y, a, b, towards):
    """Area of the unit pixel [x, x + 1] x [y, y + 1] on the side of the line a -> b that holds
    the point `towards` (the square clipped by the line, Sutherland-Hodgman, then the shoelace
    formula)."""
    def f(p):
        return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
    sign = 1.0 if f(towards) > 0 else -1.0
    square = [(x, y), (x + 1.0, y), (x + 1.0, y + 1.0), (x, y + 1.0)]
    clipped = []
    for i, p in enumerate(square):
        q = square[(i + 1) % 4]
        sp, sq = sign * f(p), sign * f(q)
        if sp > 0:
            clipped.append(p)
        if (sp > 0) != (sq > 0):
            t = sp / (sp - sq)
            clipped.append((p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t))
    twice = 0.0
    for i, p in enumerate(clipped):
        q = clipped[(i + 1) % len(clipped)]
        twice += p[0] * q[1] - q[0] * p[1]
    return abs(twice) / 2.0


def diagonal_area(kind, upper, lower, up, down):
    """Areas for the pixel at (0, 0) (rows grow downwards; its top neighbour is (0, -1)) `up`
    steps below the upper end and `down` above the lower end of a run of `kind`, with end kinds
    `upper` and `lower` (0 neither, 1 steep, 2 shallow)."""
    if kind == 0:   # both edges on each pixel; the run goes up-right; the line runs along x + y
        step, normal = (-1.0, 1.0), (0.5, 0.5)
        anchor = lambda p: (p[0] + 0.25, p[1] + 0.25)
        top_end, bottom_end = (up, -up), (-down, down)
    else:           # top edge here, left edge on the right neighbour; the run goes down-right
        step, normal = (1.0, 1.0), (-0.5, 0.5)
        anchor = lambda p: (p[0] + 0.75, p[1] + 0.25)
        top_end, bottom_end = (-up, -up), (down, down)
    # The step middles lie on the line through the anchors; `normal` moves across it towards
    # the pixel's side by one step per unit. A steep end shifts the line towards the top
    # neighbour at the upper end and away from it at the lower end; a shallow end the opposite.
    shift0 = {0: 0.0, 1: -0.5, 2: 0.5}[upper]
    shift1 = {0: 0.0, 1: 0.5, 2: -0.5}[lower]
    c0, c1 = anchor(top_end), anchor(bottom_end)
    a = (c0[0] - step[0] / 2 + shift0 * normal[0], c0[1] - step[1] / 2 + shift0 * normal[1])
    b = (c1[0] + step[0] / 2 + shift1 * normal[0], c1[1] + step[1] / 2 + shift1 * normal[1])
    if shift0 != -shift1:               # U or L: two half lines meeting on the middles
        middle = ((a[0] - shift0 * normal[0] + b[0] - shift1 * normal[0]) / 2,
                  (a[1] - shift0 * normal[1] + b[1] - shift1 * normal[1]) / 2)
        if up + 0.5 < (up + down + 1) / 2.0:
            b = middle
        else:
            a = middle
    centre = anchor((0, 0))
    outside = (centre[0] - 2 * normal[0], centre[1] - 2 * normal[1])
    inside = (centre[0] + 2 * normal[0], centre[1] + 2 * normal[1])
    return clipped_area(0.0, 0.0, a, b, outside), clipped_area(0.0, -1.0, a, b, inside)


def diagonal_table():
    texels = bytearray(DIAGONAL_WIDTH * DIAGONAL_HEIGHT * 2)
    for kind in range(2):
        for upper in range(3):
            for lower in range(3):
                for up in range(DIAGONAL_CELL):
                    for down in range(DIAGONAL_CELL):
                        a = diagonal_area(kind, upper, lower, up, down)
                        x = (3 * kind + upper) * DIAGONAL_CELL + up
                        y = lower * DIAGONAL_CELL + down
                        for channel in range(2):
                            value = min(max(a[channel], 0.0), 1.0)
                            texels[(y * DIAGONAL_WIDTH + x) * 2 + channel] = int(round(value * 255.0))
    return bytes(texels)


SEARCH_SIZE = 33
# Weights of the four texels of one bilinear read of the edges, times 32: the texel nearer the
# search's start 0.75 and the farther 0.25 along the search; the pixel's own row (or column) 0.875
# and the neighbour's 0.125 across it.
NEAR_OWN, FAR_OWN, NEAR_OTHER, FAR_OTHER = 21, 7, 3, 1


def search_bits(index):
    """The four edge bits (near own, far own, near other, far other) whose weighted sum is
    `index`, or None for a sum no four bits make."""
    for bits in range(16):
        weights = (NEAR_OWN, FAR_OWN, NEAR_OTHER, FAR_OTHER)
        if sum(w for i, w in enumerate(weights) if bits >> i & 1) == index:
            return [bits >> i & 1 for i in range(4)]
    return None


def search_steps(along_index, crossing_index, backward):
    """How many pixels of a pair a search passes (0, 1 or 2) and whether it goes on (3) after a
    read whose along-the-edge channel is `along_index` / 32 and whose crossing channel is
    `crossing_index` / 32 (see the module doc)."""
    along, crossing = search_bits(along_index), search_bits(crossing_index)
    if along is None or crossing is None:
        return 0
    along_near, along_far = along[0], along[1]
    crossing_near = crossing[0] or crossing[2]
    crossing_far = crossing[1] or crossing[3]
    if backward:        # the pixel after the pair passes if the near pixel carries the edge
        if not along_near:
            return 0
        if crossing_near or not along_far:
            return 1
        return 2 if crossing_far else 3
    if not along_near or crossing_near:
        return 0
    return 1 if not along_far or crossing_far else 3


def search_table():
    texels = bytearray(SEARCH_SIZE * SEARCH_SIZE * 2)
    for along in range(SEARCH_SIZE):
        for crossing in range(SEARCH_SIZE):
            i = (along * SEARCH_SIZE + crossing) * 2
            texels[i] = search_steps(along, crossing, True) * 85
            texels[i + 1] = search_steps(along, crossing, False) * 85
    return bytes(texels)


def swift_source(data):
    encoded = base64.b64encode(data).decode("ascii")
    lines = [encoded[i:i + 100] for i in range(0, len(encoded), 100)]
    body = "\n".join(lines)
    return f'''// Generated by scripts/gen-smaa-tables.py; do not edit (run the script instead).

/// SMAA's area table: {SIZE} x {SIZE} texels of two 8-bit areas (see the script for the layout).
enum SMAAAreaTable {{
    /// Texels per side.
    static let size = {SIZE}
    /// Row-major texels, two bytes each, base64.
    static let base64 = """
{body}
"""
}}
'''


def extra_swift_source(name, doc, sizes, data):
    """The Swift file of table `name`: `doc` its summary, `sizes` (name, value, doc) triples."""
    encoded = base64.b64encode(data).decode("ascii")
    body = "\n".join(encoded[i:i + 100] for i in range(0, len(encoded), 100))
    fields = "".join(f"    /// {text}\n    static let {field} = {value}\n" for field, value, text in sizes)
    return f'''// Generated by scripts/gen-smaa-tables.py; do not edit (run the script instead).

/// {doc} (see the script
/// for the layout).
enum {name} {{
{fields}    /// Row-major texels, two bytes each, base64.
    static let base64 = """
{body}
"""
}}
'''


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    folder = os.path.join(root, "Sources/GlazeCatalog/Filters/AntiAliasing")
    outputs = {os.path.join(folder, "SMAAAreaTable.swift"): swift_source(table()),
               os.path.join(folder, "SMAADiagonalAreaTable.swift"): extra_swift_source(
                   "SMAADiagonalAreaTable", f"SMAA's diagonal area table: {DIAGONAL_WIDTH} x {DIAGONAL_HEIGHT} texels of two 8-bit areas",
                   [("width", DIAGONAL_WIDTH, "Texels per row."), ("height", DIAGONAL_HEIGHT, "Rows.")], diagonal_table()),
               os.path.join(folder, "SMAASearchTable.swift"): extra_swift_source(
                   "SMAASearchTable", f"SMAA's search table: {SEARCH_SIZE} x {SEARCH_SIZE} texels of two 8-bit step counts",
                   [("size", SEARCH_SIZE, "Texels per side.")], search_table())}
    for path, source in outputs.items():
        if "--check" in sys.argv:
            with open(path) as f:
                if f.read() != source:
                    sys.exit(f"{path} is out of date: run scripts/gen-smaa-tables.py")
        else:
            with open(path, "w") as f:
                f.write(source)


if __name__ == "__main__":
    main()
