import FoundationEssentials
import Glibc

/// How a value moves between two points in time: a ``TransitionPlayer`` mapping elapsed time
/// (0...1 of its duration) to progress, effect-file transitions and keyframe segments.
public enum Easing: String, Hashable, Sendable, CaseIterable, Codable {
    /// `t`.
    case linear
    /// `t²`: starts slowly.
    case easeIn
    /// `1 − (1 − t)²`: ends slowly.
    case easeOut
    /// `2t²` up to the middle, `1 − 2(1 − t)²` after: starts and ends slowly.
    case easeInOut
    /// `0.5·(1 − cos πt)`: Core Image's transition timing (the guide's slide show).
    case sinusoidal

    /// The eased value of `t`, clamped to 0...1 first (NaN counts as 0).
    public func callAsFunction(_ t: Double) -> Double {
        let x = t.isNaN ? 0 : min(1, max(0, t))
        switch self {
        case .linear: return x
        case .easeIn: return x * x
        case .easeOut: return 1 - (1 - x) * (1 - x)
        case .easeInOut: return x < 0.5 ? 2 * x * x : 1 - 2 * (1 - x) * (1 - x)
        case .sinusoidal: return 0.5 * (1 - cos(Double.pi * x))
        }
    }
}
