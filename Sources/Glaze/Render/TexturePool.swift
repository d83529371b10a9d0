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
    private var free: [Key: [RenderTarget]] = [:]
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
    var freeCount: Int { free.values.reduce(0) { $0 + $1.count } }

    func acquire(width: Int, height: Int, format: TextureFormat, frame: Int) throws -> RenderTarget {
        let key = Key(width: width, height: height, format: format)
        let target: RenderTarget
        if let reused = free[key]?.popLast() {
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
        free[key, default: []].append(target)
        freeBytes += target.byteCount
        evict { _ in self.freeBytes > self.maximumFreeBytes }
    }

    /// Drops targets idle for longer than `maximumIdleFrames`.
    func trim(frame: Int) {
        evict { frame - $0.lastUsedFrame > self.maximumIdleFrames }
    }

    /// Drops every free target (they are deleted at the next frame boundary).
    func releaseAll() {
        free.removeAll()
        freeBytes = 0
    }

    /// Drops free targets, least recently used first, while `shouldEvict` says so.
    private func evict(while shouldEvict: (RenderTarget) -> Bool) {
        let candidates = free.values.flatMap { $0 }.sorted { $0.lastUsedFrame < $1.lastUsedFrame }
        var dropped = Set<ObjectIdentifier>()
        for target in candidates where shouldEvict(target) {
            dropped.insert(ObjectIdentifier(target))
            freeBytes -= target.byteCount
        }
        guard !dropped.isEmpty else { return }
        for key in free.keys {
            free[key]?.removeAll { dropped.contains(ObjectIdentifier($0)) }
            if free[key]?.isEmpty == true { free[key] = nil }
        }
    }
}
