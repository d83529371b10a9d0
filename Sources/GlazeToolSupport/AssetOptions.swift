import ArgumentParser
import GlazeEffects

/// `--asset-root DIR` (repeatable) and `--allow-any-path`: which files an effect file may read
/// (`extends:` bases, images, shader files). Without them, only files inside its own folder.
public struct AssetOptions: ParsableArguments {
    @Option(name: .customLong("asset-root"),
            help: "A folder the effect file may read files from (repeatable; default: the effect file's folder).")
    public var roots: [String] = []

    @Flag(name: .customLong("allow-any-path"),
          help: "Let the effect file read any regular file (trusted files only).")
    public var allowAnyPath = false

    /// No roots, any path refused: the effect file's own folder only.
    public init() {}

    /// The access policy these options describe.
    public var policy: AssetAccessPolicy { AssetAccessPolicy(roots: roots, allowsAnyPath: allowAnyPath) }

    /// A hint for `diagnostics` of `effectFile` that name files outside its asset root: which
    /// flag allows them (`--asset-root` with the folder above the file's); nil when none do.
    public static func hint(for diagnostics: [EffectDiagnostic], effectFile: String) -> String? {
        guard diagnostics.contains(where: { $0.code == .outsideAssetRoot }) else { return nil }
        let folder = PathText.deletingLastComponent(effectFile)
        let above = PathText.deletingLastComponent(folder.isEmpty ? "." : folder)
        return "glaze: hint: the file names files outside its folder; allow the folder that holds them with "
            + "--asset-root DIR (for \(effectFile): --asset-root \(above.isEmpty ? ".." : above))"
    }
}
