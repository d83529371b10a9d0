// A weak libFuzzer entry point for the executables `make fuzz` builds besides GlazeFuzz (the
// shader-embedding build tool). `make fuzz` compiles every Swift target with -sanitize=fuzzer,
// which links libFuzzer's main and so needs LLVMFuzzerTestOneInput; the tool never calls it (its
// own main runs), and GlazeFuzz's strong definition replaces this one.
#include <stddef.h>
#include <stdint.h>
#include "CFuzzerStub.h"

__attribute__((weak)) int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    (void)data;
    (void)size;
    return 0;
}
