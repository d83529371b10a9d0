@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Every kernel a built-in filter or transition draws takes its values in the order its
/// parameters are declared, so each declared parameter's name must be the name the GLSL function
/// gives the argument in that place: then a value is bound to the argument of its name, and no
/// two can be swapped by a reordering on either side.
@Suite struct EveryKernelBindsByNameTests {
    /// The kernels of `image`'s recipe, each once (by name).
    static func kernels(of image: Image) -> [Kernel] {
        var seen = Set<ObjectIdentifier>(), found: [String: Kernel] = [:], stack = [image.node]
        while let node = stack.popLast() {
            guard seen.insert(ObjectIdentifier(node)).inserted else { continue }
            if case .kernel(let application) = node.operation { found[application.kernel.name] = application.kernel }
            stack += node.inputs
        }
        return Array(found.values)
    }

    @Test func everyBuiltInKernelsParametersAreItsFunctionsLastArguments() throws {
        let input = CatalogTests.testImage()
        var kernels: [String: Kernel] = [:]
        for d in FilterRegistry.builtin.descriptors {
            // At its defaults and at its showcase values (a filter at its identity draws nothing).
            var cases = [CatalogTests.parameters(for: d)]
            var showcase = CatalogTests.parameters(for: d, with: d.showcase)
            if d.parameters.contains(where: { $0.name == "progress" }) { showcase["progress"] = .number(0.5) }
            cases.append(showcase)
            for values in cases {
                let image = try input.applyingFilter(name: d.name, parameters: values)
                for kernel in Self.kernels(of: image) { kernels[kernel.name] = kernel }
            }
        }
        #expect(kernels.count >= 140, "only \(kernels.count) kernels were reached")
        for kernel in kernels.values.sorted(by: { $0.name < $1.name }) where !kernel.parameters.isEmpty {
            let names = kernel.parameters.map(\.name)
            // A variant (`TransitionSupport.variant`) renames its base's function with a #define.
            let function = kernel.source.split(separator: "\n").first { $0.hasPrefix("#define ") && $0.hasSuffix(" \(kernel.name)") }
                .map { String($0.split(separator: " ")[1]) } ?? kernel.name
            // A tap-count variant's loop counts are `<function>_<key>Used` (KernelLoopForm).
            let arguments = ShaderDeclaration.argumentNames(of: function, in: kernel.source).map { argument in
                argument.hasPrefix(kernel.name + "_") && argument.hasSuffix("Used") ? String(argument.dropFirst(kernel.name.count + 1)) : argument
            }
            // A kernel file's wrapper takes `a0`… and `aInputSize` and sets each uniform by name
            // from them (KernelFile, generated in one place).
            if arguments.last == "aInputSize" {
                #expect(Array(arguments.suffix(names.count)) == (0..<(names.count - 1)).map { "a\($0)" } + ["aInputSize"], "\(kernel.name)")
                continue
            }
            #expect(Array(arguments.suffix(names.count)) == names,
                    "\(kernel.name) (\(kernel.origin)): parameters (\(names.joined(separator: ", "))), GLSL arguments (\(arguments.joined(separator: ", ")))")
        }
    }
}
