import Glaze

extension BenchCase {
    /// vkBasalt's built-in sharpeners and deband with vkBasalt's defaults, by name, on the
    /// synthetic scene: `vkbasalt.cas` (one pass, nine texel reads), `vkbasalt.dls` (one pass, nine
    /// texel reads) and `vkbasalt.deband` (one pass, a texel and four bilinear reads up to 64 px
    /// away).
    static func vkBasaltCases() -> [BenchCase] {
        [
            BenchCase(name: "vkbasalt.cas", summary: "contrastAdaptiveSharpen (AMD CAS, vkBasalt's cas) with its defaults (sharpness 0.4)",
                      work: .chain(fusion: true) { _, input in try apply([("contrastAdaptiveSharpen", [:])], to: input) }),
            BenchCase(name: "vkbasalt.dls", summary: "denoisedLumaSharpen (vkBasalt's dls) with its defaults (sharpness 0.5, denoise 0.17)",
                      work: .chain(fusion: true) { _, input in try apply([("denoisedLumaSharpen", [:])], to: input) }),
            BenchCase(name: "vkbasalt.deband", summary: "deband (vkBasalt's) with its defaults (range 16, iterations 4: reads up to 64 px away)",
                      work: .chain(fusion: true) { _, input in try apply([("deband", [:])], to: input) }),
        ]
    }
}
