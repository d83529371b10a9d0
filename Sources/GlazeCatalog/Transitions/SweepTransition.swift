/// A band that sweeps across the image along `angle`, leaving the target behind it.
///
/// ``CopyMachineTransition`` and ``SwipeTransition`` are this one type with their own
/// ``SweepStyle`` (a row of ``SweepStyles``): the row names the transition, declares the
/// colour, angle, width and opacity (defaults, ranges, docs) and picks the kernel: one source,
/// `Shaders/Transitions/sweep-transition.glsl`, compiled per style.
public struct SweepTransition<Style: SweepStyle>: Transition {
    public var progress: Float
    public var targetImage: Image?
    /// Region the band crosses; nil: the region both images cover (see ``Transition``).
    public var extent: Rect?
    /// Colour of the band (linear RGBA, not premultiplied; RGB 0...1e4, alpha 0...1).
    public var color: SIMD4<Float>
    /// Direction of travel, radians (0: left to right).
    public var angle: Float
    /// Width of the band in pixels: copy machine 0.1...500, swipe 0.1...1000.
    public var width: Float
    /// Copy machine: brightness of the light, 0...3 (above 1 widens its saturated core); swipe:
    /// strength of the band's tint, 0...1 (0, the default: no tint).
    public var opacity: Float

    /// A sweep (arguments and clamping: see ``Transition``).
    public init(progress: Float = 0, targetImage: Image? = nil, extent: Rect? = nil,
                color: SIMD4<Float> = Style.row.color.defaultValue, angle: Float = Style.row.angle.defaultValue,
                width: Float = Style.row.width.defaultValue, opacity: Float = Style.row.opacity.defaultValue) {
        self.progress = TransitionSupport.progress.clamped(progress)
        self.targetImage = targetImage
        self.extent = extent
        self.color = color
        self.angle = angle
        self.width = width
        self.opacity = opacity
    }

    public init(parameters p: FilterParameters) throws {
        let row = Style.row
        try self.init(progress: p[TransitionSupport.progress], targetImage: p.image("targetImage"),
                      extent: p.transitionExtent(), color: p.color("color"), angle: p[row.angle], width: p[row.width],
                      opacity: p[row.opacity])
    }

    /// The style's name, aliases and parameters.
    public static var descriptor: FilterDescriptor { Style.row.descriptor }

    public func apply(from: Image, to: Image) -> Image {
        let row = Style.row
        return TransitionSupport.apply(row.kernel, from: from, to: to, progress: progress, region: extent, values: [
            row.color.uniform(color), TransitionSupport.angle(angle, row.angle), row.width.uniform(width),
            row.opacity.uniform(opacity),
        ], readsAnywhere: false)
    }
}

/// How a ``SweepTransition`` draws its band: a caseless enum naming its row of ``SweepStyles``.
public protocol SweepStyle: FilterFamilyMember where Row == SweepStyles.Row {}

/// The table of sweeping-band transitions.
public enum SweepStyles {
    /// One row: the descriptor, the transition kernel and the declared colour, angle, width and
    /// opacity.
    public struct Row: Sendable {
        let descriptor: FilterDescriptor
        let kernel: Kernel
        /// Colour of the band.
        @usableFromInline let color: FilterParameter<SIMD4<Float>>
        /// Direction of travel.
        @usableFromInline let angle: FilterParameter<Float>
        /// Width of the band.
        @usableFromInline let width: FilterParameter<Float>
        /// Strength of the band's colour.
        @usableFromInline let opacity: FilterParameter<Float>

        init(_ name: String, aliases: [String], _ displayName: String, flag: String,
             color: FilterParameter<SIMD4<Float>>, angle: String, width: FilterParameter<Float>,
             opacity: FilterParameter<Float>, doc: String) {
            let angle = TransitionSupport.angle(0, doc: angle)
            (self.color, self.angle, self.width, self.opacity) = (color, angle, width, opacity)
            descriptor = TransitionSupport.descriptor(
                name, aliases: aliases, displayName, [TransitionSupport.extentParameter, color.descriptor,
                                                      angle.descriptor, width.descriptor, opacity.descriptor], doc: doc)
            let sweep = TransitionSupport.regionKernel("sweepTransition", [
                color.kernelParameter, angle.kernelParameter, width.kernelParameter, opacity.kernelParameter,
            ])
            kernel = TransitionSupport.variant(of: sweep, as: name, defining: flag)
        }
    }

    /// Core Image's `CICopyMachineTransition`: a bar of light sweeps across the image like a copy
    /// machine's, screen-blended with strength `opacity`, leaving the target behind.
    public enum CopyMachine: SweepStyle {
        /// Registry name `copyMachineTransition`, aliases `CICopyMachineTransition`, `copyMachine`.
        public static let row = Row(
            "copyMachineTransition", aliases: ["CICopyMachineTransition", "copyMachine"], "Copy Machine",
            flag: "COPY_MACHINE",
            color: .color("color", [0.6, 1, 0.8, 1], doc: "Colour of the scanning light."),
            angle: "Direction the bar travels (0: left to right).",
            width: .number("width", 200, min: 0.1, max: 500, type: .distance, unit: "px", doc: "Width of the light bar."),
            opacity: .number("opacity", 1.3, min: 0, max: 3,
                             doc: "Brightness of the light; above 1 widens its saturated core."),
            doc: "Sweeps a bar of light across the image, leaving the target behind it.")
    }

    /// Core Image's `CISwipeTransition`: a soft band wipes across the image like a windshield
    /// wiper, tinted by `color` at `opacity`, revealing the target.
    public enum Swipe: SweepStyle {
        /// Registry name `swipeTransition`, aliases `CISwipeTransition`, `swipe`.
        public static let row = Row(
            "swipeTransition", aliases: ["CISwipeTransition", "swipe"], "Swipe", flag: "SWIPE",
            color: .color("color", [1, 1, 1, 1], doc: "Tint of the moving band."),
            angle: "Direction the band travels (0: left to right).",
            width: .number("width", 300, min: 0.1, max: 1000, slider: 0.1...1000, type: .distance, unit: "px",
                           doc: "Width of the soft band between the images."),
            opacity: .number("opacity", 0, min: 0, max: 1, doc: "How strongly the band is tinted with the colour."),
            doc: "Wipes the target in behind a soft band travelling across the image.")
    }
}

/// A bar of light sweeps across the image like a copy machine's (Core Image's
/// `CICopyMachineTransition`): see ``SweepStyles/CopyMachine``.
public typealias CopyMachineTransition = SweepTransition<SweepStyles.CopyMachine>
/// A soft band wipes across the image like a windshield wiper (Core Image's `CISwipeTransition`):
/// see ``SweepStyles/Swipe``.
public typealias SwipeTransition = SweepTransition<SweepStyles.Swipe>
