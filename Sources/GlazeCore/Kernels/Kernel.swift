/// A GLSL kernel: a pure function with declared parameters and a kind that decides fusion.
///
/// The function name must be unique across every kernel used together (the registry enforces
/// it); helper functions in `source` carry the kernel's name as a prefix. Shared helpers from
/// `Shaders/Common/` are always available (`glaze_sample`, colour-space conversions, noise).
/// Built-in kernels load their source from `Shaders/`; user kernels pass GLSL at run time with
/// the same power (see ``init(name:kind:inputCount:parameters:source:origin:)``).
public struct Kernel: Hashable, Sendable, CustomStringConvertible {
    /// The GLSL function name, e.g. `sepiaTone`.
    public let name: String
    /// How the kernel reads its inputs; decides fusion.
    public let kind: KernelKind
    /// Image inputs: ≥ 0 for color (0 = generator), 1 for warp, ≥ 1 for sampling, ≥ 2 for transition
    /// (from, to, then extra images such as a mask).
    public let inputCount: Int
    /// Declared parameters, in the order of the GLSL function's trailing arguments.
    public let parameters: [KernelParameter]
    /// GLSL defining the function `name` (and helpers prefixed with `name`).
    public let source: String
    /// For user kernels: a label used in error messages, e.g. the file the source came from.
    public let origin: String
    /// Shared helper files under `Shaders/Common/` the source calls (included once per program).
    package let dependencies: [String]
    /// For a tap-count variant, its family's uniform-loop form (what hardware renderers draw).
    package let loopForm: KernelLoopForm?
    /// Reads of each input per output pixel (`inputN`, `inputNLinear` and `inputNTexel` calls),
    /// by input, for the cost model (``RenderPlan/Pass/textureFetches``); nil where the kernel
    /// does not declare them (a colour or warp kernel reads each input once, so only sampling
    /// and transition kernels need to). Set with `reading(taps:)`.
    package private(set) var taps: [Int]?
    /// Whether this colour kernel scales premultiplied RGB by a per-pixel factor independent of
    /// the colour (`vec4(c.rgb * s(p), c.a)`): the linear part of an alpha-preserving colour
    /// matrix commutes with it, so the emitter folds matrices on both sides into one (the
    /// offset stays after). Set with `scalingRGB()`.
    package private(set) var scalesRGB = false

    /// Defines a kernel from GLSL source. Checked when first compiled: a GLSL error reports
    /// the line in *this* source (see ``KernelError``).
    public init(name: String, kind: KernelKind, inputCount: Int = 1, parameters: [KernelParameter] = [],
                source: String, origin: String? = nil) {
        self.init(name: name, kind: kind, inputCount: inputCount, parameters: parameters, source: source,
                  origin: origin ?? "kernel '\(name)'", dependencies: [])
    }

    /// A kernel whose source calls the shared helper files `dependencies` under `Shaders/Common/`.
    package init(name: String, kind: KernelKind, inputCount: Int, parameters: [KernelParameter], source: String,
         origin: String, dependencies: [String], loopForm: KernelLoopForm? = nil) {
        self.loopForm = loopForm
        self.name = name
        self.kind = kind
        self.inputCount = kind == .warp ? 1 : (kind == .transition ? max(2, inputCount) : inputCount)
        self.parameters = parameters
        self.source = source
        self.origin = origin
        self.dependencies = dependencies
    }

    /// A built-in kernel whose source is the file `path` under `Shaders/`, looked up in `files`
    /// (the embedded shaders of the module that declares the kernel: GlazeCore's `Core/`, the
    /// catalog's `Filters/` and `Transitions/`).
    package init(builtin path: String, in files: [String: String], name: String, kind: KernelKind, inputCount: Int = 1,
                 parameters: [KernelParameter] = [], dependencies: [String] = []) {
        self.init(name: name, kind: kind, inputCount: inputCount, parameters: parameters,
                  source: files[path] ?? "#error missing embedded shader \(path)\n",
                  origin: "Shaders/\(path)", dependencies: dependencies)
    }

    public var description: String { "\(kind) kernel \(name)" }

    /// This kernel declaring `taps` reads of each input per output pixel (see `taps`).
    package func reading(taps: [Int]) -> Kernel {
        var kernel = self
        kernel.taps = taps
        return kernel
    }

    /// This kernel declaring that it only scales RGB by a colour-independent factor (see
    /// `scalesRGB`).
    package func scalingRGB() -> Kernel {
        var kernel = self
        kernel.scalesRGB = true
        return kernel
    }

    /// Checks the declaration for mistakes that would otherwise surface as confusing GLSL errors.
    public func validate() throws {
        guard name.first.map({ $0.isLetter || $0 == "_" }) == true,
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !name.hasPrefix("gl_") else {
            throw KernelError(.invalidDeclaration, kernel: name, "the name must be a GLSL identifier")
        }
        if name.hasPrefix("glaze_") {
            throw KernelError(.invalidDeclaration, kernel: name, "names starting with 'glaze_' are reserved")
        }
        guard source.contains(name) else {
            throw KernelError(.invalidDeclaration, kernel: name, "the source does not define a function named '\(name)'")
        }
        var seen = Set<String>()
        for p in parameters where !seen.insert(p.name).inserted {
            throw KernelError(.invalidDeclaration, kernel: name, "parameter '\(p.name)' is declared twice")
        }
        switch kind {
        case .warp where inputCount != 1:
            throw KernelError(.invalidDeclaration, kernel: name, "a warp kernel has exactly 1 input")
        case .transition where inputCount < 2:
            throw KernelError(.invalidDeclaration, kernel: name, "a transition kernel has at least 2 inputs (from, to)")
        case .sampling where inputCount < 1:
            throw KernelError(.invalidDeclaration, kernel: name, "a sampling kernel needs at least one input")
        default: break
        }
    }
}

/// A problem with a kernel: a bad declaration, wrong arguments, or GLSL that does not compile
/// (then `line` is the line in the kernel's own source, 1-based).
public struct KernelError: Error, CustomStringConvertible, Sendable {
    /// Stable error codes, 2001...2005.
    public enum Code: Int, Sendable, CaseIterable {
        /// The declaration is unusable (no function of that name, reserved name, bad input count).
        case invalidDeclaration = 2001
        /// The number of input images does not match the declaration.
        case wrongInputCount = 2002
        /// The number of parameter values does not match the declaration.
        case missingParameter = 2003
        /// A parameter value's type does not match its declaration.
        case wrongParameterType = 2004
        /// The kernel's GLSL did not compile (``line`` says where).
        case compileFailed = 2005
    }

    /// What went wrong, stable.
    public let code: Code
    /// The kernel's name.
    public let kernel: String
    /// A sentence for people (for compile errors, the compiler's log against the kernel's own lines).
    public let message: String
    /// Line in the kernel's own source where the compiler stopped (compile errors only).
    public let line: Int?

    /// Makes an error about `kernel`.
    public init(_ code: Code, kernel: String, _ message: String, line: Int? = nil) {
        self.code = code
        self.kernel = kernel
        self.message = message
        self.line = line
    }

    public var description: String {
        "kernel '\(kernel)'\(line.map { " line \($0)" } ?? ""): \(message)"
    }
}

extension KernelError: GlazeError {
    /// "kernel".
    public static var domain: String { "kernel" }

    /// The C status: GL for a declaration or GLSL that does not compile, invalid argument for
    /// inputs or values that do not match the declaration.
    public static func status(of code: Code) -> GlazeStatus {
        switch code {
        case .invalidDeclaration, .compileFailed: .gl
        case .wrongInputCount, .missingParameter, .wrongParameterType: .invalidArgument
        }
    }
}
