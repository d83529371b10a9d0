#if GLAZE_LIBFUZZER
/// libFuzzer's entry point (`make fuzz`): runs the target `GLAZE_FUZZ_TARGET` names on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func glazeFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.selected.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

/// libFuzzer's driver (in libclang_rt.fuzzer, linked by `-sanitize=fuzzer`).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<Int32>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// The executable's entry point: SwiftPM links an executable target's `main` to
/// `<module>_main`, which this module must then define; it hands over to libFuzzer's driver.
@_cdecl("GlazeFuzz_main")
func glazeFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc, values = argv
    return runFuzzerDriver(&count, &values, glazeFuzzTestOneInput)
}
#else
import FoundationEssentials
import Glibc

/// Without libFuzzer (`make test`): replays a corpus, `glaze-fuzz TARGET FILE_OR_FOLDER...`,
/// running every file once through the target; exit status 1 on bad usage. A crash ends the
/// process as it would under the fuzzer.
@main struct GlazeFuzzReplay {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count > 1 else {
            FuzzLog.error("usage: glaze-fuzz (\(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|"))) FILE_OR_FOLDER...")
            exit(1)
        }
        var count = 0
        for path in arguments.dropFirst() {
            for file in files(at: path) {
                guard let handle = fopen(file, "rb") else { continue }
                var bytes: [UInt8] = []
                var chunk = [UInt8](repeating: 0, count: 65536)
                while true {
                    let read = fread(&chunk, 1, chunk.count, handle)
                    if read <= 0 { break }
                    bytes += chunk[..<read]
                }
                fclose(handle)
                target.run(bytes)
                count += 1
            }
        }
        print("glaze-fuzz \(target.rawValue): \(count) inputs replayed, 0 crashes")
    }

    /// `path` itself, or the regular files in the folder `path`, sorted.
    static func files(at path: String) -> [String] {
        guard let directory = opendir(path) else { return [path] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !name.hasPrefix(".") { names.append(path + "/" + name) }
        }
        return names.sorted()
    }
}
#endif
