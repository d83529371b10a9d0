// Signed circle of confusion in pixels from linear depth (red, game units): 0 inside the focus
// range (|z − focus| ≤ halfRange), else aperture · (|z − focus| − halfRange) / z, at most
// maxRadius; negative in front of the focus (the near field), positive behind it (the far field).
vec4 depthOfFieldCoc(vec4 depth, vec2 destCoord, float focus, float halfRange, float aperture, float maxRadius) {
    float z = max(depth.r, 1e-6);
    float outside = abs(z - focus) - halfRange;
    float radius = outside > 0.0 ? min(aperture * outside / z, maxRadius) : 0.0;
    return vec4(z < focus ? -radius : radius, 0.0, 0.0, 1.0);
}
