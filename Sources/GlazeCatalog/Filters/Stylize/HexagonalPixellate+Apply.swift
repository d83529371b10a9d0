/// The warp behind ``HexagonalPixellate`` (declared in
/// `Shaders/Filters/Stylize/hexagonal-pixellate.glsl`).
extension HexagonalPixellate {
    static let kernel = Kernel(filter: "Stylize", "hexagonalPixellate", kind: .warp, of: Self.self)

    /// Every pixel reads its hexagon's centre.
    public func apply(to input: Image) -> Image {
        input.gridStylized(by: Self.kernel, values: values(for: Self.kernel),
                           cellSize: scale, reach: 1)
    }
}
