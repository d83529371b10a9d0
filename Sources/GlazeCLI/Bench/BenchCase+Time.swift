import Glaze
import GlazeCore

extension BenchCase {
    /// Accumulator-like histories by size, made once (their uploads are then cached by each context).
    private static let historyImages = Locked<[String: Image]>([:])

    /// What an ``ImageAccumulator`` holds: a linear, premultiplied `rgba16Float` texture `size`
    /// px (soft diagonal bands of fading trails), so reading it costs one fetch and no decode.
    static func historyImage(_ size: PixelSize) -> Image {
        let key = "\(size.width)x\(size.height)"
        if let image = historyImages.withLock({ $0[key] }) { return image }
        let width = Int(size.width), height = Int(size.height)
        var pixels = PixelBuffer(width: width, height: height, format: .rgba16Float)
        for y in 0..<height {
            for x in 0..<width {
                let band = Float((x + 2 * y) % 97) / 96
                let alpha = band * band
                pixels.setFloat4(SIMD4(0.9 * alpha, 0.6 * alpha, 0.3 * alpha, alpha), x: x, y: y)
            }
        }
        let image = Image(pixels: pixels, alphaMode: .premultiplied, encoding: .linear)
        historyImages.withLock { $0[key] = image }
        return image
    }
}
