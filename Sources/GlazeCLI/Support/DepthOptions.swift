import ArgumentParser
import Glaze

/// `--depth` and the projection options: a depth buffer saved as a 16-bit greyscale PNG, read as
/// the linear-depth image the depth filters take as their `depth` parameter.
struct DepthOptions: ParsableArguments {
    @Option(name: .customLong("depth"),
            help: ArgumentHelp("A 16-bit greyscale PNG of window-space depth (0 = 0.0, 65535 = 1.0, no sRGB chunk), the size of INPUT: the `depth` image of every --filter that takes one.",
                               valueName: "PNG"))
    var path: String?

    @Option(help: "With --depth: perspective (default), infinite-perspective or orthographic.")
    var projection: String = "perspective"

    @Option(help: "With --depth: the near plane, in game units (default 0.1).")
    var near: Double = 0.1

    @Option(help: "With --depth: the far plane, in game units (default 1000; ignored by infinite-perspective).")
    var far: Double = 1000

    @Flag(name: .customLong("reversed-z"), help: "With --depth: near is stored as 1 and far as 0.")
    var reversedZ = false

    @Option(name: .customLong("depth-range"),
            help: "With --depth: the clip depth range, negative-one-to-one (OpenGL's default) or zero-to-one (glClipControl).")
    var range: String = "negative-one-to-one"

    /// The projection the options describe.
    func makeProjection() throws -> Projection {
        let kinds: [String: Projection.Kind] = ["perspective": .perspective, "infinite-perspective": .infinitePerspective,
                                               "orthographic": .orthographic]
        guard let kind = kinds[projection] else {
            throw CLIError.usage("--projection expects perspective, infinite-perspective or orthographic, got '\(projection)'")
        }
        let ranges: [String: Projection.DepthRange] = ["negative-one-to-one": .negativeOneToOne, "zero-to-one": .zeroToOne]
        guard let depthRange = ranges[range] else {
            throw CLIError.usage("--depth-range expects negative-one-to-one or zero-to-one, got '\(range)'")
        }
        do {
            return try Projection(checking: kind, near: near, far: far, reversedZ: reversedZ, range: depthRange)
        } catch {
            throw CLIError.usage("--near/--far: \(error.message)")
        }
    }

    /// The linear-depth image of `--depth`, or nil without it.
    /// - Throws: ``CLIError`` for projection options without `--depth`, a bad projection, or a
    ///   depth file that is missing or not a 16-bit PNG.
    func image() throws -> Image? {
        guard let path else {
            let given = projection != "perspective" || near != 0.1 || far != 1000 || reversedZ || range != "negative-one-to-one"
            if given { throw CLIError.usage("--projection, --near, --far, --reversed-z and --depth-range go with --depth") }
            return nil
        }
        let projection = try makeProjection()
        let pixels: PixelBuffer
        do {
            guard try PNGFile.storedFormat(path: path) == .rgba16 else {
                throw CLIError.badInput("\(path): --depth expects a 16-bit greyscale PNG (8-bit depth is too coarse)")
            }
            pixels = try PNGFile.read(path: path, as: .rgba16)
        } catch let error as PNGError {
            throw CLIError.badInput(error.message)
        }
        let width = pixels.width, height = pixels.height
        var depth = PixelBuffer(width: width, height: height, format: .rgba32Float)
        for y in 0..<height {
            for x in 0..<width {
                depth.setFloat4(SIMD4(pixels.float4(x: x, y: y).x, 0, 0, 1), x: x, y: y)
            }
        }
        // PNG rows run top down, like the colour input.
        let windowDepth = Image(pixels: depth, alphaMode: .premultiplied, origin: .topLeft, encoding: .linear)
        return Image(windowDepth: windowDepth, projection: projection)
    }
}
