/// A caseless enum naming its row of a family's table: the family's generic filter type (for
/// example ``GridPixellate``) reads its descriptor, kernel and parameter declarations from `row`.
/// Each family refines it with its own row type (``PixellateGrid``: `Row == PixellateGrids.Row`).
public protocol FilterFamilyMember: Sendable {
    /// The type of the family's rows.
    associatedtype Row: Sendable
    /// This member's row: the filter's descriptor, kernel and parameter declarations.
    static var row: Row { get }
}
