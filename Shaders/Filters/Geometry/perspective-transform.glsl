// Projective remap: q = inverseHomography · (p, 1), source = q.xy / q.z. Points beyond the
// horizon (q.z ≤ 0) read far outside the image (transparent).
vec2 perspectiveTransform(vec2 destCoord, mat3 inverseHomography) {
    vec3 q = inverseHomography * vec3(destCoord, 1.0);
    return q.z > 1e-12 ? q.xy / q.z : vec2(-1e9);
}
