import CEpoxy
import Glaze

/// One piece of Glaze work a fault sweep repeats: made on a fresh render context each time.
public struct FaultScenario {
    /// For messages.
    public let name: String
    /// The render context's options.
    public var options: RenderContext.Options
    /// Runs the work once on `context` and returns what it produced (RGBA8 bytes): equal to the
    /// clean run's once a fault is gone.
    public let run: (RenderContext) throws -> [UInt8]

    /// A scenario named `name` running `run` on a context made with `options`.
    public init(name: String, options: RenderContext.Options = .init(), run: @escaping (RenderContext) throws -> [UInt8]) {
        self.name = name
        self.options = options
        self.run = run
    }
}

/// Sweeps faults over the call sites of a scenario (``FaultScenario``) on the current GL context:
/// for each fault kind it counts the kind's calls in a clean run, then for N in 1...count makes
/// the Nth fail and checks the outcome, the host's state, live GL objects and the next frame.
public enum FaultSweep {
    /// What an error about `fault` must mention (the thing that failed).
    public static func mentions(_ fault: GLFaultInjector.Fault) -> [String] {
        switch fault {
        case .allocation: ["GL_OUT_OF_MEMORY"]
        case .framebufferStatus: ["incomplete"]
        case .compile, .link: [GLFaultInjector.message]
        case .reset: ["lost"]
        }
    }

    /// Runs `body` (a test's own GL calls inside a scenario, such as reading the result back)
    /// with the calling thread's injector disarmed: its calls are neither counted nor failed.
    public static func unarmed<T>(_ body: () throws -> T) rethrows -> T {
        guard let injector = GLCallHook.current.faults, injector.isArmed else { return try body() }
        injector.isArmed = false
        defer { injector.isArmed = true }
        return try body()
    }

    /// Sweeps `faults` over `scenario`; `hostState` captures the host's GL state (compared before
    /// and after each failing run; tests pass `GLStateSnapshot.capture`).
    public static func run<State: Equatable>(_ scenario: FaultScenario,
                                             faults: [GLFaultInjector.Fault] = [.allocation, .framebufferStatus, .compile, .link],
                                             hostState: () -> State) throws -> FaultSweepTotals {
        let hook = GLCallHook.current
        defer { hook.faults = nil }
        var totals = FaultSweepTotals()
        for fault in faults {
            let counter = GLFaultInjector(fault)
            hook.faults = counter
            let expected = try {
                let context = try RenderContext(adoptingCurrentGLContext: scenario.options)
                counter.isArmed = true
                defer { counter.isArmed = false }
                return try scenario.run(context)
            }()
            totals.callSites += counter.calls
            for failing in stride(from: 1, through: counter.calls, by: 1) {
                totals = totals + once(scenario, fault: fault, failing: failing, expected: expected, hook: hook, hostState: hostState)
            }
        }
        return totals
    }

    /// One run with call `failing` of `fault`'s kind failing, then a clean frame.
    private static func once<State: Equatable>(_ scenario: FaultScenario, fault: GLFaultInjector.Fault, failing: Int,
                                               expected: [UInt8], hook: GLCallHook, hostState: () -> State) -> FaultSweepTotals {
        var totals = FaultSweepTotals()
        let label = "\(scenario.name): \(fault) #\(failing)"
        let injector = GLFaultInjector(fault, failingCall: failing)
        hook.faults = injector
        do {
            let context = try RenderContext(adoptingCurrentGLContext: scenario.options)
            let host = HostState()
            defer { host.delete() }
            let before = hostState()
            injector.isArmed = true
            let outcome = Result { try scenario.run(context) }
            injector.isArmed = false
            if let failed = injector.failedCallName {
                totals.injected += 1
                switch outcome {
                case .failure(let error):
                    let text = "\(error)"
                    if mentions(fault).contains(where: text.contains) {
                        totals.clearErrors += 1
                    } else {
                        totals.findings.append("\(label) (\(failed)): the error does not name the fault: \(text)")
                    }
                case .success:
                    totals.passedThrough += 1
                }
            }
            let pending = glGetError()
            let after = hostState()
            if after != before || pending != GLenum(GL_NO_ERROR) {
                totals.hostStateChanges += 1
                totals.findings.append("\(label) (\(injector.failedCallName ?? "none")): host state changed" + (pending != GLenum(GL_NO_ERROR) ? " (GL error 0x\(String(pending, radix: 16)) left pending)" : ""))
            }
            try context.beginFrame()
            let pixels = try scenario.run(context)
            if pixels == expected {
                if injector.failedCallName != nil { totals.recovered += 1 }
            } else {
                totals.findings.append("\(label): the next frame rendered other pixels")
            }
        } catch {
            totals.findings.append("\(label): the next frame failed: \(error)")
        }
        GLReaper.drainOrphans(probing: true)
        if injector.liveCount != 0 {
            totals.leaks += 1
            totals.findings.append("\(label): GL objects alive after the context was dropped: \(injector.liveSummary)")
        }
        return totals
    }

    /// Distinctive host state, to see that a failing call puts it back.
    private struct HostState {
        var framebuffer: GLuint = 0
        var texture: GLuint = 0

        init() {
            glGenTextures(1, &texture)
            glActiveTexture(GLenum(GL_TEXTURE2))
            glBindTexture(GLenum(GL_TEXTURE_2D), texture)
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 4, 4, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
            framebuffer = makeHostFramebuffer(attaching: texture)
            glViewport(1, 2, 3, 4)
            glEnable(GLenum(GL_BLEND))
            glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 2)
        }

        func delete() {
            var framebuffer = framebuffer, texture = texture
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
            glDeleteFramebuffers(1, &framebuffer)
            glDeleteTextures(1, &texture)
            glActiveTexture(GLenum(GL_TEXTURE0))
            glDisable(GLenum(GL_BLEND))
            glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        }
    }
}
