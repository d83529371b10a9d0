/// The result of planning one render: the passes in execution order, the last one drawing into
/// the destination, with the recipe's regions and uniform values. Pure data;
/// `RenderContext.explain` returns it.
public struct RenderPlan: CustomStringConvertible {
    /// One draw: a fused program over a region.
    public struct Pass: CustomStringConvertible {
        /// Position in execution order, from 0.
        public let index: Int
        /// The kernels fused into this pass, inputs first ("colorMatrix×3" when folded).
        public let kernels: [String]
        /// Bytes of every texture this pass samples, each texel counted once: sources in their
        /// format (CPU uploads as RGBA32F, how decoded uploads are stored), earlier passes in the
        /// intermediate format, lookup tables as RGBA16F. The floor of what the pass reads.
        public var bytesRead = 0
        /// The working-space region this pass computes (its region of interest).
        public let region: Rect
        /// Pixel size of the pass's target.
        public let width: Int
        /// Pixel height of the pass's target.
        public let height: Int
        /// The intermediate's format; nil when the pass draws into the destination.
        public let format: TextureFormat?
        /// The emitted fragment program (generated once per plan structure).
        public var fragmentSource: String { program.source }
        /// Earlier passes this one reads.
        public let readsPasses: [Int]
        /// Texture reads per pixel of this pass: every tap of its kernels (as they declare them)
        /// times the fetches of what each tap reads (1 for a filtered or single-texel read, 4
        /// where texels are decoded in GLSL before they are mixed), plus lookup tables. Nil
        /// where a kernel of the pass does not declare its taps.
        public var textureFetches: Int? { program.textureFetches }

        /// The sampled textures and where each uniform's value came from.
        let program: ProgramEmitter.Program
        /// Uniform values for this plan's recipe, in the program's order.
        let uniforms: [(name: String, value: UniformValue)]
        /// Maps working space to target pixels: p = origin + fragCoord * scale.
        let destinationOrigin: Point
        let destinationScaleX: Double
        let destinationScaleY: Double
        /// Index of the last pass that reads this one's output; nil if none.
        let lastReader: Int?

        /// The uniform values of this plan's recipe, one `name=v1,v2,…` line each (matrices
        /// column-major; lookup tables by size), `glaze_destMap` first: the mapping
        /// p = destMap.xy + fragCoord · destMap.zw from the target's pixels to working space;
        /// then what each sampler reads (`glaze_tex0=pass 2`, `=source`, `=lookup table`).
        public var uniformText: String {
            let samplers = program.textures.map { texture in
                switch texture.source {
                case .source: "\(texture.samplerUniform)=source"
                case .pass(let pass): "\(texture.samplerUniform)=pass \(pass)"
                case .lookupTable: "\(texture.samplerUniform)=lookup table"
                }
            }
            func list(_ v: [Float]) -> String { v.map { "\($0)" }.joined(separator: ",") }
            let map = [destinationOrigin.x, destinationOrigin.y, destinationScaleX, destinationScaleY].map { Float($0) }
            return (["glaze_destMap=\(list(map))"] + uniforms.map { name, value in
                switch value {
                case .float(let a): return "\(name)=\(list([a]))"
                case .vec2(let a, let b): return "\(name)=\(list([a, b]))"
                case .vec3(let a, let b, let c): return "\(name)=\(list([a, b, c]))"
                case .vec4(let a, let b, let c, let d): return "\(name)=\(list([a, b, c, d]))"
                case .int(let a): return "\(name)=\(a)"
                case .mat3(let m), .mat4(let m), .floatArray(let m), .vec4Array(let m): return "\(name)=\(list(m))"
                case .lookupTable(let t): return "\(name)=lookup table \(t.size)"
                }
            } + samplers).joined(separator: "\n")
        }

        /// Whether this pass draws into the destination (the last one).
        public var isFinal: Bool { format == nil }

        /// A kernel entry for people: "colorMatrix×2" reads "colorMatrix×2 (folded into one matrix)".
        public static func readable(_ kernel: String) -> String {
            kernel.hasPrefix("colorMatrix×") ? "\(kernel) (folded into one matrix)" : kernel
        }

        public var description: String {
            "pass \(index): [\(kernels.map(Self.readable).joined(separator: ", "))] region \(region) → \(width)x\(height) \(format.map(\.rawValue) ?? "destination")"
                + (readsPasses.isEmpty ? "" : " reads \(readsPasses.map { "pass \($0)" }.joined(separator: ", "))")
        }
    }

    /// A source of the recipe and how its texels reach the working space.
    public struct Source: CustomStringConvertible, Sendable {
        /// The source's label ("texture 7 64x64", "pixels 16x16", …).
        public let label: String
        /// The colour path it takes in this plan.
        public let colorPath: SourceColorPath

        /// "texture 7 64x64: hardwareView (sRGB view of …)".
        public var description: String { "\(label): \(colorPath.rawValue) (\(colorPath.summary))" }
    }

    /// The passes in execution order; the last draws into the destination.
    public private(set) var passes: [Pass]
    /// Every source of the recipe, in the order the planner visits them, with its colour path.
    public let sources: [Source]

    /// A plan's structure with the geometry and values of one recipe (`graph`).
    init(_ structure: PlanStructure, graph: GraphInfo, placements: [Placement], intermediateFormat: TextureFormat,
         workingSpace: WorkingSpace) {
        sources = graph.order.indices.compactMap { index in
            graph.colorPath(ofSourceAt: index, workingSpace: workingSpace).map {
                Source(label: graph.order[index].label, colorPath: $0)
            }
        }
        passes = structure.passes.map { planned in
            let placement = placements[planned.index]
            return Pass(index: planned.index, kernels: planned.kernels, region: placement.region,
                        width: placement.width, height: placement.height,
                        format: planned.isFinal ? nil : intermediateFormat, readsPasses: planned.readsPasses,
                        program: planned.program,
                        uniforms: planned.program.uniforms.map {
                            ($0.name, $0.source.resolve(graph: graph, placements: placements).uniformValue)
                        },
                        destinationOrigin: placement.destinationOrigin, destinationScaleX: placement.destinationScaleX,
                        destinationScaleY: placement.destinationScaleY, lastReader: planned.lastReader)
        }
        for index in passes.indices {
            passes[index].bytesRead = passes[index].program.textures.reduce(0) { total, texture in
                switch texture.source {
                case .source(let node):
                    guard case .source(let source) = graph.order[node].operation else { return total }
                    let bytes: Int
                    if case .pixels = source.content { bytes = TextureFormat.rgba32Float.bytesPerPixel } else {
                        bytes = source.textureFormat.bytesPerPixel
                    }
                    return total + source.width * source.height * bytes
                case .pass(let producer):
                    return total + placements[producer].width * placements[producer].height * intermediateFormat.bytesPerPixel
                case .lookupTable(let node, let parameter):
                    guard case .kernel(let app) = graph.order[node].operation, parameter < app.values.count,
                          case .lookupTable(let table) = app.values[parameter] else { return total }
                    return total + table.size * table.size * table.size * TextureFormat.rgba16Float.bytesPerPixel
                }
            }
        }
    }

    /// Number of passes (draw calls).
    public var passCount: Int { passes.count }

    /// Bytes of intermediate textures the plan needs (each pass's output, before pooling).
    public var intermediateBytes: Int {
        var total = 0
        for pass in passes {
            if let format = pass.format { total += pass.width * pass.height * format.bytesPerPixel }
        }
        return total
    }

    public var description: String {
        (passes.map(\.description) + sources.map { "source \($0)" }).joined(separator: "\n")
    }

    /// The plan with every pass's uniform values and emitted GLSL.
    public var detailedDescription: String {
        passes.map {
            "\($0)\n--- uniforms of pass \($0.index) ---\n\($0.uniformText)\n--- fragment shader of pass \($0.index) ---\n\($0.fragmentSource)"
        }.joined(separator: "\n\n")
    }
}
