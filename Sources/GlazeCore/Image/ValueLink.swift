/// A declared link from a filter parameter to a number of the kernel node its `apply` made: the
/// number is affine in the parameter, `number = constant + coefficient · parameter`, the
/// constant being what the filter's other values contribute.
///
/// A filter declares a parameter's links only where the parameter changes nothing else about
/// the recipe (no extent, region of interest, tap count, other value or skipped node, apart from
/// a skipped node that would have left the image unchanged), and declares every number it
/// moves: a value owner (an effect file's frame builder) then keeps the recipe and writes the
/// numbers each frame. A parameter without links is structural: the recipe is built again when
/// it changes. Two parameters that move the same number must move it by the sum of their terms.
package struct ValueLink: Hashable, Sendable {
    /// Where the number is in the kernel node.
    package enum Target: Hashable, Sendable {
        /// Component `component` of the kernel parameter named `uniform` (vectors in order;
        /// matrices column-major, as uploaded).
        case uniform(String, component: Int)
        /// An entry of the node's colour matrix form: `matrix` row-major 0...15, `bias` 16...19.
        case matrixForm(entry: Int)
    }

    /// The filter parameter's registry name.
    package var parameter: String
    /// Which component of the parameter's value (0 for a number; x, y… of a vector).
    package var component: Int
    /// The number that follows it.
    package var target: Target
    /// How much the number moves per unit of the parameter.
    package var coefficient: Double

    /// Number `target` moves by `coefficient` per unit of component `component` of `parameter`.
    package init(_ parameter: String, component: Int = 0, to target: Target, coefficient: Double = 1) {
        self.parameter = parameter
        self.component = component
        self.target = target
        self.coefficient = coefficient
    }

    /// The kernel parameter of the same name is the (number) parameter's value itself.
    package static func direct(_ parameter: String) -> ValueLink {
        ValueLink(parameter, to: .uniform(parameter, component: 0))
    }
}
