import CGlaze

// glaze_run.h: the functions `glaze run`'s interposer (libglazerun.so) calls at a program's
// swaps. Handles are retained objects passed as opaque pointers; the interposer calls each on
// the swapping thread with its lock held.

@_cdecl("glaze_run_session_start")
public func glaze_run_session_start(_ executable: UnsafePointer<CChar>?, _ log: glaze_run_log_function?) -> OpaquePointer? {
    guard let log else { return nil }
    let path = executable.map { String(cString: $0) } ?? ""
    guard let session = RunSession.start(executable: path, log: RunLog(function: log)) else { return nil }
    return OpaquePointer(Unmanaged.passRetained(session).toOpaque())
}

@_cdecl("glaze_run_session_key")
public func glaze_run_session_key(_ session: OpaquePointer?, _ key: Int32) -> UnsafePointer<CChar>? {
    guard let session else { return nil }
    return Unmanaged<RunSession>.fromOpaque(UnsafeRawPointer(session)).takeUnretainedValue().keyName(key)
}

@_cdecl("glaze_run_session_enabled_on_launch")
public func glaze_run_session_enabled_on_launch(_ session: OpaquePointer?) -> Int32 {
    guard let session else { return 0 }
    return Unmanaged<RunSession>.fromOpaque(UnsafeRawPointer(session)).takeUnretainedValue().settings.enabledOnLaunch ? 1 : 0
}

@_cdecl("glaze_run_presenter_create")
public func glaze_run_presenter_create(_ session: OpaquePointer?) -> OpaquePointer? {
    guard let session else { return nil }
    let owner = Unmanaged<RunSession>.fromOpaque(UnsafeRawPointer(session)).takeUnretainedValue()
    guard let presenter = RunPresenter.make(session: owner) else { return nil }
    return OpaquePointer(Unmanaged.passRetained(presenter).toOpaque())
}

@_cdecl("glaze_run_presenter_frame")
public func glaze_run_presenter_frame(_ presenter: OpaquePointer?, _ surface: UnsafePointer<glaze_run_surface>?,
                                      _ input: UnsafePointer<glaze_run_input>?, _ swap: Int64) -> Int32 {
    guard let presenter, let surface, let input, surface.pointee.width > 0, surface.pointee.height > 0 else { return 0 }
    let frameWork = Unmanaged<RunPresenter>.fromOpaque(UnsafeRawPointer(presenter)).takeUnretainedValue()
    return frameWork.frame(surface: surface.pointee, input: input.pointee, swap: swap) ? 1 : 0
}

@_cdecl("glaze_run_presenter_destroy")
public func glaze_run_presenter_destroy(_ presenter: OpaquePointer?) {
    guard let presenter else { return }
    Unmanaged<RunPresenter>.fromOpaque(UnsafeRawPointer(presenter)).release()
}
