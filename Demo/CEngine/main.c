/*
 * CEngine — a tiny game "engine" in C that uses Glaze through glaze.h, and nothing else of it.
 *
 * The engine owns everything a real one owns: the window (GLFW), the GL context, its shaders,
 * its scene textures, depth buffer and framebuffers. Two scenes:
 *
 *   - the 3D scene (scene3d.c, the default): lit shapes at several distances, a floor and a wall
 *     corner, rendered into a colour texture and a depth texture that Glaze reads each frame
 *     (glaze_image_create_from_depth_texture) for depth of field, fog, outlines and ambient
 *     occlusion, with FXAA, SMAA, afterimage trails and eye adaptation on keys;
 *   - the flat check scene (--check): two scenes in two FBOs, a bloom + vignette chain and a
 *     dissolve transition drawn to the screen, every pixel compared with a closed form.
 *
 *   cmake -S . -B build -DCMAKE_PREFIX_PATH=<glaze prefix> && cmake --build build   (CMakeLists.txt)
 *   or: cc main.c scene3d.c $(pkg-config --cflags --libs glazefx glfw3 epoxy libpng) \
 *           -Wl,-rpath,<glaze prefix>/lib -lm -o cengine
 *   ./cengine                      (the 3D scene in a window until closed; Escape quits;
 *                                   keys 1-8 pick the effect, T trails, E eye adaptation)
 *   ./cengine --frames 5 --check   (the flat scene: 5 frames, then compare pixels with the
 *                                   expected values; exit 1 on a mismatch)
 *   ./cengine --check-depth        (the 3D scene: every effect once, each compared with what the
 *                                   engine's own colour and depth buffers say it must do)
 *   ./cengine --frames 60 --effect fog --screenshot fog.png   (a headless screenshot, under xvfb-run)
 *
 * Options: --frames N, --check, --check-depth, --strict (a missing filter is fatal instead of
 * skipped), --compat (a compatibility-profile GL context instead of core), --gles (an OpenGL ES
 * 3.0 context: GLFW_CLIENT_API = GLFW_OPENGL_ES_API), --size WxH, --explain (print Glaze's pass
 * plan and counters), --effect NAME (none, dof, fog, outline, ao, fxaa, smaa, all), --trails,
 * --eye-adaptation, --screenshot FILE.png (the last frame).
 */
#include "cengine.h"

#include <math.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------------------------------- */
/* Command line                                                                             */
/* ---------------------------------------------------------------------------------------- */

static int parse_options(int argc, char **argv, options *o) {
    *o = (options){0, 0, 0, 0, 0, 0, 0, 320, 180, 0, 0, 0, NULL};
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--frames") && i + 1 < argc) o->frames = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--check")) o->check = 1;
        else if (!strcmp(argv[i], "--check-depth")) o->check_depth = 1;
        else if (!strcmp(argv[i], "--strict")) o->strict = 1;
        else if (!strcmp(argv[i], "--compat")) o->compat = 1;
        else if (!strcmp(argv[i], "--gles")) o->gles = 1;
        else if (!strcmp(argv[i], "--explain")) o->explain = 1;
        else if (!strcmp(argv[i], "--trails")) o->trails = 1;
        else if (!strcmp(argv[i], "--eye-adaptation")) o->adapt = 1;
        else if (!strcmp(argv[i], "--screenshot") && i + 1 < argc) o->screenshot = argv[++i];
        else if (!strcmp(argv[i], "--effect") && i + 1 < argc) {
            if ((o->effect = find_effect(argv[++i])) < 0) return 0;
        } else if (!strcmp(argv[i], "--size") && i + 1 < argc) {
            if (sscanf(argv[++i], "%dx%d", &o->width, &o->height) != 2) return 0;
        } else return 0;
    }
    return !(o->gles && o->compat) && !(o->check && o->check_depth) && o->frames >= 0 && o->width >= 16 &&
           o->height >= 16 && o->width <= 4096 && o->height <= 4096;
}

/* ---------------------------------------------------------------------------------------- */
/* The engine's own rendering: two scenes into two FBOs, with its own shaders               */
/* ---------------------------------------------------------------------------------------- */

/* Scene A: a dark blue sky with a bright sun in the middle. Scene B: a flat red-brown. */
static const unsigned char SKY[3] = {40, 60, 100};
static const unsigned char SUN[3] = {255, 240, 200};
static const unsigned char SCENE_B[3] = {130, 40, 30};

/* The shaders are GLSL 3.30 core and GLSL ES 3.00 alike, but for the #version line (see
 * compile()); the precision statement is required by ES and ignored by desktop GL. */
static const char *VERTEX_SHADER =
    "void main() {\n"
    "    vec2 p = vec2((gl_VertexID << 1) & 2, gl_VertexID & 2);\n"
    "    gl_Position = vec4(p * 2.0 - 1.0, 0.0, 1.0);\n"
    "}\n";

static const char *FRAGMENT_SHADER =
    "precision highp float;\n"
    "uniform vec2 size;\n"
    "uniform int scene;\n"
    "uniform vec3 sky, sun, plain;\n"
    "out vec4 color;\n"
    "void main() {\n"
    "    if (scene == 1) { color = vec4(plain, 1.0); return; }\n"
    "    float r = size.y / 6.0;\n"
    "    bool inSun = distance(gl_FragCoord.xy, size * 0.5) < r;\n"
    "    color = vec4(inSun ? sun : sky, 1.0);\n"
    "}\n";

typedef struct scene_target {
    GLuint texture, framebuffer;
} scene_target;

static GLuint compile(GLenum stage, const char *source) {
    GLuint shader = glCreateShader(stage);
    const char *sources[2] = { epoxy_is_desktop_gl() ? "#version 330 core\n" : "#version 300 es\n", source };
    glShaderSource(shader, 2, sources, NULL);
    glCompileShader(shader);
    GLint ok = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[1024];
        glGetShaderInfoLog(shader, sizeof log, NULL, log);
        fprintf(stderr, "cengine: shader: %s\n", log);
    }
    return shader;
}

GLuint link_program(const char *vertex_source, const char *fragment_source) {
    GLuint program = glCreateProgram();
    GLuint vs = compile(GL_VERTEX_SHADER, vertex_source), fs = compile(GL_FRAGMENT_SHADER, fragment_source);
    glAttachShader(program, vs);
    glAttachShader(program, fs);
    glLinkProgram(program);
    glDeleteShader(vs);
    glDeleteShader(fs);
    return program;
}

static scene_target make_target(int width, int height) {
    scene_target t;
    glGenTextures(1, &t.texture);
    glBindTexture(GL_TEXTURE_2D, t.texture);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, NULL);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glGenFramebuffers(1, &t.framebuffer);
    glBindFramebuffer(GL_FRAMEBUFFER, t.framebuffer);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, t.texture, 0);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    return t;
}

static void draw_scene(GLuint program, GLuint vao, scene_target target, int scene, int width, int height) {
    glBindFramebuffer(GL_FRAMEBUFFER, target.framebuffer);
    glViewport(0, 0, width, height);
    glUseProgram(program);
    glUniform2f(glGetUniformLocation(program, "size"), (float)width, (float)height);
    glUniform1i(glGetUniformLocation(program, "scene"), scene);
    glUniform3f(glGetUniformLocation(program, "sky"), SKY[0] / 255.0f, SKY[1] / 255.0f, SKY[2] / 255.0f);
    glUniform3f(glGetUniformLocation(program, "sun"), SUN[0] / 255.0f, SUN[1] / 255.0f, SUN[2] / 255.0f);
    glUniform3f(glGetUniformLocation(program, "plain"), SCENE_B[0] / 255.0f, SCENE_B[1] / 255.0f, SCENE_B[2] / 255.0f);
    glBindVertexArray(vao);
    glDrawArrays(GL_TRIANGLES, 0, 3);
}

/* ---------------------------------------------------------------------------------------- */
/* Glaze calls: every status is checked; a failing effect step is skipped (the game goes on) */
/* ---------------------------------------------------------------------------------------- */

int failed(glaze_status status, const char *what) {
    if (status == GLAZE_OK) return 0;
    fprintf(stderr, "cengine: %s: %s: %s\n", what, glaze_status_name(status), glaze_last_error_message());
    return 1;
}

/* Applies `filter` to `*image`, replacing it (the old handle is destroyed when `owned`: a derived
   image keeps its inputs alive), or leaves `*image` as it is when that fails. */
int apply(glaze_image **image, glaze_filter *filter, int owned) {
    glaze_image *out = NULL;
    if (!filter || failed(glaze_image_apply_filter(*image, filter, &out), "apply")) return 0;
    if (owned) glaze_image_destroy(*image);
    *image = out;
    return 1;
}

/* A filter by name with the given float parameters, or NULL (the message says why). */
glaze_filter *make_filter(const char *name, const char *p1, float v1, const char *p2, float v2) {
    glaze_filter *filter = NULL;
    if (failed(glaze_filter_create(NULL, name, &filter), name)) return NULL;
    if (p1 && failed(glaze_filter_set_float(filter, p1, v1), p1)) { glaze_filter_destroy(filter); return NULL; }
    if (p2 && failed(glaze_filter_set_float(filter, p2, v2), p2)) { glaze_filter_destroy(filter); return NULL; }
    return filter;
}

/* ---------------------------------------------------------------------------------------- */
/* --check: expected values computed here, independently of Glaze                           */
/* ---------------------------------------------------------------------------------------- */

double decode(double v) { v /= 255.0; return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4); }
double encode(double v) {
    v = v < 0 ? 0 : (v > 1 ? 1 : v);
    return 255.0 * (v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055);
}
static int luma(const unsigned char *p) { return p[0] + p[1] + p[2]; }

/* Scene A at pixel (x, y), as the engine's shader draws it. */
static const unsigned char *scene_a(int x, int y, int width, int height) {
    double dx = x + 0.5 - width * 0.5, dy = y + 0.5 - height * 0.5;
    return sqrt(dx * dx + dy * dy) < height / 6.0 ? SUN : SKY;
}

/* Glaze's vignette (intensity 1, radius 1): factor = 1 - smoothstep(d)^2, d relative to half the diagonal. */
static double vignette_factor(int x, int y, int width, int height) {
    double dx = x + 0.5 - width * 0.5, dy = y + 0.5 - height * 0.5;
    double t = sqrt(dx * dx + dy * dy) / (sqrt((double)width * width + (double)height * height) / 2);
    t = t > 1 ? 1 : t;
    double falloff = t * t * (3 - 2 * t);
    return 1 - falloff * falloff;
}

typedef struct check_state {
    int mismatches, checked;
} check_state;

static void expect_near(check_state *c, const char *what, int x, int y, const unsigned char *got, const double *want,
                        double tolerance) {
    c->checked++;
    for (int i = 0; i < 3; i++) {
        if (fabs(got[i] - want[i]) > tolerance) {
            if (c->mismatches++ < 10)
                fprintf(stderr, "cengine: check %s at (%d, %d): got %d %d %d, expected %.1f %.1f %.1f (±%.0f)\n", what, x, y,
                        got[0], got[1], got[2], want[0], want[1], want[2], tolerance);
            return;
        }
    }
}

host_state capture_state(void) {
    host_state s;
    memset(&s, 0, sizeof s);   /* padding too: states are compared with memcmp */
    glGetIntegerv(GL_CURRENT_PROGRAM, &s.program);
    glGetIntegerv(GL_VERTEX_ARRAY_BINDING, &s.vao);
    glGetIntegerv(GL_ACTIVE_TEXTURE, &s.active_texture);
    glGetIntegerv(GL_TEXTURE_BINDING_2D, &s.texture1);
    glGetIntegerv(GL_VIEWPORT, s.viewport);
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &s.framebuffer);
    s.blend = glIsEnabled(GL_BLEND);
    s.depth_test = glIsEnabled(GL_DEPTH_TEST);
    return s;
}

int write_screenshot(const char *path, int width, int height) {
    size_t row = (size_t)width * 4;
    unsigned char *pixels = malloc(row * height);
    if (!pixels) return 0;
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = (png_uint_32)width;
    image.height = (png_uint_32)height;
    image.format = PNG_FORMAT_RGBA;
    /* GL's rows run bottom to top: a negative stride writes them top to bottom. */
    int ok = png_image_write_to_file(&image, path, 0, pixels, -(png_int_32)row, NULL);
    if (!ok) fprintf(stderr, "cengine: screenshot %s: %s\n", path, image.message);
    free(pixels);
    return ok;
}

/* ---------------------------------------------------------------------------------------- */
/* The flat check scene                                                                     */
/* ---------------------------------------------------------------------------------------- */

/* The flat check scene: bloom + vignette over scene A, a dissolve to scene B, on the screen. */
static int run_flat_scene(GLFWwindow *window, const options *o) {
    const options opt = *o;
    const int W = opt.width, H = opt.height;
    GLuint program = link_program(VERTEX_SHADER, FRAGMENT_SHADER), vao = 0, unit1_texture = 0;
    glGenVertexArrays(1, &vao);
    scene_target a = make_target(W, H), b = make_target(W, H);
    glGenTextures(1, &unit1_texture);

    /* 2. A Glaze context adopting the engine's GL context, and images of the engine's textures. */
    glaze_context *glaze = NULL;
    if (failed(glaze_context_create(NULL, &glaze), "glaze_context_create")) return 1;
    glaze_image *scene = NULL, *next_scene = NULL;
    if (failed(glaze_image_create_from_texture(a.texture, W, H, GLAZE_TEXTURE_RGBA8, GLAZE_ALPHA_OPAQUE,
                                               GLAZE_ORIGIN_BOTTOM_LEFT, GLAZE_ENCODING_AUTO, &scene), "scene A") ||
        failed(glaze_image_create_from_texture(b.texture, W, H, GLAZE_TEXTURE_RGBA8, GLAZE_ALPHA_OPAQUE,
                                               GLAZE_ORIGIN_BOTTOM_LEFT, GLAZE_ENCODING_AUTO, &next_scene), "scene B"))
        return 1;

    /* 3. The look: bloom then vignette over scene A (built once: images are recipes). */
    glaze_filter *bloom = make_filter("bloom", "radius", 10, "intensity", 1);
    glaze_filter *vignette = make_filter("vignette", "intensity", 1, "radius", 1);
    glaze_filter *dissolve = make_filter("dissolve", NULL, 0, NULL, 0);
    if (opt.strict && (!bloom || !vignette || !dissolve)) return 1;
    /* Each apply gives a new handle to own; no crop is needed for that (a crop to the screen
       would cost nothing either: Glaze folds a crop the render reads only inside). */
    glaze_image *graded = scene, *vignetted = scene;
    int has_bloom = apply(&graded, bloom, 0);
    int has_vignette = apply(&graded, vignette, has_bloom) && apply(&vignetted, vignette, 0);
    printf("cengine: bloom %s, vignette %s, transition %s\n", has_bloom ? "on" : "off (skipped)",
           has_vignette ? "on" : "off (skipped)", dissolve ? "dissolve" : "off (skipped)");

    /* 4. Frames. */
    int status = 0, state_errors = 0;
    double progress = 0;
    for (int frame = 0; !glfwWindowShouldClose(window) && (opt.frames == 0 || frame < opt.frames); frame++) {
        draw_scene(program, vao, a, 0, W, H);   /* the engine's own passes */
        draw_scene(program, vao, b, 1, W, H);
        failed(glaze_context_begin_frame(glaze), "begin_frame");

        /* Dissolve from the graded scene to scene B: progress runs 0 → 0.5 over the frames. */
        progress = opt.frames > 1 ? 0.5 * frame / (opt.frames - 1) : 0.5;
        if (opt.frames == 0) progress = 0.5 + 0.5 * sin(glfwGetTime());
        glaze_image *shown = NULL;
        if (!dissolve || failed(glaze_image_apply_transition(graded, next_scene, dissolve, (float)progress, &shown),
                                "transition"))
            glaze_image_crop(graded, (glaze_rect){0, 0, W, H}, &shown);

        /* The engine's state before Glaze draws: its program, VAO, a texture on unit 1, blending. */
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        glViewport(0, 0, W, H);
        glUseProgram(program);
        glBindVertexArray(vao);
        glActiveTexture(GL_TEXTURE1);
        glBindTexture(GL_TEXTURE_2D, unit1_texture);
        glEnable(GL_BLEND);
        host_state before = capture_state();

        /* Glaze draws into the bound framebuffer (the window), in a rect, from a rect. */
        if (failed(glaze_context_draw(glaze, shown, (glaze_rect){0, 0, W, H}, (glaze_rect){0, 0, W, H}, NULL), "draw"))
            status = 1;
        host_state after = capture_state();
        if (memcmp(&before, &after, sizeof before) != 0) {
            state_errors++;
            fprintf(stderr, "cengine: frame %d: Glaze changed the engine's GL state\n", frame);
        }
        glDisable(GL_BLEND);
        glActiveTexture(GL_TEXTURE0);

        if (opt.explain && frame == 0) {
            char *text = NULL;
            if (!failed(glaze_context_explain(glaze, shown, NULL, 0, 0, 0, &text), "explain")) printf("%s\n", text);
            glaze_string_free(text);
        }

        /* --check on the last frame: read the back buffer before it is presented. */
        if (opt.check && frame == opt.frames - 1) {
            size_t bytes = (size_t)W * H * 4;
            unsigned char *screen = malloc(bytes), *graded_px = malloc(bytes), *vignette_px = malloc(bytes);
            glReadBuffer(GL_BACK);
            glPixelStorei(GL_PACK_ALIGNMENT, 1);
            glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, screen);
            /* Bloom spreads light beyond the scene's edges, so read the screen's region explicitly. */
            const glaze_rect screen_rect = { 0, 0, W, H };
            if (failed(glaze_context_read_pixels(glaze, graded, &screen_rect, GLAZE_PIXELS_RGBA8, graded_px, bytes), "read graded") ||
                failed(glaze_context_read_pixels(glaze, vignetted, &screen_rect, GLAZE_PIXELS_RGBA8, vignette_px, bytes),
                       "read vignetted")) {
                status = 1;
            } else {
                check_state c = {0, 0};
                for (int y = 1; y < H; y += 8) {
                    for (int x = 1; x < W; x += 8) {
                        size_t i = ((size_t)y * W + x) * 4;
                        double want[3];
                        /* Vignette alone: the closed form over the engine's scene, in linear light. */
                        const unsigned char *s = scene_a(x, y, W, H);
                        double f = has_vignette ? vignette_factor(x, y, W, H) : 1;
                        for (int k = 0; k < 3; k++) want[k] = encode(decode(s[k]) * f);
                        expect_near(&c, "vignette", x, y, vignette_px + i, want, 1.5);
                        /* Bloom never darkens. */
                        if (has_bloom && luma(graded_px + i) + 6 < luma(vignette_px + i)) {
                            c.mismatches++;
                            fprintf(stderr, "cengine: check bloom at (%d, %d): darker than without bloom\n", x, y);
                        }
                        /* The screen: dissolve = linear mix of graded and scene B at `progress`. Where
                           bloom pushed the graded scene past white, the 8-bit readback is clipped but
                           the dissolve mixed the unclipped light: no closed form there, skip. */
                        int clipped = graded_px[i] >= 254 || graded_px[i + 1] >= 254 || graded_px[i + 2] >= 254;
                        for (int k = 0; k < 3; k++) {
                            double from = decode(graded_px[i + k]), to = decode(SCENE_B[k]);
                            want[k] = dissolve ? encode(from + (to - from) * progress) : graded_px[i + k];
                        }
                        if (!clipped) expect_near(&c, "screen", x, y, screen + i, want, 2.5);
                    }
                }
                /* Bloom glows: just outside the sun, brighter than with the vignette alone. */
                int gx = W / 2 + H / 6 + 3, gy = H / 2;
                size_t gi = ((size_t)gy * W + gx) * 4;
                if (has_bloom && luma(graded_px + gi) < luma(vignette_px + gi) + 6) {
                    c.mismatches++;
                    fprintf(stderr, "cengine: check bloom: no glow beside the sun (%d vs %d without bloom)\n",
                            luma(graded_px + gi), luma(vignette_px + gi));
                }
                if (state_errors) c.mismatches++;
                printf("cengine: check %s: %d points, %d mismatches, progress %.2f, state %s\n",
                       c.mismatches ? "FAILED" : "passed", c.checked, c.mismatches, progress,
                       state_errors ? "changed" : "unchanged");
                if (c.mismatches) status = 1;
            }
            free(screen);
            free(graded_px);
            free(vignette_px);
        }
        glaze_image_destroy(shown);
        if (opt.screenshot && opt.frames && frame == opt.frames - 1 && !write_screenshot(opt.screenshot, W, H)) status = 1;
        glfwSwapBuffers(window);
        glfwPollEvents();
        if (glfwGetKey(window, GLFW_KEY_ESCAPE) == GLFW_PRESS) glfwSetWindowShouldClose(window, 1);
    }

    if (opt.explain) {
        char *stats = NULL;
        if (!failed(glaze_context_stats_string(glaze, &stats), "stats")) printf("cengine: %s\n", stats);
        glaze_string_free(stats);
    }

    /* 5. Teardown: Glaze first (its GL objects are deleted while the context is current). */
    if (graded != scene) glaze_image_destroy(graded);
    if (vignetted != scene) glaze_image_destroy(vignetted);
    glaze_image_destroy(scene);
    glaze_image_destroy(next_scene);
    glaze_filter_destroy(bloom);
    glaze_filter_destroy(vignette);
    glaze_filter_destroy(dissolve);
    glaze_context_destroy(glaze);
    glDeleteProgram(program);
    glDeleteVertexArrays(1, &vao);
    GLuint textures[3] = {a.texture, b.texture, unit1_texture}, framebuffers[2] = {a.framebuffer, b.framebuffer};
    glDeleteTextures(3, textures);
    glDeleteFramebuffers(2, framebuffers);
    return status;
}

/* ---------------------------------------------------------------------------------------- */
/* Main                                                                                     */
/* ---------------------------------------------------------------------------------------- */

int main(int argc, char **argv) {
    options opt;
    if (!parse_options(argc, argv, &opt)) {
        fprintf(stderr, "usage: cengine [--frames N] [--check | --check-depth] [--strict] [--compat | --gles] [--explain] [--size WxH]\n                       [--effect none|dof|fog|outline|ao|fxaa|smaa|all] [--trails] [--eye-adaptation] [--screenshot FILE.png]\n");
        return 2;
    }

    /* 1. The engine's window and GL context (GL 3.3 core or compatibility profile, or GL ES 3.0). */
    if (!glfwInit()) { fprintf(stderr, "cengine: glfwInit failed (no display? try xvfb-run)\n"); return 1; }
    if (opt.gles) {
        glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API);
        glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
        glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
    } else {
        glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
        glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
        glfwWindowHint(GLFW_OPENGL_PROFILE, opt.compat ? GLFW_OPENGL_COMPAT_PROFILE : GLFW_OPENGL_CORE_PROFILE);
        if (!opt.compat) glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
    }
    glfwWindowHint(GLFW_RESIZABLE, GLFW_FALSE);
    GLFWwindow *window = glfwCreateWindow(opt.width, opt.height, "CEngine + Glaze", NULL, NULL);
    if (!window) {
        fprintf(stderr, "cengine: no %s context\n", opt.gles ? "GL ES 3.0" : opt.compat ? "GL 3.3 compatibility" : "GL 3.3 core");
        return 1;
    }
    glfwMakeContextCurrent(window);
    glfwSwapInterval(opt.frames ? 0 : 1);
    GLint profile = 0;
    if (epoxy_is_desktop_gl()) glGetIntegerv(GL_CONTEXT_PROFILE_MASK, &profile);
    printf("cengine: GL %s (%s), Glaze %s\n", (const char *)glGetString(GL_VERSION),
           !epoxy_is_desktop_gl() ? "OpenGL ES"
           : (profile & GL_CONTEXT_COMPATIBILITY_PROFILE_BIT) ? "compatibility profile" : "core profile",
           glaze_version_string());

    int status = opt.check ? run_flat_scene(window, &opt) : run_depth_scene(window, &opt);
    glfwDestroyWindow(window);
    glfwTerminate();
    return status;
}
