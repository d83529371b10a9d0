import Foundation
import Glaze
import GlazeTestSupport
import Testing

@Suite struct PNGFileTests {
    // MARK: Fixtures written by Fixtures/make_png_fixtures.py (independent of PNGFile.write)

    @Test func eightBitFixtureHasItsTopLeftPixelInTheLastRow() throws {
        let pixels = try PNGFile.read(path: fixture("orientation-3x2-rgba8.png"))
        #expect(pixels.width == 3 && pixels.height == 2 && pixels.format == .rgba8)
        // PNG top row (red, green, half-transparent blue) is PixelBuffer row 1.
        #expect(pixels.rgba8(x: 0, y: 1) == SIMD4(255, 0, 0, 255))
        #expect(pixels.rgba8(x: 1, y: 1) == SIMD4(0, 255, 0, 255))
        #expect(pixels.rgba8(x: 2, y: 1) == SIMD4(0, 0, 255, 128))
        #expect(pixels.rgba8(x: 0, y: 0) == SIMD4(10, 20, 30, 255))
        // Straight alpha: the colour under alpha 0 survives an 8-bit read.
        #expect(pixels.rgba8(x: 1, y: 0) == SIMD4(40, 50, 60, 0))
        #expect(pixels.rgba8(x: 2, y: 0) == SIMD4(70, 80, 90, 255))
        // Row 0 of the bytes is the bottom row.
        #expect(Array(pixels.bytes.prefix(4)) == [10, 20, 30, 255])
    }

    @Test func sixteenBitFixtureSamplesComeBackUnchangedAndFlipped() throws {
        let pixels = try PNGFile.read(path: fixture("orientation-2x2-rgba16.png"), as: .rgba16)
        #expect(pixels.width == 2 && pixels.height == 2 && pixels.format == .rgba16)
        #expect(pixels.rgba16(x: 0, y: 1) == SIMD4(0x0102, 0x0304, 0x0506, 0xFFFF))
        #expect(pixels.rgba16(x: 1, y: 1) == SIMD4(0xFFFF, 0x0000, 0x8000, 0xFFFF))
        #expect(pixels.rgba16(x: 0, y: 0) == SIMD4(0x1234, 0xABCD, 0x0001, 0xFFFF))
        #expect(pixels.rgba16(x: 1, y: 0) == SIMD4(0x0000, 0x00FF, 0xFF00, 0xFFFF))
    }

    @Test func eightBitFileReadAsSixteenBitIsLinearisedAtFullPrecision() throws {
        let pixels = try PNGFile.read(path: fixture("orientation-3x2-rgba8.png"), as: .rgba16)
        #expect(pixels.rgba16(x: 0, y: 1) == SIMD4(65535, 0, 0, 65535))
        // sRGB codes 10, 20, 30 decoded to linear light and rounded to 16 bits (libpng's own
        // 8-bit path would give 0, 257, 514).
        for (x, codes) in [(0, [10.0, 20, 30]), (2, [70.0, 80, 90])] {
            let linear = pixels.rgba16(x: x, y: 0)
            for channel in 0..<3 {
                let exact = Self.srgbToLinear(codes[channel] / 255) * 65535
                #expect(abs(Double(linear[channel]) - exact) <= 0.5, "x \(x) channel \(channel): \(linear[channel]) vs \(exact)")
            }
        }
        #expect(pixels.rgba16(x: 2, y: 1).w == 128 * 257)  // alpha is never gamma-converted
    }

    @Test func sixteenBitFileReadAsEightBitIsEncodedToSRGB() throws {
        let pixels = try PNGFile.read(path: fixture("orientation-2x2-rgba16.png"))
        #expect(pixels.format == .rgba8)
        for (x, y, samples) in [(0, 1, [0x0102, 0x0304, 0x0506]), (1, 0, [0x0000, 0x00FF, 0xFF00])] {
            let encoded = pixels.rgba8(x: x, y: y)
            for channel in 0..<3 {
                let exact = Self.linearToSRGB(Double(samples[channel]) / 65535) * 255
                #expect(abs(Double(encoded[channel]) - exact) <= 0.5, "(\(x), \(y)) channel \(channel)")
            }
            #expect(encoded.w == 255)
        }
    }

    @Test func storedFormatReportsTheFilesDepth() throws {
        #expect(try PNGFile.storedFormat(path: fixture("orientation-3x2-rgba8.png")) == .rgba8)
        #expect(try PNGFile.storedFormat(path: fixture("orientation-2x2-rgba16.png")) == .rgba16)
        let sixteen = try PNGFile.encode(PixelBuffer(width: 1, height: 1, format: .rgba32Float))
        #expect(try PNGFile.storedFormat(data: sixteen) == .rgba16)
        let missing = try #require(throws: PNGError.self) { try PNGFile.storedFormat(path: "/no/such/file.png") }
        #expect(missing.code == .fileNotFound)
    }

    // MARK: Round trips

    @Test func eightBitRoundTripIsBitExactThroughFileAndMemory() throws {
        let original = Self.eightBitPattern(width: 37, height: 23)
        let path = try temporaryPath("round-trip-8.png")
        try PNGFile.write(original, to: path)
        #expect(try PNGFile.read(path: path) == original)
        #expect(try PNGFile.decode(data: try PNGFile.encode(original)) == original)
    }

    @Test func opaqueSixteenBitRoundTripIsBitExactForEveryValue() throws {
        // 256 x 256 pixels: red takes every value 0...65535 once; no gamma or alpha math may touch them.
        var original = PixelBuffer(width: 256, height: 256, format: .rgba16)
        for y in 0..<256 {
            for x in 0..<256 {
                let value = UInt16(y * 256 + x)
                original.setRGBA16(SIMD4(value, ~value, value &* 7919, 65535), x: x, y: y)
            }
        }
        let path = try temporaryPath("round-trip-16.png")
        try PNGFile.write(original, to: path)
        #expect(try PNGFile.read(path: path, as: .rgba16) == original)
        #expect(try PNGFile.decode(data: try PNGFile.encode(original), as: .rgba16) == original)
    }

    @Test func translucentSixteenBitKeepsAlphaExactlyAndColourWithinTheDocumentedBound() throws {
        // Every alpha value 0...65535 once, with varied colour. libpng's simplified API only
        // exchanges 16-bit pixels premultiplied, so colour comes back within 2 * 65535 / a + 1.
        var original = PixelBuffer(width: 256, height: 256, format: .rgba16)
        var state: UInt32 = 12345
        for y in 0..<256 {
            for x in 0..<256 {
                var colour = SIMD3<UInt16>()
                for c in 0..<3 {
                    state = state &* 1_664_525 &+ 1_013_904_223
                    colour[c] = UInt16(truncatingIfNeeded: state >> 16)
                }
                original.setRGBA16(SIMD4(colour.x, colour.y, colour.z, UInt16(y * 256 + x)), x: x, y: y)
            }
        }
        let decoded = try PNGFile.decode(data: try PNGFile.encode(original), as: .rgba16)
        var worstExcess = 0.0
        var alphaMismatches = 0
        var colourUnderZeroAlpha = 0
        for y in 0..<256 {
            for x in 0..<256 {
                let a = original.rgba16(x: x, y: y)
                let b = decoded.rgba16(x: x, y: y)
                if a.w != b.w { alphaMismatches += 1 }
                if a.w == 0 {
                    if b.x != 0 || b.y != 0 || b.z != 0 { colourUnderZeroAlpha += 1 }
                    continue
                }
                let bound = 2 * 65535 / Double(a.w) + 1
                for c in 0..<3 {
                    worstExcess = max(worstExcess, abs(Double(a[c]) - Double(b[c])) - bound)
                }
            }
        }
        #expect(alphaMismatches == 0)
        #expect(colourUnderZeroAlpha == 0)
        #expect(worstExcess <= 0, "colour error exceeded 2 * 65535 / a + 1 by \(worstExcess)")
    }

    @Test func floatFormatsAreWrittenAsClampedSixteenBit() throws {
        for format in [PixelBuffer.Format.rgba32Float, .rgba16Float] {
            var pixels = PixelBuffer(width: 3, height: 1, format: format)
            pixels.setFloat4(SIMD4(0, 0.5, 1, 1), x: 0, y: 0)
            pixels.setFloat4(SIMD4(2, -1, .nan, 1), x: 1, y: 0)
            pixels.setFloat4(SIMD4(0.25, 0.75, 0.125, 1), x: 2, y: 0)
            let read = try PNGFile.decode(data: try PNGFile.encode(pixels), as: .rgba16)
            #expect(read.rgba16(x: 0, y: 0) == SIMD4(0, 32768, 65535, 65535), "\(format)")
            #expect(read.rgba16(x: 1, y: 0) == SIMD4(65535, 0, 0, 65535), "\(format)")
            #expect(read.rgba16(x: 2, y: 0) == SIMD4(16384, 49151, 8192, 65535), "\(format)")
        }
    }

    // MARK: Errors

    @Test func missingFileErrorNamesThePath() throws {
        let path = "/nonexistent-glaze-folder/missing-\(UUID().uuidString).png"
        let error = try #require(throws: PNGError.self) { try PNGFile.read(path: path) }
        #expect(error.code == .fileNotFound)
        #expect(error.path == path)
        #expect(error.message.contains(path))
        #expect(error.description.contains(path))
    }

    @Test func corruptDataFailsWithLibpngsMessage() throws {
        let valid = try PNGFile.encode(Self.eightBitPattern(width: 16, height: 16))
        let notPNG: [UInt8] = Array("this is not a PNG file at all".utf8)
        let truncated = Array(valid.prefix(valid.count / 2))
        var damaged = valid
        damaged[valid.count / 2] ^= 0xFF  // breaks the IDAT checksum
        for (label, data) in [("not a PNG", notPNG), ("truncated", truncated), ("damaged", damaged), ("empty", [])] {
            let error = try #require(throws: PNGError.self, "\(label)") { try PNGFile.decode(data: data) }
            #expect(error.code == .decodeFailed, "\(label)")
            #expect(error.path == nil, "\(label)")
            if !data.isEmpty { #expect(error.message.contains("libpng"), "\(label): \(error.message)") }
        }
    }

    @Test func corruptFileErrorNamesThePath() throws {
        let path = try temporaryPath("corrupt.png")
        try Data("garbage, not a PNG".utf8).write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: PNGError.self) { try PNGFile.read(path: path) }
        #expect(error.code == .decodeFailed)
        #expect(error.path == path)
        #expect(error.message.contains(path))
        #expect(error.message.contains("libpng"))
    }

    @Test func writingIntoAMissingFolderFailsNamingThePath() throws {
        let path = "/nonexistent-glaze-folder-\(UUID().uuidString)/out.png"
        let error = try #require(throws: PNGError.self) {
            try PNGFile.write(Self.eightBitPattern(width: 2, height: 2), to: path)
        }
        #expect(error.code == .encodeFailed)
        #expect(error.message.contains(path))
    }

    @Test func floatFormatsCannotBeReadAndEmptyImagesCannotBeWritten() throws {
        for format in [PixelBuffer.Format.rgba16Float, .rgba32Float] {
            let error = try #require(throws: PNGError.self) {
                try PNGFile.read(path: fixture("orientation-3x2-rgba8.png"), as: format)
            }
            #expect(error.code == .unsupportedFormat)
        }
        let empty = try #require(throws: PNGError.self) {
            try PNGFile.encode(PixelBuffer(width: 0, height: 4, format: .rgba8))
        }
        #expect(empty.code == .unsupportedFormat)
    }

    // MARK: Helpers

    /// Every byte value appears; alpha runs through 0...255 too, including colour under alpha 0.
    static func eightBitPattern(width: Int, height: Int) -> PixelBuffer {
        var pixels = PixelBuffer(width: width, height: height, format: .rgba8)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                pixels.setRGBA8(
                    SIMD4(UInt8(truncatingIfNeeded: i), UInt8(truncatingIfNeeded: i * 7 + y),
                          UInt8(truncatingIfNeeded: 255 - x * 5), UInt8(truncatingIfNeeded: i * 3)),
                    x: x, y: y)
            }
        }
        return pixels
    }

    static func srgbToLinear(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    static func linearToSRGB(_ v: Double) -> Double {
        v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }

    func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }

    func temporaryPath(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("glaze-png-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name).path
    }
}
