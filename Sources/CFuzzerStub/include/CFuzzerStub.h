#ifndef CFUZZERSTUB_H
#define CFUZZERSTUB_H
#include <stddef.h>
#include <stdint.h>
/// libFuzzer's entry point, defined weakly (see stub.c).
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
#endif
