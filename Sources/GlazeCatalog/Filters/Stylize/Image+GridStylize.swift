extension Image {
    /// This image through a grid effect's kernel (``Crystallize``, ``Pointillize``,
    /// ``Pixellate``, ``HexagonalPixellate``) with `values`; a pixel reads up to `reach` cells of
    /// `cellSize` pixels (+1 px) away. The extent is kept.
    func gridStylized(by kernel: Kernel, values: [UniformValue], cellSize: Float, reach: Double) -> Image {
        let outset = reach * Double(cellSize) + 1
        return Image(kernelApplication: kernel, inputs: [self], values: values, extent: extent,
                     regionOfInterest: { _, r in r.blurOutset(outset) })
    }
}
