import CEpoxy
import CGlaze
import Dispatch
import Glaze
import GlazeCore
import Glibc

/// Random sequences of C API calls: the input is read as a program of one-byte operations with
/// byte operands, over a small table of live, destroyed and forged handles. The first half runs
/// on the thread that owns the GL context (contexts, renders, readbacks, textures, effect
/// libraries and their reloads), the second at the same time on another thread (images, filters,
/// and context calls that must be refused there). A status outside glaze.h's list, or
/// GLAZE_ERROR_INTERNAL (a bug by its own definition), stops the run as a crash.
enum CAPISequence {
    /// The headless GL context of the fuzzing thread, made once.
    nonisolated(unsafe) static var gl: HeadlessGLContext?
    /// A host texture (8x8 RGBA8) renders go into.
    nonisolated(unsafe) static var hostTexture: GLuint = 0

    /// Handles by slot, shared by both threads; destroyed ones stay (stale) until overwritten.
    final class Table: Sendable {
        private let slots = Locked([UInt](repeating: 0, count: 32))
        subscript(slot: UInt8) -> OpaquePointer? {
            get { OpaquePointer(bitPattern: slots.withLock { $0[Int(slot) % 32] }) }
            set { slots.withLock { $0[Int(slot) % 32] = newValue.map { UInt(bitPattern: UnsafeRawPointer($0)) } ?? 0 } }
        }
        /// Every slot's value (for the clean-up).
        var all: [UInt] { slots.withLock { $0 } }
    }

    /// A byte reader over one half of the input.
    struct Reader {
        let bytes: ArraySlice<UInt8>
        var index: Int
        init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes; index = bytes.startIndex }
        var isAtEnd: Bool { index >= bytes.endIndex }
        mutating func byte() -> UInt8 {
            guard index < bytes.endIndex else { return 0 }
            defer { index += 1 }
            return bytes[index]
        }
        /// A float from a byte: small values, the extremes and NaN.
        mutating func float() -> Float {
            let b = byte()
            switch b {
            case 250: return .nan
            case 251: return .infinity
            case 252: return -.infinity
            case 253: return 1e30
            case 254: return -1
            case 255: return .greatestFiniteMagnitude
            default: return Float(b) / 25
            }
        }
        mutating func rect() -> glaze_rect {
            glaze_rect(x: Double(Int8(bitPattern: byte())), y: Double(Int8(bitPattern: byte())),
                       width: Double(byte() % 20), height: Double(byte() % 20))
        }
    }

    static let filterNames = ["gaussianBlur", "bloom", "vignette", "colorControls", "hueAdjust", "sepiaTone",
                              "exposureAdjust", "colorMatrix", "pixellate", "dissolve", "noSuchFilter", ""]
    static let parameterNames = ["radius", "intensity", "saturation", "contrast", "angle", "scale", "center",
                                 "progress", "ev", "nothing", ""]
    static let libraryTexts = [
        "version: 1\neffects:\n  look:\n    chain: [{filter: colorControls, saturation: 0.5}]\n",
        "version: 1\neffects:\n  look:\n    chain: [{filter: gaussianBlur, radius: 3}, {filter: vignette}]\n",
        "version: 1\neffects:\n  look:\n    chain: [{filter: bloom, radius: '2 + sin(time)'}]\n",
        "version: 1\neffects: [broken\n",
        "version: 1\neffects:\n  other:\n    chain: [{filter: sepiaTone}]\n",
    ]

    static func run(_ bytes: [UInt8]) {
        if gl == nil {
            guard let context = try? HeadlessGLContext(), (try? context.makeCurrent()) != nil else {
                FuzzLog.error("glaze-fuzz: no headless GL context")
                exit(1)
            }
            gl = context
            glGenTextures(1, &hostTexture)
            glBindTexture(GLenum(GL_TEXTURE_2D), hostTexture)
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 8, 8, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        }
        let table = Table()
        let half = bytes.count / 2
        let second = Array(bytes[half...])
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var reader = Reader(second[...])
            while !reader.isAtEnd { step(&reader, table, glThread: false) }
            done.signal()
        }
        var reader = Reader(bytes[..<half])
        while !reader.isAtEnd { step(&reader, table, glThread: true) }
        done.wait()
        cleanUp(table)
    }

    /// Destroys whatever the program left alive, with every destroy function (each refuses the
    /// handles of other kinds and the stale ones); contexts last.
    static func cleanUp(_ table: Table) {
        for raw in table.all where raw != 0 {
            let handle = OpaquePointer(bitPattern: raw)
            _ = glaze_image_destroy(handle)
            _ = glaze_filter_destroy(handle)
            _ = glaze_texture_destroy(handle)
            _ = glaze_readback_destroy(handle)
            _ = glaze_render_task_destroy(handle)
            _ = glaze_shared_texture_destroy(handle)
            _ = glaze_baked_texture_destroy(handle)
            _ = glaze_effect_frame_destroy(handle)
            _ = glaze_effect_library_destroy(handle)
            _ = glaze_registry_destroy(handle)
        }
        for raw in table.all where raw != 0 { _ = glaze_context_destroy(OpaquePointer(bitPattern: raw)) }
    }

    /// Stops the run when a call returned what no correct call may.
    static func check(_ status: glaze_status, _ operation: UInt8) {
        let name = String(cString: glaze_status_name(status))
        if name == "GLAZE_STATUS_UNKNOWN" || status == GLAZE_ERROR_INTERNAL {
            FuzzLog.error("glaze-fuzz: operation \(operation) returned \(name) (\(status.rawValue)): \(String(cString: glaze_last_error_message()))")
            abort()
        }
    }

    /// `body` with a pointer to `rect`, or with NULL when `given` is false.
    static func optional(_ rect: glaze_rect, _ given: Bool, _ body: (UnsafePointer<glaze_rect>?) -> glaze_status) -> glaze_status {
        guard given else { return body(nil) }
        return withUnsafePointer(to: rect) { body($0) }
    }

    /// Runs one operation.
    static func step(_ reader: inout Reader, _ table: Table, glThread: Bool) {
        let operation = reader.byte() % 30
        let a = reader.byte(), b = reader.byte(), c = reader.byte()
        var out: OpaquePointer?
        var status = GLAZE_OK
        switch operation {
        case 0:
            status = glaze_context_create(nil, &out)
            if status == GLAZE_OK { table[a] = out }
        case 1: status = glaze_context_destroy(table[a])
        case 2: status = glaze_context_begin_frame(table[a])
        case 3:
            status = glaze_image_create_color(reader.float(), reader.float(), reader.float(), reader.float(), &out)
            if status == GLAZE_OK { table[a] = out }
        case 4:
            let width = Int32(b % 9), height = Int32(c % 9)
            let pixels = [UInt8](repeating: a, count: 4 * 64)
            status = glaze_image_create_from_pixels(pixels, pixels.count, width, height, Int(4 * width), GLAZE_PIXELS_RGBA8,
                                                    GLAZE_ALPHA_PREMULTIPLIED, GLAZE_ORIGIN_BOTTOM_LEFT, &out)
            if status == GLAZE_OK { table[a] = out }
        case 5: status = glaze_image_destroy(table[a])
        case 6:
            status = glaze_image_crop(table[a], reader.rect(), &out)
            if status == GLAZE_OK { table[b] = out }
        case 7:
            status = glaze_image_apply_filter(table[a], table[b], &out)
            if status == GLAZE_OK { table[c] = out }
        case 8:
            status = glaze_image_composite_over(table[a], table[b], &out)
            if status == GLAZE_OK { table[c] = out }
        case 9:
            status = glaze_filter_create(nil, filterNames[Int(b) % filterNames.count], &out)
            if status == GLAZE_OK { table[a] = out }
        case 10: status = glaze_filter_destroy(table[a])
        case 11: status = glaze_filter_set_float(table[a], parameterNames[Int(b) % parameterNames.count], reader.float())
        case 12:
            let values = [reader.float(), reader.float(), reader.float(), reader.float()]
            status = glaze_filter_set_vector(table[a], parameterNames[Int(b) % parameterNames.count], values, Int32(c % 5))  // at most the 4 given: the count is the caller's promise
        case 13: status = glaze_filter_set_image(table[a], parameterNames[Int(b) % parameterNames.count], table[c])
        case 14:
            status = optional(reader.rect(), c % 2 == 0) {
                glaze_context_render_to_texture(table[a], table[b], hostTexture, 8, 8, GLAZE_TEXTURE_RGBA8, $0, nil)
            }
        case 15:
            status = optional(reader.rect(), c % 2 == 0) { glaze_context_make_texture(table[a], table[b], $0, GLAZE_TEXTURE_RGBA8, &out) }
            if status == GLAZE_OK { table[c] = out }
        case 16: status = glaze_texture_destroy(table[a])
        case 17:
            var pixels = [UInt8](repeating: 0, count: 4 * 20 * 20)
            status = optional(reader.rect(), c % 2 == 0) {
                glaze_context_read_pixels(table[a], table[b], $0, GLAZE_PIXELS_RGBA8, &pixels, pixels.count)
            }
        case 18:
            status = optional(reader.rect(), c % 2 == 0) { glaze_context_read_pixels_async(table[a], table[b], $0, GLAZE_PIXELS_RGBA8, &out) }
            if status == GLAZE_OK { table[c] = out }
        case 19:
            var pixels = [UInt8](repeating: 0, count: 4 * 20 * 20)
            status = glaze_readback_copy(table[a], &pixels, Int(b) * 8)
        case 20: status = glaze_readback_destroy(table[a])
        case 21:
            let rect = reader.rect()
            status = c % 2 == 0 ? glaze_context_draw(table[a], table[b], rect, rect, &out)
                                : glaze_context_draw(table[a], table[b], rect, rect, nil)
            if status == GLAZE_OK, out != nil { table[c] = out }
        case 22: status = glaze_render_task_destroy(table[a])
        case 23:
            status = glaze_effect_library_open(FuzzAssets.folder + "/library.yaml", nil, nil, nil, &out)
            if status == GLAZE_OK { table[a] = out }
        case 24:
            // Only the GL thread rewrites the file: a reload then reads a whole text.
            if glThread { FuzzAssets.write(FuzzAssets.folder + "/library.yaml", libraryTexts[Int(b) % libraryTexts.count]) }
            status = glaze_effect_library_reload(table[a])
        case 25:
            status = glaze_effect_library_make_frame(table[a], c % 2 == 0 ? "look" : "other", &out)
            if status == GLAZE_OK { table[b] = out }
        case 26:
            status = glaze_effect_frame_update(table[a], table[b], Double(reader.float()), &out)
            // The frame owns the image: kept in the table only to be used, never destroyed here.
            if status == GLAZE_OK { table[c] = out }
        case 27: status = glaze_effect_library_destroy(table[a])
        case 28:
            var updated: Int32 = 0
            status = glaze_effect_library_update(table[a], &updated)
        default:
            // A forged handle: a destroyed slot's neighbour, an address, a small number.
            table[a] = OpaquePointer(bitPattern: UInt(b) << 8 | UInt(c) | 1)
        }
        check(status, operation)
    }
}
