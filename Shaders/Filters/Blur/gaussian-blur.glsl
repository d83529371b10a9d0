/// Blurs with a Gaussian of standard deviation `radius` pixels (Core Image's `CIGaussianBlur`).
///
/// Separable; small radii use linear-sampled taps, large ones a downsampled pyramid whose
/// error stays bounded (PSNR ≥ 40 dB against the exact Gaussian), so the cost barely grows with
/// the radius (`Image.gaussianBlurred(sigma:)` in `Image+GaussianBlur.swift`). Outside the
/// input's extent the image counts as transparent (edges darken); apply it to
/// `clampedToExtent()` and crop to keep edges, as in Core Image. The extent grows by 3σ.
// filter: gaussianBlur
// category: blur
// doc: Blurs the image with a Gaussian; the radius is its standard deviation in pixels.
// apply: custom
uniform float radius; // = 10; range 0..500; slider 0..100; identity 0; unit px; Standard deviation of the Gaussian in pixels; 0 leaves the image unchanged.
