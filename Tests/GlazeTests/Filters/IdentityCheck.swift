@testable import Glaze
import GlazeTestSupport

/// The pass-through check for filters at their identity parameters: the output must equal the
/// input byte for byte.
enum IdentityCheck {
    /// The type names of the filters (built by `filters` for a 12×12 test image, which they may
    /// use as a mask) whose output over the image's extent differs from the image in any byte;
    /// empty when every one passes it through.
    static func filtersChanging(_ filters: (Image) -> [any Filter]) throws -> [String] {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init())
        let source = BlurReference.testImage(width: 12, height: 12).pixelBuffer(.rgba8)
        let image = Image(pixels: source)
        return try filters(image).filter { try context.readPixels($0.apply(to: image).cropped(to: image.extent)) != source }
            .map { "\(type(of: $0))" }
    }
}
