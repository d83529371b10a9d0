import CGlaze
import Glaze
import GlazeEffects

// The live link to `glaze studio --live` (glaze_live_link_*). Each function is documented in glaze.h.

/// A `glaze_live_link`: a ``LiveLink`` previewing on a `glaze_effect_library`.
///
/// `@unchecked Sendable`: the link (not `Sendable`: its frame state) is only used inside
/// `link`'s lock, so calls from several threads run one at a time; its GL work runs in
/// `glaze_live_link_update`, whose context handle is checked for its thread first.
final class LiveLinkBox: HandleBox, @unchecked Sendable {
    static let kind = HandleKind.liveLink
    let link: Locked<LiveLink>
    let url: String

    init(_ link: LiveLink) {
        url = link.url
        self.link = Locked(link)
    }
}

@_cdecl("glaze_live_link_start")
public func glaze_live_link_start(_ library: OpaquePointer?, _ port: Int32,
                                  _ outLink: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let box = try Handles.get(library, as: EffectLibraryBox.self, role: "library")
        let out = try output(outLink, "out_link")
        guard (0...65535).contains(port) else {
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "port is \(port); give 0 (any free port) to 65535")
        }
        let link: LiveLink
        do throws(LiveLinkError) {
            link = try LiveLink(target: box, port: Int(port))
        } catch {
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "\(error.message) (give another port, or 0 for any free one)")
        }
        out.pointee = try Handles.make(LiveLinkBox(link))
    }
}

@_cdecl("glaze_live_link_get_url")
public func glaze_live_link_get_url(_ link: OpaquePointer?,
                                    _ outURL: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> glaze_status {
    capi { try returnString(try Handles.get(link, as: LiveLinkBox.self, role: "link").url, outURL, "out_url") }
}

@_cdecl("glaze_live_link_update")
public func glaze_live_link_update(_ link: OpaquePointer?, _ context: OpaquePointer?, _ frame: OpaquePointer?,
                                   _ region: UnsafePointer<glaze_rect>?, _ time: Double) -> glaze_status {
    capi {
        let box = try Handles.get(link, as: LiveLinkBox.self, role: "link")
        let render = try Handles.get(context, as: ContextBox.self, role: "context").use()
        let image = try Handles.get(frame, as: ImageBox.self, role: "frame").image
        let shown = try Check.region(region, of: image, "region")
        let seconds = try Check.finite(time, "time_seconds")
        box.link.withLock { $0.update(frame: image, region: shown, in: render, time: seconds) }
    }
}

@_cdecl("glaze_live_link_stop")
public func glaze_live_link_stop(_ link: OpaquePointer?) -> glaze_status {
    capi { try Handles.destroy(link, as: LiveLinkBox.self)?.link.withLock { $0.stop() } }
}
