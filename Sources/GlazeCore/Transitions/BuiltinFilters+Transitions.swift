extension BuiltinFilters {
    /// Core Image's eleven transitions, the guide's pixellate transition and the game staples.
    static let transitions: [any Filter.Type] = [
        AccordionFoldTransition.self, BarsSwipeTransition.self, CopyMachineTransition.self,
        DisintegrateWithMaskTransition.self, DissolveTransition.self, ModTransition.self,
        PageCurlTransition.self, PageCurlWithShadowTransition.self, SwipeTransition.self,
        PixellateTransition.self, IrisWipe.self,
        GlitchTransition.self,
    ]
}
