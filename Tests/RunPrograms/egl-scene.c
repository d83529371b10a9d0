/*
 * egl-scene: the same static scene and state checks as glx-scene, through EGL on the X11
 * platform: OpenGL ES 3.0 by default, --es2 for OpenGL ES 2.0, --gl for desktop OpenGL 3.3 core.
 * Presents with eglSwapBuffers (or eglSwapBuffersWithDamageKHR/EXT with --damage). Knows
 * nothing about Glaze.
 *
 * Build (scripts/build-run-programs.sh does this):
 *   cc -std=c11 -Wall -Wextra -Werror -O1 -g Tests/RunPrograms/egl-scene.c Tests/RunPrograms/scene.c \
 *      -o egl-scene $(pkg-config --cflags --libs x11 egl libpng) -lpthread -lm \
 *      [-fsanitize=address,undefined]
 * (GL entry points come from eglGetProcAddress; libGLESv2/libGL are not linked.)
 *
 * Options beyond the common ones:
 *   --es2          an OpenGL ES 2.0 context (the scene uses ES 2.0 features only)
 *   --gl           desktop OpenGL 3.3 core through EGL (eglBindAPI(EGL_OPENGL_API))
 *   --damage       present with eglSwapBuffersWithDamageKHR/EXT, one rectangle = the window
 *   --get-display  eglGetDisplay(Display *) instead of eglGetPlatformDisplay(EGL_PLATFORM_X11_KHR)
 */
#define _POSIX_C_SOURCE 200809L

#include "scene.h"

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <EGL/egl.h>
#include <EGL/eglext.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *prog = "egl-scene";

static const char extra_usage[] =
    "egl-scene options:\n"
    "  --es2                 an OpenGL ES 2.0 context (default: OpenGL ES 3.0)\n"
    "  --gl                  desktop OpenGL 3.3 core through EGL\n"
    "  --damage              present with eglSwapBuffersWithDamageKHR/EXT (whole window)\n"
    "  --get-display         eglGetDisplay instead of eglGetPlatformDisplay(EGL_PLATFORM_X11_KHR)\n";

struct egl {
    Display *xdpy;
    Window win;
    Colormap cmap;
    EGLDisplay dpy;
    EGLConfig cfg;
    EGLSurface surf, loader_surf;
    EGLContext ctx, loader_ctx;
    EGLenum api;
    int es2, desktop, damage, get_display, platform;
    PFNEGLSWAPBUFFERSWITHDAMAGEKHRPROC swap_damage;
    int width, height;
};

static int extra_option(int argc, char **argv, int *i, void *user)
{
    struct egl *e = user;
    const char *a = argv[*i];
    (void)argc;
    if (strcmp(a, "--es2") == 0) e->es2 = 1;
    else if (strcmp(a, "--gl") == 0) e->desktop = 1;
    else if (strcmp(a, "--damage") == 0) e->damage = 1;
    else if (strcmp(a, "--get-display") == 0) e->get_display = 1;
    else return 0;
    return 1;
}

static scene_proc getproc(const char *name)
{
    return (scene_proc)eglGetProcAddress(name);
}

static int has_ext(const char *list, const char *name)
{
    size_t n = strlen(name);
    const char *p = list;
    while (p && (p = strstr(p, name)) != NULL) {
        if ((p == list || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0')) {
            return 1;
        }
        p += n;
    }
    return 0;
}

static const char *egl_error(void)
{
    static char buf[32];
    snprintf(buf, sizeof buf, "EGL error 0x%04x", (unsigned)eglGetError());
    return buf;
}

static void wait_ms(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

static int wait_event(struct egl *e, int type, XEvent *ev)
{
    int tries;
    for (tries = 0; tries < 400; tries++) {
        if (XCheckTypedWindowEvent(e->xdpy, e->win, type, ev)) {
            return 0;
        }
        wait_ms(5);
    }
    return -1;
}

static void swap(void *user, int frame)
{
    struct egl *e = user;
    (void)frame;
    if (e->damage) {
        EGLint rect[4] = {0, 0, e->width, e->height};
        if (!e->swap_damage(e->dpy, e->surf, rect, 1)) {
            scene_msg(prog, "eglSwapBuffersWithDamage failed: %s", egl_error());
        }
    } else if (!eglSwapBuffers(e->dpy, e->surf)) {
        scene_msg(prog, "eglSwapBuffers failed: %s", egl_error());
    }
}

static int check_current(void *user, char *why, size_t n)
{
    struct egl *e = user;
    EGLint err = eglGetError();
    if (err != EGL_SUCCESS) {
        snprintf(why, n, "eglGetError() is 0x%04x after the swap", (unsigned)err);
        return 1;
    }
    if (eglGetCurrentContext() != e->ctx) {
        snprintf(why, n, "eglGetCurrentContext() is %p, not the program's context %p",
                 (void *)eglGetCurrentContext(), (void *)e->ctx);
        return 1;
    }
    if (eglGetCurrentSurface(EGL_DRAW) != e->surf || eglGetCurrentSurface(EGL_READ) != e->surf) {
        snprintf(why, n, "the current draw/read surfaces are %p/%p, not the window surface %p",
                 (void *)eglGetCurrentSurface(EGL_DRAW), (void *)eglGetCurrentSurface(EGL_READ), (void *)e->surf);
        return 1;
    }
    if (eglGetCurrentDisplay() != e->dpy) {
        snprintf(why, n, "eglGetCurrentDisplay() is not the program's display");
        return 1;
    }
    if (eglQueryAPI() != e->api) {
        snprintf(why, n, "eglQueryAPI() is 0x%04x, the program bound 0x%04x", (unsigned)eglQueryAPI(),
                 (unsigned)e->api);
        return 1;
    }
    return 0;
}

static void pump_events(void *user)
{
    struct egl *e = user;
    while (XPending(e->xdpy) > 0) {
        XEvent ev;
        XNextEvent(e->xdpy, &ev);
    }
}

static int resize(void *user, int w, int h, int *aw, int *ah)
{
    struct egl *e = user;
    XEvent ev;
    XWindowAttributes wa;
    XResizeWindow(e->xdpy, e->win, (unsigned)w, (unsigned)h);
    XSync(e->xdpy, False);
    while (wait_event(e, ConfigureNotify, &ev) == 0) {
        if (ev.xconfigure.width == w && ev.xconfigure.height == h) {
            break;
        }
    }
    if (!XGetWindowAttributes(e->xdpy, e->win, &wa)) {
        return -1;
    }
    e->width = *aw = wa.width;
    e->height = *ah = wa.height;
    return 0;
}

static int loader_begin(void *user)
{
    struct egl *e = user;
    if (!eglBindAPI(e->api)) {
        return -1;
    }
    return eglMakeCurrent(e->dpy, e->loader_surf, e->loader_surf, e->loader_ctx) ? 0 : -1;
}

static void loader_end(void *user)
{
    struct egl *e = user;
    eglMakeCurrent(e->dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
    eglReleaseThread();
}

static int choose_config(struct egl *e, const struct scene_options *o)
{
    EGLint attrs[32], n = 0, count = 0, i;
    EGLConfig list[256];
    attrs[n++] = EGL_SURFACE_TYPE; attrs[n++] = EGL_WINDOW_BIT | (o->loader_thread ? EGL_PBUFFER_BIT : 0);
    attrs[n++] = EGL_RENDERABLE_TYPE;
    attrs[n++] = e->desktop ? EGL_OPENGL_BIT : e->es2 ? EGL_OPENGL_ES2_BIT : EGL_OPENGL_ES3_BIT;
    attrs[n++] = EGL_RED_SIZE; attrs[n++] = 8;
    attrs[n++] = EGL_GREEN_SIZE; attrs[n++] = 8;
    attrs[n++] = EGL_BLUE_SIZE; attrs[n++] = 8;
    attrs[n++] = EGL_DEPTH_SIZE; attrs[n++] = 24;
    attrs[n++] = EGL_STENCIL_SIZE; attrs[n++] = 8;
    if (o->msaa > 0) {
        attrs[n++] = EGL_SAMPLE_BUFFERS; attrs[n++] = 1;
        attrs[n++] = EGL_SAMPLES; attrs[n++] = o->msaa;
    }
    attrs[n++] = EGL_NONE;
    if (!eglChooseConfig(e->dpy, attrs, list, 256, &count)) {
        scene_msg(prog, "eglChooseConfig failed: %s", egl_error());
        return -1;
    }
    for (i = 0; i < count; i++) {
        EGLint depth = 0, stencil = 0, samples = 0, vid = 0, red = 0, caveat = 0;
        eglGetConfigAttrib(e->dpy, list[i], EGL_DEPTH_SIZE, &depth);
        eglGetConfigAttrib(e->dpy, list[i], EGL_STENCIL_SIZE, &stencil);
        eglGetConfigAttrib(e->dpy, list[i], EGL_SAMPLES, &samples);
        eglGetConfigAttrib(e->dpy, list[i], EGL_NATIVE_VISUAL_ID, &vid);
        eglGetConfigAttrib(e->dpy, list[i], EGL_RED_SIZE, &red);
        eglGetConfigAttrib(e->dpy, list[i], EGL_CONFIG_CAVEAT, &caveat);
        if (depth != 24 || stencil != 8 || red != 8 || vid == 0 || caveat == EGL_SLOW_CONFIG) continue;
        if (o->msaa > 0 ? samples != o->msaa : samples > 1) continue;
        e->cfg = list[i];
        return 0;
    }
    scene_msg(prog, "no EGL config with RGB 8/8/8, depth 24, stencil 8, a native visual%s%s",
              o->msaa > 0 ? ", multisampled as asked" : "", o->loader_thread ? ", pbuffers" : "");
    return -1;
}

int main(int argc, char **argv)
{
    struct egl e;
    struct scene_options o;
    struct scene_platform p;
    struct scene_api api;
    XSetWindowAttributes swa;
    XVisualInfo tmpl, *vi = NULL;
    XEvent ev;
    EGLint major = 0, minor = 0, vid = 0, nvi = 0, ctx_attrs[16], nc = 0, surf_attrs[8], ns = 0;
    const char *client_exts, *dpy_exts;
    int rc;
    char label[80];

    memset(&e, 0, sizeof e);
    rc = scene_parse_options(argc, argv, prog, extra_usage, extra_option, &e, &o);
    if (rc >= 0) {
        return rc;
    }
    if (e.es2 && e.desktop) {
        scene_msg(prog, "--es2 and --gl exclude each other");
        return SCENE_EXIT_USAGE;
    }
    e.width = o.width;
    e.height = o.height;
    XInitThreads();
    e.xdpy = XOpenDisplay(NULL);
    if (!e.xdpy) {
        scene_msg(prog, "cannot open the X display '%s'", getenv("DISPLAY") ? getenv("DISPLAY") : "");
        return SCENE_EXIT_FAIL;
    }

    client_exts = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
    if (!e.get_display) {
        /* EGL 1.5's eglGetPlatformDisplay, else EGL_EXT_platform_base's, else eglGetDisplay */
        if (client_exts && has_ext(client_exts, "EGL_KHR_platform_x11")) {
            e.dpy = eglGetPlatformDisplay(EGL_PLATFORM_X11_KHR, e.xdpy, NULL);
            e.platform = 1;
        }
        if (e.dpy == EGL_NO_DISPLAY && client_exts && has_ext(client_exts, "EGL_EXT_platform_x11")) {
            PFNEGLGETPLATFORMDISPLAYEXTPROC f =
                (PFNEGLGETPLATFORMDISPLAYEXTPROC)eglGetProcAddress("eglGetPlatformDisplayEXT");
            if (f) {
                e.dpy = f(EGL_PLATFORM_X11_EXT, e.xdpy, NULL);
                e.platform = 2;
            }
        }
    }
    if (e.dpy == EGL_NO_DISPLAY) {
        e.dpy = eglGetDisplay((EGLNativeDisplayType)e.xdpy);
        e.platform = 0;
    }
    if (e.dpy == EGL_NO_DISPLAY || !eglInitialize(e.dpy, &major, &minor)) {
        scene_msg(prog, "could not initialise EGL on the X display: %s", egl_error());
        XCloseDisplay(e.xdpy);
        return SCENE_EXIT_UNSUPPORTED;
    }
    dpy_exts = eglQueryString(e.dpy, EGL_EXTENSIONS);
    if (o.verbose) {
        scene_msg(prog, "EGL %d.%d (%s), display from %s", major, minor, eglQueryString(e.dpy, EGL_VENDOR),
                  e.platform == 1 ? "eglGetPlatformDisplay" : e.platform == 2 ? "eglGetPlatformDisplayEXT"
                                                                              : "eglGetDisplay");
    }
    rc = SCENE_EXIT_UNSUPPORTED;
    e.api = e.desktop ? EGL_OPENGL_API : EGL_OPENGL_ES_API;
    if (!eglBindAPI(e.api)) {
        scene_msg(prog, "eglBindAPI(%s) failed: %s", e.desktop ? "EGL_OPENGL_API" : "EGL_OPENGL_ES_API", egl_error());
        goto out;
    }
    if (e.damage) {
        if (dpy_exts && has_ext(dpy_exts, "EGL_KHR_swap_buffers_with_damage")) {
            e.swap_damage = (PFNEGLSWAPBUFFERSWITHDAMAGEKHRPROC)eglGetProcAddress("eglSwapBuffersWithDamageKHR");
        } else if (dpy_exts && has_ext(dpy_exts, "EGL_EXT_swap_buffers_with_damage")) {
            e.swap_damage = (PFNEGLSWAPBUFFERSWITHDAMAGEKHRPROC)eglGetProcAddress("eglSwapBuffersWithDamageEXT");
        }
        if (!e.swap_damage) {
            scene_msg(prog, "--damage: this EGL display offers neither EGL_KHR_swap_buffers_with_damage nor "
                            "EGL_EXT_swap_buffers_with_damage");
            goto out;
        }
    }
    if (choose_config(&e, &o) != 0) {
        goto out;
    }

    eglGetConfigAttrib(e.dpy, e.cfg, EGL_NATIVE_VISUAL_ID, &vid);
    memset(&tmpl, 0, sizeof tmpl);
    tmpl.visualid = (VisualID)vid;
    vi = XGetVisualInfo(e.xdpy, VisualIDMask, &tmpl, &nvi);
    if (!vi) {
        scene_msg(prog, "the EGL config's visual 0x%x is not on the display", (unsigned)vid);
        goto out;
    }
    e.cmap = XCreateColormap(e.xdpy, RootWindow(e.xdpy, vi->screen), vi->visual, AllocNone);
    memset(&swa, 0, sizeof swa);
    swa.colormap = e.cmap;
    swa.border_pixel = 0;
    swa.event_mask = StructureNotifyMask | ExposureMask;
    e.win = XCreateWindow(e.xdpy, RootWindow(e.xdpy, vi->screen), 0, 0, (unsigned)o.width, (unsigned)o.height, 0,
                          vi->depth, InputOutput, vi->visual, CWBorderPixel | CWColormap | CWEventMask, &swa);
    XStoreName(e.xdpy, e.win, prog);
    XMapWindow(e.xdpy, e.win);
    if (wait_event(&e, MapNotify, &ev) != 0) {
        scene_msg(prog, "the window was not mapped within two seconds");
    }

    if (o.srgb && (!dpy_exts || !has_ext(dpy_exts, "EGL_KHR_gl_colorspace"))) {
        scene_msg(prog, "--srgb: EGL_KHR_gl_colorspace is missing");
        goto out;
    }
    if (e.platform == 1) {
        EGLAttrib pa[4];
        int k = 0;
        if (o.srgb) {
            pa[k++] = EGL_GL_COLORSPACE_KHR;
            pa[k++] = EGL_GL_COLORSPACE_SRGB_KHR;
        }
        pa[k++] = EGL_NONE;
        e.surf = eglCreatePlatformWindowSurface(e.dpy, e.cfg, &e.win, pa);
    } else {
        if (o.srgb) {
            surf_attrs[ns++] = EGL_GL_COLORSPACE_KHR;
            surf_attrs[ns++] = EGL_GL_COLORSPACE_SRGB_KHR;
        }
        surf_attrs[ns++] = EGL_NONE;
        e.surf = eglCreateWindowSurface(e.dpy, e.cfg, (EGLNativeWindowType)e.win, surf_attrs);
    }
    if (e.surf == EGL_NO_SURFACE) {
        scene_msg(prog, "could not create the window surface: %s", egl_error());
        rc = SCENE_EXIT_FAIL;
        goto out;
    }

    if (e.desktop) {
        ctx_attrs[nc++] = EGL_CONTEXT_MAJOR_VERSION; ctx_attrs[nc++] = 3;
        ctx_attrs[nc++] = EGL_CONTEXT_MINOR_VERSION; ctx_attrs[nc++] = 3;
        ctx_attrs[nc++] = EGL_CONTEXT_OPENGL_PROFILE_MASK; ctx_attrs[nc++] = EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT;
    } else {
        ctx_attrs[nc++] = EGL_CONTEXT_CLIENT_VERSION; ctx_attrs[nc++] = e.es2 ? 2 : 3;
    }
    ctx_attrs[nc++] = EGL_NONE;
    e.ctx = eglCreateContext(e.dpy, e.cfg, EGL_NO_CONTEXT, ctx_attrs);
    if (e.ctx == EGL_NO_CONTEXT) {
        scene_msg(prog, "could not create the %s context: %s",
                  e.desktop ? "OpenGL 3.3 core" : e.es2 ? "OpenGL ES 2.0" : "OpenGL ES 3.0", egl_error());
        goto out;
    }
    if (!eglMakeCurrent(e.dpy, e.surf, e.surf, e.ctx)) {
        scene_msg(prog, "eglMakeCurrent failed: %s", egl_error());
        rc = SCENE_EXIT_FAIL;
        goto out;
    }
    if (o.swap_interval >= 0 && !eglSwapInterval(e.dpy, o.swap_interval)) {
        scene_msg(prog, "eglSwapInterval(%d) failed: %s", o.swap_interval, egl_error());
        goto out;
    }
    if (o.loader_thread) {
        e.loader_ctx = eglCreateContext(e.dpy, e.cfg, e.ctx, ctx_attrs);
        if (e.loader_ctx == EGL_NO_CONTEXT) {
            scene_msg(prog, "--loader-thread: could not make the shared context: %s", egl_error());
            rc = SCENE_EXIT_FAIL;
            goto out;
        }
        if (!dpy_exts || !has_ext(dpy_exts, "EGL_KHR_surfaceless_context")) {
            const EGLint pb[] = {EGL_WIDTH, 1, EGL_HEIGHT, 1, EGL_NONE};
            e.loader_surf = eglCreatePbufferSurface(e.dpy, e.cfg, pb);
            if (e.loader_surf == EGL_NO_SURFACE) {
                scene_msg(prog, "--loader-thread: no surfaceless contexts and no pbuffer: %s", egl_error());
                goto out;
            }
        }
    }
    (void)eglGetError();

    memset(&p, 0, sizeof p);
    p.user = &e;
    p.swap = swap;
    p.check_current = check_current;
    p.resize = resize;
    p.pump_events = pump_events;
    p.loader_begin = loader_begin;
    p.loader_end = loader_end;
    memset(&api, 0, sizeof api);
    api.gles = !e.desktop;
    api.cap_major = e.desktop ? 3 : e.es2 ? 2 : 3;
    api.cap_minor = e.desktop ? 3 : 0;
    snprintf(label, sizeof label, "EGL on X11, %s%s%s", e.desktop ? "OpenGL 3.3 core" : e.es2 ? "OpenGL ES 2.0" : "OpenGL ES 3.0",
             e.damage ? ", swap with damage" : "", e.platform ? "" : ", eglGetDisplay");
    api.label = label;
    rc = scene_run(&o, &api, getproc, &p, prog);

out:
    eglMakeCurrent(e.dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
    if (e.loader_surf) eglDestroySurface(e.dpy, e.loader_surf);
    if (e.loader_ctx) eglDestroyContext(e.dpy, e.loader_ctx);
    if (e.ctx) eglDestroyContext(e.dpy, e.ctx);
    if (e.surf) eglDestroySurface(e.dpy, e.surf);
    eglTerminate(e.dpy);
    eglReleaseThread();
    if (e.win) XDestroyWindow(e.xdpy, e.win);
    if (e.cmap) XFreeColormap(e.xdpy, e.cmap);
    if (vi) XFree(vi);
    XCloseDisplay(e.xdpy);
    return rc;
}
