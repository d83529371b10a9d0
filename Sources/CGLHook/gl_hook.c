/* The definitions behind Sources/CEpoxy/gl_intercept.h: the per-thread hook of the generated GL
   wrappers (test only; production never installs one). */
#include <stddef.h>
#include <epoxy/gl.h>
#include "gl_hook.h"

int glhook_threads = 0;
static _Thread_local const glhook_t *thread_hook = NULL;

const glhook_t *glhook_set_thread_hook(const glhook_t *hook) {
    const glhook_t *previous = thread_hook;
    thread_hook = hook;
    if (previous == NULL && hook != NULL) __atomic_add_fetch(&glhook_threads, 1, __ATOMIC_RELAXED);
    if (previous != NULL && hook == NULL) __atomic_sub_fetch(&glhook_threads, 1, __ATOMIC_RELAXED);
    return previous;
}

const glhook_t *glhook_thread_hook(void) { return thread_hook; }

int glhook_has_extension(const char *name) {
    const glhook_t *hook = thread_hook;
    if (hook != NULL && hook->hides_extension != NULL && hook->hides_extension(hook->user, name)) return 0;
    return epoxy_has_gl_extension(name) ? 1 : 0;
}

int glhook_before(glhook_call *call) {
    const glhook_t *hook = thread_hook;
    if (hook == NULL || hook->before == NULL) return GLHOOK_RUN;
    return hook->before(hook->user, call);
}

void glhook_after(glhook_call *call) {
    const glhook_t *hook = thread_hook;
    if (hook != NULL && hook->after != NULL) hook->after(hook->user, call);
}
