/// The warp behind ``Pixellate`` (declared in `Shaders/Filters/Stylize/pixellate.glsl`).
extension Pixellate {
    static let kernel = Kernel(filter: "Stylize", "pixellate", kind: .warp, of: Self.self)

    /// Every pixel reads its square's centre; `input` itself at scale 1.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        return input.gridStylized(by: Self.kernel, values: values(for: Self.kernel),
                                  cellSize: scale, reach: 1)
    }
}
