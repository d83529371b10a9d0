#!/usr/bin/env python3
"""Synthesises the space shooter's sound effects and music loop and writes them as WAV files.

    python3 scripts/make-audio.py [--out Assets/Audio]

Writes Assets/Audio/sfx/*.wav (mono, so OpenAL can pan them by screen position) and
Assets/Audio/music/music-loop.wav (stereo, loops seamlessly: echo tails wrap around to the
start). 16-bit PCM at 22050 Hz. Only the standard library (`wave`) and numpy; filtering is done
in the frequency domain. Fixed seeds: re-running gives identical files.
"""

import argparse
import os
import wave

import numpy as np

RATE = 22050


def write_wav(path, samples, channels=1):
    """samples: float array in -1...1, shape (n,) or (n, 2)."""
    data = np.clip(samples, -1, 1)
    pcm = np.round(data * 32767).astype("<i2")
    with wave.open(path, "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    seconds = len(data) / RATE
    print(f"  {path} ({seconds:.2f} s, {channels} ch, {os.path.getsize(path) // 1024} KiB)")


def t_axis(seconds):
    return np.arange(int(seconds * RATE)) / RATE


def sweep(f0, f1, seconds, curve=1.0):
    """Phase of a sine whose frequency moves from f0 to f1 (exponentially when curve > 0)."""
    t = t_axis(seconds)
    u = t / seconds
    freq = f0 * (f1 / f0) ** (u ** curve)
    return 2 * np.pi * np.cumsum(freq) / RATE


def band(signal, low, high, soft=0.15):
    """Band-pass by FFT with soft edges (Hz)."""
    spectrum = np.fft.rfft(signal)
    f = np.fft.rfftfreq(len(signal), 1 / RATE)
    lo = 1 / (1 + np.exp(-(f - low) / max(low * soft, 1))) if low > 0 else 1
    hi = 1 / (1 + np.exp((f - high) / max(high * soft, 1)))
    return np.fft.irfft(spectrum * lo * hi, len(signal))


def envelope(seconds, attack, decay_rate):
    t = t_axis(seconds)
    return np.minimum(t / max(attack, 1e-4), 1) * np.exp(-t * decay_rate)


def normalise(x, peak=0.9):
    return x * (peak / max(np.max(np.abs(x)), 1e-9))


def fade_out(x, seconds=0.01):
    n = min(len(x), int(seconds * RATE))
    x = x.copy()
    x[-n:] *= np.linspace(1, 0, n)
    return x


# ----------------------------------------------------------------------------- effects

def shot(rng):
    d = 0.16
    phase = sweep(1500, 420, d, 0.6)
    tone = np.sign(np.sin(phase)) * 0.5 + np.sin(phase * 0.5) * 0.5
    noise = band(rng.normal(size=len(phase)), 2000, 8000) * 0.3
    return fade_out(normalise((tone + noise) * envelope(d, 0.002, 24), 0.6))


def enemy_shot(rng):
    d = 0.22
    phase = sweep(700, 180, d, 0.8)
    tri = 2 / np.pi * np.arcsin(np.sin(phase))
    return fade_out(normalise(tri * envelope(d, 0.004, 14), 0.5))


def hit(rng):
    d = 0.16
    noise = band(rng.normal(size=int(d * RATE)), 300, 5000)
    thump = np.sin(sweep(220, 60, d)) * 1.2
    return fade_out(normalise((noise + thump) * envelope(d, 0.001, 30), 0.7))


def explosion(rng, seconds, low, rumble_hz, decay):
    n = int(seconds * RATE)
    noise = rng.normal(size=n)
    body = band(noise, 30, low) * 1.6 + band(noise, low, low * 4) * 0.5
    crackle = band(rng.normal(size=n) * (rng.random(n) < 0.02), 1000, 6000) * 3
    boom = np.sin(sweep(rumble_hz * 2, rumble_hz * 0.6, seconds)) * 1.4
    env = envelope(seconds, 0.004, decay)
    return fade_out(normalise((body + crackle * env + boom * envelope(seconds, 0.002, decay * 2.2)) * env, 0.9), 0.05)


def powerup(rng):
    notes = [523.25, 659.25, 783.99, 1046.5]
    step = 0.075
    d = step * len(notes) + 0.25
    t = t_axis(d)
    out = np.zeros_like(t)
    for i, f in enumerate(notes):
        start = i * step
        local = np.clip(t - start, 0, None)
        active = t >= start
        vib = 1 + 0.01 * np.sin(2 * np.pi * 6 * local)
        tone = np.sin(2 * np.pi * f * vib * local) + 0.3 * np.sin(4 * np.pi * f * local)
        out += active * tone * np.exp(-local * 9)
    return fade_out(normalise(out, 0.55))


def whoosh(rng):
    d = 1.0
    n = int(d * RATE)
    noise = rng.normal(size=n)
    t = t_axis(d)
    centres = [300, 600, 1200, 2400, 4800]
    bands = [band(noise, c / 1.5, c * 1.5) for c in centres]
    # the centre frequency sweeps up and back down; amplitude swells and fades
    position = np.sin(np.pi * t / d) * (len(centres) - 1)
    out = np.zeros(n)
    for i, b in enumerate(bands):
        out += b * np.clip(1 - np.abs(position - i), 0, 1)
    swell = np.sin(np.pi * np.clip(t / d, 0, 1)) ** 1.5
    return fade_out(normalise(out * swell, 0.6), 0.05)


def boss_alarm(rng):
    d = 1.2
    t = t_axis(d)
    f = 440 + 220 * (np.sin(2 * np.pi * 2.5 * t) > 0)
    phase = 2 * np.pi * np.cumsum(f) / RATE
    tone = np.sign(np.sin(phase)) * 0.4 + np.sin(phase) * 0.6
    return fade_out(normalise(tone * np.minimum(t / 0.02, 1) * np.exp(-t * 1.2), 0.45), 0.05)


# ----------------------------------------------------------------------------- music

def note_hz(midi):
    return 440.0 * 2 ** ((midi - 69) / 12)


def music_loop(rng):
    bpm = 128
    beat = 60 / bpm
    bars = 8
    length = int(round(bars * 4 * beat * RATE))
    left = np.zeros(length)
    right = np.zeros(length)

    def place(buffer, start_seconds, sound):
        start = int(round(start_seconds * RATE)) % length
        end = start + len(sound)
        if end <= length:
            buffer[start:end] += sound
        else:  # wrap around: the loop stays seamless
            first = length - start
            buffer[start:] += sound[:first]
            buffer[:end - length] += sound[first:]

    # A minor: Am - F - C - G, two bars each... as one bar each, twice
    roots = [57, 53, 48, 55] * 2  # A3 F3 C3 G3
    chords = {57: [57, 60, 64], 53: [53, 57, 60], 48: [48, 52, 55], 55: [55, 59, 62]}

    # bass: eighth notes, filtered saw with a plucky envelope
    for bar, root in enumerate(roots):
        for eighth in range(8):
            start = (bar * 4 + eighth / 2) * beat
            d = beat / 2 * 0.95
            t = t_axis(d)
            f = note_hz(root - 12 + (12 if eighth % 4 == 3 else 0))
            saw = 2 * ((f * t) % 1) - 1
            pluck = band(saw, 20, 900) * np.exp(-t * 7) * np.minimum(t / 0.004, 1)
            sound = fade_out(pluck * 0.35, 0.004)
            place(left, start, sound)
            place(right, start, sound)

    # arpeggio lead: sixteenths over the chord, square-ish, with a ping-pong echo
    lead_l = np.zeros(length)
    lead_r = np.zeros(length)
    pattern = [0, 1, 2, 1, 2, 0, 2, 1]
    for bar, root in enumerate(roots):
        notes = chords[root]
        for s in range(16):
            if bar % 2 == 1 and s >= 12:
                continue
            idx = pattern[s % 8]
            midi = notes[idx] + 12 + (12 if s % 8 == 4 else 0)
            start = (bar * 4 + s / 4) * beat
            d = beat / 4 * 0.9
            t = t_axis(d)
            f = note_hz(midi)
            sq = np.tanh(np.sin(2 * np.pi * f * t) * 3) * 0.6 + np.sin(2 * np.pi * f * 2 * t) * 0.2
            sound = fade_out(sq * np.exp(-t * 10) * 0.16, 0.004)
            place(lead_l, start, sound)
            place(lead_r, start, sound)
    delay = int(round(beat * 0.75 * RATE))
    echo_l = np.roll(lead_r, delay) * 0.45
    echo_r = np.roll(lead_l, delay * 2) * 0.3
    left += lead_l * 0.8 + echo_l
    right += lead_r * 0.8 + echo_r

    # pad: slow detuned saws on the chord tones, low-passed
    for bar, root in enumerate(roots):
        d = 4 * beat
        t = t_axis(d)
        pad = np.zeros_like(t)
        for midi in chords[root]:
            for detune in (-0.004, 0.004):
                f = note_hz(midi) * (1 + detune)
                pad += 2 * ((f * t) % 1) - 1
        pad = band(pad, 80, 1400) * np.sin(np.pi * t / d) * 0.05
        place(left, bar * 4 * beat, pad)
        place(right, bar * 4 * beat, pad * 0.9)

    # drums: kick on every beat, snare on 2 and 4, closed hats on eighths
    kick_t = t_axis(0.3)
    kick = np.sin(sweep(150, 40, 0.3, 0.4)) * np.exp(-kick_t * 11) * 0.9
    snare_t = t_axis(0.22)
    snare = (band(rng.normal(size=len(snare_t)), 800, 7000) * 0.8 + np.sin(2 * np.pi * 190 * snare_t) * 0.5) \
        * np.exp(-snare_t * 18) * 0.45
    hat_t = t_axis(0.05)
    hat = band(rng.normal(size=len(hat_t)), 6000, 10500) * np.exp(-hat_t * 80) * 0.22
    for b in range(bars * 4):
        place(left, b * beat, kick)
        place(right, b * beat, kick)
        if b % 2 == 1:
            place(left, b * beat, snare)
            place(right, b * beat, snare * 0.9)
        for half in (0, 0.5):
            place(left, (b + half) * beat, hat * 0.7)
            place(right, (b + half) * beat, hat)
    stereo = np.stack([left, right], axis=-1)
    return normalise(np.tanh(stereo * 1.2), 0.85)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "Assets", "Audio"))
    args = parser.parse_args()
    sfx = os.path.join(args.out, "sfx")
    music = os.path.join(args.out, "music")
    os.makedirs(sfx, exist_ok=True)
    os.makedirs(music, exist_ok=True)
    rng = np.random.default_rng(2024)
    print("sound effects:")
    write_wav(os.path.join(sfx, "shot.wav"), shot(rng))
    write_wav(os.path.join(sfx, "enemy-shot.wav"), enemy_shot(rng))
    write_wav(os.path.join(sfx, "hit.wav"), hit(rng))
    write_wav(os.path.join(sfx, "explosion-small.wav"), explosion(rng, 0.6, 900, 90, 6))
    write_wav(os.path.join(sfx, "explosion-large.wav"), explosion(rng, 1.6, 500, 55, 2.6))
    write_wav(os.path.join(sfx, "powerup.wav"), powerup(rng))
    write_wav(os.path.join(sfx, "whoosh.wav"), whoosh(rng))
    write_wav(os.path.join(sfx, "boss-alarm.wav"), boss_alarm(rng))
    print("music:")
    write_wav(os.path.join(music, "music-loop.wav"), music_loop(rng), channels=2)


if __name__ == "__main__":
    main()
