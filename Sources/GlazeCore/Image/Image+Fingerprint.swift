extension Image {
    /// A hash of the whole recipe: structure, parameter values and source identities (texture
    /// names, pixel buffers). Equal recipes give equal fingerprints; changing any parameter or
    /// source changes it. Used to decide whether a one-off effect must re-render.
    public var fingerprint: Int {
        var memo: [ObjectIdentifier: Int] = [:]
        for node in GraphInfo(root: node).order {
            var hasher = Hasher()
            node.hashOperation(into: &hasher)
            for input in node.inputs { hasher.combine(memo[ObjectIdentifier(input)] ?? 0) }
            memo[ObjectIdentifier(node)] = hasher.finalize()
        }
        return memo[ObjectIdentifier(node)] ?? 0
    }
}

extension ImageNode {
    func hashOperation(into hasher: inout Hasher) {
        hasher.combine(extent)
        switch operation {
        case .source(let s):
            hasher.combine(0)
            hasher.combine(s.width)
            hasher.combine(s.height)
            hasher.combine(s.alphaMode)
            hasher.combine(s.origin)
            hasher.combine(s.encoding)
            switch s.content {
            case .texture(let t): hasher.combine(t)
            case .framebuffer(let name, _, _): hasher.combine(name)
            case .pixels(_, let token): hasher.combine(ObjectIdentifier(token))
            case .depthTexture(let name, _, _): hasher.combine(name)
            }
        case .kernel(let app):
            hasher.combine(1)
            hasher.combine(app.kernel)
            hasher.combine(app.values)
            hasher.combine(app.outputScale)
            hasher.combine(app.matrixForm)
            if let binding = app.slotBinding {
                for entry in binding.targets { hasher.combine(binding.slots[entry.slot]) }
            }
        case .crop(let r):
            hasher.combine(2)
            hasher.combine(r)
        case .transform(let t, let s):
            hasher.combine(3)
            hasher.combine(t)
            hasher.combine(s)
        case .clampToExtent(let r):
            hasher.combine(4)
            hasher.combine(r)
        case .cached:
            hasher.combine(5)
        }
    }
}
