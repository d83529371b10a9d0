import Glaze
import Testing

/// Headless contexts of both APIs can be made whichever API the suite runs on.
@Test(arguments: GLAPI.allCases)
func headlessContextHasTheRequestedAPI(api: GLAPI) throws {
    let context = try HeadlessGLContext(api: api)
    #expect(context.api == api)
    if api == .gles {
        #expect(context.version.hasPrefix("OpenGL ES 3."), "\(context.version)")
    } else {
        #expect(context.version.contains("Core Profile") || context.version.hasPrefix("3.3") || context.version.hasPrefix("4."))
    }
    #expect(!context.renderer.isEmpty)
    // A shared context takes its API from the context it shares with.
    let shared = try HeadlessGLContext(api: api == .gles ? .desktop : .gles, sharing: context)
    #expect(shared.api == api)
}
