import Foundation
import GlazeTestSupport
import Testing
import Glaze
@testable import GlazeEffects

@Suite struct ExpressionTests {
    private func value(_ text: String, _ variables: [String: Double] = [:]) throws -> Double {
        let names = ["time", "seed"] + variables.keys.sorted()
        let e = try Expression(parsing: text, variables: names)
        let values = [variables["time"] ?? 0, variables["seed"] ?? 0] + variables.keys.sorted().map { variables[$0]! }
        return e.evaluate(values)
    }

    @Test func precedenceAndAssociativity() throws {
        #expect(try value("1 + 2 * 3") == 7)
        #expect(try value("(1 + 2) * 3") == 9)
        #expect(try value("10 - 4 - 3") == 3)
        #expect(try value("8 / 4 / 2") == 1)
        #expect(try value("2 ^ 3 ^ 2") == 512)
        #expect(try value("-2 ^ 2") == -4)
        #expect(try value("2 ^ -1") == 0.5)
        #expect(try value("--3") == 3)
        #expect(try value("-(1 + 2) * +4") == -12)
        #expect(try value("1.5e2 + .5") == 150.5)
    }

    /// Degrees: `150deg` and `90°` are radians; `deg` stays a name elsewhere.
    @Test func degreeSuffix() throws {
        #expect(try value("150deg") == 150 * .pi / 180)
        #expect(try value("90° + 1") == .pi / 2 + 1)
        #expect(try value("2 * 45deg * time", ["time": 2]) == 2 * (45 * .pi / 180) * 2)
        #expect(try value("deg * 2", ["deg": 3]) == 6)
        #expect(throws: ExpressionError.self) { try value("5degx") }
    }

    @Test func functionsMatchTheirDefinitions() throws {
        let t = 0.7
        #expect(try value("sin(time)", ["time": t]) == sin(t))
        #expect(try value("cos(time) + tan(time)", ["time": t]) == cos(t) + tan(t))
        #expect(try value("abs(-time)", ["time": t]) == t)
        #expect(try value("min(time, 0.2) + max(time, 3)", ["time": t]) == 0.2 + 3)
        #expect(try value("clamp(time * 10, 0, 1)", ["time": t]) == 1)
        #expect(try value("mix(2, 4, time)", ["time": t]) == 2 + 2 * t)
        #expect(abs(try value("smoothstep(0, 1, time)", ["time": t]) - t * t * (3 - 2 * t)) < 1e-15)
        #expect(try value("floor(time * 10) + fract(2.25)", ["time": t]) == 7.25)
        #expect(try value("sqrt(16) + pow(2, 10) + exp(0)") == 4 + 1024 + 1)
        #expect(try value("step(0.5, time) + step(0.8, time)", ["time": t]) == 1)
    }

    @Test func gameVariablesAndBuiltins() throws {
        #expect(try value("0.4 + 0.2*sin(time*3)", ["time": 2]) == 0.4 + 0.2 * sin(6))
        #expect(try value("damage", ["damage": 0.75]) == 0.75)
        #expect(try value("seed * 2 + damage", ["seed": 21, "damage": 0.5]) == 42.5)
    }

    @Test func constantsFoldToOneInstruction() throws {
        let e = try Expression(parsing: "2 * (3 + 4) - sqrt(4) + max(1, 2)", variables: ["time"])
        #expect(e.isConstant)
        #expect(e.ops == [.constant(14)])
        let f = try Expression(parsing: "time * (2 + 3)", variables: ["time"])
        #expect(f.ops == [.variable(0), .constant(5), .multiply])
    }

    @Test func errorsNameTheProblemAndItsOffset() {
        func failure(_ text: String) -> ExpressionError? {
            do { _ = try Expression(parsing: text, variables: ["time", "seed", "damage"]); return nil } catch { return error }
        }
        #expect(failure("1 + * 2")?.code == .syntax)
        #expect(failure("1 + * 2")?.offset == 4)
        #expect(failure("sine(time)")?.code == .unknownFunction)
        #expect(failure("sine(time)")?.suggestions.first == "sin")
        #expect(failure("clamp(time, 1)")?.code == .wrongArgumentCount)
        #expect(failure("damag + 1")?.code == .unknownVariable)
        #expect(failure("damag + 1")?.suggestions == ["damage"])
        #expect(failure("(time")?.code == .syntax)
        #expect(failure("")?.code == .syntax)
        #expect(failure("time $ 2")?.offset == 5)
        #expect(failure("sin")?.code == .syntax)
        #expect(failure(String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40))?.code == .tooComplex)
        #expect(failure(Array(repeating: "time", count: 40).joined(separator: "*(") + String(repeating: ")", count: 39))?.code == .tooComplex)
    }

    @Test func evaluationAllocatesNothing() throws {
        let expression = try Expression(parsing: "clamp(0.4 + 0.2*sin(time*3) + damage*mix(0.1, smoothstep(0, 1, fract(time)), 0.5), 0, 1) ^ 2",
                                        variables: ["time", "seed", "damage"])
        var values: [Double] = [0, 7, 0.25]
        var sum = 0.0
        // Positive control: the counter sees an allocation when there is one (else this test
        // could never fail).
        let control = AllocationCounter.count {
            for i in 0..<10 { sum += Double([i, i + 1].count) }
        }
        #expect(control >= 10)
        // One evaluation first: one-time lazy initialisation (static tables, runtime metadata)
        // may allocate once, whichever test reaches it first; the claim is per frame.
        sum += values.withUnsafeBufferPointer { expression.evaluate($0) }
        let measured = values.withUnsafeMutableBufferPointer { buffer in
            AllocationCounter.count {
                for frame in 0..<1000 {
                    buffer[0] = Double(frame) / 60
                    sum += expression.evaluate(UnsafeBufferPointer(buffer))
                }
            }
        }
        #expect(measured == 0)
        #expect(sum.isFinite && sum > 0)
    }

    @Test func keyframesAndEasing() {
        let k = Keyframes(times: [0, 1.5], values: [[0.2], [0.8]], easing: .easeInOut, loops: true)
        #expect(k.value(at: 1.5 * 4) == 0.2)                           // looped to 0
        #expect(abs(k.value(at: 0.75) - 0.5) < 1e-12)                  // easeInOut midpoint
        #expect(abs(k.value(at: 0.375) - (0.2 + 0.6 * 0.125)) < 1e-12) // 2t² at t = 0.25
        #expect(abs(k.value(at: 1.5 + 0.375) - (0.2 + 0.6 * 0.125)) < 1e-12)
        let held = Keyframes(times: [0, 1, 2], values: [[0], [10], [20]])
        #expect(held.value(at: 5) == 20)
        #expect(held.value(at: 1.5) == 15)
        #expect(held.value(at: .nan) == 0)
        #expect(Easing.sinusoidal(0.5) == 0.5 * (1 - cos(Double.pi * 0.5)))
        #expect(Easing.easeIn(0.5) == 0.25)
        #expect(Easing.easeOut(0.5) == 0.75)
        for easing in Easing.allCases {
            #expect(easing(0) == 0 && easing(1) == 1 && easing(-3) == 0 && easing(7) == 1, "\(easing)")
        }
    }
}
