import Glaze
#if canImport(Glibc)
import Glibc
#endif

/// A vkBasalt configuration file (`vkBasalt.conf`, the config of the Vulkan post-processing
/// layer vkBasalt) read for `glaze run`, and the Glaze effect file that does the same.
///
/// **The format**, as vkBasalt's `Config::readConfigLine` reads it, line by line: `key = value`;
/// `#` starts a comment; spaces and tabs are dropped wherever they are (`cas : smaa` is
/// `cas:smaa`); `"` starts and ends a quoted run in which spaces, `#` and `=` are kept; a further
/// `=` outside quotes is dropped; a line without a key or without a value is ignored (this reader
/// warns); a key set twice keeps the later value (a warning). Unlike vkBasalt, a `\r` before the
/// line break is dropped (files saved with CRLF line ends).
///
/// **Options** (vkBasalt's names and defaults): `effects` (colon-separated, applied left to right,
/// default `cas`): `cas`, `dls`, `fxaa`, `smaa`, `lut`, `deband`; a name defined in the file as
/// `name = /path/file.fx` is a ReShade effect, which Glaze cannot run (an `unsupportedEffect`
/// error). `casSharpness` (0.4), `dlsSharpness` (0.5), `dlsDenoise` (0.17), `fxaaQualitySubpix`
/// (0.75), `fxaaQualityEdgeThreshold` (0.125), `fxaaQualityEdgeThresholdMin` (0.0312),
/// `smaaEdgeDetection` (`luma` | `color`), `smaaThreshold` (0.05), `smaaMaxSearchSteps` (32),
/// `smaaMaxSearchStepsDiag` (16), `smaaCornerRounding` (25, percent), `lutFile` (a `.cube` file or
/// a PNG strip; relative to this file's folder), `debandAvgdiff` (3.4), `debandMaxdiff` (6.8),
/// `debandMiddiff` (3.3), `debandRange` (16), `debandIterations` (4), `toggleKey` (an X11 keysym
/// name, `Home`), `enableOnLaunch` (`True`/`False`, also `true`/`false`/`1`/`0`; `True`),
/// `depthCapture` (`on`/`off`: accepted, ignored with a warning when on), `reshadeTexturePath`
/// and `reshadeIncludePath` (accepted, unused). Numbers are written as vkBasalt's C-locale float
/// reader takes them (`0.4`, `.4`, `4e-1`, `0.4f`); whole-number options take whole numbers.
///
/// **Problems.** A key vkBasalt does not know is a warning naming the key and line (vkBasalt
/// ignores it; a ReShade effect may read it). A value that does not parse, an unknown or ReShade
/// effect, or `lut` without `lutFile` throws a ``RunConfigError`` naming `path:line` and the key.
///
/// **The mapping** to Glaze filters, one step per entry of `effects`, in order (``steps``):
/// - `cas` → `contrastAdaptiveSharpen {sharpness: casSharpness}`;
/// - `dls` → `denoisedLumaSharpen {sharpness: dlsSharpness, denoise: dlsDenoise}`;
/// - `fxaa` → `fxaa {subpixel: fxaaQualitySubpix, edgeThreshold: fxaaQualityEdgeThreshold,
///   edgeThresholdMin: fxaaQualityEdgeThresholdMin}` with `quality: 39` and `greenLuma: true`,
///   vkBasalt's compiled-in `FXAA_QUALITY_PRESET 39` and `FXAA_GREEN_AS_LUMA` (no option sets them);
/// - `smaa` → `smaa {edgeDetection: smaaEdgeDetection, threshold: smaaThreshold,
///   searchDistance: 2 × smaaMaxSearchSteps (SMAA's search steps cover two pixels each; Glaze's
///   distance is in pixels), diagonalDistance: smaaMaxSearchStepsDiag (one pixel per step in
///   both), cornerRounding: smaaCornerRounding / 100 (vkBasalt's is a percentage)}`. vkBasalt's
///   SMAA has no option without a counterpart; Glaze's predication-free SMAA 1x matches its
///   passes;
/// - `lut` → `colorLookup {lookupImage: lutFile}` (sRGB-encoded lookup, as vkBasalt samples its
///   table on the swapchain's encoded values);
/// - `deband` → `deband {avgdiff: debandAvgdiff, maxdiff: debandMaxdiff, middiff: debandMiddiff,
///   range: debandRange, iterations: debandIterations}`.
///
/// Values are clamped into the ranges the registry's descriptors give (vkBasalt does not check
/// them; a Glaze effect file must be inside them), each clamp a warning. What has no counterpart
/// at all: `toggleKey` and `enableOnLaunch` are for the runtime (``toggleKey``,
/// ``enableOnLaunch``), not the effect file; `depthCapture` (no vkBasalt effect reads depth, only
/// ReShade's) and the ReShade paths are unused.
public struct VkBasaltConfig: Sendable, Hashable {
    /// vkBasalt's built-in effects.
    public enum EffectName: String, Sendable, Hashable, CaseIterable {
        /// AMD FidelityFX contrast adaptive sharpening.
        case cas
        /// Denoised luma sharpening.
        case dls
        /// Fast approximate anti-aliasing.
        case fxaa
        /// Subpixel morphological anti-aliasing.
        case smaa
        /// A colour lookup table.
        case lut
        /// Debanding.
        case deband
    }

    /// `smaaEdgeDetection`'s values.
    public enum EdgeDetection: String, Sendable, Hashable, CaseIterable {
        /// Edges from luma contrast (vkBasalt's default).
        case luma
        /// Edges from the largest channel contrast.
        case color
    }

    /// A parameter value of a Glaze step, as the effect file writes it.
    public enum Value: Sendable, Hashable, CustomStringConvertible {
        /// A number.
        case number(Double)
        /// A whole number (an `integer` parameter).
        case integer(Int)
        /// `true` / `false`.
        case boolean(Bool)
        /// One of a choice parameter's values.
        case choice(String)
        /// An image file: the path the effect file names.
        case image(String)

        /// The value as the effect file writes it (an image path double-quoted and escaped).
        public var description: String {
            switch self {
            case .number(let value): RunConfigText.format(value)
            case .integer(let value): String(value)
            case .boolean(let value): value ? "true" : "false"
            case .choice(let value): value
            case .image(let path): RunConfigText.yamlQuoted(path)
            }
        }
    }

    /// One parameter of a Glaze step and the vkBasalt option it comes from.
    public struct Parameter: Sendable, Hashable {
        /// The Glaze filter's parameter name.
        public var name: String
        /// Its value (after any clamp into the descriptor's range).
        public var value: Value
        /// The vkBasalt option it comes from; nil for a value vkBasalt compiles in (FXAA's preset).
        public var option: String?

        /// A parameter `name` = `value` from vkBasalt's `option`.
        public init(name: String, value: Value, option: String?) {
            self.name = name
            self.value = value
            self.option = option
        }
    }

    /// One Glaze filter step for one entry of vkBasalt's `effects`.
    public struct Step: Sendable, Hashable {
        /// The vkBasalt effect.
        public var effect: EffectName
        /// The Glaze filter's registry name.
        public var filter: String
        /// The filter's parameters, in the order the effect file writes them.
        public var parameters: [Parameter]

        /// A step applying `filter` with `parameters` for vkBasalt's `effect`.
        public init(effect: EffectName, filter: String, parameters: [Parameter]) {
            self.effect = effect
            self.filter = filter
            self.parameters = parameters
        }

        /// The value of parameter `name`, or nil.
        public func value(_ name: String) -> Value? { parameters.first { $0.name == name }?.value }
    }

    /// The effect's name in ``effectFileText()``: `default`.
    public static let effectName = "default"
    /// The names `effects` may use, in vkBasalt's order.
    public static let builtinEffects = EffectName.allCases.map(\.rawValue)

    /// The file's path, as given to ``parse(text:path:registry:)``.
    public let path: String
    /// vkBasalt's `effects`, in order (a name may repeat); default `[cas]`.
    public private(set) var effects: [EffectName] = [.cas]
    /// `casSharpness`: -1…1 in vkBasalt, default 0.4.
    public private(set) var casSharpness = 0.4
    /// `dlsSharpness`: 0…1, default 0.5.
    public private(set) var dlsSharpness = 0.5
    /// `dlsDenoise`: 0…1, default 0.17.
    public private(set) var dlsDenoise = 0.17
    /// `fxaaQualitySubpix`: 0…1, default 0.75.
    public private(set) var fxaaQualitySubpix = 0.75
    /// `fxaaQualityEdgeThreshold`: default 0.125.
    public private(set) var fxaaQualityEdgeThreshold = 0.125
    /// `fxaaQualityEdgeThresholdMin`: default 0.0312.
    public private(set) var fxaaQualityEdgeThresholdMin = 0.0312
    /// `smaaEdgeDetection`: default luma.
    public private(set) var smaaEdgeDetection = EdgeDetection.luma
    /// `smaaThreshold`: 0…0.5, default 0.05.
    public private(set) var smaaThreshold = 0.05
    /// `smaaMaxSearchSteps`: 0…112, default 32.
    public private(set) var smaaMaxSearchSteps = 32
    /// `smaaMaxSearchStepsDiag`: 0…20, default 16.
    public private(set) var smaaMaxSearchStepsDiag = 16
    /// `smaaCornerRounding`: 0…100 (percent), default 25.
    public private(set) var smaaCornerRounding = 25
    /// `lutFile` as written, or nil.
    public private(set) var lutFile: String?
    /// `lutFile` resolved against the file's folder (absolute when ``path`` is), or nil.
    public private(set) var lutPath: String?
    /// `debandAvgdiff`: default 3.4.
    public private(set) var debandAvgdiff = 3.4
    /// `debandMaxdiff`: default 6.8.
    public private(set) var debandMaxdiff = 6.8
    /// `debandMiddiff`: default 3.3.
    public private(set) var debandMiddiff = 3.3
    /// `debandRange`: default 16.
    public private(set) var debandRange = 16.0
    /// `debandIterations`: default 4.
    public private(set) var debandIterations = 4
    /// `toggleKey`: the X11 keysym name of the key that turns the effects on and off (as
    /// `XStringToKeysym` takes it), default `Home`. Not checked here.
    public private(set) var toggleKey = "Home"
    /// `enableOnLaunch`: whether the effects start on, default true.
    public private(set) var enableOnLaunch = true
    /// `depthCapture`: `on` or `off` (default); Glaze ignores it.
    public private(set) var depthCapture = false
    /// `reshadeTexturePath`, unused (Glaze does not run ReShade effects).
    public private(set) var reshadeTexturePath: String?
    /// `reshadeIncludePath`, unused.
    public private(set) var reshadeIncludePath: String?
    /// What the file asks for that Glaze ignores or changes, each
    /// `path:line: warning: key: message`: unknown keys, ignored lines, keys set twice, clamped
    /// values, `depthCapture = on`. In file order, then the clamps.
    public private(set) var warnings: [String] = []
    /// The Glaze steps, one per entry of ``effects``, in order (see the type's documentation).
    public private(set) var steps: [Step] = []

    private init(path: String) { self.path = path }

    /// Reads the vkBasalt config `text` as the file at `path` (a relative `lutFile` resolves
    /// against `path`'s folder). `registry` gives the ranges values are clamped into (its
    /// descriptors of the mapped filters; a filter it lacks passes values as they are).
    /// - Throws: ``RunConfigError`` naming `path:line` and the key: `invalidValue`,
    ///   `unknownEffect`, `unsupportedEffect` (ReShade), `missingKey` (`lut` without `lutFile`).
    public static func parse(text: String, path: String, registry: FilterRegistry = .builtin) throws(RunConfigError) -> VkBasaltConfig {
        var config = VkBasaltConfig(path: path)
        let lines = Self.lines(of: text, path: path, warnings: &config.warnings)
        try config.apply(lines)
        config.steps = config.makeSteps(registry: registry, lines: lines)
        return config
    }

    /// Reads the vkBasalt config at `path` (a regular file of at most 1 MiB of UTF-8 text) as
    /// ``parse(text:path:registry:)`` does.
    /// - Throws: ``RunConfigError``: `fileNotFound`, `syntaxError` (not UTF-8 text), or a parse error.
    public static func load(contentsOf path: String, registry: FilterRegistry = .builtin) throws(RunConfigError) -> VkBasaltConfig {
        try parse(text: RunConfigText.read(path).get(), path: path, registry: registry)
    }

    /// A Glaze effect file (YAML, `version: 1`) with one effect, ``effectName`` (`default`), whose
    /// chain is ``steps``. Load it as if it were the config file itself, with any path allowed
    /// (an absolute `lutFile` is outside any asset root):
    ///
    /// ```swift
    /// let file = try EffectFile(text: config.effectFileText(), path: config.path, access: .anyPath)
    /// ```
    ///
    /// The LUT is named by ``lutPath`` when that is absolute, else by `lutFile` relative to the
    /// config's folder, so either way it resolves against `path` to the same file.
    public func effectFileText() -> String {
        var text = """
            # A Glaze effect file made from a vkBasalt config: one effect, `default`, the config's
            # `effects` in order.
            version: 1
            description: \(RunConfigText.yamlQuoted("vkBasalt config \(path)"))
            effects:
              \(Self.effectName):
                chain:

            """
        for step in steps {
            text += "      - filter: \(step.filter)        # vkBasalt \(step.effect.rawValue)\n"
            guard !step.parameters.isEmpty else { continue }
            text += "        parameters:\n"
            for parameter in step.parameters {
                text += "          \(parameter.name): \(parameter.value)        # "
                text += Self.origins[parameter.option ?? parameter.name] ?? parameter.option ?? ""
                text += "\n"
            }
        }
        return text
    }

    /// The effect file's comment on a parameter whose value is not its option's as written
    /// (keyed by option, or by parameter name for values vkBasalt compiles in).
    private static let origins = [
        "smaaMaxSearchSteps": "2 x smaaMaxSearchSteps (px)", "smaaCornerRounding": "smaaCornerRounding / 100",
        "quality": "vkBasalt's FXAA_QUALITY_PRESET", "greenLuma": "vkBasalt's FXAA_GREEN_AS_LUMA",
    ]

    /// Where vkBasalt looks for its config, in its order (the first that opens wins):
    /// `$VKBASALT_CONFIG_FILE`; `vkBasalt.conf` in the working directory (the per-game config;
    /// relative unless `currentDirectory` is given); `$XDG_CONFIG_HOME/vkBasalt/vkBasalt.conf`
    /// (unset: `$HOME/.config/…`); `$XDG_DATA_HOME/vkBasalt/vkBasalt.conf` (unset:
    /// `$HOME/.local/share/…`); `/etc/vkBasalt.conf`; `/etc/vkBasalt/vkBasalt.conf`;
    /// `/usr/share/vkBasalt/vkBasalt.conf` (vkBasalt's `SYSCONFDIR` and `DATADIR` as distribution
    /// packages build it, prefix `/usr`; a build with another prefix looks under that prefix
    /// instead). An empty variable counts as unset (vkBasalt would look at `/vkBasalt/…`); a path
    /// that needs `HOME` when it is unset or empty is left out (vkBasalt would crash).
    public static func searchPaths(environment: [String: String], currentDirectory: String? = nil) -> [String] {
        func variable(_ name: String) -> String? {
            guard let value = environment[name], !value.isEmpty else { return nil }
            return value
        }
        var paths: [String] = []
        if let custom = variable("VKBASALT_CONFIG_FILE") { paths.append(custom) }
        paths.append(currentDirectory.map { PathText.appending("vkBasalt.conf", to: $0) } ?? "vkBasalt.conf")
        let home = variable("HOME")
        if let base = variable("XDG_CONFIG_HOME") ?? home.map({ PathText.appending(".config", to: $0) }) {
            paths.append(PathText.appending("vkBasalt/vkBasalt.conf", to: base))
        }
        if let base = variable("XDG_DATA_HOME") ?? home.map({ PathText.appending(".local/share", to: $0) }) {
            paths.append(PathText.appending("vkBasalt/vkBasalt.conf", to: base))
        }
        paths += ["/etc/vkBasalt.conf", "/etc/vkBasalt/vkBasalt.conf", "/usr/share/vkBasalt/vkBasalt.conf"]
        return paths
    }

    /// The first of ``searchPaths(environment:currentDirectory:)`` for which `fileExists` is true
    /// (default: a readable regular file), or nil: the config vkBasalt would read.
    public static func find(environment: [String: String], currentDirectory: String? = nil,
                            fileExists: (String) -> Bool = isReadableFile) -> String? {
        searchPaths(environment: environment, currentDirectory: currentDirectory).first(where: fileExists)
    }

    /// Whether `path` is a regular file this process may read.
    public static func isReadableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, R_OK) == 0
    }
}

// MARK: - Reading lines

extension VkBasaltConfig {
    /// One `key = value` line as vkBasalt reads it.
    struct Line {
        var key: String
        var value: String
        /// 1-based line number.
        var number: Int
        /// 1-based columns (Unicode scalars) of the key's and the value's first character.
        var keyColumn: Int
        var valueColumn: Int
    }

    /// The `key = value` lines of `text` with both parts non-empty, by vkBasalt's rules (the
    /// type's documentation); each key's last line wins. Ignored lines and repeated keys are
    /// warnings.
    static func lines(of text: String, path: String, warnings: inout [String]) -> [String: Line] {
        var result: [String: Line] = [:]
        var number = 0
        for rawLine in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var scalars = Substring.UnicodeScalarView(rawLine)
            if scalars.last == "\r" { scalars.removeLast() }
            var key = String.UnicodeScalarView(), value = String.UnicodeScalarView()
            var keyColumn = 0, valueColumn = 0
            var inQuotes = false, foundEquals = false
            var column = 0
            func append(_ scalar: Unicode.Scalar) {
                if foundEquals {
                    if valueColumn == 0 { valueColumn = column }
                    value.append(scalar)
                } else {
                    if keyColumn == 0 { keyColumn = column }
                    key.append(scalar)
                }
            }
            scan: for scalar in scalars {
                column += 1
                if inQuotes, scalar != "\"" {
                    append(scalar)
                    continue
                }
                switch scalar {
                case "\"": inQuotes.toggle()
                case "#": break scan
                case " ", "\t": break
                case "=": foundEquals = true
                default: append(scalar)
                }
            }
            let keyText = String(key), valueText = String(value)
            let here = "\(path):\(number)"
            if inQuotes {
                warnings.append("\(here): warning: \(keyText.isEmpty ? "" : keyText + ": ")a quoted run is not closed; it lasts to the end of the line")
            }
            switch (keyText.isEmpty, valueText.isEmpty) {
            case (true, true):
                if foundEquals { warnings.append("\(here): warning: a line with only '=' is ignored") }
                continue
            case (true, false):
                warnings.append("\(here): warning: a value without a key is ignored (vkBasalt ignores the line)")
                continue
            case (false, true):
                warnings.append(foundEquals
                    ? "\(here): warning: \(keyText): no value after '=': the line is ignored and the default is used (as vkBasalt does)"
                    : "\(here): warning: \(keyText): no '=' on the line: it is ignored (as vkBasalt does)")
                continue
            case (false, false):
                break
            }
            if let earlier = result[keyText] {
                warnings.append("\(here): warning: \(keyText): set again (line \(earlier.number) too); this line's value is used")
            }
            result[keyText] = Line(key: keyText, value: valueText, number: number, keyColumn: keyColumn,
                                   valueColumn: valueColumn)
        }
        return result
    }
}

// MARK: - Options

extension VkBasaltConfig {
    /// What an option's value must be.
    private enum Kind {
        case number, wholeNumber, boolean, onOff, text, effects, edgeDetection
    }

    /// Every option vkBasalt (and its built-in effects) reads, with its kind.
    private static let options: [String: Kind] = [
        "effects": .effects, "casSharpness": .number, "dlsSharpness": .number, "dlsDenoise": .number,
        "fxaaQualitySubpix": .number, "fxaaQualityEdgeThreshold": .number, "fxaaQualityEdgeThresholdMin": .number,
        "smaaEdgeDetection": .edgeDetection, "smaaThreshold": .number, "smaaMaxSearchSteps": .wholeNumber,
        "smaaMaxSearchStepsDiag": .wholeNumber, "smaaCornerRounding": .wholeNumber, "lutFile": .text,
        "debandAvgdiff": .number, "debandMaxdiff": .number, "debandMiddiff": .number, "debandRange": .number,
        "debandIterations": .wholeNumber, "toggleKey": .text, "enableOnLaunch": .boolean, "depthCapture": .onOff,
        "reshadeTexturePath": .text, "reshadeIncludePath": .text,
    ]

    /// The option names, for suggestions.
    public static var optionNames: [String] { options.keys.sorted() }

    private func error(_ code: RunConfigError.Code, _ line: Line, valueColumn: Bool = true, _ message: String,
                       suggestions: [String] = []) -> RunConfigError {
        RunConfigError(code, at: SourceLocation(file: path, line: line.number,
                                                column: valueColumn ? line.valueColumn : line.keyColumn),
                       keyPath: line.key, message, suggestions: suggestions)
    }

    private func warning(_ line: Line, _ message: String) -> String {
        "\(path):\(line.number): warning: \(line.key): \(message)"
    }

    /// Sets the options from `lines` in line order; unknown keys become warnings.
    private mutating func apply(_ lines: [String: Line]) throws(RunConfigError) {
        for line in lines.values.sorted(by: { $0.number < $1.number }) {
            guard let kind = Self.options[line.key] else {
                if lines["effects"].map({ Self.split($0.value).contains(line.key) }) == true { continue }   // a ReShade effect: checked with `effects`
                let note = line.value.lowercased().hasSuffix(".fx")
                    ? "defines a ReShade effect that 'effects' does not use; ignored"
                    : "not a vkBasalt option; ignored (vkBasalt ignores it too, unless a ReShade effect reads it)"
                let near = closestNames(to: line.key, in: Self.optionNames)
                warnings.append(warning(line, note) + (near.isEmpty ? "" : " (did you mean '\(near[0])'?)"))
                continue
            }
            switch kind {
            case .number:
                let value = try number(line)
                switch line.key {
                case "casSharpness": casSharpness = value
                case "dlsSharpness": dlsSharpness = value
                case "dlsDenoise": dlsDenoise = value
                case "fxaaQualitySubpix": fxaaQualitySubpix = value
                case "fxaaQualityEdgeThreshold": fxaaQualityEdgeThreshold = value
                case "fxaaQualityEdgeThresholdMin": fxaaQualityEdgeThresholdMin = value
                case "smaaThreshold": smaaThreshold = value
                case "debandAvgdiff": debandAvgdiff = value
                case "debandMaxdiff": debandMaxdiff = value
                case "debandMiddiff": debandMiddiff = value
                default: debandRange = value
                }
            case .wholeNumber:
                let value = try wholeNumber(line)
                switch line.key {
                case "smaaMaxSearchSteps": smaaMaxSearchSteps = value
                case "smaaMaxSearchStepsDiag": smaaMaxSearchStepsDiag = value
                case "smaaCornerRounding": smaaCornerRounding = value
                default: debandIterations = value
                }
            case .boolean:
                switch line.value {
                case "True", "true", "1": enableOnLaunch = true
                case "False", "false", "0": enableOnLaunch = false
                default:
                    throw error(.invalidValue, line, "'\(line.value)' is not a boolean: write True or False (or true, false, 1, 0)")
                }
            case .onOff:
                switch line.value {
                case "on":
                    depthCapture = true
                    warnings.append(warning(line, "depth capture is ignored: Glaze runs vkBasalt's built-in effects, none of which reads depth"))
                case "off": depthCapture = false
                default: throw error(.invalidValue, line, "'\(line.value)' is not on or off")
                }
            case .edgeDetection:
                guard let value = EdgeDetection(rawValue: line.value) else {
                    throw error(.invalidValue, line, "'\(line.value)' is not an edge detection: write luma or color",
                                suggestions: closestNames(to: line.value, in: EdgeDetection.allCases.map(\.rawValue)))
                }
                smaaEdgeDetection = value
            case .text:
                switch line.key {
                case "lutFile":
                    lutFile = line.value
                    lutPath = EffectDocumentLoader.resolve(line.value, relativeTo: path)
                case "toggleKey": toggleKey = line.value
                case "reshadeTexturePath": reshadeTexturePath = line.value
                default: reshadeIncludePath = line.value
                }
            case .effects:
                effects = try effectNames(line, lines: lines)
            }
        }
        if effects.contains(.lut), lutFile == nil {
            let line = lines["effects"] ?? Line(key: "effects", value: "", number: 0, keyColumn: 0, valueColumn: 0)
            throw RunConfigError(.missingKey, at: SourceLocation(file: path, line: line.number, column: line.valueColumn),
                                 keyPath: "lutFile", "'effects' uses lut, but lutFile is not set: name a .cube file or a PNG strip")
        }
    }

    /// `value` split at `:` as vkBasalt's `getline` loop splits it (a trailing `:` adds nothing).
    private static func split(_ value: String) -> [String] {
        var names = value.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if names.last == "" { names.removeLast() }
        return names
    }

    /// The `effects` line's names as built-in effects; a ReShade effect (a name the file defines
    /// as a path) or any other name is an error.
    private func effectNames(_ line: Line, lines: [String: Line]) throws(RunConfigError) -> [EffectName] {
        var names: [EffectName] = []
        for (index, name) in Self.split(line.value).enumerated() {
            if let effect = EffectName(rawValue: name) {
                names.append(effect)
                continue
            }
            let which = "entry \(index + 1)"
            if name.isEmpty {
                throw error(.unknownEffect, line, "\(which) is empty (two ':' in a row, or a leading ':')")
            }
            if Self.options[name] == nil, let definition = lines[name] {
                throw error(.unsupportedEffect, line,
                            "'\(name)' (\(which)) is a ReShade effect ('\(name) = \(definition.value)' on line \(definition.number)): Glaze cannot run ReShade .fx effects; remove it, or use Glaze's own filters in an effect file",
                            suggestions: [])
            }
            throw error(.unknownEffect, line,
                        "no effect named '\(name)' (\(which)): vkBasalt's built-in effects are \(Self.builtinEffects.joined(separator: ", ")), and a ReShade effect needs a '\(name) = /path/file.fx' line",
                        suggestions: closestNames(to: name, in: Self.builtinEffects))
        }
        return names
    }

    /// A number as vkBasalt's C-locale float reader takes it: decimal, optional sign, fraction
    /// and exponent, an optional `f` after it; finite.
    private func number(_ line: Line) throws(RunConfigError) -> Double {
        var text = Substring(line.value)
        if text.hasSuffix("f") { text = text.dropLast() }
        let allowed = text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || "+-.eE".unicodeScalars.contains($0) }
        guard allowed, text.contains(where: \.isNumber), let value = Double(text), value.isFinite else {
            throw error(.invalidValue, line, "'\(line.value)' is not a number")
        }
        return value
    }

    /// A whole number (`32`, also `32.0`).
    private func wholeNumber(_ line: Line) throws(RunConfigError) -> Int {
        if let value = Int(line.value) { return value }
        let value = try number(line)
        guard value == value.rounded(), abs(value) < 1e9 else {
            throw error(.invalidValue, line, "'\(line.value)' is not a whole number")
        }
        return Int(value)
    }
}

// MARK: - Glaze steps

extension VkBasaltConfig {
    /// The Glaze steps for ``effects``, values clamped into `registry`'s ranges (each clamp a
    /// warning, once per option).
    private mutating func makeSteps(registry: FilterRegistry, lines: [String: Line]) -> [Step] {
        var clamped: Set<String> = []
        var notes: [String] = []
        func parameter(_ filter: String, _ name: String, _ value: Double, option: String, shown: String? = nil,
                       integer: Bool = false) -> Parameter {
            var result = value
            if let descriptor = registry.descriptor(named: filter)?.parameter(named: name) {
                if let low = descriptor.minimum { result = max(result, low) }
                if let high = descriptor.maximum { result = min(result, high) }
                if result != value, !clamped.contains(option) {
                    clamped.insert(option)
                    let line = lines[option].map { ":\($0.number)" } ?? ""
                    let range = "\(RunConfigText.format(descriptor.minimum ?? -.infinity))...\(RunConfigText.format(descriptor.maximum ?? .infinity))"
                    let given = shown.map { "\($0) gives \(filter)'s \(name) \(RunConfigText.format(value)), outside its range \(range)" }
                        ?? "\(RunConfigText.format(value)) is outside \(filter)'s \(name) range \(range)"
                    notes.append("\(path)\(line): warning: \(option): \(given); \(RunConfigText.format(result)) is used")
                }
            }
            let final: Value = integer ? .integer(Int(result.rounded())) : .number(result)
            return Parameter(name: name, value: final, option: option)
        }
        var steps: [Step] = []
        for effect in effects {
            switch effect {
            case .cas:
                steps.append(Step(effect: .cas, filter: "contrastAdaptiveSharpen", parameters: [
                    parameter("contrastAdaptiveSharpen", "sharpness", casSharpness, option: "casSharpness"),
                ]))
            case .dls:
                steps.append(Step(effect: .dls, filter: "denoisedLumaSharpen", parameters: [
                    parameter("denoisedLumaSharpen", "sharpness", dlsSharpness, option: "dlsSharpness"),
                    parameter("denoisedLumaSharpen", "denoise", dlsDenoise, option: "dlsDenoise"),
                ]))
            case .fxaa:
                steps.append(Step(effect: .fxaa, filter: "fxaa", parameters: [
                    Parameter(name: "quality", value: .integer(39), option: nil),
                    parameter("fxaa", "subpixel", fxaaQualitySubpix, option: "fxaaQualitySubpix"),
                    parameter("fxaa", "edgeThreshold", fxaaQualityEdgeThreshold, option: "fxaaQualityEdgeThreshold"),
                    parameter("fxaa", "edgeThresholdMin", fxaaQualityEdgeThresholdMin, option: "fxaaQualityEdgeThresholdMin"),
                    Parameter(name: "greenLuma", value: .boolean(true), option: nil),
                ]))
            case .smaa:
                steps.append(Step(effect: .smaa, filter: "smaa", parameters: [
                    Parameter(name: "edgeDetection", value: .choice(smaaEdgeDetection.rawValue), option: "smaaEdgeDetection"),
                    parameter("smaa", "threshold", smaaThreshold, option: "smaaThreshold"),
                    parameter("smaa", "searchDistance", 2 * Double(smaaMaxSearchSteps), option: "smaaMaxSearchSteps",
                              shown: "\(smaaMaxSearchSteps) steps", integer: true),
                    parameter("smaa", "diagonalDistance", Double(smaaMaxSearchStepsDiag), option: "smaaMaxSearchStepsDiag",
                              integer: true),
                    parameter("smaa", "cornerRounding", Double(smaaCornerRounding) / 100, option: "smaaCornerRounding",
                              shown: "\(smaaCornerRounding)%"),
                ]))
            case .lut:
                steps.append(Step(effect: .lut, filter: "colorLookup", parameters: [
                    Parameter(name: "lookupImage", value: .image(lutReference), option: "lutFile"),
                ]))
            case .deband:
                steps.append(Step(effect: .deband, filter: "deband", parameters: [
                    parameter("deband", "avgdiff", debandAvgdiff, option: "debandAvgdiff"),
                    parameter("deband", "maxdiff", debandMaxdiff, option: "debandMaxdiff"),
                    parameter("deband", "middiff", debandMiddiff, option: "debandMiddiff"),
                    parameter("deband", "range", debandRange, option: "debandRange"),
                    parameter("deband", "iterations", Double(debandIterations), option: "debandIterations", integer: true),
                ]))
            }
        }
        warnings += notes
        return steps
    }

    /// How the effect file names the LUT so that it resolves, against ``path``, to ``lutPath``:
    /// the absolute path, or `lutFile` as written (with `./` in front when an effect file would
    /// otherwise read it as an input name: no `/` and no `.png` or `.cube` ending).
    private var lutReference: String {
        guard let lutFile, let lutPath else { return "" }
        if lutPath.hasPrefix("/") { return lutPath }
        let lowered = lutFile.lowercased()
        if lutFile.contains("/") || lowered.hasSuffix(".png") || lowered.hasSuffix(".cube") { return lutFile }
        return "./" + lutFile
    }
}
