import Foundation
import Glaze
import Testing

/// How two same-sized ``PixelBuffer``s differ, channel by channel (alpha included).
///
/// Units: when both buffers are `.rgba8`, deltas are in 8-bit steps (0...255) and PSNR uses a
/// peak of 255. Otherwise both are read through `float4(x:y:)` (integer formats normalised to
/// 0...1, floats raw) and deltas are in those units with a PSNR peak of 1.
public struct PixelDifference: Sendable, Equatable {
    /// The unit of ``maxChannelDelta`` and of the tolerance.
    public enum Unit: Sendable, Equatable {
        /// 8-bit steps, 0...255 (both buffers `.rgba8`).
        case eightBit
        /// Normalised values, 1.0 = full scale for integer formats (any other pair of formats).
        case normalized
    }

    /// A pixel whose difference exceeded the tolerance, with both values as floats (0...1 for
    /// integer formats). `y` counts from the bottom row.
    public struct Sample: Sendable, Equatable {
        public let x: Int
        public let y: Int
        public let actual: SIMD4<Float>
        public let expected: SIMD4<Float>
    }

    /// The unit of ``maxChannelDelta``, `channelTolerance` and ``psnr``'s peak.
    public let unit: Unit
    /// The per-channel tolerance used to count differing pixels, in ``unit``.
    public let channelTolerance: Double
    /// The largest absolute difference of any channel of any pixel, in ``unit``; 0 when equal.
    public let maxChannelDelta: Double
    /// Pixels with at least one channel differing by more than `channelTolerance`.
    public let differingPixelCount: Int
    /// `width * height`.
    public let pixelCount: Int
    /// Mean of the squared channel differences over all four channels of all pixels, in
    /// ``unit`` squared.
    public let meanSquaredError: Double
    /// The first differing pixel in row order (bottom row first), or `nil` when none differs.
    public let firstDifference: Sample?

    /// `differingPixelCount / pixelCount`, in 0...1 (0 for empty images).
    public var differingFraction: Double {
        pixelCount == 0 ? 0 : Double(differingPixelCount) / Double(pixelCount)
    }

    /// Peak signal-to-noise ratio in dB: `10 * log10(peak² / meanSquaredError)`, with a peak of
    /// 255 (``Unit/eightBit``) or 1 (``Unit/normalized``). `+infinity` when the images are equal.
    public var psnr: Double {
        guard meanSquaredError > 0 else { return .infinity }
        let peak: Double = unit == .eightBit ? 255 : 1
        return 10 * log10(peak * peak / meanSquaredError)
    }

    /// Compares `actual` with `expected`. Returns `nil` when their sizes differ.
    /// - Parameter channelTolerance: a pixel counts as differing when any channel differs by
    ///   more than this, in ``unit`` (0 = any difference counts).
    public init?(actual: PixelBuffer, expected: PixelBuffer, channelTolerance: Double = 0) {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        let eightBit = actual.format == .rgba8 && expected.format == .rgba8
        unit = eightBit ? .eightBit : .normalized
        self.channelTolerance = channelTolerance
        pixelCount = actual.width * actual.height
        var maxDelta = 0.0
        var sumSquares = 0.0
        var differing = 0
        var first: Sample?
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                var pixelMax = 0.0
                if eightBit {
                    let a = actual.rgba8(x: x, y: y)
                    let e = expected.rgba8(x: x, y: y)
                    if a == e { continue }
                    for c in 0..<4 {
                        let d = abs(Double(a[c]) - Double(e[c]))
                        pixelMax = max(pixelMax, d)
                        sumSquares += d * d
                    }
                } else {
                    let a = actual.float4(x: x, y: y)
                    let e = expected.float4(x: x, y: y)
                    for c in 0..<4 {
                        var d = abs(Double(a[c]) - Double(e[c]))
                        if d.isNaN { d = a[c].isNaN && e[c].isNaN ? 0 : .infinity }
                        pixelMax = max(pixelMax, d)
                        sumSquares += d * d
                    }
                }
                maxDelta = max(maxDelta, pixelMax)
                if pixelMax > channelTolerance {
                    differing += 1
                    if first == nil {
                        first = Sample(x: x, y: y, actual: actual.float4(x: x, y: y), expected: expected.float4(x: x, y: y))
                    }
                }
            }
        }
        maxChannelDelta = maxDelta
        differingPixelCount = differing
        meanSquaredError = pixelCount == 0 ? 0 : sumSquares / Double(pixelCount * 4)
        firstDifference = first
    }

    /// An `.rgba8` picture of where two same-sized buffers differ, for people to look at.
    ///
    /// Opaque; each colour channel is `max(|Δcolour|, |Δalpha|)` scaled so the largest delta
    /// in the image shows as 255 (a single step of difference is visible). Black = equal.
    /// Returns `nil` when the sizes differ.
    public static func differenceImage(actual: PixelBuffer, expected: PixelBuffer) -> PixelBuffer? {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        var deltas = [SIMD4<Float>]()
        deltas.reserveCapacity(actual.width * actual.height)
        var largest: Float = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let signed = actual.float4(x: x, y: y) - expected.float4(x: x, y: y)
                var d = signed.replacing(with: -signed, where: signed .< 0)
                d.replace(with: SIMD4(repeating: 1), where: .!(d .== d))  // NaN shows as full scale
                let colour = SIMD4<Float>(max(d.x, d.w), max(d.y, d.w), max(d.z, d.w), 0)
                largest = max(largest, colour.max())
                deltas.append(colour)
            }
        }
        var image = PixelBuffer(width: actual.width, height: actual.height, format: .rgba8)
        let scale: Float = largest > 0 ? 1 / largest : 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                var value = deltas[y * actual.width + x] * scale
                value.w = 1
                image.setFloat4(value, x: x, y: y)
            }
        }
        return image
    }
}

/// Checks that `actual` matches `expected` within tolerances and records a Swift Testing issue
/// otherwise.
///
/// On failure it writes `actual`, `expected` and a difference picture as
/// `<package root>/.build/pixel-failures/<name>-{actual,expected,difference}.png` and names
/// them in the issue.
/// - Parameters:
///   - maxChannelDelta: per-channel tolerance, in 8-bit steps (0...255) when both buffers are
///     `.rgba8`, in normalised units otherwise (see ``PixelDifference``).
///   - maxDifferingFraction: the share of pixels (0...1) allowed to exceed `maxChannelDelta`.
///   - name: names the failure files; characters other than letters, digits, `-`, `_` and `.`
///     become `_`.
/// - Returns: whether the buffers matched (the issue is already recorded when not).
@discardableResult
public func expectPixels(
    _ actual: PixelBuffer, equal expected: PixelBuffer,
    maxChannelDelta: Double = 0, maxDifferingFraction: Double = 0,
    name: String, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    guard actual.width == expected.width, actual.height == expected.height else {
        let files = PixelFailureFiles.write([("actual", actual), ("expected", expected)], name: name)
        Issue.record(
            Comment(rawValue: "pixel size mismatch for '\(name)': actual is \(actual.width)x\(actual.height) \(actual.format), expected \(expected.width)x\(expected.height) \(expected.format)\(files)"),
            sourceLocation: sourceLocation)
        return false
    }
    guard let difference = PixelDifference(actual: actual, expected: expected, channelTolerance: maxChannelDelta) else {
        return false
    }
    guard difference.differingFraction > maxDifferingFraction else { return true }
    let unit = difference.unit == .eightBit ? "8-bit steps" : "normalised units"
    let percent = { (value: Double) in String(format: "%.4g%%", value * 100) }
    var message = "pixels differ for '\(name)' (\(actual.width)x\(actual.height)): "
    message += "\(difference.differingPixelCount) of \(difference.pixelCount) pixels (\(percent(difference.differingFraction))) "
    message += "exceed a channel delta of \(maxChannelDelta) \(unit), allowed \(percent(maxDifferingFraction)); "
    message += "max channel delta \(difference.maxChannelDelta) \(unit), PSNR \(String(format: "%.2f", difference.psnr)) dB"
    if let first = difference.firstDifference {
        message += "; first at (x: \(first.x), y: \(first.y) from the bottom): actual \(describe(first.actual)), expected \(describe(first.expected))"
    }
    message += PixelFailureFiles.write(
        [("actual", actual), ("expected", expected),
         ("difference", PixelDifference.differenceImage(actual: actual, expected: expected))],
        name: name)
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    return false
}

private func describe(_ value: SIMD4<Float>) -> String {
    "(" + (0..<4).map { String(format: "%.4f", value[$0]) }.joined(separator: ", ") + ")"
}

/// Where failure PNGs go: `<package root>/.build/pixel-failures/`.
enum PixelFailureFiles {
    /// The package root, found from this file's path (`Sources/GlazeTestSupport/…`).
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // GlazeTestSupport
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()
    }

    static var directory: URL {
        packageRoot.appendingPathComponent(".build/pixel-failures", isDirectory: true)
    }

    /// `name` with anything but letters, digits, `-`, `_`, `.` replaced by `_`.
    static func sanitize(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let cleaned = String(name.map { allowed.contains($0) ? $0 : "_" })
        return cleaned.isEmpty ? "unnamed" : cleaned
    }

    /// Writes the PNGs and returns a sentence for the issue naming them (or saying why not).
    static func write(_ parts: [(suffix: String, image: PixelBuffer?)], name: String) -> String {
        let base = sanitize(name)
        var written: [String] = []
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for case let (suffix, buffer?) in parts where buffer.width > 0 && buffer.height > 0 {
                let path = directory.appendingPathComponent("\(base)-\(suffix).png").path
                try PNGFile.write(buffer, to: path)
                written.append(path)
            }
        } catch {
            return "; could not write failure images: \(error)"
        }
        return written.isEmpty ? "" : "; wrote " + written.joined(separator: ", ")
    }
}
