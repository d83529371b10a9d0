import GlazeCore

/// The rule that keeps depth distances out of 8-bit intermediates: an intermediate that holds
/// distances (linearised depth, a circle of confusion in pixels, ambient occlusion's depth) would
/// clamp them to 0...1, so a plan that needs one on a context whose intermediates are `rgba8`
/// fails, naming the filter, instead of drawing wrong pixels. Depth read in the pass that
/// linearises it (``DepthFog``, ``DepthView``) needs no intermediate and is not affected.
enum DistancePrecision {
    /// Filters whose own intermediates hold distances (kernel name prefixes), except their final
    /// colour kernels.
    static let filters = ["depthOfField", "ambientOcclusion", "depthOutline"]
    static let colorKernels: Set<String> = ["depthOfFieldCombine", "ambientOcclusionApply", "depthOutline"]
    /// Steps of a pass that move or clip pixels without changing them.
    static let geometrySteps: Set<String> = ["clampToExtent", "crop", "transform", "cached"]

    /// The error for the first pass of `structure` whose intermediate would hold distances, or
    /// nil when intermediates are float (or no pass keeps a distance).
    static func violation(of structure: PlanStructure, intermediateFormat: TextureFormat,
                          capabilities: GLCapabilities) -> RenderError? {
        guard intermediateFormat == .rgba8 else { return nil }
        for pass in structure.passes where !pass.isFinal {
            // The pass's output kernel: its steps are listed inputs first, and the geometry steps
            // after a kernel (a clamp for a filter's taps, a crop) keep its values.
            guard let name = pass.kernels.last(where: { !geometrySteps.contains($0) }) else { continue }
            let filter: String?
            if name == "linearizeDepth" {
                // Depth kept for a filter that reads it at several places: name that reader.
                let readers = structure.passes.filter { $0.readsPasses.contains(pass.index) }.flatMap(\.kernels)
                filter = readers.lazy.compactMap(Self.filter(of:)).first ?? "a filter reading depth at several places"
            } else {
                filter = colorKernels.contains(name) ? nil : Self.filter(of: name)
            }
            guard let filter else { continue }
            let why = capabilities.canRender(to: .rgba16Float)
                ? "the context's options ask for rgba8 intermediates"
                : "rendering into float textures needs GL_EXT_color_buffer_half_float or GL_EXT_color_buffer_float, which this OpenGL ES \(capabilities.version / 10).\(capabilities.version % 10) context lacks"
            return RenderError(.capabilityMissing,
                               "\(filter) keeps distances in an intermediate (kernel \(name)), which needs float colour buffers: \(why); an rgba8 intermediate would clamp them to 0...1")
        }
        return nil
    }

    /// Whether filter `name` is one whose renders fail where intermediates are `format`.
    static func refuses(_ name: String, intermediateFormat format: TextureFormat) -> Bool {
        format == .rgba8 && filters.contains(name)
    }

    /// The depth filter kernel `name` belongs to, if any.
    private static func filter(of name: String) -> String? {
        filters.first { name.hasPrefix($0) }
    }
}
