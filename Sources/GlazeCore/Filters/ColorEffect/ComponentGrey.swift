/// Grey from one channel of each colour, picked by a ``ComponentPick``: the brightest
/// (``MaximumComponent``, `rgb' = max(r, g, b)`) or the darkest (``MinimumComponent``,
/// `rgb' = min(r, g, b)`). A `color` kernel; the filters have no parameters.
public struct ComponentGrey<Pick: ComponentPick>: Filter {
    /// The filter (it has no parameters).
    public init() {}

    public init(parameters: FilterParameters) throws { self.init() }

    /// The pick's registry name, Core Image alias and doc (no parameters).
    public static var descriptor: FilterDescriptor { Pick.row.descriptor }

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Pick.row.kernel, inputs: [input], values: [])
    }
}

/// Which channel a ``ComponentGrey`` keeps: a caseless enum naming its row of ``ComponentPicks``.
public protocol ComponentPick: FilterFamilyMember where Row == ComponentPicks.Row {}

/// The table of component greys: a row names the pick once (`maximum` → `maximumComponent`,
/// `CIMaximumComponent`, "Maximum Component") and its kernel
/// (`Shaders/Filters/ColorEffect/maximum-component.glsl`).
public enum ComponentPicks {
    /// One row: the descriptor and the kernel.
    public struct Row: Sendable {
        let descriptor: FilterDescriptor
        let kernel: Kernel

        init(_ pick: String, doc: String) {
            let name = pick + "Component"
            descriptor = FilterDescriptor(builtin: name, pick.prefix(1).uppercased() + pick.dropFirst() + " Component",
                                          .colorEffect, parameters: [], doc: doc)
            kernel = Kernel(filter: "ColorEffect", name)
        }
    }

    /// Core Image's `CIMaximumComponent`: `rgb' = max(r, g, b)`.
    public enum Maximum: ComponentPick {
        /// Registry name `maximumComponent`.
        public static let row = Row("maximum", doc: "Replaces each colour by the grey of its largest channel.")
    }

    /// Core Image's `CIMinimumComponent`: `rgb' = min(r, g, b)`.
    public enum Minimum: ComponentPick {
        /// Registry name `minimumComponent`.
        public static let row = Row("minimum", doc: "Replaces each colour by the grey of its smallest channel.")
    }
}

/// Grey from the brightest channel (Core Image's `CIMaximumComponent`): see ``ComponentPicks/Maximum``.
public typealias MaximumComponent = ComponentGrey<ComponentPicks.Maximum>
/// Grey from the darkest channel (Core Image's `CIMinimumComponent`): see ``ComponentPicks/Minimum``.
public typealias MinimumComponent = ComponentGrey<ComponentPicks.Minimum>
