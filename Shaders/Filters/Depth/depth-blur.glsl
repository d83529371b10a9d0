/// Blurs by depth: sharp up to `start`, blurred more with distance up to the full `radius` at
/// `end`: depth cueing in one filter (distant things soften, as in aerial perspective).
///
/// `depth` is a linear-depth image (``Image/init(depthTexture:width:height:projection:)``). The
/// strength, (z − start) / (end − start) clamped to 0...1 (an `end` below `start` counts as
/// `start`), is the mask (`depth-blur-mask.glsl`) of a ``MaskedVariableBlur``: the image is
/// blurred at radius·i/4 (i = 1…4) through the Gaussian pyramid and every pixel blends the two
/// levels around its strength; the mask is a colour kernel that fuses into the blend
/// (`DepthBlur+Apply.swift`). For a lens's blur (near and far fields kept apart) use
/// ``DepthOfField``.
// filter: depthBlur
// category: blur
// coreImage: no
// doc: Blurs more with distance: sharp up to a start distance, fully blurred from an end distance.
// apply: custom
uniform sampler2D depth; // Linear-depth image (Image(depthTexture:…)): distance in game units in red.
uniform float radius;    // = 6; range 0..100; slider 0..50; identity 0; type distance; unit px; Gaussian standard deviation in pixels where the blur is full.
uniform float start;     // = 10; range 0..65504; slider 0..200; unit units; Distance up to which the image stays sharp, in game units.
uniform float end;       // = 100; range 0..65504; slider 0..1000; unit units; Distance from which the blur is full, in game units.
