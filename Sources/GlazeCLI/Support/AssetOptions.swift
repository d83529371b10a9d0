import ArgumentParser
import GlazeEffects

/// `--asset-root DIR` (repeatable) and `--allow-any-path`: which files an effect file may read
/// (`extends:` bases, images, shader files). Without them, only files inside its own folder.
struct AssetOptions: ParsableArguments {
    @Option(name: .customLong("asset-root"),
            help: "A folder the effect file may read files from (repeatable; default: the effect file's folder).")
    var roots: [String] = []

    @Flag(name: .customLong("allow-any-path"),
          help: "Let the effect file read any regular file (trusted files only).")
    var allowAnyPath = false

    /// The access policy these options describe.
    var policy: AssetAccessPolicy { AssetAccessPolicy(roots: roots, allowsAnyPath: allowAnyPath) }
}
