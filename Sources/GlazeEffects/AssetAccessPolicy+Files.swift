import Glaze

extension AssetAccessPolicy {
    /// `path` made absolute with symlinks resolved (for a missing file: its folder resolved),
    /// the form the policy compares against its roots.
    public static func canonicalPath(_ path: String) -> String { AssetFileAccess.canonical(path) }

    /// The folders the effect file at `effectFile` may read from (symlinks resolved): the
    /// policy's roots, else the file's folder; empty when any path is allowed.
    public func roots(forEffectFile effectFile: String) -> [String] {
        AssetFileAccess(policy: self, rootFile: effectFile).roots
    }

    /// The PNG `reference` (relative to `effectFile`'s folder unless absolute), read exactly as
    /// an image parameter of that effect file would be: inside the asset root, a regular file,
    /// within the size limits. A refusal is a diagnostic (`outsideAssetRoot`, `imageNotFound`,
    /// `notARegularFile`, …) that names `reference`, never the file's contents.
    public func loadImage(_ reference: String, forEffectFile effectFile: String) -> Result<Image, EffectDiagnostic> {
        let access = AssetFileAccess(policy: self, rootFile: effectFile)
        let path = EffectDocumentLoader.resolve(reference, relativeTo: effectFile)
        return access.loadImage(path, reference: reference).mapError {
            EffectDiagnostic($0.code, at: SourceLocation(file: effectFile, line: 0, column: 0), keyPath: "", $0.message)
        }
    }
}
