import Glaze

/// Procedurally generated images: the gallery's test image, the pattern fed to image
/// parameters, and the synthetic game scene the benchmark renders.
///
/// Deterministic on every machine: integer hashing and basic arithmetic only (no `sin`, `pow`
/// or other libm calls whose last bit may differ), so the committed
/// `Assets/TestImages/test-pattern.png` can be checked against a fresh one.
public enum TestPattern {
    /// The gallery's test image: a hue sweep, a grey ramp, colour discs with soft edges, fine
    /// lines, a checker patch and a translucent bar. Straight alpha, sRGB-encoded RGBA8, rows
    /// bottom-up. Features scale with the size; the default gallery tile is 256×192.
    public static func primary(width: Int, height: Int) -> PixelBuffer {
        let w = Double(width), h = Double(height)
        let discs: [(x: Double, y: Double, r: Double, color: (Double, Double, Double))] = [
            (0.30, 0.62, 0.16, (1.00, 0.25, 0.20)),
            (0.46, 0.48, 0.16, (0.20, 0.85, 0.30)),
            (0.62, 0.62, 0.16, (0.25, 0.40, 1.00)),
        ]
        return paint(width: width, height: height) { column, row in
            // Row 0 is the bottom; `v` runs 0 at the top to 1 at the bottom, as people read it.
            let v = (Double(height - 1 - row) + 0.5) / h
            let u = (Double(column) + 0.5) / w
            var rgb: (Double, Double, Double)
            var alpha = 1.0
            if v < 0.12 {
                rgb = hue(u)                                   // hue sweep across the top
            } else if v > 0.88 {
                let steps = (u * 16).rounded(.down) / 15       // 16-step grey ramp at the bottom
                rgb = (steps, steps, steps)
            } else {
                let shade = 0.15 + 0.25 * v                    // a dim vertical gradient
                rgb = (shade, shade * 0.9, shade * 1.1)
                if u > 0.80 {                                  // checker patch on the right
                    let cell = max(2, width / 32)
                    let on = (column / cell + row / cell) % 2 == 0
                    rgb = on ? (0.95, 0.95, 0.95) : (0.05, 0.05, 0.05)
                } else if u < 0.12 {                           // fine vertical lines on the left
                    rgb = column % 3 == 0 ? (1, 1, 1) : (0.1, 0.1, 0.1)
                }
                for disc in discs {
                    let dx = (u - disc.x) * w / h, dy = v - disc.y
                    let d = (dx * dx + dy * dy).squareRoot()
                    let coverage = min(1, max(0, (disc.r - d) / 0.01))
                    if coverage > 0 {
                        rgb = (mix(rgb.0, disc.color.0, coverage), mix(rgb.1, disc.color.1, coverage),
                               mix(rgb.2, disc.color.2, coverage))
                    }
                }
                if v > 0.76, v < 0.84, u > 0.15, u < 0.78 {    // translucent white bar
                    alpha = 0.5
                    rgb = (1, 1, 1)
                }
            }
            return (rgb, alpha)
        }
    }

    /// A second pattern for image parameters (masks, backgrounds, transition targets):
    /// concentric rings over a diagonal two-colour gradient, with alpha falling off towards the
    /// corners. Straight alpha, sRGB-encoded RGBA8.
    public static func secondary(width: Int, height: Int) -> PixelBuffer {
        let w = Double(width), h = Double(height)
        return paint(width: width, height: height) { column, row in
            let v = (Double(row) + 0.5) / h
            let u = (Double(column) + 0.5) / w
            let t = (u + v) / 2
            var rgb = (mix(0.95, 0.10, t), mix(0.70, 0.20, t), mix(0.10, 0.60, t))
            let dx = (u - 0.5) * w / h, dy = v - 0.5
            let d = (dx * dx + dy * dy).squareRoot()
            if Int(d * 20) % 2 == 0 { rgb = (rgb.0 * 0.6, rgb.1 * 0.6, rgb.2 * 0.6) }
            return (rgb, min(1, max(0, 1.4 - d * 1.6)))
        }
    }

    /// A synthetic space-shooter frame for the benchmark: a dark blue gradient, a field of stars
    /// of varied brightness, a planet, bright ships and engine flares (highlights for bloom).
    /// Opaque, sRGB-encoded RGBA8.
    public static func scene(width: Int, height: Int) -> PixelBuffer {
        let w = Double(width), h = Double(height)
        let scale = min(w, h)
        // Bright objects: (x, y) in 0...1 of the frame, radius in fractions of the short side.
        let flares: [(x: Double, y: Double, r: Double, color: (Double, Double, Double))] = [
            (0.50, 0.22, 0.035, (0.6, 0.9, 1.0)),   // the player's ship
            (0.50, 0.16, 0.020, (1.0, 0.7, 0.3)),   // its engine flare
            (0.22, 0.70, 0.025, (1.0, 0.3, 0.3)),   // enemies
            (0.74, 0.64, 0.025, (1.0, 0.3, 0.3)),
            (0.62, 0.80, 0.045, (1.0, 0.85, 0.4)),  // an explosion
        ]
        return paint(width: width, height: height) { column, row in
            let v = (Double(row) + 0.5) / h
            let u = (Double(column) + 0.5) / w
            var rgb = (0.02 + 0.03 * v, 0.02 + 0.04 * v, 0.08 + 0.10 * v)
            // Stars: one in ~300 pixels, brightness from the hash.
            let hash = mixBits(UInt32(truncatingIfNeeded: column) &* 73_856_093 ^ UInt32(truncatingIfNeeded: row) &* 19_349_663)
            if hash % 300 == 0 {
                let b = 0.4 + Double((hash >> 12) % 60) / 100
                rgb = (b, b, b * 0.95 + 0.05)
            }
            // A planet in the upper right.
            let px = (u - 0.84) * w / scale, py = (v - 0.82) * h / scale
            let pd = (px * px + py * py).squareRoot()
            if pd < 0.14 {
                let light = max(0, 1 - (px + 0.06) * (px + 0.06) * 30 - (py - 0.05) * (py - 0.05) * 30)
                rgb = (0.15 + 0.45 * light, 0.25 + 0.35 * light, 0.45 + 0.30 * light)
            }
            for flare in flares {
                let dx = (u - flare.x) * w / scale, dy = (v - flare.y) * h / scale
                let d2 = (dx * dx + dy * dy) / (flare.r * flare.r)
                if d2 < 4 {
                    let k = d2 < 1 ? 1 : max(0, 1 - (d2 - 1) / 3)
                    rgb = (mix(rgb.0, flare.color.0, k), mix(rgb.1, flare.color.1, k), mix(rgb.2, flare.color.2, k))
                }
            }
            return (rgb, 1)
        }
    }

    // MARK: Helpers

    /// A `width`×`height` RGBA8 image whose pixel at (`column`, `row`) (row 0 first in memory)
    /// is `shade`'s colour and straight alpha, each 0...1, rounded to bytes.
    private static func paint(width: Int, height: Int,
                              _ shade: (_ column: Int, _ row: Int) -> (rgb: (Double, Double, Double), alpha: Double))
        -> PixelBuffer {
        var out = PixelBuffer(width: width, height: height, format: .rgba8)
        out.bytes.withUnsafeMutableBufferPointer { p in
            for row in 0..<height {
                for column in 0..<width {
                    let (rgb, alpha) = shade(column, row)
                    let i = (row * width + column) * 4
                    p[i] = byte(rgb.0); p[i + 1] = byte(rgb.1); p[i + 2] = byte(rgb.2); p[i + 3] = byte(alpha)
                }
            }
        }
        return out
    }

    private static func byte(_ v: Double) -> UInt8 { UInt8(min(255, max(0, (v * 255).rounded()))) }

    private static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

    /// A saturated hue at `t` in 0...1 (piecewise linear, red → yellow → green → cyan → blue → magenta → red).
    private static func hue(_ t: Double) -> (Double, Double, Double) {
        let h = t * 6
        let x = h - h.rounded(.down)
        switch Int(h) % 6 {
        case 0: return (1, x, 0)
        case 1: return (1 - x, 1, 0)
        case 2: return (0, 1, x)
        case 3: return (0, 1 - x, 1)
        case 4: return (x, 0, 1)
        default: return (1, 0, 1 - x)
        }
    }

    /// A 32-bit integer hash (lowbias32).
    private static func mixBits(_ value: UInt32) -> UInt32 {
        var x = value
        x ^= x >> 16
        x = x &* 0x7feb_352d
        x ^= x >> 15
        x = x &* 0x846c_a68b
        x ^= x >> 16
        return x
    }
}
