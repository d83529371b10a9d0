import CEpoxy
import Glaze
import GlazeCore

extension BenchCase {
    /// The projection of the synthetic depth buffer.
    static let depthProjection = Projection.perspective(near: 0.1, far: 500)

    /// Window-space depth (0...1, bottom row first) of a synthetic scene `size` px: a floor
    /// receding to the horizon (camera 2 units up, 60° vertical field of view), a far wall at 200
    /// units above it and three boxes at 4, 9 and 20 units, through ``depthProjection``.
    static func windowDepth(_ size: PixelSize) -> [Float] {
        let width = Int(size.width), height = Int(size.height)
        var depth = [Float](repeating: 1, count: width * height)
        let tanHalf = 0.57735026918962573
        let boxes: [(x0: Double, x1: Double, y0: Double, y1: Double, z: Double)] = [
            (0.1, 0.3, 0.2, 0.6, 4), (0.45, 0.6, 0.35, 0.55, 9), (0.7, 0.9, 0.4, 0.7, 20),
        ]
        for y in 0..<height {
            let v = (Double(y) + 0.5) / Double(height), ndcY = 2 * v - 1
            let floor = ndcY < 0 ? min(2 / (-ndcY * tanHalf), 200) : 200
            for x in 0..<width {
                let u = (Double(x) + 0.5) / Double(width)
                let z = boxes.first { u >= $0.x0 && u < $0.x1 && v >= $0.y0 && v < $0.y1 }?.z ?? floor
                depth[y * width + x] = Float(depthProjection.depth(atDistance: z))
            }
        }
        return depth
    }

    /// A `GL_DEPTH_COMPONENT32F` texture holding ``windowDepth(_:)``, as a game's depth buffer
    /// (4 bytes a texel, read texel by texel). The caller deletes it.
    static func makeDepthTexture(size: PixelSize) -> GLuint {
        var name: GLuint = 0
        glGenTextures(1, &name)
        var previous: GLint = 0
        glGetIntegerv(GLenum(GL_TEXTURE_BINDING_2D), &previous)
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        windowDepth(size).withUnsafeBytes {
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_DEPTH_COMPONENT32F, GLsizei(size.width), GLsizei(size.height), 0,
                         GLenum(GL_DEPTH_COMPONENT), GLenum(GL_FLOAT), $0.baseAddress)
        }
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAX_LEVEL), 0)
        glBindTexture(GLenum(GL_TEXTURE_2D), GLuint(previous))
        return name
    }

    /// The depth filters over the synthetic depth buffer, each after a colour filter (so a
    /// colour kernel such as depthFog shows whether it fuses into its neighbour's pass).
    static func depthCases() -> [BenchCase] {
        let cases: [(name: String, filter: String, values: [String: ParameterValue], summary: String)] = [
            ("depth.fog", "depthFog", ["density": .number(0.02), "heightFalloff": .number(0.2), "cameraHeight": .number(2)],
             "colorControls then depthFog (exponential height fog): the fog fuses into the colour pass"),
            ("depth.view", "depthView", ["far": .number(60)], "depthView of the synthetic depth buffer after colorControls"),
            ("depth.blur", "depthBlur", ["radius": .number(6), "start": .number(5), "end": .number(60)],
             "depthBlur radius 6 from 5 to 60 units (masked variable blur)"),
            ("depth.outline", "depthOutline", ["width": .number(1)], "depthOutline width 1 (silhouettes and creases)"),
            ("depth.dof", "depthOfField", ["focusDistance": .number(9), "aperture": .number(12)],
             "depthOfField focus 9 units, aperture 12 px, medium quality (half-resolution near and far gathers)"),
            ("depth.dof.low", "depthOfField", ["focusDistance": .number(9), "aperture": .number(12), "quality": .string("low")],
             "depthOfField as depth.dof with quality low (8 taps per gather)"),
            ("depth.ao", "ambientOcclusion", ["radius": .number(0.5)],
             "ambientOcclusion radius 0.5 units, 12 samples (half resolution, bilateral blur)"),
        ]
        return cases.map { item in
            BenchCase(name: item.name, summary: item.summary, work: .chain(fusion: true) { inputs, input in
                var values = item.values
                if item.filter != "depthView" { values["depth"] = .image(inputs.depth) }
                let graded = try input.applyingFilter(name: "colorControls", parameters: ["saturation": .number(1.1)],
                                                      registry: inputs.registry)
                let source = item.filter == "depthView" ? inputs.depth : graded
                return try source.applyingFilter(name: item.filter, parameters: values, registry: inputs.registry)
                    .cropped(to: inputs.rect)
            }, filter: item.filter)
        }
    }
}
