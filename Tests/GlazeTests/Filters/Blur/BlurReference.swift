import Foundation
import Glaze
import GlazeTestSupport

/// A float RGBA image for CPU references: rows bottom-up, values as the graph holds them
/// (premultiplied). Planar storage keeps the reference convolutions fast in debug builds.
struct BlurRefImage {
    var width: Int
    var height: Int
    /// Four planes (r, g, b, a), each `width * height`, row-major from the bottom row.
    var planes: [[Float]]
    /// Whether ``bilinear(_:_:)`` rounds its weights to 1/256 as the renderer under test does
    /// (``BilinearReference/quantisesWeights`` when the image was made).
    let quantisedWeights = BilinearReference.quantisesWeights

    init(width: Int, height: Int, fill: SIMD4<Float> = .zero) {
        self.width = width
        self.height = height
        planes = (0..<4).map { [Float](repeating: fill[$0], count: width * height) }
    }

    init(_ buffer: PixelBuffer) {
        self.init(width: buffer.width, height: buffer.height)
        for y in 0..<height { for x in 0..<width { self[x, y] = buffer.float4(x: x, y: y) } }
    }

    subscript(x: Int, y: Int) -> SIMD4<Float> {
        get { SIMD4(planes[0][y * width + x], planes[1][y * width + x], planes[2][y * width + x], planes[3][y * width + x]) }
        set { for c in 0..<4 { planes[c][y * width + x] = newValue[c] } }
    }

    /// Clamp-to-edge read.
    func clamped(_ x: Int, _ y: Int) -> SIMD4<Float> {
        self[min(max(x, 0), width - 1), min(max(y, 0), height - 1)]
    }

    /// Transparent outside.
    func zeroPadded(_ x: Int, _ y: Int) -> SIMD4<Float> {
        x < 0 || y < 0 || x >= width || y >= height ? .zero : self[x, y]
    }

    /// Bilinear read at a working-space point (pixel centres at +0.5), transparent outside, with
    /// the renderer's weight precision (``BilinearReference``).
    func bilinear(_ px: Double, _ py: Double) -> SIMD4<Float> {
        SIMD4<Float>(BilinearReference.sample(px, py, quantised: quantisedWeights) { SIMD4<Double>(zeroPadded($0, $1)) })
    }

    /// Bilinear read with the coordinate clamped to the pixel centres (as `clampedToExtent()`).
    func bilinearClamped(_ px: Double, _ py: Double) -> SIMD4<Float> {
        bilinear(min(max(px, 0.5), Double(width) - 0.5), min(max(py, 0.5), Double(height) - 0.5))
    }

    func pixelBuffer(_ format: PixelBuffer.Format = .rgba32Float) -> PixelBuffer {
        var buffer = PixelBuffer(width: width, height: height, format: format)
        for y in 0..<height { for x in 0..<width { buffer.setFloat4(self[x, y], x: x, y: y) } }
        return buffer
    }

    func map(_ f: (SIMD4<Float>) -> SIMD4<Float>) -> BlurRefImage {
        var out = self
        for y in 0..<height { for x in 0..<width { out[x, y] = f(self[x, y]) } }
        return out
    }
}

/// CPU references for the blur family.
enum BlurReference {
    /// Normalised sampled Gaussian taps −R…R (R = ⌈4σ⌉) as offsets and weights.
    static func gaussianTaps(sigma: Double) -> [(Int, Float)] {
        let r = max(1, Int((4 * sigma).rounded(.up)))
        let raw = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        return (-r...r).map { ($0, Float(raw[$0 + r] / total)) }
    }

    /// Separable 1D convolution with the given taps; `clampEdges` repeats edge pixels, otherwise
    /// the image is transparent outside. Channels listed in `skip` are copied unchanged.
    static func convolve(_ image: BlurRefImage, taps: [(Int, Float)], horizontal: Bool, clampEdges: Bool,
                         skip: Set<Int> = []) -> BlurRefImage {
        var out = image
        let w = image.width, h = image.height
        let lines = horizontal ? h : w, length = horizontal ? w : h
        let reach = taps.map { abs($0.0) }.max() ?? 0
        let weights = taps.map(\.1)
        let first = taps.first?.0 ?? 0
        var line = [Float](repeating: 0, count: length + 2 * reach)
        for c in 0..<4 where !skip.contains(c) {
            image.planes[c].withUnsafeBufferPointer { src in
                out.planes[c].withUnsafeMutableBufferPointer { dst in
                    weights.withUnsafeBufferPointer { wt in
                        line.withUnsafeMutableBufferPointer { buf in
                            let stride = horizontal ? 1 : w
                            for l in 0..<lines {
                                let base = horizontal ? l * w : l
                                for i in 0..<(length + 2 * reach) {
                                    let j = i - reach
                                    if j >= 0 && j < length {
                                        buf[i] = src[base + j * stride]
                                    } else if clampEdges {
                                        buf[i] = src[base + min(max(j, 0), length - 1) * stride]
                                    } else {
                                        buf[i] = 0
                                    }
                                }
                                let count = wt.count
                                for x in 0..<length {
                                    var sum: Float = 0
                                    var k = x + reach + first
                                    for t in 0..<count {
                                        sum += wt[t] * buf[k]
                                        k += 1
                                    }
                                    dst[base + x * stride] = sum
                                }
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    /// The exact (sampled, ±4σ) Gaussian blur.
    /// Channels in `skip` are copied unchanged (e.g. a constant alpha).
    static func gaussian(_ image: BlurRefImage, sigma: Double, clampEdges: Bool = true, skip: Set<Int> = []) -> BlurRefImage {
        guard sigma > 0 else { return image }
        let taps = gaussianTaps(sigma: sigma)
        return convolve(convolve(image, taps: taps, horizontal: true, clampEdges: clampEdges, skip: skip),
                        taps: taps, horizontal: false, clampEdges: clampEdges, skip: skip)
    }

    /// Whether `filter` over the `width`×`height` test image in RGBA8 gives back exactly its
    /// bytes, read in `context`: what a filter at its identity values must do.
    static func passesThrough(_ filter: some Filter, width: Int, height: Int, in context: RenderContext) throws -> Bool {
        let source = testImage(width: width, height: height).pixelBuffer(.rgba8)
        let image = Image(pixels: source)
        return try context.readPixels(image.applying(filter).cropped(to: image.extent)) == source
    }

    /// A demanding opaque test image: smooth waves, hard-edged checks, a disc, thin lines and
    /// per-pixel noise, different in each colour channel. Deterministic.
    static func testImage(width: Int, height: Int, seed: UInt64 = 7) -> BlurRefImage {
        var image = BlurRefImage(width: width, height: height)
        var state = seed
        func random() -> Float {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Float(state >> 40) / Float(1 << 24)
        }
        for y in 0..<height {
            for x in 0..<width {
                let fx = Float(x) + 0.5, fy = Float(y) + 0.5
                let wave = 0.5 + 0.3 * sin(fx / 17) * cos(fy / 23)
                let check: Float = ((x / 32 + y / 32) % 2 == 0) ? 0.15 : -0.15
                let dx = fx - Float(width) * 0.6, dy = fy - Float(height) * 0.4
                let disc: Float = dx * dx + dy * dy < Float(width * width) / 70 ? 1 : 0
                var r = wave + check + (random() - 0.5) * 0.4
                var g = 1 - wave + (random() - 0.5) * 0.2
                var b = disc > 0 ? 1 : (x % 7 == 0 ? 0 : 0.5 + check)
                if y % 9 == 0 { r = 0 }
                if disc > 0 { g = 0.1 }
                r = min(max(r, 0), 1); g = min(max(g, 0), 1); b = min(max(b, 0), 1)
                image[x, y] = SIMD4(r, g, b, 1)
            }
        }
        return image
    }

    /// A smooth opaque image (sums of waves) for references that are exact only for
    /// band-limited content.
    static func smoothImage(width: Int, height: Int) -> BlurRefImage {
        var image = BlurRefImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let fx = Float(x) + 0.5, fy = Float(y) + 0.5
                image[x, y] = SIMD4(0.5 + 0.4 * sin(fx / 5) * cos(fy / 7), 0.5 + 0.4 * cos((fx + fy) / 6),
                                    0.5 + 0.3 * sin(fy / 4), 1)
            }
        }
        return image
    }

    /// The largest absolute channel difference.
    static func maxDelta(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Float {
        let d = a - b
        return max(max(abs(d.x), abs(d.y)), max(abs(d.z), abs(d.w)))
    }

    /// PSNR in dB over the colour channels (peak 1), optionally over an inset region.
    static func psnr(_ a: BlurRefImage, _ b: BlurRefImage, inset: Int = 0) -> Double {
        var sum = 0.0
        var count = 0
        for y in inset..<(a.height - inset) {
            for x in inset..<(a.width - inset) {
                let d = a[x, y] - b[x, y]
                sum += Double(d.x * d.x + d.y * d.y + d.z * d.z)
                count += 3
            }
        }
        let mse = sum / Double(max(count, 1))
        return mse > 0 ? 10 * log10(1 / mse) : .infinity
    }
}
