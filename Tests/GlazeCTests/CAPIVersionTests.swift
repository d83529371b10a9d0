import CGlaze
import Testing

/// The library's run-time version matches the header it was built with (glaze.h's macros).
struct CAPIVersionTests {
    @Test func runtimeVersionMatchesTheHeaderMacros() {
        #expect(glaze_version() == GLAZE_VERSION_MAJOR * 10000 + GLAZE_VERSION_MINOR * 100 + GLAZE_VERSION_PATCH)
        #expect(String(cString: glaze_version_string()) == "\(GLAZE_VERSION_MAJOR).\(GLAZE_VERSION_MINOR).\(GLAZE_VERSION_PATCH)")
        // glaze_version() / 10000 is the major version that names the library (libglazefx.so.1).
        #expect(glaze_version() / 10000 == 1)
    }
}
