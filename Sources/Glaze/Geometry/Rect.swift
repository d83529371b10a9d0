/// A point in working-space pixels (origin bottom-left, y up).
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

/// A size in pixels.
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public init(_ width: Int, _ height: Int) { self.width = Double(width); self.height = Double(height) }
}

/// An axis-aligned rectangle in working-space pixels, or the infinite rectangle (the extent of
/// generators and of `clampedToExtent()` images).
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public init(_ x: Int, _ y: Int, _ width: Int, _ height: Int) {
        self.init(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
    }

    public init(size: Size) { self.init(x: 0, y: 0, width: size.width, height: size.height) }

    /// The rectangle that contains every point (`-1e15...` in each axis).
    public static let infinite = Rect(x: -1e15, y: -1e15, width: 2e15, height: 2e15)
    public static let empty = Rect(x: 0, y: 0, width: 0, height: 0)

    public var isInfinite: Bool { width >= 1e15 || height >= 1e15 }
    public var isEmpty: Bool { !(width > 0 && height > 0) }
    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var size: Size { Size(width: width, height: height) }
    public var center: Point { Point(x: midX, y: midY) }

    public func intersection(_ other: Rect) -> Rect {
        if isInfinite { return other }
        if other.isInfinite { return self }
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .empty }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

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

    public func contains(_ other: Rect) -> Bool {
        if isInfinite { return true }
        if other.isInfinite { return false }
        return other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }

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
