import Foundation
import Glaze
import GlazeTestSupport
import Testing
@testable import GlazeEffects

/// `EffectLibrary.preview(text:)`: unsaved text shown instead of the file, never written; the
/// newest preview wins; a bad one keeps what is shown; `endPreview()` and a save drop it.
@Suite struct EffectPreviewTests {
    static func file(damage: String) -> String {
        """
        version: 1
        variables:
          damage: \(damage)
        effects:
          look:
            chain:
              - filter: exposureAdjust
                parameters: {ev: damage}

        """
    }

    @Test func previewsNeverWriteAndAreDroppedByEndPreviewAndBySaves() throws {
        let folder = try TestPaths.temporaryFolder("preview")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/look.yaml"
        try Self.file(damage: "0").write(toFile: path, atomically: true, encoding: .utf8)
        var reported: [[EffectDiagnostic]] = []
        let library = EffectLibrary(path: path, pollInterval: 0.02)
        library.onErrors = { reported.append($0) }
        func damage() -> Double? { library.file?.variables["damage"] }

        // The newest of two previews is what shows, at a later update.
        library.preview(text: Self.file(damage: "0.25"))
        library.preview(text: Self.file(damage: "0.5"))
        var sawOlder = false
        #expect(LiveReloadTests.pump(limit: 10) {
            let swapped = library.update()
            sawOlder = sawOlder || damage() == 0.25
            return swapped && damage() == 0.5
        } != nil)
        #expect(!sawOlder)
        #expect(library.isPreviewing && library.generation == 2)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.file(damage: "0"))

        // A bad text keeps the preview on screen and is reported like a bad edit.
        library.preview(text: Self.file(damage: "[1,"))
        #expect(LiveReloadTests.pump(limit: 10) { _ = library.update(); return !reported.isEmpty } != nil)
        #expect(reported.first?.first?.code == .syntaxError && damage() == 0.5)

        // endPreview puts the file back at the next update.
        library.endPreview()
        #expect(library.update())
        #expect(!library.isPreviewing && damage() == 0)

        // A save (the file on disk changes) replaces a preview.
        library.preview(text: Self.file(damage: "0.5"))
        #expect(LiveReloadTests.pump(limit: 10) { library.update() && damage() == 0.5 } != nil)
        try Self.file(damage: "0.75").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(LiveReloadTests.pump(limit: 10) { library.update() && damage() == 0.75 } != nil)
        #expect(!library.isPreviewing)
    }
}
