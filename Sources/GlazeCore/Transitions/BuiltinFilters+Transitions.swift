extension BuiltinFilters {
    /// Core Image's eleven transitions, the guide's pixellate transition and the game staples.
    static let transitions: [any Filter.Type] = [
        AccordionFoldTransition.self, BarsSwipeTransition.self, CopyMachineTransition.self,
        DisintegrateWithMaskTransition.self, DissolveTransition.self, ModTransition.self,
        PageCurlTransition.self, PageCurlWithShadowTransition.self, RippleTransition.self, SwipeTransition.self,
        PixellateTransition.self, FadeThroughColor.self, IrisWipe.self, DirectionalWipe.self, ZoomFade.self,
        GlitchTransition.self,
    ]
}
