import FoundationEssentials

/// How the reduction filters run on the GPU without compute shaders or blending (GL 3.3).
///
/// A reduction is a chain of `sampling` passes. Each level is a small image placed at the area's
/// origin whose texel `m` stands for a block of `span` pixels of the area (fewer at the right and
/// top edges); the next level combines up to 4 × 4 of them (`areaReduce` kernel), so a 256² area
/// takes 4 passes (64², 16², 4², 1²) and each pass reads at most 16 texels per output pixel.
/// Averages are weighted by the pixel count behind each texel, so every level holds the exact mean
/// of its block, whatever the area's size. Level images have explicit extents and regions of
/// interest, so intermediates are exactly as large as the level.
enum AreaReduction {
    enum Mode: Float {
        case average = 0, minimum = 1, maximum = 2
    }

    static let reduceKernel = Kernel(filter: "Reduction", "areaReduce", kind: .sampling,
                                     leading: [KernelParameter("origin", .vec2), KernelParameter("size", .vec2),
                                               KernelParameter("span", .vec2), KernelParameter("factor", .vec2),
                                               KernelParameter("mode", .float), KernelParameter("gain", .float)])

    /// The area as whole pixels: origin rounded down, size rounded up, each side 1...16384 (the
    /// filters' `clamp area`, after their `extent` parameter's clamp: finite, within ±1e6).
    static func area(_ rect: Rect) -> Rect {
        Rect(x: rect.x.rounded(.down), y: rect.y.rounded(.down), width: min(max(rect.width, 1), 16384).rounded(.up),
             height: min(max(rect.height, 1), 16384).rounded(.up))
    }

    /// Reduces `level` to one texel at `origin`.
    ///
    /// - Parameters:
    ///   - level: the starting level: texel `m` at `origin + m + 0.5`.
    ///   - size: the area in original pixels (width, height).
    ///   - span: original pixels per texel of `level`.
    ///   - cells: texels of `level` per axis.
    ///   - reducesX: false to keep the columns (histograms reduce rows only).
    ///   - gain: multiplies the last level.
    static func reduce(_ level: Image, origin: SIMD2<Double>, size: SIMD2<Double>, span: SIMD2<Double>,
                       cells: SIMD2<Double>, mode: Mode, reducesX: Bool = true, gain: Float = 1) -> Image {
        var image = level, span = span, cells = cells
        var first = true
        while first || (reducesX && cells.x > 1) || cells.y > 1 {
            first = false
            let factor = SIMD2(reducesX ? min(4, cells.x) : 1, min(4, cells.y))
            let next = SIMD2((cells.x / factor.x).rounded(.up), (cells.y / factor.y).rounded(.up))
            let last = !((reducesX && next.x > 1) || next.y > 1)
            let o = origin, f = factor, input = Rect(x: origin.x, y: origin.y, width: cells.x, height: cells.y)
            image = Image(
                kernelApplication: reduceKernel, inputs: [image],
                values: [.vec2(Float(origin.x), Float(origin.y)), .vec2(Float(size.x), Float(size.y)),
                         .vec2(Float(span.x), Float(span.y)), .vec2(Float(factor.x), Float(factor.y)),
                         .float(mode.rawValue), .float(last ? gain : 1)],
                extent: Rect(x: origin.x, y: origin.y, width: next.x, height: next.y),
                regionOfInterest: { _, rect in
                    guard !rect.isInfinite, !rect.isEmpty else { return input }
                    let x0 = o.x + ((rect.minX - o.x).rounded(.down)) * f.x
                    let y0 = o.y + ((rect.minY - o.y).rounded(.down)) * f.y
                    let x1 = o.x + ((rect.maxX - o.x).rounded(.up)) * f.x
                    let y1 = o.y + ((rect.maxY - o.y).rounded(.up)) * f.y
                    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(input)
                })
            span *= factor
            cells = next
        }
        return image
    }

    /// The 1×1 reduction of `area` of `input`.
    static func reduce(_ input: Image, area: Rect, mode: Mode) -> Image {
        reduce(input, origin: SIMD2(area.minX, area.minY), size: SIMD2(area.width, area.height), span: SIMD2(1, 1),
               cells: SIMD2(area.width, area.height), mode: mode)
    }
}
