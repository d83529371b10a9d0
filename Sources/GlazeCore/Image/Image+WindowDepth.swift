extension Image {
    /// The host's depth texture `name` as window-space depth, not linearised: red holds the
    /// stored depth (0...1), green and blue 0, alpha 1. Read as
    /// ``init(depthTexture:width:height:projection:)`` reads it; for effect files that state the
    /// projection themselves (the ``LinearizeDepth`` filter, `linearizeDepth`).
    public init(windowDepthTexture name: UInt32, width: Int, height: Int) {
        let source = ImageSource(content: .depthTexture(name: name, width: width, height: height), width: width,
                                 height: height, alphaMode: .premultiplied, origin: .bottomLeft, encoding: .linear)
        self.init(node: ImageNode(.source(source), extent: Rect(0, 0, width, height)))
    }
}
