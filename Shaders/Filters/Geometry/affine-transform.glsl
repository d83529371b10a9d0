/// Moves, scales, rotates or shears the image (Core Image's `CIAffineTransform`), sampling
/// bilinearly. Downscaling by more than 2× aliases; use ``LanczosScaleTransform`` for that. A
/// singular transform gives an empty image; the identity leaves the image unchanged. Named
/// `AffineTransformFilter` in Swift because ``AffineTransform`` is the geometry type
/// (`AffineTransformFilter+Apply.swift`).
// filter: affineTransform
// swift: AffineTransformFilter
// category: geometry
// method: none
// apply: custom
// doc: Applies an affine transform with bilinear sampling.
// uniform mat3x2 transform; // = mat3x2(1, 0, 0, 1, 0, 0); range -1e6..1e6; slider -2..2; identity default; swift AffineTransform; The transform [a, b, c, d, tx, ty]: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
