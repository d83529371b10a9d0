import Glaze

extension BenchCase {
    /// The tone mappers and grading filters of issue 46 by name on the synthetic scene, each one
    /// colour kernel fused into copy's one pass (sRGB decode and encode included): `tonemap.agx`
    /// (AgX's matrices, log2 and sigmoid polynomial), `tonemap.agx.punchy` (the same with its CDL
    /// look), `tonemap.pbrNeutral` and `tonemap.hable`, and `grade.fused4` (colorDecisionList →
    /// shadowsMidtonesHighlights → splitToning → levels, all in that one pass).
    static func gradingCases() -> [BenchCase] {
        let tone: [(name: String, op: String)] = [("tonemap.agx", "agx"), ("tonemap.agx.punchy", "agxPunchy"),
                                                   ("tonemap.pbrNeutral", "pbrNeutral"), ("tonemap.hable", "hable")]
        let grade: [(name: String, values: [String: ParameterValue])] = [
            ("colorDecisionList", ["slope": .vector([1.1, 1, 0.9, 1]), "offset": .vector([0.01, 0, -0.01, 0]),
                                   "power": .vector([0.9, 1, 1.1, 1]), "saturation": .number(1.1)]),
            ("shadowsMidtonesHighlights", ["shadows": .vector([0.9, 0.95, 1.1, 0]), "highlights": .vector([1.1, 1.02, 0.9, 0])]),
            ("splitToning", ["shadows": .color([0.05, 0.2, 0.45, 1]), "highlights": .color([0.8, 0.45, 0.15, 0.6])]),
            ("levels", ["inputBlack": .number(0.02), "inputWhite": .number(0.95), "gamma": .number(1.1)]),
        ]
        return tone.map { entry in
            BenchCase(name: entry.name, summary: "toneMap with operator \(entry.op) (exposure +1 EV), one colour kernel in one pass",
                      work: .chain(fusion: true) { _, input in
                          try apply([("toneMap", ["operator": .string(entry.op), "exposure": .number(1)])], to: input)
                      })
        } + [
            BenchCase(name: "grade.fused4", summary: "colorDecisionList, shadowsMidtonesHighlights, splitToning and levels, fused into one pass",
                      work: .chain(fusion: true) { _, input in try apply(grade, to: input) }),
        ]
    }
}
