/// The lookup behind ``ColorCube`` (declared in `Shaders/Filters/ColorEffect/color-cube.glsl`).
extension ColorCube {
    /// The table and its size lead (derived from `cubeData`); `srgbDomain` is bound by name.
    static let kernel = Kernel(filter: "ColorEffect", descriptor.name, of: Self.self,
                               leading: [KernelParameter("cube", .sampler3D), KernelParameter("cubeSize", .float)])

    /// The input through `cubeData`; the input itself without a valid table (nil, size outside
    /// 2...64, or not size³ × 4 values), which the identity table of a filter built by name is.
    public func apply(to input: Image) -> Image {
        guard let table = cubeData, table.isValid else { return input }
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: values(for: Self.kernel, leading: [.lookupTable(table), .float(Float(table.size))]))
    }
}
