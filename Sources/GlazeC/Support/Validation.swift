import CGlaze
import Glaze

/// Checks on plain C arguments, so that nothing reaches Glaze that could trap (a NaN converted
/// to an integer, a size of -1, an enum value from a newer header).
enum Check {
    /// Largest texture or render size accepted, in pixels.
    static let maximumSize = 16384
    /// Largest coordinate magnitude accepted in rects and matrices.
    static let maximumCoordinate = 1e9

    static func size(_ width: Int32, _ height: Int32, _ what: String = "size") throws -> (Int, Int) {
        guard width > 0, height > 0, Int(width) <= maximumSize, Int(height) <= maximumSize else {
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                            "\(what) \(width)x\(height) is not in 1...\(maximumSize) pixels on each side")
        }
        return (Int(width), Int(height))
    }

    /// A region: finite, positive width and height, within ±1e9.
    static func rect(_ r: glaze_rect, _ what: String) throws -> Rect {
        // (No array: the frame path of a prebuilt chain allocates nothing.)
        func valid(_ v: Double) -> Bool { v.isFinite && abs(v) <= maximumCoordinate }
        guard valid(r.x), valid(r.y), valid(r.width), valid(r.height) else {
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                            "\(what) (\(r.x), \(r.y), \(r.width), \(r.height)) has a NaN, infinite or huge (> 1e9) value")
        }
        guard r.width > 0, r.height > 0 else {
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                            "\(what) (\(r.x), \(r.y), \(r.width), \(r.height)) is empty: width and height must be > 0")
        }
        return Rect(x: r.x, y: r.y, width: r.width, height: r.height)
    }

    static func optionalRect(_ pointer: UnsafePointer<glaze_rect>?, _ what: String) throws -> Rect? {
        guard let pointer else { return nil }
        return try rect(pointer.pointee, what)
    }

    /// A render region for `image`: the given one, or the image's extent when finite.
    static func region(_ pointer: UnsafePointer<glaze_rect>?, of image: Image, _ what: String = "from") throws -> Rect {
        if let given = try optionalRect(pointer, what) { return given }
        guard !image.extent.isInfinite else {
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                            "the image is infinite (a generator or clamped image): pass the region to render in '\(what)'")
        }
        guard !image.extent.isEmpty else {
            throw CAPIError(GLAZE_ERROR_RENDER, "the image is empty (extent \(image.extent)); nothing to render")
        }
        return image.extent
    }

    static func textureFormat(_ value: glaze_texture_format) throws -> TextureFormat {
        try choice(value, "texture format", [
            GLAZE_TEXTURE_RGBA8: (.rgba8, "RGBA8"),
            GLAZE_TEXTURE_RGBA16F: (.rgba16Float, "RGBA16F"),
            GLAZE_TEXTURE_RGBA32F: (.rgba32Float, "RGBA32F"),
        ])
    }

    /// How glaze.h spells `format` ("GLAZE_TEXTURE_RGBA16F"); nil for one C cannot declare.
    static func textureFormatName(_ format: TextureFormat) -> String? {
        switch format {
        case .rgba8: "GLAZE_TEXTURE_RGBA8"
        case .rgba16Float: "GLAZE_TEXTURE_RGBA16F"
        case .rgba32Float: "GLAZE_TEXTURE_RGBA32F"
        case .r8, .srgb8Alpha8: nil
        }
    }

    static func pixelFormat(_ value: glaze_pixel_format) throws -> PixelBuffer.Format {
        try choice(value, "pixel format", [
            GLAZE_PIXELS_RGBA8: (.rgba8, "RGBA8"),
            GLAZE_PIXELS_RGBA16: (.rgba16, "RGBA16"),
            GLAZE_PIXELS_RGBA16F: (.rgba16Float, "RGBA16F"),
            GLAZE_PIXELS_RGBA32F: (.rgba32Float, "RGBA32F"),
        ])
    }

    static func alphaMode(_ value: glaze_alpha_mode) throws -> AlphaMode {
        try choice(value, "alpha mode", [
            GLAZE_ALPHA_PREMULTIPLIED: (.premultiplied, "premultiplied"),
            GLAZE_ALPHA_STRAIGHT: (.straight, "straight"),
            GLAZE_ALPHA_OPAQUE: (.opaque, "opaque"),
        ])
    }

    static func origin(_ value: glaze_origin) throws -> ImageOrigin {
        try choice(value, "origin", [
            GLAZE_ORIGIN_BOTTOM_LEFT: (.bottomLeft, "bottom-left"),
            GLAZE_ORIGIN_TOP_LEFT: (.topLeft, "top-left"),
        ])
    }

    /// nil for AUTO.
    static func encoding(_ value: glaze_color_encoding) throws -> ColorEncoding? {
        try choice(value, "colour encoding", [
            GLAZE_ENCODING_AUTO: (nil, "auto"),
            GLAZE_ENCODING_SRGB: (.sRGB, "sRGB"),
            GLAZE_ENCODING_LINEAR: (.linear, "linear"),
        ])
    }

    static func workingSpace(_ value: glaze_working_space) throws -> WorkingSpace {
        try choice(value, "working space", [
            GLAZE_WORKING_SPACE_LINEAR_SRGB: (.linearSRGB, "linear sRGB"),
            GLAZE_WORKING_SPACE_NONE: (.none, "none"),
        ])
    }

    static func hostState(_ value: glaze_host_state) throws -> HostStateMode {
        try choice(value, "host_state", [
            GLAZE_HOST_STATE_GUARDED: (.guarded, "guarded"),
            GLAZE_HOST_STATE_TRACKED: (.tracked, "tracked"),
            GLAZE_HOST_STATE_DECLARED: (.declared, "declared"),
        ])
    }

    static func finite(_ value: Double, _ what: String) throws -> Double {
        guard value.isFinite else {
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "\(what) is \(value); a finite number is needed")
        }
        return value
    }

    /// The Swift value that `table` gives for the C enum `value` (each constant with its value
    /// and the name errors list it by), or an invalid-argument error naming `what`, the C type
    /// and every accepted number: an enum value from a newer header never reaches Glaze.
    private static func choice<CEnum: RawRepresentable & Equatable, Value>(
        _ value: CEnum, _ what: String, _ table: KeyValuePairs<CEnum, (Value, String)>
    ) throws -> Value {
        if let entry = table.first(where: { $0.key == value }) { return entry.value.0 }
        let accepted = table.map { "\($0.key.rawValue) \($0.value.1)" }.joined(separator: ", ")
        throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "\(what) \(value.rawValue) is not a \(CEnum.self) (\(accepted))")
    }
}
