import GlazeCore

/// A one-off texture effect: an expensive recipe (blur a background layer by its depth, bloom a
/// sprite into a glow, bake fog) rendered once into a texture the game draws with its own
/// geometry, and rendered again only when the source's content version or the recipe changes.
///
/// ``update(_:region:sourceVersion:using:)`` may run on the game's context or on a loader
/// thread's shared context; the game takes the result with ``acquire(in:)``, which hands out a
/// texture only once the producer's fence has passed (and makes the game's GL stream wait on
/// it), so the game can never bind a half-rendered texture. Until the first bake is ready it
/// returns nil.
public final class BakedTexture: Sendable {
    private struct State {
        var key: Key?
        /// The newest bake, possibly still rendering.
        var pending: SharedTexture?
        /// The newest bake known to be finished.
        var ready: SharedTexture?
        var renderCount = 0
    }

    private struct Key: Equatable {
        let fingerprint: Int
        let sourceVersion: Int
        let region: Rect
    }

    private let state = Locked(State())
    /// Texture format of the result.
    public let format: TextureFormat

    /// An empty bake whose textures will have `format`.
    public init(format: TextureFormat = .rgba8) {
        self.format = format
    }

    /// How many times the effect has been rendered.
    public var renderCount: Int { state.withLock { $0.renderCount } }

    /// Renders `image` if its recipe (parameters, sources) or `sourceVersion` changed since the
    /// last bake; otherwise does nothing. Call as often as you like (e.g. every frame).
    ///
    /// - Parameters:
    ///   - image: the recipe to bake.
    ///   - region: the working-space region to render (default: the image's extent, which must be finite).
    ///   - sourceVersion: bump it when the source texture's *contents* change (Glaze cannot see
    ///     writes into a texture it borrowed).
    ///   - context: the render context of the thread doing the work (game or loader).
    /// - Returns: whether a render was issued.
    @discardableResult
    public func update(_ image: Image, region: Rect? = nil, sourceVersion: Int = 0,
                       using context: RenderContext) throws -> Bool {
        let area = try context.resolveRegion(region, of: image)
        let key = Key(fingerprint: image.fingerprint, sourceVersion: sourceVersion, region: area)
        if state.withLock({ $0.key == key }) { return false }
        let produced = try context.makeSharedTexture(image, from: area, format: format)
        state.withLock {
            $0.key = key
            $0.pending = produced
            $0.renderCount += 1
        }
        return true
    }

    /// The newest finished bake as an image (an older finished one while a newer bake is still
    /// rendering), or nil when none has finished yet. Call on the game's thread with its context.
    public func acquire(in context: RenderContext) throws -> Image? {
        try context.beginGLCall()
        return try newestReady()?.acquire(in: context)
    }

    /// Like ``acquire(in:)`` but returns the texture name for the game's own draws.
    public func acquireTextureName(in context: RenderContext) throws -> UInt32? {
        try context.beginGLCall()
        return try newestReady()?.acquireTextureName(in: context)
    }

    private func newestReady() -> SharedTexture? {
        state.withLock { state in
            if let pending = state.pending, pending.isReady {
                state.ready = pending
                state.pending = nil
            }
            return state.ready
        }
    }
}
