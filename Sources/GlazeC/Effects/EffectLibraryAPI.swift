import GlazeCore
import CGlaze
import FoundationEssentials
import Dispatch
import Glibc
import Glaze
import GlazeEffects

// Effect libraries: effect files with live reload and an error callback. Each function is
// documented in glaze.h.

/// A `glaze_effect_library`: the last good document, the file stamps it was loaded from, the
/// game variables and a new version being warmed up, behind a lock.
///
/// `@unchecked Sendable`: the mutable state is behind a `Locked`; the C callback and its
/// `user_data` are immutable and only called on the thread making the open/update/reload call.
final class EffectLibraryBox: HandleBox, @unchecked Sendable {
    static let kind = HandleKind.effectLibrary

    /// A loaded version waiting for its programs to compile before it is installed.
    struct Warming: Sendable {
        var document: any EffectDocument
        var warmUp: EffectWarmUp
        var stamps: [String: FileStamp]
    }

    struct State {
        var document: any EffectDocument
        /// Modification stamps of the files the current document was read from.
        var stamps: [String: FileStamp]
        /// Stamps of a failed version already reported (not reported again).
        var failedStamps: [String: FileStamp]?
        var variables: [String: Double] = [:]
        /// The game's named images (`depth`, …): options.images at open, glaze_effect_library_set_image after.
        var images: [String: Image] = [:]
        /// Successful loads, the first included.
        var version = 1
        /// A new version being warmed up by `update(preparing:)`.
        var warming: Warming?
        /// The version loaded from disk while a live link's preview is in use (nil: no preview).
        var saved: (any EffectDocument)?
        /// Numbers the previews asked for (the newest wins) and the newest parsed one, not yet taken.
        var previewSerial = 0
        var parsedPreview: (serial: Int, result: Result<any EffectDocument, CAPIError>)?
        /// Set by `endPreview`: put `saved` back at the next update.
        var endingPreview = false
        /// The newest version's problems (empty after a good one), for the live link.
        var problems: [String] = []
    }

    let path: String
    let registry: FilterRegistry
    /// Which files the effect file may read.
    let access: AssetAccessPolicy
    /// How much of a warm-up one `update(preparing:)` call may do.
    let budget: EffectWarmUp.Budget
    let callback: glaze_effect_error_callback?
    let userData: UnsafeMutableRawPointer?
    let state: Locked<State>
    /// The load `update` started in the background, if any.
    let background = BackgroundReload()

    init(path: String, registry: FilterRegistry, access: AssetAccessPolicy, budget: EffectWarmUp.Budget,
         document: any EffectDocument, images: [String: Image], callback: glaze_effect_error_callback?,
         userData: UnsafeMutableRawPointer?) {
        self.path = path
        self.registry = registry
        self.access = access
        self.budget = budget
        self.callback = callback
        self.userData = userData
        self.state = Locked(State(document: document, stamps: FileStamp.of(document.files), images: images))
    }

    /// Reloads when `force` or a watched file changed, and installs the new version at once.
    /// Returns whether a new version loaded; throws (after calling the callback once per failed
    /// version) when the reload failed.
    func reload(force: Bool) throws -> Bool {
        let (files, stamps, failed, images) = state.withLock { ($0.document.files, $0.stamps, $0.failedStamps, $0.images) }
        let now = FileStamp.of(files)
        if !force, now == stamps { return false }
        // Still the version that failed and was reported: nothing new.
        if !force, let failed, now == failed { return false }
        do {
            install(try EffectLoader.load(path: path, registry: registry, access: access, images: images))
            return true
        } catch {
            let (status, message) = describe(error)
            try reject(status, message, stamps: now)
        }
    }

    /// The per-frame check: takes a load that finished in the background (a failure is
    /// reported), warms it up within ``budget`` when `preparing` names a context (else installs it
    /// at once), else starts a load when a watched file changed. Never parses on the caller's
    /// thread. Returns whether a new version was installed by this call.
    func update(preparing: (context: RenderContext, scene: Image)? = nil) throws -> Bool {
        if takePreview() { return true }
        if let done = background.take() {
            switch done.result {
            case .success(let document):
                // With a context, a GLSL error in a shader file is a bad edit, like Swift's live reload.
                if let preparing, let errors = document.shaderErrors(in: preparing.context) {
                    try reject(GLAZE_ERROR_EFFECT_FILE, errors, stamps: done.stamps)
                }
                state.withLock { $0.warming = Warming(document: document, warmUp: document.warmUp(), stamps: done.stamps) }
            case .failure(let error):
                try reject(error.status, error.message, stamps: done.stamps)
            }
        }
        if var warming = state.withLock({ $0.warming }) {
            if let preparing {
                do throws(EffectDiagnostic) {
                    try warming.warmUp.step(in: preparing.context, scene: preparing.scene, budget: budget)
                } catch {
                    // Over the render budget: rejected like a broken edit; the last good version stays.
                    state.withLock { $0.warming = nil }
                    try reject(GLAZE_ERROR_EFFECT_FILE, error.description, stamps: warming.stamps)
                }
            }
            guard preparing == nil || warming.warmUp.isDone else {
                state.withLock { $0.warming = warming }
                return false
            }
            install(warming.document)
            return true
        }
        guard !background.isRunning else { return false }
        let (files, stamps, failed, images) = state.withLock { ($0.document.files, $0.stamps, $0.failedStamps, $0.images) }
        let now = FileStamp.of(files)
        if now == stamps || now == failed { return false }
        background.start(path: path, registry: registry, access: access, images: images, stamps: now)
        return false
    }

    /// Gives (or with nil takes away) the named image `name` and loads the file again with it now,
    /// as glaze_effect_library_reload does; a file that no longer loads keeps the last good
    /// version and is reported (callback and status) like a broken edit, with the image kept.
    func setImage(_ image: Image?, named name: String) throws {
        state.withLock { $0.images[name] = image }
        _ = try reload(force: true)
    }

    /// Makes `document` the current version; a warm-up in progress is dropped.
    private func install(_ document: any EffectDocument) {
        state.withLock {
            $0.document = document
            $0.stamps = FileStamp.of(document.files)
            $0.failedStamps = nil
            $0.warming = nil
            $0.version += 1
            // A version from disk (the editor saved) drops a live link's preview.
            $0.saved = nil
            $0.problems = []
        }
    }

    /// Shows or drops a live link's preview (``LiveLinkTarget``); whether the version changed.
    private func takePreview() -> Bool {
        state.withLock { state in
            if state.endingPreview {
                state.endingPreview = false
                if let saved = state.saved {
                    state.document = saved
                    state.saved = nil
                    state.version += 1
                    return true
                }
            }
            guard let parsed = state.parsedPreview else { return false }
            state.parsedPreview = nil
            guard parsed.serial == state.previewSerial else { return false }
            switch parsed.result {
            case .success(let document):
                state.saved = state.saved ?? state.document
                state.document = document
                state.warming = nil
                state.problems = []
                state.version += 1
                return true
            case .failure(let error):
                state.problems = [error.message]
                return false
            }
        }
    }

    /// Keeps the last good version, calls the callback once and throws the error.
    private func reject(_ status: glaze_status, _ message: String, stamps: [String: FileStamp]) throws -> Never {
        state.withLock { $0.failedStamps = stamps; $0.problems = [message] }
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

@_cdecl("glaze_effect_library_options_init")
public func glaze_effect_library_options_init(_ options: UnsafeMutablePointer<glaze_effect_library_options>?) -> glaze_status {
    capi {
        let out = try output(options, "options")
        let defaults = EffectWarmUp.Budget()
        out.pointee = glaze_effect_library_options(
            asset_roots: nil, asset_root_count: 0, allow_any_path: 0,
            prepare_milliseconds_per_update: defaults.seconds * 1000, prepare_programs_per_update: Int32(defaults.programs),
            image_names: nil, images: nil, image_count: 0)
    }
}

@_cdecl("glaze_effect_library_open")
public func glaze_effect_library_open(_ path: UnsafePointer<CChar>?, _ registry: OpaquePointer?,
                                      _ onError: glaze_effect_error_callback?, _ userData: UnsafeMutableRawPointer?,
                                      _ outLibrary: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    glaze_effect_library_open_with_options(path, registry, nil, onError, userData, outLibrary)
}

@_cdecl("glaze_effect_library_open_with_options")
public func glaze_effect_library_open_with_options(_ path: UnsafePointer<CChar>?, _ registry: OpaquePointer?,
                                                   _ options: UnsafePointer<glaze_effect_library_options>?,
                                                   _ onError: glaze_effect_error_callback?, _ userData: UnsafeMutableRawPointer?,
                                                   _ outLibrary: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let file = try string(path, "path")
        let filters = try Handles.optional(registry, as: RegistryBox.self, role: "registry")?.registry ?? .builtin
        let out = try output(outLibrary, "out_library")
        var access = AssetAccessPolicy.default
        var budget = EffectWarmUp.Budget()
        var images: [String: Image] = [:]
        if let given = options?.pointee {
            images = try namedImages(given)
            guard given.asset_root_count >= 0, given.asset_root_count == 0 || given.asset_roots != nil else {
                throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                                "options.asset_root_count is \(given.asset_root_count) with asset_roots \(given.asset_roots == nil ? "NULL" : "set"); give a count >= 0 of non-NULL strings")
            }
            access.roots = try (0..<Int(given.asset_root_count)).map { i in try string(given.asset_roots?[i], "options.asset_roots[\(i)]") }
            access.allowsAnyPath = given.allow_any_path != 0
            let milliseconds = try Check.finite(given.prepare_milliseconds_per_update, "options.prepare_milliseconds_per_update")
            guard milliseconds > 0, given.prepare_programs_per_update >= 0 else {
                throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                                "options.prepare_milliseconds_per_update must be > 0 (got \(milliseconds)) and options.prepare_programs_per_update >= 0 (got \(given.prepare_programs_per_update)); fill the options with glaze_effect_library_options_init first")
            }
            budget = EffectWarmUp.Budget(seconds: milliseconds / 1000, programs: Int(given.prepare_programs_per_update))
        }
        let document = try EffectLoader.load(path: file, registry: filters, access: access, images: images)
        out.pointee = try Handles.make(EffectLibraryBox(path: file, registry: filters, access: access, budget: budget,
                                                    document: document, images: images, callback: onError, userData: userData))
    }
}

/// The images options.image_names and options.images name (image_count of each).
private func namedImages(_ options: glaze_effect_library_options) throws -> [String: Image] {
    guard options.image_count >= 0, options.image_count == 0 || (options.image_names != nil && options.images != nil) else {
        throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                        "options.image_count is \(options.image_count) with image_names \(options.image_names == nil ? "NULL" : "set") and images \(options.images == nil ? "NULL" : "set"); give a count >= 0 of names and images")
    }
    var images: [String: Image] = [:]
    for i in 0..<Int(options.image_count) {
        let name = try imageName(options.image_names?[i], "options.image_names[\(i)]")
        guard images[name] == nil else {
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "options.image_names[\(i)]: '\(name)' is named twice")
        }
        images[name] = try Handles.get(options.images?[i], as: ImageBox.self, role: "options.images[\(i)]").image
    }
    return images
}

/// A named image's name: an identifier (letters, digits and `_`, not starting with a digit), as
/// effect files' image references spell them.
private func imageName(_ pointer: UnsafePointer<CChar>?, _ role: String) throws -> String {
    let name = try string(pointer, role)
    let identifier = name.first.map { $0.isLetter || $0 == "_" } == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    guard identifier, name.allSatisfy(\.isASCII) else {
        throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "\(role): '\(name)' is not an image name (letters, digits and _, not starting with a digit)")
    }
    return name
}

@_cdecl("glaze_effect_library_set_image")
public func glaze_effect_library_set_image(_ library: OpaquePointer?, _ name: UnsafePointer<CChar>?,
                                           _ image: OpaquePointer?) -> glaze_status {
    capi {
        let box = try Handles.get(library, as: EffectLibraryBox.self, role: "library")
        let key = try imageName(name, "name")
        let given = try Handles.optional(image, as: ImageBox.self, role: "image")?.image
        try box.setImage(given, named: key)
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

@_cdecl("glaze_effect_library_update_preparing")
public func glaze_effect_library_update_preparing(_ library: OpaquePointer?, _ context: OpaquePointer?,
                                                  _ scene: OpaquePointer?, _ outReloaded: UnsafeMutablePointer<Int32>?) -> glaze_status {
    capi {
        let box = try Handles.get(library, as: EffectLibraryBox.self, role: "library")
        let renderContext = try Handles.get(context, as: ContextBox.self, role: "context").use()
        let image = try Handles.get(scene, as: ImageBox.self, role: "scene").image
        outReloaded?.pointee = 0
        let reloaded = try box.update(preparing: (renderContext, image))
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
        let call = try EffectImageCall(library: library, effect: effect, scene: scene, time: time, outImage: outImage)
        try returnImage(try call.document.makeImage(effect: call.effect, scene: call.scene, time: call.seconds,
                                                    variables: call.variables), outImage)
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

@_cdecl("glaze_effect_library_prepare")
public func glaze_effect_library_prepare(_ library: OpaquePointer?, _ context: OpaquePointer?, _ scene: OpaquePointer?,
                                         _ outCompiled: UnsafeMutablePointer<Int32>?) -> glaze_status {
    capi {
        let box = try Handles.get(library, as: EffectLibraryBox.self, role: "library")
        let render = try Handles.get(context, as: ContextBox.self, role: "context").use()
        let source = try Handles.get(scene, as: ImageBox.self, role: "scene").image
        var warmUp = box.state.withLock { $0.document }.warmUp()
        var compiled = 0
        while !warmUp.isDone {
            // Over the render budget: that effect is skipped like one that does not build.
            compiled += (try? warmUp.step(in: render, scene: source, budget: .init(seconds: .infinity))) ?? 0
        }
        outCompiled?.pointee = Int32(clamping: compiled)
    }
}

/// A live link previews the studio's edits on the C API's effect library, as on ``EffectLibrary``.
extension EffectLibraryBox: LiveLinkTarget {
    var generation: Int { state.withLock { $0.version } }
    var isPreviewing: Bool { state.withLock { $0.saved != nil } }
    var problems: [String] { state.withLock { $0.problems } }
    /// The file's variables with the values the game set over them.
    var declaredVariables: [String: Double] {
        state.withLock { $0.document.variables.merging($0.variables) { _, set in set } }
    }

    func preview(text: String) {
        let serial = state.withLock { state in state.previewSerial += 1; return state.previewSerial }
        let path = self.path, registry = self.registry, access = self.access, state = self.state
        let images = state.withLock { $0.images }
        DispatchQueue.global(qos: .userInitiated).async {
            let result: Result<any EffectDocument, CAPIError>
            do {
                result = .success(try GlazeEffectsDocument(text: text, path: path, registry: registry, access: access,
                                                           images: images))
            } catch {
                let (status, message) = describe(error)
                result = .failure(CAPIError(status, message))
            }
            state.withLock { state in
                if state.parsedPreview.map({ $0.serial < serial }) ?? true { state.parsedPreview = (serial, result) }
            }
        }
    }

    func endPreview() {
        state.withLock { state in
            state.previewSerial += 1
            state.endingPreview = true
        }
    }
}
