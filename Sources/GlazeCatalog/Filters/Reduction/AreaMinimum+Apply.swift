/// What ``AreaMinimum`` computes (declared in `Shaders/Filters/Reduction/area-minimum.glsl`).
extension AreaMinimum {
    /// The area as whole pixels (`AreaReduction.area(_:)`).
    static func area(_ rect: Rect) -> Rect { AreaReduction.area(rect) }

    /// The 1×1 minimum of the area.
    public func apply(to input: Image) -> Image { AreaReduction.reduce(input, area: extent, mode: .minimum) }
}
