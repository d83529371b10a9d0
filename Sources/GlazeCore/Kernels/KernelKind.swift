/// How a kernel reads its inputs; the kind decides how the planner fuses it.
public enum KernelKind: String, Hashable, Sendable, Codable {
    /// Reads one texel of each input at the output coordinate:
    /// `vec4 NAME(vec4 in0, ..., vec2 destCoord, params...)`. Fuses freely. Zero inputs makes a
    /// generator.
    case color
    /// Remaps the coordinate its single input is read at: `vec2 NAME(vec2 destCoord, params...)`
    /// returns the source coordinate. Folds into whatever reads its input.
    case warp
    /// Reads a neighbourhood of materialised inputs:
    /// `vec4 NAME(sampler2D src0, mat3 src0Transform, ..., vec2 destCoord, params...)`; sample with
    /// `glaze_sample(src0, src0Transform, coord)`. Its inputs become textures (a pass boundary
    /// unless they already are textures); its region of interest is declared per application.
    case sampling
    /// Mixes `from` and `to` under `progress`: `vec4 NAME(vec2 destCoord, params...)` reading its
    /// inputs at any coordinate through `getFromColor(vec2)` and `getToColor(vec2)` (working-space
    /// pixels). Extra inputs after from and to (a mask, a backside image) are read through
    /// `input2(vec2)`, `input3(vec2)`… Fuses like `color`.
    case transition
}

/// The GLSL type of a kernel parameter (a uniform in the fused program).
public enum UniformType: String, Hashable, Sendable, Codable {
    /// `float`.
    case float
    /// `vec2`.
    case vec2
    /// `vec3`.
    case vec3
    /// `vec4`.
    case vec4
    /// `int`.
    case int
    /// `mat3` (column-major, 9 floats).
    case mat3
    /// `mat4` (column-major, 16 floats).
    case mat4
    /// A 3D texture (colour cube); bound to a texture unit.
    case sampler3D

    var glslName: String { rawValue }
}

/// A declared kernel parameter.
public struct KernelParameter: Hashable, Sendable {
    /// The uniform's name in the kernel's GLSL.
    public var name: String
    /// The uniform's GLSL type.
    public var type: UniformType
    /// Array length for `float[N]`-style uniforms (blur weights); nil for scalars.
    public var arrayCount: Int?

    /// Declares a parameter `name` of `type` (an array of `arrayCount` when given).
    public init(_ name: String, _ type: UniformType, arrayCount: Int? = nil) {
        self.name = name
        self.type = type
        self.arrayCount = arrayCount
    }
}
