/*
 * scene.h: the part of the run-test programs (glx-scene, egl-scene, sdl-scene) that does not
 * depend on the window system: option parsing, the static scene, the hostile GL state that is
 * set before each swap and checked after it, the PNG dump and the loader thread.
 *
 * The programs know nothing about Glaze. scene.c never links libGL: every GL entry point is
 * fetched through the getproc function the program passes (glXGetProcAddressARB,
 * eglGetProcAddress, SDL_GL_GetProcAddress). See README.md for the pixel layout.
 *
 * This header includes no GL header, so the window-system headers of each program (GL/glx.h,
 * EGL/egl.h, SDL.h) never meet GL/glcorearb.h.
 */
#ifndef GLAZE_RUN_SCENE_H
#define GLAZE_RUN_SCENE_H

#include <stddef.h>

/* Exit codes shared by the three programs. */
enum {
    SCENE_EXIT_OK = 0,          /* every frame ran, every check passed */
    SCENE_EXIT_FAIL = 1,        /* a check failed or something broke at run time */
    SCENE_EXIT_USAGE = 2,       /* bad command line */
    SCENE_EXIT_UNSUPPORTED = 77 /* the requested feature is not offered by this driver/display */
};

#define SCENE_MAX_LIST 16

struct scene_dump { int frame; const char *path; };
struct scene_resize { int frame; int width, height; };

struct scene_options {
    int frames;             /* --frames N (default 60) */
    int width, height;      /* --size WxH (default 640x480) */
    int hostile;            /* --hostile */
    int fbo_bound;          /* --fbo-bound */
    int clip_upper_left;    /* --clip-upper-left */
    int pending_error;      /* --pending-error */
    int present_by_blit;    /* --present-by-blit */
    int loader_thread;      /* --loader-thread */
    int msaa;               /* --msaa N (0 = single sample) */
    int srgb;               /* --srgb */
    int no_depth;           /* --no-depth: a window without depth and stencil buffers (glx-scene) */
    int swap_interval;      /* --swap-interval N (-1 = leave the driver's default) */
    int verbose;            /* --verbose */
    int ndumps;
    struct scene_dump dumps[SCENE_MAX_LIST];
    int ndepth_dumps;       /* --dump-depth FRAME:PATH (desktop GL only) */
    struct scene_dump depth_dumps[SCENE_MAX_LIST];
    int nresizes;
    struct scene_resize resizes[SCENE_MAX_LIST];
};

/*
 * A program-specific option parser: look at argv[*i]; return 1 when it was consumed (advance
 * *i past any value it took), 0 when it is not a program-specific option, -1 for a bad value
 * (after printing why).
 */
typedef int (*scene_extra_option_fn)(int argc, char **argv, int *i, void *user);

/*
 * Parses the command line. Returns -1 when the program should go on, otherwise the exit code
 * to leave with (0 after --help, 2 after a usage error). extra_usage is printed after the
 * common options.
 */
int scene_parse_options(int argc, char **argv, const char *prog, const char *extra_usage,
                        scene_extra_option_fn extra, void *user, struct scene_options *out);

typedef void (*scene_proc)(void);
typedef scene_proc (*scene_getproc_fn)(const char *name);

/* Which GL the program made current. */
struct scene_api {
    int gles;           /* 1: OpenGL ES, 0: desktop OpenGL */
    int cap_major;      /* use only features of this version (0, 0: whatever the context has) */
    int cap_minor;
    const char *label;  /* for messages, e.g. "GLX 3.3 core" */
};

/* What the window-system program provides to the frame loop. user is passed back. */
struct scene_platform {
    void *user;
    /* Present the frame (glXSwapBuffers, eglSwapBuffers, SDL_GL_SwapWindow). */
    void (*swap)(void *user, int frame);
    /* After each swap: the game's context and drawables must still be current. Return 0 when
       they are, otherwise write what is wrong into why and return 1. May be NULL. */
    int (*check_current)(void *user, char *why, size_t why_size);
    /* Resize the window to w x h, wait for it, and report the drawable's new size. Return 0 on
       success. May be NULL (then --resize-at is refused). */
    int (*resize)(void *user, int w, int h, int *actual_w, int *actual_h);
    /* Handle window-system events once per frame. May be NULL. */
    void (*pump_events)(void *user);
    /* On the loader thread: make the shared context current (0 on success) / release it.
       NULL when the program offers no loader context. */
    int (*loader_begin)(void *user);
    void (*loader_end)(void *user);
};

/*
 * Runs the frame loop on the context the program made current: builds the scene, draws
 * options->frames frames, sets and checks hostile state, dumps PNGs, resizes. Returns the exit
 * code (SCENE_EXIT_OK, SCENE_EXIT_FAIL or SCENE_EXIT_UNSUPPORTED).
 */
int scene_run(const struct scene_options *options, const struct scene_api *api,
              scene_getproc_fn getproc, const struct scene_platform *platform, const char *prog);

/* Prints "prog: message" to stderr (printf-style). */
void scene_msg(const char *prog, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
