import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// Checks the golden-image helper against a committed golden (`Goldens/support-gradient.png`).
/// The recording path (`RECORD_GOLDENS=1`) fails on purpose and is exercised by recording.
@Suite struct GoldensTests {
    @Test func committedGoldenMatches() {
        expectMatchesGolden(Self.gradient(), named: "support-gradient")
    }

    @Test(.disabled(if: Goldens.isRecording))
    func aDifferentImageFailsAgainstTheGolden() {
        var changed = Self.gradient()
        changed.setRGBA8(SIMD4(0, 255, 0, 255), x: 3, y: 5)
        withKnownIssue {
            expectMatchesGolden(changed, named: "support-gradient")
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("1 of 128 pixels") && text.contains("x: 3, y: 5")
        }
        // Within tolerance: one differing pixel of 128 is allowed at 1%.
        #expect(expectMatchesGolden(changed, named: "support-gradient", maxDifferingFraction: 0.01))
    }

    @Test(.disabled(if: Goldens.isRecording))
    func aMissingGoldenFailsWithRecordingInstructions() {
        let name = "never-recorded-\(UUID().uuidString.prefix(8))"
        withKnownIssue {
            #expect(!expectMatchesGolden(Self.gradient(), named: name))
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("missing golden") && text.contains("RECORD_GOLDENS=1") && text.contains(Goldens.path(named: name))
        }
        #expect(!FileManager.default.fileExists(atPath: Goldens.path(named: name)))
    }

    @Test func goldenPathsLiveUnderTestsAndAreSanitised() {
        let path = Goldens.path(named: "blur/r 10")
        #expect(path.hasSuffix("/Tests/GlazeTests/Goldens/blur_r_10.png"))
    }

    /// 16 x 8 pixels: red grows to the right, green upwards, blue on a checker.
    static func gradient() -> PixelBuffer {
        var pixels = PixelBuffer(width: 16, height: 8, format: .rgba8)
        for y in 0..<8 {
            for x in 0..<16 {
                pixels.setRGBA8(SIMD4(UInt8(x * 17), UInt8(y * 36), (x + y) % 2 == 0 ? 200 : 40, 255), x: x, y: y)
            }
        }
        return pixels
    }
}
