import Foundation
import Glaze
import Testing
@testable import GlazeEffects

/// The file-access policy of effect files: regular files only, bounded size, inside an asset
/// root unless the policy says otherwise; errors never quote another file's contents.
@Suite struct AssetAccessTests {
    static let secret = "TOPSECRET-\(UInt64.random(in: 0...UInt64.max))"

    /// A folder holding `effect.yaml` with `text`, a secret text file and a copy of white.png.
    private func folder(_ text: String) throws -> (folder: String, effect: String) {
        let folder = try TestPaths.temporaryFolder("access")
        try text.write(toFile: folder + "/effect.yaml", atomically: true, encoding: .utf8)
        try "root:*:19000:0:99999:7:::\n\(Self.secret): value\n".write(toFile: folder + "/secret", atomically: true, encoding: .utf8)
        try "\(Self.secret)\n".write(toFile: folder + "/secret.png", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: TestPaths.fixtures + "/textures/white.png", toPath: folder + "/white.png")
        return (folder, folder + "/effect.yaml")
    }

    private func imageEffect(_ reference: String) -> String {
        "version: 1\neffects:\n  main:\n    chain:\n      - filter: testOver\n        parameters:\n          backgroundImage: \"\(reference)\"\n"
    }

    private func codes(_ path: String, _ access: AssetAccessPolicy = .default) -> [EffectDiagnostic.Code] {
        EffectFile.validate(path: path, registry: TestRegistry.registry, access: access).map(\.code)
    }

    @Test func errorsNeverQuoteAnotherFilesContents() throws {
        for (text, code) in [("version: 1\nextends: secret\neffects: {}\n", EffectDiagnostic.Code.notAnEffectFile),
                             (imageEffect("secret.png"), .imageNotFound),
                             (imageEffect("secret"), .missingInput)] {
            let (folder, effect) = try folder(text)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            for access in [AssetAccessPolicy.default, .anyPath] {
                let diagnostics = EffectFile.validate(path: effect, registry: TestRegistry.registry, access: access)
                #expect(diagnostics.map(\.code) == [code], "\(diagnostics)")
                for d in diagnostics {
                    #expect(!d.description.contains(Self.secret) && !d.description.contains("19000"), "\(d)")
                }
            }
        }
    }

    @Test func devicesAndProcFilesAreRefusedEvenWhenAnyPathIsAllowed() throws {
        let (folder, _) = try folder("")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (reference, code) in [("/dev/urandom", EffectDiagnostic.Code.notARegularFile), ("/dev/zero", .notARegularFile),
                                  ("/dev/null", .notARegularFile), ("/tmp", .notARegularFile),
                                  ("/proc/self/environ", .imageNotFound)] {
            let path = folder + "/device.yaml"
            try imageEffect(reference).write(toFile: path, atomically: true, encoding: .utf8)
            let start = Date()
            let diagnostics = EffectFile.validate(path: path, registry: TestRegistry.registry, access: .anyPath)
            #expect(diagnostics.map(\.code) == [code], "\(reference): \(diagnostics)")
            #expect(Date().timeIntervalSince(start) < 5, "\(reference) took too long")
            // An environment variable's value never shows up in the message.
            if let home = ProcessInfo.processInfo.environment["PATH"], home.count > 8 {
                #expect(!diagnostics.description.contains(home))
            }
            // Outside the root by default.
            #expect(codes(path) == [.outsideAssetRoot], "\(reference)")
        }
    }

    @Test func rootsCanBeNamedAndEscapesAllowedExplicitly() throws {
        let (folder, _) = try folder("")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sub = folder + "/effects"
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
        let path = sub + "/up.yaml"
        try imageEffect("../white.png").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(codes(path) == [.outsideAssetRoot])
        #expect(codes(path, AssetAccessPolicy(roots: [folder])) == [])
        #expect(codes(path, .anyPath) == [])
        #expect(codes(path, AssetAccessPolicy(roots: [sub + "/other"])) == [.outsideAssetRoot])
        // A symlink inside the root pointing out of it is refused; one staying inside is fine.
        try FileManager.default.createSymbolicLink(atPath: sub + "/link.png", withDestinationPath: "../white.png")
        try FileManager.default.copyItem(atPath: folder + "/white.png", toPath: sub + "/white.png")
        try FileManager.default.createSymbolicLink(atPath: sub + "/inside.png", withDestinationPath: "white.png")
        try imageEffect("link.png").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(codes(path) == [.outsideAssetRoot])
        #expect(codes(path, AssetAccessPolicy(roots: [folder])) == [])
        try imageEffect("inside.png").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(codes(path) == [])
    }

    @Test func sizesAreBounded() throws {
        let (folder, effect) = try folder("version: 1\nextends: base.yaml\neffects: {}\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ("version: 1\neffects: {}\n#" + String(repeating: "x", count: 5000) + "\n")
            .write(toFile: folder + "/base.yaml", atomically: true, encoding: .utf8)
        #expect(codes(effect) == [])
        #expect(codes(effect, AssetAccessPolicy(maximumEffectFileBytes: 4096)) == [.fileTooLarge])
        let image = folder + "/image.yaml"
        try imageEffect("white.png").write(toFile: image, atomically: true, encoding: .utf8)
        let size = try FileManager.default.attributesOfItem(atPath: folder + "/white.png")[.size] as? Int ?? 0
        #expect(codes(image, AssetAccessPolicy(maximumImageFileBytes: size)) == [])
        #expect(codes(image, AssetAccessPolicy(maximumImageFileBytes: size - 1)) == [.fileTooLarge])
        #expect(codes(image, AssetAccessPolicy(imageLimits: .init(maximumDimension: 0))) == [.imageTooLarge])
        // Text given directly is bounded too.
        #expect(throws: EffectFileError.self) {
            try EffectFile(text: String(repeating: "#\n", count: 3000), path: effect, access: AssetAccessPolicy(maximumEffectFileBytes: 4096))
        }
    }

    @Test func aFIFOAsTheEffectFileItselfDoesNotHang() throws {
        let folder = try TestPaths.temporaryFolder("fifo")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/effect.yaml"
        #expect(mkfifo(path, 0o600) == 0)
        let diagnostics = EffectFile.validate(path: path)
        #expect(diagnostics.map(\.code) == [.notARegularFile])
    }
}
