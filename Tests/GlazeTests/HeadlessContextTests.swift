import Glaze
import Testing

@Test func headlessContextIsCreatedWithGL33Core() throws {
    let context = try HeadlessGLContext()
    #expect(context.version.contains("Core Profile") || context.version.hasPrefix("3.3") || context.version.hasPrefix("4."))
    #expect(!context.renderer.isEmpty)
}
