/// The part of the image inside a rectangle (Core Image's `CICrop`); transparent outside. The
/// planner moves crops to the front: pixels outside are never computed.
public struct Crop: Filter {
    /// The rectangle kept, working-space pixels. Default: infinite (nothing is cut).
    public var rectangle: Rect

    /// Keeps the part inside `rectangle` (working-space pixels; infinite by default). The origin and size
    /// are clamped to -1e15...2e15; a NaN gives the infinite rectangle's value.
    public init(rectangle: Rect = .infinite) {
        func s(_ v: Double, _ fallback: Double) -> Double { clampParameter(v, -1e15...2e15, nan: fallback) }
        let r = Rect.infinite
        self.rectangle = Rect(x: s(rectangle.x, r.x), y: s(rectangle.y, r.y), width: s(rectangle.width, r.width),
                              height: s(rectangle.height, r.height))
    }

    public init(parameters: FilterParameters) throws {
        let v = try parameters.vector("rectangle")
        self.init(rectangle: v.count == 4 ? Rect(x: v[0], y: v[1], width: v[2], height: v[3]) : .infinite)
    }

    public static let descriptor = FilterDescriptor(
        name: "crop", aliases: ["CICrop"], displayName: "Crop", category: .geometry,
        parameters: [
            ParameterDescriptor("rectangle", .vector, default: .vector([-1e15, -1e15, 2e15, 2e15]),
                                min: -1e15, max: 2e15,
                                slider: 0...1920, identity: .vector([-1e15, -1e15, 2e15, 2e15]), unit: "px",
                                components: 4, doc: "The rectangle kept: x, y, width, height (infinite by default)."),
        ],
        doc: "Keeps the part of the image inside a rectangle.")

    public func apply(to input: Image) -> Image {
        rectangle.isInfinite ? input : input.cropped(to: rectangle)
    }
}
