/// Adds a soft glow around bright areas (Core Image's `CIBloom`, plus an HDR threshold).
///
/// A Jimenez/Call-of-Duty pyramid: the first half-resolution level is one bilinear fetch (the
/// 2×2 average) through a soft-knee threshold, the next levels use the 13-tap downsample, and a
/// progressive 3×3-tent upsample adds the levels back with weights centred on the level whose
/// blur matches `radius` (a mixture of Gaussians of about that standard deviation, with a longer
/// tail), and the composite reads the finest weighted level bilinearly. The cost does not grow
/// with the radius (at most 6 levels, each a quarter of the last; larger radii skip the fine
/// upsamples).
/// At threshold 0 the glow is a blurred copy of the image added with `intensity`, as in Core
/// Image. Outside its extent the image is transparent, so sprites get halos; the extent grows.
/// The kernels are `bloom-prefilter.glsl`, `bloom-downsample.glsl`, `bloom-upsample.glsl` and
/// `bloom-composite.glsl`, applied in `Bloom+Apply.swift`.
// filter: bloom
// category: stylize
// doc: Adds a glow around bright areas: a blurred copy of the image above a threshold.
// apply: custom
// skip: intensity == 0
uniform float radius;    // = 10; range 0..100; slider 0..50; unit px; nan 0; Approximate standard deviation of the glow, in pixels.
uniform float intensity; // = 0.5; linked; range 0..10; slider 0..2; identity 0; nan 0; Strength of the glow added to the image.
uniform float threshold; // = 0; range 0..100; slider 0..4; nan 0; Brightness (max of r, g, b) below which nothing glows; 0 lets everything glow.
uniform float softKnee;  // = 0.5; range 0..1; slider 0..1; nan 0; Softness of the threshold: the transition width as a fraction of the threshold.
