/// The part of the image inside a rectangle (Core Image's `CICrop`); transparent outside. The
/// planner moves crops to the front: pixels outside are never computed.
public struct Crop: Filter {
    /// The rectangle kept, working-space pixels. Default: infinite (nothing is cut).
    public var rectangle: Rect

    @usableFromInline enum P {
        @usableFromInline static let rectangle = FilterParameter<Rect>(
            ParameterDescriptor("rectangle", .vector, default: .vector([-1e15, -1e15, 2e15, 2e15]), min: -1e15,
                                max: 2e15, slider: 0...1920, identity: .vector([-1e15, -1e15, 2e15, 2e15]), unit: "px",
                                components: 4, doc: "The rectangle kept: x, y, width, height (infinite by default)."),
            default: .infinite)
    }

    /// Keeps the part inside `rectangle` (working-space pixels; infinite by default). The origin and size
    /// are clamped to -1e15...2e15; a NaN gives the infinite rectangle's value.
    public init(rectangle: Rect = P.rectangle.defaultValue) { self.rectangle = P.rectangle.clamped(rectangle) }

    public init(parameters: FilterParameters) throws { try self.init(rectangle: parameters[P.rectangle]) }

    public static let descriptor = FilterDescriptor(
        builtin: "crop", "Crop", .geometry, [P.rectangle], doc: "Keeps the part of the image inside a rectangle.")

    public func apply(to input: Image) -> Image {
        rectangle.isInfinite ? input : input.cropped(to: rectangle)
    }
}
