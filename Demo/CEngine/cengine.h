/*
 * What CEngine's two files share: the command line, the Glaze helpers (every status checked),
 * sRGB conversions for the checks, and the subset of GL state Glaze must leave as it found it.
 */
#ifndef CENGINE_H
#define CENGINE_H

#include <epoxy/gl.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <glaze.h>

typedef struct options {
    int frames;        /* 0: until the window closes */
    int check;         /* --check: the flat scene and its closed-form pixel checks */
    int check_depth;   /* --check-depth: the 3D scene, every effect checked against the engine's own pixels */
    int strict;
    int compat;
    int gles;
    int explain;
    int width, height;
    int effect;        /* the 3D scene's first effect (an index into scene3d.c's list) */
    int trails;        /* afterimage trails on */
    int adapt;         /* eye adaptation on */
    const char *screenshot; /* PNG of the last frame, or NULL */
} options;

/* A linked program from GLSL 3.30 core / GLSL ES 3.00 sources without their #version line. */
GLuint link_program(const char *vertex_source, const char *fragment_source);

/* Prints "cengine: what: STATUS: message" and returns 1 when `status` is not GLAZE_OK. */
int failed(glaze_status status, const char *what);

/* A filter by name with up to two float parameters, or NULL (the message says why). */
glaze_filter *make_filter(const char *name, const char *p1, float v1, const char *p2, float v2);

/* Applies `filter` to `*image`, replacing it (the old handle destroyed when `owned`), or leaves
   `*image` as it is when that fails. Returns 1 when applied. */
int apply(glaze_image **image, glaze_filter *filter, int owned);

/* sRGB 8-bit value to linear 0...1, and back (0...255, unrounded). */
double decode(double v);
double encode(double v);

/* The host state Glaze must leave as it found it (a subset, compared with memcmp). */
typedef struct host_state {
    GLint program, vao, active_texture, texture1, viewport[4], framebuffer;
    GLboolean blend, depth_test;
} host_state;

host_state capture_state(void);

/* Writes the bound read framebuffer's `width` x `height` back buffer to `path` as a PNG. */
int write_screenshot(const char *path, int width, int height);

/* The index of the 3D scene's effect called `name` (none, dof, fog, ...), or -1. */
int find_effect(const char *name);

/* The 3D scene with a depth buffer (scene3d.c): runs until the window closes or opt->frames. */
int run_depth_scene(GLFWwindow *window, const options *opt);

#endif
