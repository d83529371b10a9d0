import GlazeCore
import CEpoxy

extension RenderContext {
    /// Chooses the colour path of every borrowed texture in `graph` from what GL says about it.
    /// On OpenGL ES 3.0 (no texture queries) the declarations are trusted.
    static func chooseColorPaths(_ graph: inout GraphInfo, sources: SourceTextures, capabilities: GLCapabilities,
                                 frame: Int) throws {
        guard capabilities.describesTextures else { return }
        for index in graph.order.indices {
            guard case .source(let source) = graph.order[index].operation,
                  case .texture(let texture) = source.content,
                  let real = try TextureInspection.read(texture.name, contextDescribesTextures: capabilities.describesTextures,
                                                        readsImmutability: sources.makesTextureViews && sources.usesTextureViews,
                                                        readsSRGBDecode: sources.controlsSRGBDecode) else { continue }
            let (encoding, path) = try sources.colorPath(of: source, texture: texture, inspection: real, frame: frame)
            if path != .declared(source, workingSpace: sources.workingSpace) {
                graph.decode(sourceAt: index, as: encoding, path: path)
            }
        }
    }

    /// Tells Glaze that the host deleted texture `name` or gave its name new storage: the sRGB
    /// view Glaze made of the old storage (``SourceColorPath/hardwareView``) is dropped, so the
    /// next render of an image of `name` looks at the texture again. Not needed when only the
    /// texels change (a view shows the current texels). Call on the context's GL thread.
    public func textureStorageChanged(_ name: UInt32) {
        executor.sources.forgetView(of: name)
    }
}
