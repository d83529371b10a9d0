#!/usr/bin/env python3
"""Writes the images the example shaders in Assets/Shaders use, with zlib and struct only.

The files are committed; rerun this only to regenerate them:
    python3 scripts/make-shader-assets.py

- luts/identity.png: a 16-entry identity lookup strip (256x16) for colour-grade.glsl.
- luts/warm.png: the same strip graded warm (lifted reds, teal shadows, a little contrast).
- maps/displacement.png: a smooth 128x128 value-noise map for displacement.glsl.
Rows are written top row first, as PNG stores them. The strips have the layout of grading tools'
LUTs and of the built-in colorLookup filter: green runs down a tile (its top row is green 0).
"""
import math
import os
import struct
import zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Assets", "Shaders")


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def write_png(path, width, height, pixel):
    """pixel(x, y) -> (r, g, b) in 0..255 with y = 0 at the bottom."""
    raw = b""
    for row in range(height):
        y = height - 1 - row
        raw += b"\x00" + b"".join(struct.pack(">BBBB", *pixel(x, y), 255) for x in range(width))
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


N = 16


def strip(grade):
    def pixel(x, y):
        r, g, b = (x % N) / (N - 1), (N - 1 - y) / (N - 1), (x // N) / (N - 1)
        return tuple(max(0, min(255, round(v * 255))) for v in grade(r, g, b))
    return pixel


def warm(r, g, b):
    luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
    contrast = lambda v: 0.5 + (v - 0.5) * 1.08
    shadow = (1 - luma) ** 2
    return (contrast(r * 1.06 + 0.02), contrast(g * 1.0 + 0.01 * shadow), contrast(b * 0.9 + 0.05 * shadow))


def noise(x, y):
    def hash2(i, j):
        h = (i * 374761393 + j * 668265263) & 0xFFFFFFFF
        h = ((h ^ (h >> 13)) * 1274126177) & 0xFFFFFFFF
        return (h & 0xFFFF) / 65535.0

    def value(u, v, cells):
        i, j = int(math.floor(u * cells)), int(math.floor(v * cells))
        fu, fv = u * cells - i, v * cells - j
        su, sv = fu * fu * (3 - 2 * fu), fv * fv * (3 - 2 * fv)
        a, b = hash2(i % cells, j % cells), hash2((i + 1) % cells, j % cells)
        c, d = hash2(i % cells, (j + 1) % cells), hash2((i + 1) % cells, (j + 1) % cells)
        return (a * (1 - su) + b * su) * (1 - sv) + (c * (1 - su) + d * su) * sv

    u, v = (x + 0.5) / 128, (y + 0.5) / 128
    n = 0.6 * value(u, v, 4) + 0.3 * value(u, v, 8) + 0.1 * value(u, v, 16)
    level = round(n * 255)
    return (level, level, level)


write_png(os.path.join(ROOT, "luts", "identity.png"), N * N, N, strip(lambda r, g, b: (r, g, b)))
write_png(os.path.join(ROOT, "luts", "warm.png"), N * N, N, strip(warm))
write_png(os.path.join(ROOT, "maps", "displacement.png"), 128, 128, noise)
