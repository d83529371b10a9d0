import Foundation
import Glaze
import Testing

/// `glaze transition` end to end. Uses `dissolve` (Core Image's CIDissolveTransition), which
/// comes with the transition catalog.
@Suite struct TransitionCommandTests {
    static func solid(_ rgba: [UInt8], width: Int, height: Int, to url: URL) throws {
        let bytes = (0..<(width * height)).flatMap { _ in rgba }
        try PNGFile.write(try PixelBuffer(width: width, height: height, format: .rgba8, bytes: bytes), to: url.path)
    }

    @Test func writesEveryFrameAndASheet() throws {
        let directory = try GlazeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.solid([255, 0, 0, 255], width: 40, height: 30, to: directory.appendingPathComponent("from.png"))
        try Self.solid([0, 0, 255, 255], width: 20, height: 15, to: directory.appendingPathComponent("to.png"))

        let result = try GlazeBinary.run(["transition", "dissolve", "from.png", "to.png", "--frames", "5",
                                          "--output", "frames", "--sheet", "sheet.png", "--size", "32x24"],
                                         in: directory)
        #expect(result.status == 0, "stderr: \(result.stderr)")

        for index in 0..<5 {
            let path = directory.appendingPathComponent(String(format: "frames/frame-%04d.png", index)).path
            let frame = try PNGFile.read(path: path)
            #expect(frame.width == 32 && frame.height == 24, "frame \(index) is \(frame.width)x\(frame.height)")
            // Progress goes 0 → 1: red fades out, blue fades in, monotonically.
            let centre = frame.float4(x: 16, y: 12)
            if index == 0 { #expect(centre.x > 0.99 && centre.z < 0.01, "frame 0 is not FROM: \(centre)") }
            if index == 4 { #expect(centre.z > 0.99 && centre.x < 0.01, "last frame is not TO: \(centre)") }
            if index == 2 { #expect(centre.x > 0.2 && centre.z > 0.2, "middle frame is not a mix: \(centre)") }
        }
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("frames/frame-0005.png").path))

        // 5 frames: 3 columns, 2 rows of 32x24 tiles with 24-pixel labels.
        let sheet = try PNGFile.read(path: directory.appendingPathComponent("sheet.png").path)
        #expect(sheet.width == 3 * 32)
        #expect(sheet.height == 2 * (24 + 24))
    }

    @Test func anOutOfRangeSetIsClampedWithAWarningAsApplyDoes() throws {
        let directory = try GlazeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.solid([255, 0, 0, 255], width: 8, height: 8, to: directory.appendingPathComponent("from.png"))
        let result = try GlazeBinary.run(["transition", "barsSwipe", "from.png", "from.png", "--frames", "2",
                                          "--output", "frames", "--set", "width=-5"], in: directory)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("warning: --set barsSwipeTransition.width") && result.stderr.contains("clamped to 2"),
                "stderr: \(result.stderr)")
    }

    @Test func missingImageExits2NamingThePath() throws {
        let directory = try GlazeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.solid([255, 0, 0, 255], width: 4, height: 4, to: directory.appendingPathComponent("from.png"))
        let result = try GlazeBinary.run(["transition", "dissolve", "from.png", "missing.png", "--frames", "2",
                                          "--output", "frames"], in: directory)
        #expect(result.status == 2, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("missing.png"))
    }

    @Test func badParameterExits2NamingTheKey() throws {
        let directory = try GlazeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.solid([255, 0, 0, 255], width: 4, height: 4, to: directory.appendingPathComponent("a.png"))
        let result = try GlazeBinary.run(["transition", "dissolve", "a.png", "a.png", "--frames", "2",
                                          "--output", "frames", "--set", "nosuchkey=1"], in: directory)
        #expect(result.status == 2, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("nosuchkey"))
    }
}
