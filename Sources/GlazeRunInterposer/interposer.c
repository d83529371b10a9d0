/*
 * libglazerun.so: `glaze run`'s interposer, preloaded (LD_PRELOAD) into any OpenGL program.
 *
 * It exports the swap entry points of GLX (glXSwapBuffers, glXSwapBuffersMscOML) and EGL
 * (eglSwapBuffers, eglSwapBuffersWithDamageKHR/EXT), the get-proc-address entry points that hand
 * them out, the context destructors, and dlsym, for programs that dlopen libGL or libEGL and
 * look the swap up by hand (SDL2, glmark2). At each swap of a window surface it makes a GL
 * context of its own current on the game's drawable (the "private context": same framebuffer
 * configuration, desktop GL 3.3 core or OpenGL ES 3.0, sharing nothing with the game), lets
 * libglazefx copy the back buffer, run the effect file and draw the result back, swaps, and makes
 * the game's context current again. The game's contexts are never used: their state, their
 * object names and their glGetError flags stay exactly as the game left them.
 *
 * Nothing happens before the first swap: no thread, no file, no socket. At the first swap it
 * loads libglazefx (GLAZE_LIBRARY, else beside this file: libglazefx.so.1, or the development
 * build's libGlazeC.so) and opens the log (GLAZE_LOG, else stderr). Any failure leaves the game's
 * frames as it drew them and is logged once. Build: scripts/build-interposer.sh (plain cc; no
 * Swift, no libGL at link time). Environment variables: docs/run.md.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <X11/Xlib.h>
#include <GL/glx.h>
#include <GL/glxext.h>
#include <EGL/egl.h>
#include <EGL/eglext.h>

#include "glaze_run.h"

#define EXPORT __attribute__((visibility("default")))

/* ---------------------------------------------------------------------------------------- */
/* Real functions                                                                           */
/* ---------------------------------------------------------------------------------------- */

typedef void *(*dlsym_function)(void *, const char *);

/** glibc's dlsym (this file overrides the exported one). */
static dlsym_function real_dlsym_function(void) {
    static dlsym_function real;
    if (!real) {
        dlsym_function found = (dlsym_function)dlvsym(RTLD_NEXT, "dlsym", "GLIBC_2.34");
        if (!found) found = (dlsym_function)dlvsym(RTLD_NEXT, "dlsym", "GLIBC_2.2.5");
        __atomic_store_n(&real, found, __ATOMIC_RELEASE);
    }
    return real;
}

static void *real_dlsym(void *handle, const char *name) {
    dlsym_function real = real_dlsym_function();
    return real ? real(handle, name) : NULL;
}

/** The window-system library `soname`, loaded for our own lookups (shared with the program's copy). */
static void *library_handle(const char *soname, void **slot) {
    void *handle = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (!handle) {
        handle = dlopen(soname, RTLD_LAZY | RTLD_LOCAL);
        if (handle) __atomic_store_n(slot, handle, __ATOMIC_RELEASE);
    }
    return handle;
}

static void *gl_handle, *egl_handle, *x11_handle;

/** Real function pointers, found once: from the program's own dlsym of a GL library handle (the
 *  dlopen path), else the next definition after this library, else our own handle of the library. */
typedef enum real_index {
    REAL_GLX_SWAP, REAL_GLX_SWAP_MSC, REAL_GLX_GET_PROC, REAL_GLX_GET_PROC_ARB, REAL_GLX_DESTROY_CONTEXT,
    REAL_EGL_SWAP, REAL_EGL_SWAP_DAMAGE_KHR, REAL_EGL_SWAP_DAMAGE_EXT, REAL_EGL_GET_PROC, REAL_EGL_DESTROY_CONTEXT,
    REAL_EGL_TERMINATE, REAL_COUNT
} real_index;

static const char *const hooked_names[REAL_COUNT] = {
    "glXSwapBuffers", "glXSwapBuffersMscOML", "glXGetProcAddress", "glXGetProcAddressARB", "glXDestroyContext",
    "eglSwapBuffers", "eglSwapBuffersWithDamageKHR", "eglSwapBuffersWithDamageEXT", "eglGetProcAddress",
    "eglDestroyContext", "eglTerminate",
};

static void *real_functions[REAL_COUNT];

static int is_egl_index(real_index index) { return index >= REAL_EGL_SWAP; }

static void *real_function(real_index index) {
    void *found = __atomic_load_n(&real_functions[index], __ATOMIC_ACQUIRE);
    if (found) return found;
    const char *name = hooked_names[index];
    found = real_dlsym(RTLD_NEXT, name);
    if (!found) {
        void *library = is_egl_index(index) ? library_handle("libEGL.so.1", &egl_handle)
                                            : library_handle("libGL.so.1", &gl_handle);
        if (library) found = real_dlsym(library, name);
    }
    if (found) __atomic_store_n(&real_functions[index], found, __ATOMIC_RELEASE);
    return found;
}

/** A GL or window-system function that is not hooked, by name (GLX through glXGetProcAddressARB). */
static void *glx_function(const char *name) {
    void *found = real_dlsym(RTLD_NEXT, name);
    if (!found && library_handle("libGL.so.1", &gl_handle)) found = real_dlsym(gl_handle, name);
    if (!found) {
        __GLXextFuncPtr (*get)(const GLubyte *) = (__GLXextFuncPtr (*)(const GLubyte *))real_function(REAL_GLX_GET_PROC_ARB);
        if (get) found = (void *)get((const GLubyte *)name);
    }
    return found;
}

static void *egl_function(const char *name) {
    void *found = real_dlsym(RTLD_NEXT, name);
    if (!found && library_handle("libEGL.so.1", &egl_handle)) found = real_dlsym(egl_handle, name);
    if (!found) {
        void *(*get)(const char *) = (void *(*)(const char *))real_function(REAL_EGL_GET_PROC);
        if (get) found = get(name);
    }
    return found;
}

static void *x11_function(const char *name) {
    void *found = real_dlsym(RTLD_DEFAULT, name);
    if (!found && library_handle("libX11.so.6", &x11_handle)) found = real_dlsym(x11_handle, name);
    return found;
}

/* ---------------------------------------------------------------------------------------- */
/* The log                                                                                  */
/* ---------------------------------------------------------------------------------------- */

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static FILE *log_file;
static int log_opened;

/** Writes "glaze: LINE" to GLAZE_LOG (appending) or stderr. Opened at the first message. */
static void log_line(const char *line) {
    static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
    pthread_mutex_lock(&log_lock);
    if (!log_opened) {
        log_opened = 1;
        const char *path = getenv("GLAZE_LOG");
        if (path && *path) log_file = fopen(path, "ae");
        if (!log_file) log_file = stderr;
    }
    fprintf(log_file, "glaze: %s\n", line);
    fflush(log_file);
    pthread_mutex_unlock(&log_lock);
}

static void log_format(const char *format, ...) __attribute__((format(printf, 1, 2)));
static void log_format(const char *format, ...) {
    char line[1024];
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(line, sizeof line, format, arguments);
    va_end(arguments);
    log_line(line);
}

/* ---------------------------------------------------------------------------------------- */
/* libglazefx                                                                               */
/* ---------------------------------------------------------------------------------------- */

static struct {
    glaze_run_session *(*session_start)(const char *, glaze_run_log_function);
    const char *(*session_key)(const glaze_run_session *, int);
    int (*session_enabled_on_launch)(const glaze_run_session *);
    glaze_run_presenter *(*presenter_create)(glaze_run_session *);
    int (*presenter_frame)(glaze_run_presenter *, const glaze_run_surface *, const glaze_run_input *, long long);
    void (*presenter_destroy)(glaze_run_presenter *);
} glaze;

static glaze_run_session *session;
/** 0: not started; 1: running; -1: off for this process (logged why). */
static int state;
static int enabled = 1;
static long long swaps;
/** Set while this thread does Glaze's work: hooks reached from inside pass straight through. */
static __thread int inside __attribute__((tls_model("initial-exec")));

/** The folder of this library, with a trailing slash ("" when unknown). */
static void own_folder(char *folder, size_t size) {
    Dl_info info;
    folder[0] = 0;
    if (dladdr((void *)own_folder, &info) && info.dli_fname) {
        const char *slash = strrchr(info.dli_fname, '/');
        if (slash && (size_t)(slash - info.dli_fname + 1) < size) {
            memcpy(folder, info.dli_fname, (size_t)(slash - info.dli_fname + 1));
            folder[slash - info.dli_fname + 1] = 0;
        }
    }
}

static void *load_glaze_library(void) {
    const char *named = getenv("GLAZE_LIBRARY");
    if (named && *named) {
        void *handle = dlopen(named, RTLD_NOW | RTLD_LOCAL);
        if (!handle) log_format("cannot load GLAZE_LIBRARY=%s: %s", named, dlerror());
        return handle;
    }
    char folder[4096];
    own_folder(folder, sizeof folder);
    const char *const names[] = {"libglazefx.so.1", "libGlazeC.so"};
    char path[4200];
    char tried[9000] = "";
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        snprintf(path, sizeof path, "%s%s", folder, names[i]);
        void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
        if (handle) return handle;
        size_t used = strlen(tried);
        snprintf(tried + used, sizeof tried - used, "%s%s (%s)", used ? ", " : "", path, dlerror());
    }
    log_format("cannot load libglazefx: tried %s; set GLAZE_LIBRARY to its path", tried);
    return NULL;
}

static const char *executable_path(char *buffer, size_t size) {
    ssize_t length = readlink("/proc/self/exe", buffer, size - 1);
    if (length <= 0) return "";
    buffer[length] = 0;
    return buffer;
}

/* X11 keys, polled on a display connection of our own (XQueryKeymap: one round trip a frame). */
static struct {
    Display *display;
    int (*query_keymap)(Display *, char[32]);
    KeyCode codes[3];
    int down[3];
} keys;

static void open_keys(void) {
    if (!getenv("DISPLAY") || !library_handle("libX11.so.6", &x11_handle)) return;
    Display *(*open_display)(const char *) = (Display *(*)(const char *))x11_function("XOpenDisplay");
    KeySym (*string_to_keysym)(const char *) = (KeySym (*)(const char *))x11_function("XStringToKeysym");
    KeyCode (*keysym_to_keycode)(Display *, KeySym) = (KeyCode (*)(Display *, KeySym))x11_function("XKeysymToKeycode");
    keys.query_keymap = (int (*)(Display *, char[32]))x11_function("XQueryKeymap");
    if (!open_display || !string_to_keysym || !keysym_to_keycode || !keys.query_keymap) return;
    keys.display = open_display(NULL);
    if (!keys.display) return;
    for (int key = 0; key < 3; key++) {
        const char *name = glaze.session_key(session, key);
        if (!name || !*name) continue;
        KeySym symbol = string_to_keysym(name);
        keys.codes[key] = symbol == NoSymbol ? 0 : keysym_to_keycode(keys.display, symbol);
        if (!keys.codes[key]) log_format("key '%s' is not an X11 key name (XStringToKeysym); it does nothing", name);
    }
}

static glaze_run_input poll_keys(void) {
    glaze_run_input input = {0, 0, 0};
    if (!keys.display) return input;
    char map[32];
    keys.query_keymap(keys.display, map);
    int *pressed[3] = {&input.toggle, &input.next_preset, &input.depth_view};
    for (int key = 0; key < 3; key++) {
        KeyCode code = keys.codes[key];
        int down = code && (map[code / 8] & (1 << (code % 8)));
        *pressed[key] = down && !keys.down[key];
        keys.down[key] = down;
    }
    return input;
}

/* Frame cost, reported at exit. */
static struct {
    long long frames;
    double total;
    double worst;
} cost;

static double now_seconds(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec + (double)time.tv_nsec * 1e-9;
}

static void report_cost(void) {
    if (cost.frames > 0) {
        log_format("%lld frames presented with effects; Glaze added %.0f us a frame on average (worst %.0f us), "
                   "on the CPU, outside the real swap", cost.frames, cost.total / (double)cost.frames * 1e6,
                   cost.worst * 1e6);
    }
}

/** Starts Glaze at the first swap (lock held). Returns 1 when it runs. */
static int start(void) {
    if (state) return state > 0;
    state = -1;
    const char *off = getenv("GLAZE_DISABLE");
    if (off && *off && strcmp(off, "0") != 0) return 0;
    void *library = load_glaze_library();
    if (!library) return 0;
    glaze.session_start = (glaze_run_session *(*)(const char *, glaze_run_log_function))real_dlsym(library, "glaze_run_session_start");
    glaze.session_key = (const char *(*)(const glaze_run_session *, int))real_dlsym(library, "glaze_run_session_key");
    glaze.session_enabled_on_launch = (int (*)(const glaze_run_session *))real_dlsym(library, "glaze_run_session_enabled_on_launch");
    glaze.presenter_create = (glaze_run_presenter *(*)(glaze_run_session *))real_dlsym(library, "glaze_run_presenter_create");
    glaze.presenter_frame = (int (*)(glaze_run_presenter *, const glaze_run_surface *, const glaze_run_input *, long long))
        real_dlsym(library, "glaze_run_presenter_frame");
    glaze.presenter_destroy = (void (*)(glaze_run_presenter *))real_dlsym(library, "glaze_run_presenter_destroy");
    if (!glaze.session_start || !glaze.session_key || !glaze.session_enabled_on_launch || !glaze.presenter_create
        || !glaze.presenter_frame || !glaze.presenter_destroy) {
        log_line("the loaded libglazefx has no glaze_run_* functions (an older release?); effects are off");
        return 0;
    }
    char path[4096];
    session = glaze.session_start(executable_path(path, sizeof path), log_line);
    if (!session) return 0;
    enabled = glaze.session_enabled_on_launch(session);
    open_keys();
    atexit(report_cost);
    state = 1;
    return 1;
}

/* ---------------------------------------------------------------------------------------- */
/* Private contexts                                                                         */
/* ---------------------------------------------------------------------------------------- */

typedef enum window_api { API_GLX, API_EGL } window_api;

/** Windows one game context presents with effects; more are left as the game draws them. */
enum { MAX_WINDOWS = 8 };

/** The private context made for one game context, and its frame work. */
typedef struct slot {
    window_api api;
    void *display;
    void *game_context;
    void *own_context;
    /** EGL: the config of the private context (that of the surface it was made for). */
    EGLConfig config;
    int depth_bits, stencil_bits, samples, gles;
    /** The frame work of each window the game context presented (a presenter each: its copies
     *  and effect file have the window's size). */
    struct window {
        uintptr_t drawable;
        glaze_run_presenter *presenter;
        /** Set when this window cannot have effects (logged once): its frames pass through. */
        int failed;
    } windows[MAX_WINDOWS];
    int window_count;
    /** Set when this context cannot have effects (logged once): its frames pass through. */
    int failed;
    struct slot *next;
} slot;

static slot *slots;

static slot *find_slot(window_api api, void *display, void *game_context) {
    for (slot *s = slots; s; s = s->next) {
        if (s->api == api && s->display == display && s->game_context == game_context) return s;
    }
    return NULL;
}

static slot *add_slot(window_api api, void *display, void *game_context) {
    slot *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->api = api;
    s->display = display;
    s->game_context = game_context;
    s->next = slots;
    slots = s;
    return s;
}

static void unlink_slot(slot *gone) {
    for (slot **link = &slots; *link; link = &(*link)->next) {
        if (*link == gone) {
            *link = gone->next;
            return;
        }
    }
}

/* X errors while making a GLX context (a refused profile or version) must not reach the game's
   handler, whose default exits the process. */
static int x_error_seen;
static int trap_x_error(Display *display, XErrorEvent *event) {
    (void)display;
    (void)event;
    x_error_seen = 1;
    return 0;
}

static GLXContext create_glx_context(Display *display, GLXContext game, GLXDrawable drawable, slot *s) {
    int (*query_context)(Display *, GLXContext, int, int *) =
        (int (*)(Display *, GLXContext, int, int *))glx_function("glXQueryContext");
    GLXFBConfig *(*choose_config)(Display *, int, const int *, int *) =
        (GLXFBConfig *(*)(Display *, int, const int *, int *))glx_function("glXChooseFBConfig");
    int (*config_attribute)(Display *, GLXFBConfig, int, int *) =
        (int (*)(Display *, GLXFBConfig, int, int *))glx_function("glXGetFBConfigAttrib");
    PFNGLXCREATECONTEXTATTRIBSARBPROC create = (PFNGLXCREATECONTEXTATTRIBSARBPROC)glx_function("glXCreateContextAttribsARB");
    XErrorHandler (*set_error_handler)(XErrorHandler) = (XErrorHandler (*)(XErrorHandler))x11_function("XSetErrorHandler");
    int (*sync)(Display *, Bool) = (int (*)(Display *, Bool))x11_function("XSync");
    int (*x_free)(void *) = (int (*)(void *))x11_function("XFree");
    if (!query_context || !choose_config || !config_attribute || !set_error_handler || !sync) {
        log_line("GLX lacks glXQueryContext, glXChooseFBConfig or Xlib's error handling: effects are off");
        return NULL;
    }
    if (!create) {
        log_line("GLX has no glXCreateContextAttribsARB (GLX_ARB_create_context): Glaze needs an OpenGL 3.3 core "
                 "context beside the game's; effects are off");
        return NULL;
    }
    void (*query_drawable)(Display *, GLXDrawable, int, unsigned int *) =
        (void (*)(Display *, GLXDrawable, int, unsigned int *))glx_function("glXQueryDrawable");
    /* The drawable's own configuration: a context made from a visual (glXCreateContext) reports
       one of the configurations of that visual, perhaps a single-buffered one. */
    unsigned int drawable_id = 0;
    if (query_drawable) query_drawable(display, drawable, GLX_FBCONFIG_ID, &drawable_id);
    int id = (int)drawable_id, screen = 0;
    if ((!id && query_context(display, game, GLX_FBCONFIG_ID, &id) != Success)
        || query_context(display, game, GLX_SCREEN, &screen) != Success) {
        log_line("glXQueryContext could not tell the game context's framebuffer configuration: effects are off");
        return NULL;
    }
    const int wanted[] = {GLX_FBCONFIG_ID, id, None};
    int count = 0;
    GLXFBConfig *configs = choose_config(display, screen, wanted, &count);
    if (!configs || count < 1) {
        log_format("no GLX framebuffer configuration with id 0x%x (the game context's): effects are off", id);
        return NULL;
    }
    GLXFBConfig config = configs[0];
    if (x_free) x_free(configs);
    config_attribute(display, config, GLX_DEPTH_SIZE, &s->depth_bits);
    config_attribute(display, config, GLX_STENCIL_SIZE, &s->stencil_bits);
    config_attribute(display, config, GLX_SAMPLES, &s->samples);
    const int attributes[] = {
        GLX_CONTEXT_MAJOR_VERSION_ARB, 3, GLX_CONTEXT_MINOR_VERSION_ARB, 3,
        GLX_CONTEXT_PROFILE_MASK_ARB, GLX_CONTEXT_CORE_PROFILE_BIT_ARB, None,
    };
    sync(display, False);
    x_error_seen = 0;
    XErrorHandler previous = set_error_handler(trap_x_error);
    GLXContext own = create(display, config, NULL, True, attributes);
    sync(display, False);
    set_error_handler(previous);
    if (!own || x_error_seen) {
        log_line("the driver refused an OpenGL 3.3 core context for the game's window (Glaze needs desktop OpenGL 3.3 "
                 "or OpenGL ES 3.0): effects are off, the game's frames are shown as it draws them");
        return NULL;
    }
    return own;
}

static EGLContext create_egl_context(EGLDisplay display, EGLContext game, EGLSurface surface, slot *s) {
    EGLBoolean (*query_surface)(EGLDisplay, EGLSurface, EGLint, EGLint *) =
        (EGLBoolean (*)(EGLDisplay, EGLSurface, EGLint, EGLint *))egl_function("eglQuerySurface");
    EGLBoolean (*query_context)(EGLDisplay, EGLContext, EGLint, EGLint *) =
        (EGLBoolean (*)(EGLDisplay, EGLContext, EGLint, EGLint *))egl_function("eglQueryContext");
    EGLBoolean (*choose_config)(EGLDisplay, const EGLint *, EGLConfig *, EGLint, EGLint *) =
        (EGLBoolean (*)(EGLDisplay, const EGLint *, EGLConfig *, EGLint, EGLint *))egl_function("eglChooseConfig");
    EGLBoolean (*config_attribute)(EGLDisplay, EGLConfig, EGLint, EGLint *) =
        (EGLBoolean (*)(EGLDisplay, EGLConfig, EGLint, EGLint *))egl_function("eglGetConfigAttrib");
    EGLenum (*query_api)(void) = (EGLenum (*)(void))egl_function("eglQueryAPI");
    EGLBoolean (*bind_api)(EGLenum) = (EGLBoolean (*)(EGLenum))egl_function("eglBindAPI");
    EGLContext (*create)(EGLDisplay, EGLConfig, EGLContext, const EGLint *) =
        (EGLContext (*)(EGLDisplay, EGLConfig, EGLContext, const EGLint *))egl_function("eglCreateContext");
    if (!query_surface || !query_context || !choose_config || !config_attribute || !query_api || !bind_api || !create) {
        log_line("EGL lacks a function Glaze needs (eglQuerySurface, eglQueryContext, eglChooseConfig, eglBindAPI, "
                 "eglCreateContext): effects are off");
        return EGL_NO_CONTEXT;
    }
    EGLint id = 0, client = 0, count = 0;
    query_context(display, game, EGL_CONTEXT_CLIENT_TYPE, &client);
    if (!query_surface(display, surface, EGL_CONFIG_ID, &id)) {
        log_line("eglQuerySurface could not tell the window surface's configuration: effects are off");
        return EGL_NO_CONTEXT;
    }
    const EGLint wanted[] = {EGL_CONFIG_ID, id, EGL_NONE};
    EGLConfig config = NULL;
    if (!choose_config(display, wanted, &config, 1, &count) || count < 1) {
        log_format("no EGL configuration with id %d (the window surface's): effects are off", id);
        return EGL_NO_CONTEXT;
    }
    s->config = config;
    config_attribute(display, config, EGL_DEPTH_SIZE, &s->depth_bits);
    config_attribute(display, config, EGL_STENCIL_SIZE, &s->stencil_bits);
    config_attribute(display, config, EGL_SAMPLES, &s->samples);
    s->gles = client != EGL_OPENGL_API;
    const EGLint es3[] = {EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 0, EGL_NONE};
    const EGLint core[] = {
        EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3,
        EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE,
    };
    EGLenum previous = query_api();
    bind_api(s->gles ? EGL_OPENGL_ES_API : EGL_OPENGL_API);
    EGLContext own = create(display, config, EGL_NO_CONTEXT, s->gles ? es3 : core);
    bind_api(previous);
    if (own == EGL_NO_CONTEXT) {
        log_format("the driver refused an %s context for the game's window surface (Glaze needs desktop OpenGL 3.3 or "
                   "OpenGL ES 3.0): effects are off, the game's frames are shown as it draws them",
                   s->gles ? "OpenGL ES 3.0" : "OpenGL 3.3 core");
    }
    return own;
}

/** The window entry of `drawable` in `s` (made on first use), or NULL when `s` has no room. */
static struct window *find_window(slot *s, uintptr_t drawable) {
    for (int i = 0; i < s->window_count; i++) {
        if (s->windows[i].drawable == drawable) return &s->windows[i];
    }
    if (s->window_count == MAX_WINDOWS) {
        log_format("a game context presents more than %d windows: the others are shown as the game draws them", MAX_WINDOWS);
        return NULL;
    }
    struct window *w = &s->windows[s->window_count++];
    w->drawable = drawable;
    w->presenter = NULL;
    w->failed = 0;
    return w;
}

/** Frame work for window `w` of `s` with its private context current; marks the window failed
 *  when it cannot run. */
static int run_frame(slot *s, struct window *w, int width, int height) {
    if (!w->presenter) {
        w->presenter = glaze.presenter_create(session);
        if (!w->presenter) {
            w->failed = 1;
            return 0;
        }
    }
    glaze_run_surface surface = {width, height, s->depth_bits, s->stencil_bits, s->samples, s->gles};
    glaze_run_input input = poll_keys();
    if (input.toggle) {
        enabled = !enabled;
        log_format("effects %s (toggle key)", enabled ? "on" : "off");
    }
    if (!enabled) {
        input.next_preset = input.depth_view = 0;
    }
    return enabled ? glaze.presenter_frame(w->presenter, &surface, &input, swaps) : 0;
}

/** One window system's steps around a frame with effects (GLX, EGL); `swap` is its own record. */
typedef struct window_steps {
    /** The make-current function's name, for messages. */
    const char *make_current_name;
    /** Makes the private context current on the swap's window; non-zero on success. */
    int (*own_current)(void *swap, void *own_context);
    /** Makes the game's context current again with its own draw and read surfaces; non-zero on success. */
    int (*game_current)(void *swap);
    /** The swap the game asked for. */
    void (*real_swap)(void *swap);
} window_steps;

/** The frame of window `w` of `s`: the private context current, the effects, the real swap
 *  (with the private context current, so that it flushes Glaze's work first), the game's context
 *  current again. `began` is when the swap entered the interposer (the exit report counts from
 *  it). Returns whether it swapped; 0 leaves the swap to the caller, with the game's context
 *  still current (a failed make-current changes nothing). */
static int present_window(slot *s, struct window *w, int width, int height, double began, void *swap,
                          const window_steps *steps) {
    if (!steps->own_current(swap, s->own_context)) {
        log_format("%s refused the private context on the game's window: effects are off for it", steps->make_current_name);
        w->failed = 1;
        return 0;
    }
    int drew = run_frame(s, w, width, height);
    double worked = now_seconds() - began;
    steps->real_swap(swap);
    double swapped = now_seconds();
    if (!steps->game_current(swap)) {
        log_format("%s could not make the game's context current again after the swap", steps->make_current_name);
    }
    if (drew) {
        worked += now_seconds() - swapped;
        cost.frames++;
        cost.total += worked;
        if (worked > cost.worst) cost.worst = worked;
    }
    return 1;
}

/* ---------------------------------------------------------------------------------------- */
/* GLX swaps                                                                                */
/* ---------------------------------------------------------------------------------------- */

typedef struct glx_swap {
    Display *display;
    GLXDrawable drawable;
    int oml;
    int64_t target, divisor, remainder, result;
    /** The game's context and read drawable at the swap (put back after it). */
    GLXContext game;
    GLXDrawable read;
} glx_swap;

/** The GLX functions a swap calls, found once. */
static struct {
    GLXContext (*current_context)(void);
    GLXDrawable (*current_drawable)(void);
    GLXDrawable (*current_read)(void);
    Bool (*make_current)(Display *, GLXDrawable, GLXDrawable, GLXContext);
    void (*query_drawable)(Display *, GLXDrawable, int, unsigned int *);
} glx;

static void real_glx_swap(glx_swap *swap) {
    if (swap->oml) {
        int64_t (*real)(Display *, GLXDrawable, int64_t, int64_t, int64_t) =
            (int64_t (*)(Display *, GLXDrawable, int64_t, int64_t, int64_t))real_function(REAL_GLX_SWAP_MSC);
        swap->result = real ? real(swap->display, swap->drawable, swap->target, swap->divisor, swap->remainder) : -1;
    } else {
        void (*real)(Display *, GLXDrawable) = (void (*)(Display *, GLXDrawable))real_function(REAL_GLX_SWAP);
        if (real) real(swap->display, swap->drawable);
    }
}

static int glx_own_current(void *record, void *own) {
    glx_swap *swap = record;
    return glx.make_current(swap->display, swap->drawable, swap->drawable, own);
}

static int glx_game_current(void *record) {
    glx_swap *swap = record;
    return glx.make_current(swap->display, swap->drawable, swap->read, swap->game);
}

static void glx_real_swap(void *record) { real_glx_swap(record); }

static const window_steps glx_steps = {"glXMakeContextCurrent", glx_own_current, glx_game_current, glx_real_swap};

static void present_glx(glx_swap *swap) {
    if (inside) {
        real_glx_swap(swap);
        return;
    }
    pthread_mutex_lock(&lock);
    inside = 1;
    swaps++;
    if (!glx.make_current) {
        glx.current_context = (GLXContext (*)(void))glx_function("glXGetCurrentContext");
        glx.current_drawable = (GLXDrawable (*)(void))glx_function("glXGetCurrentDrawable");
        glx.current_read = (GLXDrawable (*)(void))glx_function("glXGetCurrentReadDrawable");
        glx.query_drawable = (void (*)(Display *, GLXDrawable, int, unsigned int *))glx_function("glXQueryDrawable");
        glx.make_current = (Bool (*)(Display *, GLXDrawable, GLXDrawable, GLXContext))glx_function("glXMakeContextCurrent");
    }
    double began = now_seconds();
    swap->game = glx.current_context ? glx.current_context() : NULL;
    int presented = 0;
    if (swap->game && glx.current_drawable && glx.current_drawable() == swap->drawable && glx.current_read
        && glx.make_current && glx.query_drawable && start()) {
        slot *s = find_slot(API_GLX, swap->display, swap->game);
        if (!s && (s = add_slot(API_GLX, swap->display, swap->game))) {
            s->own_context = create_glx_context(swap->display, swap->game, swap->drawable, s);
            s->failed = s->own_context == NULL;
        }
        struct window *w = s && !s->failed ? find_window(s, (uintptr_t)swap->drawable) : NULL;
        unsigned int width = 0, height = 0;
        if (w && !w->failed) {
            glx.query_drawable(swap->display, swap->drawable, GLX_WIDTH, &width);
            glx.query_drawable(swap->display, swap->drawable, GLX_HEIGHT, &height);
            swap->read = glx.current_read();
        }
        if (width > 0 && height > 0) presented = present_window(s, w, (int)width, (int)height, began, swap, &glx_steps);
    }
    inside = 0;
    pthread_mutex_unlock(&lock);
    if (!presented) real_glx_swap(swap);
}

EXPORT void glXSwapBuffers(Display *display, GLXDrawable drawable) {
    glx_swap swap = {display, drawable, 0, 0, 0, 0, 0, NULL, 0};
    present_glx(&swap);
}

EXPORT int64_t glXSwapBuffersMscOML(Display *display, GLXDrawable drawable, int64_t target, int64_t divisor,
                                    int64_t remainder) {
    glx_swap swap = {display, drawable, 1, target, divisor, remainder, -1, NULL, 0};
    present_glx(&swap);
    return swap.result;
}

/** Forgets the private context made for `game` (on `display`; NULL: every one of `display`). */
static void forget_contexts(window_api api, void *display, void *game) {
    pthread_mutex_lock(&lock);
    inside = 1;
    for (slot *s = slots, *next; s; s = next) {
        next = s->next;
        if (s->api != api || s->display != display || (game && s->game_context != game)) continue;
        unlink_slot(s);
        /* The game's context (or none) is current, not ours: the frame work forgets its GL
           objects, which die with the private context, since it shares nothing. */
        for (int i = 0; i < s->window_count; i++) {
            if (s->windows[i].presenter) glaze.presenter_destroy(s->windows[i].presenter);
        }
        if (s->own_context && api == API_GLX) {
            void (*destroy)(Display *, GLXContext) = (void (*)(Display *, GLXContext))real_function(REAL_GLX_DESTROY_CONTEXT);
            if (destroy) destroy(display, s->own_context);
        } else if (s->own_context) {
            EGLBoolean (*destroy)(EGLDisplay, EGLContext) = (EGLBoolean (*)(EGLDisplay, EGLContext))real_function(REAL_EGL_DESTROY_CONTEXT);
            if (destroy) destroy(display, s->own_context);
        }
        free(s);
    }
    inside = 0;
    pthread_mutex_unlock(&lock);
}

EXPORT void glXDestroyContext(Display *display, GLXContext context) {
    if (!inside) forget_contexts(API_GLX, display, context);
    void (*real)(Display *, GLXContext) = (void (*)(Display *, GLXContext))real_function(REAL_GLX_DESTROY_CONTEXT);
    if (real) real(display, context);
}

/* ---------------------------------------------------------------------------------------- */
/* EGL swaps                                                                                */
/* ---------------------------------------------------------------------------------------- */

typedef struct egl_swap {
    EGLDisplay display;
    EGLSurface surface;
    real_index which;
    const EGLint *rects;
    EGLint rect_count;
    EGLBoolean result;
    /** The game's context and read surface at the swap (put back after it). */
    EGLContext game;
    EGLSurface read;
} egl_swap;

/** The EGL functions a swap calls, found once. */
static struct {
    EGLContext (*current_context)(void);
    EGLSurface (*current_surface)(EGLint);
    EGLBoolean (*make_current)(EGLDisplay, EGLSurface, EGLSurface, EGLContext);
    EGLBoolean (*query_surface)(EGLDisplay, EGLSurface, EGLint, EGLint *);
} egl;

static void real_egl_swap(egl_swap *swap) {
    if (swap->which == REAL_EGL_SWAP) {
        EGLBoolean (*real)(EGLDisplay, EGLSurface) = (EGLBoolean (*)(EGLDisplay, EGLSurface))real_function(REAL_EGL_SWAP);
        swap->result = real ? real(swap->display, swap->surface) : EGL_FALSE;
    } else {
        EGLBoolean (*real)(EGLDisplay, EGLSurface, const EGLint *, EGLint) =
            (EGLBoolean (*)(EGLDisplay, EGLSurface, const EGLint *, EGLint))real_function(swap->which);
        swap->result = real ? real(swap->display, swap->surface, swap->rects, swap->rect_count) : EGL_FALSE;
    }
}

static int egl_own_current(void *record, void *own) {
    egl_swap *swap = record;
    return egl.make_current(swap->display, swap->surface, swap->surface, own);
}

static int egl_game_current(void *record) {
    egl_swap *swap = record;
    return egl.make_current(swap->display, swap->surface, swap->read, swap->game);
}

static void egl_real_swap(void *record) { real_egl_swap(record); }

static const window_steps egl_steps = {"eglMakeCurrent", egl_own_current, egl_game_current, egl_real_swap};

static void present_egl(egl_swap *swap) {
    if (inside) {
        real_egl_swap(swap);
        return;
    }
    pthread_mutex_lock(&lock);
    inside = 1;
    swaps++;
    if (!egl.make_current) {
        egl.current_context = (EGLContext (*)(void))egl_function("eglGetCurrentContext");
        egl.current_surface = (EGLSurface (*)(EGLint))egl_function("eglGetCurrentSurface");
        egl.query_surface = (EGLBoolean (*)(EGLDisplay, EGLSurface, EGLint, EGLint *))egl_function("eglQuerySurface");
        egl.make_current = (EGLBoolean (*)(EGLDisplay, EGLSurface, EGLSurface, EGLContext))egl_function("eglMakeCurrent");
    }
    double began = now_seconds();
    swap->game = egl.current_context ? egl.current_context() : EGL_NO_CONTEXT;
    int presented = 0;
    if (swap->game != EGL_NO_CONTEXT && egl.current_surface && egl.current_surface(EGL_DRAW) == swap->surface
        && egl.make_current && egl.query_surface && start()) {
        slot *s = find_slot(API_EGL, swap->display, swap->game);
        if (!s && (s = add_slot(API_EGL, swap->display, swap->game))) {
            s->own_context = create_egl_context(swap->display, swap->game, swap->surface, s);
            s->failed = s->own_context == EGL_NO_CONTEXT;
        }
        struct window *w = s && !s->failed ? find_window(s, (uintptr_t)swap->surface) : NULL;
        EGLint width = 0, height = 0;
        if (w && !w->failed) {
            egl.query_surface(swap->display, swap->surface, EGL_WIDTH, &width);
            egl.query_surface(swap->display, swap->surface, EGL_HEIGHT, &height);
            swap->read = egl.current_surface(EGL_READ);
        }
        if (width > 0 && height > 0) presented = present_window(s, w, width, height, began, swap, &egl_steps);
    }
    inside = 0;
    pthread_mutex_unlock(&lock);
    if (!presented) real_egl_swap(swap);
}

EXPORT EGLBoolean eglSwapBuffers(EGLDisplay display, EGLSurface surface) {
    egl_swap swap = {display, surface, REAL_EGL_SWAP, NULL, 0, EGL_FALSE, EGL_NO_CONTEXT, EGL_NO_SURFACE};
    present_egl(&swap);
    return swap.result;
}

EXPORT EGLBoolean eglSwapBuffersWithDamageKHR(EGLDisplay display, EGLSurface surface, const EGLint *rects, EGLint count) {
    egl_swap swap = {display, surface, REAL_EGL_SWAP_DAMAGE_KHR, rects, count, EGL_FALSE, EGL_NO_CONTEXT, EGL_NO_SURFACE};
    present_egl(&swap);
    return swap.result;
}

EXPORT EGLBoolean eglSwapBuffersWithDamageEXT(EGLDisplay display, EGLSurface surface, const EGLint *rects, EGLint count) {
    egl_swap swap = {display, surface, REAL_EGL_SWAP_DAMAGE_EXT, rects, count, EGL_FALSE, EGL_NO_CONTEXT, EGL_NO_SURFACE};
    present_egl(&swap);
    return swap.result;
}

EXPORT EGLBoolean eglDestroyContext(EGLDisplay display, EGLContext context) {
    if (!inside) forget_contexts(API_EGL, display, context);
    EGLBoolean (*real)(EGLDisplay, EGLContext) = (EGLBoolean (*)(EGLDisplay, EGLContext))real_function(REAL_EGL_DESTROY_CONTEXT);
    return real ? real(display, context) : EGL_FALSE;
}

EXPORT EGLBoolean eglTerminate(EGLDisplay display) {
    if (!inside) forget_contexts(API_EGL, display, NULL);
    EGLBoolean (*real)(EGLDisplay) = (EGLBoolean (*)(EGLDisplay))real_function(REAL_EGL_TERMINATE);
    return real ? real(display) : EGL_FALSE;
}

/* ---------------------------------------------------------------------------------------- */
/* Handing out the hooks                                                                    */
/* ---------------------------------------------------------------------------------------- */

static void *const hooks[REAL_COUNT] = {
    (void *)glXSwapBuffers, (void *)glXSwapBuffersMscOML, NULL, NULL, (void *)glXDestroyContext,
    (void *)eglSwapBuffers, (void *)eglSwapBuffersWithDamageKHR, (void *)eglSwapBuffersWithDamageEXT, NULL,
    (void *)eglDestroyContext, (void *)eglTerminate,
};

static int hook_index(const char *name) {
    if (!name) return -1;
    for (int i = 0; i < REAL_COUNT; i++) {
        if (strcmp(name, hooked_names[i]) == 0) return i;
    }
    return -1;
}

EXPORT __GLXextFuncPtr glXGetProcAddressARB(const GLubyte *name);

/** The hook for `name` when `real` (the function it stands for) exists, else `real`. */
static void *hook_or_real(int index, void *real) {
    if (index < 0 || !real) return real;
    if (!__atomic_load_n(&real_functions[index], __ATOMIC_ACQUIRE)) __atomic_store_n(&real_functions[index], real, __ATOMIC_RELEASE);
    if (index == REAL_GLX_GET_PROC || index == REAL_GLX_GET_PROC_ARB) return (void *)glXGetProcAddressARB;
    if (index == REAL_EGL_GET_PROC) return (void *)eglGetProcAddress;
    return hooks[index];
}

EXPORT __GLXextFuncPtr glXGetProcAddressARB(const GLubyte *name) {
    __GLXextFuncPtr (*real)(const GLubyte *) = (__GLXextFuncPtr (*)(const GLubyte *))real_function(REAL_GLX_GET_PROC_ARB);
    if (!real) real = (__GLXextFuncPtr (*)(const GLubyte *))real_function(REAL_GLX_GET_PROC);
    if (!real) return NULL;
    int index = hook_index((const char *)name);
    void *found = (void *)real(name);
    return (__GLXextFuncPtr)(inside ? found : hook_or_real(index, found));
}

EXPORT __GLXextFuncPtr glXGetProcAddress(const GLubyte *name) { return glXGetProcAddressARB(name); }

EXPORT __eglMustCastToProperFunctionPointerType eglGetProcAddress(const char *name) {
    void *(*real)(const char *) = (void *(*)(const char *))real_function(REAL_EGL_GET_PROC);
    if (!real) return NULL;
    void *found = real(name);
    return (__eglMustCastToProperFunctionPointerType)(inside ? found : hook_or_real(hook_index(name), found));
}

/** Whether `address` lies in a GL or window-system library (their own lookups must get the real
 *  functions, or their dispatch would call the hooks back) or in Glaze's. */
static int inside_gl_library(const void *address) {
    Dl_info info;
    if (!dladdr(address, &info) || !info.dli_fname) return 0;
    const char *base = strrchr(info.dli_fname, '/');
    base = base ? base + 1 : info.dli_fname;
    static const char *const prefixes[] = {
        "libGL", "libEGL", "libOpenGL", "libGLES", "libepoxy", "libglazefx", "libGlazeC", "libglazerun", "libgallium",
        "libvulkan", "swrast_dri", "libdril", "libglapi",
    };
    for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++) {
        if (strncmp(base, prefixes[i], strlen(prefixes[i])) == 0) return 1;
    }
    return strstr(base, "_dri.so") != NULL || strstr(base, "mesa") != NULL;
}

/**
 * dlsym: a program that dlopens libGL or libEGL and looks a swap function up in that handle gets
 * the hook (when the library has the function). Everything else is glibc's answer: RTLD_NEXT and
 * RTLD_DEFAULT lookups, other names, and lookups made by the GL libraries themselves. The last
 * statement is a sibling call, so glibc sees the caller's return address and RTLD_NEXT keeps
 * meaning "after the caller" (clang: musttail; gcc: -O2's sibling calls; scripts/build-interposer.sh
 * checks the jump).
 * GLAZE_DLSYM=0 turns the substitution off.
 */
EXPORT void *dlsym(void *handle, const char *name) {
    if (handle != RTLD_NEXT && handle != RTLD_DEFAULT && !inside) {
        int index = hook_index(name);
        if (index >= 0) {
            static int off = -1;
            if (off < 0) {
                const char *setting = getenv("GLAZE_DLSYM");
                off = setting && strcmp(setting, "0") == 0;
            }
            if (!off && !inside_gl_library(__builtin_return_address(0))) return hook_or_real(index, real_dlsym(handle, name));
        }
    }
    dlsym_function real = real_dlsym_function();
    if (!real) return NULL;
#if defined(__clang__)
    __attribute__((musttail)) return real(handle, name);
#else
    return real(handle, name);
#endif
}
