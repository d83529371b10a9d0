import CSndFile

/// Decoded audio: interleaved 16-bit PCM, read through libsndfile (WAV, OGG/Vorbis, FLAC, ...).
struct SoundFile {
    let samples: [Int16]
    let channels: Int
    let sampleRate: Int

    struct DecodeError: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads the whole file at `path`.
    /// - Throws: ``DecodeError`` naming the path and libsndfile's reason.
    init(path: String) throws {
        var info = SF_INFO()
        guard let file = sf_open(path, Int32(SFM_READ), &info) else {
            let reason = String(cString: sf_strerror(nil))
            throw DecodeError(description: "cannot read sound \(path): \(reason)")
        }
        defer { sf_close(file) }
        guard info.channels == 1 || info.channels == 2, info.frames > 0, info.frames < 1 << 26 else {
            throw DecodeError(description: "sound \(path): \(info.channels) channels, \(info.frames) frames (want 1 or 2 channels)")
        }
        var pcm = [Int16](repeating: 0, count: Int(info.frames) * Int(info.channels))
        let read = pcm.withUnsafeMutableBufferPointer { sf_readf_short(file, $0.baseAddress, info.frames) }
        samples = Array(pcm.prefix(Int(read) * Int(info.channels)))
        channels = Int(info.channels)
        sampleRate = Int(info.samplerate)
    }
}
