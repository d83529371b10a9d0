/// A point in working-space pixels (origin bottom-left, y up).
public struct Point: Hashable, Sendable, Codable {
    /// Horizontal coordinate in pixels.
    public var x: Double
    /// Vertical coordinate in pixels (up).
    public var y: Double
    /// A point at (x, y).
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)
}

/// A size in pixels.
public struct Size: Hashable, Sendable, Codable {
    /// Width in pixels.
    public var width: Double
    /// Height in pixels.
    public var height: Double
    /// A size of width × height pixels.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// A size of whole pixels.
    public init(_ width: Int, _ height: Int) { self.width = Double(width); self.height = Double(height) }
}

/// An axis-aligned rectangle in working-space pixels, or the infinite rectangle (the extent of
/// generators and of `clampedToExtent()` images).
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Left edge in pixels.
    public var x: Double
    /// Bottom edge in pixels (origin bottom-left).
    public var y: Double
    /// Width in pixels; the rect is empty unless > 0.
    public var width: Double
    /// Height in pixels; the rect is empty unless > 0.
    public var height: Double

    /// A rectangle from its bottom-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// A rectangle of whole pixels.
    public init(_ x: Int, _ y: Int, _ width: Int, _ height: Int) {
        self.init(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
    }

    /// A rectangle of `size` at the origin.
    public init(size: Size) { self.init(x: 0, y: 0, width: size.width, height: size.height) }

    /// The rectangle that contains every point (`-1e15...` in each axis).
    public static let infinite = Rect(x: -1e15, y: -1e15, width: 2e15, height: 2e15)
    /// The empty rectangle.
    public static let empty = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Whether this is (or is as large as) ``infinite``.
    public var isInfinite: Bool { width >= 1e15 || height >= 1e15 }
    /// Whether the rect has no area (width or height not > 0).
    public var isEmpty: Bool { !(width > 0 && height > 0) }
    /// Left edge.
    public var minX: Double { x }
    /// Bottom edge.
    public var minY: Double { y }
    /// Right edge.
    public var maxX: Double { x + width }
    /// Top edge.
    public var maxY: Double { y + height }
    /// Horizontal centre.
    public var midX: Double { x + width / 2 }
    /// Vertical centre.
    public var midY: Double { y + height / 2 }
    /// Width and height.
    public var size: Size { Size(width: width, height: height) }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// The overlap of the two rects (empty when they do not overlap).
    public func intersection(_ other: Rect) -> Rect {
        if isInfinite { return other }
        if other.isInfinite { return self }
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .empty }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rect containing both (an empty rect does not count).
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        if isInfinite || other.isInfinite { return .infinite }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Grows (negative `dx`/`dy`) or shrinks the rectangle on every side. Infinite stays infinite.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isInfinite || isEmpty { return self }
        let w = width - 2 * dx, h = height - 2 * dy
        guard w > 0, h > 0 else { return .empty }
        return Rect(x: x + dx, y: y + dy, width: w, height: h)
    }

    /// The smallest rectangle with integer edges that contains this one.
    public var integral: Rect {
        if isInfinite || isEmpty { return self }
        let x0 = (minX + 1e-6).rounded(.down), y0 = (minY + 1e-6).rounded(.down)
        let x1 = (maxX - 1e-6).rounded(.up), y1 = (maxY - 1e-6).rounded(.up)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Whether `other` lies entirely inside this rect.
    public func contains(_ other: Rect) -> Bool {
        if isInfinite { return true }
        if other.isInfinite { return false }
        return other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }

    /// Whether `point` lies inside this rect (edges included at the bottom-left).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The bounding box of the rectangle's corners under `transform`.
    public func applying(_ transform: AffineTransform) -> Rect {
        if isInfinite || isEmpty { return self }
        let corners = [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY), Point(x: maxX, y: maxY)]
            .map { transform.apply(to: $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    public var description: String {
        isInfinite ? "infinite" : "(\(fmt(x)), \(fmt(y)), \(fmt(width))x\(fmt(height)))"
    }

    private func fmt(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v)
    }
}
