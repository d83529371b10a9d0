/*
 * sdl-scene: the same static scene and state checks as glx-scene, through SDL2. SDL dlopens
 * libGL itself and resolves glXSwapBuffers with dlsym, so this program exercises the path where
 * GL is not linked at all (the program does not link libGL; every GL entry point comes from
 * SDL_GL_GetProcAddress). Knows nothing about Glaze.
 *
 * Build (scripts/build-run-programs.sh does this):
 *   cc -std=c11 -Wall -Wextra -Werror -O1 -g Tests/RunPrograms/sdl-scene.c Tests/RunPrograms/scene.c \
 *      -o sdl-scene $(pkg-config --cflags --libs sdl2 libpng) -lpthread -lm \
 *      [-fsanitize=address,undefined]
 * (scene.c needs GL/glcorearb.h from libgl-dev for its types and enums; nothing links libGL.)
 *
 * Options beyond the common ones (--loader-thread is not offered here):
 *   --legacy   no context version attributes: SDL's default (legacy) context
 *   --es       an OpenGL ES 3.0 context (SDL_GL_CONTEXT_PROFILE_ES)
 *   default    OpenGL 3.3 core (SDL_GL_CONTEXT_PROFILE_CORE)
 */
#define _POSIX_C_SOURCE 200809L

#include "scene.h"

#include <SDL.h>

#include <stdio.h>
#include <string.h>

static const char *prog = "sdl-scene";

static const char extra_usage[] =
    "sdl-scene options:\n"
    "  --legacy              SDL's default legacy context (no version attributes)\n"
    "  --es                  an OpenGL ES 3.0 context\n"
    "                        (default: OpenGL 3.3 core)\n";

struct sdl {
    SDL_Window *win;
    SDL_GLContext ctx;
    int legacy, es;
    void *(*driver_current)(void); /* glXGetCurrentContext or eglGetCurrentContext */
    const char *driver_current_name;
};

static int extra_option(int argc, char **argv, int *i, void *user)
{
    struct sdl *d = user;
    const char *a = argv[*i];
    (void)argc;
    if (strcmp(a, "--legacy") == 0) d->legacy = 1;
    else if (strcmp(a, "--es") == 0) d->es = 1;
    else return 0;
    return 1;
}

static scene_proc getproc(const char *name)
{
    return (scene_proc)SDL_GL_GetProcAddress(name);
}

static void swap(void *user, int frame)
{
    struct sdl *d = user;
    (void)frame;
    SDL_GL_SwapWindow(d->win);
}

static int check_current(void *user, char *why, size_t n)
{
    struct sdl *d = user;
    if (SDL_GL_GetCurrentContext() != d->ctx || SDL_GL_GetCurrentWindow() != d->win) {
        snprintf(why, n, "SDL's current context/window changed");
        return 1;
    }
    if (d->driver_current && d->driver_current() != (void *)d->ctx) {
        snprintf(why, n, "%s() is %p, not the program's context %p", d->driver_current_name,
                 d->driver_current(), (void *)d->ctx);
        return 1;
    }
    return 0;
}

static void pump_events(void *user)
{
    SDL_Event ev;
    (void)user;
    while (SDL_PollEvent(&ev)) {
    }
}

static int resize(void *user, int w, int h, int *aw, int *ah)
{
    struct sdl *d = user;
    int tries;
    SDL_SetWindowSize(d->win, w, h);
    for (tries = 0; tries < 400; tries++) {
        pump_events(user);
        SDL_GL_GetDrawableSize(d->win, aw, ah);
        if (*aw == w && *ah == h) {
            break;
        }
        SDL_Delay(5);
    }
    return 0;
}

int main(int argc, char **argv)
{
    struct sdl d;
    struct scene_options o;
    struct scene_platform p;
    struct scene_api api;
    int rc, dw = 0, dh = 0;
    char label[96];

    memset(&d, 0, sizeof d);
    rc = scene_parse_options(argc, argv, prog, extra_usage, extra_option, &d, &o);
    if (rc >= 0) {
        return rc;
    }
    if (d.legacy && d.es) {
        scene_msg(prog, "--legacy and --es exclude each other");
        return SCENE_EXIT_USAGE;
    }
    if (o.loader_thread) {
        scene_msg(prog, "--loader-thread is not offered by sdl-scene (use glx-scene or egl-scene)");
        return SCENE_EXIT_USAGE;
    }
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        scene_msg(prog, "SDL_Init failed: %s", SDL_GetError());
        return SCENE_EXIT_FAIL;
    }
    SDL_GL_SetAttribute(SDL_GL_RED_SIZE, 8);
    SDL_GL_SetAttribute(SDL_GL_GREEN_SIZE, 8);
    SDL_GL_SetAttribute(SDL_GL_BLUE_SIZE, 8);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 24);
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 8);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    if (o.msaa > 0) {
        SDL_GL_SetAttribute(SDL_GL_MULTISAMPLEBUFFERS, 1);
        SDL_GL_SetAttribute(SDL_GL_MULTISAMPLESAMPLES, o.msaa);
    }
    if (o.srgb) {
        SDL_GL_SetAttribute(SDL_GL_FRAMEBUFFER_SRGB_CAPABLE, 1);
    }
    if (d.es) {
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    } else if (!d.legacy) {
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    }
    d.win = SDL_CreateWindow(prog, SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, o.width, o.height,
                             SDL_WINDOW_OPENGL | SDL_WINDOW_SHOWN);
    if (!d.win) {
        scene_msg(prog, "SDL_CreateWindow failed: %s", SDL_GetError());
        SDL_Quit();
        return SCENE_EXIT_UNSUPPORTED;
    }
    d.ctx = SDL_GL_CreateContext(d.win);
    if (!d.ctx) {
        scene_msg(prog, "SDL_GL_CreateContext failed: %s", SDL_GetError());
        SDL_DestroyWindow(d.win);
        SDL_Quit();
        return SCENE_EXIT_UNSUPPORTED;
    }
    if (SDL_GL_MakeCurrent(d.win, d.ctx) != 0) {
        scene_msg(prog, "SDL_GL_MakeCurrent failed: %s", SDL_GetError());
        rc = SCENE_EXIT_FAIL;
        goto out;
    }
    /* Which window-system call tells the driver's truth about the current context. */
    {
        void *(*glx)(void) = (void *(*)(void))SDL_GL_GetProcAddress("glXGetCurrentContext");
        void *(*egl)(void) = (void *(*)(void))SDL_GL_GetProcAddress("eglGetCurrentContext");
        if (glx && glx() == (void *)d.ctx) {
            d.driver_current = glx;
            d.driver_current_name = "glXGetCurrentContext";
        } else if (egl && egl() == (void *)d.ctx) {
            d.driver_current = egl;
            d.driver_current_name = "eglGetCurrentContext";
        }
    }
    if (o.swap_interval >= 0 && SDL_GL_SetSwapInterval(o.swap_interval) != 0) {
        scene_msg(prog, "SDL_GL_SetSwapInterval(%d) failed: %s", o.swap_interval, SDL_GetError());
        rc = SCENE_EXIT_UNSUPPORTED;
        goto out;
    }
    SDL_GL_GetDrawableSize(d.win, &dw, &dh);
    if (dw != o.width || dh != o.height) {
        scene_msg(prog, "asked for a %dx%d window, the drawable is %dx%d", o.width, o.height, dw, dh);
        rc = SCENE_EXIT_FAIL;
        goto out;
    }
    if (o.verbose) {
        scene_msg(prog, "SDL %s video driver, current context checked through %s", SDL_GetCurrentVideoDriver(),
                  d.driver_current_name ? d.driver_current_name : "SDL only");
    }

    memset(&p, 0, sizeof p);
    p.user = &d;
    p.swap = swap;
    p.check_current = check_current;
    p.resize = resize;
    p.pump_events = pump_events;
    memset(&api, 0, sizeof api);
    api.gles = d.es;
    if (!d.legacy) {
        api.cap_major = 3;
        api.cap_minor = d.es ? 0 : 3;
    }
    snprintf(label, sizeof label, "SDL2 %s, %s", SDL_GetCurrentVideoDriver(),
             d.es ? "OpenGL ES 3.0" : d.legacy ? "legacy context" : "OpenGL 3.3 core");
    api.label = label;
    rc = scene_run(&o, &api, getproc, &p, prog);

out:
    SDL_GL_MakeCurrent(d.win, NULL);
    SDL_GL_DeleteContext(d.ctx);
    SDL_DestroyWindow(d.win);
    SDL_Quit();
    return rc;
}
