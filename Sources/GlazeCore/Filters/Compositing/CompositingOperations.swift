/// The table of compositing operations: every Core Image blend mode and Porter-Duff compositing
/// filter is a ``CompositingFilter`` whose operation is one of these (the public names, e.g.
/// ``MultiplyBlendMode``, are type aliases). A row states the registry name, Core Image alias,
/// kernel and output extent once; the names, display names and docs of the blend modes are
/// derived from the mode's word (`"color dodge"` → `colorDodgeBlendMode`, `CIColorDodgeBlendMode`,
/// "Color Dodge Blend Mode", `color-dodge-blend-mode.glsl`).
public enum CompositingOperations {
    /// The image over the background (Porter-Duff source-over, Core Image's
    /// `CISourceOverCompositing`): `result = image + background · (1 − α_image)` on premultiplied
    /// working-space colour. A two-input `color` kernel: fuses with its neighbours.
    public enum SourceOverCompositing: CompositingOperation {
        public static let entry = CompositingEntry.porterDuff(
            "sourceOverCompositing", "Source Over", extent: .over,
            doc: "The image over the background (Porter-Duff source-over).")
    }
    /// The image where the background is opaque (Porter-Duff source-in). Core Image's `CISourceInCompositing`.
    public enum SourceInCompositing: CompositingOperation {
        public static let entry = CompositingEntry.porterDuff(
            "sourceInCompositing", "Source In", extent: .intersection,
            doc: "The image where the background is opaque (Porter-Duff source-in).")
    }
    /// The image where the background is transparent (Porter-Duff source-out). Core Image's `CISourceOutCompositing`.
    public enum SourceOutCompositing: CompositingOperation {
        public static let entry = CompositingEntry.porterDuff(
            "sourceOutCompositing", "Source Out", extent: .input,
            doc: "The image where the background is transparent (Porter-Duff source-out).")
    }
    /// The image over the background, only where the background is (Porter-Duff source-atop). Core Image's
    /// `CISourceAtopCompositing`.
    public enum SourceAtopCompositing: CompositingOperation {
        public static let entry = CompositingEntry.porterDuff(
            "sourceAtopCompositing", "Source Atop", extent: .background,
            doc: "The image over the background, only where the background is (Porter-Duff source-atop).")
    }
    /// Adds the image to the background, premultiplied components. Core Image's `CIAdditionCompositing`.
    public enum AdditionCompositing: CompositingOperation {
        public static let entry = CompositingEntry.porterDuff(
            "additionCompositing", "Addition", extent: .union,
            doc: "Adds the image to the background, premultiplied components.")
    }
    /// Multiplies the image and the background, component by component (alpha too). Core Image's `CIMultiplyCompositing`.
    public enum MultiplyCompositing: CompositingOperation {
        public static let entry = CompositingEntry.porterDuff(
            "multiplyCompositing", "Multiply Compositing", extent: .intersection,
            doc: "Multiplies the image and the background, component by component (alpha too).")
    }
    /// The smaller of the image and the background, component by component. Core Image's `CIMinimumCompositing`.
    public enum MinimumCompositing: CompositingOperation {
        public static let entry = CompositingEntry.porterDuff(
            "minimumCompositing", "Minimum", extent: .intersection,
            doc: "The smaller of the image and the background, component by component.")
    }
    /// The larger of the image and the background, component by component. Core Image's `CIMaximumCompositing`.
    public enum MaximumCompositing: CompositingOperation {
        public static let entry = CompositingEntry.porterDuff(
            "maximumCompositing", "Maximum", extent: .union,
            doc: "The larger of the image and the background, component by component.")
    }
    /// The multiply blend mode of the W3C Compositing and Blending spec (Core Image's `CIMultiplyBlendMode`):
    /// B = cb · cs: darkens.
    public enum MultiplyBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("multiply") }
    /// The screen blend mode of the W3C Compositing and Blending spec (Core Image's `CIScreenBlendMode`):
    /// B = cb + cs − cb · cs: lightens.
    public enum ScreenBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("screen") }
    /// The overlay blend mode of the W3C Compositing and Blending spec (Core Image's `CIOverlayBlendMode`):
    /// B = hardLight(cs, cb): multiplies or screens depending on the backdrop.
    public enum OverlayBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("overlay") }
    /// The darken blend mode of the W3C Compositing and Blending spec (Core Image's `CIDarkenBlendMode`):
    /// B = min(cb, cs).
    public enum DarkenBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("darken") }
    /// The lighten blend mode of the W3C Compositing and Blending spec (Core Image's `CILightenBlendMode`):
    /// B = max(cb, cs).
    public enum LightenBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("lighten") }
    /// The color dodge blend mode of the W3C Compositing and Blending spec (Core Image's `CIColorDodgeBlendMode`):
    /// B = 0 if cb = 0, 1 if cs = 1, else min(1, cb / (1 − cs)): brightens the backdrop.
    public enum ColorDodgeBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("color dodge") }
    /// The color burn blend mode of the W3C Compositing and Blending spec (Core Image's `CIColorBurnBlendMode`):
    /// B = 1 if cb = 1, 0 if cs = 0, else 1 − min(1, (1 − cb) / cs): darkens the backdrop.
    public enum ColorBurnBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("color burn") }
    /// The soft light blend mode of the W3C Compositing and Blending spec (Core Image's `CISoftLightBlendMode`):
    /// B = cb − (1 − 2cs) · cb · (1 − cb) if cs ≤ 0.5, else cb + (2cs − 1)(D(cb) − cb) with D(cb) = ((16cb − 12)cb +
    /// 4)cb for cb ≤ 0.25, √cb otherwise.
    public enum SoftLightBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("soft light") }
    /// The hard light blend mode of the W3C Compositing and Blending spec (Core Image's `CIHardLightBlendMode`):
    /// B = multiply(cb, 2cs) if cs ≤ 0.5, else screen(cb, 2cs − 1).
    public enum HardLightBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("hard light") }
    /// The difference blend mode of the W3C Compositing and Blending spec (Core Image's `CIDifferenceBlendMode`):
    /// B = |cb − cs|.
    public enum DifferenceBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("difference") }
    /// The exclusion blend mode of the W3C Compositing and Blending spec (Core Image's `CIExclusionBlendMode`):
    /// B = cb + cs − 2 · cb · cs.
    public enum ExclusionBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("exclusion") }
    /// The hue blend mode of the W3C Compositing and Blending spec (Core Image's `CIHueBlendMode`):
    /// B = setLum(setSat(cs, sat(cb)), lum(cb)): the hue of the image with the saturation and luminosity of the background.
    public enum HueBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("hue", nonseparable: true) }
    /// The saturation blend mode of the W3C Compositing and Blending spec (Core Image's `CISaturationBlendMode`):
    /// B = setLum(setSat(cb, sat(cs)), lum(cb)): the saturation of the image with the hue and luminosity of the background.
    public enum SaturationBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("saturation", nonseparable: true) }
    /// The color blend mode of the W3C Compositing and Blending spec (Core Image's `CIColorBlendMode`):
    /// B = setLum(cs, lum(cb)): the hue and saturation of the image with the luminosity of the background.
    public enum ColorBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("color", nonseparable: true) }
    /// The luminosity blend mode of the W3C Compositing and Blending spec (Core Image's `CILuminosityBlendMode`):
    /// B = setLum(cb, lum(cs)): the luminosity of the image with the hue and saturation of the background.
    public enum LuminosityBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("luminosity", nonseparable: true) }
    /// The linear dodge blend mode (Photoshop's definition, not in W3C Compositing Level 1; Core Image's `CILinearDodgeBlendMode`):
    /// B = min(cb + cs, 1), clamped like linear burn, subtract and divide (`AdditionCompositing` is the unclamped sum).
    public enum LinearDodgeBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("linear dodge", .photoshop) }
    /// The linear burn blend mode (Photoshop's definition, not in W3C Compositing Level 1; Core Image's `CILinearBurnBlendMode`):
    /// B = max(cb + cs − 1, 0).
    public enum LinearBurnBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("linear burn", .photoshop) }
    /// The subtract blend mode (Photoshop's definition, not in W3C Compositing Level 1; Core Image's `CISubtractBlendMode`):
    /// B = max(cb − cs, 0): the image is subtracted from the background.
    public enum SubtractBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("subtract", .photoshop) }
    /// The divide blend mode (Photoshop's definition, not in W3C Compositing Level 1; Core Image's `CIDivideBlendMode`):
    /// B = 0 if cb = 0, 1 if cs = 0, else min(1, cb / cs): the background divided by the image.
    public enum DivideBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("divide", .photoshop) }
    /// The pin light blend mode (Photoshop's definition, not in W3C Compositing Level 1; Core Image's `CIPinLightBlendMode`):
    /// B = min(cb, 2cs) if cs ≤ 0.5, else max(cb, 2cs − 1).
    public enum PinLightBlendMode: CompositingOperation { public static let entry = CompositingEntry.blend("pin light", .photoshop) }
}

/// Core Image's `CISourceOverCompositing` (registry name `sourceOverCompositing`): see ``CompositingOperations/SourceOverCompositing``.
public typealias SourceOverCompositing = CompositingFilter<CompositingOperations.SourceOverCompositing>
/// Core Image's `CISourceInCompositing` (registry name `sourceInCompositing`): see ``CompositingOperations/SourceInCompositing``.
public typealias SourceInCompositing = CompositingFilter<CompositingOperations.SourceInCompositing>
/// Core Image's `CISourceOutCompositing` (registry name `sourceOutCompositing`): see ``CompositingOperations/SourceOutCompositing``.
public typealias SourceOutCompositing = CompositingFilter<CompositingOperations.SourceOutCompositing>
/// Core Image's `CISourceAtopCompositing` (registry name `sourceAtopCompositing`): see ``CompositingOperations/SourceAtopCompositing``.
public typealias SourceAtopCompositing = CompositingFilter<CompositingOperations.SourceAtopCompositing>
/// Core Image's `CIAdditionCompositing` (registry name `additionCompositing`): see ``CompositingOperations/AdditionCompositing``.
public typealias AdditionCompositing = CompositingFilter<CompositingOperations.AdditionCompositing>
/// Core Image's `CIMultiplyCompositing` (registry name `multiplyCompositing`): see ``CompositingOperations/MultiplyCompositing``.
public typealias MultiplyCompositing = CompositingFilter<CompositingOperations.MultiplyCompositing>
/// Core Image's `CIMinimumCompositing` (registry name `minimumCompositing`): see ``CompositingOperations/MinimumCompositing``.
public typealias MinimumCompositing = CompositingFilter<CompositingOperations.MinimumCompositing>
/// Core Image's `CIMaximumCompositing` (registry name `maximumCompositing`): see ``CompositingOperations/MaximumCompositing``.
public typealias MaximumCompositing = CompositingFilter<CompositingOperations.MaximumCompositing>
/// Core Image's `CIMultiplyBlendMode` (registry name `multiplyBlendMode`): see ``CompositingOperations/MultiplyBlendMode``.
public typealias MultiplyBlendMode = CompositingFilter<CompositingOperations.MultiplyBlendMode>
/// Core Image's `CIScreenBlendMode` (registry name `screenBlendMode`): see ``CompositingOperations/ScreenBlendMode``.
public typealias ScreenBlendMode = CompositingFilter<CompositingOperations.ScreenBlendMode>
/// Core Image's `CIOverlayBlendMode` (registry name `overlayBlendMode`): see ``CompositingOperations/OverlayBlendMode``.
public typealias OverlayBlendMode = CompositingFilter<CompositingOperations.OverlayBlendMode>
/// Core Image's `CIDarkenBlendMode` (registry name `darkenBlendMode`): see ``CompositingOperations/DarkenBlendMode``.
public typealias DarkenBlendMode = CompositingFilter<CompositingOperations.DarkenBlendMode>
/// Core Image's `CILightenBlendMode` (registry name `lightenBlendMode`): see ``CompositingOperations/LightenBlendMode``.
public typealias LightenBlendMode = CompositingFilter<CompositingOperations.LightenBlendMode>
/// Core Image's `CIColorDodgeBlendMode` (registry name `colorDodgeBlendMode`): see ``CompositingOperations/ColorDodgeBlendMode``.
public typealias ColorDodgeBlendMode = CompositingFilter<CompositingOperations.ColorDodgeBlendMode>
/// Core Image's `CIColorBurnBlendMode` (registry name `colorBurnBlendMode`): see ``CompositingOperations/ColorBurnBlendMode``.
public typealias ColorBurnBlendMode = CompositingFilter<CompositingOperations.ColorBurnBlendMode>
/// Core Image's `CISoftLightBlendMode` (registry name `softLightBlendMode`): see ``CompositingOperations/SoftLightBlendMode``.
public typealias SoftLightBlendMode = CompositingFilter<CompositingOperations.SoftLightBlendMode>
/// Core Image's `CIHardLightBlendMode` (registry name `hardLightBlendMode`): see ``CompositingOperations/HardLightBlendMode``.
public typealias HardLightBlendMode = CompositingFilter<CompositingOperations.HardLightBlendMode>
/// Core Image's `CIDifferenceBlendMode` (registry name `differenceBlendMode`): see ``CompositingOperations/DifferenceBlendMode``.
public typealias DifferenceBlendMode = CompositingFilter<CompositingOperations.DifferenceBlendMode>
/// Core Image's `CIExclusionBlendMode` (registry name `exclusionBlendMode`): see ``CompositingOperations/ExclusionBlendMode``.
public typealias ExclusionBlendMode = CompositingFilter<CompositingOperations.ExclusionBlendMode>
/// Core Image's `CIHueBlendMode` (registry name `hueBlendMode`): see ``CompositingOperations/HueBlendMode``.
public typealias HueBlendMode = CompositingFilter<CompositingOperations.HueBlendMode>
/// Core Image's `CISaturationBlendMode` (registry name `saturationBlendMode`): see ``CompositingOperations/SaturationBlendMode``.
public typealias SaturationBlendMode = CompositingFilter<CompositingOperations.SaturationBlendMode>
/// Core Image's `CIColorBlendMode` (registry name `colorBlendMode`): see ``CompositingOperations/ColorBlendMode``.
public typealias ColorBlendMode = CompositingFilter<CompositingOperations.ColorBlendMode>
/// Core Image's `CILuminosityBlendMode` (registry name `luminosityBlendMode`): see ``CompositingOperations/LuminosityBlendMode``.
public typealias LuminosityBlendMode = CompositingFilter<CompositingOperations.LuminosityBlendMode>
/// Core Image's `CILinearDodgeBlendMode` (registry name `linearDodgeBlendMode`): see ``CompositingOperations/LinearDodgeBlendMode``.
public typealias LinearDodgeBlendMode = CompositingFilter<CompositingOperations.LinearDodgeBlendMode>
/// Core Image's `CILinearBurnBlendMode` (registry name `linearBurnBlendMode`): see ``CompositingOperations/LinearBurnBlendMode``.
public typealias LinearBurnBlendMode = CompositingFilter<CompositingOperations.LinearBurnBlendMode>
/// Core Image's `CISubtractBlendMode` (registry name `subtractBlendMode`): see ``CompositingOperations/SubtractBlendMode``.
public typealias SubtractBlendMode = CompositingFilter<CompositingOperations.SubtractBlendMode>
/// Core Image's `CIDivideBlendMode` (registry name `divideBlendMode`): see ``CompositingOperations/DivideBlendMode``.
public typealias DivideBlendMode = CompositingFilter<CompositingOperations.DivideBlendMode>
/// Core Image's `CIPinLightBlendMode` (registry name `pinLightBlendMode`): see ``CompositingOperations/PinLightBlendMode``.
public typealias PinLightBlendMode = CompositingFilter<CompositingOperations.PinLightBlendMode>
