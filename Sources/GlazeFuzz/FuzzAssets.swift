import FoundationEssentials
import Glibc

/// A temporary asset folder the effect-file and C API targets resolve paths in: a base file to
/// extend and a texture, made once per process.
enum FuzzAssets {
    /// The folder's path.
    static let folder: String = {
        var template = Array("/tmp/glaze-fuzz-XXXXXX".utf8CString)
        let path = template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) } ?? "/tmp"
        }
        write(path + "/base.yaml", "version: 1\neffects:\n  base:\n    chain: [{filter: vignette}]\n")
        write(path + "/library.yaml", "version: 1\neffects:\n  look:\n    chain: [{filter: colorControls, saturation: 0.5}]\n")
        mkdir(path + "/textures", 0o755)
        // A 1x1 white PNG.
        let png: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
            0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4, 0x89, 0x00, 0x00, 0x00,
            0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xFF, 0xFF, 0xFF, 0x7F, 0x00, 0x09, 0xFB, 0x03, 0xFD,
            0x05, 0x43, 0x45, 0xCA, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
        ]
        write(path + "/textures/white.png", png)
        return path
    }()

    /// Writes `text` to `path` (replacing it).
    static func write(_ path: String, _ text: String) { write(path, Array(text.utf8)) }

    /// Writes `bytes` to `path` (replacing it).
    static func write(_ path: String, _ bytes: [UInt8]) {
        guard let file = fopen(path, "wb") else { return }
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
    }
}
