import Foundation
import Glaze
import GlazeTestSupport
import Testing

@Suite struct PixelComparisonTests {
    @Test func identicalImagesHaveNoDifferenceAndInfinitePSNR() throws {
        let image = Self.pattern(width: 5, height: 3)
        let difference = try #require(PixelDifference(actual: image, expected: image))
        #expect(difference.unit == .eightBit)
        #expect(difference.maxChannelDelta == 0)
        #expect(difference.differingPixelCount == 0)
        #expect(difference.differingFraction == 0)
        #expect(difference.meanSquaredError == 0)
        #expect(difference.psnr == .infinity)
        #expect(difference.firstDifference == nil)
    }

    @Test func psnrOfOneChangedChannelMatchesTheClosedForm() throws {
        let expected = Self.pattern(width: 4, height: 4)
        var actual = expected
        var pixel = actual.rgba8(x: 2, y: 1)
        pixel.y += 10
        actual.setRGBA8(pixel, x: 2, y: 1)
        let difference = try #require(PixelDifference(actual: actual, expected: expected))
        // MSE over 16 pixels x 4 channels = 10² / 64; PSNR = 10 log10(255² / MSE).
        #expect(difference.meanSquaredError == 100.0 / 64)
        #expect(abs(difference.psnr - 10 * log10(255.0 * 255.0 * 64 / 100)) < 1e-9)
        #expect(difference.maxChannelDelta == 10)
        #expect(difference.differingPixelCount == 1)
        #expect(difference.differingFraction == 1.0 / 16)
        let first = try #require(difference.firstDifference)
        #expect(first.x == 2 && first.y == 1)
        #expect(first.actual.y - first.expected.y == Float(pixel.y) / 255 - Float(pixel.y - 10) / 255)
    }

    @Test func uniformErrorGivesTwentyLogPeakOverDelta() throws {
        let expected = PixelBuffer(width: 3, height: 2, format: .rgba8)
        var actual = expected
        for y in 0..<2 { for x in 0..<3 { actual.setRGBA8(SIMD4(repeating: 3), x: x, y: y) } }
        let difference = try #require(PixelDifference(actual: actual, expected: expected))
        #expect(abs(difference.psnr - 20 * log10(255.0 / 3)) < 1e-9)
        #expect(difference.differingFraction == 1)
    }

    @Test(arguments: [(0.0, 3), (1.0, 2), (2.0, 1), (3.0, 0)])
    func toleranceDecidesWhichPixelsCount(tolerance: Double, expectedCount: Int) throws {
        let expected = PixelBuffer(width: 4, height: 1, format: .rgba8)
        var actual = expected
        for x in 0..<4 { actual.setRGBA8(SIMD4(0, 0, 0, UInt8(x)), x: x, y: 0) }  // deltas 0, 1, 2, 3 in alpha
        let difference = try #require(PixelDifference(actual: actual, expected: expected, channelTolerance: tolerance))
        #expect(difference.differingPixelCount == expectedCount)
        #expect(difference.differingFraction == Double(expectedCount) / 4)
        #expect(difference.maxChannelDelta == 3)
    }

    @Test func sixteenBitAndFloatComparisonsAreNormalised() throws {
        let expected = PixelBuffer(width: 2, height: 1, format: .rgba16)
        var actual = expected
        actual.setRGBA16(SIMD4(16384, 0, 0, 0), x: 1, y: 0)
        let difference = try #require(PixelDifference(actual: actual, expected: expected))
        let delta = Double(Float(16384) / 65535)
        #expect(difference.unit == .normalized)
        #expect(abs(difference.maxChannelDelta - delta) < 1e-12)
        #expect(abs(difference.psnr - 10 * log10(1 / (delta * delta / 8))) < 1e-9)

        // Mixed formats compare normalised values: 8-bit v equals 16-bit v * 257.
        var eight = PixelBuffer(width: 2, height: 1, format: .rgba8)
        var sixteen = PixelBuffer(width: 2, height: 1, format: .rgba16)
        eight.setRGBA8(SIMD4(1, 2, 200, 255), x: 0, y: 0)
        sixteen.setRGBA16(SIMD4(257, 514, 200 * 257, 65535), x: 0, y: 0)
        let mixed = try #require(PixelDifference(actual: eight, expected: sixteen))
        #expect(mixed.maxChannelDelta == 0 && mixed.psnr == .infinity)
    }

    @Test func sizeMismatchGivesNoDifference() {
        let a = PixelBuffer(width: 2, height: 3, format: .rgba8)
        let b = PixelBuffer(width: 3, height: 2, format: .rgba8)
        #expect(PixelDifference(actual: a, expected: b) == nil)
        #expect(PixelDifference.differenceImage(actual: a, expected: b) == nil)
    }

    @Test func differenceImageIsBlackWhereEqualAndFullWhereTheLargestDeltaIs() throws {
        let expected = PixelBuffer(width: 3, height: 1, format: .rgba8)
        var actual = expected
        actual.setRGBA8(SIMD4(4, 0, 0, 0), x: 1, y: 0)
        actual.setRGBA8(SIMD4(0, 0, 0, 2), x: 2, y: 0)  // alpha-only difference shows in every channel
        let picture = try #require(PixelDifference.differenceImage(actual: actual, expected: expected))
        #expect(picture.rgba8(x: 0, y: 0) == SIMD4(0, 0, 0, 255))
        #expect(picture.rgba8(x: 1, y: 0) == SIMD4(255, 0, 0, 255))
        #expect(picture.rgba8(x: 2, y: 0) == SIMD4(128, 128, 128, 255))
    }

    @Test func expectPixelsHonoursBothTolerances() {
        let expected = Self.pattern(width: 10, height: 10)
        var actual = expected
        var nearly = actual.rgba8(x: 0, y: 0)
        nearly.x = nearly.x == 255 ? 254 : nearly.x + 1  // one step off
        actual.setRGBA8(nearly, x: 0, y: 0)
        var far = actual.rgba8(x: 9, y: 9)
        far.x ^= 0x80  // 128 steps off: 1 pixel of 100
        actual.setRGBA8(far, x: 9, y: 9)
        #expect(expectPixels(actual, equal: expected, maxChannelDelta: 1, maxDifferingFraction: 0.01, name: "within-tolerance"))
        withKnownIssue {
            expectPixels(actual, equal: expected, maxChannelDelta: 1, maxDifferingFraction: 0.009, name: "tolerance-self-test")
        } matching: { issue in String(describing: issue).contains("1 of 100 pixels") }
        withKnownIssue {
            expectPixels(actual, equal: expected, maxChannelDelta: 0, maxDifferingFraction: 0.01, name: "tolerance-self-test")
        } matching: { issue in String(describing: issue).contains("2 of 100 pixels") }
    }

    @Test func expectPixelsRecordsAnIssueAndWritesTheFailureImages() throws {
        let name = "comparison-self-test-\(UUID().uuidString.prefix(8))"
        let expected = Self.pattern(width: 2, height: 2)
        var actual = expected
        actual.setRGBA8(SIMD4(9, 9, 9, 9), x: 1, y: 1)
        withKnownIssue {
            let matched = expectPixels(actual, equal: expected, name: name)
            #expect(!matched)
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("1 of 4 pixels") && text.contains("x: 1, y: 1") && text.contains("\(name)-difference.png")
        }
        let folder = Self.packageRoot.appendingPathComponent(".build/pixel-failures")
        let written = try PNGFile.read(path: folder.appendingPathComponent("\(name)-actual.png").path)
        #expect(written == actual)
        #expect(try PNGFile.read(path: folder.appendingPathComponent("\(name)-expected.png").path) == expected)
        let difference = try PNGFile.read(path: folder.appendingPathComponent("\(name)-difference.png").path)
        #expect(difference.rgba8(x: 1, y: 1) == SIMD4(255, 255, 255, 255))  // alpha moved most: 246 steps
        #expect(difference.rgba8(x: 0, y: 0) == SIMD4(0, 0, 0, 255))
        for suffix in ["actual", "expected", "difference"] {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("\(name)-\(suffix).png"))
        }
    }

    @Test func expectPixelsReportsASizeMismatch() {
        withKnownIssue {
            expectPixels(
                PixelBuffer(width: 2, height: 2, format: .rgba8), equal: PixelBuffer(width: 3, height: 2, format: .rgba8),
                name: "size-mismatch-self-test")
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("size mismatch") && text.contains("2x2") && text.contains("3x2")
        }
    }

    // MARK: Helpers

    static func pattern(width: Int, height: Int) -> PixelBuffer {
        var pixels = PixelBuffer(width: width, height: height, format: .rgba8)
        for y in 0..<height {
            for x in 0..<width {
                pixels.setRGBA8(
                    SIMD4(UInt8(truncatingIfNeeded: x * 40), UInt8(truncatingIfNeeded: y * 60),
                          UInt8(truncatingIfNeeded: (x + y) * 20), 255),
                    x: x, y: y)
            }
        }
        return pixels
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }
}
