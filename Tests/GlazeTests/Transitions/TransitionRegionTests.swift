@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

// A transition between images of different extents works over the region both images cover: a
// bloomed scene (its glow spills past the screen) transitions over the screen it shares with
// the next image, so blocks and wipe bands are laid out on the screen and edge blocks never
// sample the glow outside it.

private let screen = Rect(0, 0, 48, 32)
private let scene = Image(color: [0.6, 0.6, 0.6, 1]).cropped(to: screen)
private let next = Image(color: [0.05, 0.1, 0.8, 1]).cropped(to: screen)
private let bloomed = scene.applying(Bloom(radius: 6, intensity: 0.5))

@Test func aBloomedSceneIsLargerThanTheScreen() {
    #expect(bloomed.extent.contains(screen) && bloomed.extent != screen, "bloomed extent \(bloomed.extent)")
    #expect(TransitionSupport.region(bloomed, next) == screen)
    #expect(TransitionSupport.region(next, bloomed) == screen)
    // Disjoint images still span both, an explicit extent still wins.
    let apart = next.transformed(by: AffineTransform(translationX: 100, y: 0))
    #expect(TransitionSupport.region(scene, apart) == screen.union(apart.extent))
    #expect(TransitionSupport.region(bloomed, next, explicit: Rect(1, 2, 3, 4)) == Rect(1, 2, 3, 4))
}

/// Pixellate over a bloomed scene: every block on the screen is opaque (edge blocks whose
/// centre lay outside the screen used to read the half-transparent glow: dark edges).
@Test func pixellateOverABloomedSceneKeepsTheEdgesOpaque() throws {
    let gl = try GLTestContext.make()
    defer { gl.release() }
    let context = try RenderContext(adoptingCurrentGLContext: .init())
    for progress: Float in [0.3, 0.5, 0.7] {
        let transition = PixellateTransition(progress: progress, targetImage: next, center: Point(x: 5, y: 5), scale: 12)
        let pixels = try context.readPixels(transition.apply(from: bloomed, to: next), from: screen)
        let alphas = stride(from: 3, to: pixels.bytes.count, by: 4).map { pixels.bytes[$0] }
        #expect(alphas.allSatisfy { $0 == 255 }, "progress \(progress): alphas \(Set(alphas).sorted())")
    }
}

/// Wipes and bars over a bloomed scene put their bands where they put them over the plain scene.
@Test(arguments: ["swipe", "directionalWipe", "barsSwipe", "irisWipe"])
func wipeOverABloomedSceneMatchesThePlainScene(_ name: String) throws {
    let gl = try GLTestContext.make()
    defer { gl.release() }
    let context = try RenderContext(adoptingCurrentGLContext: .init())
    func transition(_ progress: Float) -> any Transition {
        switch name {
        case "swipe": SwipeTransition(progress: progress, targetImage: next, width: 8)
        case "directionalWipe": DirectionalWipe(progress: progress, targetImage: next, softness: 2)
        case "barsSwipe": BarsSwipeTransition(progress: progress, targetImage: next, width: 6, barOffset: 4)
        default: IrisWipe(progress: progress, targetImage: next, center: Point(x: 24, y: 16), softness: 2)
        }
    }
    /// Per pixel: true where only the target shows (blue far above red), false where only the
    /// grey scene shows (blue equals red), nil inside a soft band (its mix depends on how
    /// bright the scene is, and bloom brightens it).
    func targetMask(_ from: Image, _ progress: Float) throws -> [Bool?] {
        let bytes = try context.readPixels(transition(progress).apply(from: from, to: next), from: screen).bytes
        return stride(from: 0, to: bytes.count, by: 4).map { index -> Bool? in
            let difference = Int(bytes[index + 2]) - Int(bytes[index])
            return difference > 150 ? true : abs(difference) < 4 ? false : nil
        }
    }
    for progress: Float in [0.25, 0.5] {
        let plain = try targetMask(scene, progress)
        let overBloom = try targetMask(bloomed, progress)
        #expect(plain.contains(true) && plain.contains(false), "\(name) at \(progress) shows both images")
        let conflicts = zip(plain, overBloom).filter { a, b in a != nil && b != nil && a != b }.count
        #expect(conflicts == 0, "\(name) at \(progress): \(conflicts) pixels show the other image than over the plain scene")
    }
}
