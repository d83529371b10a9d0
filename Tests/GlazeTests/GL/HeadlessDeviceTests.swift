import Glaze
import GlazeTestSupport
import Testing

/// The headless context says what renders: software rasterisers are recognised by their
/// `GL_RENDERER` string, and every context names its vendor and how EGL found its display.
@Suite struct HeadlessDeviceTests {
    @Test func softwareRenderersAreRecognised() {
        for renderer in ["llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe", "Software Rasterizer",
                         "Google SwiftShader", "Microsoft Basic Render Driver", "lavapipe"] {
            #expect(HeadlessGLContext.isSoftware(renderer: renderer), "\(renderer)")
        }
        for renderer in ["NVIDIA GeForce RTX 3060/PCIe/SSE2", "AMD Radeon RX 6800 (radeonsi, navi21, LLVM 15.0.6)",
                         "Mesa Intel(R) UHD Graphics 620 (KBL GT2)", "Mali-G78", "Adreno (TM) 650"] {
            #expect(!HeadlessGLContext.isSoftware(renderer: renderer), "\(renderer)")
        }
    }

    @Test func aContextNamesItsVendorAndDisplay() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        #expect(!gl.vendor.isEmpty && !gl.renderer.isEmpty)
        #expect(["EGL device", "Mesa surfaceless platform", "default EGL display"].contains { gl.displaySource.hasPrefix($0) },
                "\(gl.displaySource)")
        // A hardware EGL device is only ever taken for a renderer that is not software.
        if gl.displaySource.hasPrefix("EGL device") { #expect(!gl.isSoftware, "\(gl.renderer)") }
    }
}
