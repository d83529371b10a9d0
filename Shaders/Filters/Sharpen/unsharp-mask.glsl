/// Sharpens by boosting the difference between each pixel and its Gaussian-blurred
/// neighbourhood (Core Image's `CIUnsharpMask`): out = c + intensity·(c − blur(c, radius)).
///
/// The blur sees the image clamped to its extent, so borders do not ring; the extent is kept
/// (`UnsharpMask+Apply.swift`).
// filter: unsharpMask
// category: sharpen
// doc: Sharpens edges by adding back the difference from a blurred copy.
// apply: custom
// uniform float radius;    // = 2.5; range 0..100; slider 0..20; identity 0; unit px; Gaussian standard deviation of the neighbourhood compared against, in pixels.
// uniform float intensity; // = 0.5; linked; range 0..10; slider 0..2; identity 0; Strength: the difference from the blurred image is multiplied by this and added.

// Unsharp masking: pushes each pixel away from its blurred neighbourhood,
// out = c + intensity · (c − blurred) (premultiplied; alpha kept in 0...1).
vec4 unsharpMask(vec4 color, vec4 blurred, vec2 destCoord, float intensity) {
    vec4 result = color + intensity * (color - blurred);
    return vec4(result.rgb, clamp(result.a, 0.0, 1.0));
}
