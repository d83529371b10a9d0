/// The image slides away in bars, every other bar lagging, uncovering the target (Core Image's
/// `CIBarsSwipeTransition`).
// filter: barsSwipeTransition
// category: transition
// display: Bars Swipe
// aliases: barsSwipe
// doc: Slides the image away in bars, uncovering the target.
// region: extent first
// reads: anywhere
// uniform float angle;     // = 3.141592653589793; type angle; Direction the bars slide (π: right to left).
// uniform float width;     // = 30; range 2..300; unit px; Width of each bar.
// uniform float barOffset; // = 10; range 1..100; unit px; How far every other bar lags behind.

// Core Image's CIBarsSwipeTransition: the source is cut into bars `width` px wide that slide out of
// `extent` along `angle`, every other bar `barOffset` px behind, uncovering the target.

vec4 barsSwipeTransition(vec2 destCoord, float progress, vec4 extent, float angle, float width,
                         float barOffset) {
    if (progress <= 0.0) return getFromColor(destCoord);
    if (progress >= 1.0) return getToColor(destCoord);
    vec2 d = vec2(cos(angle), sin(angle));
    vec2 n = vec2(-d.y, d.x);
    vec2 span = glaze_extentSpan(extent, d);
    float lo = span.x, hi = span.y;
    float offset = max(barOffset, 0.0);
    float bar = floor(dot(destCoord - extent.xy, n) / max(width, 1.0));
    float lag = mod(bar, 2.0) * offset;
    float shift = max(progress * (hi - lo + offset) - lag, 0.0);
    // The source pixel that slid here; where it would come from before the extent, the target shows.
    if (dot(destCoord, d) - shift < lo) return getToColor(destCoord);
    return getFromColor(destCoord - shift * d);
}
