#!/usr/bin/env python3
"""Writes the tiny PNG fixtures used by PNGFileTests, with zlib and struct only.

The files are committed; rerun this only to regenerate them:
    python3 Tests/GlazeTests/Fixtures/make_png_fixtures.py

Rows are listed top row first, the way PNG stores them. No gAMA, sRGB or other ancillary
chunk is written, so libpng takes 8-bit samples as sRGB and 16-bit samples as linear, and
hands both back unchanged.
"""
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def write_png(name, width, height, bit_depth, rows):
    sample = "B" if bit_depth == 8 else "H"
    raw = b""
    for row in rows:
        assert len(row) == width
        raw += b"\x00"  # filter type 0 (None)
        for pixel in row:
            raw += struct.pack(">" + sample * 4, *pixel)
    ihdr = struct.pack(">IIBBBBB", width, height, bit_depth, 6, 0, 0, 0)  # colour type 6: RGBA
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(png)


# 3 x 2, 8-bit. Top row: red, green, half-transparent blue. Bottom row: three distinct greys-ish,
# the middle one fully transparent (its colour must survive: 8-bit reads are not premultiplied).
write_png("orientation-3x2-rgba8.png", 3, 2, 8, [
    [(255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 128)],
    [(10, 20, 30, 255), (40, 50, 60, 0), (70, 80, 90, 255)],
])

# 2 x 2, 16-bit, opaque. Distinct high and low bytes catch byte-order mistakes.
write_png("orientation-2x2-rgba16.png", 2, 2, 16, [
    [(0x0102, 0x0304, 0x0506, 0xFFFF), (0xFFFF, 0x0000, 0x8000, 0xFFFF)],
    [(0x1234, 0xABCD, 0x0001, 0xFFFF), (0x0000, 0x00FF, 0xFF00, 0xFFFF)],
])
