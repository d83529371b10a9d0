@testable import GlazeCore
import Testing

/// `String(cFormat:)`: printf's rules, short texts and those longer than its first 256-byte buffer.
@Test func cFormatFollowsPrintfAtAnyLength() {
    #expect(String(cFormat: "%.3f ms, %ld runs", 1.5, 10) == "1.500 ms, 10 runs")
    let long = String(cFormat: "%300.1f|", 2.25)
    #expect(long.count == 301 && long.hasSuffix("2.2|") && long.hasPrefix("  "))
}
