import Glaze
import GlazeTestSupport
import Testing

/// Kernel values bind to parameters by name, not by their position in the declaration.
@Suite struct ValuesByNameTests {
    /// `c.rgb · gain + offset`, with the two uniforms declared (and taken by the GLSL function) in
    /// `order`.
    static func gainOffset(_ order: [String]) -> Kernel {
        let name = "gainOffset_" + order.joined(separator: "_")
        return Kernel(name: name, kind: .color, parameters: order.map { KernelParameter($0, .float) },
                      source: "vec4 \(name)(vec4 c, vec2 p, \(order.map { "float \($0)" }.joined(separator: ", "))) "
                          + "{ return vec4(c.rgb * gain + offset, c.a); }")
    }

    @Test func swappingTwoUniformsDeclarationOrderChangesNoPixel() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let input = Image(color: [0.4, 0.8, 0.2, 1]).cropped(to: Rect(0, 0, 2, 2))
            let arguments: [String: UniformValue] = ["gain": .float(0.5), "offset": .float(0.25)]
            let declared = try context.readPixels(Image.applying(Self.gainOffset(["gain", "offset"]), to: [input],
                                                                 arguments: arguments))
            let swapped = try context.readPixels(Image.applying(Self.gainOffset(["offset", "gain"]), to: [input],
                                                                arguments: arguments))
            #expect(swapped.rgba8(x: 1, y: 1) == declared.rgba8(x: 1, y: 1))
            let expected = [0.45, 0.65, 0.35, 1.0].map { UInt8(($0 * 255).rounded()) }
            for c in 0..<4 { #expect(abs(Int(declared.rgba8(x: 1, y: 1)[c]) - Int(expected[c])) <= 1) }
            // The same two values by position bind to other uniforms once the order is swapped.
            let positional = try context.readPixels(Image.applying(Self.gainOffset(["offset", "gain"]), to: [input],
                                                                   values: [.float(0.5), .float(0.25)]))
            #expect(positional.rgba8(x: 1, y: 1) != declared.rgba8(x: 1, y: 1))
        }
    }

    @Test func aMissingOrUnknownNameIsAnErrorThatNamesIt() throws {
        let kernel = Self.gainOffset(["gain", "offset"])
        let input = Image(color: [1, 1, 1, 1])
        do {
            _ = try Image.applying(kernel, to: [input], arguments: ["gain": .float(1)])
            Issue.record("a missing value was accepted")
        } catch let error as KernelError {
            #expect(error.code == .missingParameter)
            #expect(error.message.contains("'offset'"))
        }
        do {
            _ = try Image.applying(kernel, to: [input], arguments: ["gain": .float(1), "offset": .float(0), "bias": .float(2)])
            Issue.record("an unknown name was accepted")
        } catch let error as KernelError {
            #expect(error.message.contains("'bias'"))
        }
        #expect(throws: KernelError.self) {
            try Image.applying(kernel, to: [input], arguments: ["gain": .vec2(1, 1), "offset": .float(0)])
        }
    }
}
