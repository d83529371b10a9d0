// Test-only malloc interposer: counts heap allocations made by one thread between begin and end.
//
// Linked into the test executable, these definitions take precedence over glibc's (symbol
// interposition); each forwards to glibc's own entry points, so every block is still glibc's and
// free() stays consistent. The counter and the flag are thread-local, so parallel tests on other
// threads are neither counted nor slowed beyond one TLS read.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <string.h>
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
long glaze_allocation_counting_driver(void) { return -1; }
#else

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);

/// Called on every counted allocation: a debugger breakpoint here shows where one comes from.
__attribute__((noinline)) void glaze_allocation_counted(void) { __asm__ volatile(""); }

static __thread int counting;
static __thread long allocations;
static __thread long driverAllocations;

/// Whether `caller` lies in the OpenGL implementation (Mesa's DRI driver, libGL/libEGL/libGLX,
/// libglapi, libepoxy, LLVM): allocations the GL driver makes inside GL calls are the driver's,
/// not Glaze's, and are counted separately.
static int isDriver(void *caller) {
    Dl_info info;
    if (!dladdr(caller, &info) || !info.dli_fname) return 0;
    const char *name = strrchr(info.dli_fname, '/');
    name = name ? name + 1 : info.dli_fname;
    return strstr(name, "_dri") || strncmp(name, "libGL", 5) == 0 || strncmp(name, "libEGL", 6) == 0
        || strncmp(name, "libglapi", 8) == 0 || strncmp(name, "libepoxy", 8) == 0 || strncmp(name, "libLLVM", 7) == 0
        || strncmp(name, "libgallium", 10) == 0;
}

static void record(void *caller) {
    counting = 0;  // dladdr may allocate
    if (isDriver(caller)) driverAllocations++; else { allocations++; glaze_allocation_counted(); }
    counting = 1;
}


void *malloc(size_t size) {
    if (counting) record(__builtin_return_address(0));
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    if (counting) record(__builtin_return_address(0));
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    if (counting) record(__builtin_return_address(0));
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void glaze_allocation_counting_begin(void) {
    allocations = 0;
    driverAllocations = 0;
    counting = 1;
}

long glaze_allocation_counting_end(void) {
    counting = 0;
    return allocations;
}

long glaze_allocation_counting_driver(void) { return driverAllocations; }
#endif
