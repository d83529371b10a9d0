/*
 * CGlaze carries the public header of the C API (include/glaze.h); the functions are
 * implemented in Swift in the GlazeC target. This file is compiled as strict C99
 * (-std=c99 -Wall -Wextra -Wpedantic -Werror, see Package.swift), so the build fails when
 * glaze.h stops being plain C99.
 */
#include "glaze.h"

/* The rect is four doubles with no padding, as the header documents. */
typedef char glaze_rect_is_four_doubles[sizeof(glaze_rect) == 4 * sizeof(double) ? 1 : -1];
