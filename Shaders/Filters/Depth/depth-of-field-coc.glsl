/// A lens's depth of field from the game's depth: sharp inside the focus range, blurred in front
/// of it and behind it by the circle of confusion, with disc-shaped bokeh.
///
/// `depth` is a linear-depth image (``Image/init(depthTexture:width:height:projection:)``). The
/// circle of confusion (CoC) of a pixel at distance z is 0 within `focusRange / 2` of
/// `focusDistance`, else `aperture · (|z − focusDistance| − focusRange / 2) / z` pixels, at most
/// `maxRadius` (`aperture` is the blur radius of the far distance). With a `focalLength`
/// (thin lens: millimetres, `fStop`, `sensorHeight`; game units are metres) the aperture comes
/// from the lens: `f² / (N · (focusDistance − f)) · height / (2 · sensorHeight)`.
///
/// Passes: the CoC (fused with the depth linearisation), a half-resolution prepass (colour and
/// CoC), a far-field gather and a near-field gather at half resolution (disc bokeh, `quality`
/// taps; the near gather is skipped when the focus range reaches the camera, as nothing can lie
/// in front of it), and a combine. The fields are kept apart: the far field gathers only far pixels, so a
/// sharp foreground never smears over the blurred background; the near field spreads over what
/// lies behind it, as an out-of-focus foreground does. Inside the focus range the image is
/// unchanged (exactly, away from near-field blur). Alpha stays the input's: meant for opaque scenes
/// (`DepthOfField+Apply.swift`).
// filter: depthOfField
// display: Depth of Field
// category: blur
// coreImage: no
// apply: custom
// doc: A lens's depth of field from the game's depth: near and far blur with disc bokeh.
// uniform sampler2D depth;     // swift Image; Linear-depth image (Image(depthTexture:…)): distance in game units in red.
// uniform float focusDistance; // = 10; range 0..65504; slider 0..200; unit units; Distance in focus, in game units.
// uniform float focusRange;    // = 2; range 0..65504; slider 0..50; unit units; Depth of the sharp zone centred on the focus distance, in game units.
// uniform float aperture;      // = 8; range 0..64; slider 0..32; identity 0; unit px; Blur radius of the far distance, in pixels; 0 (with no focal length) keeps everything sharp.
// uniform float maxRadius;     // = 16; range 1..64; slider 1..32; unit px; Largest blur radius, in pixels (the near field's gather radius).
// uniform float focalLength;   // = 0; range 0..1000; slider 0..200; unit mm; Thin lens: focal length in millimetres (game units are metres); 0 uses aperture instead.
// uniform float fStop;         // = 2.8; range 0.5..64; slider 1..22; Thin lens: the f-number.
// uniform float sensorHeight;  // = 24; range 1..100; slider 4..50; unit mm; Thin lens: sensor height in millimetres.
// uniform int quality;         // = medium; choices low|medium|high; Taps per gather: 'low' 8, 'medium' 16, 'high' 32.

// Signed circle of confusion in pixels from linear depth (red, game units): 0 inside the focus
// range (|z − focus| ≤ halfRange), else aperture · (|z − focus| − halfRange) / z, at most
// maxRadius; negative in front of the focus (the near field), positive behind it (the far field).
vec4 depthOfFieldCoc(vec4 depth, vec2 destCoord, float halfRange, float apertureScale, float focusDistance, float maxRadius) {
    float z = max(depth.r, 1e-6);
    float outside = abs(z - focusDistance) - halfRange;
    float radius = outside > 0.0 ? min(apertureScale * outside / z, maxRadius) : 0.0;
    return vec4(z < focusDistance ? -radius : radius, 0.0, 0.0, 1.0);
}
