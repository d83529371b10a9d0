/// The hand-written built-in filters' ``FilterDescriptor/showcase`` values (a filter declared in
/// a `.glsl` file gives its own in a `// showcase:` line), for people tuning the gallery: values
/// that make each filter visible on a 256×192 test image where the defaults (Core Image's, often
/// the identity) look like nothing. The defaults themselves are unchanged.
enum ShowcaseValues {
    static let builtin: [String: [String: ParameterValue]] = [
        // Colour adjustment: defaults are the identity (the declared filters give theirs in their
        // .glsl file's `// showcase:` line).
        "colorControls": ["saturation": .number(1.7), "contrast": .number(1.35), "brightness": .number(0.05)],
        "temperatureAndTint": ["targetNeutral": .vector([3200, 30])],
        // Reductions: the default area (640x80) is mostly outside the tile; take the tile.
        "areaAverage": ["extent": .vector([0, 0, 256, 192])],
        "areaMaximum": ["extent": .vector([0, 0, 256, 192])],
        "areaMinimum": ["extent": .vector([0, 0, 256, 192])],
        "areaHistogram": ["extent": .vector([0, 0, 256, 192]), "scale": .number(20)],
    ]
}
