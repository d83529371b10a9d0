// Jimenez's 13-tap downsample (Next Generation Post Processing in Call of Duty: AW, 2014): five
// overlapping 2×2 boxes, the centre one weighted 0.5 and the four corner ones 0.125, as 13
// bilinear fetches. `texel` is the input level's texel size in working-space pixels. Every
// fetch sits between texel centres (on corners and edges of the input's texels): they read
// through input0Linear, which skips the texel-centre test.

vec4 bloomDownsample(vec2 destCoord, float texel) {
    vec2 t = vec2(texel);
    vec4 a = input0Linear(destCoord + t * vec2(-2.0, 2.0));
    vec4 b = input0Linear(destCoord + t * vec2(0.0, 2.0));
    vec4 c = input0Linear(destCoord + t * vec2(2.0, 2.0));
    vec4 d = input0Linear(destCoord + t * vec2(-1.0, 1.0));
    vec4 e = input0Linear(destCoord + t * vec2(1.0, 1.0));
    vec4 f = input0Linear(destCoord + t * vec2(-2.0, 0.0));
    vec4 g = input0Linear(destCoord);
    vec4 h = input0Linear(destCoord + t * vec2(2.0, 0.0));
    vec4 i = input0Linear(destCoord + t * vec2(-1.0, -1.0));
    vec4 j = input0Linear(destCoord + t * vec2(1.0, -1.0));
    vec4 k = input0Linear(destCoord + t * vec2(-2.0, -2.0));
    vec4 l = input0Linear(destCoord + t * vec2(0.0, -2.0));
    vec4 m = input0Linear(destCoord + t * vec2(2.0, -2.0));
    return (d + e + i + j) * 0.125 + (a + c + k + m) * 0.03125 + (b + f + h + l) * 0.0625 + g * 0.125;
}
