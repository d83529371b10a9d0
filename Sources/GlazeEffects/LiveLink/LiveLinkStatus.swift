/// What a game's ``LiveLink`` reports at `GET /live/status` (JSON): the effect file, the
/// variables and the latest frame it sent.
public struct LiveLinkStatus: Codable, Sendable, Equatable {
    /// The protocol's version (1).
    public var version = 1
    /// The game's effect file (the path the game opened it with).
    public var file: String
    /// The width of the game's frame in pixels (0 until the first frame).
    public var width = 0
    /// The height of the game's frame in pixels (0 until the first frame).
    public var height = 0
    /// Effect time in seconds at the latest frame sent.
    public var time = 0.0
    /// Every variable's current value: the file's defaults with the game's values over them.
    public var variables: [String: Double] = [:]
    /// The number of the latest frame at `GET /live/frame` (0: none yet).
    public var frame = 0
    /// The newest preview the game received (`POST /live/preview` answers its number; 0: none).
    public var previewReceived = 0
    /// The preview on screen (0: the file on disk): a frame taken after it shows it.
    public var previewShown = 0
    /// The effect library's problems with the newest version it tried (`file:line:column: …`).
    public var errors: [String] = []

    /// A status for `file` with nothing sent yet.
    public init(file: String) { self.file = file }
}
