import Glaze

/// Which files an effect file may read (`extends:` bases, images, `.glsl` shader files), and how
/// much of them (shader files: at most `ShaderFile.maximumBytes`).
///
/// By default an effect file reads only regular files inside its own folder (the asset root),
/// of bounded size: `../` or absolute paths that leave the root and symlinks pointing out of it
/// are refused, and so are FIFOs, devices, sockets and folders (opened non-blocking, so nothing
/// can hang). Name other roots, or allow any path explicitly, for trusted files.
public struct AssetAccessPolicy: Sendable, Hashable {
    /// Folders files must lie inside (after resolving symlinks). Empty (the default): the folder
    /// of the effect file being loaded.
    public var roots: [String]
    /// When true, any path is allowed; the regular-file and size rules still apply. Default false.
    public var allowsAnyPath: Bool
    /// Largest effect file (the root file and each base), in bytes. Default 1 MiB.
    public var maximumEffectFileBytes: Int
    /// Largest image file, in bytes. Default 32 MiB.
    public var maximumImageFileBytes: Int
    /// Limits on an image's declared size, checked from its header before decoding. Default:
    /// 8192 pixels per side, 128 MiB decoded.
    public var imageLimits: PNGFile.Limits

    /// A policy; every argument has the default described on its property.
    public init(roots: [String] = [], allowsAnyPath: Bool = false, maximumEffectFileBytes: Int = 1 << 20,
                maximumImageFileBytes: Int = 32 << 20,
                imageLimits: PNGFile.Limits = PNGFile.Limits(maximumDimension: 8192, maximumDecodedBytes: 128 << 20)) {
        self.roots = roots
        self.allowsAnyPath = allowsAnyPath
        self.maximumEffectFileBytes = maximumEffectFileBytes
        self.maximumImageFileBytes = maximumImageFileBytes
        self.imageLimits = imageLimits
    }

    /// Regular files inside the effect file's folder, with the default sizes.
    public static let `default` = AssetAccessPolicy()

    /// Any path the process can read, with the default sizes (trusted files only).
    public static let anyPath = AssetAccessPolicy(allowsAnyPath: true)
}
