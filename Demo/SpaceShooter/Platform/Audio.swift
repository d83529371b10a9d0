import COpenAL
import Foundation

/// The game's sound: effects panned by screen position and a looping music track, through
/// OpenAL. Without an audio device the game runs silently; it says so once on stderr.
final class Audio {
    enum Sound: String, CaseIterable {
        case shot, enemyShot = "enemy-shot", hit, explosionSmall = "explosion-small"
        case explosionLarge = "explosion-large", powerUp = "powerup", whoosh, bossAlarm = "boss-alarm"
    }

    private var device: OpaquePointer?
    private var context: OpaquePointer?
    private var buffers: [Sound: ALuint] = [:]
    private var musicBuffer: ALuint = 0
    private var musicSource: ALuint = 0
    private var sources: [ALuint] = []
    private var nextSource = 0
    private(set) var isMuted = false
    /// Whether sound is playing (false: no device, or setup failed).
    var isAvailable: Bool { context != nil }
    /// Why the game is silent, when it is.
    private(set) var silentReason: String?

    /// Opens the default device and loads `Audio/sfx/*.wav` and `Audio/music/music-loop.wav`
    /// under `assets`.
    init(assets: String) {
        guard let device = alcOpenDevice(nil) else {
            goSilent("no audio device (OpenAL could not open the default device; set ALSOFT_DRIVERS=null for a silent one)")
            return
        }
        self.device = device
        guard let context = alcCreateContext(device, nil), alcMakeContextCurrent(context) != 0 else {
            goSilent("OpenAL could not create a context")
            return
        }
        self.context = context
        alDistanceModel(AL_NONE)  // panning only: no distance attenuation
        var names = [ALuint](repeating: 0, count: 24)
        alGenSources(ALsizei(names.count), &names)
        sources = names
        for source in sources { alSourcei(source, AL_SOURCE_RELATIVE, AL_TRUE) }
        do {
            for sound in Sound.allCases {
                buffers[sound] = try loadBuffer("\(assets)/Audio/sfx/\(sound.rawValue).wav")
            }
            musicBuffer = try loadBuffer("\(assets)/Audio/music/music-loop.wav")
        } catch {
            shutdown()
            goSilent("\(error)")
            return
        }
        alGenSources(1, &musicSource)
        alSourcei(musicSource, AL_BUFFER, ALint(musicBuffer))
        alSourcei(musicSource, AL_LOOPING, AL_TRUE)
        alSourcei(musicSource, AL_SOURCE_RELATIVE, AL_TRUE)
        alSourcef(musicSource, AL_GAIN, 0.45)
        if alGetError() != AL_NO_ERROR {
            shutdown()
            goSilent("OpenAL reported an error while loading sounds")
        }
    }

    deinit { shutdown() }

    private func goSilent(_ reason: String) {
        silentReason = reason
        FileHandle.standardError.write(Data("SpaceShooter: running silently: \(reason)\n".utf8))
    }

    private func loadBuffer(_ path: String) throws -> ALuint {
        let file = try SoundFile(path: path)
        var buffer: ALuint = 0
        alGenBuffers(1, &buffer)
        let format = file.channels == 1 ? AL_FORMAT_MONO16 : AL_FORMAT_STEREO16
        file.samples.withUnsafeBytes {
            alBufferData(buffer, format, $0.baseAddress, ALsizei($0.count), ALsizei(file.sampleRate))
        }
        return buffer
    }

    /// Plays `sound` panned to `pan` (-1 left ... 1 right: the screen x mapped to -1...1).
    func play(_ sound: Sound, pan: Float = 0, gain: Float = 1) {
        guard isAvailable, !isMuted, let buffer = buffers[sound], !sources.isEmpty else { return }
        // Take a source that is not playing, or else the oldest one.
        var chosen = sources[nextSource]
        for offset in 0..<sources.count {
            let candidate = sources[(nextSource + offset) % sources.count]
            var state: ALint = 0
            alGetSourcei(candidate, AL_SOURCE_STATE, &state)
            if state != AL_PLAYING {
                chosen = candidate
                break
            }
        }
        nextSource = (nextSource + 1) % sources.count
        alSourceStop(chosen)
        alSourcei(chosen, AL_BUFFER, ALint(buffer))
        // Mono sources are panned by direction: on a unit circle in front of the listener.
        let p = max(-1, min(1, pan))
        alSource3f(chosen, AL_POSITION, p, 0, -(1 - p * p).squareRoot())
        alSourcef(chosen, AL_GAIN, gain)
        alSourcePlay(chosen)
    }

    func startMusic() {
        guard isAvailable, !isMuted else { return }
        alSourcePlay(musicSource)
    }

    func toggleMute() {
        isMuted.toggle()
        guard isAvailable else { return }
        alListenerf(AL_GAIN, isMuted ? 0 : 1)
        if !isMuted { alSourcePlay(musicSource) }
    }

    func shutdown() {
        guard let device else { return }
        if context != nil {
            alSourceStop(musicSource)
            for source in sources { alSourceStop(source) }
            alDeleteSources(ALsizei(sources.count), sources)
            if musicSource != 0 { alDeleteSources(1, &musicSource) }
            var all = Array(buffers.values) + (musicBuffer != 0 ? [musicBuffer] : [])
            alDeleteBuffers(ALsizei(all.count), &all)
            alcMakeContextCurrent(nil)
            alcDestroyContext(context)
        }
        alcCloseDevice(device)
        self.context = nil
        self.device = nil
        sources = []
        buffers = [:]
    }
}
