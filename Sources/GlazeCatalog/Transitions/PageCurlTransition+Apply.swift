extension PageCurlTransition {
    /// ``PageCurlWithShadowTransition``'s curl with no shadow (`shadowSize` and `shadowAmount` 0):
    /// Core Image's plain page curl.
    public func apply(from: Image, to: Image) -> Image {
        PageCurlWithShadowTransition(progress: progress, backsideImage: backsideImage, extent: extent, angle: angle,
                                     radius: radius, shadowSize: 0, shadowAmount: 0).apply(from: from, to: to)
    }
}
