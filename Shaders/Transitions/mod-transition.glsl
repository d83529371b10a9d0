/// The target shows through irregular holes that open across the image (Core Image's
/// `CIModTransition`).
// filter: modTransition
// category: transition
// display: Mod
// aliases: mod
// doc: Reveals the target through irregular holes that open across the image.
// uniform vec2 center;       // = vec2(150.0, 150.0); type position; Centre of the hole pattern.
// uniform float angle;       // = 2; type angle; Rotation of the hole pattern.
// uniform float radius;      // = 150; range 1..200; unit px; Size of the pattern's cells.
// uniform float compression; // = 300; range 1..800; unit px; Stretching of the holes away from the centre (smaller stretches more).

// Core Image's CIModTransition: the target shows through irregular holes that open, each at its
// own pace, in a grid of cells `radius` px wide rotated by `angle` around `center`; cells are
// stretched more the farther they are from the centre (`compression` px: smaller stretches more).

vec4 modTransition(vec2 destCoord, float progress, vec2 center, float angle, float radius, float compression) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    vec2 v = destCoord - center;
    float ca = cos(angle), sa = sin(angle);
    vec2 u = vec2(ca * v.x + sa * v.y, -sa * v.x + ca * v.y);
    float r = max(radius, 1.0);
    float stretch = 1.0 + length(v) / max(compression, 1.0);
    vec2 g = vec2(u.x / stretch, u.y) / r;
    vec2 cell = floor(g);
    vec2 f = fract(g) - 0.5;
    float rnd = glaze_hash(cell, 17.0);
    float a = dot(f, f) > 1e-12 ? atan(f.y, f.x) : 0.0;
    float wobble = 1.0 + 0.35 * sin(3.0 * a + 6.2831853 * rnd);
    float hole = 2.0 * length(f) * wobble;            // 0 at the cell's centre, below 1.91 everywhere
    float open = 2.0 * pow(progress, 0.6 + rnd);      // the hole's radius; 2 covers the cell
    float edge = 2.0 / r;                             // about one pixel
    float k = clamp((hole - (open - edge)) / edge, 0.0, 1.0);
    if (k <= 0.0) return getToColor(destCoord);
    if (k >= 1.0) return getFromColor(destCoord);
    return mix(getToColor(destCoord), getFromColor(destCoord), k);
}
