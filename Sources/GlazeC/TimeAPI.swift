import CGlaze
import Glaze

// Images over time: ImageAccumulator and AutoExposure. Each function is documented in glaze.h.

/// A `glaze_accumulator`.
///
/// `@unchecked Sendable`: the accumulator is only touched by functions that first check the
/// calling thread against the render context passed with it (`ContextBox.use()`); releasing the
/// box on any thread only queues its GL names on the context's reaper (a locked queue).
final class AccumulatorBox: HandleBox, @unchecked Sendable {
    static let kind = HandleKind.accumulator
    let accumulator: ImageAccumulator
    init(_ accumulator: ImageAccumulator) { self.accumulator = accumulator }
}

/// A `glaze_auto_exposure`. `@unchecked Sendable` for the reasons of ``AccumulatorBox``.
final class AutoExposureBox: HandleBox, @unchecked Sendable {
    static let kind = HandleKind.autoExposure
    let eye: AutoExposure
    init(_ eye: AutoExposure) { self.eye = eye }
}

@_cdecl("glaze_accumulator_create")
public func glaze_accumulator_create(_ extent: glaze_rect, _ format: glaze_texture_format,
                                     _ outAccumulator: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let out = try output(outAccumulator, "out_accumulator")
        let area = try Check.rect(extent, "extent")
        out.pointee = try Handles.make(AccumulatorBox(ImageAccumulator(extent: area, format: try Check.textureFormat(format))))
    }
}

@_cdecl("glaze_accumulator_get_image")
public func glaze_accumulator_get_image(_ handle: OpaquePointer?, _ context: OpaquePointer?,
                                        _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let accumulator = try Handles.get(handle, as: AccumulatorBox.self, role: "accumulator", on: context).0.accumulator
        try returnImage(accumulator.image, outImage)
    }
}

@_cdecl("glaze_accumulator_set_image")
public func glaze_accumulator_set_image(_ handle: OpaquePointer?, _ context: OpaquePointer?,
                                        _ image: OpaquePointer?) -> glaze_status {
    capi {
        let (box, render) = try Handles.get(handle, as: AccumulatorBox.self, role: "accumulator", on: context)
        let recipe = try Handles.get(image, as: ImageBox.self, role: "image").image
        try box.accumulator.setImage(recipe, in: render)
    }
}

@_cdecl("glaze_accumulator_set_extent")
public func glaze_accumulator_set_extent(_ handle: OpaquePointer?, _ context: OpaquePointer?,
                                         _ extent: glaze_rect) -> glaze_status {
    capi {
        let accumulator = try Handles.get(handle, as: AccumulatorBox.self, role: "accumulator", on: context).0.accumulator
        accumulator.extent = try Check.rect(extent, "extent")
    }
}

@_cdecl("glaze_accumulator_reset")
public func glaze_accumulator_reset(_ handle: OpaquePointer?, _ context: OpaquePointer?) -> glaze_status {
    capi { try Handles.get(handle, as: AccumulatorBox.self, role: "accumulator", on: context).0.accumulator.reset() }
}

@_cdecl("glaze_accumulator_destroy")
public func glaze_accumulator_destroy(_ handle: OpaquePointer?) -> glaze_status {
    capi { try Handles.destroy(handle, as: AccumulatorBox.self) }
}

@_cdecl("glaze_auto_exposure_create")
public func glaze_auto_exposure_create(_ key: Float, _ speedUp: Float, _ speedDown: Float, _ minEV: Float, _ maxEV: Float,
                                       _ outAutoExposure: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let out = try output(outAutoExposure, "out_auto_exposure")
        let lower = minEV.isNaN ? -8 : minEV, upper = maxEV.isNaN ? 8 : maxEV
        let eye = AutoExposure(key: key, speedUp: speedUp, speedDown: speedDown,
                               exposureRange: min(lower, upper)...max(lower, upper))
        out.pointee = try Handles.make(AutoExposureBox(eye))
    }
}

@_cdecl("glaze_auto_exposure_update")
public func glaze_auto_exposure_update(_ handle: OpaquePointer?, _ context: OpaquePointer?, _ frame: OpaquePointer?,
                                       _ deltaTime: Float) -> glaze_status {
    capi {
        let (box, render) = try Handles.get(handle, as: AutoExposureBox.self, role: "auto_exposure", on: context)
        try box.eye.update(measuring: try Handles.get(frame, as: ImageBox.self, role: "frame").image, deltaTime: deltaTime,
                           in: render)
    }
}

@_cdecl("glaze_auto_exposure_apply")
public func glaze_auto_exposure_apply(_ handle: OpaquePointer?, _ context: OpaquePointer?, _ frame: OpaquePointer?,
                                      _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let eye = try Handles.get(handle, as: AutoExposureBox.self, role: "auto_exposure", on: context).0.eye
        try returnImage(eye.applying(to: try Handles.get(frame, as: ImageBox.self, role: "frame").image), outImage)
    }
}

@_cdecl("glaze_auto_exposure_reset")
public func glaze_auto_exposure_reset(_ handle: OpaquePointer?, _ context: OpaquePointer?) -> glaze_status {
    capi { try Handles.get(handle, as: AutoExposureBox.self, role: "auto_exposure", on: context).0.eye.reset() }
}

@_cdecl("glaze_auto_exposure_destroy")
public func glaze_auto_exposure_destroy(_ handle: OpaquePointer?) -> glaze_status {
    capi { try Handles.destroy(handle, as: AutoExposureBox.self) }
}
