// Test-only malloc interposer: counts heap allocations made by one thread between begin and end.
//
// Linked into the test executable, these definitions take precedence over glibc's (symbol
// interposition); each forwards to glibc's own entry points, so every block is still glibc's and
// free() stays consistent. The counter and the flag are thread-local, so parallel tests on other
// threads are neither counted nor slowed beyond one TLS read.
#include <stddef.h>
#include "CAllocationCounter.h"

#if defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#define GLAZE_SANITIZED 1
#endif
#endif

#ifdef GLAZE_SANITIZED
// Sanitizers interpose malloc themselves (and call it before this file could forward to glibc):
// no counting in sanitized builds; the count reads -1 so no test can pass on it.
void glaze_allocation_counting_begin(void) {}
long glaze_allocation_counting_end(void) { return -1; }
#else

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);

static __thread int counting;
static __thread long allocations;

void *malloc(size_t size) {
    if (counting) allocations++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    if (counting) allocations++;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    if (counting) allocations++;
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void glaze_allocation_counting_begin(void) {
    allocations = 0;
    counting = 1;
}

long glaze_allocation_counting_end(void) {
    counting = 0;
    return allocations;
}
#endif
