/*
 * CEngine's 3D scene: lit boxes at several distances on a checkered floor in a wall corner,
 * drawn by the engine into its own colour texture and depth texture (GL_DEPTH_COMPONENT24).
 * Each frame both go to Glaze: the colour texture as an image, the depth texture through the
 * camera's projection (glaze_image_create_from_depth_texture), and one effect of the list below
 * runs on the way to the screen. Keys: 1-8 pick the effect, T afterimage trails, E eye
 * adaptation, Escape quits.
 *
 * --check-depth renders a still camera once per effect and checks each result against what the
 * engine's own buffers say (its colour pixels and, on desktop GL, its depth read back with
 * glReadPixels and linearised here, independently of Glaze).
 */
#include "cengine.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------------------------------- */
/* Effects                                                                                  */
/* ---------------------------------------------------------------------------------------- */

enum { FX_NONE, FX_DOF, FX_FOG, FX_OUTLINE, FX_AO, FX_FXAA, FX_SMAA, FX_ALL, FX_COUNT };
static const char *const EFFECT_NAMES[FX_COUNT] = {"none", "dof", "fog", "outline", "ao", "fxaa", "smaa", "all"};

int find_effect(const char *name) {
    for (int i = 0; i < FX_COUNT; i++)
        if (!strcmp(name, EFFECT_NAMES[i])) return i;
    return -1;
}

/* The camera (metres): eye, target, vertical field of view, clip planes. */
static const float EYE[3] = {2.2f, 1.7f, 6.5f}, TARGET[3] = {-1.2f, 0.7f, -2.0f};
static const float FOV = 1.0471976f; /* 60 degrees */
static const float NEAR_PLANE = 0.1f, FAR_PLANE = 50.0f;

/* Fog: linear from FOG_START to FOG_END metres towards FOG_COLOR (linear RGB). */
static const float FOG_START = 2.0f, FOG_END = 30.0f, FOG_COLOR[3] = {0.55f, 0.62f, 0.72f};

/* The boxes: centre, size (metres), colour (display values 0...1). Box 1 is in focus. */
typedef struct box { float center[3], size, color[3]; } box;
static const box BOXES[4] = {
    {{1.3f, 0.5f, 3.0f}, 1.0f, {0.85f, 0.25f, 0.2f}},
    {{-0.8f, 0.6f, 0.0f}, 1.2f, {0.25f, 0.7f, 0.3f}},
    {{-3.0f, 0.75f, -4.0f}, 1.5f, {0.25f, 0.4f, 0.85f}},
    {{2.0f, 0.5f, -5.5f}, 1.0f, {0.9f, 0.8f, 0.25f}},
};

/* ---------------------------------------------------------------------------------------- */
/* Geometry and camera                                                                      */
/* ---------------------------------------------------------------------------------------- */

/* A vertex: position, normal, colour, checker flag (1: the floor and walls' 1 m checks). */
enum { VERTEX_FLOATS = 10 };

typedef struct mesh { float *data; int count, capacity; } mesh;

static void push_quad(mesh *m, const float p[4][3], const float n[3], const float c[3], float checker) {
    static const int order[6] = {0, 1, 2, 0, 2, 3};
    for (int i = 0; i < 6; i++) {
        if (m->count == m->capacity) return;
        float *v = m->data + (size_t)m->count++ * VERTEX_FLOATS;
        memcpy(v, p[order[i]], 3 * sizeof(float));
        memcpy(v + 3, n, 3 * sizeof(float));
        memcpy(v + 6, c, 3 * sizeof(float));
        v[9] = checker;
    }
}

static void push_box(mesh *m, const box *b) {
    float h = b->size / 2, x = b->center[0], y = b->center[1], z = b->center[2];
    /* Six faces, each counter-clockwise seen from outside. */
    const float faces[6][4][3] = {
        {{x - h, y - h, z + h}, {x + h, y - h, z + h}, {x + h, y + h, z + h}, {x - h, y + h, z + h}},
        {{x + h, y - h, z - h}, {x - h, y - h, z - h}, {x - h, y + h, z - h}, {x + h, y + h, z - h}},
        {{x + h, y - h, z + h}, {x + h, y - h, z - h}, {x + h, y + h, z - h}, {x + h, y + h, z + h}},
        {{x - h, y - h, z - h}, {x - h, y - h, z + h}, {x - h, y + h, z + h}, {x - h, y + h, z - h}},
        {{x - h, y + h, z + h}, {x + h, y + h, z + h}, {x + h, y + h, z - h}, {x - h, y + h, z - h}},
        {{x - h, y - h, z - h}, {x + h, y - h, z - h}, {x + h, y - h, z + h}, {x - h, y - h, z + h}},
    };
    const float normals[6][3] = {{0, 0, 1}, {0, 0, -1}, {1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}};
    for (int f = 0; f < 6; f++) push_quad(m, faces[f], normals[f], b->color, 0);
}

static void build_scene(mesh *m) {
    const float floor_quad[4][3] = {{-6, 0, 8}, {6, 0, 8}, {6, 0, -8}, {-6, 0, -8}};
    const float back_wall[4][3] = {{-6, 0, -8}, {6, 0, -8}, {6, 5, -8}, {-6, 5, -8}};
    const float left_wall[4][3] = {{-6, 0, 8}, {-6, 0, -8}, {-6, 5, -8}, {-6, 5, 8}};
    const float up[3] = {0, 1, 0}, forward[3] = {0, 0, 1}, right[3] = {1, 0, 0};
    const float floor_color[3] = {0.75f, 0.75f, 0.72f}, wall_color[3] = {0.85f, 0.78f, 0.65f};
    push_quad(m, floor_quad, up, floor_color, 1);
    push_quad(m, back_wall, forward, wall_color, 1);
    push_quad(m, left_wall, right, wall_color, 1);
    for (int i = 0; i < 4; i++) push_box(m, &BOXES[i]);
}

static void normalize3(float v[3]) {
    float l = sqrtf(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
    for (int i = 0; i < 3; i++) v[i] /= l;
}

static void cross3(const float a[3], const float b[3], float out[3]) {
    out[0] = a[1] * b[2] - a[2] * b[1];
    out[1] = a[2] * b[0] - a[0] * b[2];
    out[2] = a[0] * b[1] - a[1] * b[0];
}

/* Column-major view-projection matrix for a camera at `eye` looking at `target`; also the
   camera's forward axis (for distances along it). */
typedef struct camera { float eye[3], forward[3], view_projection[16]; } camera;

static camera make_camera(const float eye[3], const float target[3], float aspect) {
    camera c;
    memcpy(c.eye, eye, sizeof c.eye);
    float f[3] = {target[0] - eye[0], target[1] - eye[1], target[2] - eye[2]}, s[3], u[3];
    const float world_up[3] = {0, 1, 0};
    normalize3(f);
    cross3(f, world_up, s);
    normalize3(s);
    cross3(s, f, u);
    memcpy(c.forward, f, sizeof c.forward);
    float view[16] = {s[0], u[0], -f[0], 0, s[1], u[1], -f[1], 0, s[2], u[2], -f[2], 0,
                      -(s[0] * eye[0] + s[1] * eye[1] + s[2] * eye[2]), -(u[0] * eye[0] + u[1] * eye[1] + u[2] * eye[2]),
                      f[0] * eye[0] + f[1] * eye[1] + f[2] * eye[2], 1};
    float t = 1.0f / tanf(FOV / 2), n = NEAR_PLANE, fa = FAR_PLANE;
    float projection[16] = {t / aspect, 0, 0, 0, 0, t, 0, 0, 0, 0, (fa + n) / (n - fa), -1, 0, 0, 2 * fa * n / (n - fa), 0};
    for (int col = 0; col < 4; col++)
        for (int row = 0; row < 4; row++) {
            float sum = 0;
            for (int k = 0; k < 4; k++) sum += projection[k * 4 + row] * view[col * 4 + k];
            c.view_projection[col * 4 + row] = sum;
        }
    return c;
}

/* The window pixel a world point lands on (bottom-left origin), and its distance along the view axis. */
static void project(const camera *c, const float p[3], int width, int height, int *x, int *y, float *distance) {
    const float *m = c->view_projection;
    float clip[4];
    for (int row = 0; row < 4; row++) clip[row] = m[row] * p[0] + m[4 + row] * p[1] + m[8 + row] * p[2] + m[12 + row];
    *x = (int)floorf((clip[0] / clip[3] * 0.5f + 0.5f) * width);
    *y = (int)floorf((clip[1] / clip[3] * 0.5f + 0.5f) * height);
    *distance = (p[0] - c->eye[0]) * c->forward[0] + (p[1] - c->eye[1]) * c->forward[1] + (p[2] - c->eye[2]) * c->forward[2];
}

/* ---------------------------------------------------------------------------------------- */
/* The engine's renderer                                                                    */
/* ---------------------------------------------------------------------------------------- */

static const char *SCENE_VERTEX =
    "layout(location = 0) in vec3 position;\n"
    "layout(location = 1) in vec3 normal;\n"
    "layout(location = 2) in vec3 albedo;\n"
    "layout(location = 3) in float checker;\n"
    "uniform mat4 viewProjection;\n"
    "out vec3 worldPosition, worldNormal, color;\n"
    "out float checkered;\n"
    "void main() {\n"
    "    worldPosition = position; worldNormal = normal; color = albedo; checkered = checker;\n"
    "    gl_Position = viewProjection * vec4(position, 1.0);\n"
    "}\n";

/* Lambert lighting from one directional light plus ambient, written as display values (the
   engine has no sRGB framebuffer; Glaze decodes its RGBA8 texture as sRGB). */
static const char *SCENE_FRAGMENT =
    "precision highp float;\n"
    "in vec3 worldPosition, worldNormal, color;\n"
    "in float checkered;\n"
    "out vec4 fragColor;\n"
    "void main() {\n"
    "    vec3 light = normalize(vec3(0.4, 1.0, 0.6));\n"
    "    float diffuse = max(dot(normalize(worldNormal), light), 0.0);\n"
    "    vec3 c = color;\n"
    "    if (checkered > 0.5) {\n"
    "        vec3 cell = floor(worldPosition + 1e-3);\n"
    "        c *= mod(cell.x + cell.y + cell.z, 2.0) < 0.5 ? 1.0 : 0.7;\n"
    "    }\n"
    "    fragColor = vec4(c * (0.35 + 0.65 * diffuse), 1.0);\n"
    "}\n";

typedef struct renderer {
    GLuint program, vao, buffer, color, depth, framebuffer;
    GLint view_projection;
    int vertices, width, height;
} renderer;

static int make_renderer(renderer *r, int width, int height) {
    memset(r, 0, sizeof *r);
    r->width = width;
    r->height = height;
    r->program = link_program(SCENE_VERTEX, SCENE_FRAGMENT);
    r->view_projection = glGetUniformLocation(r->program, "viewProjection");

    mesh m = {NULL, 0, 6 * (3 + 6 * 4)};
    m.data = calloc((size_t)m.capacity * VERTEX_FLOATS, sizeof(float));
    if (!m.data) return 0;
    build_scene(&m);
    r->vertices = m.count;
    glGenVertexArrays(1, &r->vao);
    glBindVertexArray(r->vao);
    glGenBuffers(1, &r->buffer);
    glBindBuffer(GL_ARRAY_BUFFER, r->buffer);
    glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)((size_t)m.count * VERTEX_FLOATS * sizeof(float)), m.data, GL_STATIC_DRAW);
    free(m.data);
    const GLint sizes[4] = {3, 3, 3, 1};
    size_t offset = 0;
    for (GLuint i = 0; i < 4; i++) {
        glEnableVertexAttribArray(i);
        glVertexAttribPointer(i, sizes[i], GL_FLOAT, GL_FALSE, VERTEX_FLOATS * sizeof(float), (const void *)(offset * sizeof(float)));
        offset += (size_t)sizes[i];
    }
    glBindVertexArray(0);

    glGenTextures(1, &r->color);
    glBindTexture(GL_TEXTURE_2D, r->color);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, NULL);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glGenTextures(1, &r->depth);
    glBindTexture(GL_TEXTURE_2D, r->depth);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_DEPTH_COMPONENT24, width, height, 0, GL_DEPTH_COMPONENT, GL_UNSIGNED_INT, NULL);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glGenFramebuffers(1, &r->framebuffer);
    glBindFramebuffer(GL_FRAMEBUFFER, r->framebuffer);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, r->color, 0);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_TEXTURE_2D, r->depth, 0);
    GLenum complete = glCheckFramebufferStatus(GL_FRAMEBUFFER);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (complete != GL_FRAMEBUFFER_COMPLETE) {
        fprintf(stderr, "cengine: scene framebuffer incomplete (0x%x)\n", complete);
        return 0;
    }
    return 1;
}

static void draw(const renderer *r, const camera *c) {
    glBindFramebuffer(GL_FRAMEBUFFER, r->framebuffer);
    glViewport(0, 0, r->width, r->height);
    glClearColor(0.55f, 0.7f, 0.9f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    glEnable(GL_DEPTH_TEST);
    glUseProgram(r->program);
    glUniformMatrix4fv(r->view_projection, 1, GL_FALSE, c->view_projection);
    glBindVertexArray(r->vao);
    glDrawArrays(GL_TRIANGLES, 0, r->vertices);
    glDisable(GL_DEPTH_TEST);
}

static void destroy_renderer(renderer *r) {
    glDeleteProgram(r->program);
    glDeleteVertexArrays(1, &r->vao);
    glDeleteBuffers(1, &r->buffer);
    GLuint textures[2] = {r->color, r->depth};
    glDeleteTextures(2, textures);
    glDeleteFramebuffers(1, &r->framebuffer);
}

/* ---------------------------------------------------------------------------------------- */
/* Glaze: the filters, built once; the chain for each effect                                */
/* ---------------------------------------------------------------------------------------- */

typedef struct effects {
    glaze_filter *dof, *fog, *outline, *ao, *fxaa, *smaa, *afterimage;
    glaze_accumulator *trails;
    glaze_auto_exposure *exposure;
} effects;

/* Filters over `depth`: focus on box 1, linear fog, outlines, occlusion, both anti-aliasers. */
static int make_effects(effects *e, const glaze_image *depth, float focus_distance, int width, int height) {
    memset(e, 0, sizeof *e);
    e->dof = make_filter("depthOfField", "focusDistance", focus_distance, "focusRange", 1.5f);
    e->fog = make_filter("depthFog", "start", FOG_START, "end", FOG_END);
    e->outline = make_filter("depthOutline", "width", 1.5f, NULL, 0);
    e->ao = make_filter("ambientOcclusion", "radius", 0.6f, "intensity", 1.5f);
    e->fxaa = make_filter("fxaa", NULL, 0, NULL, 0);
    e->smaa = make_filter("smaa", NULL, 0, NULL, 0);
    e->afterimage = make_filter("afterimage", "halfLife", 0.15f, NULL, 0);
    if (!e->dof || !e->fog || !e->outline || !e->ao || !e->fxaa || !e->smaa || !e->afterimage) return 0;
    glaze_filter *with_depth[4] = {e->dof, e->fog, e->outline, e->ao};
    for (int i = 0; i < 4; i++)
        if (failed(glaze_filter_set_image(with_depth[i], "depth", depth), "depth parameter")) return 0;
    glaze_filter *with_fov[3] = {e->fog, e->outline, e->ao};
    for (int i = 0; i < 3; i++)
        if (failed(glaze_filter_set_float(with_fov[i], "fieldOfView", FOV), "fieldOfView")) return 0;
    if (failed(glaze_filter_set_float(e->dof, "aperture", 6), "aperture") ||
        failed(glaze_filter_set_string(e->fog, "falloff", "linear"), "falloff") ||
        failed(glaze_filter_set_vec4(e->fog, "color", FOG_COLOR[0], FOG_COLOR[1], FOG_COLOR[2], 1), "fog color"))
        return 0;
    return !failed(glaze_accumulator_create((glaze_rect){0, 0, width, height}, GLAZE_TEXTURE_RGBA8, &e->trails), "accumulator") &&
           !failed(glaze_auto_exposure_create(0.18f, 3, 1, -4, 4, &e->exposure), "auto exposure");
}

static void destroy_effects(effects *e) {
    glaze_filter *filters[7] = {e->dof, e->fog, e->outline, e->ao, e->fxaa, e->smaa, e->afterimage};
    for (int i = 0; i < 7; i++) glaze_filter_destroy(filters[i]);
    glaze_accumulator_destroy(e->trails);
    glaze_auto_exposure_destroy(e->exposure);
}

/* The chain of `effect` over `scene` as a new image (the caller destroys it), or NULL. Depth
   effects first (they read the scene's depth, which matches only the unfiltered colour), then
   anti-aliasing, which belongs after everything that changes colour. */
static glaze_image *chain(const effects *e, const glaze_image *scene, int effect) {
    glaze_filter *steps[4] = {NULL, NULL, NULL, NULL};
    switch (effect) {
    case FX_DOF: steps[0] = e->dof; break;
    case FX_FOG: steps[0] = e->fog; break;
    case FX_OUTLINE: steps[0] = e->outline; break;
    case FX_AO: steps[0] = e->ao; break;
    case FX_FXAA: steps[0] = e->fxaa; break;
    case FX_SMAA: steps[0] = e->smaa; break;
    case FX_ALL: steps[0] = e->ao; steps[1] = e->fog; steps[2] = e->dof; steps[3] = e->smaa; break;
    default: break;
    }
    /* Filters read the scene unbounded (a crop first would blur transparency in at the edges);
       with no filter, a crop to the scene's own extent hands out a handle to own all the same. */
    if (!steps[0]) {
        glaze_rect extent;
        glaze_image *image = NULL;
        int infinite = 0;
        if (failed(glaze_image_get_extent(scene, &extent, &infinite), "extent") || failed(glaze_image_crop(scene, extent, &image), "crop"))
            return NULL;
        return image;
    }
    glaze_image *image = NULL;
    for (int i = 0; i < 4 && steps[i]; i++) {
        glaze_image *next = NULL;
        if (failed(glaze_image_apply_filter(image ? image : scene, steps[i], &next), EFFECT_NAMES[effect])) {
            glaze_image_destroy(image);
            return NULL;
        }
        glaze_image_destroy(image);
        image = next;
    }
    return image;
}

/* Trails and eye adaptation over `image` (consumed), for a frame `delta` seconds after the last. */
static glaze_image *over_time(glaze_context *glaze, effects *e, glaze_image *image, int trails, int adapt, float delta) {
    if (adapt) {
        glaze_image *exposed = NULL;
        if (!failed(glaze_auto_exposure_update(e->exposure, glaze, image, delta), "eye adaptation") &&
            !failed(glaze_auto_exposure_apply(e->exposure, glaze, image, &exposed), "eye adaptation")) {
            glaze_image_destroy(image);
            image = exposed;
        }
    }
    if (trails) {
        glaze_image *history = NULL, *trailed = NULL;
        if (!failed(glaze_accumulator_get_image(e->trails, glaze, &history), "trails") &&
            !failed(glaze_filter_set_image(e->afterimage, "history", history), "history") &&
            !failed(glaze_filter_set_float(e->afterimage, "deltaTime", delta), "deltaTime") &&
            !failed(glaze_image_apply_filter(image, e->afterimage, &trailed), "afterimage") &&
            !failed(glaze_accumulator_set_image(e->trails, glaze, trailed), "trails")) {
            glaze_image_destroy(image);
            image = trailed;
        } else {
            glaze_image_destroy(trailed);
        }
        glaze_image_destroy(history);
    }
    return image;
}

/* ---------------------------------------------------------------------------------------- */
/* --check-depth                                                                            */
/* ---------------------------------------------------------------------------------------- */

typedef struct checks {
    int failures;
    unsigned char *scene, *out;   /* RGBA8 rows, bottom first */
    float *depth;                 /* linear distance per pixel (metres), or NULL on GL ES */
    int width, height;
} checks;

static void fail(checks *k, const char *what, const char *format, double a, double b) {
    k->failures++;
    fprintf(stderr, "cengine: check-depth %s: ", what);
    fprintf(stderr, format, a, b);
    fputc('\n', stderr);
}

static const unsigned char *pixel(const unsigned char *rows, const checks *k, int x, int y) {
    return rows + ((size_t)y * k->width + x) * 4;
}

static int channel_difference(const checks *k, int x, int y) {
    const unsigned char *a = pixel(k->scene, k, x, y), *b = pixel(k->out, k, x, y);
    int d = 0;
    for (int i = 0; i < 3; i++) d = abs(a[i] - b[i]) > d ? abs(a[i] - b[i]) : d;
    return d;
}

/* The number of pixels Glaze changed by more than `by` (0...255) inside the rectangle. */
static int changed(const checks *k, int x0, int y0, int x1, int y1, int by) {
    int n = 0;
    for (int y = y0 < 0 ? 0 : y0; y < y1 && y < k->height; y++)
        for (int x = x0 < 0 ? 0 : x0; x < x1 && x < k->width; x++) n += channel_difference(k, x, y) > by;
    return n;
}

/* Distance along the view axis of each pixel, from the engine's depth buffer: OpenGL's default
   window depth d in [0, 1] from clip depth -1...1, z_ndc = 2d - 1. */
static float *read_depth(const renderer *r) {
    if (!epoxy_is_desktop_gl()) return NULL;   /* ES 3.0 cannot read depth with glReadPixels */
    float *depth = malloc((size_t)r->width * r->height * sizeof(float));
    if (!depth) return NULL;
    glBindFramebuffer(GL_READ_FRAMEBUFFER, r->framebuffer);
    glPixelStorei(GL_PACK_ALIGNMENT, 4);
    glReadPixels(0, 0, r->width, r->height, GL_DEPTH_COMPONENT, GL_FLOAT, depth);
    glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
    const double n = NEAR_PLANE, f = FAR_PLANE;
    for (size_t i = 0; i < (size_t)r->width * r->height; i++) {
        double z = 2.0 * depth[i] - 1.0;
        depth[i] = (float)(2.0 * n * f / (f + n - z * (f - n)));
    }
    return depth;
}

/* What each effect must do to the engine's scene; `where` holds the points the checks use. */
typedef struct landmarks {
    int focus_x, focus_y;         /* box 1's front face centre (in focus) */
    int corner_x, corner_y;       /* the floor meeting the back wall */
    int wall_x, wall_y;           /* the middle of the back wall, open */
    int far_x0, far_y0, far_x1, far_y1; /* a checkered stretch of the back wall */
    int side_count, side[2 * 17 * 41];  /* points of the left wall, seen at a grazing angle */
} landmarks;

static void check_effect(checks *k, int effect, const landmarks *l) {
    const char *name = EFFECT_NAMES[effect];
    int w = k->width, h = k->height;
    switch (effect) {
    case FX_NONE:
        if (changed(k, 0, 0, w, h, 1)) fail(k, name, "%g pixels changed by more than 1 (of %g)", changed(k, 0, 0, w, h, 1), w * h);
        break;
    case FX_FOG: {
        /* Linear fog in linear light: mix(scene, fog, clamp((z - start) / (end - start))). */
        if (!k->depth) {
            if (channel_difference(k, l->wall_x, l->wall_y) < 10) fail(k, name, "the far wall changed by %g (< %g)", channel_difference(k, l->wall_x, l->wall_y), 10);
            break;
        }
        double worst = 0;
        for (int y = 2; y < h; y += 5)
            for (int x = 2; x < w; x += 5) {
                double z = k->depth[(size_t)y * w + x], t = (z - FOG_START) / (FOG_END - FOG_START);
                t = t < 0 ? 0 : t > 1 ? 1 : t;
                const unsigned char *s = pixel(k->scene, k, x, y), *o = pixel(k->out, k, x, y);
                for (int i = 0; i < 3; i++) {
                    double want = encode(decode(s[i]) * (1 - t) + FOG_COLOR[i] * t);
                    if (fabs(o[i] - want) > worst) worst = fabs(o[i] - want);
                }
            }
        if (worst > 1.5) fail(k, name, "largest difference from the fog formula %g (> %g of 255)", worst, 1.5);
        break;
    }
    case FX_DOF: {
        /* In focus: unchanged. The far wall's checks: blurred. */
        int d = channel_difference(k, l->focus_x, l->focus_y);
        if (d > 1) fail(k, name, "the in-focus box changed by %g (> %g)", d, 1);
        int far = changed(k, l->far_x0, l->far_y0, l->far_x1, l->far_y1, 4);
        if (far < 10) fail(k, name, "only %g pixels of the far wall blurred (< %g)", far, 10);
        break;
    }
    case FX_OUTLINE: {
        /* Lines darken silhouettes; flat walls have none, head-on or at a grazing angle. */
        int d = channel_difference(k, l->wall_x, l->wall_y), lines = 0;
        if (d > 1) fail(k, name, "the open wall changed by %g (> %g)", d, 1);
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                const unsigned char *s = pixel(k->scene, k, x, y), *o = pixel(k->out, k, x, y);
                lines += o[0] + o[1] + o[2] + 60 < s[0] + s[1] + s[2];
            }
        if (lines < w) fail(k, name, "%g outline pixels (< %g)", lines, w);
        int side = 0;
        for (int i = 0; i < l->side_count; i++) side += channel_difference(k, l->side[2 * i], l->side[2 * i + 1]) > 1;
        if (side) fail(k, name, "%g false lines on the grazing left wall (%g points checked)", side, l->side_count);
        break;
    }
    case FX_AO: {
        /* The corner where floor meets wall darkens; the open wall stays (nearly) lit. */
        const unsigned char *s = pixel(k->scene, k, l->corner_x, l->corner_y), *o = pixel(k->out, k, l->corner_x, l->corner_y);
        double darkening = (s[0] + s[1] + s[2]) - (o[0] + o[1] + o[2]);
        if (darkening < 6) fail(k, name, "the corner darkened by %g (< %g)", darkening, 6);
        int d = channel_difference(k, l->wall_x, l->wall_y);
        if (d > 3) fail(k, name, "the open wall darkened by %g (> %g)", d, 3);
        break;
    }
    case FX_FXAA:
    case FX_SMAA: {
        /* Flat areas (the open wall) unchanged; edges smoothed somewhere. */
        int d = channel_difference(k, l->wall_x, l->wall_y), edges = changed(k, 0, 0, w, h, 8);
        if (d > 1) fail(k, name, "the open wall changed by %g (> %g)", d, 1);
        if (edges < 20) fail(k, name, "%g edge pixels smoothed (< %g)", edges, 20);
        break;
    }
    case FX_ALL:
        if (changed(k, 0, 0, w, h, 4) < w * h / 4) fail(k, name, "only %g pixels changed (< %g)", changed(k, 0, 0, w, h, 4), w * h / 4);
        break;
    default: break;
    }
}

static landmarks find_landmarks(const camera *c, int width, int height) {
    landmarks l;
    float distance;
    const box *b = &BOXES[1];
    const float front[3] = {b->center[0], b->center[1], b->center[2] + b->size / 2};
    const float corner[3] = {0.5f, 0.03f, -7.97f}, wall[3] = {0.5f, 3.2f, -8.0f};
    const float far0[3] = {-1.5f, 4.5f, -8.0f}, far1[3] = {3.5f, 2.0f, -8.0f};
    project(c, front, width, height, &l.focus_x, &l.focus_y, &distance);
    project(c, corner, width, height, &l.corner_x, &l.corner_y, &distance);
    project(c, wall, width, height, &l.wall_x, &l.wall_y, &distance);
    project(c, far0, width, height, &l.far_x0, &l.far_y1, &distance);
    project(c, far1, width, height, &l.far_x1, &l.far_y0, &distance);
    /* A grid on the left wall, clear of its edges and of the boxes (all below the eye's 1.7 m,
       so none hides the wall above 1.75 m); its near end is off screen. */
    l.side_count = 0;
    for (int i = 0; i < 17; i++)
        for (int j = 0; j < 41; j++) {
            const float p[3] = {-6.0f, 1.75f + 0.125f * i, 4.0f - 0.25f * j};
            int x, y;
            project(c, p, width, height, &x, &y, &distance);
            if (x < 3 || y < 3 || x >= width - 3 || y >= height - 3) continue;
            l.side[2 * l.side_count] = x;
            l.side[2 * l.side_count + 1] = y;
            l.side_count++;
        }
    return l;
}

/* ---------------------------------------------------------------------------------------- */
/* The scene's frames                                                                       */
/* ---------------------------------------------------------------------------------------- */

int run_depth_scene(GLFWwindow *window, const options *opt) {
    const int W = opt->width, H = opt->height;
    renderer r;
    if (!make_renderer(&r, W, H)) return 1;
    camera still = make_camera(EYE, TARGET, (float)W / H);
    float focus;
    int fx, fy;
    project(&still, BOXES[1].center, W, H, &fx, &fy, &focus);

    glaze_context *glaze = NULL;
    glaze_image *scene = NULL, *depth = NULL;
    if (failed(glaze_context_create(NULL, &glaze), "glaze_context_create") ||
        failed(glaze_image_create_from_texture(r.color, W, H, GLAZE_TEXTURE_RGBA8, GLAZE_ALPHA_OPAQUE, GLAZE_ORIGIN_BOTTOM_LEFT,
                                               GLAZE_ENCODING_AUTO, &scene), "scene") ||
        failed(glaze_image_create_from_depth_texture(r.depth, W, H, GLAZE_PROJECTION_PERSPECTIVE, NEAR_PLANE, FAR_PLANE, 0, &depth),
               "depth"))
        return 1;
    effects e;
    if (!make_effects(&e, depth, focus, W, H)) return 1;

    int effect = opt->effect, trails = opt->trails, adapt = opt->adapt, status = 0, state_errors = 0;
    int frames = opt->check_depth ? FX_COUNT : opt->frames;
    int key_down[GLFW_KEY_LAST + 1];
    memset(key_down, 0, sizeof key_down);
    printf("cengine: 3D scene %dx%d, effect %s%s%s (keys 1-8 effect, T trails, E eye adaptation)\n", W, H,
           EFFECT_NAMES[effect], trails ? " + trails" : "", adapt ? " + eye adaptation" : "");
    checks k = {0, NULL, NULL, NULL, W, H};
    landmarks marks = find_landmarks(&still, W, H);
    double previous = glfwGetTime();
    for (int frame = 0; !glfwWindowShouldClose(window) && (frames == 0 || frame < frames); frame++) {
        /* The camera drifts in a window; it stands still for fixed frame counts (repeatable). */
        double now = glfwGetTime();
        float delta = opt->frames || opt->check_depth ? 1.0f / 60 : (float)(now - previous);
        previous = now;
        float angle = opt->check_depth ? 0 : opt->frames ? 0.25f * sinf(frame / 40.0f) : 0.25f * (float)sin(now * 0.5);
        float eye[3] = {EYE[0] * cosf(angle) - EYE[2] * sinf(angle), EYE[1], EYE[0] * sinf(angle) + EYE[2] * cosf(angle)};
        camera cam = make_camera(eye, TARGET, (float)W / H);
        draw(&r, &cam);   /* the engine's own pass: colour and depth */
        if (opt->check_depth) effect = frame;

        failed(glaze_context_begin_frame(glaze), "begin_frame");
        glaze_image *shown = chain(&e, scene, effect);
        if (shown) shown = over_time(glaze, &e, shown, trails, adapt, delta);

        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        glViewport(0, 0, W, H);
        glUseProgram(r.program);
        glBindVertexArray(r.vao);
        host_state before = capture_state();
        if (!shown || failed(glaze_context_draw(glaze, shown, (glaze_rect){0, 0, W, H}, (glaze_rect){0, 0, W, H}, NULL), "draw"))
            status = 1;
        host_state after = capture_state();
        if (memcmp(&before, &after, sizeof before) != 0) {
            state_errors++;
            fprintf(stderr, "cengine: frame %d: Glaze changed the engine's GL state\n", frame);
        }

        if (opt->check_depth && shown) {
            size_t bytes = (size_t)W * H * 4;
            if (!k.scene) {
                k.scene = malloc(bytes);
                k.out = malloc(bytes);
                k.depth = read_depth(&r);
            }
            glBindFramebuffer(GL_READ_FRAMEBUFFER, r.framebuffer);
            glPixelStorei(GL_PACK_ALIGNMENT, 1);
            glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, k.scene);
            glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
            glReadBuffer(GL_BACK);
            glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, k.out);
            int before_failures = k.failures;
            check_effect(&k, effect, &marks);
            printf("cengine: check-depth %s %s\n", EFFECT_NAMES[effect], k.failures == before_failures ? "passed" : "FAILED");
        }
        if (opt->explain && frame == 0) {
            char *text = NULL;
            if (shown && !failed(glaze_context_explain(glaze, shown, NULL, 0, 0, 0, &text), "explain")) printf("%s\n", text);
            glaze_string_free(text);
        }
        glaze_image_destroy(shown);
        if (opt->screenshot && frames && frame == frames - 1 && !write_screenshot(opt->screenshot, W, H)) status = 1;
        glfwSwapBuffers(window);
        glfwPollEvents();

        /* Keys act once per press. */
        for (int key = GLFW_KEY_1; key <= GLFW_KEY_8; key++) {
            int down = glfwGetKey(window, key) == GLFW_PRESS;
            if (down && !key_down[key]) effect = key - GLFW_KEY_1;
            key_down[key] = down;
        }
        int t = glfwGetKey(window, GLFW_KEY_T) == GLFW_PRESS, a = glfwGetKey(window, GLFW_KEY_E) == GLFW_PRESS;
        if (t && !key_down[GLFW_KEY_T]) {
            trails = !trails;
            glaze_accumulator_reset(e.trails, glaze);
        }
        if (a && !key_down[GLFW_KEY_E]) {
            adapt = !adapt;
            glaze_auto_exposure_reset(e.exposure, glaze);
        }
        key_down[GLFW_KEY_T] = t;
        key_down[GLFW_KEY_E] = a;
        if (glfwGetKey(window, GLFW_KEY_ESCAPE) == GLFW_PRESS) glfwSetWindowShouldClose(window, 1);
    }
    if (opt->check_depth) {
        if (state_errors) k.failures++;
        printf("cengine: check-depth %s: %d effects, %d failures, depth %s, state %s\n", k.failures ? "FAILED" : "passed",
               FX_COUNT, k.failures, k.depth ? "read back" : "not readable (GL ES)", state_errors ? "changed" : "unchanged");
        if (k.failures) status = 1;
    }
    if (opt->explain) {
        char *stats = NULL;
        if (!failed(glaze_context_stats_string(glaze, &stats), "stats")) printf("cengine: %s\n", stats);
        glaze_string_free(stats);
    }
    free(k.scene);
    free(k.out);
    free(k.depth);
    destroy_effects(&e);
    glaze_image_destroy(scene);
    glaze_image_destroy(depth);
    glaze_context_destroy(glaze);
    destroy_renderer(&r);
    return status;
}
