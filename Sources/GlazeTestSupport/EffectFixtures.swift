/// Effect files shared by the Swift and C tests of the steady-state frame.
public enum EffectFixtures {
    /// Effect `pulse`: a colour grade, a bloom and a vignette animated by expressions, keyframes
    /// and a game variable (`damage`); transition `gameOver`: a dissolve.
    public static let pulse = """
    version: 1
    variables: {damage: 0.3}
    effects:
      pulse:
        chain:
          - filter: colorControls
            parameters: {saturation: "1 + 0.3*sin(time)", brightness: "0.05*cos(2*time)", contrast: 1.1}
          - filter: bloom
            parameters:
              radius: 6
              intensity: {keyframes: [[0, 0.3], [2, 0.9]], easing: easeInOut, loop: true}
          - filter: vignette
            parameters: {intensity: "0.3 + damage*sin(time)", radius: "1.2 - 0.2*sin(3*time)"}
    transitions:
      gameOver:
        transition: dissolve
        duration: 2
        easing: sinusoidal
    """

    /// Effect `trails`: an afterimage that halves its `history` every frame (half-life 1 s,
    /// deltaTime 1 s); with `otherIntensity`, also effect `other`, a vignette of that intensity
    /// (a step unrelated to `trails`, for reload checks).
    public static func trails(otherIntensity: Double? = nil) -> String {
        var text = """
            version: 1
            variables:
              dt: 1
            effects:
              trails:
                chain:
                  - filter: afterimage
                    parameters: {history: history, halfLife: 1, deltaTime: dt}

            """
        if let otherIntensity {
            text += """
                  other:
                    chain:
                      - filter: vignette
                        parameters: {intensity: \(otherIntensity)}

                """
        }
        return text
    }
}
