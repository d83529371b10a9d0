import GlazeCore

/// A texture with a framebuffer rendering into it: the unit the pool hands out.
final class RenderTarget {
    let texture: GLTexture
    let framebuffer: GLFramebuffer
    var lastUsedFrame: Int = 0

    init(texture: GLTexture, framebuffer: GLFramebuffer) {
        self.texture = texture
        self.framebuffer = framebuffer
    }

    var byteCount: Int { texture.byteCount }
}

/// Intermediate render targets reused by size and format. Bounded in bytes: released targets
/// beyond the bound are dropped (deleted at the next frame boundary) oldest first, and targets
/// idle for more than `maximumIdleFrames` frames are dropped by ``trim(frame:)``.
final class TexturePool {
    struct Key: Hashable {
        let width: Int
        let height: Int
        let format: TextureFormat
    }

    /// Upper bound on bytes held by free targets.
    var maximumFreeBytes: Int
    var maximumIdleFrames: Int
    /// Free targets by size and format. Buckets are objects so that taking and returning a
    /// target only reads the dictionary (a mutating dictionary access allocates in debug builds,
    /// and the steady-state frame must not).
    private final class Bucket { var targets: [RenderTarget] = [] }
    private var free: [Key: Bucket] = [:]
    private(set) var freeBytes = 0
    /// Bytes of targets currently handed out.
    private(set) var inUseBytes = 0
    private(set) var createdCount = 0
    private let reaper: GLReaper

    init(reaper: GLReaper, maximumFreeBytes: Int = 256 << 20, maximumIdleFrames: Int = 120) {
        self.reaper = reaper
        self.maximumFreeBytes = maximumFreeBytes
        self.maximumIdleFrames = maximumIdleFrames
    }

    /// Total bytes owned by the pool (free and in use).
    var totalBytes: Int { freeBytes + inUseBytes }

    func acquire(width: Int, height: Int, format: TextureFormat, frame: Int) throws -> RenderTarget {
        let key = Key(width: width, height: height, format: format)
        let target: RenderTarget
        if let reused = free[key]?.targets.popLast() {
            freeBytes -= reused.byteCount
            target = reused
        } else {
            let texture = try GLTexture(width: width, height: height, format: format, label: "glaze intermediate",
                                        reaper: reaper)
            target = RenderTarget(texture: texture, framebuffer: try GLFramebuffer(rendering: texture, reaper: reaper))
            createdCount += 1
        }
        target.lastUsedFrame = frame
        inUseBytes += target.byteCount
        return target
    }

    func release(_ target: RenderTarget, frame: Int) {
        inUseBytes -= target.byteCount
        target.lastUsedFrame = frame
        let key = Key(width: target.texture.width, height: target.texture.height, format: target.texture.format)
        if let bucket = free[key] {
            bucket.targets.append(target)
        } else {
            let bucket = Bucket()
            bucket.targets.append(target)
            free[key] = bucket
        }
        freeBytes += target.byteCount
        // Checked first: building the eviction candidates allocates, and the steady-state frame
        // must not.
        if freeBytes > maximumFreeBytes { evict { _ in self.freeBytes > self.maximumFreeBytes } }
    }

    /// Drops targets idle for longer than `maximumIdleFrames`.
    func trim(frame: Int) {
        let idle = { (target: RenderTarget) in frame - target.lastUsedFrame > self.maximumIdleFrames }
        guard free.values.contains(where: { $0.targets.contains(where: idle) }) else { return }
        evict(while: idle)
    }

    /// Drops every free target (they are deleted at the next frame boundary).
    func releaseAll() {
        free.removeAll()
        freeBytes = 0
    }

    /// Drops free targets, least recently used first, while `shouldEvict` says so.
    private func evict(while shouldEvict: (RenderTarget) -> Bool) {
        let candidates = free.values.flatMap(\.targets).sorted { $0.lastUsedFrame < $1.lastUsedFrame }
        var dropped = Set<ObjectIdentifier>()
        for target in candidates where shouldEvict(target) {
            dropped.insert(ObjectIdentifier(target))
            freeBytes -= target.byteCount
        }
        guard !dropped.isEmpty else { return }
        for key in free.keys {
            free[key]?.targets.removeAll { dropped.contains(ObjectIdentifier($0)) }
            if free[key]?.targets.isEmpty == true { free[key] = nil }
        }
    }
}
