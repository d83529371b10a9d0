#ifndef CEPOXY_GL_INTERCEPT_H
#define CEPOXY_GL_INTERCEPT_H
/*
 * The GL-call interception layer of the generated wrappers (gl_wrappers.h). TEST ONLY.
 *
 * Every GL wrapper first reads one global flag. While no thread has a hook installed (always, in
 * production) that is the whole cost: one predictable branch, then the libepoxy call. While some
 * thread has one, a call packs its entry point and arguments into a glhook_call and, on a thread
 * whose hook is set, hands it to that hook:
 *
 *   1. hook->before(user, call) runs before the driver. Returning GLHOOK_SKIP keeps the driver
 *      from running the call: the wrapper returns call->result (set it for calls that return a
 *      value; out-pointers are left as the caller initialised them unless the hook writes them).
 *      Returning GLHOOK_RUN lets the call through.
 *   2. The driver runs the call; its return value lands in call->result.
 *   3. hook->after(user, call) runs (only for calls that ran): it may rewrite call->result (what
 *      the wrapper returns) and what the call's out-pointers point to (call->arguments[i].p).
 *
 * So a hook can count calls by entry point, refuse a call or an enum (skip it and remember the
 * GL error a real driver would raise, answering the next glGetError itself) and override a
 * result (glGetError, glCheckFramebufferStatus, the status glGetShaderiv/glGetProgramiv write,
 * glGetGraphicsResetStatus). A fault-injection harness ("make the Nth call of a kind fail")
 * is a hook that counts call->entry and skips or rewrites the Nth: nothing here changes.
 *
 * Hooks are per thread (a thread-local pointer): tests running in parallel on other threads, each
 * with its own GL context, see only their own calls. EGL wrappers are not intercepted.
 * Extension checks go through glhook_has_extension, which a hook can make answer "no" (Mesa
 * cannot switch extensions off).
 */
#include <stdint.h>

/* One argument or result: integers (GLenum, GLint sign-extended, GLsizei, GLbitfield, ...) in
   `u`, floating point in `f`, pointers (out-pointers, GLsync, callbacks) in `p`. */
typedef union glhook_value {
    uint64_t u;
    double f;
    const void *p;
} glhook_value;

/* A GL call as a hook sees it. */
typedef struct glhook_call {
    /* GLHOOK_ENTRY_<name> (gl_wrappers.h), in [0, GLHOOK_ENTRY_LIMIT). */
    int entry;
    /* The entry point's name, e.g. "glGetIntegerv" (a string literal). */
    const char *name;
    /* Number of arguments, and the arguments in declaration order. */
    int count;
    const glhook_value *arguments;
    /* What the wrapper returns (calls with a result only). */
    glhook_value result;
} glhook_call;

/* What glhook_t.before returns. */
enum { GLHOOK_RUN = 0, GLHOOK_SKIP = 1 };

/* A thread's hook. Any callback may be NULL. */
typedef struct glhook_t {
    /* Before the driver runs `call`: GLHOOK_RUN lets it run, GLHOOK_SKIP does not (see above). */
    int (*before)(void *user, glhook_call *call);
    /* After the driver ran `call` (not for skipped calls). */
    void (*after)(void *user, glhook_call *call);
    /* Non-zero hides extension `name` from glhook_has_extension. */
    int (*hides_extension)(void *user, const char *name);
    /* Passed to every callback. */
    void *user;
} glhook_t;

/* Installs `hook` for the calling thread (NULL removes it) and returns the one it replaces.
   The hook must stay valid while installed. */
const glhook_t *glhook_set_thread_hook(const glhook_t *hook);

/* The calling thread's hook, or NULL. */
const glhook_t *glhook_thread_hook(void);

/* epoxy_has_gl_extension(name), unless the calling thread's hook hides the extension. */
int glhook_has_extension(const char *name);

/* Used by the wrappers. Number of threads with a hook installed. */
extern int glhook_threads;
/* Used by the wrappers: runs the calling thread's `before` (GLHOOK_RUN when it has none). */
int glhook_before(glhook_call *call);
/* Used by the wrappers: runs the calling thread's `after`, if any. */
void glhook_after(glhook_call *call);

#define GLHOOK_UNLIKELY(x) __builtin_expect(!!(x), 0)
/* Whether any thread has a hook: the one branch every wrapper pays. */
static inline int glhook_active(void) { return __atomic_load_n(&glhook_threads, __ATOMIC_RELAXED); }

#endif
