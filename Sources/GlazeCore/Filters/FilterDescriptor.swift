/// The groups filters are listed in (Core Image's categories plus game additions).
public enum FilterCategory: String, Hashable, Sendable, CaseIterable, Codable {
    /// Brightness, contrast, exposure, curves, matrices.
    case colorAdjustment
    /// Looks: sepia, posterize, colour maps, LUTs.
    case colorEffect
    /// Blurs.
    case blur
    /// Sharpening.
    case sharpen
    /// Stylised effects: bloom, vignette, pixellate.
    case stylize
    /// Warps: bumps, twirls, ripples.
    case distortion
    /// Crops, transforms, scaling.
    case geometry
    /// Blend modes and Porter-Duff compositing.
    case compositing
    /// Images made from nothing: colours, gradients, noise.
    case generator
    /// Reductions to small images: averages, histograms.
    case reduction
    /// Multi-step recipes built from other filters.
    case recipe
    /// Transitions from one image to another under a progress.
    case transition
}

/// What kind of value a parameter takes; decides parsing, UI and validation.
public enum ParameterType: String, Hashable, Sendable, Codable {
    /// A plain number.
    case scalar
    /// Radians.
    case angle
    /// Working-space pixels.
    case distance
    /// A whole number (values are rounded).
    case integer
    /// On or off (numbers: non-zero is true).
    case boolean
    /// A point in working-space pixels (2 components).
    case position
    /// A vector of `componentCount` numbers.
    case vector
    /// Linear RGBA, not premultiplied.
    case color
    /// An image (a mask, a background, a transition's target).
    case image
    /// One of `choices`.
    case choice
}

/// Everything a tool needs to know about one filter parameter.
public struct ParameterDescriptor: Hashable, Sendable {
    /// The parameter's name, e.g. `radius`.
    public var name: String
    /// What kind of value it takes.
    public var type: ParameterType
    /// The value used when none is given (nil for images).
    public var defaultValue: ParameterValue?
    /// Hard limits: values outside are clamped (Swift API) or reported (effect-file validation).
    public var minimum: Double?
    /// Hard upper limit (see ``minimum``).
    public var maximum: Double?
    /// The range a UI slider should offer (narrower than the hard limits).
    public var sliderMinimum: Double?
    /// Upper end of the slider range.
    public var sliderMaximum: Double?
    /// The value at which the filter leaves its input unchanged, when there is one.
    public var identity: ParameterValue?
    /// Unit for people: "px", "rad", "EV", "" …
    public var unit: String
    /// One line for people: what the parameter does.
    public var doc: String
    /// Number of components for vectors, positions and colours.
    public var componentCount: Int
    /// For `.choice`.
    public var choices: [String]
    /// Whether an image parameter may be omitted.
    public var isOptional: Bool

    /// Describes a parameter; prefer the ``number(_:_:min:max:slider:identity:type:unit:doc:)``, ``position(_:_:_:doc:)``, ``color(_:_:doc:)`` and ``image(_:optional:doc:)`` helpers.
    public init(_ name: String, _ type: ParameterType, default defaultValue: ParameterValue?,
                min minimum: Double? = nil, max maximum: Double? = nil,
                slider: ClosedRange<Double>? = nil, identity: ParameterValue? = nil, unit: String = "",
                components: Int? = nil, choices: [String] = [], optional: Bool = false, doc: String) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.minimum = minimum
        self.maximum = maximum
        self.sliderMinimum = slider?.lowerBound ?? minimum
        self.sliderMaximum = slider?.upperBound ?? maximum
        self.identity = identity
        self.unit = unit
        self.doc = doc
        self.componentCount = components ?? (type == .position ? 2 : (type == .color ? 4 : 1))
        self.choices = choices
        self.isOptional = optional
    }

    /// A numeric parameter with the usual fields.
    public static func number(_ name: String, _ defaultValue: Double, min: Double, max: Double,
                              slider: ClosedRange<Double>? = nil, identity: Double? = nil,
                              type: ParameterType = .scalar, unit: String = "", doc: String) -> ParameterDescriptor {
        ParameterDescriptor(name, type, default: .number(defaultValue), min: min, max: max, slider: slider,
                            identity: identity.map { .number($0) }, unit: unit, doc: doc)
    }

    /// A position parameter (working-space pixels).
    public static func position(_ name: String, _ x: Double, _ y: Double, doc: String) -> ParameterDescriptor {
        ParameterDescriptor(name, .position, default: .vector([x, y]), min: -1e6, max: 1e6,
                            slider: 0...1920, unit: "px", doc: doc)
    }

    /// A colour parameter (linear RGBA, not premultiplied).
    public static func color(_ name: String, _ rgba: SIMD4<Double>, doc: String) -> ParameterDescriptor {
        ParameterDescriptor(name, .color, default: .color(rgba), min: 0, max: 1e4, slider: 0...1, doc: doc)
    }

    /// An image parameter.
    public static func image(_ name: String, optional: Bool = false, doc: String) -> ParameterDescriptor {
        ParameterDescriptor(name, .image, default: nil, optional: optional, doc: doc)
    }
}

/// The static description of a filter: name, Core Image alias, category and parameters.
public struct FilterDescriptor: Hashable, Sendable {
    /// Registry name, lowerCamelCase: `gaussianBlur`.
    public var name: String
    /// Other accepted names, e.g. `CIGaussianBlur`.
    public var aliases: [String]
    /// Name for people: "Gaussian Blur".
    public var displayName: String
    /// The group it is listed in.
    public var category: FilterCategory
    /// Whether the filter reads a main input image (false for generators).
    public var hasInputImage: Bool
    /// Every parameter besides the main input, in display order.
    public var parameters: [ParameterDescriptor]
    /// One line for people: what the filter does.
    public var doc: String
    /// Parameter values that show what the filter does in a preview (the gallery, a studio),
    /// for filters whose defaults (Core Image's, often the identity) look like nothing. Only the
    /// parameters listed differ from the defaults; empty when the defaults show the filter.
    public var showcase: [String: ParameterValue]

    /// Describes a filter.
    public init(name: String, aliases: [String] = [], displayName: String, category: FilterCategory,
                hasInputImage: Bool = true, parameters: [ParameterDescriptor], doc: String,
                showcase: [String: ParameterValue] = [:]) {
        self.name = name
        self.aliases = aliases
        self.displayName = displayName
        self.category = category
        self.hasInputImage = hasInputImage
        self.parameters = parameters
        self.doc = doc
        self.showcase = showcase
    }

    /// The parameter called `name`, or nil.
    public func parameter(named name: String) -> ParameterDescriptor? {
        parameters.first { $0.name == name }
    }
}

extension FilterDescriptor {
    /// A built-in filter's descriptor: its alias is Core Image's (`CI` + the name capitalised:
    /// `linearGradient` → `CILinearGradient`) unless `coreImage` is false, and a generator
    /// (category `.generator`) reads no input image.
    /// `showcase`: values that make the filter visible in the gallery; `aliases`: more, after Core Image's.
    package init(builtin name: String, _ displayName: String, _ category: FilterCategory, coreImage: Bool = true,
                 aliases: [String] = [], parameters: [ParameterDescriptor], doc: String,
                 showcase: [String: ParameterValue] = [:]) {
        self.init(name: name, aliases: (coreImage ? ["CI" + name.prefix(1).uppercased() + name.dropFirst()] : []) + aliases,
                  displayName: displayName, category: category, hasInputImage: category != .generator,
                  parameters: parameters, doc: doc, showcase: showcase)
    }
}
