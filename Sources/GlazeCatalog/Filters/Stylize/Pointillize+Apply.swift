/// The kernel behind ``Pointillize`` (declared in `Shaders/Filters/Stylize/pointillize.glsl`).
extension Pointillize {
    static let kernel = Kernel(filter: "Stylize", "pointillize", kind: .sampling, of: Self.self)

    /// Dots read at their jittered points (up to 2.5 radii away) on white.
    public func apply(to input: Image) -> Image {
        input.gridStylized(by: Self.kernel, values: values(for: Self.kernel),
                           cellSize: radius, reach: 2.5)
    }
}
