import FoundationEssentials
import Glibc
import Glaze
import GlazeEffects
import GlazeToolSupport
import Hummingbird
import Logging
import NIOCore

/// `glaze studio`'s web server: one page (plain HTML/CSS/JS from the package's resources) that
/// tunes an effect file live, and the JSON API behind it.
///
/// It listens on 127.0.0.1 only and answers only requests that carry its random token (in the
/// URL it prints, `?token=`, or the `X-Glaze-Token` header) and name a loopback host, so another
/// machine, another user's browser tab or a DNS-rebinding page cannot reach the file.
public final class StudioServer: Sendable {
    /// What to serve.
    public struct Configuration: Sendable {
        /// The effect file to tune (YAML or JSON).
        public var effectFile: String
        /// Screenshots to preview on (PNG), named on the command line; the page can also pick
        /// any PNG under the file's asset root.
        public var images: [String]
        /// The TCP port on 127.0.0.1; 0 picks a free one.
        public var port: Int
        /// The picture previewed when no image is chosen (straight alpha, sRGB RGBA8).
        public var builtInScene: PixelBuffer
        /// The folder holding `index.html`, `studio.js` and `studio.css`; nil finds the package's
        /// resources next to the executable.
        public var resourceDirectory: String?
        /// Which files the effect file may read.
        public var access: AssetAccessPolicy
        /// A running game's live link (`http://127.0.0.1:PORT/?token=TOKEN`, as the game printed
        /// it): the page shows its frame and variables, and the game previews the page's edits.
        public var live: String?

        /// A configuration; `port` 0 picks a free port.
        public init(effectFile: String, images: [String] = [], port: Int = 0, builtInScene: PixelBuffer,
                    resourceDirectory: String? = nil, access: AssetAccessPolicy = .default, live: String? = nil) {
            self.live = live
            self.effectFile = effectFile
            self.images = images
            self.port = port
            self.builtInScene = builtInScene
            self.resourceDirectory = resourceDirectory
            self.access = access
        }
    }

    /// The secret every request must carry (32 hexadecimal digits, new for each server).
    public let token: String
    let configuration: Configuration
    let session: StudioSession
    let resources: String
    let live: StudioLiveLink?

    /// Checks the file and finds the page's resources.
    /// - Throws: ``StudioError`` when the effect file cannot be read or the resources are missing.
    public init(_ configuration: Configuration) throws(StudioError) {
        self.configuration = configuration
        token = LiveLink.randomToken()
        live = try configuration.live.map { url throws(StudioError) in try StudioLiveLink(url: url) }
        guard FileManager.default.isReadableFile(atPath: configuration.effectFile) else {
            throw .io("cannot read the effect file '\(configuration.effectFile)'")
        }
        guard let resources = Self.findResources(configuration.resourceDirectory) else {
            throw .io("cannot find the studio page (studio-page/index.html next to the glaze-studio executable, or \(Self.sourcePage)/index.html)")
        }
        self.resources = resources
        session = StudioSession(path: configuration.effectFile, access: configuration.access,
                                images: configuration.images, builtInScene: configuration.builtInScene)
    }

    /// Serves until the task is cancelled (SIGINT and SIGTERM keep their default action: the
    /// process ends; saves are atomic renames, so no file is left half written); `onReady` gets
    /// the page's URL (token included) once the server listens.
    public func run(onReady: @escaping @Sendable (String) -> Void) async throws {
        let router = Router()
        router.add(middleware: AccessCheck(token: token))
        addRoutes(to: router)
        let token = self.token
        var logger = Logger(label: "glaze.studio")
        // Cancelled connections log errors at shutdown; only failures that stop the server show.
        logger.logLevel = .critical
        let app = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: configuration.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                onReady("http://127.0.0.1:\(port)/?token=\(token)")
            },
            logger: logger)
        defer { session.stop() }
        // Watching starts before the page can load: the first GL job runs after the first tick.
        _ = try? await session.renderer.perform { _ in true }
        try await app.runService(gracefulShutdownSignals: [])
    }

    // MARK: Routes

    private func addRoutes(to router: Router<BasicRequestContext>) {
        let session = self.session, resources = self.resources, token = self.token, live = self.live
        router.get("/") { _, _ in
            guard let page = try? String(contentsOfFile: resources + "/index.html", encoding: .utf8) else {
                return Self.text(.internalServerError, "index.html is missing from \(resources)")
            }
            var response = Self.text(.ok, page.replacing("{{TOKEN}}", with: token))
            response.headers[.contentType] = "text/html; charset=utf-8"
            return response
        }
        StudioLiveLink.addRoutes(to: router, live: live)
        for (name, type) in [("studio.js", "text/javascript; charset=utf-8"), ("live.js", "text/javascript; charset=utf-8"),
                             ("studio.css", "text/css; charset=utf-8")] {
            router.get(RouterPath(stringLiteral: name)) { _, _ in
                guard let body = try? String(contentsOfFile: resources + "/" + name, encoding: .utf8) else {
                    return Self.text(.notFound, "\(name) is missing")
                }
                var response = Self.text(.ok, body)
                response.headers[.contentType] = type
                return response
            }
        }
        router.get("api/filters") { _, _ in
            var catalog = session.registry.descriptors.filter { $0.category != .transition }.map(JSONValue.descriptor)
            // The project's own kernel files: `{kernel: the path a step's kernel: names, descriptor}`.
            for (path, kernel) in session.kernelFiles() {
                catalog.append(.object(["kernel": .string(path), "descriptor": .descriptor(kernel.descriptor)]))
            }
            return Self.json(.ok, .array(catalog))
        }
        router.get("api/images") { _, _ in
            // Command-line images are `arg:N`, labelled with their file name.
            let labels = session.commandLineImages.enumerated().map {
                ("arg:\($0.offset)", JSONValue.string(PathText.lastComponent($0.element)))
            }
            // `scenes`: what the picture menu offers (screenshots, not sprites, LUTs or maps).
            let images = session.imageChoices()
            return Self.json(.ok, .object(["images": .array(images.map { .string($0) }),
                                           "scenes": .array(images.filter(session.isScenePicture).map { .string($0) }),
                                           "labels": .object(Dictionary(uniqueKeysWithValues: labels))]))
        }
        Self.post("api/preview", on: router, path: session.path) { (preview: StudioSession.PreviewRequest) in
            var preview = preview
            if preview.size == nil { preview.size = live?.gameSize }   // the linked game's resolution
            let result = try await session.preview(preview)
            if case .object(let fields) = result, case .string(let text)? = fields["text"] {
                live?.forward(text: preview.edits.isEmpty ? nil : text)   // the linked game previews the edits
            }
            return Self.json(.ok, result)
        }
        Self.post("api/save", on: router, path: session.path) { (save: SaveRequest) in
            do {
                let (before, after) = try await session.save(save.edits, written: save.written)
                return Self.json(.ok, .object(["saved": .bool(true), "before": .string(before), "after": .string(after)]))
            } catch StudioError.conflict(let conflicts) {
                let list = conflicts.map { c in
                    JSONValue.object(["keyPath": .string(c.keyPath), "base": .string(c.base), "disk": .string(c.disk), "page": .string(c.page)])
                }
                return Self.json(.conflict, .object(["conflicts": .array(list)]))
            }
        }
        Self.post("api/restore", on: router, path: session.path) { (restore: RestoreRequest) in
            try await session.restore(restore.text, expected: restore.expected, shader: restore.shader)
            return Self.json(.ok, .object(["saved": .bool(true)]))
        }
        // A step's kernel file: its text, and a check (compile) that writes it when it compiles.
        router.get("api/shader") { request, _ in
            let reference = request.uri.queryParameters["path"].map(String.init) ?? ""
            do {
                return Self.json(.ok, .object(["path": .string(reference), "text": .string(try session.shaderText(reference))]))
            } catch let error as StudioError {
                return Self.failure(error, path: session.path)
            }
        }
        Self.post("api/shader", on: router, path: session.path) { (shader: ShaderRequest) in
            let (errors, before) = try await session.checkShader(shader.path, text: shader.text, save: shader.save ?? false)
            var reply: [String: JSONValue] = ["errors": .array(errors.map(StudioOutline.json)), "saved": .bool(before != nil)]
            if let before { reply["before"] = .string(before) }   // what undoing the save puts back
            return Self.json(.ok, .object(reply))
        }
        router.get("api/thumbnail") { request, _ in
            let filter = request.uri.queryParameters["filter"].map(String.init) ?? ""
            let image = request.uri.queryParameters["image"].map(String.init)
            do {
                let png = try await session.thumbnail(filter: filter, image: image)
                return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "max-age=600"],
                                body: .init(byteBuffer: ByteBuffer(bytes: png)))
            } catch let error as StudioError {
                return Self.failure(error, path: session.path)
            }
        }
        router.get("api/events") { _, _ in
            let stream = session.events.subscribe()
            let body = ResponseBody { writer in
                try await writer.write(ByteBuffer(string: "retry: 500\n\n"))
                for await payload in stream {
                    try await writer.write(ByteBuffer(string: payload.isEmpty ? ":\n\n" : "data: \(payload)\n\n"))
                }
                try await writer.finish(nil)
            }
            return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"], body: body)
        }
    }

    /// `api/save`: the edits to write, and the text this page last wrote (see ``StudioSession/save(_:written:)``).
    private struct SaveRequest: Decodable { var edits: [StudioEdit]; var written: String? }
    /// `api/restore` (undo and redo of a save): the text to put back and the text the file must
    /// hold now; `shader`: a kernel file (as a step's `kernel:` names it) instead of the effect file.
    private struct RestoreRequest: Decodable { var text: String; var expected: String; var shader: String? }
    /// `api/shader`: a kernel file's new text, compiled, and written when `save` and it compiles.
    private struct ShaderRequest: Decodable { var path: String; var text: String; var save: Bool? }

    /// Adds `POST route`: its body decoded as `Body` and answered by `handle`; a body that is not
    /// `Body` gets 400 naming the route, and a ``StudioError`` `handle` throws its ``failure(_:path:)``.
    private static func post<Body: Decodable & Sendable>(_ route: String, on router: Router<BasicRequestContext>, path: String,
                                                         _ handle: @escaping @Sendable (Body) async throws -> Response) {
        router.post(RouterPath(stringLiteral: route)) { request, context in
            let body: Body
            do {
                body = try await request.decode(as: Body.self, context: context)
            } catch {
                return text(.badRequest, "the \(route.dropFirst(4)) request is not valid JSON: \(error)")
            }
            do {
                return try await handle(body)
            } catch let error as StudioError {
                return failure(error, path: path)
            }
        }
    }

    // MARK: Responses

    static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"],
                 body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    static func json(_ status: HTTPResponse.Status, _ value: JSONValue) -> Response {
        let text = (try? value.encodedText(pretty: false)) ?? "null"
        return Response(status: status, headers: [.contentType: "application/json"],
                        body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// A refused request: 422 with the problems (`glaze validate`'s words) for invalid files,
    /// 403 for files outside the asset root, 404 for unknown names, 422 otherwise.
    static func failure(_ error: StudioError, path: String) -> Response {
        let diagnostics = StudioSession.diagnostics(for: error, path: path)
        var status: HTTPResponse.Status = .unprocessableContent
        if diagnostics.contains(where: { $0.code == .outsideAssetRoot || $0.code == .notARegularFile }) { status = .forbidden }
        if case .notFound = error { status = .notFound }
        return json(status, .object(["errors": .array(diagnostics.map(StudioOutline.json))]))
    }

    /// The page's folder in the source tree this program was built from (`Resources/` beside
    /// this file): what a build that was not installed serves.
    static let sourcePage = PathText.deletingLastComponent(#filePath) + "/Resources"

    /// The page's folder: `directory` when given, else `studio-page` next to the executable (where
    /// `make install-studio` puts it, in PREFIX/lib/glaze), else the source tree's.
    static func findResources(_ directory: String?) -> String? {
        let candidates = directory.map { [$0] } ?? [ExecutablePath.folder + "/studio-page", sourcePage]
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/index.html") }
    }
}

/// Refuses requests without the token, or addressed to a host other than the loopback one
/// (a page on another site that resolves its name to 127.0.0.1 sends its own name).
struct AccessCheck: RouterMiddleware {
    typealias Context = BasicRequestContext
    let token: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let host = request.head.authority ?? ""
        let hostName = host.split(separator: ":").first.map(String.init) ?? ""
        guard ["127.0.0.1", "localhost"].contains(hostName) else {
            return StudioServer.text(.forbidden, "glaze studio answers requests to 127.0.0.1 only, not '\(host)'")
        }
        let given = request.uri.queryParameters["token"].map(String.init) ?? request.headers[.init("X-Glaze-Token")!] ?? ""
        guard LiveLink.matches(given, token: token) else {
            return StudioServer.text(.forbidden, "glaze studio needs the token from the URL it printed")
        }
        return try await next(request, context)
    }
}
