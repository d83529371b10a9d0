/// Transforms the image, then repeats its edge pixels outwards forever (Core Image's
/// `CIAffineClamp`); the output has an infinite extent. Use it before a blur, then crop. Singular
/// transforms give an empty image (`AffineClamp+Apply.swift`).
// filter: affineClamp
// category: geometry
// apply: custom
// doc: Transforms the image and extends its edge pixels to infinity.
// uniform mat3x2 transform; // = mat3x2(1, 0, 0, 1, 0, 0); range -1e6..1e6; slider -2..2; identity default; swift AffineTransform; Applied before the edges are extended: [a, b, c, d, tx, ty].
