import ArgumentParser
import CEpoxy
import FoundationEssentials
import Glaze
import GlazeEffects
import GlazeToolSupport

/// `glaze explain`: prints the render plan of an effect or filter chain and its GLSL.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print the passes, intermediates and GLSL a chain compiles to.",
        discussion: """
        glaze explain --chain Assets/Effects/default.yaml
        glaze explain --filter exposureAdjust --filter vignette --set intensity=0.8 --size 640x360

        Shows how kernels fuse: one line per pass (the kernels it runs, its region and target), \
        the colour path each source takes (decoded at upload, by the sampler through an sRGB view, \
        in the shader: --source texture shows a game's texture), then each pass's fragment program. Exit codes: 0 success, 1 failure, 2 bad usage or file.
        """)

    @OptionGroup var chainOptions: ChainOptions

    @Option(help: ArgumentHelp("Size WxH of the input the plan is made for.", valueName: "WxH"))
    var size = PixelSize(width: 1280, height: 720)

    @Option(name: .customLong("working-space"), help: "linear (default) or none.")
    var workingSpace: String = "linear"

    @Option(help: "Intermediate format: rgba16f (default, as RenderContext and apply), rgba8 or srgb8 (GL_SRGB8_ALPHA8).")
    var format: String = "rgba16f"

    @Flag(name: .customLong("no-glsl"), help: "Print the passes only.")
    var noGLSL = false

    @Option(help: ArgumentHelp("The input as the plan sees it: pixels (CPU pixels, default), texture (a game's immutable RGBA8 texture, opaque, declared sRGB) or mutable-texture (the same made with glTexImage2D).", valueName: "kind"))
    var source: String = "pixels"

    @OptionGroup var assets: AssetOptions

    func run() throws {
        let recipe = try chainOptions.recipe(time: 0, variables: [], access: assets.policy)
        let session = try GLSession(options: EffectCLI.renderOptions(workingSpace: workingSpace, format: format))
        try ShaderFiles.check(chainOptions.steps, chain: chainOptions.chain, in: session.context, access: assets.policy)
        let texture: GLuint?
        switch source {
        case "pixels": texture = nil
        case "texture", "mutable-texture": texture = Self.makeTexture(size, immutable: source == "texture")
        default: throw CLIError.usage("--source must be pixels, texture or mutable-texture, got '\(source)'")
        }
        defer { if var name = texture { glDeleteTextures(1, &name) } }
        let scene = texture.map {
            Image(texture: .borrowed(name: $0, width: size.width, height: size.height, format: .rgba8), alphaMode: .opaque)
        } ?? Image(pixels: PixelBuffer(width: size.width, height: size.height, format: .rgba8))
        let plan = session.context.explain(recipe.apply(scene), region: Rect(0, 0, size.width, size.height),
                                           size: Size(size.width, size.height))
        print("\(plan.passCount) pass\(plan.passCount == 1 ? "" : "es"), \(plan.intermediateBytes) bytes of intermediates"
              + " (\(Self.describe(session.context.intermediateFormat)))")
        for source in plan.sources { print("source \(source)") }
        print(Self.narration(plan))
        print("")
        print(noGLSL ? plan.description : plan.detailedDescription)
    }

    /// An RGBA8 texture of `size` (immutable: `glTexStorage2D`), for `--source texture`.
    private static func makeTexture(_ size: PixelSize, immutable: Bool) -> GLuint {
        var name: GLuint = 0
        glGenTextures(1, &name)
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        if immutable {
            glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_RGBA8), GLsizei(size.width), GLsizei(size.height))
        } else {
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(size.width), GLsizei(size.height), 0,
                         GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        return name
    }

    /// How intermediates are stored and how their colour is coded ("rgba16Float, linear").
    static func describe(_ format: TextureFormat) -> String {
        switch format {
        case .rgba16Float, .rgba32Float: "\(format.rawValue), linear, HDR"
        case .rgba8, .r8: "\(format.rawValue), sRGB encoded and decoded in GLSL, clamped to [0, 1]"
        case .srgb8Alpha8: "\(format.rawValue), sRGB decoded and encoded by GL, clamped to [0, 1]"
        }
    }

    /// The plan in sentences, one per pass: what runs (fused steps, folded matrices), what it
    /// reads and what it writes, so the plan reads without the GLSL.
    static func narration(_ plan: RenderPlan) -> String {
        plan.passes.map { pass in
            let steps = pass.kernels.map(RenderPlan.Pass.readable)
            let what = steps.count == 1 ? "runs \(steps[0])"
                : "runs \(steps.count) steps fused into one program (\(steps.joined(separator: " → ")))"
            let reads = pass.readsPasses.isEmpty ? "reads only the source images"
                : "reads the result of \(pass.readsPasses.map { "pass \($0)" }.joined(separator: " and "))"
            let writes: String
            if let format = pass.format {
                writes = "writes a \(pass.width)x\(pass.height) \(format.rawValue) intermediate "
                    + "(\(pass.width * pass.height * format.bytesPerPixel) bytes)"
            } else {
                writes = "draws \(pass.width)x\(pass.height) pixels into the destination"
            }
            return "Pass \(pass.index) \(what); it \(reads) and \(writes)."
        }.joined(separator: "\n")
    }
}
