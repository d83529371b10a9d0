/// The passes behind ``AreaHistogram`` (declared in `Shaders/Filters/Reduction/area-histogram.glsl`).
extension AreaHistogram {
    /// The area as whole pixels (`AreaReduction.area(_:)`).
    static func area(_ rect: Rect) -> Rect { AreaReduction.area(rect) }

    static let kernel = Kernel(filter: "Reduction", "areaHistogram", kind: .sampling,
                               leading: [KernelParameter("origin", .vec2), KernelParameter("size", .vec2),
                                         KernelParameter("count", .float), KernelParameter("bandRows", .float),
                                         KernelParameter("scale", .float)])

    /// The histogram of the area: one counting pass, then band reductions.
    public func apply(to input: Image) -> Image {
        let area = extent
        let bins = Double(count)
        let bandRows = max(1, min(area.height, (4096 / area.width).rounded(.down)))
        let bands = (area.height / bandRows).rounded(.up)
        let counted = Image(
            kernelApplication: Self.kernel, inputs: [input],
            values: [.vec2(Float(area.minX), Float(area.minY)), .vec2(Float(area.width), Float(area.height)),
                     .float(Float(bins)), .float(Float(bandRows)), .float(bands == 1 ? scale : 1)],
            extent: Rect(x: area.minX, y: area.minY, width: bins, height: bands),
            regionOfInterest: { _, _ in area })
        if bands == 1 { return counted }
        return AreaReduction.reduce(counted, origin: SIMD2(area.minX, area.minY), size: SIMD2(bins, area.height),
                                    span: SIMD2(1, bandRows), cells: SIMD2(bins, bands), mode: .average,
                                    reducesX: false, gain: scale)
    }
}
