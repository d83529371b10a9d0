/// The image curls away like a turned page, revealing the target (Core Image's
/// `CIPageCurlTransition`).
///
/// Core Image lights the curl with a `shadingImage`; Glaze shades it analytically. The back of
/// the page shows `backsideImage` (a third kernel input) or, when absent, the input seen through
/// the paper. The kernel is this file's, with no shadow (`PageCurlWithShadowTransition+Apply.swift`).
// filter: pageCurlTransition
// category: transition
// display: Page Curl
// aliases: pageCurl
// doc: Curls the image away like a turned page, revealing the target (shaded analytically; no shadingImage).
// region: extent after backsideImage
// apply: custom
// clamp: at once
// uniform sampler2D backsideImage; // swift Image?; What the back of the page shows; absent: the input seen through the paper.
// uniform float angle;             // = 0; type angle; Direction the page is pulled: it lifts at the edge this points to (0: the right edge).
// uniform float radius;            // = 100; range 0.01..400; unit px; Radius of the curl.

// Core Image's CIPageCurlTransition and CIPageCurlWithShadowTransition: the source page curls
// around a cylinder of `radius` px whose axis crosses `extent` against `angle` (the page lifts
// at the edge `angle` points to), revealing the target. The back of the page shows the source
// through the paper, or the backside image (input2) in the variant compiled with
// pageCurlTransition_BACKSIDE. The curl casts a shadow `shadowSize` radii wide and
// `shadowAmount` dark on the target, inside `shadowExtent` (x, y, w, h; zero width = everywhere).

vec4 pageCurlTransition(vec2 destCoord, float progress, vec4 extent, vec4 shadowExtent, float angle,
                        float radius, float shadowSize, float shadowAmount) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    vec2 d = vec2(cos(angle), sin(angle));
    vec2 span = glaze_extentSpan(extent, d);
    float lo = span.x, hi = span.y;
    float R = max(radius, 0.01);
    // The axis starts at the lifting edge and ends far enough out that nothing of the page or its
    // shadow is left.
    float axis = mix(hi, lo - 2.2 * R - 1.0, progress);
    float s = dot(destCoord, d);
    float x = s - axis;
    vec2 along = destCoord - s * d;                    // the coordinate along the axis
    float srcBack = -1e30, srcFront = -1e30, shade = 1.0;
    if (x < 0.0) {
        srcBack = axis + 3.14159265 * R - x;           // the part folded back flat over the page
    } else if (x < R) {
        float a = asin(x / R);
        srcBack = axis + R * (3.14159265 - a);         // upper half of the cylinder
        srcFront = axis + R * a;                       // lower half
        shade = 0.6 + 0.4 * cos(a);
    }
    if (srcBack > -1e29 && srcBack < hi) {
        vec2 q = along + srcBack * d;
#ifdef pageCurlTransition_BACKSIDE
        vec4 back = input2(q);
#else
        vec4 f = getFromColor(q);
        vec4 back = mix(f, vec4(0.92, 0.92, 0.9, 1.0) * f.a, 0.6);
#endif
        return vec4(back.rgb * shade, back.a);
    }
    if (x < 0.0) return getFromColor(destCoord);
    if (srcFront > -1e29 && srcFront < hi) {
        vec4 f = getFromColor(along + srcFront * d);
        return vec4(f.rgb * shade, f.a);
    }
    vec4 t = getToColor(destCoord);
    bool shadowed = shadowExtent.z <= 0.0 || shadowExtent.w <= 0.0
        || (destCoord.x >= shadowExtent.x && destCoord.y >= shadowExtent.y
            && destCoord.x < shadowExtent.x + shadowExtent.z && destCoord.y < shadowExtent.y + shadowExtent.w);
    if (shadowAmount > 0.0 && shadowed) {
        float w = max(shadowSize, 0.0) * R;
        float k = w > 0.0 ? clamp((x - R) / w, 0.0, 1.0) : 1.0;
        float dark = clamp(shadowAmount, 0.0, 1.0) * (1.0 - k) * (1.0 - k);
        t = vec4(t.rgb * (1.0 - dark), t.a);
    }
    return t;
}
