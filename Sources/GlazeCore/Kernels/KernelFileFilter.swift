/// A filter built from a ``KernelFile``: its uniform values and images.
///
/// Build it with ``KernelFile/makeFilter()`` or through a registry the file was registered into;
/// its real descriptor is `file.descriptor` (the static ``descriptor`` only names the kind of filter).
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

    /// Always throws. ``Filter`` requires this initializer so that a registry can build a filter
    /// from its type alone, but a kernel-file filter needs its ``KernelFile`` (the GLSL), which
    /// string-keyed parameters do not carry. Build one with ``KernelFile/makeFilter(parameters:)``,
    /// or ``KernelFile/register(into:as:)`` the file so the registry builds it by name (that entry
    /// calls `makeFilter(parameters:)`, never this initializer).
    /// - Throws: ``FilterError`` (`unknownFilter`) naming the filter and both ways to build it.
    public init(parameters: FilterParameters) throws {
        throw FilterError(.unknownFilter, filter: parameters.descriptor.name,
                          "a kernel-file filter needs its KernelFile: call makeFilter(parameters:) on the loaded file, "
                              + "or register(into:) a registry and build it there by name")
    }

    /// Names the kind of filter only: it has no parameters and is registered nowhere. A kernel
    /// file's real descriptor, with its annotated parameters, is `file.descriptor`.
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
        return file.apply(to: input, images: Array(inputs.dropFirst()), values: values, radius: file.roi?.radius(parameters) ?? 0)
    }
}
