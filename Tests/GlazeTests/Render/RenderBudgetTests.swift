import CEpoxy
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// A render whose plan exceeds the context's budget fails before any GL work, naming the limit.
@Suite struct RenderBudgetTests {
    /// `count` blooms over a 64×64 opaque square: every bloom grows the extent.
    private func blooms(_ count: Int) -> Image {
        var image = Image(color: [1, 1, 1, 1]).cropped(to: Rect(0, 0, 64, 64))
        for _ in 0..<count { image = image.applying(Bloom()) }
        return image
    }

    private func context(_ budget: RenderBudget) throws -> RenderContext {
        var options = RenderContext.Options(workingSpace: .none)
        options.budget = budget
        return try RenderContext(adoptingCurrentGLContext: options)
    }

    @Test func fortySevenBloomsFailBeforeAnyGLWork() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try context(RenderBudget())
        let image = blooms(47)
        let plan = context.explain(image, region: Rect(0, 0, 64, 64), size: Size(64, 64))
        #expect(plan.passCount > 256)
        #expect(throws: RenderError.self) { try context.readPixels(image.cropped(to: Rect(0, 0, 64, 64))) }
        do {
            _ = try context.makeTexture(image, from: Rect(0, 0, 64, 64))
            Issue.record("rendered")
        } catch let error as RenderError {
            #expect(error.code == .budgetExceeded)
            #expect(error.message.contains("maximumPasses"), "\(error)")
        }
        #expect(context.counters.passesDrawn == 0)
        #expect(context.counters.programsCompiled == 0)
        #expect(context.counters.poolBytes == 0)
        #expect(context.cachedProgramCount == 0)
    }

    @Test func eachLimitIsNamed() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let image = blooms(1)
        let region = Rect(0, 0, 64, 64)
        for (budget, limit) in [(RenderBudget(maximumPasses: 3), "maximumPasses"),
                                (RenderBudget(maximumIntermediateBytes: 1000), "maximumIntermediateBytes"),
                                (RenderBudget(maximumTextureDimension: 16), "maximumTextureDimension")] {
            let context = try context(budget)
            do {
                try context.draw(image, in: region, from: region)
                Issue.record("\(limit): rendered")
            } catch let error as RenderError {
                #expect(error.code == .budgetExceeded)
                #expect(error.message.contains(limit), "\(error)")
                #expect(error.message.contains("pass "), "names the pass: \(error)")
            }
            #expect(context.counters.passesDrawn == 0, "\(limit)")
            #expect(throws: RenderError.self) { try context.prepare(image, region: region, size: Size(64, 64)) }
            #expect(throws: RenderError.self) { try context.checkBudget(image, region: region, size: Size(64, 64)) }
            #expect(context.counters.programsCompiled == 0, "\(limit)")
        }
    }

    @Test func aPlanWithinTheBudgetRenders() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let image = blooms(1)
        let region = Rect(0, 0, 64, 64)
        let plan = try context(RenderBudget()).explain(image, region: region, size: Size(64, 64))
        // Exactly at each limit is allowed.
        let exact = RenderBudget(maximumPasses: plan.passCount, maximumIntermediateBytes: plan.intermediateBytes,
                                 maximumTextureDimension: plan.passes.map { max($0.width, $0.height) }.max())
        let context = try context(exact)
        try context.checkBudget(image, region: region, size: Size(64, 64))
        let texture = try context.makeTexture(image, from: region)
        #expect(texture.region == region)
        #expect(context.counters.passesDrawn == plan.passCount)
        // One byte less, and the same render is refused.
        var tight = exact
        tight.maximumIntermediateBytes -= 1
        #expect(throws: RenderError.self) { try self.context(tight).checkBudget(image, region: region, size: Size(64, 64)) }
    }
}
