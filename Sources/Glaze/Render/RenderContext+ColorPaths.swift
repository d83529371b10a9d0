import GlazeCore
import CEpoxy

extension RenderContext {
    /// Checks every borrowed texture and depth texture in the scratch graph against what GL says
    /// (``describe(_:)``: every render in ``HostStateMode/guarded``, once per texture otherwise),
    /// chooses each colour texture's colour path and notes the depth-stencil textures to read as
    /// depth. On OpenGL ES 3.0 (no texture queries) the declarations are trusted.
    func chooseColorPaths() throws {
        let readsStencil = DepthStencilReads.available(capabilities)
        try Self.chooseColorPaths(&graph, sources: executor.sources, capabilities: capabilities, frame: frame,
                                  describe: { try self.describe($0) }) { name in
            if readsStencil { self.depthStencilReads.note(name) }
        }
    }

    /// The work of ``chooseColorPaths()`` on any graph (``explain(_:region:size:)`` passes the
    /// planner's), with `describe` telling what GL says about a texture name and `holdsStencil`
    /// called with each depth texture that also holds stencil.
    static func chooseColorPaths(_ graph: inout GraphInfo, sources: SourceTextures, capabilities: GLCapabilities, frame: Int,
                                 describe: (UInt32) throws -> TextureInspection?,
                                 holdsStencil: (UInt32) -> Void = { _ in }) throws {
        guard capabilities.describesTextures else { return }
        for index in graph.order.indices {
            guard case .source(let source) = graph.order[index].operation else { continue }
            switch source.content {
            case .depthTexture(let name, let width, let height):
                guard let real = try describe(name) else { continue }
                try real.checkDepth(name: name, width: width, height: height)
                if real.holdsStencil { holdsStencil(name) }
            case .texture(let texture):
                guard let real = try describe(texture.name) else { continue }
                let (encoding, path) = try sources.colorPath(of: source, texture: texture, inspection: real, frame: frame)
                if path != .declared(source, workingSpace: sources.workingSpace) {
                    graph.decode(sourceAt: index, as: encoding, path: path)
                }
            default:
                continue
            }
        }
    }
}
