#!/usr/bin/env python3
"""The pixels, depths and stencil values the run-test programs draw (see README.md), and a
checker for their PNG dumps. Python standard library only.

    python3 scene_expect.py color PNG [--srgb] [--tolerance N]   # an RGB dump (--dump)
    python3 scene_expect.py depth PNG [--tolerance T]            # a 16-bit depth dump (--dump-depth)

The size is read from the PNG. Exits 0 when every pixel matches, 1 otherwise (printing the
first mismatches), 2 on bad usage. Import it to use expected_rgb / expected_depth /
expected_stencil / read_png in a test.
"""
import struct
import sys
import zlib

TOP_LEFT = (220, 40, 30)
TOP_RIGHT = (30, 200, 60)
BOTTOM_LEFT = (40, 60, 210)
BOTTOM_RIGHT = (240, 220, 40)
TEXEL_A = (230, 230, 230)   # (i + j) even
TEXEL_B = (180, 20, 160)    # (i + j) odd
TEXEL_C = (255, 128, 0)     # texel (0, 0), the top-left one


def regions(w, h):
    """The scene's rectangles in pixels, origin top-left, right/bottom exclusive."""
    xm, ym = w // 2, h // 2
    s = 8 * max(1, min(w, h) // 32)
    tx, ty = w // 8, h // 8
    return {
        "top_left": (0, 0, xm, ym),
        "top_right": (xm, 0, w, ym),
        "bottom_left": (0, ym, xm, h),
        "bottom_right": (xm, ym, w, h),
        "band": (0, 3 * h // 8, w, 5 * h // 8),
        "texture": (tx, ty, tx + s, ty + s),
    }


def _inside(r, x, y):
    return r[0] <= x < r[2] and r[1] <= y < r[3]


def region_at(x, y, w, h):
    """Which rectangle is on top at pixel (x, y) (y from the top)."""
    r = regions(w, h)
    for name in ("texture", "band"):
        if _inside(r[name], x, y):
            return name
    return ("top_" if y < h // 2 else "bottom_") + ("left" if x < w // 2 else "right")


def grey_level(x, w):
    """The band's grey value at pixel column x."""
    return (256 * x + 128) // w


def srgb_encode_byte(v):
    """What an sRGB framebuffer stores for a linear value v / 255 (the --srgb mode)."""
    c = v / 255.0
    e = 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return int(round(255.0 * e))


def expected_rgb(x, y, w, h, srgb=False):
    name = region_at(x, y, w, h)
    if name == "texture":
        r = regions(w, h)["texture"]
        t = (r[2] - r[0]) // 8
        i, j = (x - r[0]) // t, (y - r[1]) // t
        c = TEXEL_C if i == 0 and j == 0 else (TEXEL_A if (i + j) % 2 == 0 else TEXEL_B)
    elif name == "band":
        g = grey_level(x, w)
        c = (g, g, g)
    else:
        c = {"top_left": TOP_LEFT, "top_right": TOP_RIGHT, "bottom_left": BOTTOM_LEFT,
             "bottom_right": BOTTOM_RIGHT}[name]
    if srgb:
        c = tuple(srgb_encode_byte(v) for v in c)
    return c


DEPTH = {"texture": 0.0625, "band": 0.125, "top_left": 0.25, "top_right": 0.5,
         "bottom_left": 0.75, "bottom_right": 1.0}
STENCIL = {"texture": 0x20, "band": 0x10, "top_left": 1, "top_right": 2, "bottom_left": 3,
           "bottom_right": 0}


def expected_depth(x, y, w, h):
    """Window depth in [0, 1] at pixel (x, y) (y from the top); stored as 24-bit unorm."""
    return DEPTH[region_at(x, y, w, h)]


def expected_stencil(x, y, w, h):
    return STENCIL[region_at(x, y, w, h)]


def read_png(path):
    """(width, height, channels, bit_depth, rows): rows top first, each a list of samples.
    Non-interlaced 8/16-bit grey, RGB or RGBA only (what the programs write)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    pos, idat, ihdr = 8, b"", None
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        pos += 12 + n
        if kind == b"IHDR":
            ihdr = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    w, h, depth, ctype, _, _, interlace = ihdr
    channels = {0: 1, 2: 3, 6: 4}[ctype]
    if interlace or depth not in (8, 16):
        raise ValueError(f"{path}: unsupported PNG layout")
    bpp = channels * depth // 8
    stride = w * bpp
    raw = zlib.decompress(idat)
    rows, prev = [], bytearray(stride)
    for y in range(h):
        ft = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if ft == 1:
                line[i] = (line[i] + a) & 255
            elif ft == 2:
                line[i] = (line[i] + b) & 255
            elif ft == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif ft == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        prev = line
        if depth == 16:
            rows.append(list(struct.unpack(f">{w * channels}H", bytes(line))))
        else:
            rows.append(list(line))
    return w, h, channels, depth, rows


def _check(argv):
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("kind", choices=["color", "depth"])
    ap.add_argument("png")
    ap.add_argument("--srgb", action="store_true", help="the dump of an --srgb run")
    ap.add_argument("--tolerance", type=float, default=None,
                    help="per channel (colour, default 0, 1 with --srgb) or depth (default 1e-4)")
    a = ap.parse_args(argv)
    w, h, ch, depth, rows = read_png(a.png)
    bad = 0
    if a.kind == "color":
        tol = a.tolerance if a.tolerance is not None else (1 if a.srgb else 0)
        if ch != 3 or depth != 8:
            print(f"{a.png}: expected an 8-bit RGB PNG", file=sys.stderr)
            return 1
        for y in range(h):
            for x in range(w):
                got = tuple(rows[y][3 * x:3 * x + 3])
                want = expected_rgb(x, y, w, h, a.srgb)
                if max(abs(g - e) for g, e in zip(got, want)) > tol:
                    bad += 1
                    if bad <= 10:
                        print(f"({x}, {y}) [{region_at(x, y, w, h)}]: got {got}, expected {want}")
    else:
        tol = a.tolerance if a.tolerance is not None else 1e-4
        if ch != 1 or depth != 16:
            print(f"{a.png}: expected a 16-bit grey PNG", file=sys.stderr)
            return 1
        for y in range(h):
            for x in range(w):
                got = rows[y][x] / 65535.0
                want = expected_depth(x, y, w, h)
                if abs(got - want) > tol:
                    bad += 1
                    if bad <= 10:
                        print(f"({x}, {y}) [{region_at(x, y, w, h)}]: got depth {got:.6f}, expected {want}")
    print(f"{a.png}: {w}x{h}, {bad} mismatching pixel(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(_check(sys.argv[1:]))
