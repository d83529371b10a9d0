import CGlaze
import Foundation
import GlazeTestSupport
import Testing

/// Handles are a slot plus a generation, never an address: a destroyed handle stays refused
/// after its slot (or its object's memory) is reused by a new object, a handle of one kind is
/// refused where another is expected, and forged values are refused, all without touching them.
@Suite struct CAPIHandleGenerationTests {
    /// 10,000 create, destroy, create-again cycles: the stale filter handle never reaches the new
    /// filter (with address handles it did every time: the new filter reused the memory).
    @Test func staleHandlesAreRefusedAfterReuse() throws {
        var staleAccepted = 0, slotReused = 0, newChanged = 0
        for round in 0..<10_000 {
            var stale: OpaquePointer?, fresh: OpaquePointer?
            guard glaze_filter_create(nil, "gaussianBlur", &stale) == GLAZE_OK,
                  glaze_filter_destroy(stale) == GLAZE_OK,
                  glaze_filter_create(nil, "gaussianBlur", &fresh) == GLAZE_OK else {
                Issue.record("round \(round): \(lastError())")
                return
            }
            let staleBits = UInt(bitPattern: UnsafeRawPointer(stale!)), freshBits = UInt(bitPattern: UnsafeRawPointer(fresh!))
            if staleBits >> 32 == freshBits >> 32 { slotReused += 1 }
            if glaze_filter_set_float(stale, "radius", 7) != GLAZE_ERROR_INVALID_HANDLE { staleAccepted += 1 }
            var radius: Float = -1
            _ = glaze_filter_get_float(fresh, "radius", &radius)
            if radius == 7 { newChanged += 1 }
            if glaze_filter_destroy(stale) != GLAZE_ERROR_INVALID_HANDLE { staleAccepted += 1 }
            expectOK(glaze_filter_destroy(fresh))
        }
        #expect(staleAccepted == 0)
        #expect(newChanged == 0)
        // The cycles did exercise reuse: the new filter took the destroyed one's slot (every
        // time unless a test running in parallel took it first).
        #expect(slotReused > 0)
        var stale: OpaquePointer?
        expectOK(glaze_filter_create(nil, "vignette", &stale))
        expectOK(glaze_filter_destroy(stale))
        expectStatus(glaze_filter_set_float(stale, "intensity", 1), GLAZE_ERROR_INVALID_HANDLE, mentioning: "stale", "destroyed")
    }

    /// A handle of one kind is refused where another is expected, by name, and is unharmed.
    @Test func handlesOfAnotherKindAreRefused() throws {
        let filter = try make { glaze_filter_create(nil, "vignette", $0) }
        defer { glaze_filter_destroy(filter) }
        let image = try make { glaze_image_create_color(1, 0, 0, 1, $0) }
        defer { glaze_image_destroy(image) }
        var extent = glaze_rect()
        var infinite: Int32 = 0
        expectStatus(glaze_image_get_extent(filter, &extent, &infinite), GLAZE_ERROR_INVALID_HANDLE,
                     mentioning: "a glaze_filter", "not a glaze_image")
        expectStatus(glaze_filter_set_float(image, "intensity", 1), GLAZE_ERROR_INVALID_HANDLE,
                     mentioning: "a glaze_image", "not a glaze_filter")
        expectStatus(glaze_image_destroy(filter), GLAZE_ERROR_INVALID_HANDLE, mentioning: "a glaze_filter")
        expectStatus(glaze_context_destroy(image), GLAZE_ERROR_INVALID_HANDLE, mentioning: "a glaze_image")
        expectOK(glaze_filter_set_float(filter, "intensity", 0.5))
        expectOK(glaze_image_get_extent(image, &extent, &infinite))
    }

    /// Values that were never handed out: an address, a small integer, a live handle with its
    /// generation or slot changed. None is dereferenced (this would crash otherwise).
    @Test func forgedHandlesAreRefused() throws {
        let filter = try make { glaze_filter_create(nil, "vignette", $0) }
        defer { glaze_filter_destroy(filter) }
        let bits = UInt(bitPattern: UnsafeRawPointer(filter))
        var local = 0
        let address = withUnsafeMutablePointer(to: &local) { UInt(bitPattern: $0) }
        let forged: [UInt] = [1, 0x1000, address, bits + 1, bits &- 1, bits ^ (1 << 40), bits ^ (1 << 55), bits | 0xFFFF_FFFF]
        for value in forged {
            expectStatus(glaze_filter_set_float(OpaquePointer(bitPattern: value), "intensity", 1), GLAZE_ERROR_INVALID_HANDLE,
                         mentioning: "0x" + String(value, radix: 16))
            expectStatus(glaze_filter_destroy(OpaquePointer(bitPattern: value)), GLAZE_ERROR_INVALID_HANDLE)
        }
        expectOK(glaze_filter_set_float(filter, "intensity", 0.5))
    }
}
