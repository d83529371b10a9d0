#!/usr/bin/env python3
"""Draws the space shooter's art procedurally and writes it as PNG files.

    python3 scripts/make-art.py [--out Assets]

Writes Assets/Sprites/*.png (ships, bullets, power-ups, asteroids, particles, plain glow shapes)
and Assets/Backgrounds/*.png (a tileable nebula, star fields, planets, an asteroid belt). Only
the standard library and numpy: shapes are signed-distance fields and polygons rasterised at 4x
and averaged down (antialiasing); shading comes from a height field (a blurred mask) lit from the
top left; textures come from spectral noise, which tiles by construction. The output is
deterministic (fixed seeds, zlib at a fixed level), so re-running it gives identical files.
"""

import argparse
import os
import struct
import zlib

import numpy as np

SS = 4  # supersampling factor
LIGHT = np.array([-0.55, 0.65, 0.52])
LIGHT = LIGHT / np.linalg.norm(LIGHT)


# ----------------------------------------------------------------------------- PNG output

def write_png(path, rgba):
    """rgba: float array (h, w, 4), straight alpha, values 0...1 (sRGB-encoded colour)."""
    data = np.clip(np.round(rgba * 255.0), 0, 255).astype(np.uint8)
    height, width, _ = data.shape
    raw = b"".join(b"\x00" + data[y].tobytes() for y in range(height))

    def chunk(kind, body):
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))

    png = (b"\x89PNG\r\n\x1a\n"
           + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
           + chunk(b"sRGB", b"\x00")
           + chunk(b"IDAT", zlib.compress(raw, 9))
           + chunk(b"IEND", b""))
    with open(path, "wb") as f:
        f.write(png)
    print(f"  {path} ({width}x{height}, {len(png) // 1024} KiB)")


# ----------------------------------------------------------------------------- helpers

def grid(w, h, ss=SS):
    """Pixel-centre coordinates of a (h*ss, w*ss) canvas, in units where the canvas spans
    x in [-w/h, w/h] (so y in [-1, 1]), y up."""
    W, H = w * ss, h * ss
    ys, xs = np.mgrid[0:H, 0:W].astype(np.float64)
    x = ((xs + 0.5) / W * 2 - 1) * (w / h)
    y = 1 - (ys + 0.5) / H * 2
    return x, y


def downsample(rgba, ss=SS):
    """Average ss x ss blocks with premultiplied colour, return straight alpha."""
    h, w, _ = rgba.shape
    a = rgba[..., 3:4]
    pre = np.concatenate([rgba[..., :3] * a, a], axis=-1)
    pre = pre.reshape(h // ss, ss, w // ss, ss, 4).mean(axis=(1, 3))
    alpha = pre[..., 3:4]
    colour = np.where(alpha > 1e-6, pre[..., :3] / np.maximum(alpha, 1e-6), 0)
    return np.concatenate([colour, alpha], axis=-1)


def smoothstep(e0, e1, x):
    t = np.clip((x - e0) / (e1 - e0), 0, 1)
    return t * t * (3 - 2 * t)


def blur(field, sigma):
    """Gaussian blur with wrap-around (FFT); sigma in pixels."""
    if sigma <= 0:
        return field
    h, w = field.shape
    fy = np.fft.fftfreq(h)[:, None]
    fx = np.fft.fftfreq(w)[None, :]
    kernel = np.exp(-2 * (np.pi ** 2) * (sigma ** 2) * (fx ** 2 + fy ** 2))
    return np.real(np.fft.ifft2(np.fft.fft2(field) * kernel))


def spectral_noise(w, h, beta, seed, low_cut=1.0):
    """Tileable noise with a 1/f^beta spectrum, normalised to 0...1."""
    rng = np.random.default_rng(seed)
    white = rng.normal(size=(h, w))
    fy = np.fft.fftfreq(h)[:, None] * h
    fx = np.fft.fftfreq(w)[None, :] * w
    f = np.sqrt(fx ** 2 + fy ** 2)
    amp = np.where(f >= low_cut, 1.0 / np.maximum(f, 1e-9) ** beta, 0.0)
    field = np.real(np.fft.ifft2(np.fft.fft2(white) * amp))
    field -= field.min()
    return field / max(field.max(), 1e-9)


def polygon_mask(x, y, points):
    """Even-odd fill of a polygon given as [(x, y), ...] in canvas units."""
    inside = np.zeros(x.shape, dtype=bool)
    n = len(points)
    for i in range(n):
        x0, y0 = points[i]
        x1, y1 = points[(i + 1) % n]
        if y0 == y1:
            continue
        crosses = (y0 > y) != (y1 > y)
        xint = x0 + (y - y0) * (x1 - x0) / (y1 - y0)
        inside ^= crosses & (x < xint)
    return inside.astype(np.float64)


def mirror(points):
    """A left-right symmetric outline from its right half (top to bottom)."""
    return points + [(-px, py) for (px, py) in reversed(points)]


def ellipse(x, y, cx, cy, rx, ry):
    return (((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1).astype(np.float64)


def shade(mask, base, bevel, ambient=0.35, spec=0.5, shininess=24, height_scale=1.0):
    """Lights `base` colour (h, w, 3) over `mask` with normals from a blurred height field."""
    height = blur(mask, bevel) * height_scale
    gy, gx = np.gradient(height)
    # image rows go down: the y gradient flips sign for a y-up normal
    n = np.stack([-gx * bevel * 2.2, gy * bevel * 2.2, np.ones_like(gx)], axis=-1)
    n /= np.linalg.norm(n, axis=-1, keepdims=True)
    diffuse = np.clip(n @ LIGHT, 0, 1)
    half = LIGHT + np.array([0, 0, 1.0])
    half /= np.linalg.norm(half)
    specular = np.clip(n @ half, 0, 1) ** shininess * spec
    colour = base * (ambient + (1 - ambient) * diffuse[..., None]) + specular[..., None]
    return colour


def radial(x, y, cx, cy, r):
    return np.sqrt((x - cx) ** 2 + (y - cy) ** 2) / r


def compose(layers, shape):
    """Source-over composite of (rgb, alpha) layers, bottom first."""
    out = np.zeros(shape[:2] + (4,))
    for rgb, alpha in layers:
        a = np.clip(alpha, 0, 1)[..., None]
        out_a = a + out[..., 3:4] * (1 - a)
        out_rgb = (rgb * a + out[..., :3] * out[..., 3:4] * (1 - a)) / np.maximum(out_a, 1e-9)
        out = np.concatenate([out_rgb, out_a], axis=-1)
    return out


def glow(x, y, cx, cy, r, colour, strength=1.0):
    d = radial(x, y, cx, cy, r)
    a = np.exp(-d * d * 3.0) * strength
    return np.broadcast_to(np.array(colour, dtype=np.float64), x.shape + (3,)), a


def solid(colour, shape):
    return np.broadcast_to(np.array(colour, dtype=np.float64), shape + (3,))


# ----------------------------------------------------------------------------- ships

def panel_lines(x, y, spacing, width=0.012):
    """Thin horizontal lines, for hull plating."""
    return (np.abs(((y / spacing) % 1.0) - 0.5) < width / spacing).astype(np.float64)


def player_ship(size=72):
    x, y = grid(size, size)
    hull = polygon_mask(x, y, mirror([(0.0, 0.96), (0.16, 0.55), (0.22, 0.05), (0.86, -0.42),
                                      (0.86, -0.60), (0.30, -0.50), (0.24, -0.72), (0.08, -0.62)]))
    wing_stripe = polygon_mask(x, y, mirror([(0.30, -0.08), (0.80, -0.44), (0.80, -0.52), (0.30, -0.20)]))
    spine = (np.abs(x) < 0.05) * (y > -0.55) * (y < 0.5)
    base = np.zeros(x.shape + (3,))
    base[:] = [0.62, 0.68, 0.78]
    base[wing_stripe > 0] = [0.18, 0.42, 0.95]
    base[spine > 0] *= 0.75
    base *= (1 - 0.25 * panel_lines(x, y, 0.22) * hull)[..., None]
    hull_rgb = shade(hull, base, bevel=SS * 3.5)
    cockpit = ellipse(x, y, 0, 0.30, 0.09, 0.22)
    glass = np.zeros(x.shape + (3,))
    glass[:] = [0.10, 0.55, 0.85]
    glass = shade(cockpit, glass, bevel=SS * 2, ambient=0.25, spec=1.2, shininess=40)
    tips = ellipse(np.abs(x), y, 0.84, -0.50, 0.035, 0.06)
    flame_core = np.exp(-(((np.abs(x) - 0.16) / 0.06) ** 2) - (((y + 0.78) / 0.12) ** 2))
    flame_rgb = np.stack([np.ones_like(x), 0.55 + 0.45 * flame_core, 0.2 + 0.8 * flame_core ** 3], axis=-1)
    return downsample(compose([
        (flame_rgb, np.clip(flame_core * 1.4, 0, 1)),
        (hull_rgb, hull),
        (glass, cockpit),
        (solid([1.0, 0.25, 0.2], x.shape), tips),
    ], x.shape))


def enemy_drone(size=56):
    """Saucer: a domed disc with a ring of lights (moves in sine waves, fires aimed shots)."""
    x, y = grid(size, size)
    disc = ellipse(x, y, 0, -0.05, 0.92, 0.42)
    rim = ellipse(x, y, 0, -0.12, 0.92, 0.30) * (1 - ellipse(x, y, 0, -0.02, 0.80, 0.30))
    dome = ellipse(x, y, 0, 0.12, 0.42, 0.42) * (y > -0.05)
    base = np.zeros(x.shape + (3,))
    base[:] = [0.70, 0.12, 0.22]
    base[rim > 0] = [0.40, 0.06, 0.12]
    body = shade(disc, base, bevel=SS * 3)
    dome_rgb = shade(dome, solid([0.95, 0.55, 0.25], x.shape).copy(), bevel=SS * 3, spec=1.0, shininess=30)
    lights = np.zeros(x.shape)
    for i in range(7):
        lx = -0.66 + i * 0.22
        lights = np.maximum(lights, ellipse(x, y, lx, -0.16, 0.05, 0.05))
    return downsample(compose([
        (body, disc), (dome_rgb, dome),
        (solid([1.0, 0.95, 0.5], x.shape), lights),
    ], x.shape))


def enemy_dart(size=56):
    """Arrow fighter pointing down (dives at the player, fires a spread)."""
    x, y = grid(size, size)
    hull = polygon_mask(x, y, mirror([(0.0, 0.62), (0.20, 0.70), (0.92, 0.30), (0.70, 0.06),
                                      (0.26, 0.10), (0.10, -0.92)]))
    fin = polygon_mask(x, y, mirror([(0.0, 0.66), (0.05, 0.66), (0.05, -0.3)]))
    base = np.zeros(x.shape + (3,))
    base[:] = [0.22, 0.62, 0.28]
    base[fin > 0] = [0.10, 0.32, 0.14]
    base *= (1 - 0.3 * panel_lines(x + y, y, 0.3) * hull)[..., None]
    body = shade(hull, base, bevel=SS * 3)
    eye = ellipse(x, y, 0, -0.25, 0.08, 0.16)
    engines = ellipse(np.abs(x), y, 0.52, 0.26, 0.10, 0.06)
    return downsample(compose([
        (body, hull),
        (shade(eye, solid([1.0, 0.85, 0.1], x.shape).copy(), bevel=SS, spec=1.0), eye),
        (solid([0.5, 1.0, 0.6], x.shape), engines),
    ], x.shape))


def enemy_tank(size=72):
    """Armoured hexagon with two turrets (slow, fires radial bursts, takes many hits)."""
    x, y = grid(size, size)
    angles = np.radians(np.arange(6) * 60 + 30)
    hexagon = polygon_mask(x, y, [(0.88 * np.cos(a), 0.80 * np.sin(a)) for a in angles])
    inner = polygon_mask(x, y, [(0.56 * np.cos(a), 0.50 * np.sin(a)) for a in angles])
    base = np.zeros(x.shape + (3,))
    base[:] = [0.72, 0.44, 0.16]
    base[inner > 0] = [0.50, 0.26, 0.10]
    rivets = np.zeros(x.shape)
    for a in angles:
        rivets = np.maximum(rivets, ellipse(x, y, 0.72 * np.cos(a), 0.66 * np.sin(a), 0.05, 0.05))
    base[rivets > 0] = [0.9, 0.8, 0.6]
    body = shade(hexagon, base, bevel=SS * 4, height_scale=1.2)
    core = ellipse(x, y, 0, 0, 0.22, 0.22)
    core_rgb = np.stack([np.ones_like(x), 0.3 + 0.7 * np.exp(-radial(x, y, 0, 0, 0.12) ** 2),
                         0.2 * np.ones_like(x)], axis=-1)
    turrets = ellipse(np.abs(x), y, 0.42, -0.42, 0.13, 0.13)
    barrels = ((np.abs(np.abs(x) - 0.42) < 0.04) & (y < -0.42) & (y > -0.92)).astype(np.float64)
    turret_rgb = shade(np.maximum(turrets, barrels), solid([0.35, 0.35, 0.40], x.shape).copy(), bevel=SS * 2)
    return downsample(compose([
        (turret_rgb, barrels), (body, hexagon), (turret_rgb, turrets), (core_rgb, core),
    ], x.shape))


def boss(width=240, height=160):
    x, y = grid(width, height)  # x in [-1.5, 1.5]
    hull = polygon_mask(x, y, mirror([(0.0, 0.92), (0.55, 0.88), (1.1, 0.55), (1.46, 0.05), (1.30, -0.30),
                                      (0.86, -0.22), (0.62, -0.70), (0.30, -0.55), (0.14, -0.94)]))
    armour = polygon_mask(x, y, mirror([(0.0, 0.70), (0.45, 0.66), (0.86, 0.36), (1.05, 0.02),
                                        (0.60, -0.05), (0.36, -0.36), (0.0, -0.42)]))
    base = np.zeros(x.shape + (3,))
    base[:] = [0.36, 0.18, 0.50]
    base[armour > 0] = [0.55, 0.32, 0.70]
    base *= (1 - 0.25 * panel_lines(x, y, 0.18) * hull)[..., None]
    trim = (np.abs(polygon_mask(x, y, mirror([(0.0, 0.74), (0.47, 0.70), (0.90, 0.38), (1.09, 0.02),
                                             (0.62, -0.09), (0.38, -0.40), (0.0, -0.46)])) - armour) > 0)
    base[trim] = [0.95, 0.75, 0.30]
    body = shade(hull, base, bevel=SS * 5, height_scale=1.3)
    cores = np.zeros(x.shape)
    core_rgb = np.zeros(x.shape + (3,))
    for cx, cy, r in [(0.0, 0.05, 0.20), (-0.72, 0.18, 0.11), (0.72, 0.18, 0.11)]:
        c = ellipse(x, y, cx, cy, r, r)
        glowing = np.exp(-radial(x, y, cx, cy, r * 0.6) ** 2)
        rgb = np.stack([0.4 + 0.6 * glowing, 0.9 * glowing + 0.1, np.ones_like(x)], axis=-1)
        core_rgb = np.where(c[..., None] > 0, rgb, core_rgb)
        cores = np.maximum(cores, c)
    cannons = ((np.abs(np.abs(x) - 1.2) < 0.05) & (y < -0.1) & (y > -0.62)).astype(np.float64)
    cannons += ((np.abs(x) < 0.06) & (y < -0.6) & (y > -0.99)).astype(np.float64)
    cannon_rgb = shade(np.clip(cannons, 0, 1), solid([0.3, 0.3, 0.35], x.shape).copy(), bevel=SS * 2)
    return downsample(compose([(cannon_rgb, np.clip(cannons, 0, 1)), (body, hull), (core_rgb, cores)], x.shape))


# ----------------------------------------------------------------------------- bullets, items

def bolt(w, h, colour, core=(1.0, 1.0, 1.0)):
    x, y = grid(w, h)
    ax = w / h
    d = np.sqrt((x / (0.45 * ax)) ** 2 + (y / 0.92) ** 2)
    a = np.clip(np.exp(-d * d * 2.4) * 1.3, 0, 1)
    inner = np.exp(-d * d * 9)[..., None]
    rgb = np.array(colour) * (1 - inner) + np.array(core) * inner
    return downsample(np.concatenate([rgb, a[..., None]], axis=-1))


def orb(size, colour):
    x, y = grid(size, size)
    d = radial(x, y, 0, 0, 0.9)
    a = np.clip(np.exp(-d * d * 3) * 1.4, 0, 1)
    inner = np.exp(-d * d * 14)[..., None]
    rgb = np.array(colour) * (1 - inner) + inner
    return downsample(np.concatenate([rgb, a[..., None]], axis=-1))


def powerup(kind, size=40):
    x, y = grid(size, size)
    colours = {"shield": [0.25, 0.55, 1.0], "spread": [1.0, 0.55, 0.15], "life": [0.3, 0.9, 0.35]}
    capsule = ellipse(x, y, 0, 0, 0.86, 0.86)
    body = shade(capsule, solid(colours[kind], x.shape).copy() * 0.8, bevel=SS * 4, spec=0.9, shininess=20)
    ring = (np.abs(radial(x, y, 0, 0, 1) - 0.74) < 0.05).astype(np.float64)
    if kind == "shield":
        icon = polygon_mask(x, y, mirror([(0.0, 0.5), (0.38, 0.38), (0.32, -0.1), (0.0, -0.5)]))
    elif kind == "spread":
        icon = np.zeros(x.shape)
        for angle in (-0.45, 0.0, 0.45):
            ux, uy = np.sin(angle), np.cos(angle)
            along = x * ux + (y + 0.42) * uy
            across = np.abs(x * uy - (y + 0.42) * ux)
            icon = np.maximum(icon, ((across < 0.08) & (along > 0.1) & (along < 0.9)).astype(np.float64))
    else:
        icon = (((np.abs(x) < 0.12) & (np.abs(y) < 0.45)) | ((np.abs(y) < 0.12) & (np.abs(x) < 0.45))).astype(np.float64)
    return downsample(compose([
        (body, capsule),
        (solid([1, 1, 1], x.shape), ring * 0.7),
        (solid([1, 1, 1], x.shape), icon),
    ], x.shape))


def asteroid(size, seed, tint):
    rng = np.random.default_rng(seed)
    x, y = grid(size, size)
    angle = np.arctan2(y, x)
    r = np.sqrt(x * x + y * y)
    radius = 0.78 * np.ones_like(angle)
    for k in range(2, 7):
        radius += rng.uniform(-0.06, 0.06) * np.cos(k * angle + rng.uniform(0, 2 * np.pi))
    rock = (r < radius).astype(np.float64)
    detail = spectral_noise(size * SS, size * SS, 1.4, seed)
    base = np.array(tint) * (0.65 + 0.5 * detail)[..., None]
    height = rock.copy()
    for _ in range(7):
        cx, cy = rng.uniform(-0.5, 0.5, size=2)
        cr = rng.uniform(0.08, 0.2)
        d = radial(x, y, cx, cy, cr)
        height -= 0.35 * np.clip(1 - d * d, 0, 1) * rock
        height += 0.15 * np.clip(1 - (d - 1.1) ** 2 * 8, 0, 1) * rock
    lit = shade(np.clip(height + 0.15 * detail * rock, 0, 2), base, bevel=SS * 2.5, ambient=0.18, spec=0.15)
    return downsample(np.concatenate([np.clip(lit, 0, 1), rock[..., None]], axis=-1))


def soft_particle(size=32):
    x, y = grid(size, size)
    d = radial(x, y, 0, 0, 1)
    a = np.clip(np.exp(-d * d * 4.5) - 0.011, 0, 1)
    return downsample(np.concatenate([np.ones(x.shape + (3,)), a[..., None]], axis=-1))


def spark(w=32, h=8):
    x, y = grid(w, h)
    d = np.sqrt((x / (w / h)) ** 2 * 1.0 + (y / 0.8) ** 2)
    a = np.clip(np.exp(-d * d * 5) * 1.2, 0, 1)
    return downsample(np.concatenate([np.ones(x.shape + (3,)), a[..., None]], axis=-1))


def ring(size=128, width=0.10):
    x, y = grid(size, size)
    d = radial(x, y, 0, 0, 1)
    a = np.exp(-((d - 0.85) / width) ** 2)
    return downsample(np.concatenate([np.ones(x.shape + (3,)), a[..., None]], axis=-1))


def shield_bubble(size=112):
    x, y = grid(size, size)
    d = radial(x, y, 0, 0, 0.94)
    edge = np.clip(np.exp(-((d - 1.0) / 0.09) ** 2) + 0.25 * d ** 6 * (d < 1), 0, 1)
    angle = np.arctan2(y, x)
    cells = (np.abs(np.sin(angle * 9) * np.sin(d * 14)) > 0.9) * (d < 1) * 0.25
    a = np.clip(edge + cells, 0, 1) * 0.9
    rgb = np.stack([0.35 + 0.4 * edge, 0.7 + 0.3 * edge, np.ones_like(x)], axis=-1)
    return downsample(np.concatenate([rgb, a[..., None]], axis=-1))


def plain_disc(size=64):
    x, y = grid(size, size)
    a = ellipse(x, y, 0, 0, 0.42, 0.42)
    return downsample(np.concatenate([np.ones(x.shape + (3,)), a[..., None]], axis=-1))


def plain_star(size=64):
    x, y = grid(size, size)
    ax, ay = np.abs(x), np.abs(y)
    a = (((ax * 6 + ay) < 0.9) | ((ay * 6 + ax) < 0.9) | ellipse(x, y, 0, 0, 0.16, 0.16).astype(bool)).astype(np.float64)
    return downsample(np.concatenate([np.ones(x.shape + (3,)), a[..., None]], axis=-1))


# ----------------------------------------------------------------------------- backgrounds

def nebula(size=512, seed=7):
    """Opaque, tileable nebula: three noise fields through a colour ramp, plus faint stars."""
    n1 = spectral_noise(size, size, 1.9, seed)
    n2 = spectral_noise(size, size, 1.6, seed + 1)
    n3 = spectral_noise(size, size, 2.4, seed + 2, low_cut=1.0)
    density = np.clip((n1 - 0.35) * 1.8, 0, 1) ** 1.4
    wisps = np.clip((n2 - 0.45) * 2.2, 0, 1) ** 2
    deep = np.array([0.015, 0.01, 0.05])
    violet = np.array([0.32, 0.08, 0.45])
    magenta = np.array([0.75, 0.18, 0.45])
    teal = np.array([0.05, 0.42, 0.55])
    rgb = deep + density[..., None] * violet + (density * n3)[..., None] * magenta * 0.8
    rgb += wisps[..., None] * teal * (1 - density[..., None] * 0.5)
    # dark dust lanes
    lanes = np.clip((spectral_noise(size, size, 2.2, seed + 3) - 0.55) * 3, 0, 1)
    rgb *= (1 - 0.7 * lanes)[..., None]
    rng = np.random.default_rng(seed + 4)
    stars = np.zeros((size, size))
    for _ in range(350):
        sx, sy = rng.integers(0, size, size=2)
        stars[sy, sx] = rng.uniform(0.2, 0.8) ** 2
    stars = np.clip(blur(stars, 0.6) * 5, 0, 1)
    rgb = np.clip(rgb + stars[..., None] * np.array([0.85, 0.9, 1.0]), 0, 1)
    return np.concatenate([rgb, np.ones((size, size, 1))], axis=-1)


def star_field(size, seed, count, brightness, flares=0):
    """Transparent, tileable stars (wrap-around blur), some with four-point flares."""
    rng = np.random.default_rng(seed)
    light = np.zeros((size, size))
    tint = np.zeros((size, size, 3))
    for i in range(count):
        sx, sy = rng.integers(0, size, size=2)
        b = rng.uniform(0.3, 1.0) ** 2 * brightness
        light[sy, sx] += b
        tint[sy, sx] = [1.0, 0.85, 0.7] if rng.random() < 0.3 else ([0.7, 0.8, 1.0] if rng.random() < 0.5 else [1, 1, 1])
    core = blur(light, 0.7) * 7
    halo = blur(light, 2.5) * 6
    flare = np.zeros((size, size))
    for _ in range(flares):
        sx, sy = rng.integers(0, size, size=2)
        length = rng.uniform(6, 14)
        ys = np.arange(size)[:, None]
        xs = np.arange(size)[None, :]
        dx = (xs - sx + size / 2) % size - size / 2
        dy = (ys - sy + size / 2) % size - size / 2
        flare += np.exp(-np.abs(dx) / length - (dy / 0.8) ** 2) + np.exp(-np.abs(dy) / length - (dx / 0.8) ** 2)
        flare += 2 * np.exp(-(dx * dx + dy * dy) / 6)
    colour = blur(tint[..., 0], 0.7), blur(tint[..., 1], 0.7), blur(tint[..., 2], 0.7)
    norm = np.maximum(blur(light > 0, 0.7), 1e-6)
    rgb = np.stack([c / norm for c in colour], axis=-1)
    rgb = np.where((blur(light > 0, 0.7) > 1e-4)[..., None], np.clip(rgb, 0, 1), 1.0)
    a = np.clip(core + halo * 0.25 + flare * 0.6, 0, 1)
    return np.concatenate([rgb, a[..., None]], axis=-1)


def gas_giant(size=256, seed=11):
    x, y = grid(size, size)
    r = 0.62
    d = radial(x, y, 0, 0, r)
    disc = (d < 1).astype(np.float64)
    # latitude bands warped by noise
    noise = spectral_noise(size * SS, size * SS, 1.8, seed)
    lat = y / r + 0.12 * (noise - 0.5)
    bands = 0.5 + 0.5 * np.sin(lat * 13) * np.cos(lat * 4.1 + 1)
    c1, c2 = np.array([0.86, 0.62, 0.40]), np.array([0.55, 0.30, 0.22])
    base = c1 * bands[..., None] + c2 * (1 - bands[..., None])
    storm = np.exp(-(radial(x, y, 0.22, -0.18, 0.09) ** 2))
    base = base * (1 - storm[..., None] * 0.6) + np.array([0.9, 0.35, 0.2]) * storm[..., None] * 0.6
    z = np.sqrt(np.clip(1 - d * d, 0, 1))
    normal = np.stack([x / r, y / r, z], axis=-1)
    light = np.clip(normal @ LIGHT, 0, 1)
    limb = 1 - 0.45 * (1 - z)
    lit = base * (0.04 + 0.96 * light[..., None]) * limb[..., None]
    atmosphere = np.exp(-((d - 1.0) / 0.05) ** 2) * np.clip(0.3 + normal @ LIGHT, 0, 1)
    # ring: a tilted ellipse band, the part behind the planet hidden
    rx, ry = x / 1.0, (y + x * 0.22) / 0.25
    rd = np.sqrt(rx * rx + ry * ry)
    ring_band = ((rd > 0.78) & (rd < 0.98)).astype(np.float64) * (0.55 + 0.35 * np.sin(rd * 90))
    front = (ry < 0) | (d >= 1)
    ring_rgb = solid([0.85, 0.78, 0.62], x.shape) * (0.4 + 0.6 * (x < 0.3))[..., None]
    layers = [(ring_rgb, ring_band * (1 - front) * 0.9), (lit, disc),
              (solid([0.55, 0.75, 1.0], x.shape), atmosphere * 0.8),
              (ring_rgb * (1 - 0.85 * disc * (x > 0.05))[..., None], ring_band * front * 0.9)]
    return downsample(compose(layers, x.shape))


def rocky_planet(size=128, seed=21):
    x, y = grid(size, size)
    r = 0.86
    d = radial(x, y, 0, 0, r)
    disc = (d < 1).astype(np.float64)
    z = np.sqrt(np.clip(1 - d * d, 0, 1))
    noise = spectral_noise(size * SS, size * SS, 1.5, seed)
    base = np.array([0.62, 0.36, 0.30]) * (0.6 + 0.6 * noise)[..., None]
    rng = np.random.default_rng(seed)
    for _ in range(10):
        cx, cy = rng.uniform(-0.6, 0.6, size=2)
        cr = rng.uniform(0.05, 0.16)
        cd = radial(x, y, cx, cy, cr)
        base *= (1 - 0.3 * np.clip(1 - cd * cd, 0, 1))[..., None]
        base *= (1 + 0.25 * np.exp(-((cd - 1.0) / 0.15) ** 2))[..., None]
    normal = np.stack([x / r, y / r, z], axis=-1)
    light = np.clip(normal @ LIGHT, 0, 1)
    lit = base * (0.03 + 0.97 * light[..., None])
    rim = np.exp(-((d - 1.0) / 0.04) ** 2) * np.clip(0.2 + normal @ LIGHT, 0, 1)
    return downsample(compose([(lit, disc), (solid([1.0, 0.7, 0.5], x.shape), rim * 0.6)], x.shape))


def asteroid_belt(size=512, seed=31):
    """Transparent, tileable layer of small asteroids (drawn near the camera, blurred at load)."""
    rng = np.random.default_rng(seed)
    canvas = np.zeros((size, size, 4))
    rocks = [asteroid(48, seed + i, [0.5, 0.45, 0.42]) for i in range(6)]
    for _ in range(22):
        rock = rocks[rng.integers(0, len(rocks))]
        scale = rng.integers(12, 44)
        idx = (np.arange(scale) * rock.shape[0] / scale).astype(int)
        small = rock[idx][:, idx]
        if rng.random() < 0.5:
            small = small[:, ::-1]
        ox, oy = rng.integers(0, size, size=2)
        ys = (np.arange(scale) + oy) % size
        xs = (np.arange(scale) + ox) % size
        region = canvas[np.ix_(ys, xs)]
        a = small[..., 3:4]
        out_a = a + region[..., 3:4] * (1 - a)
        rgb = (small[..., :3] * a + region[..., :3] * region[..., 3:4] * (1 - a)) / np.maximum(out_a, 1e-9)
        canvas[np.ix_(ys, xs)] = np.concatenate([rgb * 0.85, out_a], axis=-1)
    return canvas


# ----------------------------------------------------------------------------- main

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "Assets"))
    args = parser.parse_args()
    sprites = os.path.join(args.out, "Sprites")
    backgrounds = os.path.join(args.out, "Backgrounds")
    os.makedirs(sprites, exist_ok=True)
    os.makedirs(backgrounds, exist_ok=True)

    print("sprites:")
    write_png(os.path.join(sprites, "player-ship.png"), player_ship())
    write_png(os.path.join(sprites, "enemy-drone.png"), enemy_drone())
    write_png(os.path.join(sprites, "enemy-dart.png"), enemy_dart())
    write_png(os.path.join(sprites, "enemy-tank.png"), enemy_tank())
    write_png(os.path.join(sprites, "boss.png"), boss())
    write_png(os.path.join(sprites, "bullet-player.png"), bolt(12, 32, [0.3, 0.85, 1.0]))
    write_png(os.path.join(sprites, "bullet-enemy.png"), orb(20, [1.0, 0.25, 0.55]))
    write_png(os.path.join(sprites, "bullet-boss.png"), bolt(14, 30, [1.0, 0.6, 0.1], core=(1.0, 1.0, 0.7)))
    for kind in ("shield", "spread", "life"):
        write_png(os.path.join(sprites, f"powerup-{kind}.png"), powerup(kind))
    for i, tint in enumerate([[0.55, 0.48, 0.42], [0.45, 0.42, 0.45], [0.6, 0.44, 0.34]]):
        write_png(os.path.join(sprites, f"asteroid-{i + 1}.png"), asteroid(64, 100 + i, tint))
    write_png(os.path.join(sprites, "particle-soft.png"), soft_particle())
    write_png(os.path.join(sprites, "particle-spark.png"), spark())
    write_png(os.path.join(sprites, "ring.png"), ring())
    write_png(os.path.join(sprites, "shield-bubble.png"), shield_bubble())
    write_png(os.path.join(sprites, "shape-disc.png"), plain_disc())
    write_png(os.path.join(sprites, "shape-star.png"), plain_star())

    print("backgrounds:")
    write_png(os.path.join(backgrounds, "nebula.png"), nebula())
    write_png(os.path.join(backgrounds, "stars-far.png"), star_field(512, 41, 260, 0.5))
    write_png(os.path.join(backgrounds, "planet-gas-giant.png"), gas_giant())
    write_png(os.path.join(backgrounds, "planet-rocky.png"), rocky_planet())
    write_png(os.path.join(backgrounds, "asteroid-belt.png"), asteroid_belt())


if __name__ == "__main__":
    main()
