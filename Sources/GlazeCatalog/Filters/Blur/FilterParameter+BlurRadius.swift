extension FilterParameter where Value == Float {
    /// A blur's `radius`: 0...100 px (slider 0...50), 0 the identity.
    static func blurRadius(_ defaultValue: Double, doc: String) -> Self {
        .number("radius", defaultValue, min: 0, max: 100, slider: 0...50, identity: 0, type: .distance, unit: "px",
                doc: doc)
    }
}
