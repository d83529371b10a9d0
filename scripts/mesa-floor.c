// The driver's floor under `glaze bench --only 'cpu.*'`: the calling thread's CPU time per frame
// of Glaze-shaped frames in raw GL, no Glaze (docs/bench.md, "CPU per frame"). Each frame: the
// host-state queries Glaze's snapshot makes (before and after), PASSES passes (bind an FBO,
// viewport, program, two uniforms, two textures with a sampler, one triangle), the last one into
// a host texture attached to an FBO each frame, then a fence and glFlush; glFinish every 16
// frames, as the bench does.
//
//   cc -O2 scripts/mesa-floor.c -o /tmp/mesa-floor -lepoxy
//   MESA_GL_VERSION_OVERRIDE=3.3 /tmp/mesa-floor PASSES SIZE SNAPSHOT INSPECTIONS FRAMES PROGRAMS
//   e.g. /tmp/mesa-floor 10 16 1 0 1600 10   (the preset's 10 passes at 16x16, 10 programs)
//
// INSPECTIONS: TextureInspection.read's GL calls per frame (to price them); SNAPSHOT 0/1.
#include <epoxy/gl.h>
#include <epoxy/egl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double cpu_ms(void) { struct timespec t; clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }

static GLuint shader(GLenum type, const char *src) {
    GLuint s = glCreateShader(type); glShaderSource(s, 1, &src, NULL); glCompileShader(s);
    GLint ok; glGetShaderiv(s, GL_COMPILE_STATUS, &ok); if (!ok) { char log[2000]; glGetShaderInfoLog(s, 2000, NULL, log); fprintf(stderr, "%s\n", log); exit(1); }
    return s;
}
static GLuint program(int variant) {
    const char *vs = "#version 330\nvoid main(){ vec2 p = vec2((gl_VertexID<<1)&2, gl_VertexID&2); gl_Position = vec4(p*2.0-1.0,0,1);}";
    const char *fs = "#version 330\nuniform sampler2D a; uniform sampler2D b; uniform vec4 map; uniform vec4 k; out vec4 o;\n"
                     "void main(){ vec2 p = gl_FragCoord.xy*map.zw+map.xy; o = k.x*texture(a,p) + k.y*texture(b,p) + k.zzzw * VARIANT; }";
    char src[1000]; snprintf(src, sizeof src, "%s", fs); char *v = strstr(src, "VARIANT"); char num[16]; snprintf(num, sizeof num, "%d.0", variant + 1); memcpy(v, num, strlen(num)); memset(v + strlen(num), ' ', 7 - strlen(num)); fs = src;
    GLuint p = glCreateProgram(); glAttachShader(p, shader(GL_VERTEX_SHADER, vs)); glAttachShader(p, shader(GL_FRAGMENT_SHADER, fs));
    glLinkProgram(p); return p;
}
static GLuint tex(int w, int h, GLenum fmt) {
    GLuint t; glGenTextures(1, &t); glBindTexture(GL_TEXTURE_2D, t);
    glTexImage2D(GL_TEXTURE_2D, 0, fmt, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, NULL);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR); return t;
}
static GLuint fbo(GLuint t) { GLuint f; glGenFramebuffers(1, &f); glBindFramebuffer(GL_FRAMEBUFFER, f); glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, t, 0); return f; }

static void snapshot_queries(void) {  // ~ Glaze's GLStateSnapshot capture + restore (GL calls only)
    GLint v[4]; GLboolean b[4];
    for (int i = 0; i < 12; i++) glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, v);
    glGetIntegerv(GL_VIEWPORT, v); glGetIntegerv(GL_SCISSOR_BOX, v);
    for (int u = 0; u < 2; u++) { glActiveTexture(GL_TEXTURE0 + u); glGetIntegerv(GL_TEXTURE_BINDING_2D, v); glGetIntegerv(GL_TEXTURE_BINDING_3D, v); glGetIntegerv(GL_SAMPLER_BINDING, v); }
    glActiveTexture(GL_TEXTURE0);
    for (int i = 0; i < 8; i++) glIsEnabled(GL_BLEND);
    for (int i = 0; i < 20; i++) glGetIntegerv(GL_PACK_ALIGNMENT, v);  // GLWorkState
    glGetBooleanv(GL_COLOR_WRITEMASK, b);
}
static void inspect(GLuint name) {  // TextureInspection.read
    GLint prev, bound, w, h, f;
    if (!glIsTexture(name)) return;
    glGetIntegerv(GL_TEXTURE_BINDING_2D, &prev); glBindTexture(GL_TEXTURE_2D, name); glGetIntegerv(GL_TEXTURE_BINDING_2D, &bound);
    glGetTexLevelParameteriv(GL_TEXTURE_2D, 0, GL_TEXTURE_WIDTH, &w); glGetTexLevelParameteriv(GL_TEXTURE_2D, 0, GL_TEXTURE_HEIGHT, &h);
    glGetTexLevelParameteriv(GL_TEXTURE_2D, 0, GL_TEXTURE_INTERNAL_FORMAT, &f); glBindTexture(GL_TEXTURE_2D, prev);
}

int main(int argc, char **argv) {
    int passes = argc > 1 ? atoi(argv[1]) : 9, size = argc > 2 ? atoi(argv[2]) : 16;
    int withSnapshot = argc > 3 ? atoi(argv[3]) : 1, inspections = argc > 4 ? atoi(argv[4]) : 0, frames = argc > 5 ? atoi(argv[5]) : 3200;
    EGLDisplay d = eglGetPlatformDisplayEXT(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, NULL);
    eglInitialize(d, NULL, NULL); eglBindAPI(EGL_OPENGL_API);
    EGLint ca[] = { EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3, EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE };
    EGLConfig cfg = EGL_NO_CONFIG_KHR; EGLint n = 0; EGLint attrs[] = { EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_NONE };
    if (!eglChooseConfig(d, attrs, &cfg, 1, &n) || n < 1) { cfg = EGL_NO_CONFIG_KHR; n = 0; }
    EGLContext c = eglCreateContext(d, n ? cfg : NULL, EGL_NO_CONTEXT, ca);
    if (!eglMakeCurrent(d, EGL_NO_SURFACE, EGL_NO_SURFACE, c)) { fprintf(stderr, "no context\n"); return 1; }
    int programsUsed = argc > 6 ? atoi(argv[6]) : 1;
    GLuint progs[32]; GLint maps[32], ks[32];
    for (int i = 0; i < 32; i++) { progs[i] = program(i % programsUsed); maps[i] = glGetUniformLocation(progs[i], "map"); ks[i] = glGetUniformLocation(progs[i], "k");
      glUseProgram(progs[i]); glUniform1i(glGetUniformLocation(progs[i], "a"), 0); glUniform1i(glGetUniformLocation(progs[i], "b"), 1); }
    GLuint vao; glGenVertexArrays(1, &vao);
    GLuint sampler; glGenSamplers(1, &sampler); glSamplerParameteri(sampler, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    GLuint ping[2] = { tex(size, size, GL_RGBA8), tex(size, size, GL_RGBA8) };
    GLuint dest = 0; glGenFramebuffers(1, &dest);
    GLuint inter[32], interFbo[32]; int iw[32];
    for (int i = 0; i < passes; i++) { iw[i] = size > 16 ? size / (1 + i % 4) : 8 + i % 3; inter[i] = tex(iw[i], iw[i], GL_RGBA16F); interFbo[i] = fbo(inter[i]); }
    int cur = 0; double total = 0; int counted = 0;
    for (int f = 0; f < frames; f++) {
        double t0 = cpu_ms();
        for (int i = 0; i < inspections; i++) inspect(ping[cur]);
        if (withSnapshot) snapshot_queries();
        glBindVertexArray(vao); glDisable(GL_BLEND); glDisable(GL_DEPTH_TEST); glDisable(GL_SCISSOR_TEST);
        for (int p = 0; p < passes; p++) {
            int last = p == passes - 1;
            if (last) {
                glBindFramebuffer(GL_DRAW_FRAMEBUFFER, dest);
                glFramebufferTexture2D(GL_DRAW_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, ping[1 - cur], 0);
                glCheckFramebufferStatus(GL_DRAW_FRAMEBUFFER);
                glViewport(0, 0, size, size);
            } else { glBindFramebuffer(GL_DRAW_FRAMEBUFFER, interFbo[p]); glViewport(0, 0, iw[p], iw[p]); }
            GLuint prog = progs[p % programsUsed]; glUseProgram(prog);
            glUniform4f(maps[p % programsUsed], 0, 0, 1.0f / size, 1.0f / size); glUniform4f(ks[p % programsUsed], 0.5f, 0.5f, 0.01f, 1);
            glActiveTexture(GL_TEXTURE0); glBindTexture(GL_TEXTURE_2D, p == 0 ? ping[cur] : inter[p - 1]); glBindSampler(0, sampler);
            glActiveTexture(GL_TEXTURE1); glBindTexture(GL_TEXTURE_2D, p < 2 ? ping[cur] : inter[p - 2]); glBindSampler(1, sampler);
            glActiveTexture(GL_TEXTURE0);
            glDrawArrays(GL_TRIANGLES, 0, 3);
        }
        if (withSnapshot) snapshot_queries();
        GLsync s = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
        glFlush();
        double t1 = cpu_ms();
        glDeleteSync(s);
        cur = 1 - cur;
        if (f >= 64) { total += t1 - t0; counted++; }
        if (f % 16 == 15) glFinish();
    }
    printf("passes %d size %d snapshot %d inspections %d programs %d: %.4f ms CPU per frame\n", passes, size, withSnapshot, inspections, programsUsed, total / counted);
    return 0;
}
