// Linear depth (red, game units) as opaque grey: 1 (white) at `near`, 0 (black) at `far`,
// linear between and clamped outside (far ≥ near: DepthView keeps it so).
vec4 depthView(vec4 depth, vec2 destCoord, float near, float far) {
    float grey = clamp((far - depth.r) / max(far - near, 1e-6), 0.0, 1.0);
    return vec4(vec3(grey), 1.0);
}
