// Scanline CRT: dark gaps between the picture's scanlines and a faint RGB shadow mask.
// kind: color
//
// A colour kernel: `kernel` gets the input's premultiplied colour at `pos` (pixels, origin
// bottom-left) and returns the output colour there.
uniform float lineHeight; // = 3.0; range 1..64; slider 2..8; unit px; Screen pixels per scanline.
uniform float darkness; // = 0.35; range 0..1; identity 0; How dark the gaps between scanlines get.
uniform float mask; // = 0.15; range 0..1; identity 0; Strength of the shadow mask (columns of red, green and blue).

vec4 kernel(vec4 color, vec2 pos) {
    // cos² of the position within a line: 0 at its middle, 1 at its edges.
    float edge = cos(3.14159265 * fract(pos.y / lineHeight));
    float line = 1.0 - darkness * edge * edge;
    int column = int(mod(floor(pos.x), 3.0));
    vec3 phosphor = vec3(1.0 - mask);
    phosphor[column] = 1.0;
    return vec4(color.rgb * line * phosphor, color.a);
}
