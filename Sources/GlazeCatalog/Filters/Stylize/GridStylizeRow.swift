/// One row of the tables of effects on a grid anchored at `center` (``CellPatterns`` and
/// ``PixellateGrids``): the filter's descriptor, its kernel (which takes `center` first), the
/// declared cell size (a cell effect's `radius`, a pixellation's `scale`), and how far, in cell
/// sizes, a pixel reads.
public struct GridStylizeRow: Sendable {
    let descriptor: FilterDescriptor
    let kernel: Kernel
    let reach: Double
    /// The cell size.
    @usableFromInline let size: FilterParameter<Float>

    /// `center` documents the grid's anchor; `sizeFirst` lists the size before it in the descriptor.
    init(_ name: String, _ displayName: String, kind: KernelKind = .warp, reach: Double = 1, center: String,
         size: FilterParameter<Float>, sizeFirst: Bool = false, doc: String) {
        let anchor = ParameterDescriptor.position("center", 150, 150, doc: center)
        descriptor = FilterDescriptor(builtin: name, displayName, .stylize,
                                      parameters: sizeFirst ? [size.descriptor, anchor] : [anchor, size.descriptor],
                                      doc: doc)
        kernel = Kernel(filter: "Stylize", name, kind: kind, [size], leading: [KernelParameter("center", .vec2)])
        self.size = size
        self.reach = reach
    }

    /// `input` drawn on the grid at `center` with cells of `size` (values already clamped); the
    /// input itself where the size has an identity (the squares' 1) and is at or below it. A pixel
    /// reads up to `reach · size + 1` px away.
    func apply(to input: Image, center: Point, size: Float) -> Image {
        if let identity = self.size.descriptor.identity.flatMap(Float.init(parameterValue:)), size <= identity { return input }
        let reach = self.reach * Double(size) + 1
        return Image(kernelApplication: kernel, inputs: [input],
                     values: [.vec2(Float(center.x), Float(center.y)), self.size.uniform(size)], extent: input.extent,
                     regionOfInterest: { _, r in r.blurOutset(reach) })
    }
}
