/// A tone curve through five points (Core Image's `CIToneCurve`), applied to each
/// unpremultiplied colour channel.
///
/// The curve is a monotone cubic spline (Fritsch–Carlson): it passes through every point, and
/// between points that rise it never overshoots or falls. Points are sorted by x; beyond the
/// first and last point it continues as a straight line with the end slope (so HDR values above
/// the last point keep rising). The defaults lie on the diagonal: no change. The points may be
/// given in any order: the curve sorts them by input.
// filter: toneCurve
// category: colorAdjustment
// doc: Maps each colour channel through a smooth monotone curve defined by five points.
// showcase: point1 = vec2(0.25, 0.08); point3 = vec2(0.75, 0.92)
// apply: custom
// uniform vec2 point0; // = vec2(0.0, 0.0); range 0..1; identity default; type vector; Control point 0: (input, output) in 0...1; the curve passes through it.
// uniform vec2 point1; // = vec2(0.25, 0.25); range 0..1; identity default; type vector; Control point 1: (input, output) in 0...1; the curve passes through it.
// uniform vec2 point2; // = vec2(0.5, 0.5); range 0..1; identity default; type vector; Control point 2: (input, output) in 0...1; the curve passes through it.
// uniform vec2 point3; // = vec2(0.75, 0.75); range 0..1; identity default; type vector; Control point 3: (input, output) in 0...1; the curve passes through it.
// uniform vec2 point4; // = vec2(1.0, 1.0); range 0..1; identity default; type vector; Control point 4: (input, output) in 0...1; the curve passes through it.
// The spline's knots and tangents, computed on the CPU from the points (ToneCurve+Apply.swift),
// are the kernel's arguments.
// A monotone cubic (Fritsch-Carlson) curve through five points, applied to each unpremultiplied
// colour channel in Core Image's perceptual (gamma 2) space: v -> curve(sqrt(v))^2, signs kept.
// xs are increasing; slopes are the tangents at the points (computed on the CPU).
// Outside [xs[0], xs[4]] the curve continues as a straight line with the end tangent.
float toneCurveEvaluate(float v, float xs[5], float ys[5], float slopes[5]) {
    if (v <= xs[0]) return ys[0] + slopes[0] * (v - xs[0]);
    if (v >= xs[4]) return ys[4] + slopes[4] * (v - xs[4]);
    int k = 0;
    for (int i = 1; i < 4; i++) {
        if (v >= xs[i]) k = i;
    }
    float x0 = xs[k], x1 = xs[k + 1], y0 = ys[k], y1 = ys[k + 1], m0 = slopes[k], m1 = slopes[k + 1];
    float h = max(x1 - x0, 1e-6);
    float t = clamp((v - x0) / h, 0.0, 1.0);
    float t2 = t * t, t3 = t2 * t;
    return (2.0 * t3 - 3.0 * t2 + 1.0) * y0 + (t3 - 2.0 * t2 + t) * h * m0
         + (-2.0 * t3 + 3.0 * t2) * y1 + (t3 - t2) * h * m1;
}

// The curve on a linear value, evaluated in gamma 2 space.
float toneCurvePerceptual(float v, float xs[5], float ys[5], float slopes[5]) {
    float y = toneCurveEvaluate(sign(v) * sqrt(abs(v)), xs, ys, slopes);
    return sign(y) * y * y;
}

vec4 toneCurve(vec4 color, vec2 destCoord, float xs[5], float ys[5], float slopes[5]) {
    vec4 c = glaze_unpremultiply(color);
    c.rgb = vec3(toneCurvePerceptual(c.r, xs, ys, slopes), toneCurvePerceptual(c.g, xs, ys, slopes),
                 toneCurvePerceptual(c.b, xs, ys, slopes));
    return vec4(c.rgb * color.a, color.a);
}
