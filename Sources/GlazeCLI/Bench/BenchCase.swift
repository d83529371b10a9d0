import Glaze

/// What one benchmark case measures, built from filters looked up by name in the registry (so a
/// filter that is not registered yet makes an error entry instead of a crash or a silent skip).
struct BenchCase {
    enum Work {
        /// Renders `build(input)` as a dependent chain: each step's input is the previous
        /// step's output texture. `fusion: false` renders one pass per kernel.
        case chain(fusion: Bool, build: (BenchInputs, Image) throws -> Image)
        /// Renders the input into a new texture and reads it back with `glReadPixels`.
        case readbackSync
        /// The same through a pixel-pack buffer: issue every readback of a run, then complete them.
        case readbackAsync
        /// Compiles every program of `build`'s chain in a new ``RenderContext``.
        case compileCold(build: (BenchInputs, Image) throws -> Image)
        /// The same with the context's program cache already holding them.
        case compileWarm(build: (BenchInputs, Image) throws -> Image)
        /// Glaze's CPU time per frame on the calling thread: the thread CPU clock around the
        /// render call only (GL driver submission included; the recipe is rebuilt every frame,
        /// outside the clock, as a game with animated values does). `linearSource`: the input
        /// is declared linear instead of sRGB (no decode pass in front of sampling kernels).
        case cpu(linearSource: Bool = false, build: (BenchInputs, Image) throws -> Image)
    }

    let name: String
    /// One line for `--list` and the docs.
    let summary: String
    let work: Work
    /// The filter a per-category case picked, when it is known before running.
    var filter: String? = nil
    /// The render context's intermediate format (chain cases): `.srgb8Alpha8` cases compare
    /// with the same case at the default `.rgba16Float` in one run.
    var intermediateFormat = TextureFormat.rgba16Float
}

/// The images every case can use, made once per run of the benchmark.
struct BenchInputs {
    let registry: FilterRegistry
    let size: PixelSize
    /// The synthetic game scene (opaque): an RGBA8 texture declared sRGB.
    let scene: Image
    /// A second pattern for image parameters (masks, backgrounds): an RGBA8 texture, straight alpha.
    let pattern: Image
    /// Linear distance from a `GL_DEPTH_COMPONENT32F` depth texture of a synthetic 3D scene
    /// (``BenchCase/makeDepthTexture(size:)``), as a game hands Glaze its depth buffer.
    let depth: Image
    var rect: Rect { Rect(0, 0, size.width, size.height) }
}

extension BenchCase {
    /// The six colour filters of the fusion benchmark, with values that are not the identity
    /// (an identity filter may be skipped, which would flatter the chain).
    static let chain6: [(name: String, values: [String: ParameterValue])] = [
        ("colorControls", ["saturation": .number(1.2), "brightness": .number(0.02), "contrast": .number(1.1)]),
        ("hueAdjust", ["angle": .number(0.4)]),
        ("exposureAdjust", ["ev": .number(0.3)]),
        ("sepiaTone", ["intensity": .number(0.4)]),
        ("vignette", ["intensity": .number(0.6), "radius": .number(1.2)]),
        ("colorMatrix", ["rVector": .vector([0.9, 0.1, 0, 0]), "gVector": .vector([0.05, 0.9, 0.05, 0]),
                         "bVector": .vector([0, 0.1, 0.9, 0]), "biasVector": .vector([0.01, 0.01, 0.02, 0])]),
    ]

    /// Speed goals as the largest median ratio to `copy` (issues 9 and 13), printed next to the
    /// measured ratio.
    static let goals: [String: Double] = [
        "chain6.fused": 1.15,
        "blur.r0.5": 2.2, "blur.r2": 2.2, "blur.r5": 2.2, "blur.r10": 2.2, "blur.r50": 2.2,
        "box.r10": 2.0, "box.r50": 2.0,
        "unsharp": 2.5, "tiltShift": 2.5,
        "lanczos.half": 1.2, "lanczos.double": 2.5,
        "bloom.r50": 3.0,
        "depth.fog": 1.2, "depth.dof": 4.0, "depth.ao": 4.0,
        "fxaa": 1.6, "smaa": 3.5, "afterimage.fused": 1.2,
    ]

    /// The chain the compile cases prepare: the six colour filters (one fused program) and a
    /// Gaussian blur (sampling passes).
    static let compileChain = chain6 + [("gaussianBlur", ["radius": .number(10)])]

    /// The demo's default look: bloom and a subtle vignette (the values of the effect file
    /// `Assets/Effects/default.yaml`).
    static let defaultPreset: [(name: String, values: [String: ParameterValue])] = [
        ("bloom", ["radius": .number(10), "intensity": .number(0.5)]),
        ("vignette", ["intensity": .number(0.35), "radius": .number(1.2)]),
    ]

    /// Per category: candidate representatives, best first, with non-identity values. When none
    /// is registered the first registered filter of the category is used with its defaults.
    static let representatives: [FilterCategory: [(name: String, values: [String: ParameterValue])]] = [
        .colorAdjustment: [("colorControls", ["saturation": .number(1.3), "contrast": .number(1.1)])],
        .colorEffect: [("sepiaTone", ["intensity": .number(0.8)]), ("photoEffectNoir", [:]), ("colorInvert", [:])],
        .blur: [("boxBlur", ["radius": .number(10)]), ("motionBlur", ["radius": .number(20)]),
                ("gaussianBlur", ["radius": .number(10)])],
        .sharpen: [("unsharpMask", [:]), ("sharpenLuminance", [:])],
        .stylize: [("pixellate", ["scale": .number(8)]), ("vignette", ["intensity": .number(0.8)])],
        .distortion: [("twirlDistortion", [:]), ("bumpDistortion", [:]), ("holeDistortion", [:])],
        .geometry: [("lanczosScaleTransform", ["scale": .number(0.5)]), ("straightenFilter", ["angle": .number(0.1)]),
                    ("affineTransform", [:])],
        .compositing: [("sourceOverCompositing", [:]), ("multiplyBlendMode", [:]), ("additionCompositing", [:])],
        .generator: [("checkerboardGenerator", [:]), ("randomGenerator", [:]), ("linearGradient", [:])],
        .reduction: [("areaAverage", [:]), ("areaMaximum", [:])],
        .recipe: [("tiltShift", [:]), ("oldFilm", [:])],
        .transition: [("dissolve", [:])],
    ]

    /// A 32³ colour grade (warm highlights, lifted blue shadows) for the grading cases, and the
    /// same table as a lookup strip image.
    static let gradeTable = LookupTable(size: 32) { c in
        SIMD4(min(1, c.x * 1.08), c.y * 0.97 + 0.02 * c.z, c.z * 0.85 + 0.08 * (1 - c.x), 1)
    }
    static let gradeStrip = gradeTable.stripImage

    /// Every case, in report order.
    static func all(registry: FilterRegistry) -> [BenchCase] {
        var cases: [BenchCase] = [
            BenchCase(name: "copy", summary: "one full-screen pass of the input: the floor every other case is compared with",
                      work: .chain(fusion: true) { inputs, input in input.cropped(to: inputs.rect) }),
            BenchCase(name: "chain6.fused", summary: "colorControls → hueAdjust → exposureAdjust → sepiaTone → vignette → colorMatrix, fused",
                      work: .chain(fusion: true) { _, input in try apply(chain6, to: input) }),
            BenchCase(name: "chain6.unfused", summary: "the same six filters with fusion off (one pass per kernel)",
                      work: .chain(fusion: false) { _, input in try apply(chain6, to: input) }),
        ]
        for (label, radius) in [("0.5", 0.5), ("2", 2), ("5", 5), ("10", 10), ("50", 50)] {
            cases.append(BenchCase(name: "blur.r\(label)", summary: "gaussianBlur, radius \(label) px",
                                   work: .chain(fusion: true) { _, input in
                                       try apply([("gaussianBlur", ["radius": .number(radius)])], to: input)
                                   }))
        }
        for radius in [1, 3, 10, 50] {
            cases.append(BenchCase(name: "box.r\(radius)", summary: "boxBlur, radius \(radius) px",
                                   work: .chain(fusion: true) { _, input in
                                       try apply([("boxBlur", ["radius": .number(Double(radius))])], to: input)
                                   }))
        }
        cases += [
            BenchCase(name: "unsharp", summary: "unsharpMask with its defaults (radius 2.5, intensity 0.5)",
                      work: .chain(fusion: true) { _, input in try apply([("unsharpMask", [:])], to: input) }),
            BenchCase(name: "lanczos.half", summary: "lanczosScaleTransform scale 0.5 (a quarter of the pixels out; × copy at the input size)",
                      work: .chain(fusion: true) { _, input in
                          try apply([("lanczosScaleTransform", ["scale": .number(0.5)])], to: input)
                      }),
            BenchCase(name: "lanczos.double", summary: "lanczosScaleTransform scale 2, the frame-sized corner of the output (× copy at the input size)",
                      work: .chain(fusion: true) { _, input in
                          try apply([("lanczosScaleTransform", ["scale": .number(2)])], to: input)
                      }),
            BenchCase(name: "tiltShift", summary: "tiltShift with its defaults",
                      work: .chain(fusion: true) { _, input in try apply([("tiltShift", [:])], to: input) }),
        ]
        cases += [
            BenchCase(name: "fxaa", summary: "fxaa with its defaults (quality 12) on the synthetic scene",
                      work: .chain(fusion: true) { _, input in try apply([("fxaa", [:])], to: input) }),
            BenchCase(name: "smaa", summary: "smaa with its defaults (luma edges, threshold 0.1): three passes",
                      work: .chain(fusion: true) { _, input in try apply([("smaa", [:])], to: input) }),
            BenchCase(name: "smaa.orthogonal",
                      summary: "smaa without diagonal and corner detection (diagonalDistance 0, cornerRounding 1): their cost against smaa",
                      work: .chain(fusion: true) { _, input in
                          try apply([("smaa", ["diagonalDistance": .number(0), "cornerRounding": .number(1)])], to: input)
                      }),
            BenchCase(name: "afterimage.fused", summary: "afterimage (history: a linear rgba16Float image, as an accumulator's) fused with a vignette: one pass",
                      work: .chain(fusion: true) { inputs, input in
                          try apply([("afterimage", ["history": .image(historyImage(inputs.size)), "halfLife": .number(0.2)]),
                                     ("vignette", ["intensity": .number(0.6)])], to: input)
                      }),
        ]
        cases += [
            BenchCase(name: "grade.cube", summary: "colorCube, a 32³ table (one 3D-texture read per pixel)",
                      work: .chain(fusion: true) { _, input in input.applying(ColorCube(cubeData: gradeTable, srgbDomain: true)) }),
            BenchCase(name: "grade.lookup", summary: "colorLookup, the same table as a 1024×32 strip image (eight texel reads per pixel)",
                      work: .chain(fusion: true) { _, input in
                          input.applying(ColorLookup(lookupImage: gradeStrip, srgbDomain: true))
                      }),
        ]
        for radius in [10, 50] {
            cases.append(BenchCase(name: "bloom.r\(radius)", summary: "bloom, radius \(radius) px, intensity 0.6",
                                   work: .chain(fusion: true) { _, input in
                                       try apply([("bloom", ["radius": .number(Double(radius)), "intensity": .number(0.6)])], to: input)
                                   }))
        }
        // The same recipes with GL_SRGB8_ALPHA8 intermediates (half RGBA16F's bytes, decoded and
        // encoded by GL): the ratio to the rgba16f case is the format's cost in one run.
        for (name, chain) in [("chain6.unfused", chain6), ("blur.r10", [("gaussianBlur", ["radius": ParameterValue.number(10)])]),
                              ("bloom.r10", [("bloom", ["radius": .number(10), "intensity": .number(0.6)])])] {
            cases.append(BenchCase(name: "\(name).srgb8", summary: "\(name) with GL_SRGB8_ALPHA8 intermediates",
                                   work: .chain(fusion: name != "chain6.unfused") { _, input in try apply(chain, to: input) },
                                   intermediateFormat: .srgb8Alpha8))
        }
        cases += [
            BenchCase(name: "transition.dissolve", summary: "dissolve from the input to the scene at progress 0.5",
                      work: .chain(fusion: true) { inputs, input in
                          try transition("dissolve", from: input, to: inputs.scene, inputs: inputs)
                      }),
            BenchCase(name: "readback.sync", summary: "one pass into a new RGBA8 texture, then glReadPixels (blocking)",
                      work: .readbackSync),
            BenchCase(name: "readback.async", summary: "the same through a pixel-pack buffer: issue every readback of a run, then complete each",
                      work: .readbackAsync),
            BenchCase(name: "compile.cold", summary: "compile and link every program of chain6 + gaussianBlur r10 in a new render context",
                      work: .compileCold { _, input in try apply(compileChain, to: input) }),
            BenchCase(name: "compile.warm", summary: "the same with the context's program cache warm (planning and lookup only)",
                      work: .compileWarm { _, input in try apply(compileChain, to: input) }),
        ]
        for category in FilterCategory.allCases {
            cases.append(categoryCase(category, registry: registry))
        }
        cases += depthCases()
        cases += vkBasaltCases()
        cases += gradingCases()
        cases.append(BenchCase(name: "preset.default", summary: "the demo's default look (bloom radius 10 + subtle vignette) on the synthetic scene",
                               work: .chain(fusion: true) { _, input in try apply(defaultPreset, to: input) }))
        cases.append(BenchCase(name: "cpu.preset.default", summary: "CPU per frame (thread clock around render, driver submission included) of preset.default",
                               work: .cpu { _, input in try apply(defaultPreset, to: input) }))
        cases.append(BenchCase(name: "cpu.preset.linear", summary: "cpu.preset.default with the input declared linear: no sRGB decode pass (what that pass costs)",
                               work: .cpu(linearSource: true) { _, input in try apply(defaultPreset, to: input) }))
        cases.append(BenchCase(name: "cpu.chain6.fused", summary: "CPU per frame (thread clock around render, driver submission included) of chain6.fused",
                               work: .cpu { _, input in try apply(chain6, to: input) }))
        return cases
    }

    /// `category.<name>`: a representative filter of the category.
    static func categoryCase(_ category: FilterCategory, registry: FilterRegistry) -> BenchCase {
        let candidates = representatives[category] ?? []
        let chosen = candidates.first { registry.descriptor(named: $0.name)?.category == category }
            ?? registry.descriptors(in: category).first.map { (name: $0.name, values: [String: ParameterValue]()) }
        let name = "category.\(category.rawValue)"
        guard let chosen else {
            return BenchCase(name: name, summary: "a representative \(category.rawValue) filter",
                             work: .chain(fusion: true) { _, _ in
                                 throw BenchError("no \(category.rawValue) filter is registered yet (candidates: \(candidates.map(\.name).joined(separator: ", ")))")
                             })
        }
        return BenchCase(name: name, summary: "a representative \(category.rawValue) filter (\(chosen.name))",
                         work: .chain(fusion: true) { inputs, input in
                             guard let descriptor = inputs.registry.descriptor(named: chosen.name) else {
                                 throw BenchError("no filter named '\(chosen.name)'")
                             }
                             if category == .transition {
                                 return try transition(descriptor.name, from: input, to: inputs.scene, inputs: inputs)
                             }
                             var values = chosen.values
                             for p in descriptor.parameters where p.type == .image && values[p.name] == nil {
                                 values[p.name] = .image(inputs.pattern)
                             }
                             let output = try input.applyingFilter(name: descriptor.name, parameters: values, registry: inputs.registry)
                             // A generator ignores its input; composite it over the input so the
                             // step still reads the previous one (a dependent chain).
                             return descriptor.hasInputImage ? output : output.cropped(to: inputs.rect).composited(over: input)
                         },
                         filter: chosen.name)
    }

    /// Applies the named filters in order (registry lookup; throws for unregistered names).
    static func apply(_ chain: [(name: String, values: [String: ParameterValue])], to input: Image,
                      registry: FilterRegistry = .builtin) throws -> Image {
        try chain.reduce(input) { image, step in
            try image.applyingFilter(name: step.name, parameters: step.values, registry: registry)
        }
    }

    /// A registered transition from `from` to `to` at progress 0.5.
    static func transition(_ name: String, from: Image, to: Image, inputs: BenchInputs) throws -> Image {
        guard let descriptor = inputs.registry.descriptor(named: name) else {
            // Let the registry phrase the error (with suggestions).
            return try from.applyingFilter(name: name, registry: inputs.registry)
        }
        let binding = try TransitionBinding(descriptor)
        var values = binding.values([:], to: to, progress: 0.5)
        for p in descriptor.parameters where p.type == .image && values[p.name] == nil && !p.isOptional {
            values[p.name] = .image(inputs.pattern)
        }
        return try from.applyingFilter(name: descriptor.name, parameters: values, registry: inputs.registry)
    }
}

/// A benchmark case that cannot run (reported as an error entry).
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
