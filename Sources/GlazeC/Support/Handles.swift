import GlazeCore
import CGlaze

/// The kinds of object a C handle can stand for; part of every handle lookup, so a handle of
/// one kind passed where another is expected is an error, not a reinterpretation.
enum HandleKind: String, Sendable {
    case context = "glaze_context"
    case image = "glaze_image"
    case registry = "glaze_registry"
    case filter = "glaze_filter"
    case renderTask = "glaze_render_task"
    case texture = "glaze_texture"
    case readback = "glaze_readback"
    case sharedTexture = "glaze_shared_texture"
    case bakedTexture = "glaze_baked_texture"
    case effectLibrary = "glaze_effect_library"
    case effectFrame = "glaze_effect_frame"
    case accumulator = "glaze_accumulator"
    case autoExposure = "glaze_auto_exposure"
}

/// An object behind a C handle. Boxes are `Sendable` because the registry of live handles is
/// shared by every thread; each box states how it keeps that promise.
protocol HandleBox: AnyObject, Sendable {
    static var kind: HandleKind { get }
}

/// Every live handle, by address. The registry owns the boxes (a strong reference each): a
/// handle is `Unmanaged.passUnretained(box).toOpaque()`, and it is never dereferenced; a lookup
/// finds the box by address and kind under the lock, so a destroyed, foreign or garbage pointer
/// is reported instead of crashing the host.
enum Handles {
    private struct Entry: Sendable {
        let kind: HandleKind
        let box: any HandleBox
    }

    private static let live = Locked<[UInt: Entry]>([:])

    /// Registers `box` and returns its handle.
    static func make<Box: HandleBox>(_ box: Box) -> OpaquePointer {
        let pointer = Unmanaged.passUnretained(box).toOpaque()
        live.withLock { $0[UInt(bitPattern: pointer)] = Entry(kind: Box.kind, box: box) }
        return OpaquePointer(pointer)
    }

    /// The handle of `box` (whether or not it is registered now).
    static func pointer<Box: HandleBox>(to box: Box) -> OpaquePointer {
        OpaquePointer(Unmanaged.passUnretained(box).toOpaque())
    }

    /// The box behind `handle`. `role` names the argument in messages ("image", "background").
    static func get<Box: HandleBox>(_ handle: OpaquePointer?, as type: Box.Type, role: String? = nil) throws -> Box {
        let what = role ?? type.kind.rawValue
        guard let handle else {
            throw CAPIError(GLAZE_ERROR_NULL_ARGUMENT, "\(what) is NULL")
        }
        let address = UInt(bitPattern: UnsafeRawPointer(handle))
        guard let entry = live.withLock({ $0[address] }) else {
            throw CAPIError(GLAZE_ERROR_INVALID_HANDLE,
                            "\(what) \(hex(address)) is not a live \(type.kind.rawValue) (already destroyed, or not a Glaze handle)")
        }
        guard entry.kind == type.kind, let box = entry.box as? Box else {
            throw CAPIError(GLAZE_ERROR_INVALID_HANDLE,
                            "\(what) \(hex(address)) is \(withArticle(entry.kind.rawValue)), not \(withArticle(type.kind.rawValue))")
        }
        return box
    }

    /// Like ``get(_:as:role:)`` but nil for a NULL handle (optional arguments).
    static func optional<Box: HandleBox>(_ handle: OpaquePointer?, as type: Box.Type, role: String? = nil) throws -> Box? {
        guard handle != nil else { return nil }
        return try get(handle, as: type, role: role)
    }

    /// Removes `handle` from the registry; the box is released when the caller drops the
    /// result (outside the lock). NULL is a no-op.
    @discardableResult
    static func destroy<Box: HandleBox>(_ handle: OpaquePointer?, as type: Box.Type) throws -> Box? {
        guard let handle else { return nil }
        let address = UInt(bitPattern: UnsafeRawPointer(handle))
        let removed: Result<Entry, CAPIError> = live.withLock { table in
            guard let entry = table[address] else {
                return .failure(CAPIError(GLAZE_ERROR_INVALID_HANDLE,
                                          "\(hex(address)) is not a live \(type.kind.rawValue) (destroyed twice, or not a Glaze handle)"))
            }
            guard entry.kind == type.kind else {
                return .failure(CAPIError(GLAZE_ERROR_INVALID_HANDLE,
                                          "\(hex(address)) is \(withArticle(entry.kind.rawValue)), not \(withArticle(type.kind.rawValue))"))
            }
            table[address] = nil
            return .success(entry)
        }
        return try removed.get().box as? Box
    }

    /// Number of live handles of `kind` (tests: nothing leaks).
    static func count(of kind: HandleKind) -> Int {
        live.withLock { $0.values.filter { $0.kind == kind }.count }
    }

    private static func hex(_ address: UInt) -> String { "0x" + String(address, radix: 16) }
}
