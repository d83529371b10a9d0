/// A filter built from a ``KernelFile``: its uniform values and images.
///
/// Build it with ``KernelFile/makeFilter()`` or through a registry the file was registered into;
/// its real descriptor is `file.descriptor` (the static one below only names the kind of filter).
public struct KernelFileFilter: Filter {
    /// The kernel file this filter runs.
    public let file: KernelFile
    /// Checked parameter values (defaults where not set).
    public var parameters: FilterParameters
    /// Images for the file's `sampler2D` uniforms, by name; missing ones read transparent.
    public var images: [String: Image] = [:]

    init(file: KernelFile, parameters: FilterParameters) {
        self.file = file
        self.parameters = parameters
        for image in file.imageUniforms {
            if let given = (try? parameters.image(image.name)) ?? nil { images[image.name] = given }
        }
    }

    /// Kernel files have no source to build from here: use ``KernelFile/makeFilter(parameters:)``
    /// or a registry the file was registered into.
    public init(parameters: FilterParameters) throws {
        throw FilterError(.unknownFilter, filter: parameters.descriptor.name,
                          "a kernel-file filter is built by its KernelFile or a registry it was registered into")
    }

    public static let descriptor = FilterDescriptor(
        name: "kernelFile", displayName: "Kernel File", category: .colorEffect, parameters: [],
        doc: "A kernel loaded from a .glsl file (see KernelFile).")

    public func apply(to input: Image) -> Image {
        var values = file.valueUniforms.map { $0.value(from: parameters) }
        var inputs = [input]
        for uniform in file.imageUniforms {
            let image = images[uniform.name] ?? Image.clear.cropped(to: Rect(0, 0, 1, 1))
            let extent = image.extent.isInfinite ? (input.extent.isInfinite ? Rect(0, 0, 1, 1) : input.extent) : image.extent
            inputs.append(extent == image.extent ? image : image.cropped(to: extent))
            values.append(.vec4(Float(extent.x), Float(extent.y), Float(extent.width), Float(extent.height)))
        }
        // `inputSize`: the input's size in the pixels `pos` is in ((0, 0) when infinite).
        values.append(input.extent.isInfinite ? .vec2(0, 0) : .vec2(Float(input.extent.width), Float(input.extent.height)))
        switch file.kind {
        case .warp:
            return Image(kernelApplication: file.kernel, inputs: inputs, values: values)
        case .sampling:
            let radius = file.roi?.radius(parameters) ?? 0
            return Image(kernelApplication: file.kernel, inputs: inputs, values: values, extent: input.extent,
                         regionOfInterest: { index, rect in index == 0 ? rect.insetBy(dx: -radius, dy: -radius) : .infinite })
        case .color, .transition:
            if inputs.count == 1 {
                return Image(kernelApplication: file.kernel, inputs: inputs, values: values)
            }
            return Image(kernelApplication: file.kernel, inputs: inputs, values: values, extent: input.extent,
                         regionOfInterest: { index, rect in index == 0 ? rect : .infinite })
        }
    }
}
