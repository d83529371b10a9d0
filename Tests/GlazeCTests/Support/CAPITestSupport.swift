import CGlaze
import Foundation
import GlazeTestSupport
import Testing

/// The calling thread's last error message.
func lastError() -> String { String(cString: glaze_last_error_message()) }

/// Expects `status` to be `expected`, and the message to contain every fragment (case-insensitive).
func expectStatus(_ status: glaze_status, _ expected: glaze_status, mentioning fragments: String...,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    let message = lastError()
    #expect(status == expected,
            "got \(String(cString: glaze_status_name(status))), expected \(String(cString: glaze_status_name(expected))): \(message)",
            sourceLocation: sourceLocation)
    for fragment in fragments {
        #expect(message.lowercased().contains(fragment.lowercased()), "message '\(message)' lacks '\(fragment)'",
                sourceLocation: sourceLocation)
    }
}

/// Expects success, showing the message otherwise.
func expectOK(_ status: glaze_status, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(status == GLAZE_OK, "\(String(cString: glaze_status_name(status))): \(lastError())", sourceLocation: sourceLocation)
}

/// A handle made by a C API call, or a test failure.
func make(_ body: (UnsafeMutablePointer<OpaquePointer?>) -> glaze_status,
          sourceLocation: SourceLocation = #_sourceLocation) throws -> OpaquePointer {
    var handle: OpaquePointer?
    let status = body(&handle)
    guard status == GLAZE_OK, let handle else {
        Issue.record("\(String(cString: glaze_status_name(status))): \(lastError())", sourceLocation: sourceLocation)
        throw CAPITestError.failed(lastError())
    }
    return handle
}

enum CAPITestError: Error { case failed(String) }

/// An RGBA8 image of CPU pixels from a closure giving each pixel (bottom row first).
func pixelImage(width: Int, height: Int, _ pixel: (Int, Int) -> [UInt8]) throws -> OpaquePointer {
    var bytes: [UInt8] = []
    for y in 0..<height { for x in 0..<width { bytes += pixel(x, y) } }
    return try make { out in
        bytes.withUnsafeBytes {
            glaze_image_create_from_pixels($0.baseAddress, $0.count, Int32(width), Int32(height), 0, GLAZE_PIXELS_RGBA8,
                                           GLAZE_ALPHA_PREMULTIPLIED, GLAZE_ORIGIN_BOTTOM_LEFT, out)
        }
    }
}

/// `image` through the registered filter `name` at its default values: a new image handle
/// (destroy it with `glaze_image_destroy`); the filter handle is gone already.
func applyingFilter(named name: String, to image: OpaquePointer) throws -> OpaquePointer {
    let filter = try make { glaze_filter_create(nil, name, $0) }
    defer { glaze_filter_destroy(filter) }
    return try make { glaze_image_apply_filter(image, filter, $0) }
}

/// Reads `image` (its extent, or `region`) back as RGBA8 bytes through the C API.
func readRGBA8(_ context: OpaquePointer, _ image: OpaquePointer, width: Int, height: Int,
               region: glaze_rect? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    let status = bytes.withUnsafeMutableBytes { buffer in
        if var r = region {
            return glaze_context_read_pixels(context, image, &r, GLAZE_PIXELS_RGBA8, buffer.baseAddress, buffer.count)
        }
        return glaze_context_read_pixels(context, image, nil, GLAZE_PIXELS_RGBA8, buffer.baseAddress, buffer.count)
    }
    expectOK(status, sourceLocation: sourceLocation)
    return bytes
}

/// sRGB transfer functions on 0...255 values.
func srgbDecode(_ v: Double) -> Double {
    let c = v / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
}

func srgbEncode(_ v: Double) -> Double {
    let c = min(1, max(0, v))
    return 255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055)
}

/// The repository root (for Demo/ and the Makefile).
let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs `body` with a `glaze_context` made on a new headless GL context current on this thread
/// (``GLTestContext/make()``) with the default options, without colour management when
/// `colorManaged` is false, then changed by `configure`; destroys the one, then releases the
/// other, when `body` returns or throws: the set-up of a synchronous C API test.
func withCContext(colorManaged: Bool = true, options configure: (inout glaze_context_options) -> Void = { _ in },
                  _ body: (OpaquePointer) throws -> Void) throws {
    let gl = try GLTestContext.make()
    defer { gl.release() }
    var options = glaze_context_options()
    expectOK(glaze_context_options_init(&options))
    if !colorManaged { options.working_space = GLAZE_WORKING_SPACE_NONE }
    configure(&options)
    let context = try make { glaze_context_create(&options, $0) }
    defer { glaze_context_destroy(context) }
    try body(context)
}
