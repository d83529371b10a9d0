/// The warp behind ``Crystallize`` (declared in `Shaders/Filters/Stylize/crystallize.glsl`).
extension Crystallize {
    static let kernel = Kernel(filter: "Stylize", "crystallize", kind: .warp, of: Self.self)

    /// Every pixel reads its cell's point (up to two radii away).
    public func apply(to input: Image) -> Image {
        input.gridStylized(by: Self.kernel, values: values(for: Self.kernel),
                           cellSize: radius, reach: 2)
    }
}
