import ArgumentParser
import Glaze
import GlazeEffects

/// `--chain`, `--effect`, `--filter`, `--kernel` and `--set`: the recipe that `glaze apply` renders
/// and `glaze explain` plans.
struct ChainOptions: ParsableArguments {
    @Option(name: .customLong("chain"), help: "An effect file (YAML or JSON).")
    var chain: String?

    @Option(help: "The effect of the file to apply (default: 'default', else the first).")
    var effect: String?

    @Option(name: .customLong("filter"), help: "A registered filter (or Core Image alias); repeat for a chain.")
    var filters: [String] = []

    @Option(name: .customLong("kernel"),
            help: "A kernel or transition file (.glsl) to apply after the --filter steps; repeatable.")
    var kernels: [String] = []

    @Option(name: .customLong("set"), help: "A filter parameter: key=value, NAME.key=value or POSITION.key=value.")
    var sets: [String] = []

    /// The steps named on the command line: the filters, then the shader files.
    var steps: [String] { filters + kernels }

    /// The effect file's effect, or the named steps with their `--set` values, at `time` with the
    /// game `variables` (name=value); `depth` is the `--depth` image.
    func recipe(time: Double, variables: [String], access: AssetAccessPolicy, depth: Image? = nil) throws -> EffectCLI.Recipe {
        try EffectCLI.recipe(chain: chain, effect: effect, filters: steps, sets: sets, time: time,
                             variables: variables, access: access, depth: depth)
    }
}
