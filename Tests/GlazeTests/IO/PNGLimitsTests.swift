import Foundation
@testable import Glaze
@testable import GlazeCore
import Testing

/// PNG reads check the header's dimensions and decoded size against ``PNGFile/Limits`` before
/// decoding anything (decompression bombs).
@Suite struct PNGLimitsTests {
    /// `png` with its IHDR width and height replaced (CRC recomputed): a small file declaring a
    /// huge image.
    static func declaring(width: UInt32, height: UInt32, in png: [UInt8]) -> [UInt8] {
        var bytes = png
        // Signature (8), IHDR length (4), "IHDR" (4), then width and height, big-endian.
        for (offset, value) in [(16, width), (20, height)] {
            for i in 0..<4 { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(i))) }
        }
        let crc = crc32(bytes[12..<29])
        for i in 0..<4 { bytes[29 + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(i))) }
        return bytes
    }

    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    @Test func aBombIsRefusedFromItsHeader() throws {
        let small = try PNGFile.encode(PixelBuffer(width: 2, height: 2, format: .rgba16))
        let bomb = Self.declaring(width: 8000, height: 8000, in: small)
        #expect(try PNGFile.storedFormat(data: bomb) == .rgba16)   // the header is valid
        do {
            _ = try PNGFile.decode(data: bomb)   // the default limits
            Issue.record("decoded")
        } catch let error as PNGError {
            #expect(error.code == .imageTooLarge)
            #expect(error.message.contains("8000x8000 16-bit"), "\(error)")
        }
        let wide = Self.declaring(width: 1_000_000, height: 1, in: small)
        #expect { try PNGFile.decode(data: wide) } throws: { ($0 as? PNGError)?.code == .imageTooLarge }
        let huge = Self.declaring(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, in: small)
        #expect { try PNGFile.decode(data: huge, limits: .init(maximumDimension: .max, maximumDecodedBytes: .max)) }
            throws: { ($0 as? PNGError) != nil }
    }

    @Test func limitsAreInclusiveAndCountTheFilesDepth() throws {
        let eight = try PNGFile.encode(PixelBuffer(width: 4, height: 4, format: .rgba8))
        let sixteen = try PNGFile.encode(PixelBuffer(width: 4, height: 4, format: .rgba16))
        #expect(try PNGFile.decode(data: eight, limits: .init(maximumDimension: 4, maximumDecodedBytes: 64)).width == 4)
        #expect { try PNGFile.decode(data: eight, limits: .init(maximumDimension: 3)) }
            throws: { ($0 as? PNGError)?.code == .imageTooLarge }
        #expect { try PNGFile.decode(data: eight, limits: .init(maximumDecodedBytes: 63)) }
            throws: { ($0 as? PNGError)?.code == .imageTooLarge }
        // 16-bit files decode at 8 bytes per pixel, even when read as rgba8.
        #expect(try PNGFile.decode(data: sixteen, limits: .init(maximumDecodedBytes: 128)).width == 4)
        #expect { try PNGFile.decode(data: sixteen, as: .rgba8, limits: .init(maximumDecodedBytes: 127)) }
            throws: { ($0 as? PNGError)?.code == .imageTooLarge }
        let folder = NSTemporaryDirectory() + "glaze-png-limits-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/bomb.png"
        try Data(Self.declaring(width: 8000, height: 8000, in: sixteen)).write(to: URL(fileURLWithPath: path))
        do {
            _ = try PNGFile.read(path: path)
            Issue.record("read")
        } catch let error as PNGError {
            #expect(error.code == .imageTooLarge)
            #expect(error.path == path)
        }
    }
}
