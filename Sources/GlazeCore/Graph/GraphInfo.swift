/// Post-order of a recipe DAG's unique nodes, with inputs as positions in that order.
///
/// Reusable: ``rebuild(root:)`` refills the same storage, so walking a recipe of a size seen
/// before allocates nothing (the steady-state frame walks every recipe once).
package struct GraphInfo {
    /// Inputs before the nodes that read them; the root last.
    package private(set) var order: [ImageNode] = []
    /// Node `i`'s inputs are `inputs[inputStart[i]..<inputStart[i + 1]]` (positions in `order`).
    private(set) var inputs: [Int] = []
    private(set) var inputStart: [Int] = []
    /// How many edges reach each node (by position).
    private(set) var consumers: [Int] = []
    /// Per position: the colour encoding a source is decoded with in this render. Its declared
    /// encoding unless the render learnt better (``decode(sourceAt:as:)``); unused for other nodes.
    package private(set) var sourceEncodings: [ColorEncoding] = []
    /// Per position: the colour path the render chose for a source (``decode(sourceAt:as:path:)``),
    /// nil where it kept the declared one (``SourceColorPath/declared(_:workingSpace:)``).
    package private(set) var sourcePaths: [SourceColorPath?] = []
    private var positions: [ObjectIdentifier: Int] = [:]
    private var stack: [(node: ImageNode, next: Int)] = []

    package init() {}

    init(root: ImageNode) { rebuild(root: root) }

    /// The node everything else feeds.
    var root: ImageNode { order[order.count - 1] }
    /// Position of the root in `order`.
    var rootIndex: Int { order.count - 1 }

    /// Position of `node` in `order`, nil if it is not part of this graph.
    func position(of node: ImageNode) -> Int? { positions[ObjectIdentifier(node)] }

    /// Positions of node `index`'s inputs.
    func inputs(of index: Int) -> ArraySlice<Int> { inputs[inputStart[index]..<inputStart[index + 1]] }

    /// Refills the storage with the graph of `root`.
    package mutating func rebuild(root: ImageNode) {
        order.removeAll(keepingCapacity: true)
        inputs.removeAll(keepingCapacity: true)
        inputStart.removeAll(keepingCapacity: true)
        consumers.removeAll(keepingCapacity: true)
        sourceEncodings.removeAll(keepingCapacity: true)
        sourcePaths.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        // Iterative DFS: recipes can be deep (long chains) and recursion would risk the stack.
        stack.append((root, 0))
        positions[ObjectIdentifier(root)] = -1
        while let (node, next) = stack.popLast() {
            if next < node.inputs.count {
                stack.append((node, next + 1))
                let input = node.inputs[next]
                if positions[ObjectIdentifier(input)] == nil {
                    positions[ObjectIdentifier(input)] = -1
                    stack.append((input, 0))
                }
            } else {
                positions[ObjectIdentifier(node)] = order.count
                order.append(node)
                consumers.append(0)
                sourcePaths.append(nil)
                if case .source(let source) = node.operation {
                    sourceEncodings.append(source.encoding)
                } else {
                    sourceEncodings.append(.linear)
                }
                inputStart.append(inputs.count)
                // Index loops: a for-in over an array allocates per element in debug builds, and
                // this runs every frame.
                for slot in node.inputs.indices {
                    let position = positions[ObjectIdentifier(node.inputs[slot])] ?? 0
                    inputs.append(position)
                    consumers[position] += 1
                }
            }
        }
        inputStart.append(inputs.count)
    }

    /// Decodes the source at `position` as `encoding` in this render instead of its declared
    /// encoding (an sRGB texture GL already decodes when sampling is read as linear), through
    /// colour path `path`.
    package mutating func decode(sourceAt position: Int, as encoding: ColorEncoding, path: SourceColorPath) {
        sourceEncodings[position] = encoding
        sourcePaths[position] = path
    }

    /// The colour path of the source at `position` in this render.
    package func colorPath(ofSourceAt position: Int, workingSpace: WorkingSpace) -> SourceColorPath? {
        guard case .source(let source) = order[position].operation else { return nil }
        return sourcePaths[position] ?? .declared(source, workingSpace: workingSpace)
    }
}
