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
        switch value {
        case GLAZE_TEXTURE_RGBA8: return .rgba8
        case GLAZE_TEXTURE_RGBA16F: return .rgba16Float
        case GLAZE_TEXTURE_RGBA32F: return .rgba32Float
        default:
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                            "texture format \(value.rawValue) is not a glaze_texture_format (0 RGBA8, 1 RGBA16F, 2 RGBA32F)")
        }
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
        switch value {
        case GLAZE_PIXELS_RGBA8: return .rgba8
        case GLAZE_PIXELS_RGBA16: return .rgba16
        case GLAZE_PIXELS_RGBA16F: return .rgba16Float
        case GLAZE_PIXELS_RGBA32F: return .rgba32Float
        default:
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                            "pixel format \(value.rawValue) is not a glaze_pixel_format (0 RGBA8, 1 RGBA16, 2 RGBA16F, 3 RGBA32F)")
        }
    }

    static func alphaMode(_ value: glaze_alpha_mode) throws -> AlphaMode {
        switch value {
        case GLAZE_ALPHA_PREMULTIPLIED: return .premultiplied
        case GLAZE_ALPHA_STRAIGHT: return .straight
        case GLAZE_ALPHA_OPAQUE: return .opaque
        default:
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                            "alpha mode \(value.rawValue) is not a glaze_alpha_mode (0 premultiplied, 1 straight, 2 opaque)")
        }
    }

    static func origin(_ value: glaze_origin) throws -> ImageOrigin {
        switch value {
        case GLAZE_ORIGIN_BOTTOM_LEFT: return .bottomLeft
        case GLAZE_ORIGIN_TOP_LEFT: return .topLeft
        default:
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                            "origin \(value.rawValue) is not a glaze_origin (0 bottom-left, 1 top-left)")
        }
    }

    /// nil for AUTO.
    static func encoding(_ value: glaze_color_encoding) throws -> ColorEncoding? {
        switch value {
        case GLAZE_ENCODING_AUTO: return nil
        case GLAZE_ENCODING_SRGB: return .sRGB
        case GLAZE_ENCODING_LINEAR: return .linear
        default:
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                            "colour encoding \(value.rawValue) is not a glaze_color_encoding (0 auto, 1 sRGB, 2 linear)")
        }
    }

    static func workingSpace(_ value: glaze_working_space) throws -> WorkingSpace {
        switch value {
        case GLAZE_WORKING_SPACE_LINEAR_SRGB: return .linearSRGB
        case GLAZE_WORKING_SPACE_NONE: return .none
        default:
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                            "working space \(value.rawValue) is not a glaze_working_space (0 linear sRGB, 1 none)")
        }
    }

    static func hostState(_ value: glaze_host_state) throws -> HostStateMode {
        switch value {
        case GLAZE_HOST_STATE_GUARDED: return .guarded
        case GLAZE_HOST_STATE_TRACKED: return .tracked
        case GLAZE_HOST_STATE_DECLARED: return .declared
        default:
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                            "host_state \(value.rawValue) is not a glaze_host_state (0 guarded, 1 tracked, 2 declared)")
        }
    }

    static func finite(_ value: Double, _ what: String) throws -> Double {
        guard value.isFinite else {
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "\(what) is \(value); a finite number is needed")
        }
        return value
    }
}
