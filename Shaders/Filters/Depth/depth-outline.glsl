/// Outlines from the game's depth: lines where depth jumps (silhouettes) and where the surface
/// folds (creases, from normals reconstructed from depth), for toon looks and selection outlines.
///
/// `depth` is a linear-depth image (``Image/init(depthTexture:width:height:projection:)``). Along
/// each axis, neighbours `width` px away (rounded to whole pixels; a line under 1 px fades in by
/// its width) are compared: a jump of the second difference of 1/z
/// (zero on any plane in a perspective view) above `depthThreshold`, relative, is a silhouette,
/// drawn on the nearer surface only, so a step gets exactly one line that wide; elsewhere,
/// a turn of the surface's slopes on either side by more than `creaseThreshold` (1 − cos of the
/// angle) is a crease. One `sampling` pass over the colour and depth
/// (`depth-outline-lines.glsl`, applied in `DepthOutline+Apply.swift`). Width 0 leaves the image unchanged.
// filter: depthOutline
// category: stylize
// coreImage: no
// doc: Draws lines where the game's depth jumps (silhouettes) and where surfaces fold (creases).
// apply: custom
uniform sampler2D depth;       // Linear-depth image (Image(depthTexture:…)): distance in game units in red.
uniform float width;           // = 1; range 0..16; slider 0..4; identity 0; type distance; unit px; Line width in pixels; 0 draws no line.
uniform vec4 color;            // = vec4(0, 0, 0, 1); type color; Line colour (linear, not premultiplied).
uniform float depthThreshold;  // = 0.1; range 0.001..10; slider 0.01..1; Relative jump in depth (of 1/z's second difference) that makes a silhouette line.
uniform float creaseThreshold; // = 0.3; range 0..2; slider 0..2; Turn of the surface (1 − cos of the angle between its slopes) that makes a crease line; 2 draws none.
uniform float fieldOfView;     // = 1.0471975511965976; range 0.01..3.1; slider 0.2..2.5; type angle; unit rad; The camera's vertical field of view, to reconstruct the surface from depth.
