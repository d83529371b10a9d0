import Glaze
import Testing

@Suite struct PixelBufferTests {
    @Test func zeroedBufferHasTheRightSizeForEveryFormat() {
        for (format, bytesPerPixel) in [(PixelBuffer.Format.rgba8, 4), (.rgba16, 8), (.rgba16Float, 8), (.rgba32Float, 16)] {
            let buffer = PixelBuffer(width: 3, height: 5, format: format)
            #expect(buffer.bytesPerPixel == bytesPerPixel)
            #expect(buffer.bytesPerRow == 3 * bytesPerPixel)
            #expect(buffer.bytes.count == 15 * bytesPerPixel)
            #expect(buffer.bytes.allSatisfy { $0 == 0 })
            #expect(buffer.float4(x: 2, y: 4) == SIMD4(0, 0, 0, 0))
        }
    }

    @Test func rowZeroIsTheFirstRowOfBytes() {
        var buffer = PixelBuffer(width: 2, height: 2, format: .rgba8)
        buffer.setRGBA8(SIMD4(1, 2, 3, 4), x: 1, y: 0)
        buffer.setRGBA8(SIMD4(5, 6, 7, 8), x: 0, y: 1)
        #expect(buffer.bytes == [0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 0])
    }

    @Test func integerFormatsAreNormalisedAndQuantisedWithRounding() {
        var eight = PixelBuffer(width: 1, height: 1, format: .rgba8)
        eight.setFloat4(SIMD4(0.5, -1, 2, .nan), x: 0, y: 0)
        #expect(eight.rgba8(x: 0, y: 0) == SIMD4(128, 0, 255, 0))  // 127.5 rounds up
        #expect(eight.float4(x: 0, y: 0) == SIMD4(128.0 / 255, 0, 1, 0))

        var sixteen = PixelBuffer(width: 1, height: 1, format: .rgba16)
        sixteen.setRGBA8(SIMD4(1, 128, 255, 0), x: 0, y: 0)
        #expect(sixteen.rgba16(x: 0, y: 0) == SIMD4<UInt16>(257, 128 * 257, 65535, 0))  // 8-bit to 16-bit is exact
        #expect(sixteen.rgba8(x: 0, y: 0) == SIMD4(1, 128, 255, 0))
        sixteen.setRGBA16(SIMD4(0, 32768, 65535, 1), x: 0, y: 0)
        #expect(sixteen.float4(x: 0, y: 0) == SIMD4(0, 32768.0 / 65535, 1, 1.0 / 65535))
    }

    @Test func floatFormatsStoreRawValues() {
        var half = PixelBuffer(width: 2, height: 1, format: .rgba16Float)
        half.setFloat4(SIMD4(-2, 0.5, 1000, 1.0 / 3), x: 1, y: 0)
        let decoded = half.float4(x: 1, y: 0)
        #expect(decoded == SIMD4(-2, 0.5, 1000, Float(Float16(1.0 / 3))))
        #expect(half.rgba8(x: 1, y: 0) == SIMD4(0, 128, 255, 85))  // clamped and rounded for display
        #expect(half.float4(x: 0, y: 0) == SIMD4(0, 0, 0, 0))

        var full = PixelBuffer(width: 1, height: 2, format: .rgba32Float)
        full.setFloat4(SIMD4(-1.5, 0.1, 7, 1), x: 0, y: 1)
        #expect(full.float4(x: 0, y: 1) == SIMD4(-1.5, 0.1, 7, 1))
        #expect(Array(full.bytes.prefix(16)) == [UInt8](repeating: 0, count: 16))
    }

    @Test func equalityComparesSizeFormatAndBytes() {
        let a = PixelBuffer(width: 2, height: 1, format: .rgba8)
        var b = a
        #expect(a == b)
        b.setRGBA8(SIMD4(0, 0, 0, 1), x: 1, y: 0)
        #expect(a != b)
        #expect(PixelBuffer(width: 1, height: 2, format: .rgba8) != a)
        #expect(PixelBuffer(width: 1, height: 1, format: .rgba16) != PixelBuffer(width: 2, height: 1, format: .rgba8))
    }
}

@Suite struct PixelBufferErrorTests {
    @Test func aByteCountThatDoesNotFitIsAnErrorNotACrash() {
        #expect(throws: PixelBuffer.SizeError.self) { try PixelBuffer(width: 4, height: 4, format: .rgba8, bytes: [0, 1, 2]) }
        #expect(throws: PixelBuffer.SizeError.self) { try PixelBuffer(width: -1, height: 4, format: .rgba8, bytes: []) }
        do {
            _ = try PixelBuffer(width: 2, height: 2, format: .rgba16, bytes: [UInt8](repeating: 0, count: 31))
        } catch {
            #expect(error.message == "PixelBuffer 2x2 rgba16 needs 32 bytes, got 31")
        }
    }

    @Test func sixteenBitAccessorsConvertOtherFormats() {
        var p = PixelBuffer(width: 1, height: 1, format: .rgba8)
        p.setRGBA16([65535, 0, 32896, 65535], x: 0, y: 0)
        #expect(p.rgba8(x: 0, y: 0) == SIMD4(255, 0, 128, 255))
        #expect(p.rgba16(x: 0, y: 0) == SIMD4(65535, 0, 32896, 65535))
    }
}
