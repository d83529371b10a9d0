import CGlaze
import Glaze

// Shared-context helpers: SharedTexture and BakedTexture. Each function is documented in glaze.h.

@_cdecl("glaze_context_make_shared_texture")
public func glaze_context_make_shared_texture(_ context: OpaquePointer?, _ image: OpaquePointer?,
                                              _ from: UnsafePointer<glaze_rect>?, _ format: glaze_texture_format,
                                              _ outTexture: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        try makeTextureHandle(context, image, from, format, outTexture) { render, source, region, textureFormat in
            SharedTextureBox(try render.makeSharedTexture(source, from: region, format: textureFormat))
        }
    }
}

@_cdecl("glaze_shared_texture_is_ready")
public func glaze_shared_texture_is_ready(_ texture: OpaquePointer?, _ outReady: UnsafeMutablePointer<Int32>?) -> glaze_status {
    capi {
        let box = try Handles.get(texture, as: SharedTextureBox.self, role: "texture")
        let out = try output(outReady, "out_ready")
        out.pointee = try box.texture.checkIsReady() ? 1 : 0
    }
}

@_cdecl("glaze_shared_texture_acquire_image")
public func glaze_shared_texture_acquire_image(_ texture: OpaquePointer?, _ context: OpaquePointer?,
                                               _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let (box, render) = try Handles.get(texture, as: SharedTextureBox.self, role: "texture", on: context)
        _ = try output(outImage, "out_image")
        try returnImage(try box.texture.acquire(in: render), outImage)
    }
}

@_cdecl("glaze_shared_texture_acquire_name")
public func glaze_shared_texture_acquire_name(_ texture: OpaquePointer?, _ context: OpaquePointer?,
                                              _ outName: UnsafeMutablePointer<UInt32>?) -> glaze_status {
    capi {
        let (box, render) = try Handles.get(texture, as: SharedTextureBox.self, role: "texture", on: context)
        let out = try output(outName, "out_name")
        out.pointee = try box.texture.acquireTextureName(in: render)
    }
}

@_cdecl("glaze_shared_texture_get_info")
public func glaze_shared_texture_get_info(_ texture: OpaquePointer?, _ outWidth: UnsafeMutablePointer<Int32>?,
                                          _ outHeight: UnsafeMutablePointer<Int32>?,
                                          _ outSequence: UnsafeMutablePointer<Int64>?) -> glaze_status {
    capi {
        let box = try Handles.get(texture, as: SharedTextureBox.self, role: "texture")
        outWidth?.pointee = Int32(box.texture.width)
        outHeight?.pointee = Int32(box.texture.height)
        outSequence?.pointee = Int64(box.texture.sequence)
    }
}

@_cdecl("glaze_shared_texture_destroy")
public func glaze_shared_texture_destroy(_ texture: OpaquePointer?) -> glaze_status {
    capi { try Handles.destroyHoldingGL(texture, as: SharedTextureBox.self) }
}

@_cdecl("glaze_baked_texture_create")
public func glaze_baked_texture_create(_ format: glaze_texture_format,
                                       _ outBaked: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let out = try output(outBaked, "out_baked")
        out.pointee = try Handles.make(BakedTextureBox(BakedTexture(format: try Check.textureFormat(format))))
    }
}

@_cdecl("glaze_baked_texture_update")
public func glaze_baked_texture_update(_ baked: OpaquePointer?, _ context: OpaquePointer?, _ image: OpaquePointer?,
                                       _ region: UnsafePointer<glaze_rect>?, _ sourceVersion: Int64,
                                       _ outRendered: UnsafeMutablePointer<Int32>?) -> glaze_status {
    capi {
        let (box, render) = try Handles.get(baked, as: BakedTextureBox.self, role: "baked", on: context)
        let source = try Handles.get(image, as: ImageBox.self, role: "image").image
        let area = try Check.region(region, of: source, "region")
        let rendered = try box.baked.update(source, region: area, sourceVersion: Int(sourceVersion), using: render)
        outRendered?.pointee = rendered ? 1 : 0
    }
}

@_cdecl("glaze_baked_texture_acquire_image")
public func glaze_baked_texture_acquire_image(_ baked: OpaquePointer?, _ context: OpaquePointer?,
                                              _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let (box, render) = try Handles.get(baked, as: BakedTextureBox.self, role: "baked", on: context)
        let out = try output(outImage, "out_image")
        if let image = try box.baked.acquire(in: render) {
            out.pointee = try Handles.make(ImageBox(image))
        } else {
            out.pointee = nil
        }
    }
}

@_cdecl("glaze_baked_texture_acquire_name")
public func glaze_baked_texture_acquire_name(_ baked: OpaquePointer?, _ context: OpaquePointer?,
                                             _ outName: UnsafeMutablePointer<UInt32>?) -> glaze_status {
    capi {
        let (box, render) = try Handles.get(baked, as: BakedTextureBox.self, role: "baked", on: context)
        let out = try output(outName, "out_name")
        out.pointee = try box.baked.acquireTextureName(in: render) ?? 0
    }
}

@_cdecl("glaze_baked_texture_get_render_count")
public func glaze_baked_texture_get_render_count(_ baked: OpaquePointer?,
                                                 _ outCount: UnsafeMutablePointer<Int64>?) -> glaze_status {
    capi {
        let box = try Handles.get(baked, as: BakedTextureBox.self, role: "baked")
        try output(outCount, "out_count").pointee = Int64(box.baked.renderCount)
    }
}

@_cdecl("glaze_baked_texture_destroy")
public func glaze_baked_texture_destroy(_ baked: OpaquePointer?) -> glaze_status {
    capi { try Handles.destroyHoldingGL(baked, as: BakedTextureBox.self) }
}
