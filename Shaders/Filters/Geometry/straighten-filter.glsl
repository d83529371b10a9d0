/// Rotates the image about the centre of its extent and scales it up just enough that the
/// rotated image still covers the whole extent, then crops to it (Core Image's
/// `CIStraightenFilter`): for a w×h image rotated by θ the scale is
/// `max((w|cos θ| + h|sin θ|) / w, (w|sin θ| + h|cos θ|) / h)`. Bilinear sampling.
/// An infinite image is only rotated about the origin (`StraightenFilter+Apply.swift`).
// filter: straightenFilter
// display: Straighten
// aliases: straighten
// category: geometry
// method: straightened
// apply: custom
// doc: Rotates the image and scales it to fill its original extent.
uniform float angle; // = 0; range -1e4..1e4; slider -3.1416..3.1416; identity 0; type angle; unit rad; Rotation, counter-clockwise; the image is scaled to fill its extent.
