@testable import Glaze
@testable import GlazeCore
import Testing

/// Two distinct 16×16 opaque images, a mask, and helpers shared by the transition tests.
enum TransitionFixtures {
    static let size = 16
    static let rect = Rect(0, 0, 16, 16)

    /// `from`: red rises with x, green with y, blue constant 60.
    static let fromPixels: PixelBuffer = make { x, y in SIMD4(UInt8(16 * x + 8), UInt8(16 * y + 8), 60, 255) }
    /// `to`: no blue in common with `from` (blue ≥ 115), so "shows to" is never a coincidence.
    static let toPixels: PixelBuffer = make { x, y in
        SIMD4(UInt8(250 - 12 * y), UInt8(30 + 10 * x), UInt8(220 - 7 * x), 255)
    }
    /// Mask: black in the left half, white in the right half.
    static let halfMaskPixels: PixelBuffer = make { x, _ in x < 8 ? SIMD4(0, 0, 0, 255) : SIMD4(255, 255, 255, 255) }
    /// Mask: a horizontal ramp.
    static let rampMaskPixels: PixelBuffer = make { x, _ in
        let v = UInt8(x * 17)
        return SIMD4(v, v, v, 255)
    }

    static var from: Image { Image(pixels: fromPixels) }
    static var to: Image { Image(pixels: toPixels) }

    static func make(_ f: (Int, Int) -> SIMD4<UInt8>) -> PixelBuffer {
        var buffer = PixelBuffer(width: size, height: size, format: .rgba8)
        for y in 0..<size {
            for x in 0..<size { buffer.setRGBA8(f(x, y), x: x, y: y) }
        }
        return buffer
    }

    /// Parameters that make a transition's middle visible on a 16×16 image: centred, spanning
    /// the image, and scaled to it where the Core Image defaults assume 300×300.
    static func parameters(for descriptor: FilterDescriptor, progress: Double) -> [String: ParameterValue] {
        var values: [String: ParameterValue] = ["targetImage": .image(to), "progress": .number(progress)]
        if descriptor.parameter(named: "center") != nil { values["center"] = .vector([8, 8]) }
        if descriptor.parameter(named: "extent") != nil { values["extent"] = .vector([0, 0, 16, 16]) }
        switch descriptor.name {
        case "modTransition": values["radius"] = .number(6)
        case "pageCurlTransition", "pageCurlWithShadowTransition": values["radius"] = .number(4)
        case "disintegrateWithMaskTransition": values["maskImage"] = .image(Image(pixels: rampMaskPixels))
        default: break
        }
        return values
    }

    /// A drop-in in the gl-transitions style: a wobbly directional reveal.
    static let dropInSource = """
    // Wobbly wipe (gl-transitions style)
    uniform float amplitude; // = 0.1
    uniform vec2 direction; /* = vec2(1.0, 0.0) */
    uniform int waves; // = 3
    uniform bool reversed; // = false

    float wobble(vec2 uv) {
        return amplitude * sin(uv.y * float(waves) * 6.2831853);
    }

    vec4 transition(vec2 uv) {
        float x = dot(uv, normalize(direction)) + wobble(uv) * ratio / ratio;
        float m = smoothstep(progress - 0.2, progress + 0.2, x * 1.4 - 0.2);
        vec4 a = getFromColor(uv), b = getToColor(uv);
        return reversed ? mix(a, b, m) : mix(b, a, m);
    }
    """

    /// The built-in registry plus the drop-in.
    static func registryWithDropIn() throws -> FilterRegistry {
        var registry = FilterRegistry.builtin
        try GLSLTransition.load(name: "wobblyWipe", source: dropInSource).register(into: &registry)
        return registry
    }

    static func samePixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Bool { a.bytes == b.bytes }

    /// Whether every channel of every pixel is within `tolerance` 8-bit steps of `expected`;
    /// records the first difference as an issue at the caller. (Call it as a statement: closures
    /// inside `#expect` can be mixed up by the compiler when a file has several.)
    @discardableResult
    static func close(_ a: PixelBuffer, _ expected: (Int, Int) -> SIMD4<Double>, tolerance: Double = 1,
                      _ label: String = "", sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.rgba8(x: x, y: y), e = expected(x, y)
                for c in 0..<4 where abs(Double(p[c]) - e[c]) > tolerance {
                    Issue.record("\(label) pixel (\(x), \(y)) channel \(c): \(p), expected \(e) ± \(tolerance)",
                                 sourceLocation: sourceLocation)
                    return false
                }
            }
        }
        return true
    }

    static func rgb(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> SIMD4<Double> {
        let p = buffer.rgba8(x: x, y: y)
        return SIMD4(Double(p.x), Double(p.y), Double(p.z), Double(p.w))
    }
}
