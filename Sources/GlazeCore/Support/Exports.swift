// The annotated-shader parser (UniformDeclaration, ShaderDeclaration) is its own target, shared
// with the build tool; users see its types through GlazeCore (and so through Glaze).
@_exported import GlazeDeclarations
