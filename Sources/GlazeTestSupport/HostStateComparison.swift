import Testing

/// Checks that every output of a run with a hostile host GL state is byte for byte the output of
/// the clean-state run of the same name (`clean` and `hostile` map an output's name to its
/// bytes); records one issue per differing output, naming `item` and the number of differing
/// bytes (a missing or shorter output counts its missing bytes).
public func expectSameOutputs(_ clean: [String: [UInt8]], _ hostile: [String: [UInt8]], item: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
    for (name, bytes) in clean.sorted(by: { $0.key < $1.key }) {
        let other = hostile[name] ?? []
        let differing = zip(bytes, other).filter { $0 != $1 }.count + abs(bytes.count - other.count)
        #expect(differing == 0, "\(item): \(name) differs from the clean-state run in \(differing) of \(bytes.count) bytes",
                sourceLocation: sourceLocation)
    }
}
