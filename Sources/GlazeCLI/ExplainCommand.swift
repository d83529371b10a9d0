import ArgumentParser
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
        then each pass's fragment program. Exit codes: 0 success, 1 failure, 2 bad usage or file.
        """)

    @OptionGroup var chainOptions: ChainOptions

    @Option(help: ArgumentHelp("Size WxH of the input the plan is made for.", valueName: "WxH"))
    var size = PixelSize(width: 1280, height: 720)

    @Option(name: .customLong("working-space"), help: "linear (default) or none.")
    var workingSpace: String = "linear"

    @Option(help: "Intermediate format: rgba16f (default, as RenderContext and apply) or rgba8.")
    var format: String = "rgba16f"

    @Flag(name: .customLong("no-glsl"), help: "Print the passes only.")
    var noGLSL = false

    @OptionGroup var assets: AssetOptions

    func run() throws {
        let recipe = try chainOptions.recipe(time: 0, variables: [], access: assets.policy)
        let session = try GLSession(options: EffectCLI.renderOptions(workingSpace: workingSpace, format: format))
        try ShaderFiles.check(chainOptions.steps, chain: chainOptions.chain, in: session.context, access: assets.policy)
        let scene = Image(pixels: PixelBuffer(width: size.width, height: size.height, format: .rgba8))
        let plan = try session.context.explain(recipe.apply(scene), region: Rect(0, 0, size.width, size.height),
                                               size: Size(size.width, size.height))
        print("\(plan.passCount) pass\(plan.passCount == 1 ? "" : "es"), \(plan.intermediateBytes) bytes of intermediates")
        print(Self.narration(plan))
        print("")
        print(noGLSL ? plan.description : plan.detailedDescription)
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
