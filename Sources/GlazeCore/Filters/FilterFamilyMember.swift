/// A caseless enum naming its row of a family's table: the family's generic filter type (for
/// example the circular warps) reads its descriptor, kernel and parameter declarations from `row`.
/// Each family refines it with its own row type (`CircularWarpProfile`: `Row == CircularWarpRow`).
public protocol FilterFamilyMember: Sendable {
    /// The type of the family's rows.
    associatedtype Row: Sendable
    /// This member's row: the filter's descriptor, kernel and parameter declarations.
    static var row: Row { get }
}
