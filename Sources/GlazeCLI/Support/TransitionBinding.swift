import Glaze

/// How a registered transition takes its inputs: which image parameter is the target ("to")
/// image and which number is the progress.
///
/// Core Image's transitions take `inputImage` (from), `inputTargetImage` (to) and `inputTime`
/// in 0...1; Glaze names them `targetImage` and `time`. `progress` (the gl-transitions name) and
/// any first required image parameter are accepted too, so drop-in transitions work.
struct TransitionBinding {
    let descriptor: FilterDescriptor
    /// The image parameter that receives the "to" image.
    let targetParameter: String
    /// The number parameter that receives the progress, 0...1.
    let progressParameter: String

    init(_ descriptor: FilterDescriptor) throws {
        self.descriptor = descriptor
        let images = descriptor.parameters.filter { $0.type == .image }
        let preferredTargets = ["targetImage", "target", "toImage", "to"]
        guard let target = preferredTargets.first(where: { name in images.contains { $0.name == name } })
            ?? images.first(where: { !$0.isOptional })?.name ?? images.first?.name else {
            throw CLIError.runtime("transition '\(descriptor.name)' has no image parameter for the target (to) image")
        }
        let numbers = descriptor.parameters.filter { [.scalar, .distance].contains($0.type) }
        guard let progress = ["time", "progress"].first(where: { name in numbers.contains { $0.name == name } }) else {
            throw CLIError.runtime("transition '\(descriptor.name)' has no 'time' or 'progress' parameter")
        }
        targetParameter = target
        progressParameter = progress
    }

    /// The registry values for one frame: `base` plus the target image and the progress.
    func values(_ base: [String: ParameterValue], to target: Image, progress: Double) -> [String: ParameterValue] {
        var values = base
        values[targetParameter] = .image(target)
        values[progressParameter] = .number(progress)
        return values
    }
}
