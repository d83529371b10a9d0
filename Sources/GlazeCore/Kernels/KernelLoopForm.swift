/// The uniform-loop form of a tap-count variant kernel: the family's one kernel whose loop runs
/// to an `int` parameter instead of a constant, so one program serves every tap count.
///
/// The variants exist only because a CPU rasteriser (llvmpipe) runs loops of uniform length
/// several times slower than unrolled ones; hardware renderers draw the loop form
/// (``RenderContext/Options/kernelLoops``). Both forms take the same parameters (the loop form's
/// arrays are longer) and the same values, the variant's count last.
package final class KernelLoopForm: Hashable, Sendable {
    /// The family's uniform-loop kernel.
    let kernel: Kernel
    /// This variant's loop counts (the values of the trailing `int` parameters, one per loop
    /// constant).
    let counts: [Int]

    package init(kernel: Kernel, counts: [Int]) {
        self.kernel = kernel
        self.counts = counts
    }

    package static func == (a: KernelLoopForm, b: KernelLoopForm) -> Bool {
        a.kernel.name == b.kernel.name && a.counts == b.counts
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(kernel.name)
        hasher.combine(counts)
    }

    /// The template source `source` (function `name`, loop constants `name_key`) given a
    /// trailing parameter `int name_keyUsed` per key; with `uniform`, every use of a constant
    /// other than its declaration and array sizes reads that parameter instead.
    package static func source(_ source: String, name: String, keys: [String], uniform: Bool) -> String {
        var out = source
        for key in keys { out = Self.source(out, name: name, key: key, uniform: uniform) }
        return out
    }

    private static func source(_ source: String, name: String, key: String, uniform: Bool) -> String {
        let constant = "\(name)_\(key)", used = "\(name)_\(key)Used"
        var out = source
        if uniform {
            out = ""
            var rest = source[...]
            while let hit = rest.firstRange(of: constant) {
                out += rest[..<hit.lowerBound]
                let next = rest[hit.upperBound...].first
                let isIdentifier = next.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
                let isDeclaration = rest[hit.upperBound...].hasPrefix(" = ")
                out += isIdentifier || isDeclaration || next == "]" ? constant : used
                rest = rest[hit.upperBound...]
            }
            out += rest
        }
        // The parameter closes the function's argument list (which has no parentheses inside).
        if let head = out.firstRange(of: "vec4 \(name)("), let close = out[head.upperBound...].firstIndex(of: ")") {
            out.insert(contentsOf: ", int \(used)", at: close)
        }
        return out
    }
}
