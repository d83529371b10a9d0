/// A 1×1 image at the area's origin holding the per-channel maximum of the pixels in the area (Core
/// Image's `CIAreaMaximum`).
///
/// Pixels of the area outside the input's extent count as transparent. Each channel is reduced on
/// its own, so the result need not be a colour of the image.
/// Runs as a chain of reduction passes, each shrinking the area up to 4× per axis (see
/// `AreaReduction`).
public struct AreaMaximum: Filter {
    /// The area in working-space pixels, rounded out to whole pixels; width and height 1...16384.
    public var extent: Rect

    /// The per-channel maximum over `extent`, in working-space pixels (default: 640 × 80 at the origin).
    /// The area is rounded out to whole pixels, its origin clamped to ±1e6 and its width and height to
    /// 1...16384.
    public init(extent: Rect = Rect(0, 0, 640, 80)) { self.extent = AreaReduction.area(extent) }

    public init(parameters: FilterParameters) throws {
        self.extent = try AreaReduction.area(vector: parameters.vector("extent"))
    }

    public static let descriptor = FilterDescriptor(
        name: "areaMaximum", aliases: ["CIAreaMaximum"], displayName: "Area Maximum", category: .reduction,
        parameters: [AreaReduction.extentParameter],
        doc: "A 1x1 image holding the per-channel maximum of the pixels in the area.")

    public func apply(to input: Image) -> Image {
        AreaReduction.reduce(input, area: extent, mode: .maximum)
    }
}
