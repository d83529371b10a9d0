import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Logging
import Testing

/// The program-binary cache on disk: a second start links every program from its stored binary
/// and compiles nothing; a corrupt, truncated or refused binary is logged and compiled again,
/// with the same pixels.
@Suite(.serialized) struct ProgramBinaryCacheTests {
    static let region = Rect(0, 0, 16, 16)

    static func recipe() -> Image {
        CatalogTests.testImage().applying(GaussianBlur(radius: 3)).applying(BoxBlur(radius: 12)).applying(Vignette())
    }

    /// A new empty directory under the temporary directory.
    static func makeDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "glaze-binaries-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Renders `recipe()` in a fresh GL context and render context using binaries in `directory`.
    static func start(_ directory: String, logger: Logger? = nil) throws -> (PixelBuffer, RenderContext.Counters) {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        var options = RenderContext.Options()
        options.programBinaryDirectory = directory
        if let logger { options.logger = logger }
        let context = try RenderContext(adoptingCurrentGLContext: options)
        let pixels = try context.readPixels(recipe(), from: region, format: .rgba32Float)
        return (pixels, context.counters)
    }

    @Test func aSecondStartLinksStoredBinariesAndCompilesNothing() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (expected, first) = try Self.start(directory)
        #expect(first.programsCompiled > 0)
        #expect(first.programBinariesLoaded == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == first.programsCompiled)
        let (actual, second) = try Self.start(directory)
        #expect(second.programsCompiled == 0)
        #expect(second.programBinariesLoaded == first.programsCompiled)
        expectPixels(actual, equal: expected, name: "binary-cache-second-start")
    }

    @Test func corruptTruncatedAndRefusedBinariesFallBackToCompiling() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (expected, first) = try Self.start(directory)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files.count == first.programsCompiled && files.count >= 3)
        for (index, name) in files.enumerated() {
            let path = directory + "/" + name
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            switch index % 3 {
            case 0: bytes.removeLast(bytes.count / 2)  // truncated
            case 1: bytes[bytes.count - 1] ^= 0xff  // corrupt: the checksum no longer matches
            default:
                // Well-formed, but a payload no driver accepts: the driver refuses it.
                let payload = [UInt8](repeating: 0x5a, count: 64)
                let checksum = ProgramBinaryCache.fnv1a(payload, basis: 0xcbf2_9ce4_8422_2325)
                bytes = Array(bytes[0..<12]) + [64, 0, 0, 0] + (0..<8).map { UInt8(truncatingIfNeeded: checksum >> (8 * UInt64($0))) }
                    + payload
            }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        let log = LogRecorder(level: .warning)
        let (actual, second) = try Self.start(directory, logger: Logger(label: "test") { _ in log })
        #expect(second.programsCompiled == first.programsCompiled)
        #expect(second.programBinariesLoaded == 0)
        let messages = log.messages
        #expect(messages.filter { $0.contains("truncated") }.count == (files.count + 2) / 3)
        #expect(messages.filter { $0.contains("checksum mismatch") }.count == (files.count + 1) / 3)
        #expect(messages.filter { $0.contains("refused") }.count == files.count / 3)
        expectPixels(actual, equal: expected, name: "binary-cache-fallback")
        // The fallback stored good binaries again: a third start compiles nothing.
        let (_, third) = try Self.start(directory)
        #expect(third.programsCompiled == 0)
    }
}
