/// Pushes a sprite or layer back in depth (the 2012 games demo's depth-cued trees): a Gaussian
/// blur of depth · `maxRadius` and a fog tint of depth · `fogAmount`, keeping the coverage.
/// Outside its extent the image is transparent (sprites get soft edges); the extent grows.
// filter: depthCue
// category: recipe
// coreImage: no
// doc: Blurs and fogs a layer by its depth, so far layers recede.
// apply: custom
// uniform float depth; // = 0.5; range 0..1; identity 0; Depth of the layer: 0 is near (unchanged), 1 is far (most blur and fog).
// uniform float maxRadius; // = 8; range 0..100; slider 0..30; unit px; Gaussian blur (standard deviation) at depth 1, in pixels.
// uniform vec4 fogColor; // = vec4(0.7, 0.75, 0.8, 1); type color; Colour of the distance fog (linear RGB; alpha is ignored).
// uniform float fogAmount; // = 0.6; range 0..1; How far the colour moves towards the fog at depth 1.
// Depth-cue fog: the (already blurred) colour moves towards `fogColor` by `amount`, keeping its
// coverage: rgb = mix(rgb, fog.rgb · a, amount) on premultiplied values.
vec4 depthCueFog(vec4 color, vec2 destCoord, vec3 fogColor, float amount) {
    return vec4(mix(color.rgb, fogColor * color.a, amount), color.a);
}
