import Glaze
import GlazeEffects
import Glibc

/// The coverage-guided fuzz targets (`make fuzz`): each takes one input of bytes and must return
/// without crashing, hanging or tripping AddressSanitizer, whatever the bytes.
enum FuzzTarget: String, CaseIterable {
    /// An effect file (YAML or JSON) parsed and validated against the built-in registry, in an
    /// asset folder with a base file and a texture to refer to.
    case effect
    /// An effect-file expression parsed, then evaluated at a few variable values.
    case expression
    /// A PNG decoded to RGBA8 and RGBA16.
    case png
    /// A `.cube` lookup table parsed.
    case cube
    /// A kernel `.glsl` file parsed (header, uniforms, annotations) into its kernel.
    case kernel
    /// A transition `.glsl` file parsed.
    case transition
    /// A sequence of C API calls on two threads (``CAPISequence``).
    case capi

    /// The target `GLAZE_FUZZ_TARGET` names (libFuzzer passes no target of its own).
    static var selected: FuzzTarget {
        guard let name = getenv("GLAZE_FUZZ_TARGET").map({ String(cString: $0) }), let target = FuzzTarget(rawValue: name) else {
            return .effect
        }
        return target
    }

    /// Runs one input.
    func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        switch self {
        case .effect:
            _ = try? EffectFile(text: text, path: FuzzAssets.folder + "/case.yaml")
        case .expression:
            guard let expression = try? Expression(parsing: text, variables: ["time", "health", "x"]) else { return }
            for values in [[0.0, 1, -1], [.nan, .infinity, 1e308], [2.5, 0.5, 100]] {
                _ = expression.evaluate(values)
            }
        case .png:
            _ = try? PNGFile.decode(data: bytes, as: .rgba8)
            _ = try? PNGFile.decode(data: bytes, as: .rgba16)
        case .cube:
            _ = try? LookupTable.parse(cube: text)
        case .kernel:
            _ = try? KernelFile.load(name: "fuzz", source: text)
        case .transition:
            _ = try? GLSLTransition.load(name: "fuzz", source: text)
        case .capi:
            CAPISequence.run(bytes)
        }
    }
}

/// Messages of the fuzz binary, on standard error.
enum FuzzLog {
    /// Writes `message` and a newline to file descriptor 2.
    static func error(_ message: String) {
        let line = message + "\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }
}
