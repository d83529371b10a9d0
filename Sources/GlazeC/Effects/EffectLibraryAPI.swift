import CGlaze
import FoundationEssentials
import Glibc
import Glaze
import Synchronization

// Effect libraries: effect files with live reload and an error callback. Each function is
// documented in glaze.h.

/// A `glaze_effect_library`: the last good document, the file stamps it was loaded from, and
/// the game variables, behind a lock.
///
/// `@unchecked Sendable`: the mutable state is behind a `Mutex`; the C callback and its
/// `user_data` are immutable and only called on the thread making the open/update/reload call.
final class EffectLibraryBox: HandleBox, @unchecked Sendable {
    static let kind = HandleKind.effectLibrary

    struct State {
        var document: any EffectDocument
        /// Modification stamps of the files the current document was read from.
        var stamps: [String: FileStamp]
        /// Stamps of a failed version already reported (not reported again).
        var failedStamps: [String: FileStamp]?
        var variables: [String: Double] = [:]
        /// Successful loads, the first included.
        var version = 1
    }

    let path: String
    let registry: FilterRegistry
    let callback: glaze_effect_error_callback?
    let userData: UnsafeMutableRawPointer?
    let state: Mutex<State>
    /// The load `update` started in the background, if any.
    let background = BackgroundReload()

    init(path: String, registry: FilterRegistry, document: any EffectDocument,
         callback: glaze_effect_error_callback?, userData: UnsafeMutableRawPointer?) {
        self.path = path
        self.registry = registry
        self.callback = callback
        self.userData = userData
        self.state = Mutex(State(document: document, stamps: FileStamp.of(document.files)))
    }

    /// Reloads when `force` or a watched file changed. Returns whether a new version loaded;
    /// throws (after calling the callback once per failed version) when the reload failed.
    func reload(force: Bool) throws -> Bool {
        let (files, stamps, failed) = state.withLock { ($0.document.files, $0.stamps, $0.failedStamps) }
        let now = FileStamp.of(files)
        if !force, now == stamps { return false }
        // Still the version that failed and was reported: nothing new.
        if !force, let failed, now == failed { return false }
        do {
            install(try EffectLoader.load(path: path, registry: registry))
            return true
        } catch {
            let (status, message) = describe(error)
            try reject(status, message, stamps: now)
        }
    }

    /// The per-frame check: installs (or reports) a load that finished in the background, else
    /// starts one when a watched file changed. Never parses on the caller's thread.
    func update() throws -> Bool {
        if let done = background.take() {
            switch done.result {
            case .success(let document):
                install(document)
                return true
            case .failure(let error):
                try reject(error.status, error.message, stamps: done.stamps)
            }
        }
        guard !background.isRunning else { return false }
        let (files, stamps, failed) = state.withLock { ($0.document.files, $0.stamps, $0.failedStamps) }
        let now = FileStamp.of(files)
        if now == stamps || now == failed { return false }
        background.start(path: path, registry: registry, stamps: now)
        return false
    }

    private func install(_ document: any EffectDocument) {
        state.withLock {
            $0.document = document
            $0.stamps = FileStamp.of(document.files)
            $0.failedStamps = nil
            $0.version += 1
        }
    }

    /// Keeps the last good version, calls the callback once and throws the error.
    private func reject(_ status: glaze_status, _ message: String, stamps: [String: FileStamp]) throws -> Never {
        state.withLock { $0.failedStamps = stamps }
        let text = message + "\n(the last good version of \(path) stays loaded)"
        if let callback { text.withCString { callback(status, $0, userData) } }
        throw CAPIError(status, text)
    }
}

/// What identifies a version of a file on disk: modification time and size (0s when missing).
struct FileStamp: Equatable, Sendable {
    let seconds: Int
    let nanoseconds: Int
    let size: Int64

    static func of(_ files: [String]) -> [String: FileStamp] {
        var result: [String: FileStamp] = [:]
        for file in files {
            var info = stat()
            if stat(file, &info) == 0 {
                result[file] = FileStamp(seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec, size: Int64(info.st_size))
            } else {
                result[file] = FileStamp(seconds: 0, nanoseconds: 0, size: -1)
            }
        }
        return result
    }
}

@_cdecl("glaze_effect_library_open")
public func glaze_effect_library_open(_ path: UnsafePointer<CChar>?, _ registry: OpaquePointer?,
                                      _ onError: glaze_effect_error_callback?, _ userData: UnsafeMutableRawPointer?,
                                      _ outLibrary: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let file = try string(path, "path")
        let filters = try Handles.optional(registry, as: RegistryBox.self, role: "registry")?.registry ?? .builtin
        let out = try output(outLibrary, "out_library")
        let document = try EffectLoader.load(path: file, registry: filters)
        out.pointee = Handles.make(EffectLibraryBox(path: file, registry: filters, document: document,
                                                    callback: onError, userData: userData))
    }
}

@_cdecl("glaze_effect_library_update")
public func glaze_effect_library_update(_ library: OpaquePointer?, _ outReloaded: UnsafeMutablePointer<Int32>?) -> glaze_status {
    capi {
        let box = try Handles.get(library, as: EffectLibraryBox.self, role: "library")
        outReloaded?.pointee = 0
        let reloaded = try box.update()
        outReloaded?.pointee = reloaded ? 1 : 0
    }
}

@_cdecl("glaze_effect_library_reload")
public func glaze_effect_library_reload(_ library: OpaquePointer?) -> glaze_status {
    capi { _ = try Handles.get(library, as: EffectLibraryBox.self, role: "library").reload(force: true) }
}

@_cdecl("glaze_effect_library_set_variable")
public func glaze_effect_library_set_variable(_ library: OpaquePointer?, _ name: UnsafePointer<CChar>?,
                                              _ value: Double) -> glaze_status {
    capi {
        let box = try Handles.get(library, as: EffectLibraryBox.self, role: "library")
        let variable = try string(name, "name")
        let number = try Check.finite(value, "the value of '\(variable)'")
        try box.state.withLock { state in
            let declared = state.document.variables
            guard declared[variable] != nil || variable == "seed" else {
                throw EffectLoader.unknown("variable", variable, known: declared.keys.sorted())
            }
            state.variables[variable] = number
        }
    }
}

@_cdecl("glaze_effect_library_make_image")
public func glaze_effect_library_make_image(_ library: OpaquePointer?, _ effect: UnsafePointer<CChar>?,
                                            _ scene: OpaquePointer?, _ time: Double,
                                            _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let box = try Handles.get(library, as: EffectLibraryBox.self, role: "library")
        let name = try string(effect, "effect")
        let source = try Handles.get(scene, as: ImageBox.self, role: "scene").image
        _ = try output(outImage, "out_image")
        let seconds = try Check.finite(time, "time_seconds")
        let (document, variables) = box.state.withLock { ($0.document, $0.variables) }
        try returnImage(try document.makeImage(effect: name, scene: source, time: seconds, variables: variables), outImage)
    }
}

@_cdecl("glaze_effect_library_make_transition_image")
public func glaze_effect_library_make_transition_image(_ library: OpaquePointer?, _ moment: UnsafePointer<CChar>?,
                                                       _ from: OpaquePointer?, _ to: OpaquePointer?, _ elapsed: Double,
                                                       _ outImage: UnsafeMutablePointer<OpaquePointer?>?,
                                                       _ outFinished: UnsafeMutablePointer<Int32>?) -> glaze_status {
    capi {
        let box = try Handles.get(library, as: EffectLibraryBox.self, role: "library")
        let name = try string(moment, "moment")
        let source = try Handles.get(from, as: ImageBox.self, role: "from").image
        let target = try Handles.get(to, as: ImageBox.self, role: "to").image
        _ = try output(outImage, "out_image")
        let seconds = try Check.finite(elapsed, "elapsed_seconds")
        let (document, variables) = box.state.withLock { ($0.document, $0.variables) }
        let frame = try document.makeTransition(moment: name, from: source, to: target, elapsed: seconds, variables: variables)
        try returnImage(frame.image, outImage)
        outFinished?.pointee = frame.finished ? 1 : 0
    }
}

@_cdecl("glaze_effect_library_get_transition_duration")
public func glaze_effect_library_get_transition_duration(_ library: OpaquePointer?, _ moment: UnsafePointer<CChar>?,
                                                         _ outSeconds: UnsafeMutablePointer<Double>?) -> glaze_status {
    capi {
        let box = try Handles.get(library, as: EffectLibraryBox.self, role: "library")
        let name = try string(moment, "moment")
        let out = try output(outSeconds, "out_seconds")
        let document = box.state.withLock { $0.document }
        out.pointee = try document.duration(ofTransition: name)
    }
}

@_cdecl("glaze_effect_library_describe")
public func glaze_effect_library_describe(_ library: OpaquePointer?,
                                          _ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> glaze_status {
    capi {
        let box = try Handles.get(library, as: EffectLibraryBox.self, role: "library")
        let (document, version) = box.state.withLock { ($0.document, $0.version) }
        let json = JSONText.object([
            ("path", .string(box.path)),
            ("effects", .array(document.effectNames.map { .string($0) })),
            ("transitions", .array(document.transitionMoments.map { .string($0) })),
            ("variables", .object(document.variables.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) })),
            ("version", .number(Double(version))),
        ])
        try returnString(json.text, outJSON, "out_json")
    }
}

@_cdecl("glaze_effect_library_destroy")
public func glaze_effect_library_destroy(_ library: OpaquePointer?) -> glaze_status {
    capi { try Handles.destroy(library, as: EffectLibraryBox.self) }
}
