// The CRT's light: scanlines darken by scanlines · sin²(π · y / lineHeight) along the screen's
// own (curved) rows, an aperture grille of RGB stripes one pixel wide keeps one channel per
// column and dims the others by `mask`, and everything outside the curved screen is black. The
// glass is opaque: what shows through it is composited over black (a see-through input, such
// as a bloom's fading halo at the edges, gives dark glass, never a hole).
vec4 crtMask(vec4 color, vec2 destCoord, vec2 center, vec2 halfSize, float curvature, float scanlines,
             float lineHeight, float mask) {
    vec2 u = (destCoord - center) / halfSize;
    vec2 screen = u * (1.0 + curvature * dot(u, u));
    if (abs(screen.x) > 1.0 || abs(screen.y) > 1.0) return vec4(0.0, 0.0, 0.0, 1.0);
    float y = center.y + screen.y * halfSize.y;
    float s = sin(3.14159265 * y / lineHeight);
    float scan = 1.0 - scanlines * s * s;
    float column = mod(floor(destCoord.x), 3.0);
    vec3 grille = vec3(1.0 - mask);
    if (column < 0.5) grille.r = 1.0; else if (column < 1.5) grille.g = 1.0; else grille.b = 1.0;
    return vec4(color.rgb * scan * grille, 1.0);
}
