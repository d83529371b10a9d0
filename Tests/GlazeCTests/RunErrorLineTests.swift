@testable import GlazeC
import Testing

/// The error line `glaze run` draws over the frame: wrapped to the window at spaces, at most four
/// lines (the rest cut with "~"), non-ASCII shown as "?", the band as tall as its lines.
@Suite struct RunErrorLineTests {
    @Test func wrapsAtSpacesWithinTheColumns() {
        #expect(ErrorLine.wrap("look.yaml:5:17: error: no filter named 'gaussianBlurr'", columns: 20)
                == ["look.yaml:5:17:", "error: no filter", "named", "'gaussianBlurr'"])
        #expect(ErrorLine.wrap("short", columns: 20) == ["short"])
        // A word longer than a line is cut at the column.
        #expect(ErrorLine.wrap("abcdefghijkl", columns: 5) == ["abcde", "fghij", "kl"])
        #expect(ErrorLine.wrap("caf\u{e9} ok", columns: 10) == ["caf? ok"])
    }

    @Test func keepsAtMostFourLines() {
        let lines = ErrorLine.wrap(String(repeating: "word ", count: 40), columns: 10)
        #expect(lines.count == ErrorLine.maximumLines)
        #expect(lines.last?.hasSuffix("~") == true && lines.allSatisfy { $0.count <= 10 }, "\(lines)")
    }

    @Test func theBandIsAsTallAsItsLines() throws {
        let line = try #require(ErrorLine(message: "one two three four", width: 8 * OverlayFont.cellWidth + 2 * ErrorLine.margin))
        #expect(line.height == 3 * OverlayFont.cellHeight + 2 * ErrorLine.margin)  // "one two", "three", "four"
        #expect(ErrorLine(message: "x", width: 4) == nil)
        #expect(OverlayFont.rows.count == 95 * OverlayFont.cellHeight)
    }
}
