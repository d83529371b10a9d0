import Foundation
import Glaze
import GlazeEffects
import Testing

@Suite struct UserRunConfigTests {
    static let path = "/home/ada/.config/glaze/run.yaml"
    static let environment = ["HOME": "/home/ada"]

    /// The example of the format's documentation.
    static let example = """
        # Effect files `glaze run` (and LD_PRELOAD launches) use per program.
        default:                 # optional: for any program not listed below
          effects: ~/glaze/sharpen.yaml
        programs:
          glxgears:              # a basename, or an absolute path to the executable
            effects: gears.yaml  # relative paths are relative to this file's folder; ~ is $HOME
            preset: crt          # optional: the effect to show first
          /usr/games/foo:
            vkbasalt: foo-vkBasalt.conf   # or a vkBasalt.conf instead of an effect file

        """

    static func parse(_ text: String, path: String = path, environment: [String: String] = environment) throws -> UserRunConfig {
        try UserRunConfig.parse(text: text, path: path, environment: environment)
    }

    /// The error `text` throws (fails the test when it parses).
    static func failure(_ text: String, environment: [String: String] = environment,
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) -> RunConfigError? {
        do {
            let config = try UserRunConfig.parse(text: text, path: path, environment: environment)
            Issue.record("parsed, expected an error: \(config)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test func theExampleParsesWithPathsResolved() throws {
        let config = try Self.parse(Self.example)
        #expect(config.defaultEntry?.effects == "/home/ada/glaze/sharpen.yaml")
        #expect(config.defaultEntry?.vkbasalt == nil)
        #expect(config.defaultEntry?.keyPath == "default")
        #expect(config.programs.map(\.name) == ["glxgears", "/usr/games/foo"])
        let gears = try #require(config.entry(forExecutable: "/usr/bin/glxgears"))
        #expect(gears.effects == "/home/ada/.config/glaze/gears.yaml")
        #expect(gears.preset == "crt")
        #expect(gears.vkbasalt == nil)
        #expect(gears.keyPath == "programs.glxgears")
        #expect(gears.location.line == 5)
        let foo = try #require(config.entry(forExecutable: "/usr/games/foo"))
        #expect(foo.vkbasalt == "/home/ada/.config/glaze/foo-vkBasalt.conf")
        #expect(foo.effects == nil && foo.preset == nil)
    }

    @Test func matchingTakesTheAbsolutePathThenTheBasenameThenTheDefault() throws {
        let config = try Self.parse("""
            default: {effects: default.yaml}
            programs:
              foo: {effects: by-name.yaml}
              /usr/games/foo: {effects: by-path.yaml}
              /opt/bar: {effects: bar-path.yaml}
            """)
        func effects(_ executable: String) -> String? { config.entry(forExecutable: executable)?.effects }
        let folder = "/home/ada/.config/glaze/"
        #expect(effects("/usr/games/foo") == folder + "by-path.yaml")          // the path, though 'foo' comes first
        #expect(effects("/usr/games/../games/./foo") == folder + "by-path.yaml")
        #expect(effects("/usr/local/bin/foo") == folder + "by-name.yaml")
        #expect(effects("./foo") == folder + "by-name.yaml")
        #expect(effects("foo") == folder + "by-name.yaml")
        #expect(effects("/usr/bin/bar") == folder + "default.yaml")           // a path key never matches by basename
        #expect(effects("/opt/bar") == folder + "bar-path.yaml")
        #expect(effects("/usr/bin/glxgears") == folder + "default.yaml")
        let noDefault = try Self.parse("programs:\n  foo: {effects: a.yaml}\n")
        #expect(noDefault.entry(forExecutable: "/usr/bin/bar") == nil)
        #expect(noDefault.entry(forExecutable: "/usr/bin/foo")?.effects == folder + "a.yaml")
    }

    @Test func pathResolution() throws {
        let config = try Self.parse("""
            programs:
              a: {effects: ../shared/./a.yaml}
              b: {effects: /opt/effects/b.yaml}
              c: {effects: "~"}
              d: {vkbasalt: ~/vk/../vkBasalt.conf}
              e: {effects: ~ada/x.yaml}
            """)
        #expect(config.entry(forExecutable: "a")?.effects == "/home/ada/.config/shared/a.yaml")
        #expect(config.entry(forExecutable: "b")?.effects == "/opt/effects/b.yaml")
        #expect(config.entry(forExecutable: "c")?.effects == "/home/ada")
        #expect(config.entry(forExecutable: "d")?.vkbasalt == "/home/ada/vkBasalt.conf")
        #expect(config.entry(forExecutable: "e")?.effects == "/home/ada/.config/glaze/~ada/x.yaml")   // ~user is not expanded
    }

    @Test func theFilesPlace() {
        #expect(UserRunConfig.defaultPath(environment: ["XDG_CONFIG_HOME": "/xdg", "HOME": "/home/ada"]) == "/xdg/glaze/run.yaml")
        #expect(UserRunConfig.defaultPath(environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/ada"])
                == "/home/ada/.config/glaze/run.yaml")
        #expect(UserRunConfig.defaultPath(environment: ["HOME": "/home/ada/"]) == "/home/ada/.config/glaze/run.yaml")
        #expect(UserRunConfig.defaultPath(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/ada"])
                == "/home/ada/.config/glaze/run.yaml")
        #expect(UserRunConfig.defaultPath(environment: [:]) == nil)
        #expect(UserRunConfig.defaultPath(environment: ["HOME": ""]) == nil)
    }

    @Test func anEmptyFileHasNoEntries() throws {
        for text in ["", "# only a comment\n", "programs:\n"] {
            let config = try Self.parse(text)
            #expect(config.defaultEntry == nil && config.programs.isEmpty, "\(text)")
            #expect(config.entry(forExecutable: "/usr/bin/glxgears") == nil)
        }
    }

    /// (text, line, column, key path, code, words the message holds).
    static let errors: [(String, Int, Int, String, RunConfigError.Code, String)] = [
        ("program:\n  a: {effects: a.yaml}\n", 1, 1, "program", .unknownKey, "unknown key 'program'"),
        ("programs:\n  glxgears:\n    effect: gears.yaml\n", 3, 5, "programs.glxgears.effect", .unknownKey, "unknown key 'effect'"),
        ("default:\n  effects: [a.yaml, b.yaml]\n", 2, 12, "default.effects", .wrongType, "expected a path, got a list"),
        ("programs:\n  a:\n    preset: {name: crt}\n    effects: a.yaml\n", 3, 13, "programs.a.preset", .wrongType, "got a mapping"),
        ("programs:\n  - glxgears\n", 2, 3, "programs", .wrongType, "expected a mapping"),
        ("default: gears.yaml\n", 1, 10, "default", .wrongType, "got a string"),
        ("- a\n", 1, 1, "", .wrongType, "expected a mapping"),
        ("programs:\n  a:\n    effects: a.yaml\n    vkbasalt: a.conf\n", 4, 5, "programs.a.vkbasalt", .conflictingKeys, "not both"),
        ("programs:\n  a:\n    preset: crt\n", 2, 3, "programs.a", .missingKey, "give 'effects'"),
        ("programs:\n  a:\n", 2, 3, "programs.a", .missingKey, "the entry is empty"),
        ("programs:\n  a:\n    vkbasalt: a.conf\n    preset: crt\n", 4, 5, "programs.a.preset", .conflictingKeys, "'preset'"),
        ("programs:\n  a: {effects: ''}\n", 2, 16, "programs.a.effects", .invalidValue, "empty"),
        ("programs:\n  bin/foo: {effects: a.yaml}\n", 2, 3, "programs.bin/foo", .invalidValue, "neither a program's basename nor an absolute path"),
        ("programs:\n  /a/b: {effects: a.yaml}\n  /a//b: {effects: b.yaml}\n", 3, 3, "programs./a//b", .duplicateKey, "same program as '/a/b' on line 2"),
        ("programs:\n  a: {effects: a.yaml}\n  a: {effects: b.yaml}\n", 2, 3, "", .duplicateKey, "duplicate key 'a'"),
        ("programs:\n  a: {effects: a.yaml\n", 2, 22, "", .syntaxError, "invalid YAML"),
    ]

    @Test(arguments: errors)
    func everyErrorNamesFileLineAndKeyPath(text: String, line: Int, column: Int, keyPath: String,
                                           code: RunConfigError.Code, words: String) throws {
        let error = try #require(Self.failure(text))
        #expect(error.code == code, "\(error)")
        #expect(error.location == SourceLocation(file: Self.path, line: line, column: column), "\(error)")
        #expect(error.keyPath == keyPath)
        #expect(error.message.contains(words), "\(error.message)")
        #expect(error.description.hasPrefix("\(Self.path):\(line):\(column): error: \(keyPath.isEmpty ? "" : keyPath + ": ")"),
                "\(error.description)")
        #expect(error.description.hasSuffix("[\(code)]"))
    }

    @Test func suggestionsAndHome() throws {
        #expect(Self.failure("programs:\n  a: {effect: a.yaml}\n")?.suggestions == ["effects"])
        #expect(Self.failure("defaults: {effects: a.yaml}\n")?.suggestions == ["default"])
        let noHome = try #require(Self.failure("default: {effects: ~/a.yaml}\n", environment: [:]))
        #expect(noHome.code == .invalidValue)
        #expect(noHome.keyPath == "default.effects")
        #expect(noHome.message.contains("HOME is not set"))
        #expect(noHome.status == .file)
    }

    @Test func loadingFromDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-run-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try UserRunConfig.load(contentsOf: folder + "/run.yaml", environment: Self.environment) == nil)
        try Self.example.write(toFile: folder + "/run.yaml", atomically: true, encoding: .utf8)
        let config = try #require(try UserRunConfig.load(contentsOf: folder + "/run.yaml", environment: Self.environment))
        #expect(config.entry(forExecutable: "/usr/bin/glxgears")?.effects == folder + "/gears.yaml")
        do {
            _ = try UserRunConfig.load(contentsOf: folder, environment: Self.environment)
            Issue.record("loaded a folder")
        } catch {
            #expect(error.code == .fileNotFound)
            #expect(error.message.contains("folder"))
        }
    }
}
