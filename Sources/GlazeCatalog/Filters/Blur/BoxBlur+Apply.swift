/// The passes behind ``BoxBlur`` (declared in `Shaders/Filters/Blur/box-blur.glsl`).
extension BoxBlur {
    /// One pass reading the whole window from the input, `pairs` linear reads a side (a
    /// constant: loops of uniform length run several times slower on a CPU rasteriser).
    static func directKernel(pairs: Int) -> Kernel {
        Kernel(template: "Filters/Blur/box-blur.glsl", "boxBlurPairs4", as: "boxBlurPairs\(pairs)",
               constants: ["count": pairs], loop: (["count": 64], "boxBlurDirectLoop"),
               parameters: [KernelParameter("axis", .vec2), KernelParameter("radius", .float),
                            KernelParameter("edge", .float), KernelParameter("edgeTaps", .int),
                            KernelParameter("scale", .float)])
    }

    /// The coarse level: averages of aligned runs of `block` texels, squeezed along the axis.
    static func blockAverageKernel(block: Int) -> Kernel {
        Kernel(template: "Filters/Blur/box-blur-block-average.glsl", "boxBlurBlockAverage8",
               as: "boxBlurBlockAverage\(block)", constants: ["block": block],
               loop: (["block": 16], "boxBlurBlockAverageLoop"), parameters: [KernelParameter("axis", .vec2)])
    }

    /// One pass reading the window's ends from the input (`partial` reads each) and its whole
    /// blocks from the coarse level (`blocks` reads).
    static func blocksKernel(partial: Int, blocks: Int) -> Kernel {
        Kernel(template: "Filters/Blur/box-blur-blocks.glsl", "boxBlurBlocks4x8",
               as: "boxBlurBlocks\(partial)x\(blocks)",
               constants: ["partial": partial, "blocks": blocks],
               loop: (["partial": 8, "blocks": 64], "boxBlurBlocksLoop"), inputCount: 2,
               parameters: [KernelParameter("axis", .vec2), KernelParameter("radius", .float),
                            KernelParameter("block", .float), KernelParameter("edge", .float),
                            KernelParameter("edgeTaps", .int), KernelParameter("scale", .float)])
    }

    /// The coarse block (a power of two, 1 for none) for a window of `window` texels: the one
    /// with the fewest reads per output texel (two texels per linear read). Direct: 1 + 2 ·
    /// ⌈radius / 2⌉. With blocks: block / 2 reads for each ragged end, ⌈⌊window / block⌋ / 2⌉
    /// for the whole blocks, and the coarse pass, counted as 12 reads (its fixed cost per
    /// fragment, intermediate and flush on a CPU rasteriser) plus block / 2, spread over its
    /// `block` outputs. Direct up to radius 8, blocks of 4 from radius 9, of 8 from radius 22
    /// (measured at radius 10 on llvmpipe: blocks of 4 cost 0.72 of the direct pass).
    static func blockSize(window: Int) -> Int {
        func cost(_ block: Int) -> Double {
            if block == 1 { return Double(1 + 2 * ((window / 2 + 1) / 2)) }
            return Double(block + (window / block + 1) / 2) + (12 + Double(block / 2)) / Double(block)
        }
        return [1, 2, 4, 8, 16].min { cost($0) < cost($1) } ?? 1
    }

    /// The horizontal then the vertical exact pass; `input` itself at radius 0.
    public func apply(to input: Image) -> Image {
        guard radius > 0 else { return input }
        let whole = Int(radius.rounded(.down))
        let fraction = Double(radius) - Double(whole)
        return Self.pass(Self.pass(input, whole: whole, fraction: fraction, horizontal: true),
                         whole: whole, fraction: fraction, horizontal: false)
    }

    /// One exact pass along x (or y): texels within `whole` weigh 1, the next ones `fraction`.
    static func pass(_ input: Image, whole: Int, fraction: Double, horizontal: Bool) -> Image {
        let window = 2 * whole + 1
        let edge = fraction > 1e-6 ? fraction : 0
        let reach = Double(whole + (edge > 0 ? 1 : 0))
        let axis: UniformValue = horizontal ? .vec2(1, 0) : .vec2(0, 1)
        let scale = Float(1 / (Double(window) + 2 * edge))
        let extent = input.extent.boxGrown(reach, horizontal: horizontal)
        let block = blockSize(window: window)
        if block == 1 {
            return Image(kernelApplication: directKernel(pairs: (whole + 1) / 2), inputs: [input],
                         values: [axis, .float(Float(whole)), .float(Float(edge)), .int(edge > 0 ? 1 : 0),
                                  .float(scale)],
                         extent: extent, regionOfInterest: { _, r in r.boxGrown(reach, horizontal: horizontal) })
        }
        let b = Double(block)
        let coarse = Image(kernelApplication: blockAverageKernel(block: block), inputs: [input], values: [axis],
                           extent: input.extent.boxSqueezed(by: b, horizontal: horizontal),
                           regionOfInterest: { _, r in r.boxStretched(by: b, horizontal: horizontal) })
        return Image(kernelApplication: blocksKernel(partial: block / 2, blocks: (window / block + 1) / 2),
                     inputs: [input, coarse],
                     values: [axis, .float(Float(whole)), .float(Float(b)), .float(Float(edge)), .int(edge > 0 ? 1 : 0),
                              .float(scale)],
                     extent: extent,
                     regionOfInterest: { index, r in
                         let grown = r.boxGrown(reach, horizontal: horizontal)
                         return index == 0 ? grown : grown.boxSqueezed(by: b, horizontal: horizontal)
                     })
    }
}

extension Rect {
    /// Grown by `amount` px on both sides along x (or y) only, out to whole pixels (infinite and
    /// empty rectangles unchanged).
    func boxGrown(_ amount: Double, horizontal: Bool) -> Rect {
        if isInfinite || isEmpty { return self }
        let grown = horizontal ? insetBy(dx: -amount, dy: 0) : insetBy(dx: 0, dy: -amount)
        return grown.blurAligned(to: 1)
    }

    /// The blocks of `block` px along x (or y) that this rectangle touches, on the grid squeezed
    /// by `block` along that axis (block m covers m · block ..< (m + 1) · block).
    func boxSqueezed(by block: Double, horizontal: Bool) -> Rect {
        if isInfinite || isEmpty { return self }
        let aligned = blurAligned(to: 1)
        if horizontal {
            let x0 = (aligned.minX / block).rounded(.down), x1 = (aligned.maxX / block).rounded(.up)
            return Rect(x: x0, y: aligned.minY, width: x1 - x0, height: aligned.height)
        }
        let y0 = (aligned.minY / block).rounded(.down), y1 = (aligned.maxY / block).rounded(.up)
        return Rect(x: aligned.minX, y: y0, width: aligned.width, height: y1 - y0)
    }

    /// The input pixels under squeezed blocks of `block` px along x (or y): the inverse of
    /// ``boxSqueezed(by:horizontal:)``.
    func boxStretched(by block: Double, horizontal: Bool) -> Rect {
        if isInfinite || isEmpty { return self }
        let aligned = blurAligned(to: 1)
        return horizontal
            ? Rect(x: aligned.minX * block, y: aligned.minY, width: aligned.width * block, height: aligned.height)
            : Rect(x: aligned.minX, y: aligned.minY * block, width: aligned.width, height: aligned.height * block)
    }
}
