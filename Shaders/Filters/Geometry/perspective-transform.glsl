/// Maps the image's extent onto an arbitrary quadrilateral (Core Image's
/// `CIPerspectiveTransform`): the projective transform taking the extent's corners to
/// `topLeft`, `topRight`, `bottomRight` and `bottomLeft`. Bilinear sampling; the output extent is
/// the quadrilateral's bounding box. A `warp` kernel (it folds into the pass that reads it;
/// `PerspectiveTransform+Apply.swift`). An infinite image, or corners that make the map
/// singular, give the input / an empty image.
// filter: perspectiveTransform
// category: geometry
// doc: Maps the image onto a quadrilateral with a projective transform.
// apply: custom
// showcase: bottomLeft = vec2(12, 24); bottomRight = vec2(250, 8); topLeft = vec2(40, 176); topRight = vec2(226, 186)
// uniform vec2 topLeft;     // = vec2(118.0, 484.0); type position; Where the extent's top-left corner goes.
// uniform vec2 topRight;    // = vec2(646.0, 507.0); type position; Where the extent's top-right corner goes.
// uniform vec2 bottomRight; // = vec2(548.0, 140.0); type position; Where the extent's bottom-right corner goes.
// uniform vec2 bottomLeft;  // = vec2(155.0, 153.0); type position; Where the extent's bottom-left corner goes.

// Projective remap: q = inverseHomography · (p, 1), source = q.xy / q.z. Points beyond the
// horizon (q.z ≤ 0) read far outside the image (transparent).
vec2 perspectiveTransform(vec2 destCoord, mat3 inverseHomography) {
    vec3 q = inverseHomography * vec3(destCoord, 1.0);
    return q.z > 1e-12 ? q.xy / q.z : vec2(-1e9);
}
