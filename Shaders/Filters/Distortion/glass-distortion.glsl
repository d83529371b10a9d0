/// Distorts the image as if seen through textured glass (Core Image's `CIGlassDistortion`): the
/// texture is a height map (its luma, clamped to 0...1), tiled across the plane with its centre
/// at `center`; each pixel reads the image displaced by `scale / 2 · (∂h/∂x, ∂h/∂y)` (central
/// differences over ±1 px), so no displacement exceeds `scale / 2` px per axis.
///
/// A two-input `sampling` kernel: the image and the tiled texture are read at different
/// coordinates, so both are materialised (region of interest: the output grown by `scale / 2`
/// for the image, the shifted output for the texture; `GlassDistortion+Apply.swift`).
// filter: glassDistortion
// category: distortion
// doc: Refracts the image through a tiled glass texture.
// apply: custom
// skip: scale == 0
// uniform sampler2D texture; // swift Image; Height map of the glass (its luminance); tiled across the image.
// uniform vec2 center;       // = vec2(150.0, 150.0); type position; Where the texture's centre sits.
// uniform float scale;       // = 200; range -1e4..1e4; slider 0..500; identity 0; unit px; Displacement strength: at most scale / 2 px per axis.
// Glass: the texture (input1, tiled, its centre at `center`: q = p + textureOffset) is a height
// map h = clamp(luma, 0, 1); the image (input0) is read at p + scale/2 · (h(q + x̂) − h(q − x̂),
// h(q + ŷ) − h(q − ŷ)), so the displacement never exceeds scale/2 px per axis.
float glassDistortion_height(vec2 q) {
    return clamp(glaze_luma(input1(q).rgb), 0.0, 1.0);
}

vec4 glassDistortion(vec2 destCoord, vec2 textureOffset, float scale) {
    vec2 q = destCoord + textureOffset;
    vec2 slope = vec2(glassDistortion_height(q + vec2(1.0, 0.0)) - glassDistortion_height(q - vec2(1.0, 0.0)),
                      glassDistortion_height(q + vec2(0.0, 1.0)) - glassDistortion_height(q - vec2(0.0, 1.0)));
    return input0(destCoord + 0.5 * scale * slope);
}
