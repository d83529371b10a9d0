/// What Glaze leaves behind in the host's GL state after each call: a contract the engine
/// chooses (``RenderContext/Options/hostState``). The article "Host GL state" tables what each
/// mode changes and restores.
///
/// On a driver that runs GL on a thread of its own (NVIDIA's threaded optimisation, Mesa's
/// glthread, mobile drivers) every `glGet*`, `glIs*`, `glGetError` and
/// `glCheckFramebufferStatus` waits for that thread to catch up; ``guarded`` makes such queries
/// on every call, ``tracked`` and ``declared`` make none in a steady-state frame.
public enum HostStateMode: String, Sendable, CaseIterable {
    /// Snapshot and restore (the default, for tools and unknown hosts): every piece of state Glaze
    /// touches is read before a call and put back after it, and GL errors the host left pending
    /// are cleared (and logged) first. About 80 synchronous queries per render.
    case guarded
    /// Glaze queries nothing and restores nothing; it remembers the state it set (pixel store,
    /// rasterizer switches, …) and sets it again only after the host calls
    /// ``RenderContext/invalidateHostState()``, which a host must do whenever it touched GL
    /// itself since Glaze's last call (the sokol model). After a call, bindings, viewport and
    /// switches are as Glaze's last pass left them, except sampler objects: none is left bound.
    case tracked
    /// Glaze queries nothing, sets everything it needs on every call and leaves a documented
    /// state behind (the NanoVG/librashader model; see the article's table). With
    /// ``RenderContext/Options/debugChecks`` the real state is compared with the contract after
    /// every call and differences are logged.
    case declared
}
