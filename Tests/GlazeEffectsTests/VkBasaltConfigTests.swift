import Foundation
import Glaze
import GlazeEffects
import Testing

/// Stand-ins for the three filters vkBasalt's cas, dls and deband map to, with the parameter
/// names the mapping writes, registered only where the built-in registry does not have the real
/// filter yet (``VkBasaltConfigTests/registry``). They pass their input through.
private struct VkBasaltStandInCAS: Filter {
    init(parameters: FilterParameters) throws {}
    static let descriptor = FilterDescriptor(
        name: "contrastAdaptiveSharpen", displayName: "CAS (test stand-in)", category: .sharpen,
        parameters: [.number("sharpness", 0.4, min: -1, max: 1, doc: "Sharpening.")],
        doc: "Stand-in until the real filter is registered.")
    func apply(to input: Image) -> Image { input }
}

private struct VkBasaltStandInDLS: Filter {
    init(parameters: FilterParameters) throws {}
    static let descriptor = FilterDescriptor(
        name: "denoisedLumaSharpen", displayName: "DLS (test stand-in)", category: .sharpen,
        parameters: [.number("sharpness", 0.5, min: 0, max: 1, doc: "Sharpening."),
                     .number("denoise", 0.17, min: 0, max: 1, doc: "Denoising.")],
        doc: "Stand-in until the real filter is registered.")
    func apply(to input: Image) -> Image { input }
}

private struct VkBasaltStandInDeband: Filter {
    init(parameters: FilterParameters) throws {}
    static let descriptor = FilterDescriptor(
        name: "deband", displayName: "Deband (test stand-in)", category: .stylize,
        parameters: [.number("avgdiff", 3.4, min: 0, max: 255, doc: "Average difference."),
                     .number("maxdiff", 6.8, min: 0, max: 255, doc: "Maximum difference."),
                     .number("middiff", 3.3, min: 0, max: 255, doc: "Middle difference."),
                     .number("range", 16, min: 1, max: 64, type: .distance, unit: "px", doc: "Radius."),
                     .number("iterations", 4, min: 1, max: 16, type: .integer, doc: "Passes.")],
        doc: "Stand-in until the real filter is registered.")
    func apply(to input: Image) -> Image { input }
}

@Suite struct VkBasaltConfigTests {
    /// The filters vkBasalt's effects map to.
    static let mappedFilters = ["contrastAdaptiveSharpen", "denoisedLumaSharpen", "fxaa", "smaa", "colorLookup", "deband"]
    /// Mapped filters the built-in registry does not have (yet).
    static let missingBuiltins = mappedFilters.filter { FilterRegistry.builtin.descriptor(named: $0) == nil }

    /// The built-ins, plus a stand-in for each of cas / dls / deband's filters not built in yet.
    static let registry: FilterRegistry = {
        var registry = FilterRegistry.builtin
        if registry.descriptor(named: "contrastAdaptiveSharpen") == nil { try? registry.register(VkBasaltStandInCAS.self) }
        if registry.descriptor(named: "denoisedLumaSharpen") == nil { try? registry.register(VkBasaltStandInDLS.self) }
        if registry.descriptor(named: "deband") == nil { try? registry.register(VkBasaltStandInDeband.self) }
        return registry
    }()

    static let fixture = TestPaths.fixtures + "/vkBasalt/vkBasalt.conf"

    static func parse(_ text: String, path: String = "/games/demo/vkBasalt.conf") throws -> VkBasaltConfig {
        try VkBasaltConfig.parse(text: text, path: path, registry: registry)
    }

    /// The error `text` throws (fails the test when it parses).
    static func failure(_ text: String, path: String = "/games/demo/vkBasalt.conf",
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) -> RunConfigError? {
        do {
            let config = try VkBasaltConfig.parse(text: text, path: path, registry: registry)
            Issue.record("parsed, expected an error: \(config.effects)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// Loads `config`'s effect file as the runtime does (as the config file, any path allowed).
    static func load(_ config: VkBasaltConfig, registry: FilterRegistry = registry) throws(EffectFileError) -> EffectFile {
        try EffectFile(text: config.effectFileText(), path: config.path, registry: registry, access: .anyPath)
    }

    // MARK: The documented example

    @Test func theDocumentedExampleParsesUnchanged() throws {
        let config = try VkBasaltConfig.load(contentsOf: Self.fixture, registry: Self.registry)
        #expect(config.warnings == [])
        #expect(config.effects == [.cas])
        #expect(config.toggleKey == "Home")
        #expect(config.enableOnLaunch == true)
        #expect(config.depthCapture == false)
        #expect(config.reshadeTexturePath == "/path/to/reshade-shaders/Textures")
        #expect(config.reshadeIncludePath == "/path/to/reshade-shaders/Shaders")
        #expect(config.casSharpness == 0.4)
        #expect(config.dlsSharpness == 0.5)
        #expect(config.dlsDenoise == 0.17)
        #expect(config.fxaaQualitySubpix == 0.75)
        #expect(config.fxaaQualityEdgeThreshold == 0.125)
        #expect(config.fxaaQualityEdgeThresholdMin == 0.0312)
        #expect(config.smaaEdgeDetection == .luma)
        #expect(config.smaaThreshold == 0.05)
        #expect(config.smaaMaxSearchSteps == 32)
        #expect(config.smaaMaxSearchStepsDiag == 16)
        #expect(config.smaaCornerRounding == 25)
        #expect(config.lutFile == "/path/to/lut")
        #expect(config.lutPath == "/path/to/lut")
        #expect(config.steps == [VkBasaltConfig.Step(effect: .cas, filter: "contrastAdaptiveSharpen", parameters: [
            .init(name: "sharpness", value: .number(0.4), option: "casSharpness"),
        ])])
    }

    @Test func theDocumentedExamplesEffectFileLoads() throws {
        let config = try VkBasaltConfig.load(contentsOf: Self.fixture, registry: Self.registry)
        let file = try Self.load(config)
        #expect(file.effectNames == ["default"])
        #expect(file.effect(named: "default") != nil)
        // With the built-in registry alone: it loads, or (until the new filters are registered)
        // fails only because contrastAdaptiveSharpen is not there.
        do {
            _ = try Self.load(config, registry: .builtin)
            #expect(Self.missingBuiltins.isEmpty || !Self.missingBuiltins.contains("contrastAdaptiveSharpen"))
        } catch {
            #expect(Self.missingBuiltins.contains("contrastAdaptiveSharpen"), "\(error)")
            #expect(error.diagnostics.map(\.code) == [.unknownFilter], "\(error)")
            #expect(error.description.contains("contrastAdaptiveSharpen"))
        }
    }

    @Test func filtersThatExistLoadWithTheBuiltinRegistry() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.identityCube.write(toFile: folder + "/film.cube", atomically: true, encoding: .utf8)
        let config = try VkBasaltConfig.parse(text: "effects = smaa:fxaa:lut\nlutFile = film.cube\n",
                                              path: folder + "/vkBasalt.conf", registry: .builtin)
        #expect(config.warnings == [])
        let file = try Self.load(config, registry: .builtin)
        #expect(file.effect(named: "default") != nil)
        #expect(file.dependencies.contains(folder + "/film.cube"))
    }

    @Test func everyEffectLoadsInOrder() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.identityCube.write(toFile: folder + "/film.CUBE", atomically: true, encoding: .utf8)
        let config = try Self.parse("effects = cas:dls:fxaa:smaa:lut:deband:smaa\nlutFile = \"film.CUBE\"\n",
                                    path: folder + "/vkBasalt.conf")
        #expect(config.effects == [.cas, .dls, .fxaa, .smaa, .lut, .deband, .smaa])
        #expect(config.steps.map(\.filter) == ["contrastAdaptiveSharpen", "denoisedLumaSharpen", "fxaa", "smaa",
                                               "colorLookup", "deband", "smaa"])
        let text = config.effectFileText()
        let order = ["contrastAdaptiveSharpen", "denoisedLumaSharpen", "fxaa", "smaa", "colorLookup", "deband"]
            .compactMap { text.range(of: "filter: \($0)")?.lowerBound }
        #expect(order.count == 6 && order == order.sorted(), "\(text)")
        let file = try Self.load(config)
        #expect(file.effect(named: "default") != nil)
        #expect(file.dependencies.contains(folder + "/film.CUBE"))
        // Once the three new filters are built in, the built-in registry alone takes the whole mapping.
        if Self.missingBuiltins.isEmpty { _ = try Self.load(config, registry: .builtin) }
    }

    // MARK: Options → parameters

    /// (vkBasalt line, effect, Glaze parameter, expected value).
    static let mappings: [(String, String, String, VkBasaltConfig.Value)] = [
        ("casSharpness = -0.25", "cas", "sharpness", .number(-0.25)),
        ("dlsSharpness = 0.8", "dls", "sharpness", .number(0.8)),
        ("dlsDenoise = 0.3", "dls", "denoise", .number(0.3)),
        ("fxaaQualitySubpix = 0.5", "fxaa", "subpixel", .number(0.5)),
        ("fxaaQualityEdgeThreshold = 0.25", "fxaa", "edgeThreshold", .number(0.25)),
        ("fxaaQualityEdgeThresholdMin = 0", "fxaa", "edgeThresholdMin", .number(0)),
        ("smaaEdgeDetection = color", "smaa", "edgeDetection", .choice("color")),
        ("smaaThreshold = 0.1", "smaa", "threshold", .number(0.1)),
        ("smaaMaxSearchSteps = 8", "smaa", "searchDistance", .integer(16)),
        ("smaaMaxSearchStepsDiag = 4", "smaa", "diagonalDistance", .integer(4)),
        ("smaaCornerRounding = 40", "smaa", "cornerRounding", .number(0.4)),
        ("lutFile = /luts/night.png", "lut", "lookupImage", .image("/luts/night.png")),
        ("debandAvgdiff = 2.5", "deband", "avgdiff", .number(2.5)),
        ("debandMaxdiff = 5", "deband", "maxdiff", .number(5)),
        ("debandMiddiff = 1.5", "deband", "middiff", .number(1.5)),
        ("debandRange = 24", "deband", "range", .number(24)),
        ("debandIterations = 2", "deband", "iterations", .integer(2)),
    ]

    @Test(arguments: mappings)
    func eachOptionMapsToItsParameter(line: String, effect: String, parameter: String, expected: VkBasaltConfig.Value) throws {
        let option = String(line.prefix { $0 != " " })
        let base = "effects = \(effect)\n" + (option == "lutFile" ? "" : "lutFile = /luts/default.png\n")
        let defaults = try Self.parse(base + (option == "lutFile" ? "lutFile = /luts/default.png\n" : ""))
        let config = try Self.parse(base + line + "\n")
        #expect(config.warnings == [])
        let step = try #require(config.steps.first)
        #expect(config.steps.count == 1)
        #expect(step.value(parameter) == expected)
        #expect(defaults.steps.first?.value(parameter) != expected, "the test value must differ from the default")
        #expect(step.parameters.first { $0.name == parameter }?.option == option)
        #expect(config.effectFileText().contains("\(parameter): \(expected)"), "\(config.effectFileText())")
        // The text is an effect file with that value (the LUT named does not exist).
        if effect != "lut" { _ = try Self.load(config) }
    }

    @Test func fxaaTakesVkBasaltsCompiledInPresetAndGreenLuma() throws {
        let step = try #require(try Self.parse("effects = fxaa").steps.first)
        #expect(step.value("quality") == .integer(39))
        #expect(step.value("greenLuma") == .boolean(true))
        #expect(step.parameters.filter { $0.option == nil }.map(\.name) == ["quality", "greenLuma"])
    }

    @Test func defaultsAreVkBasalts() throws {
        let config = try Self.parse("")
        #expect(config.effects == [.cas])
        #expect(config.toggleKey == "Home" && config.enableOnLaunch)
        let all = try Self.parse("effects = cas:dls:fxaa:smaa:deband")
        let values = all.steps.flatMap { step in step.parameters.map { "\(step.filter).\($0.name)=\($0.value)" } }
        #expect(values == [
            "contrastAdaptiveSharpen.sharpness=0.4",
            "denoisedLumaSharpen.sharpness=0.5", "denoisedLumaSharpen.denoise=0.17",
            "fxaa.quality=39", "fxaa.subpixel=0.75", "fxaa.edgeThreshold=0.125", "fxaa.edgeThresholdMin=0.0312", "fxaa.greenLuma=true",
            "smaa.edgeDetection=luma", "smaa.threshold=0.05", "smaa.searchDistance=64", "smaa.diagonalDistance=16", "smaa.cornerRounding=0.25",
            "deband.avgdiff=3.4", "deband.maxdiff=6.8", "deband.middiff=3.3", "deband.range=16", "deband.iterations=4",
        ])
    }

    @Test func runtimeOptions() throws {
        let config = try Self.parse("toggleKey = F12\nenableOnLaunch = False\ndepthCapture = on\n")
        #expect(config.toggleKey == "F12")
        #expect(config.enableOnLaunch == false)
        #expect(config.depthCapture)
        #expect(config.warnings.count == 1)
        #expect(config.warnings.first?.hasPrefix("/games/demo/vkBasalt.conf:3: warning: depthCapture:") == true)
        for (text, expected) in [("true", true), ("1", true), ("false", false), ("0", false), ("True", true)] {
            #expect(try Self.parse("enableOnLaunch = \(text)").enableOnLaunch == expected, "\(text)")
        }
    }

    // MARK: vkBasalt's line rules

    @Test func whitespaceQuotesAndCommentsFollowVkBasalt() throws {
        let config = try Self.parse("""
            # a comment line
              effects =  fxaa : smaa  # spaces anywhere are dropped; this is a comment
            \ttoggleKey\t=\t"Page Up"
            lutFile = "/my luts/#1.cube"   # quoted: spaces and # kept
            casSharpness = 0.3f
            smaaThreshold = .1
            dlsDenoise = 2e-1
            reshadeIncludePath = a=b
            """)
        #expect(config.effects == [.fxaa, .smaa])
        #expect(config.toggleKey == "Page Up")
        #expect(config.lutFile == "/my luts/#1.cube")
        #expect(config.casSharpness == 0.3)
        #expect(config.smaaThreshold == 0.1)
        #expect(config.dlsDenoise == 0.2)
        #expect(config.reshadeIncludePath == "ab")   // vkBasalt drops a second '=' outside quotes
        #expect(config.warnings == [])
    }

    @Test func crlfLineEndsAndATrailingColon() throws {
        let config = try Self.parse("effects = smaa:cas:\r\ncasSharpness = 0.6\r\n")
        #expect(config.effects == [.smaa, .cas])
        #expect(config.casSharpness == 0.6)
    }

    @Test func theLastValueWinsWithAWarning() throws {
        let config = try Self.parse("casSharpness = 0.1\ncasSharpness = 0.9\n")
        #expect(config.casSharpness == 0.9)
        #expect(config.warnings == ["/games/demo/vkBasalt.conf:2: warning: casSharpness: set again (line 1 too); this line's value is used"])
    }

    @Test func ignoredLinesAreWarnings() throws {
        let config = try Self.parse("effects = fxaa\ncasSharpness\ndlsSharpness =\n= 3\n")
        #expect(config.effects == [.fxaa])
        #expect(config.warnings.count == 3)
        #expect(config.warnings[0].hasPrefix("/games/demo/vkBasalt.conf:2: warning: casSharpness: no '='"))
        #expect(config.warnings[1].hasPrefix("/games/demo/vkBasalt.conf:3: warning: dlsSharpness: no value"))
        #expect(config.warnings[2].hasPrefix("/games/demo/vkBasalt.conf:4: warning: a value without a key"))
    }

    @Test func unknownKeysAreWarningsNamingKeyAndLine() throws {
        let config = try Self.parse("effects = cas\ncasSharpnes = 1\nbloom = /shaders/Bloom.fx\n")
        #expect(config.casSharpness == 0.4)
        #expect(config.warnings.count == 2)
        #expect(config.warnings[0].hasPrefix("/games/demo/vkBasalt.conf:2: warning: casSharpnes: not a vkBasalt option"))
        #expect(config.warnings[0].contains("did you mean 'casSharpness'?"))
        #expect(config.warnings[1].hasPrefix("/games/demo/vkBasalt.conf:3: warning: bloom: defines a ReShade effect"))
    }

    @Test func valuesOutsideGlazesRangesAreClampedWithAWarning() throws {
        let config = try Self.parse("""
            effects = smaa:smaa:fxaa
            smaaThreshold = 0.01
            smaaMaxSearchSteps = 100
            smaaCornerRounding = 150
            fxaaQualityEdgeThreshold = 0.5
            """)
        let smaa = try #require(config.steps.first)
        #expect(smaa.value("threshold") == .number(0.05))
        #expect(smaa.value("searchDistance") == .integer(64))
        #expect(smaa.value("cornerRounding") == .number(1))
        #expect(config.steps.last?.value("edgeThreshold") == .number(0.333))
        // One warning per option, though smaa runs twice.
        #expect(config.warnings.count == 4, "\(config.warnings)")
        #expect(config.warnings.contains { $0.hasPrefix("/games/demo/vkBasalt.conf:2: warning: smaaThreshold: 0.01 ") && $0.contains("0.05 is used") })
        #expect(config.warnings.contains { $0.hasPrefix("/games/demo/vkBasalt.conf:3: warning: smaaMaxSearchSteps: 100 steps") && $0.contains("64 is used") })
        #expect(config.warnings.contains { $0.hasPrefix("/games/demo/vkBasalt.conf:4: warning: smaaCornerRounding: 150%") })
        #expect(config.warnings.contains { $0.hasPrefix("/games/demo/vkBasalt.conf:5: warning: fxaaQualityEdgeThreshold:") })
        _ = try Self.load(config)
    }

    // MARK: Errors

    /// (text, line, key path, code, words the message holds).
    static let errors: [(String, Int, String, RunConfigError.Code, String)] = [
        ("effects = cas\ncasSharpness = sharp\n", 2, "casSharpness", .invalidValue, "'sharp' is not a number"),
        ("dlsDenoise = 0.1.2", 1, "dlsDenoise", .invalidValue, "not a number"),
        ("debandRange = inf", 1, "debandRange", .invalidValue, "not a number"),
        ("debandRange = nan", 1, "debandRange", .invalidValue, "not a number"),
        ("fxaaQualitySubpix = 0x1p-1", 1, "fxaaQualitySubpix", .invalidValue, "not a number"),
        ("\n\nsmaaMaxSearchSteps = 3.5", 3, "smaaMaxSearchSteps", .invalidValue, "not a whole number"),
        ("debandIterations = many", 1, "debandIterations", .invalidValue, "not a number"),
        ("enableOnLaunch = yes", 1, "enableOnLaunch", .invalidValue, "not a boolean"),
        ("smaaEdgeDetection = Luma", 1, "smaaEdgeDetection", .invalidValue, "not an edge detection"),
        ("depthCapture = maybe", 1, "depthCapture", .invalidValue, "not on or off"),
        ("# x\neffects = cas:fxxa", 2, "effects", .unknownEffect, "no effect named 'fxxa' (entry 2)"),
        ("effects = cas::fxaa", 1, "effects", .unknownEffect, "entry 2 is empty"),
        ("effects = cas:Tonemap\n\nTonemap = /shaders/Tonemap.fx\n", 1, "effects", .unsupportedEffect,
         "'Tonemap' (entry 2) is a ReShade effect ('Tonemap = /shaders/Tonemap.fx' on line 3)"),
        ("effects = smaa:lut\n", 1, "lutFile", .missingKey, "lutFile is not set"),
    ]

    @Test(arguments: errors)
    func everyErrorNamesLineAndKey(text: String, line: Int, keyPath: String, code: RunConfigError.Code, words: String) throws {
        let error = try #require(Self.failure(text))
        #expect(error.code == code)
        #expect(error.location.file == "/games/demo/vkBasalt.conf")
        #expect(error.location.line == line)
        #expect(error.keyPath == keyPath)
        #expect(error.message.contains(words), "\(error.message)")
        #expect(error.description.hasPrefix("/games/demo/vkBasalt.conf:\(line):"), "\(error.description)")
        #expect(error.description.contains(" \(keyPath): "))
        #expect(error.description.hasSuffix("[\(code)]"))
    }

    @Test func suggestionsForMisspelledEffects() throws {
        #expect(Self.failure("effects = fxxa")?.suggestions == ["fxaa"])
        #expect(Self.failure("smaaEdgeDetection = colour")?.suggestions == ["color"])
        let error = try #require(Self.failure("effects = cas:Tonemap\nTonemap = /x/Tonemap.fx"))
        #expect(error.status == .unsupported)
        #expect(error.code.rawValue == 6107)
    }

    @Test func aMissingFileIsFileNotFound() throws {
        do {
            _ = try VkBasaltConfig.load(contentsOf: "/nonexistent/vkBasalt.conf")
            Issue.record("loaded a missing file")
        } catch {
            #expect(error.code == .fileNotFound)
            #expect(error.description.hasPrefix("/nonexistent/vkBasalt.conf: error:"))
        }
    }

    // MARK: The LUT's path

    @Test func aRelativeLutFileIsRelativeToTheConfigsFolder() throws {
        let relative = try Self.parse("effects = lut\nlutFile = ../luts/film.cube")
        #expect(relative.lutFile == "../luts/film.cube")
        #expect(relative.lutPath == "/games/luts/film.cube")
        #expect(relative.steps.first?.value("lookupImage") == .image("/games/luts/film.cube"))
        let absolute = try Self.parse("effects = lut\nlutFile = /opt/luts/film.png")
        #expect(absolute.lutPath == "/opt/luts/film.png")
        #expect(absolute.steps.first?.value("lookupImage") == .image("/opt/luts/film.png"))
        // A config in the working directory (relative path): the effect file names the LUT
        // relative to it, as a file (not an input name).
        let here = try Self.parse("effects = lut\nlutFile = film", path: "vkBasalt.conf")
        #expect(here.lutPath == "film")
        #expect(here.steps.first?.value("lookupImage") == .image("./film"))
    }

    @Test func pathsInTheEffectFileAreEscaped() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let weird = folder + "/we\"ird \\ #name\nnext: line"
        try FileManager.default.createDirectory(atPath: weird, withIntermediateDirectories: true)
        try Self.identityCube.write(toFile: weird + "/lut.cube", atomically: true, encoding: .utf8)
        let config = try Self.parse("effects = lut\nlutFile = lut.cube", path: weird + "/vkBasalt.conf")
        let file = try Self.load(config)
        #expect(file.effectNames == ["default"])
        #expect(file.dependencies.contains(weird + "/lut.cube"))
    }

    // MARK: Where vkBasalt looks

    @Test func searchOrderIsVkBasalts() {
        let environment = ["VKBASALT_CONFIG_FILE": "/custom/my.conf", "HOME": "/home/ada",
                           "XDG_CONFIG_HOME": "/xdg/config", "XDG_DATA_HOME": "/xdg/data"]
        #expect(VkBasaltConfig.searchPaths(environment: environment) == [
            "/custom/my.conf", "vkBasalt.conf", "/xdg/config/vkBasalt/vkBasalt.conf", "/xdg/data/vkBasalt/vkBasalt.conf",
            "/etc/vkBasalt.conf", "/etc/vkBasalt/vkBasalt.conf", "/usr/share/vkBasalt/vkBasalt.conf",
        ])
        #expect(VkBasaltConfig.searchPaths(environment: ["HOME": "/home/ada", "XDG_CONFIG_HOME": ""],
                                           currentDirectory: "/games/demo") == [
            "/games/demo/vkBasalt.conf", "/home/ada/.config/vkBasalt/vkBasalt.conf",
            "/home/ada/.local/share/vkBasalt/vkBasalt.conf",
            "/etc/vkBasalt.conf", "/etc/vkBasalt/vkBasalt.conf", "/usr/share/vkBasalt/vkBasalt.conf",
        ])
        #expect(VkBasaltConfig.searchPaths(environment: ["VKBASALT_CONFIG_FILE": ""]) == [
            "vkBasalt.conf", "/etc/vkBasalt.conf", "/etc/vkBasalt/vkBasalt.conf", "/usr/share/vkBasalt/vkBasalt.conf",
        ])
    }

    @Test func findTakesTheFirstThatExists() {
        let environment = ["HOME": "/home/ada"]
        let present: Set = ["/home/ada/.local/share/vkBasalt/vkBasalt.conf", "/etc/vkBasalt.conf",
                            "/home/ada/.config/vkBasalt/vkBasalt.conf"]
        #expect(VkBasaltConfig.find(environment: environment, fileExists: present.contains)
                == "/home/ada/.config/vkBasalt/vkBasalt.conf")
        #expect(VkBasaltConfig.find(environment: environment, fileExists: { $0 == "/etc/vkBasalt/vkBasalt.conf" })
                == "/etc/vkBasalt/vkBasalt.conf")
        #expect(VkBasaltConfig.find(environment: ["VKBASALT_CONFIG_FILE": "/x.conf"].merging(environment) { a, _ in a },
                                    fileExists: { _ in true }) == "/x.conf")
        #expect(VkBasaltConfig.find(environment: environment, fileExists: { _ in false }) == nil)
        // The default check: the fixture is found through VKBASALT_CONFIG_FILE, a folder is not.
        #expect(VkBasaltConfig.find(environment: ["VKBASALT_CONFIG_FILE": Self.fixture]) == Self.fixture)
        #expect(!VkBasaltConfig.isReadableFile(TestPaths.fixtures + "/vkBasalt"))
    }

    // MARK: Helpers

    /// A 2×2×2 identity `.cube` table.
    static let identityCube = """
        LUT_3D_SIZE 2
        0 0 0
        1 0 0
        0 1 0
        1 1 0
        0 0 1
        1 0 1
        0 1 1
        1 1 1

        """

    static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-vkbasalt-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
