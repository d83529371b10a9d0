#ifndef GLAZE_ALLOCATION_COUNTER_H
#define GLAZE_ALLOCATION_COUNTER_H

/// Starts counting malloc/calloc/realloc calls made by the calling thread.
void glaze_allocation_counting_begin(void);
/// Stops counting on the calling thread and returns the number of calls since the begin, not
/// counting those made by the OpenGL implementation itself (Mesa, libGL, libEGL, libepoxy).
long glaze_allocation_counting_end(void);
/// Allocations the OpenGL implementation made inside GL calls during the last count.
long glaze_allocation_counting_driver(void);

#endif
