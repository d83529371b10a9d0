/// A 3D colour lookup table (Core Image's `CIColorCube`).
///
/// Each unpremultiplied colour, clamped to 0...1, is looked up in `cubeData` with trilinear
/// interpolation between grid points; entries are premultiplied RGBA (as in Core Image), and the
/// result is scaled by the input's alpha. A `color` kernel reading a 3D texture: any colour effect
/// that ignores position can be baked into one lookup and still fuse with its neighbours. The
/// table is uploaded once per render context (compared by identity: reuse the same
/// ``LookupTable`` object). Load tables with ``LookupTable/load(cubeFile:)`` or
/// ``LookupTable/load(pngStrip:)``.
///
/// An invalid table (size outside 2...64, or not size³ × 4 values) passes the input through.
public struct ColorCube: Filter {
    /// The table: `cubeDimension`³ premultiplied RGBA entries, red fastest.
    public let cubeData: LookupTable
    /// When true, colours are sRGB-encoded before the lookup and entries decoded after it (Core
    /// Image's `CIColorCubeWithColorSpace` with sRGB), for tables authored on display values:
    /// `.cube` files, PNG LUTs, the photo effects. Leave false in a `.none` working space, where
    /// colours are already display values.
    public var srgbDomain: Bool
    let isIdentity: Bool

    /// Entries per axis of the table, 2...64.
    public var cubeDimension: Int { cubeData.size }

    /// A lookup through `cubeData`; an invalid table (size outside 2...64, or not size³ × 4 values)
    /// passes the input through.
    /// - Parameters:
    ///   - cubeData: the table: `size`³ premultiplied RGBA entries, red fastest.
    ///   - srgbDomain: look up sRGB-encoded colours and decode the result, for tables authored on
    ///     display values (`.cube` files, PNG LUTs).
    public init(cubeData: LookupTable, srgbDomain: Bool = P.srgbDomain.defaultValue) {
        self.cubeData = cubeData
        self.srgbDomain = srgbDomain
        self.isIdentity = !cubeData.isValid
    }

    /// The identity cube of `cubeDimension` entries per axis (2...64): passes its input through.
    public init(cubeDimension: Int = Int(P.cubeDimension.defaultValue), srgbDomain: Bool = P.srgbDomain.defaultValue) {
        self.cubeData = LookupTable.identity(size: max(2, min(64, cubeDimension)))
        self.srgbDomain = srgbDomain
        self.isIdentity = true
    }

    public init(parameters: FilterParameters) throws {
        try self.init(cubeDimension: Int(parameters[P.cubeDimension]), srgbDomain: parameters[P.srgbDomain])
    }

    @usableFromInline enum P {
        @usableFromInline static let cubeDimension = FilterParameter<Float>.number(
            "cubeDimension", 2, min: 2, max: 64, slider: 2...64, type: .integer,
            doc: "Entries per axis of the table. The table itself is set in Swift (ColorCube(cubeData:)); "
                + "built by name, the filter holds the identity table of this size.")
        @usableFromInline static let srgbDomain = FilterParameter<Bool>(
            ParameterDescriptor("srgbDomain", .boolean, default: .bool(false), identity: .bool(false),
                                doc: "Look up sRGB-encoded colours and decode the result (for .cube and PNG tables "
                                    + "authored on display values)."),
            default: false)
    }

    public static let descriptor = FilterDescriptor(
        builtin: "colorCube", "Color Cube", .colorEffect, parameters: [P.cubeDimension.descriptor, P.srgbDomain.descriptor],
        doc: "Maps every colour through a 3D lookup table.")

    static let kernel = Kernel(builtin: "Filters/ColorEffect/color-cube.glsl", name: "colorCube", kind: .color,
                               parameters: [KernelParameter("cube", .sampler3D), KernelParameter("cubeSize", .float),
                                            P.srgbDomain.kernelParameter])

    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: [.lookupTable(cubeData), .float(Float(cubeData.size)), P.srgbDomain.uniform(srgbDomain)])
    }
}
