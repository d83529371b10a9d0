/// A filter that moves from one image to another as `progress` goes from 0 to 1 (Core Image's
/// `CITransitionFilter`: `inputImage`, `targetImage`, `time`).
///
/// Every built-in transition is one `transition` kernel, so the transition and the colour
/// effects after it fuse into a single pass. At progress 0 the result is exactly `from`, at 1
/// exactly `to`; values outside 0...1 are clamped.
///
/// A built-in transition's initialiser sets each property from the argument of the same name:
/// `progress` is clamped to 0...1 at once (NaN gives 0); the other numbers are clamped into their
/// declared ranges when the transition is applied (NaN gives the default).
public protocol Transition: Filter {
    /// How far the transition has gone, 0...1 (Core Image's `time`). Clamped when applied;
    /// NaN counts as 0.
    var progress: Float { get set }
    /// The image transitioned to (Core Image's `targetImage`) when applied with `apply(to:)`.
    /// nil: a transparent image over the input's extent (a fade out).
    var targetImage: Image? { get set }
    /// The recipe showing the transition from `from` to `to` at ``progress``. Its extent is the
    /// union of both extents; each input is transparent outside its own extent. Transitions with
    /// geometry (wipes, bars, blocks, circles) lay it out over the region both images cover: the
    /// overlap of two finite extents that overlap, so a bloomed scene whose glow spills past the
    /// screen transitions over the screen (edge blocks never sample the glow), the union of two
    /// that do not, the finite extent when the other is infinite; an explicit `extent` wins.
    func apply(from: Image, to: Image) -> Image
}

extension Transition {
    /// Applies the transition from `input` to ``targetImage``.
    public func apply(to input: Image) -> Image {
        apply(from: input, to: targetImage ?? Image.clear.cropped(to: input.extent))
    }

    /// A copy at another progress.
    public func at(progress: Float) -> Self {
        var copy = self
        copy.progress = progress
        return copy
    }

    /// `count` frames at evenly spaced times from 0 to 1, both ends included (one frame: the
    /// start), progress eased by `easing`: what `glaze transition NAME FROM TO --frames N` renders.
    public func frames(from: Image, to: Image, count: Int, easing: Easing = .linear) -> [Image] {
        guard count > 0 else { return [] }
        return (0..<count).map { index in
            let t = count == 1 ? 0 : Double(index) / Double(count - 1)
            return at(progress: Float(easing(t))).apply(from: from, to: to)
        }
    }
}
