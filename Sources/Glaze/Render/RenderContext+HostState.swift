import GlazeCore
import CEpoxy

extension RenderContext {
    /// Whether this is a debug build (``Options/debugChecks``' default).
    public static var isDebugBuild: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    /// Whether calls check GL errors, textures and framebuffers with synchronous queries: in
    /// ``HostStateMode/guarded``, or with ``Options/debugChecks``.
    var checksGL: Bool { options.hostState == .guarded || options.debugChecks }

    /// The start of every public entry point that touches GL: checks the thread and GL context
    /// before any GL call. In ``HostStateMode/guarded`` (and with ``Options/debugChecks``, which
    /// check Glaze's own errors afterwards) it then clears GL errors the host left pending, so
    /// that only errors raised by Glaze's own work are reported as Glaze's; GL cannot raise them
    /// again for the host, so they are logged as a warning (the host's logger sees its own bug)
    /// and counted in ``Counters/hostErrorsCleared``. Otherwise it asks GL nothing: the host's
    /// errors stay pending for the host.
    func beginGLCall() throws {
        try checkThread()
        guard checksGL else { return }
        let pending = GLDebug.takePendingErrors()
        if !pending.isEmpty {
            counters.hostErrorsCleared += pending.count
            options.logger.warning("\(options.name): cleared GL error(s) the host left pending before a Glaze call (raised by the host, not Glaze): \(pending.map(GLDebug.errorName).joined(separator: ", "))")
        }
    }

    /// Tells a ``HostStateMode/tracked`` context that the host has changed GL state since Glaze's
    /// last call: Glaze sets all of its state again on its next call. Call it after touching GL
    /// yourself (once per frame is typical). Free; makes no GL call. No effect in other modes.
    public func invalidateHostState() {
        workStateEstablished = false
    }

    /// Forgets what Glaze learnt about borrowed texture `name` (size and internal format, read
    /// once outside ``HostStateMode/guarded``) and the sRGB view it made of the texture's storage
    /// (``SourceColorPath/hardwareView``): call it after deleting, reallocating or redefining a
    /// texture Glaze samples under the same name. Not needed when only the texels change (a view
    /// shows the current texels). Call on the context's GL thread.
    public func invalidate(texture name: UInt32) {
        textureDescriptions[name] = nil
        executor.sources.forgetView(of: name)
    }

    /// What GL says about borrowed texture `name` (``TextureInspection``): read on every render
    /// in ``HostStateMode/guarded``, once per texture otherwise (until ``invalidate(texture:)``).
    func describe(_ name: UInt32) throws -> TextureInspection? {
        guard options.hostState != .guarded else { return try inspect(name) }
        if let known = textureDescriptions[name] { return known }
        let real = try inspect(name)
        if let real { textureDescriptions[name] = real }
        return real
    }

    /// What GL says about texture `name` now, with what the colour paths need (immutability and
    /// the sRGB decode setting, where they matter): synchronous queries, uncached.
    func inspect(_ name: UInt32) throws -> TextureInspection? {
        let sources = executor.sources
        return try TextureInspection.read(name, contextDescribesTextures: capabilities.describesTextures,
                                          readsImmutability: sources.makesTextureViews && sources.usesTextureViews,
                                          readsSRGBDecode: sources.controlsSRGBDecode)
    }

    /// Before a render's GL work: ``HostStateMode/guarded`` snapshots the host's state (for
    /// `textureUnits` units) and sets Glaze's work state where the host's differs;
    /// ``HostStateMode/tracked`` sets Glaze's work state unless it is known to be set;
    /// ``HostStateMode/declared`` sets it.
    func enterGLWork(textureUnits: Int) {
        switch options.hostState {
        case .guarded:
            snapshot.recapture(textureUnits: textureUnits, features: capabilities)
            snapshot.establishGlazeState()
        case .tracked:
            guard !workStateEstablished else { return }
            GLWorkState.glaze.apply(over: .unknown(capabilities), capabilities)
            workStateEstablished = true
        case .declared:
            GLWorkState.glaze.apply(over: .unknown(capabilities), capabilities)
        }
    }

    /// After a render's GL work: ``HostStateMode/guarded`` restores the snapshot,
    /// ``HostStateMode/tracked`` unbinds the samplers it bound (the host's textures keep their
    /// own filtering), ``HostStateMode/declared`` leaves the declared state
    /// (``GLStateSnapshot/leaveDeclared``) and, with ``Options/debugChecks``, logs where the real
    /// state differs from it.
    func leaveGLWork(textureUnits: Int) {
        switch options.hostState {
        case .guarded:
            snapshot.restore()
        case .tracked:
            executor.unbindSamplers()
        case .declared:
            GLStateSnapshot.leaveDeclared(framebuffer: hostDrawFramebuffer, textureUnits: textureUnits)
            if options.debugChecks { checkDeclaredState(textureUnits: textureUnits) }
        }
    }

    /// Compares the host state with the declared contract and logs each difference (debug checks).
    func checkDeclaredState(textureUnits: Int) {
        let real = GLStateSnapshot.capture(textureUnits: textureUnits, features: capabilities)
        let differences = real.differences(fromDeclared: hostDrawFramebuffer)
        guard !differences.isEmpty else { return }
        options.logger.warning("\(options.name): the GL state after a declared-mode call differs from the contract: \(differences.joined(separator: "; "))")
    }

    /// Runs `work` with Glaze's values for every ``GLWorkState`` item (pixel store, polygon mode,
    /// …): in ``HostStateMode/guarded`` the host's are put back afterwards; in the other modes
    /// they are left at Glaze's values (the declared state); for GL work outside a render
    /// (readback).
    func withGlazeWorkState<T>(_ work: () throws -> T) rethrows -> T {
        guard options.hostState == .guarded else {
            enterGLWork(textureUnits: 0)
            return try work()
        }
        let host = GLWorkState.establish(capabilities)
        defer { host.restore(capabilities) }
        return try work()
    }
}
