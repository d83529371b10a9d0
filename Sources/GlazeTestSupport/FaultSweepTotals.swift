import Testing

/// What a fault sweep saw.
public struct FaultSweepTotals: CustomStringConvertible {
    /// Call sites of the swept kinds in the clean runs.
    public var callSites = 0
    /// Runs in which the fault was injected.
    public var injected = 0
    /// Runs that ended in an error naming the fault.
    public var clearErrors = 0
    /// Runs that finished without an error (documented pass-through: the fault did not change
    /// the result, or a failing effect drew its input).
    public var passedThrough = 0
    /// Runs that left GL objects alive after their context was dropped.
    public var leaks = 0
    /// Runs after which the host's GL state (or its error flag) differed.
    public var hostStateChanges = 0
    /// Runs whose next frame, without the fault, rendered the clean run's pixels.
    public var recovered = 0
    /// What went wrong, one line each (empty when nothing did).
    public var findings: [String] = []

    /// No counts.
    public init() {}

    public var description: String {
        "call sites swept \(callSites), faults injected \(injected), clear errors \(clearErrors), pass-throughs \(passedThrough), "
            + "crashes 0, leaks \(leaks), host-state changes \(hostStateChanges), frames that recover \(recovered)/\(injected)"
    }

    /// Both sweeps' totals.
    public static func + (a: Self, b: Self) -> Self {
        var sum = a
        sum.callSites += b.callSites
        sum.injected += b.injected
        sum.clearErrors += b.clearErrors
        sum.passedThrough += b.passedThrough
        sum.leaks += b.leaks
        sum.hostStateChanges += b.hostStateChanges
        sum.recovered += b.recovered
        sum.findings += b.findings
        return sum
    }

    /// Records a test issue unless every injected fault ended cleanly: no finding, no leak, no
    /// host-state change, and every next frame recovered (`name` labels the messages).
    public func expectClean(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        print("fault sweep, \(name): \(self)")
        #expect(findings.isEmpty, "\(name): \(findings.joined(separator: "\n"))", sourceLocation: sourceLocation)
        #expect(injected > 0 && leaks == 0 && hostStateChanges == 0, "\(name): \(self)", sourceLocation: sourceLocation)
        #expect(recovered == injected, "\(name): \(self)", sourceLocation: sourceLocation)
    }
}
