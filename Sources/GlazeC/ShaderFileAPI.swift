import CGlaze
import FoundationEssentials
import Glaze

// Filters from shader files. Documented in glaze.h.

@_cdecl("glaze_filter_create_from_file")
public func glaze_filter_create_from_file(_ context: OpaquePointer?, _ registry: OpaquePointer?,
                                          _ path: UnsafePointer<CChar>?,
                                          _ outFilter: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        var filters = try Handles.optional(registry, as: RegistryBox.self, role: "registry")?.registry ?? .builtin
        let file = try string(path, "path")
        let out = try output(outFilter, "out_filter")
        let render = try Handles.optional(context, as: ContextBox.self, role: "context")?.use()
        // GLSL that does not compile is a GL error; anything else is a bad file (ShaderFileError.status(of:)).
        let shader = try ShaderFile.load(contentsOf: file)
        try render.map(shader.check(in:))
        try shader.register(into: &filters, as: file)
        let descriptor = try FilterAPI.descriptor(named: file, in: filters)
        out.pointee = try Handles.make(FilterBox(registry: filters, descriptor: descriptor))
    }
}
