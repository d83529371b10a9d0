/// Darkens creases, corners and contact areas from the game's depth alone: scalable ambient
/// obscurance (McGuire, Mara and Luebke, 2012).
///
/// `depth` is a linear-depth image (``Image/init(depthTexture:width:height:projection:)``) of a
/// perspective camera with vertical field of view `fieldOfView`. Passes: a half-resolution depth
/// (the mean of each 2×2 block), the obscurance at half resolution (normals reconstructed from
/// depth, `samples` taps on a disc of `radius` game units projected at each pixel's depth), a
/// bilateral blur along x then y that stops at depth edges, and a colour kernel that multiplies
/// the image by the visibility (it fuses with neighbouring colour kernels). A flat surface facing
/// the camera stays exactly unoccluded.
// filter: ambientOcclusion
// category: stylize
// coreImage: no
// apply: custom
// doc: Darkens creases and corners from the game's depth (scalable ambient obscurance).
// uniform sampler2D depth;    // swift Image; Linear-depth image (Image(depthTexture:…)): distance in game units in red.
// uniform float radius;       // = 1; range 0.01..1000; slider 0.1..10; unit units; Radius of the occluding neighbourhood, in game units.
// uniform float intensity;    // = 1; range 0..10; slider 0..3; identity 0; Strength of the darkening; 0 leaves the image unchanged.
// uniform float bias;         // = 0.01; range 0..10; slider 0..0.2; unit units; Height in game units below which nearly flat surroundings do not occlude.
// uniform int samples;        // = 12; range 4..32; slider 4..32; swift Int; Taps per pixel.
// uniform float sharpness;    // = 8; range 0..100; slider 0..32; How strongly the blur stops at depth edges.
// uniform float fieldOfView;  // = 1.0471975511965976; range 0.01..3.1; slider 0.2..2.5; type angle; unit rad; The camera's vertical field of view, to reconstruct positions from depth.
// Scalable ambient obscurance (McGuire, Mara, Luebke 2012) from depth alone (input0.r: view
// distance z, half resolution). The view position of a pixel q is ((q − center) · pixelScale · z, z)
// (camera at the origin looking down +z); the normal is the cross product of the position's
// differences towards the neighbours with the smaller depth change (so silhouettes do not bend
// it), turned towards the camera. Taps (x, y, r, 0) on the unit disc scaled by the radius
// projected at z (radius · projection / z px, at most 64) give view vectors v from the pixel; each adds
// max(R² − v·v, 0)³ · max((v·n − bias) / (v·v + 0.01·R²), 0), and the visibility is
// max(0, 1 − intensity · 5 · Σ / (R⁶ · samples)) (samples: the tap count). A plane
// facing the camera has v·n = 0: visibility exactly 1. Output: (visibility, z, 0, 1), so the
// blur reads depth from the same texel.
//
// Template: AmbientOcclusion.swift instantiates one kernel per tap count by replacing "Taps32".

const int ambientOcclusionTaps32_count = 32;

vec3 ambientOcclusionTaps32_position(vec2 q, float z, vec2 center, float pixelScale) {
    return vec3((q - center) * pixelScale * z, z);
}

vec4 ambientOcclusionTaps32(vec2 destCoord, float projection, float pixelScale, vec2 center, float texel,
                            float samples, vec4 taps[ambientOcclusionTaps32_count], float radius, float intensity,
                            float bias) {
    float z = input0Texel(destCoord).r;
    vec3 p = ambientOcclusionTaps32_position(destCoord, z, center, pixelScale);
    vec2 dx = vec2(texel, 0.0), dy = vec2(0.0, texel);
    float zl = input0Texel(destCoord - dx).r, zr = input0Texel(destCoord + dx).r;
    float zd = input0Texel(destCoord - dy).r, zu = input0Texel(destCoord + dy).r;
    vec3 tx = abs(zr - z) < abs(z - zl)
        ? ambientOcclusionTaps32_position(destCoord + dx, zr, center, pixelScale) - p
        : p - ambientOcclusionTaps32_position(destCoord - dx, zl, center, pixelScale);
    vec3 ty = abs(zu - z) < abs(z - zd)
        ? ambientOcclusionTaps32_position(destCoord + dy, zu, center, pixelScale) - p
        : p - ambientOcclusionTaps32_position(destCoord - dy, zd, center, pixelScale);
    vec3 n = cross(tx, ty);
    float len = length(n);
    n = len > 0.0 ? n / len : vec3(0.0, 0.0, -1.0);
    if (dot(n, p) > 0.0) n = -n;
    float r2 = radius * radius;
    float reach = min(radius * projection / max(z, 1e-6), 64.0);
    float sum = 0.0;
    for (int i = 0; i < ambientOcclusionTaps32_count; i++) {
        vec2 q = destCoord + reach * taps[i].xy;
        vec3 v = ambientOcclusionTaps32_position(q, input0Linear(q).r, center, pixelScale) - p;
        float vv = dot(v, v);
        float f = max(r2 - vv, 0.0);
        sum += f * f * f * max((dot(v, n) - bias) / (vv + 0.01 * r2), 0.0);
    }
    float visibility = max(0.0, 1.0 - intensity * 5.0 * sum / (r2 * r2 * r2 * samples));
    return vec4(visibility, z, 0.0, 1.0);
}
