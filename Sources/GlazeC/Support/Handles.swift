import GlazeCore
import CGlaze
import Glaze

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
    case effectHistory = "glaze_effect_history"
    case liveLink = "glaze_live_link"
}

/// An object behind a C handle. Boxes are `Sendable` because the registry of live handles is
/// shared by every thread; each box states how it keeps that promise.
protocol HandleBox: AnyObject, Sendable {
    static var kind: HandleKind { get }
}

/// Every live handle, as a slot index plus a generation (sokol's scheme). A handle is the value
/// `tag << 56 | slot << 32 | generation` disguised as a pointer: it is never dereferenced, and
/// no address a C program holds has the tag in its top byte. Destroying a handle bumps its
/// slot's generation, so the handle is refused from then on even after the slot is reused for a
/// new object (an address-keyed table could not tell the new object from the destroyed one that
/// lived at the same address). The registry owns the boxes (a strong reference each) and is
/// read and written under a lock.
enum Handles {
    private struct Entry: Sendable {
        let kind: HandleKind
        let box: any HandleBox
    }

    private struct Slot: Sendable {
        /// The generation of the handle this slot hands out next, or of its live handle (≥ 1).
        var generation: UInt32
        var entry: Entry?
    }

    private struct Table: Sendable {
        var slots: [Slot] = []
        /// Slots whose entry was destroyed, reused last-in first-out.
        var free: [Int] = []
        /// The live handle of each registered box (``make(_:)`` of a live box returns it again).
        var handles: [ObjectIdentifier: UInt] = [:]
    }

    private static let table = Locked(Table())
    /// Top byte of every handle; user-space addresses on 64-bit Linux have 0 there.
    private static let tag: UInt = 0x47
    private static let slotBits = 24
    private static let generationBits = 32

    /// Registers `box` and returns its handle; the same handle while `box` stays registered.
    /// Throws `GLAZE_ERROR_INTERNAL` when 2^24 handles are alive at once.
    static func make<Box: HandleBox>(_ box: Box) throws -> OpaquePointer {
        let id = ObjectIdentifier(box)
        let value: UInt? = table.withLock { table in
            if let live = table.handles[id] { return live }
            let slot: Int
            if let reused = table.free.popLast() {
                slot = reused
            } else if table.slots.count < 1 << slotBits {
                slot = table.slots.count
                table.slots.append(Slot(generation: 1, entry: nil))
            } else {
                return nil
            }
            table.slots[slot].entry = Entry(kind: Box.kind, box: box)
            let handle = tag << 56 | UInt(slot) << generationBits | UInt(table.slots[slot].generation)
            table.handles[id] = handle
            return handle
        }
        guard let value, let pointer = OpaquePointer(bitPattern: value) else {
            throw CAPIError(GLAZE_ERROR_INTERNAL, "\(Box.kind.rawValue): more than \(1 << slotBits) handles are alive at once")
        }
        return pointer
    }

    /// The box behind `handle` and the render context behind `context`, after checking that the
    /// caller is on that context's thread (``ContextBox/use()``): for objects whose GL work runs
    /// on the context passed with them.
    static func get<Box: HandleBox>(_ handle: OpaquePointer?, as type: Box.Type, role: String? = nil,
                                    on context: OpaquePointer?) throws -> (Box, RenderContext) {
        let box = try get(handle, as: type, role: role)
        return (box, try get(context, as: ContextBox.self).use())
    }

    /// The box behind `handle`. `role` names the argument in messages ("image", "background").
    static func get<Box: HandleBox>(_ handle: OpaquePointer?, as type: Box.Type, role: String? = nil) throws -> Box {
        let what = role ?? type.kind.rawValue
        guard let handle else {
            throw CAPIError(GLAZE_ERROR_NULL_ARGUMENT, "\(what) is NULL")
        }
        let value = UInt(bitPattern: UnsafeRawPointer(handle))
        let entry = try table.withLock { table in try live(value, in: table, as: type, what: what).1 }
        guard let box = entry.box as? Box else {
            throw CAPIError(GLAZE_ERROR_INTERNAL, "\(what) \(hex(value)): registry holds the wrong box type")
        }
        return box
    }

    /// Like ``get(_:as:role:)`` but nil for a NULL handle (optional arguments).
    static func optional<Box: HandleBox>(_ handle: OpaquePointer?, as type: Box.Type, role: String? = nil) throws -> Box? {
        guard handle != nil else { return nil }
        return try get(handle, as: type, role: role)
    }

    /// Removes `handle` from the registry and retires its generation; the box is released when
    /// the caller drops the result (outside the lock). NULL is a no-op.
    @discardableResult
    static func destroy<Box: HandleBox>(_ handle: OpaquePointer?, as type: Box.Type) throws -> Box? {
        guard let handle else { return nil }
        let value = UInt(bitPattern: UnsafeRawPointer(handle))
        let entry = try table.withLock { table in
            let (slot, entry) = try live(value, in: table, as: type, what: type.kind.rawValue, destroying: true)
            table.slots[slot].entry = nil
            table.handles[ObjectIdentifier(entry.box)] = nil
            // A slot whose generations are used up is retired rather than handed out again.
            if table.slots[slot].generation < UInt32.max {
                table.slots[slot].generation += 1
                table.free.append(slot)
            }
            return entry
        }
        return entry.box as? Box
    }

    /// ``destroy(_:as:)`` for an object that may hold GL objects (a texture, a readback, an
    /// image of a rendered texture): when the render context that made them is gone and its GL
    /// context is current here, they are deleted now (``GLReaper/drainOrphans(probing:)``).
    static func destroyHoldingGL<Box: HandleBox>(_ handle: OpaquePointer?, as type: Box.Type) throws {
        try destroy(handle, as: type)  // the box is released here, queueing its GL objects
        GLReaper.drainOrphans()
    }

    /// Removes `box` from the registry if it is registered (an owner dropping a handle it
    /// handed out; the caller may have destroyed it already).
    static func destroy<Box: HandleBox>(box: Box) {
        guard let value = table.withLock({ $0.handles[ObjectIdentifier(box)] }) else { return }
        _ = try? destroy(OpaquePointer(bitPattern: value), as: Box.self)
    }

    /// Number of live handles of `kind` (tests: nothing leaks).
    static func count(of kind: HandleKind) -> Int {
        table.withLock { $0.slots.filter { $0.entry?.kind == kind }.count }
    }

    /// The slot and entry of the live handle `value` of `type`; throws `GLAZE_ERROR_INVALID_HANDLE`
    /// for a pointer that is no Glaze handle, a stale handle and a handle of another kind.
    private static func live<Box: HandleBox>(_ value: UInt, in table: Table, as type: Box.Type, what: String,
                                             destroying: Bool = false) throws -> (Int, Entry) {
        let slot = Int(truncatingIfNeeded: value >> generationBits) & (1 << slotBits - 1)
        let generation = UInt32(truncatingIfNeeded: value)
        guard value >> 56 == tag, slot < table.slots.count, generation != 0 else {
            throw CAPIError(GLAZE_ERROR_INVALID_HANDLE,
                            "\(what) \(hex(value)) is not a live \(type.kind.rawValue) (not a Glaze handle)")
        }
        guard table.slots[slot].generation == generation, let entry = table.slots[slot].entry else {
            throw CAPIError(GLAZE_ERROR_INVALID_HANDLE,
                            "\(what) \(hex(value)) is not a live \(type.kind.rawValue) (a stale handle: "
                            + (destroying ? "destroyed twice)" : "already destroyed)"))
        }
        guard entry.kind == type.kind else {
            throw CAPIError(GLAZE_ERROR_INVALID_HANDLE,
                            "\(what) \(hex(value)) is \(withArticle(entry.kind.rawValue)), not \(withArticle(type.kind.rawValue))")
        }
        return (slot, entry)
    }

    private static func hex(_ value: UInt) -> String { "0x" + String(value, radix: 16) }
}
