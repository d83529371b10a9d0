import FoundationEssentials

/// An immutable, lazy image recipe: a node in a DAG of sources, kernels and geometry.
///
/// Building an `Image` is cheap and touches no GL; a ``RenderContext`` evaluates it. Coordinates
/// are working-space pixels with the origin at the bottom left. Colour inside the graph is
/// premultiplied; sources state their ``AlphaMode``, ``ImageOrigin`` and ``ColorEncoding``.
public struct Image: Sendable {
    package let node: ImageNode
    /// The filter step that made this image, when it was made by ``applying(_:)`` or
    /// ``applyingFilter(name:parameters:registry:)`` (what `prepare` sweeps).
    var provenance: FilterProvenance?

    package init(node: ImageNode) { self.node = node }

    /// The region where the image is defined (its domain of definition); may be infinite.
    public var extent: Rect { node.extent }

    // MARK: Sources

    /// An image that samples a GL texture owned by the host. See ``TextureReference`` for the
    /// lifetime contract. The texture occupies `(0, 0, width, height)`.
    public init(texture: TextureReference, alphaMode: AlphaMode = .premultiplied, origin: ImageOrigin = .bottomLeft,
                encoding: ColorEncoding? = nil) {
        let source = ImageSource(content: .texture(texture), width: texture.width, height: texture.height,
                                 alphaMode: alphaMode, origin: origin,
                                 encoding: encoding ?? (texture.format.isFloat ? .linear : .sRGB))
        node = ImageNode(.source(source), extent: Rect(0, 0, texture.width, texture.height))
    }

    /// An image of colour attachment 0 of the host framebuffer `name` (`width`×`height` pixels).
    /// A texture attachment is sampled in place; a renderbuffer is copied with one blit at render
    /// time. Same lifetime contract as textures.
    public init(framebuffer name: UInt32, width: Int, height: Int, alphaMode: AlphaMode = .premultiplied,
                encoding: ColorEncoding = .sRGB) {
        let source = ImageSource(content: .framebuffer(name: name, width: width, height: height), width: width,
                                 height: height, alphaMode: alphaMode, origin: .bottomLeft, encoding: encoding)
        node = ImageNode(.source(source), extent: Rect(0, 0, width, height))
    }

    /// An image from CPU pixels. `pixels` rows are bottom-up unless `origin` is `.topLeft`.
    /// Integer formats default to sRGB encoding, float formats to linear.
    public init(pixels: PixelBuffer, alphaMode: AlphaMode = .premultiplied, origin: ImageOrigin = .bottomLeft,
                encoding: ColorEncoding? = nil) {
        let isFloat = pixels.format == .rgba16Float || pixels.format == .rgba32Float
        let source = ImageSource(content: .pixels(pixels, PixelUploadToken()), width: pixels.width,
                                 height: pixels.height, alphaMode: alphaMode, origin: origin,
                                 encoding: encoding ?? (isFloat ? .linear : .sRGB))
        node = ImageNode(.source(source), extent: Rect(0, 0, pixels.width, pixels.height))
    }

    /// Loads a PNG file (8 or 16 bit; straight alpha, sRGB, as PNGs are).
    /// - Throws: ``PNGError`` naming the path when the file is missing or not a PNG.
    public init(contentsOfPNG path: String) throws {
        let pixels = try PNGFile.read(path: path, as: .rgba8)
        self.init(pixels: pixels, alphaMode: .straight, origin: .bottomLeft, encoding: .sRGB)
    }

    /// A single-colour image of infinite extent. `color` is linear, not premultiplied.
    public init(color: SIMD4<Float>) {
        self = Image.generator(kernel: BuiltinKernels.constantColor,
                               values: [.vec4(color.x * color.w, color.y * color.w, color.z * color.w, color.w)])
    }

    /// A transparent image of infinite extent.
    public static var clear: Image { Image(color: SIMD4<Float>(0, 0, 0, 0)) }

    // MARK: Kernels

    /// Applies a zero-input color kernel as an infinite generator.
    package static func generator(kernel: Kernel, values: [UniformValue], extent: Rect = .infinite) -> Image {
        Image(node: ImageNode(.kernel(KernelApplication(kernel: kernel, values: values, regionOfInterest: nil,
                                                        matrixForm: nil, outputScale: 1)),
                              extent: extent))
    }

    /// Applies `kernel` to `inputs` with `values` in the kernel's parameter order.
    ///
    /// - Parameters:
    ///   - kernel: the kernel to run.
    ///   - inputs: its input images, `kernel.inputCount` of them.
    ///   - values: one value per declared parameter, in declaration order.
    ///   - extent: the output's domain of definition; defaults to the union of the inputs'
    ///     extents (infinite for generators).
    ///   - regionOfInterest: for sampling and warp kernels, the part of input `i` needed for an
    ///     output rect. Defaults to the output rect itself.
    ///   - outputScale: resolution of the result relative to the working space, (0, 1].
    /// - Throws: ``KernelError`` when the inputs or values do not match the declaration.
    public static func applying(_ kernel: Kernel, to inputs: [Image], values: [UniformValue],
                                extent: Rect? = nil,
                                regionOfInterest: (@Sendable (Int, Rect) -> Rect)? = nil,
                                outputScale: Double = 1) throws -> Image {
        try kernel.validate()
        guard inputs.count == kernel.inputCount else {
            throw KernelError(.wrongInputCount, kernel: kernel.name,
                              "expects \(kernel.inputCount) input image(s), got \(inputs.count)")
        }
        guard values.count == kernel.parameters.count else {
            throw KernelError(.missingParameter, kernel: kernel.name,
                              "expects \(kernel.parameters.count) parameter value(s) (\(kernel.parameters.map(\.name).joined(separator: ", "))), got \(values.count)")
        }
        for (parameter, value) in zip(kernel.parameters, values) where !value.fits(parameter) {
            throw KernelError(.wrongParameterType, kernel: kernel.name,
                              "parameter '\(parameter.name)' is declared \(parameter.type.rawValue)\(parameter.arrayCount.map { "[\($0)]" } ?? "") but got \(value)")
        }
        return Image(kernelApplication: kernel, inputs: inputs, values: values, extent: extent,
                     regionOfInterest: regionOfInterest, outputScale: outputScale)
    }

    /// Applies `kernel` to `inputs` with its parameter values given by name: each value binds to
    /// the parameter of its name wherever the declaration puts it, so reordering the kernel's
    /// parameters (and its GLSL arguments) changes nothing.
    ///
    /// - Parameters:
    ///   - kernel: the kernel to run.
    ///   - inputs: its input images, `kernel.inputCount` of them.
    ///   - arguments: one value per declared parameter, by parameter name.
    ///   - extent: the output's domain of definition (as for
    ///     ``applying(_:to:values:extent:regionOfInterest:outputScale:)``).
    ///   - regionOfInterest: the part of input `i` needed for an output rect.
    ///   - outputScale: resolution of the result relative to the working space, (0, 1].
    /// - Throws: ``KernelError`` when the inputs do not match the declaration, or a name is
    ///   missing, unknown or given a value of another type.
    public static func applying(_ kernel: Kernel, to inputs: [Image], arguments: [String: UniformValue],
                                extent: Rect? = nil,
                                regionOfInterest: (@Sendable (Int, Rect) -> Rect)? = nil,
                                outputScale: Double = 1) throws -> Image {
        if let unknown = arguments.keys.sorted().first(where: { name in !kernel.parameters.contains { $0.name == name } }) {
            throw KernelError(.missingParameter, kernel: kernel.name,
                              "has no parameter '\(unknown)' (\(kernel.parameters.map(\.name).joined(separator: ", ")))")
        }
        var values: [UniformValue] = []
        for parameter in kernel.parameters {
            guard let value = arguments[parameter.name] else {
                throw KernelError(.missingParameter, kernel: kernel.name, "no value for parameter '\(parameter.name)'")
            }
            values.append(value)
        }
        return try applying(kernel, to: inputs, values: values, extent: extent, regionOfInterest: regionOfInterest,
                            outputScale: outputScale)
    }

    /// Unchecked variant for built-in filters: values by kernel parameter name (a name the kernel
    /// does not declare is ignored, a parameter with no value gets 0), and the filter's
    /// parameter `links` (see ``ValueLink``).
    package init(kernelApplication kernel: Kernel, inputs: [Image], arguments: KeyValuePairs<String, UniformValue>,
                 links: [ValueLink] = [], extent: Rect? = nil, regionOfInterest: (@Sendable (Int, Rect) -> Rect)? = nil,
                 matrixForm: ColorMatrixForm? = nil, outputScale: Double = 1) {
        let values = kernel.parameters.map { parameter in arguments.first { $0.key == parameter.name }?.value ?? .float(0) }
        self.init(kernelApplication: kernel, inputs: inputs, values: values, extent: extent,
                  regionOfInterest: regionOfInterest, matrixForm: matrixForm, outputScale: outputScale, links: links)
    }

    /// Unchecked variant for built-in filters whose declarations are known to match.
    package init(kernelApplication kernel: Kernel, inputs: [Image], values: [UniformValue], extent: Rect? = nil,
         regionOfInterest: (@Sendable (Int, Rect) -> Rect)? = nil, matrixForm: ColorMatrixForm? = nil,
         outputScale: Double = 1, links: [ValueLink] = []) {
        let defaultExtent: Rect
        if inputs.isEmpty {
            defaultExtent = .infinite
        } else if kernel.kind == .warp {
            defaultExtent = .infinite
        } else {
            defaultExtent = inputs.map(\.extent).reduce(Rect.empty) { $0.union($1) }
        }
        // A tap-count variant's loop count, read by its family's uniform-loop form (KernelLoopForm).
        let counted = kernel.loopForm.map { values + $0.counts.map { .int(Int32($0)) } } ?? values
        let application = KernelApplication(kernel: kernel, values: counted.map(\.sanitized),
                                            regionOfInterest: regionOfInterest, matrixForm: matrixForm,
                                            outputScale: min(1, max(1.0 / 64, outputScale.isFinite ? outputScale : 1)),
                                            links: links)
        node = ImageNode(.kernel(application), inputs: inputs.map(\.node), extent: extent ?? defaultExtent)
    }

    // MARK: Geometry

    /// The part of the image inside `rect`; transparent outside. Crops move to the front of the
    /// plan: pixels outside never get computed. A crop costs nothing when `rect` holds the whole
    /// image, or when a render reads it only inside `rect` (a crop to the destination).
    public func cropped(to rect: Rect) -> Image {
        // A crop to a rect that holds the whole (finite) image changes no pixel: it costs nothing.
        if !extent.isInfinite, !extent.isEmpty, rect.contains(extent) { return self }
        return Image(node: ImageNode(.crop(rect), inputs: [node], extent: extent.intersection(rect)))
    }

    /// The image moved, scaled, rotated or sheared by `transform` (working-space pixels).
    /// A singular transform gives an empty image.
    public func transformed(by transform: AffineTransform, sampling: SamplingMode = .linear) -> Image {
        if transform.isIdentity { return self }
        guard transform.inverted != nil else { return cropped(to: .empty) }
        return Image(node: ImageNode(.transform(transform, sampling), inputs: [node], extent: extent.applying(transform)))
    }

    /// The image with its edge pixels repeated forever (infinite extent): use before a blur so
    /// the edges do not fade to transparent.
    public func clampedToExtent() -> Image {
        if extent.isInfinite { return self }
        return Image(node: ImageNode(.clampToExtent(extent), inputs: [node], extent: .infinite))
    }

    /// This image composited over `background` (Porter-Duff source-over, premultiplied).
    public func composited(over background: Image) -> Image {
        Image(kernelApplication: BuiltinKernels.sourceOver, inputs: [self, background], values: [])
    }

    /// Marks the image as a materialisation point: the planner renders it into its own
    /// intermediate and never fuses across it.
    public func cached() -> Image {
        Image(node: ImageNode(.cached, inputs: [node], extent: extent))
    }

    /// This recipe under a new root node (same operation, inputs and extent): it renders the same
    /// and plans the same, but is another node, as a second image of the same kind would be
    /// (a transition's incoming scene when its programs are compiled ahead of time).
    package var distinctCopy: Image { Image(node: ImageNode(node.operation, inputs: node.inputs, extent: node.extent)) }

    /// Applies `filter` with this image as its main input.
    public func applying<F: Filter>(_ filter: F) -> Image {
        var output = filter.apply(to: self)
        output.provenance = FilterProvenance(input: self, filter: filter, descriptor: F.descriptor, values: nil,
                                             make: { try F(parameters: $0) })
        return output
    }

    /// ``applyingFilter(name:parameters:registry:)`` whose ``RenderContext/prepare(_:region:size:)``
    /// sweeps only the parameters named in `swept` (nil: every one): those that can change at
    /// run time (an effect file's animated values).
    package func applyingFilter(name: String, parameters: [String: ParameterValue], registry: FilterRegistry,
                                sweeping swept: Set<String>?) throws -> Image {
        let filter = try registry.makeFilter(named: name, parameters: parameters)
        var output = filter.apply(to: self)
        if let entry = registry.entry(named: name) {
            output.provenance = FilterProvenance(input: self, filter: filter, descriptor: entry.descriptor,
                                                 values: parameters, swept: swept, make: entry.make)
        }
        return output
    }
}

extension UniformValue {
    /// Whether the value's shape matches the declared parameter.
    func fits(_ parameter: KernelParameter) -> Bool {
        switch (self, parameter.type) {
        case (.float, .float), (.vec2, .vec2), (.vec3, .vec3), (.vec4, .vec4), (.int, .int),
             (.lookupTable, .sampler3D):
            return parameter.arrayCount == nil
        case (.mat3(let m), .mat3): return m.count == 9
        case (.mat4(let m), .mat4): return m.count == 16
        case (.floatArray(let a), .float): return parameter.arrayCount == a.count
        case (.vec4Array(let a), .vec4): return parameter.arrayCount.map { $0 * 4 == a.count } ?? false
        default: return false
        }
    }
}
