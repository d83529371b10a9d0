import CGlaze
import FoundationEssentials
import Glaze

// Images: sources and geometry. Each function is documented in glaze.h.

/// Registers `image` and writes its handle.
func returnImage(_ image: Image, _ pointer: UnsafeMutablePointer<OpaquePointer?>?) throws {
    let out = try output(pointer, "out_image")
    out.pointee = try Handles.make(ImageBox(image))
}

@_cdecl("glaze_image_create_from_texture")
public func glaze_image_create_from_texture(_ texture: UInt32, _ width: Int32, _ height: Int32,
                                            _ format: glaze_texture_format, _ alphaMode: glaze_alpha_mode,
                                            _ origin: glaze_origin, _ encoding: glaze_color_encoding,
                                            _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        _ = try output(outImage, "out_image")
        let (w, h) = try Check.texture(texture, width, height, "texture size")
        let declared = try Check.textureFormat(format)
        var colorEncoding = try Check.encoding(encoding)
        let reference = TextureReference.borrowed(name: texture, width: w, height: h, format: declared)
        // Checked now when a context is current (renders check again: one implementation).
        if let real = try TextureInspection.read(texture) {
            guard !(real.decodesSRGB && colorEncoding == .sRGB) else {
                throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "texture \(texture) is \(TextureInspection.name(of: real.internalFormat)): "
                                + "GL already decodes it when sampling; pass GLAZE_ENCODING_AUTO or GLAZE_ENCODING_LINEAR, not GLAZE_ENCODING_SRGB")
            }
            colorEncoding = try real.encoding(for: reference, declared: colorEncoding ?? (declared.isFloat ? .linear : .sRGB),
                                              formatName: Check.textureFormatName)
        }
        let image = Image(texture: reference, alphaMode: try Check.alphaMode(alphaMode), origin: try Check.origin(origin),
                          encoding: colorEncoding)
        try returnImage(image, outImage)
    }
}

@_cdecl("glaze_image_create_from_framebuffer")
public func glaze_image_create_from_framebuffer(_ framebuffer: UInt32, _ width: Int32, _ height: Int32,
                                                _ alphaMode: glaze_alpha_mode, _ encoding: glaze_color_encoding,
                                                _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        _ = try output(outImage, "out_image")
        let (w, h) = try Check.size(width, height, "framebuffer size")
        let image = Image(framebuffer: framebuffer, width: w, height: h, alphaMode: try Check.alphaMode(alphaMode),
                          encoding: try Check.encoding(encoding) ?? .sRGB)
        try returnImage(image, outImage)
    }
}

@_cdecl("glaze_image_create_from_pixels")
public func glaze_image_create_from_pixels(_ pixels: UnsafeRawPointer?, _ byteCount: Int, _ width: Int32, _ height: Int32,
                                           _ bytesPerRow: Int, _ format: glaze_pixel_format,
                                           _ alphaMode: glaze_alpha_mode, _ origin: glaze_origin,
                                           _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        _ = try output(outImage, "out_image")
        guard let pixels else { throw CAPIError(GLAZE_ERROR_NULL_ARGUMENT, "pixels is NULL") }
        let (w, h) = try Check.size(width, height, "pixel size")
        let layout = try Check.pixelFormat(format)
        let tight = w * layout.bytesPerPixel
        let stride = bytesPerRow == 0 ? tight : bytesPerRow
        guard stride >= tight else {
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                            "bytes_per_row \(bytesPerRow) is less than width x bytes per pixel (\(tight))")
        }
        let needed = stride * (h - 1) + tight
        guard byteCount >= needed else {
            throw CAPIError(GLAZE_ERROR_BUFFER_TOO_SMALL,
                            "pixels holds \(byteCount) bytes; \(w)x\(h) with \(stride) bytes per row needs \(needed)")
        }
        var bytes = [UInt8](repeating: 0, count: tight * h)
        bytes.withUnsafeMutableBytes { destination in
            for row in 0..<h {
                destination.baseAddress!.advanced(by: row * tight)
                    .copyMemory(from: pixels.advanced(by: row * stride), byteCount: tight)
            }
        }
        let buffer = try PixelBuffer(width: w, height: h, format: layout, bytes: bytes)
        try returnImage(Image(pixels: buffer, alphaMode: try Check.alphaMode(alphaMode), origin: try Check.origin(origin)),
                        outImage)
    }
}

@_cdecl("glaze_image_create_from_png")
public func glaze_image_create_from_png(_ path: UnsafePointer<CChar>?,
                                        _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let file = try string(path, "path")
        _ = try output(outImage, "out_image")
        try returnImage(try Image(contentsOfPNG: file), outImage)
    }
}

@_cdecl("glaze_image_create_color")
public func glaze_image_create_color(_ red: Float, _ green: Float, _ blue: Float, _ alpha: Float,
                                     _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        _ = try output(outImage, "out_image")
        for (name, value) in [("red", red), ("green", green), ("blue", blue), ("alpha", alpha)] {
            _ = try Check.finite(Double(value), name)
        }
        try returnImage(Image(color: SIMD4(red, green, blue, min(1, max(0, alpha)))), outImage)
    }
}

@_cdecl("glaze_image_destroy")
public func glaze_image_destroy(_ image: OpaquePointer?) -> glaze_status {
    capi { try Handles.destroyHoldingGL(image, as: ImageBox.self) }
}

@_cdecl("glaze_image_get_extent")
public func glaze_image_get_extent(_ image: OpaquePointer?, _ outExtent: UnsafeMutablePointer<glaze_rect>?,
                                   _ outIsInfinite: UnsafeMutablePointer<Int32>?) -> glaze_status {
    capi {
        let extent = try Handles.get(image, as: ImageBox.self, role: "image").image.extent
        let out = try output(outExtent, "out_extent")
        out.pointee = glaze_rect(x: extent.x, y: extent.y, width: extent.width, height: extent.height)
        outIsInfinite?.pointee = extent.isInfinite ? 1 : 0
    }
}

@_cdecl("glaze_image_crop")
public func glaze_image_crop(_ image: OpaquePointer?, _ rect: glaze_rect,
                             _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let source = try Handles.get(image, as: ImageBox.self, role: "image").image
        try returnImage(source.cropped(to: try Check.rect(rect, "rect")), outImage)
    }
}

@_cdecl("glaze_image_transform")
public func glaze_image_transform(_ image: OpaquePointer?, _ matrix: UnsafePointer<Double>?,
                                  _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let source = try Handles.get(image, as: ImageBox.self, role: "image").image
        guard let matrix else { throw CAPIError(GLAZE_ERROR_NULL_ARGUMENT, "matrix is NULL") }
        let m = (0..<6).map { matrix[$0] }
        guard m.allSatisfy({ $0.isFinite && abs($0) <= Check.maximumCoordinate }) else {
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "matrix \(m) has a NaN, infinite or huge value")
        }
        let transform = AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
        try returnImage(source.transformed(by: transform), outImage)
    }
}

@_cdecl("glaze_image_clamp_to_extent")
public func glaze_image_clamp_to_extent(_ image: OpaquePointer?,
                                        _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let source = try Handles.get(image, as: ImageBox.self, role: "image").image
        try returnImage(source.clampedToExtent(), outImage)
    }
}

@_cdecl("glaze_image_composite_over")
public func glaze_image_composite_over(_ image: OpaquePointer?, _ background: OpaquePointer?,
                                       _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let top = try Handles.get(image, as: ImageBox.self, role: "image").image
        let bottom = try Handles.get(background, as: ImageBox.self, role: "background").image
        try returnImage(top.composited(over: bottom), outImage)
    }
}

@_cdecl("glaze_image_cache")
public func glaze_image_cache(_ image: OpaquePointer?, _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let source = try Handles.get(image, as: ImageBox.self, role: "image").image
        try returnImage(source.cached(), outImage)
    }
}

@_cdecl("glaze_image_create_from_depth_texture")
public func glaze_image_create_from_depth_texture(_ texture: UInt32, _ width: Int32, _ height: Int32,
                                                  _ kind: glaze_projection_kind, _ nearPlane: Double, _ farPlane: Double,
                                                  _ flags: UInt32,
                                                  _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let (w, h) = try Check.depthTexture(texture, width, height, outImage)
        let projection = try Check.projection(kind, nearPlane, farPlane, flags)
        try returnImage(Image(depthTexture: texture, width: w, height: h, projection: projection), outImage)
    }
}

@_cdecl("glaze_image_create_from_window_depth_texture")
public func glaze_image_create_from_window_depth_texture(_ texture: UInt32, _ width: Int32, _ height: Int32,
                                                         _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let (w, h) = try Check.depthTexture(texture, width, height, outImage)
        try returnImage(Image(windowDepthTexture: texture, width: w, height: h), outImage)
    }
}

extension Check {
    /// A texture name (not 0) and its size (`what` names the size in messages).
    static func texture(_ texture: UInt32, _ width: Int32, _ height: Int32, _ what: String) throws -> (Int, Int) {
        guard texture != 0 else {
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "texture name 0 is not a texture")
        }
        return try size(width, height, what)
    }

    /// A depth texture's name and size, checked against what GL says of the texture when a context
    /// is current (renders check again: one implementation), after the output pointer.
    static func depthTexture(_ texture: UInt32, _ width: Int32, _ height: Int32,
                             _ outImage: UnsafeMutablePointer<OpaquePointer?>?) throws -> (Int, Int) {
        _ = try output(outImage, "out_image")
        let (w, h) = try Check.texture(texture, width, height, "depth texture size")
        if let real = try TextureInspection.read(texture) {
            try real.checkDepth(name: texture, width: w, height: h)
        }
        return (w, h)
    }

    /// A projection from the C API's kind, planes and flags (strict: invalid planes are refused).
    static func projection(_ kind: glaze_projection_kind, _ near: Double, _ far: Double, _ flags: UInt32) throws -> Projection {
        let shape: Projection.Kind
        switch kind {
        case GLAZE_PROJECTION_PERSPECTIVE: shape = .perspective
        case GLAZE_PROJECTION_INFINITE_PERSPECTIVE: shape = .infinitePerspective
        case GLAZE_PROJECTION_ORTHOGRAPHIC: shape = .orthographic
        default:
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                            "projection kind \(kind.rawValue) is not a glaze_projection_kind (0 perspective, 1 infinite perspective, 2 orthographic)")
        }
        let known = GLAZE_PROJECTION_REVERSED_Z.rawValue | GLAZE_PROJECTION_ZERO_TO_ONE.rawValue
        guard flags & ~UInt32(known) == 0 else {
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                            "projection flags 0x\(String(flags, radix: 16)) hold unknown bits (1 reversed Z, 2 zero-to-one)")
        }
        // A ProjectionError is GLAZE_ERROR_INVALID_ARGUMENT naming the plane.
        return try Projection(checking: shape, near: near, far: far,
                              reversedZ: flags & UInt32(GLAZE_PROJECTION_REVERSED_Z.rawValue) != 0,
                              range: flags & UInt32(GLAZE_PROJECTION_ZERO_TO_ONE.rawValue) != 0 ? .zeroToOne : .negativeOneToOne)
    }
}
