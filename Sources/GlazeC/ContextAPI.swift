import CGlaze
import FoundationEssentials
import Glibc
@_spi(Hosting) import Glaze

// General entry points and render contexts. Each function is documented in glaze.h.

@_cdecl("glaze_last_error_message")
public func glaze_last_error_message() -> UnsafePointer<CChar> {
    LastError.message
}

@_cdecl("glaze_status_name")
public func glaze_status_name(_ status: glaze_status) -> UnsafePointer<CChar> {
    switch status {
    case GLAZE_OK: staticCString("GLAZE_OK")
    case GLAZE_ERROR_NULL_ARGUMENT: staticCString("GLAZE_ERROR_NULL_ARGUMENT")
    case GLAZE_ERROR_INVALID_HANDLE: staticCString("GLAZE_ERROR_INVALID_HANDLE")
    case GLAZE_ERROR_INVALID_ARGUMENT: staticCString("GLAZE_ERROR_INVALID_ARGUMENT")
    case GLAZE_ERROR_UNKNOWN_NAME: staticCString("GLAZE_ERROR_UNKNOWN_NAME")
    case GLAZE_ERROR_WRONG_TYPE: staticCString("GLAZE_ERROR_WRONG_TYPE")
    case GLAZE_ERROR_OUT_OF_RANGE: staticCString("GLAZE_ERROR_OUT_OF_RANGE")
    case GLAZE_ERROR_WRONG_THREAD: staticCString("GLAZE_ERROR_WRONG_THREAD")
    case GLAZE_ERROR_NO_GL_CONTEXT: staticCString("GLAZE_ERROR_NO_GL_CONTEXT")
    case GLAZE_ERROR_GL: staticCString("GLAZE_ERROR_GL")
    case GLAZE_ERROR_RENDER: staticCString("GLAZE_ERROR_RENDER")
    case GLAZE_ERROR_FILE: staticCString("GLAZE_ERROR_FILE")
    case GLAZE_ERROR_EFFECT_FILE: staticCString("GLAZE_ERROR_EFFECT_FILE")
    case GLAZE_ERROR_TIMEOUT: staticCString("GLAZE_ERROR_TIMEOUT")
    case GLAZE_ERROR_BUFFER_TOO_SMALL: staticCString("GLAZE_ERROR_BUFFER_TOO_SMALL")
    case GLAZE_ERROR_UNSUPPORTED: staticCString("GLAZE_ERROR_UNSUPPORTED")
    case GLAZE_ERROR_UNSUPPORTED_GL: staticCString("GLAZE_ERROR_UNSUPPORTED_GL")
    case GLAZE_ERROR_FILTER: staticCString("GLAZE_ERROR_FILTER")
    case GLAZE_ERROR_CONTEXT_LOST: staticCString("GLAZE_ERROR_CONTEXT_LOST")
    case GLAZE_ERROR_INTERNAL: staticCString("GLAZE_ERROR_INTERNAL")
    default: staticCString("GLAZE_STATUS_UNKNOWN")
    }
}

@_cdecl("glaze_version_string")
public func glaze_version_string() -> UnsafePointer<CChar> {
    staticCString("1.0.0")   // glaze.h's GLAZE_VERSION_MAJOR.MINOR.PATCH (CAPIVersionTests)
}

@_cdecl("glaze_version")
public func glaze_version() -> Int32 {
    Int32(GLAZE_VERSION_MAJOR * 10000 + GLAZE_VERSION_MINOR * 100 + GLAZE_VERSION_PATCH)
}

@_cdecl("glaze_string_free")
public func glaze_string_free(_ string: UnsafeMutablePointer<CChar>?) -> glaze_status {
    free(string)
    LastError.clear()
    return GLAZE_OK
}

// MARK: Contexts

@_cdecl("glaze_context_options_init")
public func glaze_context_options_init(_ options: UnsafeMutablePointer<glaze_context_options>?) -> glaze_status {
    capi {
        let out = try output(options, "options")
        out.pointee = glaze_context_options(
            working_space: GLAZE_WORKING_SPACE_LINEAR_SRGB, intermediate_format: GLAZE_TEXTURE_RGBA16F,
            render_scale: 1, enable_fusion: 1, cache_intermediates: 1, pool_byte_limit: 256 << 20, name: nil,
            host_state: GLAZE_HOST_STATE_GUARDED, debug_checks: RenderContext.isDebugBuild ? 1 : 0,
            log_callback: nil, log_user_data: nil, log_level: GLAZE_LOG_INFO, passes_through_failing_effects: 0)
    }
}

@_cdecl("glaze_context_create")
public func glaze_context_create(_ options: UnsafePointer<glaze_context_options>?,
                                 _ outContext: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let out = try output(outContext, "out_context")
        var settings = RenderContext.Options(logger: LogCallback.logger(callback: nil, userData: nil, minimum: GLAZE_LOG_DEBUG))
        if let given = options?.pointee {
            settings.workingSpace = try Check.workingSpace(given.working_space)
            let format = given.intermediate_format == GLAZE_TEXTURE_SRGB8_ALPHA8
                ? .srgb8Alpha8 : try Check.textureFormat(given.intermediate_format)
            guard format != .rgba32Float else {
                throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                                "intermediate_format must be GLAZE_TEXTURE_RGBA16F, GLAZE_TEXTURE_RGBA8 or GLAZE_TEXTURE_SRGB8_ALPHA8")
            }
            settings.intermediateFormat = format
            guard given.render_scale.isFinite, given.render_scale > 0 else {
                throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                                "render_scale \(given.render_scale) is not in (0, 1] (fill the options with glaze_context_options_init first)")
            }
            settings.renderScale = min(1, max(1.0 / 64, given.render_scale))
            settings.enablesFusion = given.enable_fusion != 0
            settings.cachesIntermediates = given.cache_intermediates != 0
            settings.poolByteLimit = Int(clamping: given.pool_byte_limit)
            if let name = given.name { settings.name = String(cString: name) }
            settings.hostState = try Check.hostState(given.host_state)
            settings.debugChecks = given.debug_checks != 0
            guard (GLAZE_LOG_DEBUG.rawValue...GLAZE_LOG_ERROR.rawValue).contains(given.log_level.rawValue) else {
                throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "log_level \(given.log_level.rawValue) is not a glaze_log_level (0 debug ... 3 error)")
            }
            settings.logger = LogCallback.logger(callback: given.log_callback, userData: given.log_user_data, minimum: given.log_level)
            settings.passesThroughFailingEffects = given.passes_through_failing_effects != 0
        }
        guard let binding = GLThreadBinding() else {
            throw CAPIError(GLAZE_ERROR_NO_GL_CONTEXT,
                            "no OpenGL context is current on this thread; make the engine's context current before creating a Glaze context")
        }
        let context = try RenderContext(adoptingCurrentGLContext: settings)
        let box = ContextBox(context: context,
                             binding: ThreadBinding(binding: binding, name: settings.name))
        out.pointee = try Handles.make(box)
    }
}

@_cdecl("glaze_context_destroy")
public func glaze_context_destroy(_ context: OpaquePointer?) -> glaze_status {
    capi {
        guard context != nil else { return }
        // Refused off its thread or without its GL context: its GL objects could not be deleted
        // there. On its thread they are deleted now; objects it made that are still alive (a
        // texture, a readback) are deleted when they are destroyed with this GL context current.
        try Handles.get(context, as: ContextBox.self).binding.check()
        try Handles.destroy(context, as: ContextBox.self)?.binding.life.end()
        GLReaper.drainOrphans()
    }
}

@_cdecl("glaze_context_begin_frame")
public func glaze_context_begin_frame(_ context: OpaquePointer?) -> glaze_status {
    capi { try Handles.get(context, as: ContextBox.self).use().beginFrame() }
}

@_cdecl("glaze_context_invalidate_host_state")
public func glaze_context_invalidate_host_state(_ context: OpaquePointer?) -> glaze_status {
    capi { try Handles.get(context, as: ContextBox.self).use().invalidateHostState() }
}

@_cdecl("glaze_context_invalidate_texture")
public func glaze_context_invalidate_texture(_ context: OpaquePointer?, _ texture: UInt32) -> glaze_status {
    capi { try Handles.get(context, as: ContextBox.self).use().invalidate(texture: texture) }
}

@_cdecl("glaze_context_invalidate_framebuffer")
public func glaze_context_invalidate_framebuffer(_ context: OpaquePointer?, _ framebuffer: UInt32) -> glaze_status {
    capi { try Handles.get(context, as: ContextBox.self).use().invalidate(framebuffer: framebuffer) }
}

@_cdecl("glaze_context_release_intermediates")
public func glaze_context_release_intermediates(_ context: OpaquePointer?) -> glaze_status {
    capi { try Handles.get(context, as: ContextBox.self).use().releaseIntermediates() }
}

@_cdecl("glaze_context_get_stats")
public func glaze_context_get_stats(_ context: OpaquePointer?, _ outStats: UnsafeMutablePointer<glaze_stats>?) -> glaze_status {
    capi {
        let render = try Handles.get(context, as: ContextBox.self).use()
        let out = try output(outStats, "out_stats")
        out.pointee = stats(of: render)
    }
}

@_cdecl("glaze_context_stats_string")
public func glaze_context_stats_string(_ context: OpaquePointer?,
                                       _ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> glaze_status {
    capi {
        let render = try Handles.get(context, as: ContextBox.self).use()
        let s = stats(of: render)
        let fields: [(String, Int64)] = [
            ("programsCompiled", s.programs_compiled), ("passesDrawn", s.passes_drawn),
            ("rendersIssued", s.renders_issued), ("finishCalls", s.finish_calls), ("poolBytes", s.pool_bytes),
            ("objectsDeleted", s.objects_deleted), ("frame", s.frame), ("cachedPrograms", s.cached_programs),
            ("pendingDeletions", s.pending_deletions),
        ]
        try returnString("{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}", outJSON, "out_json")
    }
}

private func stats(of context: RenderContext) -> glaze_stats {
    let c = context.counters
    return glaze_stats(
        programs_compiled: Int64(c.programsCompiled), passes_drawn: Int64(c.passesDrawn),
        renders_issued: Int64(c.rendersIssued), finish_calls: Int64(c.finishCalls), pool_bytes: Int64(c.poolBytes),
        objects_deleted: Int64(c.objectsDeleted), frame: Int64(context.frame),
        cached_programs: Int64(context.cachedProgramCount), pending_deletions: Int64(context.pendingDeletions))
}

@_cdecl("glaze_context_explain")
public func glaze_context_explain(_ context: OpaquePointer?, _ image: OpaquePointer?, _ region: UnsafePointer<glaze_rect>?,
                                  _ width: Int32, _ height: Int32, _ detailed: Int32,
                                  _ outText: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> glaze_status {
    capi {
        let render = try Handles.get(context, as: ContextBox.self).use()
        let source = try Handles.get(image, as: ImageBox.self, role: "image").image
        let area = try Check.region(region, of: source, "region")
        var size: Size?
        if width != 0 || height != 0 {
            let (w, h) = try Check.size(width, height, "target size")
            size = Size(w, h)
        }
        let plan = render.explain(source, region: area, size: size)
        var text = "\(plan.passCount) pass(es), \(plan.intermediateBytes) intermediate bytes\n" + plan.description
        if detailed != 0 { text += "\n\n" + plan.detailedDescription }
        try returnString(text, outText, "out_text")
    }
}

@_cdecl("glaze_context_prepare")
public func glaze_context_prepare(_ context: OpaquePointer?, _ image: OpaquePointer?, _ region: glaze_rect,
                                  _ width: Int32, _ height: Int32) -> glaze_status {
    capi {
        let render = try Handles.get(context, as: ContextBox.self).use()
        let source = try Handles.get(image, as: ImageBox.self, role: "image").image
        let area = try Check.rect(region, "region")
        let (w, h) = try Check.size(width, height, "target size")
        try render.prepare(source, region: area, size: Size(w, h))
    }
}

// MARK: Logging and introspection

@_cdecl("glaze_set_log_callback")
public func glaze_set_log_callback(_ callback: glaze_log_callback?, _ userData: UnsafeMutableRawPointer?,
                                   _ minLevel: glaze_log_level) -> glaze_status {
    capi {
        guard (GLAZE_LOG_DEBUG.rawValue...GLAZE_LOG_ERROR.rawValue).contains(minLevel.rawValue) else {
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "min_level \(minLevel.rawValue) is not a glaze_log_level (0 debug ... 3 error)")
        }
        let target = callback.map { LogCallback(callback: $0, userData: UInt(bitPattern: userData), minimum: minLevel) }
        LogCallback.global.withLock { $0 = target }
    }
}

@_cdecl("glaze_context_get_info")
public func glaze_context_get_info(_ context: OpaquePointer?, _ outInfo: UnsafeMutablePointer<glaze_context_info>?) -> glaze_status {
    capi {
        let render = try Handles.get(context, as: ContextBox.self).use()
        let out = try output(outInfo, "out_info")
        let gl = render.capabilities
        func flag(_ value: Bool) -> Int32 { value ? 1 : 0 }
        func format(_ value: TextureFormat) -> glaze_texture_format {
            switch value {
            case .rgba8, .r8: GLAZE_TEXTURE_RGBA8
            case .rgba16Float: GLAZE_TEXTURE_RGBA16F
            case .rgba32Float: GLAZE_TEXTURE_RGBA32F
            case .srgb8Alpha8: GLAZE_TEXTURE_SRGB8_ALPHA8
            }
        }
        out.pointee = glaze_context_info(
            api: gl.api == .gles ? GLAZE_GL_ES : GLAZE_GL_DESKTOP, gl_version: Int32(gl.version),
            requested_intermediate_format: format(render.options.intermediateFormat),
            intermediate_format: format(render.intermediateFormat),
            working_space: render.options.workingSpace == WorkingSpace.none ? GLAZE_WORKING_SPACE_NONE : GLAZE_WORKING_SPACE_LINEAR_SRGB,
            render_scale: render.options.renderScale,
            passes_through_failing_effects: flag(render.options.passesThroughFailingEffects),
            effects_passed_through: Int64(render.counters.effectsPassedThrough),
            renders_to_float: flag(gl.rendersToFloat), renders_to_half_float: flag(gl.rendersToHalfFloat),
            clamps_to_border: flag(gl.clampsToBorder), controls_framebuffer_srgb: flag(gl.controlsFramebufferSRGB),
            filters_float_linearly: flag(gl.filtersFloatLinearly), has_debug_output: flag(gl.hasDebugOutput),
            describes_textures: flag(gl.describesTextures))
    }
}

@_cdecl("glaze_context_capabilities_string")
public func glaze_context_capabilities_string(_ context: OpaquePointer?,
                                              _ outText: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> glaze_status {
    capi {
        let render = try Handles.get(context, as: ContextBox.self).use()
        try returnString(render.capabilities.summary, outText, "out_text")
    }
}

@_cdecl("glaze_context_prepare_transitions")
public func glaze_context_prepare_transitions(_ context: OpaquePointer?, _ registry: OpaquePointer?,
                                              _ names: UnsafePointer<UnsafePointer<CChar>?>?, _ count: Int,
                                              _ from: OpaquePointer?, _ to: OpaquePointer?, _ region: glaze_rect,
                                              _ width: Int32, _ height: Int32) -> glaze_status {
    capi {
        let render = try Handles.get(context, as: ContextBox.self).use()
        let filters = try Handles.optional(registry, as: RegistryBox.self, role: "registry")?.registry ?? .builtin
        let source = try Handles.get(from, as: ImageBox.self, role: "from").image
        let target = try Handles.get(to, as: ImageBox.self, role: "to").image
        let area = try Check.rect(region, "region")
        let (w, h) = try Check.size(width, height, "target size")
        let list = try names.map { names in
            try (0..<max(0, count)).map { try string(names[$0], "names[\($0)]") }
        }
        try render.prepareTransitions(named: list, registry: filters, from: source, to: target, region: area, size: Size(w, h))
    }
}
