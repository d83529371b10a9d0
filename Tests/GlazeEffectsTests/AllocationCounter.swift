import CAllocationCounter
import Synchronization

/// Counts heap allocations (`malloc`, `calloc`, `realloc`: every Swift object, array buffer,
/// string, boxed closure context …) made on the calling thread while `body` runs, through the
/// test-only interposer in `Tests/CAllocationCounter`.
enum AllocationCounter {
    static func count(_ body: () throws -> Void) rethrows -> Int {
        glaze_allocation_counting_begin()
        do {
            try body()
        } catch {
            _ = glaze_allocation_counting_end()
            throw error
        }
        return glaze_allocation_counting_end()
    }
}
