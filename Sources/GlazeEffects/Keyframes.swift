import Glaze

/// A value animated by keyframes: `(time, value)` points in seconds, eased between neighbours.
///
/// Before the first keyframe the value is the first one; after the last it holds the last one,
/// or with ``loops`` the animation repeats with period equal to the last keyframe's time.
public struct Keyframes: Sendable, Hashable {
    /// Times in seconds, strictly increasing.
    public let times: [Double]
    /// One value per keyframe; every value has the same number of components.
    public let values: [[Double]]
    public let easing: Easing
    public let loops: Bool

    /// - Throws: nothing; callers validate (see the effect-file parser). Mismatched input is
    ///   trimmed to the shortest.
    public init(times: [Double], values: [[Double]], easing: Easing = .linear, loops: Bool = false) {
        let n = min(times.count, values.count)
        self.times = Array(times.prefix(n))
        self.values = Array(values.prefix(n))
        self.easing = easing
        self.loops = loops
    }

    public var componentCount: Int { values.first?.count ?? 0 }

    /// Component `component` at `time` seconds. Allocates nothing.
    public func value(at time: Double, component: Int = 0) -> Double {
        // (`times[count - 1]`, not `times.last`: that allocates in debug builds.)
        guard !times.isEmpty, !values.isEmpty, component < values[0].count else { return 0 }
        let lastTime = times[times.count - 1]
        var t = time.isFinite ? time : 0
        if loops, lastTime > 0 {
            t = t.truncatingRemainder(dividingBy: lastTime)
            if t < 0 { t += lastTime }
        }
        if t <= times[0] { return values[0][component] }
        if t >= lastTime { return values[values.count - 1][component] }
        // Few keyframes: a linear scan is as fast as a binary search and simpler.
        var i = 1
        while i < times.count - 1, times[i] < t { i += 1 }
        let t0 = times[i - 1], t1 = times[i]
        let f = easing((t - t0) / (t1 - t0))
        let a = values[i - 1][component], b = values[i][component]
        return a + (b - a) * f
    }
}
