/// What ``AreaAverage`` computes (declared in `Shaders/Filters/Reduction/area-average.glsl`).
extension AreaAverage {
    /// The area as whole pixels (`AreaReduction.area(_:)`).
    static func area(_ rect: Rect) -> Rect { AreaReduction.area(rect) }

    /// The 1×1 average of the area.
    public func apply(to input: Image) -> Image { AreaReduction.reduce(input, area: extent, mode: .average) }
}
