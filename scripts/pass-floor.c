// The cost of one full-screen fragment program on llvmpipe (headless EGL), to price shader
// variants without rebuilding Glaze: docs/bench.md, "Pass floors" (part C). Each draw is followed by
// glFinish: llvmpipe drops the earlier commands of a tile that an opaque full-screen draw covers
// again, so back-to-back draws into one target would time only the last one.
//
//   cc -O2 scripts/pass-floor.c -o /tmp/pass-floor -lepoxy
//   python3 scripts/pass-floor-shaders.py /tmp/pf     (writes the variants, see that script)
//   MESA_GL_VERSION_OVERRIDE=3.3 /tmp/pass-floor FS.glsl W H SRC DST DRAWS [name=v1,v2,...]...
//
// SRC: the source texture's format, 8 (RGBA8), s8 (SRGB8_ALPHA8), 16 (RGBA16F) or 32 (RGBA32F),
// bilinear, clamp to a transparent border (EDGE=1 in the environment: clamp to edge). DST: the
// target's, 8 or 16. Active uniforms from the arguments (name=v1,v2,..., as `glaze explain`
// prints them under "uniforms of pass N"), else: samplers read unit 0 (the source, W x H), mat3
// is the identity, glaze_destMap (0, 0, 1, 1) (so p is the fragment's texel-space centre), the
// rest 0.1 per component. A sampler argument glaze_texN=TW,TH,FMT gives it a texture of its own
// (unit N, TW x TH, FMT as SRC). Prints the median and minimum ms of 7 runs of DRAWS.
#include <epoxy/gl.h>
#include <epoxy/egl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }

static char *slurp(const char *path) {
    FILE *f = fopen(path, "rb"); if (!f) { perror(path); exit(1); }
    fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
    char *s = malloc(n + 1); fread(s, 1, n, f); s[n] = 0; fclose(f); return s;
}
static GLuint shader(GLenum type, const char *src) {
    GLuint s = glCreateShader(type); glShaderSource(s, 1, &src, NULL); glCompileShader(s);
    GLint ok; glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
    if (!ok) { char log[4000]; glGetShaderInfoLog(s, 4000, NULL, log); fprintf(stderr, "%s\n", log); exit(1); }
    return s;
}
static GLuint tex(int w, int h, int fmt) {
    GLuint t; glGenTextures(1, &t); glBindTexture(GL_TEXTURE_2D, t);
    int n = w * h * 4; unsigned char *px = malloc(n);
    for (int i = 0; i < n; i++) px[i] = (unsigned char)((i * 2654435761u) >> 24);
    for (int i = 3; i < n; i += 4) px[i] = 255;
    GLenum internal = fmt == 16 ? GL_RGBA16F : fmt == 32 ? GL_RGBA32F : fmt == 3 ? GL_SRGB8_ALPHA8 : GL_RGBA8;
    glTexImage2D(GL_TEXTURE_2D, 0, internal, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, px);
    free(px);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, getenv("EDGE") ? GL_CLAMP_TO_EDGE : GL_CLAMP_TO_BORDER);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, getenv("EDGE") ? GL_CLAMP_TO_EDGE : GL_CLAMP_TO_BORDER);
    return t;
}

int main(int argc, char **argv) {
    if (argc < 7) { fprintf(stderr, "usage: passbench FS W H SRC DST DRAWS [name=v,...]\n"); return 2; }
    int w = atoi(argv[2]), h = atoi(argv[3]), src = strcmp(argv[4], "s8") == 0 ? 3 : atoi(argv[4]);
    int dst = atoi(argv[5]), draws = atoi(argv[6]);
    EGLDisplay d = eglGetPlatformDisplayEXT(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, NULL); eglInitialize(d, NULL, NULL);
    eglBindAPI(EGL_OPENGL_API);
    EGLint ca[] = {EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_NONE}; EGLConfig cfg = EGL_NO_CONFIG_KHR; EGLint n = 0;
    if (!eglChooseConfig(d, ca, &cfg, 1, &n) || n < 1) { cfg = EGL_NO_CONFIG_KHR; n = 0; }
    EGLint ctxa[] = {EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3,
                     EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE};
    EGLContext c = eglCreateContext(d, n ? cfg : NULL, EGL_NO_CONTEXT, ctxa);
    if (!eglMakeCurrent(d, EGL_NO_SURFACE, EGL_NO_SURFACE, c)) { fprintf(stderr, "no context\n"); return 1; }
    const char *vs = "#version 330 core\nvoid main(){ vec2 p = vec2((gl_VertexID<<1)&2, gl_VertexID&2); gl_Position = vec4(p*2.0-1.0,0,1);}";
    GLuint p = glCreateProgram();
    glAttachShader(p, shader(GL_VERTEX_SHADER, vs)); glAttachShader(p, shader(GL_FRAGMENT_SHADER, slurp(argv[1])));
    glLinkProgram(p); glUseProgram(p);
    GLuint vao; glGenVertexArrays(1, &vao); glBindVertexArray(vao);
    GLuint s = tex(w, h, src);
    GLuint out; glGenTextures(1, &out); glBindTexture(GL_TEXTURE_2D, out);
    glTexImage2D(GL_TEXTURE_2D, 0, dst == 16 ? GL_RGBA16F : GL_RGBA8, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, NULL);
    GLuint f; glGenFramebuffers(1, &f); glBindFramebuffer(GL_FRAMEBUFFER, f);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, out, 0);
    glActiveTexture(GL_TEXTURE0); glBindTexture(GL_TEXTURE_2D, s);
    GLint count; glGetProgramiv(p, GL_ACTIVE_UNIFORMS, &count);
    for (GLint i = 0; i < count; i++) {
        char name[256]; GLint size; GLenum type; glGetActiveUniform(p, i, 256, NULL, &size, &type, name);
        char *br = strchr(name, '['); if (br) *br = 0;
        GLint loc = glGetUniformLocation(p, name);
        float v[1024]; for (int k = 0; k < 1024; k++) v[k] = 0.1f;
        int given = 0;
        for (int a = 7; a < argc; a++) {
            size_t len = strlen(name);
            if (strncmp(argv[a], name, len) == 0 && argv[a][len] == '=') {
                char *q = argv[a] + len + 1; int k = 0; given = 1;
                while (*q && k < 1024) { v[k++] = strtof(q, &q); if (*q == ',') q++; else break; }
            }
        }
        if (type == GL_SAMPLER_2D) {
            int unit = 0;
            if (given && strncmp(name, "glaze_tex", 9) == 0) {
                unit = atoi(name + 9);
                glActiveTexture(GL_TEXTURE0 + unit); tex((int)v[0], (int)v[1], (int)v[2]); glActiveTexture(GL_TEXTURE0);
            }
            glUniform1i(loc, unit);
        }
        else if (type == GL_FLOAT_MAT3) {
            float m[9] = {1,0,0, 0,1,0, 0,0,1}; if (given) memcpy(m, v, sizeof m); glUniformMatrix3fv(loc, 1, GL_FALSE, m);
        }
        else if (type == GL_FLOAT_MAT4) glUniformMatrix4fv(loc, 1, GL_FALSE, v);
        else if (strcmp(name, "glaze_destMap") == 0 && !given) glUniform4f(loc, 0, 0, 1, 1);
        else if (type == GL_FLOAT) glUniform1fv(loc, size, v);
        else if (type == GL_FLOAT_VEC2) glUniform2fv(loc, size, v);
        else if (type == GL_FLOAT_VEC3) glUniform3fv(loc, size, v);
        else if (type == GL_FLOAT_VEC4) glUniform4fv(loc, size, v);
        else if (type == GL_INT) glUniform1i(loc, (int)v[0]);
    }
    glViewport(0, 0, w, h);
    for (int i = 0; i < 3; i++) glDrawArrays(GL_TRIANGLES, 0, 3);
    glFinish();
    double best = 1e9, times[64]; int runs = 7;
    for (int r = 0; r < runs; r++) {
        double t0 = now_ms();
        for (int i = 0; i < draws; i++) { glDrawArrays(GL_TRIANGLES, 0, 3); glFinish(); }
        glFinish();
        times[r] = (now_ms() - t0) / draws; if (times[r] < best) best = times[r];
    }
    // median
    for (int a = 0; a < runs; a++) for (int b = a + 1; b < runs; b++) if (times[b] < times[a]) { double t = times[a]; times[a] = times[b]; times[b] = t; }
    printf("%-40s median %7.2f ms  min %7.2f ms  (GL error 0x%x)\n", argv[1], times[runs / 2], best, glGetError());
    return 0;
}
