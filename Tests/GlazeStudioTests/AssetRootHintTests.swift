import Foundation
import GlazeTestSupport
import Testing

/// The shipped effect file reads `../Shaders/`: without `--asset-root Assets`, `glaze validate`
/// and `glaze apply` refuse it and say which flag allows it (they never named the flag).
@Suite struct AssetRootHintTests {
    @Test func refusalsOutsideTheAssetRootNameTheFlag() throws {
        let glaze = InstalledStudioTests.buildFolder + "/glaze"
        let validate = try InstalledStudioTests.run([glaze, "validate", "Assets/Effects/space-shooter.yaml"])
        #expect(validate.status == 2 && validate.stderr.contains("[outsideAssetRoot]")
                    && validate.stderr.contains("glaze: hint: ") && validate.stderr.contains("--asset-root Assets)"),
                "\(validate.stderr)")
        let allowed = try InstalledStudioTests.run([glaze, "validate", "--asset-root", "Assets", "Assets/Effects/space-shooter.yaml"])
        #expect(allowed.status == 0 && !allowed.stderr.contains("hint"), "\(allowed.stderr)")
        let apply = try InstalledStudioTests.run([glaze, "apply", "--chain", "Assets/Effects/space-shooter.yaml",
                                                  "docs/screenshot.png", NSTemporaryDirectory() + "glaze-hint-\(UInt32.random(in: 0...UInt32.max)).png"])
        #expect(apply.status == 2 && apply.stderr.contains("--asset-root Assets)"), "\(apply.stderr)")
    }
}
