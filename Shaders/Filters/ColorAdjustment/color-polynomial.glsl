/// A cubic polynomial per channel (Core Image's `CIColorPolynomial`): for each unpremultiplied
/// channel `v`, `v' = k.x + k.y·v + k.z·v² + k.w·v³` with that channel's coefficients `k`
/// (`[0, 1, 0, 0]` is the identity).
// filter: colorPolynomial
// category: colorAdjustment
// doc: Maps each colour channel through its own cubic polynomial.
// showcase: redCoefficients = vec4(0.0, 1.3, 0.0, 0.0); blueCoefficients = vec4(0.05, 0.5, 0.0, 0.0)
// kind: color
uniform vec4 redCoefficients;   // = vec4(0.0, 1.0, 0.0, 0.0); identity default; (k0, k1, k2, k3) of r' = k0 + k1 r + k2 r² + k3 r³.
uniform vec4 greenCoefficients; // = vec4(0.0, 1.0, 0.0, 0.0); identity default; Coefficients of the green polynomial.
uniform vec4 blueCoefficients;  // = vec4(0.0, 1.0, 0.0, 0.0); identity default; Coefficients of the blue polynomial.
uniform vec4 alphaCoefficients; // = vec4(0.0, 1.0, 0.0, 0.0); identity default; Coefficients of the alpha polynomial (result clamped to 0...1).

// out = k.x + k.y * v + k.z * v^2 + k.w * v^3 per unpremultiplied channel.
vec4 kernel(vec4 color, vec2 pos) {
    vec4 c = glaze_unpremultiply(color);
    vec4 v2 = c * c;
    vec4 v3 = v2 * c;
    vec4 r = vec4(dot(redCoefficients, vec4(1.0, c.r, v2.r, v3.r)), dot(greenCoefficients, vec4(1.0, c.g, v2.g, v3.g)),
                  dot(blueCoefficients, vec4(1.0, c.b, v2.b, v3.b)), dot(alphaCoefficients, vec4(1.0, c.a, v2.a, v3.a)));
    r.a = clamp(r.a, 0.0, 1.0);
    return vec4(r.rgb * r.a, r.a);
}
