import Foundation
import Glaze
import Testing

/// Golden images: reference PNGs under `Tests/GlazeTests/Goldens/<name>.png`, for stylised looks
/// that have no closed form.
///
/// Record or refresh one with `RECORD_GOLDENS=1 swift test --filter <test>`: the golden is
/// written and the test **fails** on purpose, so a recording run never passes by accident.
/// Look at the image, then commit it and rerun without the variable.
public enum Goldens {
    /// `<package root>/Tests/GlazeTests/Goldens`.
    public static var directory: URL {
        PixelFailureFiles.packageRoot.appendingPathComponent("Tests/GlazeTests/Goldens", isDirectory: true)
    }

    /// The golden file for `name`: `<directory>/<name>.png`, with characters other than letters,
    /// digits, `-`, `_` and `.` in `name` replaced by `_`.
    public static func path(named name: String) -> String {
        directory.appendingPathComponent(PixelFailureFiles.sanitize(name) + ".png").path
    }

    /// Whether this run records goldens (`RECORD_GOLDENS=1` in the environment).
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"
    }
}

/// Checks `actual` against the golden PNG `named` and records a Swift Testing issue when it
/// does not match, when the golden is missing, or when this run records goldens.
///
/// An `.rgba8` image is compared with the golden read as 8-bit (tolerances in 8-bit steps,
/// 0...255); any other format is written as a 16-bit golden and compared in normalised units
/// (0...1). On a mismatch the `actual`, `expected` and `difference` PNGs are written under
/// `.build/pixel-failures/` (see ``expectPixels(_:equal:maxChannelDelta:maxDifferingFraction:name:sourceLocation:)``).
/// - Parameters:
///   - maxChannelDelta: per-channel tolerance (8-bit steps for `.rgba8`, normalised otherwise).
///   - maxDifferingFraction: the share of pixels (0...1) allowed to exceed `maxChannelDelta`.
/// - Returns: whether the image matched (`false` when recording or when the golden is missing).
@discardableResult
public func expectMatchesGolden(
    _ actual: PixelBuffer, named name: String,
    maxChannelDelta: Double = 0, maxDifferingFraction: Double = 0,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let path = Goldens.path(named: name)
    if Goldens.isRecording {
        do {
            try FileManager.default.createDirectory(at: Goldens.directory, withIntermediateDirectories: true)
            try PNGFile.write(actual, to: path)
            Issue.record(
                Comment(rawValue: "recorded golden '\(name)' at \(path); look at it, commit it, and rerun without RECORD_GOLDENS"),
                sourceLocation: sourceLocation)
        } catch {
            Issue.record(Comment(rawValue: "could not record golden '\(name)' at \(path): \(error)"), sourceLocation: sourceLocation)
        }
        return false
    }
    guard FileManager.default.fileExists(atPath: path) else {
        let files = PixelFailureFiles.write([("actual", actual)], name: name)
        Issue.record(
            Comment(rawValue: "missing golden '\(name)': no file at \(path). Record it with `RECORD_GOLDENS=1 swift test --filter <this test>`, check the image, and commit it\(files)"),
            sourceLocation: sourceLocation)
        return false
    }
    let expected: PixelBuffer
    do {
        expected = try PNGFile.read(path: path, as: actual.format == .rgba8 ? .rgba8 : .rgba16)
    } catch {
        Issue.record(Comment(rawValue: "cannot read golden '\(name)': \(error)"), sourceLocation: sourceLocation)
        return false
    }
    return expectPixels(
        actual, equal: expected, maxChannelDelta: maxChannelDelta, maxDifferingFraction: maxDifferingFraction,
        name: name, sourceLocation: sourceLocation)
}
