/// What the built-in transitions share: the parameters every transition (or many) declares, the
/// region a transition spans, and the kernel application with the right extents and regions of
/// interest.
package enum TransitionSupport {
    // MARK: Declarations

    /// Core Image's `time`: clamped to 0...1 at once, NaN gives 0.
    package static let progress = FilterParameter<Float>.number(
        "progress", 0, min: 0, max: 1, identity: 0,
        doc: "How far the transition has gone, 0...1 (Core Image's time): 0 shows the input, 1 the target.")

    /// Core Image's `targetImage`.
    package static let targetParameter = ParameterDescriptor.image(
        "targetImage", optional: true,
        doc: "The image transitioned to; absent: transparent (a fade out).")

    /// Core Image's `extent`, with zero meaning "the inputs' extent"; bound as the `extent` vec4
    /// of the region (``region(_:_:explicit:)``).
    package static let extentParameter = ParameterDescriptor(
        "extent", .vector, default: .vector([0, 0, 0, 0]), min: -1e6, max: 1e6, slider: 0...1920, unit: "px",
        components: 4,
        doc: "Region the effect spans (x, y, width, height); 0 width or height: the region both images cover (their overlap, or the union of images that do not overlap; Core Image's default is 0,0,300,300).")

    /// A built-in transition's descriptor: `progress` and `targetImage`, then `parameters`.
    package static func descriptor(_ name: String, aliases: [String] = [], _ displayName: String,
                           _ parameters: [ParameterDescriptor], doc: String) -> FilterDescriptor {
        FilterDescriptor(name: name, aliases: aliases, displayName: displayName, category: .transition,
                         parameters: [progress.descriptor, targetParameter] + parameters, doc: doc)
    }

    /// A direction in radians; the descriptor's range is ±2π, a Swift value is bound clamped to
    /// ±1e4 (``angle(_:_:)``).
    package static func angle(_ value: Double, doc: String) -> FilterParameter<Float> {
        .number("angle", value, min: -2 * Double.pi, max: 2 * Double.pi, slider: -Double.pi...Double.pi,
                type: .angle, unit: "rad", doc: doc)
    }

    /// The uniform of a transition's angle: within ±1e4, NaN gives the default.
    package static func angle(_ value: Float, _ parameter: FilterParameter<Float>) -> UniformValue {
        .float(clampParameter(value, -1e4...1e4, nan: parameter.defaultValue))
    }

    // MARK: Region

    /// `r` as a `vec4` uniform (x, y, width, height).
    package static func vec4(_ r: Rect) -> UniformValue {
        .vec4(Float(r.x), Float(r.y), Float(r.width), Float(r.height))
    }

    /// The region a transition spans (its grid, bands and clamping): `explicit` when given, else
    /// the region both images cover — the intersection of two finite extents that overlap (a
    /// bloomed scene, whose glow spills past the screen, transitions over the screen it shares
    /// with the next image), the union of two that do not, the finite one when the other is
    /// infinite, 300×300 like Core Image when both are. The output's extent is still the union.
    package static func region(_ from: Image, _ to: Image, explicit: Rect? = nil) -> Rect {
        if let explicit, !explicit.isEmpty, explicit.width.isFinite, explicit.height.isFinite,
           explicit.x.isFinite, explicit.y.isFinite {
            return explicit
        }
        switch (from.extent.isInfinite, to.extent.isInfinite) {
        case (false, false):
            let shared = from.extent.intersection(to.extent)
            return shared.isEmpty ? from.extent.union(to.extent) : shared
        case (false, true): return from.extent
        case (true, false): return to.extent
        case (true, true): return Rect(0, 0, 300, 300)
        }
    }

    // MARK: Application

    /// Applies the transition kernel `kernel` to `from`, `to` (and `extras`, read through
    /// `input2(q)`…) with `values` after the leading `progress`. The output's extent is the union of
    /// both extents; an input smaller than that is cropped so it reads transparent outside its
    /// extent. `readsAnywhere`: the kernel reads its inputs away from the output pixel (distortions,
    /// pixellation), so their whole extent is its region of interest. Progress is the kernel's
    /// `progress` value and nothing else (a ``ValueLink``): every transition goes through here;
    /// `links`: the transition's other parameters that are values as they are.
    package static func apply(_ kernel: Kernel, from: Image, to: Image, extras: [Image] = [], progress: Float,
                      values: [UniformValue], readsAnywhere: Bool,
                      extraRegionOfInterest: (@Sendable (Int, Rect) -> Rect)? = nil, links: [ValueLink] = []) -> Image {
        let outputExtent = from.extent.union(to.extent)
        func fitted(_ image: Image) -> Image {
            image.extent.isInfinite || image.extent == outputExtent ? image : image.cropped(to: image.extent)
        }
        let roi: (@Sendable (Int, Rect) -> Rect)?
        if readsAnywhere {
            roi = { index, rect in index >= 2 ? (extraRegionOfInterest?(index, rect) ?? .infinite) : .infinite }
        } else if let extraRegionOfInterest {
            roi = { index, rect in index >= 2 ? extraRegionOfInterest(index, rect) : rect }
        } else {
            roi = nil
        }
        return Image(kernelApplication: kernel, inputs: [fitted(from), fitted(to)] + extras,
                     values: [Self.progress.uniform(progress)] + values, extent: outputExtent,
                     regionOfInterest: roi, links: [.direct(Self.progress.descriptor.name)] + links)
    }

    /// ``apply(_:from:to:extras:progress:values:readsAnywhere:extraRegionOfInterest:links:)`` for a
    /// ``regionKernel(_:inputCount:_:)``: binds the region (``region(_:_:explicit:)``, `explicit`
    /// when given) before `values`.
    package static func apply(_ kernel: Kernel, from: Image, to: Image, extras: [Image] = [], progress: Float,
                      region explicit: Rect?, values: [UniformValue], readsAnywhere: Bool, links: [ValueLink] = []) -> Image {
        apply(kernel, from: from, to: to, extras: extras, progress: progress,
              values: [vec4(region(from, to, explicit: explicit))] + values, readsAnywhere: readsAnywhere, links: links)
    }
}

extension FilterParameters {
    /// A transition's `extent` (or another rect parameter): nil when missing, not finite or empty
    /// (the region both images cover).
    package func transitionExtent(_ name: String = "extent") throws -> Rect? {
        let v = try vector(name)
        guard v.count == 4, v.allSatisfy(\.isFinite), v[2] > 0, v[3] > 0 else { return nil }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}
