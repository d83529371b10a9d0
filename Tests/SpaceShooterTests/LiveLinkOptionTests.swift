@testable import SpaceShooter
import Testing

/// `--live-link PORT [--live-link-info FILE]`: off unless given; a port 0...65535; the info file
/// only with the link.
@Suite struct LiveLinkOptionTests {
    @Test func theLinkIsOffUnlessAPortIsGiven() throws {
        #expect(try Options.parse([]).liveLinkPort == nil)
        let on = try Options.parse(["--live-link", "0", "--live-link-info", "link.json"])
        #expect(on.liveLinkPort == 0 && on.liveLinkInfo == "link.json")
        #expect(try Options.parse(["--live-link", "7878"]).liveLinkPort == 7878)
    }

    @Test(arguments: [["--live-link", "70000"], ["--live-link", "-1"], ["--live-link", "x"], ["--live-link"],
                      ["--live-link-info", "link.json"]])
    func badValuesAreUsageErrors(arguments: [String]) {
        #expect(throws: Options.UsageError.self) { try Options.parse(arguments) }
    }
}
