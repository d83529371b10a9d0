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

    /// The shader file `reference` (relative to `effectFile`'s folder unless absolute), read and
    /// parsed as an effect file's `kernel:` or `transition:` would be: inside the asset root, a
    /// regular file, within ``ShaderFile/maximumBytes``. Nil when refused, unreadable or invalid.
    package func loadShaderFile(_ reference: String, forEffectFile effectFile: String) -> ShaderFile? {
        guard case .success(let (path, text)) = readShaderFile(reference, forEffectFile: effectFile) else { return nil }
        return try? ShaderFile.parse(text, name: KernelFile.defaultName(forFile: path), origin: path)
    }

    /// The text of shader file `reference` (a `.glsl` path relative to `effectFile`'s folder
    /// unless absolute) and its resolved path, read as an effect file would read it; the refusal
    /// (`outsideAssetRoot`, `fileNotFound`, …, naming `reference`) otherwise.
    package func readShaderFile(_ reference: String, forEffectFile effectFile: String) -> Result<(path: String, text: String), EffectDiagnostic> {
        let nowhere = SourceLocation(file: effectFile, line: 0, column: 0)
        guard reference.lowercased().hasSuffix(".glsl") else {
            return .failure(EffectDiagnostic(.wrongType, at: nowhere, keyPath: "", "a shader file's path ends in .glsl, got '\(reference)'"))
        }
        let access = AssetFileAccess(policy: self, rootFile: effectFile)
        let path = EffectDocumentLoader.resolve(reference, relativeTo: effectFile)
        switch access.read(path, reference: reference, limit: ShaderFile.maximumBytes) {
        case .failure(let denial):
            return .failure(EffectDiagnostic(denial.code, at: nowhere, keyPath: "", denial.message))
        case .success(let bytes):
            return EffectText.decode(bytes, file: path).map { (path: path, text: $0) }
        }
    }
}
