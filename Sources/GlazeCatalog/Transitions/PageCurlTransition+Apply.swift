extension PageCurlTransition {
    /// ``PageCurlWithShadowTransition``'s curl with no shadow (`shadowSize` and `shadowAmount` 0):
    /// Core Image's plain page curl.
    public func apply(from: Image, to: Image) -> Image {
        PageCurlWithShadowTransition.curl(from: from, to: to, backside: backsideImage, progress: progress,
                                          extent: extent, values: uniforms + [.float(0), .float(0), .vec4(0, 0, 0, 0)])
    }
}
