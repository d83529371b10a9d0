import Foundation
import Glaze
import Testing

/// `glaze apply --depth`: a 16-bit PNG of window-space depth read through the projection options
/// becomes the `depth` image of the depth filters.
@Suite struct DepthApplyCommandTests {
    @Test func depthFogFromADepthPNG() throws {
        let dir = try GlazeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var colour = PixelBuffer(width: 8, height: 4, format: .rgba8)
        var depth = PixelBuffer(width: 8, height: 4, format: .rgba16)
        // Orthographic 0…100 with OpenGL's −1…1 clip depth: window depth = distance / 100.
        for y in 0..<4 { for x in 0..<8 {
            colour.setRGBA8([0, 0, 0, 255], x: x, y: y)
            let d: Float = x < 4 ? 0.25 : 0.75
            depth.setFloat4(SIMD4(d, d, d, 1), x: x, y: y)
        } }
        try PNGFile.write(colour, to: dir.path + "/in.png")
        try PNGFile.write(depth, to: dir.path + "/depth.png")
        let fog = ["apply", "--filter", "depthFog", "--set", "falloff=linear", "--set", "start=0", "--set", "end=100",
                   "--set", "color=1,1,1,1", "--working-space", "none", "--depth", "depth.png",
                   "--projection", "orthographic", "--near", "0", "--far", "100"]
        let r = try GlazeBinary.run(fog + ["in.png", "out.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let out = try PNGFile.read(path: dir.path + "/out.png")
        #expect(out.rgba8(x: 1, y: 1) == [64, 64, 64, 255], "\(out.rgba8(x: 1, y: 1))")
        #expect(out.rgba8(x: 6, y: 2) == [191, 191, 191, 255], "\(out.rgba8(x: 6, y: 2))")

        // Bad planes, an 8-bit depth file and projection options without --depth are usage errors.
        let badPlanes = try GlazeBinary.run(["apply", "--filter", "depthFog", "--depth", "depth.png", "--near", "0",
                                             "in.png", "bad.png"], in: dir)
        #expect(badPlanes.status == 2 && badPlanes.stderr.contains("near plane"), "\(badPlanes.stderr)")
        let eightBit = try GlazeBinary.run(["apply", "--filter", "depthFog", "--depth", "in.png", "in.png", "bad.png"], in: dir)
        #expect(eightBit.status == 2 && eightBit.stderr.contains("16-bit"), "\(eightBit.stderr)")
        let orphan = try GlazeBinary.run(["apply", "--filter", "depthFog", "--far", "10", "in.png", "bad.png"], in: dir)
        #expect(orphan.status == 2 && orphan.stderr.contains("go with --depth"), "\(orphan.stderr)")
    }
}
