@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Wipes and swipes cover monotonically: the set of pixels showing exactly `to` only grows with
/// progress, from none at 0 to all at 1 (checked at 11 steps).
@Suite struct TransitionCoverageTests {
    typealias F = TransitionFixtures

    static let cases: [(String, any Transition)] = {
        var cases: [(String, any Transition)] = []
        for angle: Float in [0, .pi / 2, .pi, 2.5, -0.7] {
            cases.append(("swipe \(angle)", SwipeTransition(extent: F.rect, angle: angle, width: 3, opacity: 0.5)))
            cases.append(("copyMachine \(angle)", CopyMachineTransition(extent: F.rect, angle: angle, width: 3)))
            cases.append(("barsSwipe \(angle)", BarsSwipeTransition(extent: F.rect, angle: angle, width: 4, barOffset: 3)))
            cases.append(("directionalWipe \(angle)", DirectionalWipe(angle: angle, softness: 2)))
        }
        for center in [Point(x: 8, y: 8), Point(x: 3, y: 12), Point(x: 18, y: -2)] {
            cases.append(("irisWipe \(center)", IrisWipe(center: center, softness: 2)))
            cases.append(("irisWipe closing \(center)", IrisWipe(center: center, softness: 2, closing: true)))
        }
        cases.append(("directionalWipe hard", DirectionalWipe(angle: 0.3, softness: 0)))
        cases.append(("irisWipe hard", IrisWipe(center: Point(x: 8, y: 8), softness: 0)))
        return cases
    }()

    @Test func coverageOnlyGrows() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        for (label, transition) in Self.cases {
            var previous = Set<Int>()
            var sizes: [Int] = []
            for step in 0...10 {
                let pixels = try context.readPixels(transition.at(progress: Float(step) / 10).apply(from: F.from, to: F.to),
                                                    from: F.rect)
                var showing = Set<Int>()
                for y in 0..<16 {
                    for x in 0..<16 where pixels.rgba8(x: x, y: y) == F.toPixels.rgba8(x: x, y: y) {
                        showing.insert(y * 16 + x)
                    }
                }
                #expect(previous.isSubset(of: showing), "\(label): pixels stopped showing `to` at step \(step)")
                previous = showing
                sizes.append(showing.count)
            }
            #expect(sizes.first == 0 && sizes.last == 256, "\(label): \(sizes)")
            #expect(sizes[5] > 0 && sizes[5] < 256, "\(label): nothing happens mid-way: \(sizes)")
        }
    }
}
