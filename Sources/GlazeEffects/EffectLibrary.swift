import GlazeCore
import Dispatch
import FoundationEssentials
import Glibc
import Glaze
import Logging

/// An effect file that reloads itself while the game runs.
///
/// Call ``update(now:)`` (or ``update(preparingWith:scene:now:)``) once per frame on the GL
/// thread. Every ``pollInterval`` it compares the modification times and sizes of the file and
/// of every file it extends (a `stat` per file: microseconds). When one changed, it waits until
/// they are stable (unchanged over one more poll; an empty file, as an editor that truncates
/// then writes leaves it mid-save, for ``emptyFileGrace`` seconds), so a save in progress is
/// never reported as an error; then the file is parsed and validated on a background queue,
/// off the frame path. A valid new version is then (optionally)
/// warmed up by compiling its programs a bounded slice per frame, and swapped in at the start of
/// an `update`: ``effect(named:)`` returns the new effects from then on, and `update` returns
/// true. An invalid edit (or, when preparing, one over the context's ``RenderBudget``, with a
/// `budgetExceeded` diagnostic naming the effect and step) keeps the last good version, logs
/// every diagnostic and calls
/// ``onErrors`` with them (each names `file:line:column` and the key path).
///
/// Shader files (`kernel:` steps, `transition: FILE.glsl`) are watched like the YAML. With a
/// render context (``update(preparingWith:scene:now:)``, or ``shaderCheckContext`` for
/// ``update(now:)``) a new version's shader files are compiled before the swap, on the updating
/// thread (a small program each; unchanged files hit the program cache): a GLSL error keeps the
/// last good version and is reported as `shader.glsl:LINE:COLUMN: error: … [shaderError]`.
///
/// A new version that drops effects or transitions the running one has (a file cut short by a
/// save that was not atomic, say) is refused with a `removedInUse` diagnostic naming them, and
/// the old version stays, unless the file lists them under `removes:`. Editors should save
/// atomically (write a temporary file in the same folder, then rename it over the old one), as
/// `glaze studio` does.
///
/// A preview (``preview(text:)``: the file as an editor holds it, unsaved, such as the studio's
/// edits over a ``LiveLink``) replaces the effects the same way without touching the file; the
/// next version loaded from disk (the editor saved) or ``endPreview()`` drops it.
///
/// Not `Sendable`: use it on one thread (the game's).
public final class EffectLibrary {
    /// The watched file.
    public let path: String
    public let registry: FilterRegistry
    /// Which files the effect file may read (default: regular files inside its folder).
    public let access: AssetAccessPolicy
    /// Images the host provides by name (such as `depth`), which the file's image references may name.
    public let images: [String: Image]
    /// The last good version; nil until the file has loaded once.
    public private(set) var file: EffectFile?
    /// Problems of the most recent load (empty when it succeeded).
    public private(set) var errors: [EffectDiagnostic] = []
    /// How many times a version was installed (the first load counts).
    public private(set) var generation = 0
    /// Seconds between modification-time checks. Default 0.25.
    public var pollInterval: Double
    /// Seconds an empty file must stay empty before it is loaded (and reported as empty): an
    /// editor that truncates then writes leaves the file empty for a moment. Default 1.
    public var emptyFileGrace: Double = 1
    /// Seconds of program compilation ``update(preparingWith:scene:now:)`` may spend per frame
    /// before it continues on the next frame (at least one effect is prepared per frame).
    public var preparationBudget: Double = 0.004
    /// Called on the updating thread with every problem of a failed load.
    public var onErrors: (([EffectDiagnostic]) -> Void)?
    /// Called on the updating thread after a new version was installed.
    public var onReload: ((EffectFile) -> Void)?
    public var logger: Logger
    /// A render context current on the updating thread, used by ``update(now:)`` to compile a new
    /// version's shader files before swapping it in. nil: ``update(now:)`` swaps without
    /// compiling (``update(preparingWith:scene:now:)`` always compiles with its context).
    public var shaderCheckContext: RenderContext?

    private let pending = PendingLoad()
    private var watched: [String]
    private var signature: [FileStamp]
    private var lastPoll = -Double.infinity
    private var loading = false
    /// Changed stamps waiting to be seen again unchanged (a save may be in progress), and since when.
    private var settling: (stamps: [FileStamp], since: Double)?
    /// Set by ``reload()``: load at the next poll without waiting for the files to settle.
    private var forced = false
    /// A loaded version being warmed up: the effects still to prepare; `preview`: not from disk.
    private var warming: (file: EffectFile, warmUp: EffectWarmUp, preview: Bool)?
    /// The newest preview parsed off the frame path, waiting for the next update, with its
    /// number (a parse that finishes after a newer ``preview(text:)`` or ``endPreview()`` is dropped).
    private let pendingPreview = Locked<(serial: Int, file: EffectFile?, diagnostics: [EffectDiagnostic])?>(nil)
    /// Bumped by each ``preview(text:)`` and ``endPreview()``.
    private var previewSerial = 0
    /// The version loaded from disk while a preview shows (nil: no preview).
    private var saved: EffectFile?
    /// Set by ``endPreview()``: put ``saved`` back at the next update.
    private var endingPreview = false

    /// Loads `path` now (synchronously) and starts watching it. A file that fails to load is
    /// reported through ``errors`` (and `onErrors`) and watched until it loads.
    public init(path: String, registry: FilterRegistry = .builtin, pollInterval: Double = 0.25,
                logger: Logger = Logger(label: "glaze.effects", factory: { _ in SwiftLogNoOpLogHandler() }),
                onErrors: (([EffectDiagnostic]) -> Void)? = nil, access: AssetAccessPolicy = .default,
                images: [String: Image] = [:]) {
        self.path = path
        self.registry = registry
        self.access = access
        self.images = images
        self.pollInterval = pollInterval
        self.logger = logger
        self.onErrors = onErrors
        let before = Self.stamps([path])
        let outcome = EffectFile.load(path: path, text: nil, registry: registry, access: access, images: images)
        watched = outcome.dependencies.isEmpty ? [path] : outcome.dependencies
        signature = watched == [path] ? before : Self.stamps(watched)
        if let loaded = outcome.file {
            file = loaded
            generation = 1
        } else {
            fail(outcome.diagnostics)
        }
    }

    /// The effect `name` of the current version.
    public func effect(named name: String) -> Effect? { file?.effect(named: name) }

    /// The transition for `moment` of the current version.
    public func transition(named moment: String) -> EffectTransition? { file?.transition(named: moment) }

    /// Whether a reload is being parsed or warmed up.
    public var isReloading: Bool { loading || warming != nil }

    /// Whether the effects in use come from ``preview(text:)`` rather than the file on disk.
    public var isPreviewing: Bool { saved != nil }

    /// Shows `text`, the effect file as an editor holds it (unsaved), instead of the file on
    /// disk, without writing it: it is parsed and validated off the frame path like a reload
    /// (relative paths resolve against ``path``) and swapped in by a later update, which returns
    /// true. A bad text keeps the effects in use and reports its diagnostics as a bad reload
    /// does. The next version loaded from disk replaces the preview, as does ``endPreview()``.
    public func preview(text: String) {
        previewSerial += 1
        let serial = previewSerial
        let path = self.path, registry = self.registry, pending = pendingPreview, access = self.access, images = self.images
        DispatchQueue.global(qos: .userInitiated).async {
            let outcome = EffectFile.load(path: path, text: text, registry: registry, access: access, images: images)
            pending.withLock { slot in
                if slot.map({ $0.serial < serial }) ?? true { slot = (serial, outcome.file, outcome.diagnostics) }
            }
        }
    }

    /// Drops the preview: the next update puts the version loaded from disk back (and returns
    /// true). Does nothing without a preview.
    public func endPreview() {
        previewSerial += 1
        endingPreview = true
    }

    /// Checks for changes and installs a finished reload. Call once per frame.
    /// - Parameter now: seconds on a monotonic clock (default: the system's).
    /// - Returns: whether a new version was installed by this call.
    @discardableResult
    public func update(now: Double? = nil) -> Bool {
        step(now: now ?? Self.monotonicSeconds(), context: nil, scene: nil)
    }

    /// Compiles every program of the current version now, for `scene` (the image the game passes
    /// to `makeImage`, at its size): each effect, and each transition from `scene` to another image
    /// of the same kind (a transition's programs never depend on its progress), so the first
    /// frame of any of them compiles nothing. Call at load on the context's thread (reloads are
    /// warmed up by ``update(preparingWith:scene:now:)``). What cannot be prepared is logged; at
    /// render time it fails, or passes its input through (`passesThroughFailingEffects`).
    /// - Returns: the programs compiled.
    @discardableResult
    public func prepare(in context: RenderContext, scene: Image) -> Int {
        guard let file else { return 0 }
        var warmUp = EffectWarmUp(file)
        var compiled = 0
        while !warmUp.isDone {
            do throws(EffectDiagnostic) {
                compiled += try warmUp.step(in: context, scene: scene, budget: .init(seconds: .infinity),
                                            onFailure: logFailure, onTransitionFailure: logFailure)
            } catch {
                logger.warning("cannot prepare \(path): \(error)")
            }
        }
        return compiled
    }

    /// Like ``update(now:)``, but compiles the new version's programs for `scene` (the image the
    /// game passes to `makeImage`, with its size) before swapping, at most
    /// ``preparationBudget`` seconds per call, so the first frame after the swap compiles
    /// nothing.
    @discardableResult
    public func update(preparingWith context: RenderContext, scene: Image, now: Double? = nil) -> Bool {
        step(now: now ?? Self.monotonicSeconds(), context: context, scene: scene)
    }

    /// Loads the file again on the next update even if no modification time changed.
    public func reload() {
        signature = []
        lastPoll = -Double.infinity
        forced = true
    }

    // MARK: Internals

    private func step(now: Double, context: RenderContext?, scene: Image?) -> Bool {
        if endingPreview {
            endingPreview = false
            if warming?.preview == true { warming = nil }
            if let disk = saved {
                saved = nil
                install(disk)
                return true
            }
        }
        // (A version from disk being warmed up goes first: the preview waits for it.)
        let serial = previewSerial
        if warming?.preview != false, let done = pendingPreview.withLock({ slot in defer { slot = nil }; return slot }),
           done.serial == serial {
            let checker = context ?? shaderCheckContext
            let shaderErrors = checker.map { c in done.file?.shaderFiles.compactMap { $0.check(in: c) } ?? [] } ?? []
            if let previewed = done.file, shaderErrors.isEmpty {
                warming = (previewed, context == nil ? EffectWarmUp(effects: []) : EffectWarmUp(previewed), true)
            } else {
                fail(shaderErrors.isEmpty ? done.diagnostics : shaderErrors)
            }
        }
        if let done = pending.take() {
            loading = false
            // Watch what this attempt read (and, after a failure, the last good version's files);
            // stamps taken before the load, so an edit made during it triggers another load.
            let files = done.file != nil ? done.dependencies
                : Array(Set(done.dependencies).union(file?.dependencies ?? [path])).sorted()
            signature = files == watched ? done.signature : Self.stamps(files)
            watched = files
            let checker = context ?? shaderCheckContext
            let shaderErrors = checker.map { c in done.file?.shaderFiles.compactMap { $0.check(in: c) } ?? [] } ?? []
            let removal = done.file.flatMap { Self.removal(from: saved ?? file, to: $0) }
            if let removal {
                fail([removal])
            } else if let loaded = done.file, shaderErrors.isEmpty {
                warming = (loaded, context == nil ? EffectWarmUp(effects: []) : EffectWarmUp(loaded), false)
            } else if !shaderErrors.isEmpty {
                fail(shaderErrors)
            } else {
                fail(done.diagnostics)
            }
        }
        if warming != nil, let context, let scene {
            prepareSlice(context: context, scene: scene)
        }
        if let ready = warming, context == nil || ready.warmUp.isDone {
            warming = nil
            // A version from disk drops the preview (the editor saved); a preview keeps the disk's.
            saved = ready.preview ? saved ?? file : nil
            install(ready.file)
            return true
        }
        if !loading, warming == nil, now - lastPoll >= pollInterval {
            lastPoll = now
            let stamps = Self.stamps(watched)
            if stamps == signature {
                settling = nil
            } else if forced || isSettled(stamps, now: now) {
                forced = false
                settling = nil
                signature = stamps
                startLoad(signature: stamps)
            }
        }
        return false
    }

    private func install(_ version: EffectFile) {
        file = version
        errors = []
        generation += 1
        logger.info("\(saved == nil ? "reloaded" : "previewing unsaved edits of") \(path) (version \(generation))")
        onReload?(version)
    }

    /// Whether changed `stamps` were already seen at an earlier poll and have not changed since
    /// (for an empty file: for ``emptyFileGrace`` seconds); otherwise starts or restarts waiting.
    private func isSettled(_ stamps: [FileStamp], now: Double) -> Bool {
        guard let waiting = settling, waiting.stamps == stamps else {
            settling = (stamps, now)
            return false
        }
        let empty = stamps.contains { $0.size == 0 }
        return !empty || now - waiting.since >= emptyFileGrace
    }

    private func prepareSlice(context: RenderContext, scene: Image) {
        guard var state = warming else { return }
        do throws(EffectDiagnostic) {
            try state.warmUp.step(in: context, scene: scene, budget: .init(seconds: preparationBudget),
                                  onFailure: logFailure, onTransitionFailure: logFailure)
        } catch {
            // Over the render budget: reject the new version, keep the last good one.
            warming = nil
            fail([error])
            return
        }
        warming = state
    }

    private func logFailure(_ effect: Effect, _ error: any Error) {
        logger.warning("cannot prepare effect '\(effect.name)' of \(path): \(error)")
    }

    private func logFailure(_ transition: EffectTransition, _ error: any Error) {
        logger.warning("cannot prepare transition '\(transition.moment)' of \(path): \(error)")
    }

    private func startLoad(signature: [FileStamp]) {
        loading = true
        let path = self.path, registry = self.registry, pending = self.pending, access = self.access, images = self.images
        DispatchQueue.global(qos: .utility).async {
            let outcome = EffectFile.load(path: path, text: nil, registry: registry, access: access, images: images)
            pending.put(.init(file: outcome.file, diagnostics: outcome.diagnostics,
                              dependencies: outcome.dependencies, signature: signature))
        }
    }

    /// A diagnostic naming the effects and moments `new` drops that `old` had and `new` does not
    /// list in `removes:`; nil when it drops none (or there is no old version).
    static func removal(from old: EffectFile?, to new: EffectFile) -> EffectDiagnostic? {
        guard let old else { return nil }
        let allowed = Set(new.removes)
        let effects = old.effectNames.filter { !new.effectNames.contains($0) && !allowed.contains($0) }
        let newMoments = Set(new.transitions.map(\.moment))
        let moments = old.transitions.map(\.moment).filter { !newMoments.contains($0) && !allowed.contains($0) }
        guard !effects.isEmpty || !moments.isEmpty else { return nil }
        var parts: [String] = []
        if !effects.isEmpty { parts.append("effect\(effects.count == 1 ? "" : "s") \(effects.joined(separator: ", "))") }
        if !moments.isEmpty { parts.append("transition\(moments.count == 1 ? "" : "s") \(moments.joined(separator: ", "))") }
        let names = (effects + moments).joined(separator: ", ")
        return EffectDiagnostic(.removedInUse, at: SourceLocation(file: new.path, line: 1, column: 1), keyPath: "removes",
                                "the new version drops \(parts.joined(separator: " and ")), which the running version has "
                                    + "(a file cut short while saving?); keeping the old version. To drop them on purpose, add "
                                    + "'removes: [\(names)]' to the file")
    }

    private func fail(_ diagnostics: [EffectDiagnostic]) {
        errors = diagnostics
        logger.error("\(path) has \(diagnostics.count) problem\(diagnostics.count == 1 ? "" : "s")\(file == nil ? "" : "; keeping the last good version")")
        for d in diagnostics { logger.error("\(d.description)") }
        onErrors?(diagnostics)
    }

    static func monotonicSeconds() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// What a file looked like: changes when it is written, replaced or removed.
    struct FileStamp: Equatable, Sendable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int
        var inode: UInt
    }

    static func stamps(_ paths: [String]) -> [FileStamp] {
        paths.map { path in
            var info = stat()
            guard stat(path, &info) == 0 else { return FileStamp(seconds: -1, nanoseconds: 0, size: -1, inode: 0) }
            return FileStamp(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec),
                             size: Int(info.st_size), inode: UInt(info.st_ino))
        }
    }
}

/// The hand-off from the background loader to the frame thread.
final class PendingLoad: Sendable {
    struct Outcome: Sendable {
        var file: EffectFile?
        var diagnostics: [EffectDiagnostic]
        var dependencies: [String]
        var signature: [EffectLibrary.FileStamp]
    }

    private let slot = Locked<Outcome?>(nil)

    func put(_ outcome: Outcome) { slot.withLock { $0 = outcome } }

    func take() -> Outcome? { slot.withLock { value in defer { value = nil }; return value } }
}
