import CAllocationCounter

/// Counts heap allocations (`malloc`, `calloc`, `realloc`: every Swift object, array buffer,
/// string, boxed closure context …) made on the calling thread while `body` runs, through the
/// test-only interposer in `Tests/CAllocationCounter`. Allocations the OpenGL implementation
/// makes inside GL calls (Mesa's driver, libGL, libEGL, libepoxy) are not Glaze's and are not
/// counted; ``lastDriverCount`` reports them.
public enum AllocationCounter {
    /// Heap allocations made on the calling thread while `body` runs.
    public static func count(_ body: () throws -> Void) rethrows -> Int {
        glaze_allocation_counting_begin()
        do {
            try body()
        } catch {
            _ = glaze_allocation_counting_end()
            throw error
        }
        return glaze_allocation_counting_end()
    }

    /// Allocations the OpenGL implementation made during the last ``count(_:)``.
    public static var lastDriverCount: Int { glaze_allocation_counting_driver() }
}
