// Core Image's hole (the kernel in the programming guide): outside the radius, source = center +
// unit(p − center) · (d − r²/d), pushing the image outwards; inside, every pixel reads the centre.
vec2 holeDistortion(vec2 destCoord, vec2 center, float radius) {
    vec2 delta = destCoord - center;
    float d = length(delta);
    if (d <= radius) return center;
    return center + delta * ((d - radius * radius / d) / d);
}
