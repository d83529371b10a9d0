#!/usr/bin/env python3
"""Writes the fragment programs that price blur.r2's passes with scripts/pass-floor.c.

    python3 scripts/pass-floor-shaders.py OUT_DIR [path/to/glaze]

Takes Glaze's prelude from `glaze explain --filter gaussianBlur --set radius=2` (so the helpers
are the ones the library emits) and writes, in OUT_DIR:
  copy.glsl     the bench's copy of an 8-bit sRGB source: one texel read, decoded, encoded
  decode.glsl   the decode pass in front of a full-resolution sampling kernel
  h.glsl        a separable blur pass of 3 linear-sampled pairs (sigma 2), to rgba16Float
  v.glsl        the same, encoded to sRGB (the last pass, into the destination)
  h0.glsl, v0.glsl   the same passes with no pair read (the centre tap only, as emitted)
  h0texel.glsl, v0texel.glsl   the centre tap as one texel read: the pass structure alone
  hfused.glsl   decode folded into the first pass: 13 texel reads, each decoded
  h13.glsl      the first pass as 13 texel reads of a decoded (rgba16Float) source
Run them with the uniforms in RUN below (see docs/bench.md, "Pass floors" (part C)).
"""
import os
import subprocess
import sys

RUN = """\
U="n1_stepVec=1,0 n1_centerWeight=0.2 n1_weights=0.3,0.08,0.02 n1_offsets=1.4,3.3,5.2"
K="k=0.2,0.1,0.1,0.1,0.05,0.05,0.05"
pass-floor copy.glsl 1280 720 8 8 10;  pass-floor decode.glsl 1280 720 8 16 10
pass-floor h.glsl 1280 720 16 16 10 $U; pass-floor v.glsl 1280 720 16 8 10 $U   (and h0, v0, h0texel, v0texel)
pass-floor hfused.glsl 1280 720 8 16 10 $K; pass-floor h13.glsl 1280 720 16 16 10 $K
"""


def main():
    out = sys.argv[1]
    glaze = sys.argv[2] if len(sys.argv) > 2 else ".build/release/glaze"
    text = subprocess.run([glaze, "explain", "--filter", "gaussianBlur", "--set", "radius=2"],
                          capture_output=True, text=True, check=True).stdout
    shader = text.split("--- fragment shader of pass 0 ---\n", 1)[1]
    prelude = shader[:shader.index("uniform vec4 glaze_destMap;")]
    head = prelude + """
uniform vec4 glaze_destMap;
out vec4 glaze_fragColor;
uniform sampler2D glaze_tex0;
uniform mat3 glaze_texTransform0;
uniform vec2 n1_stepVec;
uniform float n1_centerWeight;
uniform float n1_weights[3];
uniform float n1_offsets[3];
uniform float k[7];
"""
    decode = "c = glaze_premultiply(vec4(glaze_srgbToLinear(glaze_unpremultiply(c).rgb), c.a));"
    texel8 = ("vec4 n0_texel(ivec2 i) { bool inside = glaze_clampTexel(glaze_tex0, i); "
              "vec4 c = texelFetch(glaze_tex0, i, 0); " + decode + " return inside ? c : vec4(0.0); }\n")
    point8 = texel8 + "vec4 n0(vec2 p) { return n0_texel(ivec2(floor((glaze_texTransform0 * vec3(p, 1.0)).xy))); }\n"
    read16 = """vec4 n0(vec2 p) { return glaze_sampleTexture(glaze_tex0, (glaze_texTransform0 * vec3(p, 1.0)).xy); }
vec4 n0_linear(vec2 p) { return glaze_sampleTextureLinear(glaze_tex0, (glaze_texTransform0 * vec3(p, 1.0)).xy); }
vec4 n0_nearest(vec2 p) { return glaze_texel(glaze_tex0, ivec2(floor((glaze_texTransform0 * vec3(p, 1.0)).xy))); }
"""

    def blur(pairs, centre="n0"):
        return f"""vec4 n1(vec2 destCoord) {{
    vec4 sum = {centre}(destCoord) * n1_centerWeight;
    for (int i = 0; i < {pairs}; i++) {{
        vec2 d = n1_offsets[i] * n1_stepVec;
        sum += n1_weights[i] * (n0_linear(destCoord + d) + n0_linear(destCoord - d));
    }}
    return sum;
}}
"""

    def texels(read):
        return f"""vec4 n1(vec2 p) {{
    ivec2 i = ivec2(floor((glaze_texTransform0 * vec3(p, 1.0)).xy));
    vec4 sum = {read}(i) * k[0];
    for (int t = 1; t <= 6; t++) sum += k[t] * ({read}(i + ivec2(t, 0)) + {read}(i - ivec2(t, 0)));
    return sum;
}}
"""

    def main_(encode):
        m = ("void main() {\n    vec2 p = glaze_destMap.xy + gl_FragCoord.xy * glaze_destMap.zw;\n"
             "    vec4 c = n1(p);\n    c = glaze_sanitize(c);\n")
        if encode:
            m += ("    c = clamp(c, 0.0, 1.0);\n"
                  "    c = glaze_premultiply(vec4(glaze_linearToSrgb(glaze_unpremultiply(c).rgb), c.a));\n")
        return m + "    glaze_fragColor = c;\n}\n"

    identity = "vec4 n1(vec2 p) { return n0(p); }\n"
    texel16 = "vec4 t16(ivec2 i) { return glaze_texel(glaze_tex0, i); }\n"
    variants = {
        "copy": point8 + identity + main_(True),
        "decode": point8 + identity + main_(False),
        "h": read16 + blur(3) + main_(False),
        "v": read16 + blur(3) + main_(True),
        "h0": read16 + blur(0) + main_(False),
        "v0": read16 + blur(0) + main_(True),
        "h0texel": read16 + blur(0, "n0_nearest") + main_(False),
        "v0texel": read16 + blur(0, "n0_nearest") + main_(True),
        "hfused": texel8 + texels("n0_texel") + main_(False),
        "h13": texel16 + texels("t16") + main_(False),
    }
    os.makedirs(out, exist_ok=True)
    for name, body in variants.items():
        with open(os.path.join(out, name + ".glsl"), "w") as f:
            f.write(head + body)
    print(RUN)


if __name__ == "__main__":
    main()
