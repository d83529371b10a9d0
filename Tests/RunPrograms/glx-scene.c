/*
 * glx-scene: a plain X11 + GLX "game" that draws a static known scene every frame (see
 * README.md for the pixels) and, with --hostile, proves that its GL state survives each
 * glXSwapBuffers unchanged. Knows nothing about Glaze; `glaze run -- glx-scene ...` is tested
 * against it.
 *
 * Build (scripts/build-run-programs.sh does this):
 *   cc -std=c11 -Wall -Wextra -Werror -O1 -g Tests/RunPrograms/glx-scene.c Tests/RunPrograms/scene.c \
 *      -o glx-scene $(pkg-config --cflags --libs x11 gl libpng) -lpthread -lm \
 *      [-fsanitize=address,undefined]
 *
 * Options beyond the common ones (--help lists them all):
 *   --legacy     glXCreateContext: a legacy / compatibility-profile context
 *   --gl X.Y     glXCreateContextAttribsARB for version X.Y (core profile from 3.2 on); default
 *                3.3 core. The scene then uses only version X.Y's features.
 */
#define _POSIX_C_SOURCE 200809L

#include "scene.h"

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <GL/glx.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *prog = "glx-scene";

static const char extra_usage[] =
    "glx-scene options:\n"
    "  --legacy              a legacy context from glXCreateContext (compatibility profile)\n"
    "  --gl X.Y              a context of version X.Y from glXCreateContextAttribsARB\n"
    "                        (core profile for 3.2 and later); default 3.3 core\n";

struct glx {
    Display *dpy;
    Window win;
    Colormap cmap;
    GLXFBConfig fbc;
    XVisualInfo *vi;
    GLXContext ctx, loader_ctx;
    GLXPbuffer pbuf;
    int legacy;
    int major, minor;
    int width, height;
};

static int x_error_code;
static int x_error_handler(Display *dpy, XErrorEvent *e)
{
    (void)dpy;
    x_error_code = e->error_code ? e->error_code : 1;
    return 0;
}

static int extra_option(int argc, char **argv, int *i, void *user)
{
    struct glx *g = user;
    const char *a = argv[*i];
    if (strcmp(a, "--legacy") == 0) {
        g->legacy = 1;
        return 1;
    }
    if (strcmp(a, "--gl") == 0) {
        if (*i + 1 >= argc || sscanf(argv[*i + 1], "%d.%d", &g->major, &g->minor) != 2 || g->major < 1 ||
            g->major > 4 || g->minor < 0 || g->minor > 9) {
            scene_msg(prog, "--gl needs a version such as 2.1 or 3.3");
            return -1;
        }
        (*i)++;
        return 1;
    }
    return 0;
}

static scene_proc getproc(const char *name)
{
    return (scene_proc)glXGetProcAddressARB((const GLubyte *)name);
}

static int has_glx_ext(Display *dpy, const char *name)
{
    const char *list = glXQueryExtensionsString(dpy, DefaultScreen(dpy));
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

static void wait_ms(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

/* Waits up to two seconds for an event of this type on the window. */
static int wait_event(struct glx *g, int type, XEvent *ev)
{
    int tries;
    for (tries = 0; tries < 400; tries++) {
        if (XCheckTypedWindowEvent(g->dpy, g->win, type, ev)) {
            return 0;
        }
        wait_ms(5);
    }
    return -1;
}

static int choose_config(struct glx *g, const struct scene_options *o)
{
    int attrs[40], n = 0, count = 0, i, best = -1;
    GLXFBConfig *list;
    attrs[n++] = GLX_X_RENDERABLE; attrs[n++] = True;
    attrs[n++] = GLX_DRAWABLE_TYPE; attrs[n++] = GLX_WINDOW_BIT;
    attrs[n++] = GLX_RENDER_TYPE; attrs[n++] = GLX_RGBA_BIT;
    attrs[n++] = GLX_X_VISUAL_TYPE; attrs[n++] = GLX_TRUE_COLOR;
    attrs[n++] = GLX_RED_SIZE; attrs[n++] = 8;
    attrs[n++] = GLX_GREEN_SIZE; attrs[n++] = 8;
    attrs[n++] = GLX_BLUE_SIZE; attrs[n++] = 8;
    attrs[n++] = GLX_DEPTH_SIZE; attrs[n++] = o->no_depth ? 0 : 24;
    attrs[n++] = GLX_STENCIL_SIZE; attrs[n++] = o->no_depth ? 0 : 8;
    attrs[n++] = GLX_DOUBLEBUFFER; attrs[n++] = True;
    if (o->msaa > 0) {
        attrs[n++] = GLX_SAMPLE_BUFFERS; attrs[n++] = 1;
        attrs[n++] = GLX_SAMPLES; attrs[n++] = o->msaa;
    }
    if (o->srgb) {
        attrs[n++] = GLX_FRAMEBUFFER_SRGB_CAPABLE_ARB; attrs[n++] = True;
    }
    attrs[n++] = None;
    list = glXChooseFBConfig(g->dpy, DefaultScreen(g->dpy), attrs, &count);
    for (i = 0; list && i < count; i++) {
        int depth = 0, stencil = 0, samples = 0, caveat = 0, red = 0;
        XVisualInfo *vi;
        glXGetFBConfigAttrib(g->dpy, list[i], GLX_DEPTH_SIZE, &depth);
        glXGetFBConfigAttrib(g->dpy, list[i], GLX_STENCIL_SIZE, &stencil);
        glXGetFBConfigAttrib(g->dpy, list[i], GLX_SAMPLES, &samples);
        glXGetFBConfigAttrib(g->dpy, list[i], GLX_CONFIG_CAVEAT, &caveat);
        glXGetFBConfigAttrib(g->dpy, list[i], GLX_RED_SIZE, &red);
        if (depth != (o->no_depth ? 0 : 24) || stencil != (o->no_depth ? 0 : 8) || red != 8 || caveat == GLX_SLOW_CONFIG) continue;
        if (o->msaa > 0 ? samples != o->msaa : samples > 1) continue;
        vi = glXGetVisualFromFBConfig(g->dpy, list[i]);
        if (!vi) continue;
        XFree(vi);
        best = i;
        break;
    }
    if (best < 0) {
        if (list) XFree(list);
        scene_msg(prog, "no GLX FBConfig with RGB 8/8/8, depth 24, stencil 8, double-buffered%s%s",
                  o->msaa > 0 ? ", multisampled as asked" : "", o->srgb ? ", sRGB-capable" : "");
        return -1;
    }
    g->fbc = list[best];
    XFree(list);
    g->vi = glXGetVisualFromFBConfig(g->dpy, g->fbc);
    return 0;
}

static GLXContext create_context(struct glx *g, GLXContext share)
{
    GLXContext ctx = NULL;
    int (*old)(Display *, XErrorEvent *) = XSetErrorHandler(x_error_handler);
    x_error_code = 0;
    if (g->legacy) {
        ctx = glXCreateContext(g->dpy, g->vi, share, True);
    } else {
        PFNGLXCREATECONTEXTATTRIBSARBPROC create =
            (PFNGLXCREATECONTEXTATTRIBSARBPROC)glXGetProcAddressARB((const GLubyte *)"glXCreateContextAttribsARB");
        int attrs[9], n = 0;
        attrs[n++] = GLX_CONTEXT_MAJOR_VERSION_ARB; attrs[n++] = g->major;
        attrs[n++] = GLX_CONTEXT_MINOR_VERSION_ARB; attrs[n++] = g->minor;
        if (g->major * 10 + g->minor >= 32) {
            attrs[n++] = GLX_CONTEXT_PROFILE_MASK_ARB; attrs[n++] = GLX_CONTEXT_CORE_PROFILE_BIT_ARB;
        }
        attrs[n++] = None;
        if (create) {
            ctx = create(g->dpy, g->fbc, share, True, attrs);
        }
    }
    XSync(g->dpy, False);
    XSetErrorHandler(old);
    if (x_error_code) {
        ctx = NULL;
    }
    return ctx;
}

static void swap(void *user, int frame)
{
    struct glx *g = user;
    (void)frame;
    glXSwapBuffers(g->dpy, g->win);
}

static int check_current(void *user, char *why, size_t n)
{
    struct glx *g = user;
    if (glXGetCurrentContext() != g->ctx) {
        snprintf(why, n, "glXGetCurrentContext() is %p, not the program's context %p",
                 (void *)glXGetCurrentContext(), (void *)g->ctx);
        return 1;
    }
    if (glXGetCurrentDrawable() != g->win || glXGetCurrentReadDrawable() != g->win) {
        snprintf(why, n, "the current draw/read drawables are 0x%lx/0x%lx, not the window 0x%lx",
                 (unsigned long)glXGetCurrentDrawable(), (unsigned long)glXGetCurrentReadDrawable(),
                 (unsigned long)g->win);
        return 1;
    }
    if (glXGetCurrentDisplay() != g->dpy) {
        snprintf(why, n, "glXGetCurrentDisplay() is not the program's display");
        return 1;
    }
    return 0;
}

static void pump_events(void *user)
{
    struct glx *g = user;
    while (XPending(g->dpy) > 0) {
        XEvent ev;
        XNextEvent(g->dpy, &ev);
    }
}

static int resize(void *user, int w, int h, int *aw, int *ah)
{
    struct glx *g = user;
    XEvent ev;
    XWindowAttributes wa;
    XResizeWindow(g->dpy, g->win, (unsigned)w, (unsigned)h);
    XSync(g->dpy, False);
    while (wait_event(g, ConfigureNotify, &ev) == 0) {
        if (ev.xconfigure.width == w && ev.xconfigure.height == h) {
            break;
        }
    }
    if (!XGetWindowAttributes(g->dpy, g->win, &wa)) {
        return -1;
    }
    *aw = wa.width;
    *ah = wa.height;
    return 0;
}

static int loader_begin(void *user)
{
    struct glx *g = user;
    if (g->pbuf) {
        return glXMakeContextCurrent(g->dpy, g->pbuf, g->pbuf, g->loader_ctx) ? 0 : -1;
    }
    return glXMakeContextCurrent(g->dpy, None, None, g->loader_ctx) ? 0 : -1;
}

static void loader_end(void *user)
{
    struct glx *g = user;
    glXMakeContextCurrent(g->dpy, None, None, NULL);
}

static int set_swap_interval(struct glx *g, int interval)
{
    if (has_glx_ext(g->dpy, "GLX_EXT_swap_control")) {
        PFNGLXSWAPINTERVALEXTPROC f =
            (PFNGLXSWAPINTERVALEXTPROC)glXGetProcAddressARB((const GLubyte *)"glXSwapIntervalEXT");
        if (f) {
            f(g->dpy, g->win, interval);
            return 0;
        }
    }
    if (has_glx_ext(g->dpy, "GLX_MESA_swap_control")) {
        PFNGLXSWAPINTERVALMESAPROC f =
            (PFNGLXSWAPINTERVALMESAPROC)glXGetProcAddressARB((const GLubyte *)"glXSwapIntervalMESA");
        if (f && f((unsigned)interval) == 0) {
            return 0;
        }
    }
    if (interval > 0 && has_glx_ext(g->dpy, "GLX_SGI_swap_control")) {
        PFNGLXSWAPINTERVALSGIPROC f =
            (PFNGLXSWAPINTERVALSGIPROC)glXGetProcAddressARB((const GLubyte *)"glXSwapIntervalSGI");
        if (f && f(interval) == 0) {
            return 0;
        }
    }
    return -1;
}

int main(int argc, char **argv)
{
    struct glx g;
    struct scene_options o;
    struct scene_platform p;
    struct scene_api api;
    XSetWindowAttributes swa;
    XEvent ev;
    int rc, glx_major = 0, glx_minor = 0;
    char label[64];

    memset(&g, 0, sizeof g);
    g.major = 3;
    g.minor = 3;
    rc = scene_parse_options(argc, argv, prog, extra_usage, extra_option, &g, &o);
    if (rc >= 0) {
        return rc;
    }
    if (g.legacy && (g.major != 3 || g.minor != 3)) {
        scene_msg(prog, "--legacy and --gl exclude each other");
        return SCENE_EXIT_USAGE;
    }
    XInitThreads();
    g.dpy = XOpenDisplay(NULL);
    if (!g.dpy) {
        scene_msg(prog, "cannot open the X display '%s'", getenv("DISPLAY") ? getenv("DISPLAY") : "");
        return SCENE_EXIT_FAIL;
    }
    if (!glXQueryVersion(g.dpy, &glx_major, &glx_minor) || glx_major * 10 + glx_minor < 13) {
        scene_msg(prog, "GLX 1.3 or later is needed (the display has %d.%d)", glx_major, glx_minor);
        XCloseDisplay(g.dpy);
        return SCENE_EXIT_UNSUPPORTED;
    }
    if (!g.legacy && !has_glx_ext(g.dpy, "GLX_ARB_create_context")) {
        scene_msg(prog, "GLX_ARB_create_context is missing (try --legacy)");
        XCloseDisplay(g.dpy);
        return SCENE_EXIT_UNSUPPORTED;
    }
    if (choose_config(&g, &o) != 0) {
        XCloseDisplay(g.dpy);
        return SCENE_EXIT_UNSUPPORTED;
    }

    g.cmap = XCreateColormap(g.dpy, RootWindow(g.dpy, g.vi->screen), g.vi->visual, AllocNone);
    memset(&swa, 0, sizeof swa);
    swa.colormap = g.cmap;
    swa.border_pixel = 0;
    swa.background_pixmap = None;
    swa.event_mask = StructureNotifyMask | ExposureMask;
    g.win = XCreateWindow(g.dpy, RootWindow(g.dpy, g.vi->screen), 0, 0, (unsigned)o.width, (unsigned)o.height, 0,
                          g.vi->depth, InputOutput, g.vi->visual, CWBorderPixel | CWColormap | CWEventMask, &swa);
    XStoreName(g.dpy, g.win, prog);
    XMapWindow(g.dpy, g.win);
    if (wait_event(&g, MapNotify, &ev) != 0) {
        scene_msg(prog, "the window was not mapped within two seconds");
    }

    g.ctx = create_context(&g, NULL);
    if (!g.ctx) {
        if (g.legacy) scene_msg(prog, "glXCreateContext failed");
        else scene_msg(prog, "glXCreateContextAttribsARB could not make an OpenGL %d.%d%s context", g.major,
                       g.minor, g.major * 10 + g.minor >= 32 ? " core" : "");
        rc = SCENE_EXIT_UNSUPPORTED;
        goto out;
    }
    if (!glXMakeCurrent(g.dpy, g.win, g.ctx)) {
        scene_msg(prog, "glXMakeCurrent failed");
        rc = SCENE_EXIT_FAIL;
        goto out;
    }
    if (o.swap_interval >= 0 && set_swap_interval(&g, o.swap_interval) != 0) {
        scene_msg(prog, "--swap-interval %d: this GLX screen offers no swap control that accepts it "
                        "(GLX_EXT_swap_control, GLX_MESA_swap_control, GLX_SGI_swap_control)", o.swap_interval);
        rc = SCENE_EXIT_UNSUPPORTED;
        goto out;
    }
    if (o.loader_thread) {
        int pb_attrs[] = {GLX_PBUFFER_WIDTH, 1, GLX_PBUFFER_HEIGHT, 1, None};
        int (*old)(Display *, XErrorEvent *);
        g.loader_ctx = create_context(&g, g.ctx);
        if (!g.loader_ctx) {
            scene_msg(prog, "--loader-thread: could not make the shared context");
            rc = SCENE_EXIT_FAIL;
            goto out;
        }
        old = XSetErrorHandler(x_error_handler);
        x_error_code = 0;
        g.pbuf = glXCreatePbuffer(g.dpy, g.fbc, pb_attrs);
        XSync(g.dpy, False);
        XSetErrorHandler(old);
        if (x_error_code) {
            g.pbuf = 0; /* the loader context is then made current without a drawable */
        }
    }

    memset(&p, 0, sizeof p);
    p.user = &g;
    p.swap = swap;
    p.check_current = check_current;
    p.resize = resize;
    p.pump_events = pump_events;
    p.loader_begin = loader_begin;
    p.loader_end = loader_end;
    memset(&api, 0, sizeof api);
    api.gles = 0;
    if (!g.legacy) {
        api.cap_major = g.major;
        api.cap_minor = g.minor;
        snprintf(label, sizeof label, "GLX, OpenGL %d.%d%s", g.major, g.minor,
                 g.major * 10 + g.minor >= 32 ? " core" : "");
    } else {
        snprintf(label, sizeof label, "GLX, legacy glXCreateContext");
    }
    api.label = label;
    rc = scene_run(&o, &api, getproc, &p, prog);

out:
    glXMakeCurrent(g.dpy, None, NULL);
    if (g.pbuf) glXDestroyPbuffer(g.dpy, g.pbuf);
    if (g.loader_ctx) glXDestroyContext(g.dpy, g.loader_ctx);
    if (g.ctx) glXDestroyContext(g.dpy, g.ctx);
    XDestroyWindow(g.dpy, g.win);
    XFreeColormap(g.dpy, g.cmap);
    if (g.vi) XFree(g.vi);
    XCloseDisplay(g.dpy);
    return rc;
}
