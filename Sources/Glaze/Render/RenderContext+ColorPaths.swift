import GlazeCore
import CEpoxy

extension RenderContext {
    /// Checks every borrowed texture and depth texture in the scratch graph against what GL says
    /// (``describe(_:)``: every render in ``HostStateMode/guarded``, once per texture otherwise)
    /// and chooses each colour texture's colour path. On OpenGL ES 3.0 (no texture queries) the
    /// declarations are trusted.
    func chooseColorPaths() throws {
        guard capabilities.describesTextures else { return }
        let sources = executor.sources
        for index in graph.order.indices {
            guard case .source(let source) = graph.order[index].operation else { continue }
            switch source.content {
            case .depthTexture(let name, let width, let height):
                guard let real = try describe(name) else { continue }
                try real.checkDepth(name: name, width: width, height: height)
                if real.holdsStencil, DepthStencilReads.available(capabilities) { depthStencilReads.note(name) }
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
