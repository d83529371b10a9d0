/// Brightens the surroundings of a point towards white (Core Image's White Vignette for Faces
/// recipe): clear within `radius` of `center`, then a linear ramp to `intensity` white over
/// `falloff` pixels, laid over the image. Intensity 0 leaves the image unchanged.
// filter: whiteVignette
// category: recipe
// coreImage: no
// doc: Fades the surroundings of a point to white, like a portrait vignette.
// identity: any
// kind: color
uniform vec2 center;     // = vec2(150, 150); type position; Centre of the clear spot (e.g. a face), in pixels.
uniform float radius;    // = 100; range 0..1e5; slider 0..1000; type distance; unit px; Radius of the clear spot, in pixels.
uniform float falloff;   // = 300; range 1..1e5; slider 1..2000; type distance; unit px; Distance over which the white ramps up beyond the radius, in pixels.
uniform float intensity; // = 1; range 0..1; slider 0..1; identity 0; Whiteness at the far end of the ramp.

vec4 kernel(vec4 color, vec2 pos) {
    float a = intensity * clamp((length(pos - center) - radius) / max(falloff, 1e-3), 0.0, 1.0);
    return vec4(a) + color * (1.0 - a);
}
