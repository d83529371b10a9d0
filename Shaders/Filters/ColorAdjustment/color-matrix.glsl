/// Multiplies unpremultiplied colour by a 4x4 matrix and adds a bias (Core Image's
/// `CIColorMatrix`): `r' = dot(rVector, c) + bias.r`, and so on.
///
/// A colour matrix (`ColorMatrix+Apply.swift`): adjacent matrix-like filters fold into one matrix
/// in the plan.
// filter: colorMatrix
// category: colorAdjustment
// doc: Multiplies colour by a matrix and adds a bias, on unpremultiplied values.
// showcase: rVector = vec4(0.0, 1.0, 0.0, 0.0); gVector = vec4(0.0, 0.0, 1.0, 0.0); bVector = vec4(1.0, 0.0, 0.0, 0.0)
// apply: custom
uniform vec4 rVector;    // = vec4(1.0, 0.0, 0.0, 0.0); identity default; Coefficients for the red output: (r, g, b, a) weights.
uniform vec4 gVector;    // = vec4(0.0, 1.0, 0.0, 0.0); identity default; Coefficients for the green output.
uniform vec4 bVector;    // = vec4(0.0, 0.0, 1.0, 0.0); identity default; Coefficients for the blue output.
uniform vec4 aVector;    // = vec4(0.0, 0.0, 0.0, 1.0); identity default; Coefficients for the alpha output.
uniform vec4 biasVector; // = vec4(0.0); identity default; Added to each output channel.
