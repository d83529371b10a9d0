/// A page curl whose curled page casts a shadow on the target (Core Image's
/// `CIPageCurlWithShadowTransition`). The kernel is `page-curl-transition.glsl`'s
/// (`PageCurlWithShadowTransition+Apply.swift`).
// filter: pageCurlWithShadowTransition
// category: transition
// display: Page Curl With Shadow
// aliases: pageCurlWithShadow
// doc: Curls the image away like a turned page that casts a shadow on the target.
// region: extent after backsideImage
// apply: custom
// clamp: at once
// uniform sampler2D backsideImage; // swift Image?; What the back of the page shows; absent: the input seen through the paper.
// uniform float angle;             // = 0; type angle; Direction the page is pulled: it lifts at the edge this points to (0: the right edge).
// uniform float radius;            // = 100; range 0.01..400; unit px; Radius of the curl.
// uniform float shadowSize;        // = 0.5; range 0..1; Width of the shadow, as a fraction of the curl's radius.
// uniform float shadowAmount;      // = 0.7; range 0..1; Darkness of the shadow on the target.
// uniform vec4 shadowExtent;       // = vec4(0.0, 0.0, 0.0, 0.0); range -1e6..1e6; slider 0..1920; unit px; swift Rect?; Where the shadow may fall (x, y, width, height); 0 width or height: everywhere.
