import Foundation
import Testing

/// The library's build needs swift-log and nothing else: with GLAZE_PACKAGE=library (what
/// `make lib` and `make install` build the C library with) the manifest SwiftPM evaluates has
/// swift-log as its only dependency and the library's targets only; GLAZE_PACKAGE=tool adds the
/// `glaze` tool and swift-argument-parser, still without the studio's Hummingbird and SwiftNIO.
@Suite(.serialized) struct PackageScopeTests {
    /// The manifest as `swift package dump-package` evaluates it with GLAZE_PACKAGE=`scope`
    /// (in a scratch folder of its own: no lock on this build's folder).
    static func manifest(scope: String?) throws -> [String: Any] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-scope-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let swift = FileManager.default.isExecutableFile(atPath: "/opt/swift/usr/bin/swift") ? "/opt/swift/usr/bin/swift" : "swift"
        let (status, output) = try CEngineTests.shell(
            "\(scope.map { "GLAZE_PACKAGE=\($0) " } ?? "")\(swift) package --scratch-path '\(scratch)' dump-package 2>/dev/null")
        #expect(status == 0, "\(output)")
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    static func dependencies(_ manifest: [String: Any]) -> [String] {
        (manifest["dependencies"] as? [[String: Any]] ?? []).compactMap {
            (($0["sourceControl"] as? [[String: Any]])?.first?["identity"] as? String)
        }
    }

    static func names(_ manifest: [String: Any], _ key: String) -> Set<String> {
        Set((manifest[key] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
    }

    /// Each target's dependencies that name a target of this package but are missing from the
    /// scoped manifest (SwiftPM refuses such a manifest: "product 'X' required by … not found").
    static func danglingDependencies(_ manifest: [String: Any]) -> [String] {
        let targets = manifest["targets"] as? [[String: Any]] ?? []
        let present = Set(targets.compactMap { $0["name"] as? String })
        var dangling: [String] = []
        for target in targets {
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                // `.product(name:package:)` names another package; `byName` and `target` name ours.
                guard let entry = (dependency["byName"] ?? dependency["target"]) as? [Any],
                      let name = entry.first as? String else { continue }
                if !present.contains(name) { dangling.append("\(target["name"] as? String ?? "?") → \(name)") }
            }
            for plugin in target["pluginUsages"] as? [[String: Any]] ?? [] {
                if let entry = plugin["plugin"] as? [Any], let name = entry.first as? String, !present.contains(name) {
                    dangling.append("\(target["name"] as? String ?? "?") → plugin \(name)")
                }
            }
        }
        return dangling
    }

    /// `make lib` and `make install` build the scoped manifests: a target there that depends on a
    /// target left out of the scope stops both before they compile anything (on main at 372fb3e
    /// the shader embedder's fuzzer stub did exactly that, unseen because the tests install the
    /// debug build's library).
    @Test func theScopedManifestsAreComplete() throws {
        for scope in ["library", "tool"] {
            let manifest = try Self.manifest(scope: scope)
            #expect(Self.danglingDependencies(manifest).isEmpty,
                    "GLAZE_PACKAGE=\(scope) leaves out targets its targets depend on: \(Self.danglingDependencies(manifest))")
        }
    }

    @Test func theLibraryScopeResolvesOnlySwiftLog() throws {
        let library = try Self.manifest(scope: "library")
        #expect(Self.dependencies(library) == ["swift-log"])
        #expect(Self.names(library, "products") == ["Glaze", "GlazeEffects", "GlazeC"])
        #expect(!Self.names(library, "targets").contains("GlazeStudio") && Self.names(library, "targets").contains("GlazeC"))

        let tool = try Self.manifest(scope: "tool")
        #expect(Set(Self.dependencies(tool)) == ["swift-log", "swift-argument-parser"])
        #expect(Self.names(tool, "products").contains("glaze") && !Self.names(tool, "products").contains("glaze-studio"))

        // Without a scope, everything (the control: the studio's packages are there).
        let all = try Self.manifest(scope: nil)
        #expect(Set(Self.dependencies(all)).isSuperset(of: ["swift-log", "swift-argument-parser", "hummingbird", "swift-nio"]))
    }
}
