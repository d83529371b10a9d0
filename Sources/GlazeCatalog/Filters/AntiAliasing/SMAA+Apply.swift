import FoundationEssentials

extension SMAA {
    static let edgesKernel = Kernel(filter: "AntiAliasing", "smaaEdges", kind: .sampling, of: Self.self)
    static let weightsKernel = Kernel(filter: "AntiAliasing", "smaaWeights", kind: .sampling, inputCount: 4, of: Self.self)
    static let blendKernel = Kernel(filter: "AntiAliasing", "smaaBlend", kind: .sampling, inputCount: 2)

    /// The area table as an image (``SMAAAreaTable``: r, g the two areas), uploaded once per context.
    static let areaTable = tableImage(SMAAAreaTable.base64, width: SMAAAreaTable.size, height: SMAAAreaTable.size)
    /// The diagonal area table as an image (``SMAADiagonalAreaTable``), uploaded once per context.
    static let diagonalAreaTable = tableImage(SMAADiagonalAreaTable.base64, width: SMAADiagonalAreaTable.width,
                                              height: SMAADiagonalAreaTable.height)
    /// The search table as an image (``SMAASearchTable``), uploaded once per context.
    static let searchTable = tableImage(SMAASearchTable.base64, width: SMAASearchTable.size, height: SMAASearchTable.size)

    /// A generated table (base64 of row-major texels of two bytes) as an image: r, g the two bytes.
    static func tableImage(_ base64: String, width: Int, height: Int) -> Image {
        let pairs = [UInt8](Data(base64Encoded: base64, options: .ignoreUnknownCharacters) ?? Data())
        var pixels = PixelBuffer(width: width, height: height, format: .rgba8)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 2
                let r = i + 1 < pairs.count ? pairs[i] : 0, g = i + 1 < pairs.count ? pairs[i + 1] : 0
                pixels.setRGBA8([r, g, 0, 255], x: x, y: y)
            }
        }
        return Image(pixels: pixels, alphaMode: .premultiplied, origin: .bottomLeft, encoding: .linear)
    }

    /// The three passes: edges, blending weights (from the tables), blending.
    public func apply(to input: Image) -> Image {
        let source = input.clampedToExtent()
        let tables = [Self.areaTable.extent, Self.diagonalAreaTable.extent, Self.searchTable.extent]
        let edges = Image(kernelApplication: Self.edgesKernel, inputs: [source],
                          values: values(for: Self.edgesKernel),
                          extent: input.extent, regionOfInterest: { _, r in r.blurOutset(2) })
        let reach = Double(max(searchDistance, diagonalDistance) + 2)
        let weights = Image(kernelApplication: Self.weightsKernel, inputs: [edges, Self.areaTable, Self.diagonalAreaTable, Self.searchTable],
                            values: values(for: Self.weightsKernel),
                            extent: input.extent,
                            regionOfInterest: { i, r in i == 0 ? r.blurOutset(reach) : tables[i - 1] })
        return Image(kernelApplication: Self.blendKernel, inputs: [source, weights], values: [], extent: input.extent,
                     regionOfInterest: { _, r in r.blurOutset(1) })
    }
}
