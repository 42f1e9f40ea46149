import Dynamics

extension DotCanvas {
    /// Draws a straight line between two points given in dots (fractional; dot (i, j) covers
    /// [i, i + 1) × [j, j + 1)). With `dash` > 0 the line is drawn `dash` dots on, `dash` off.
    /// Ends within a dot outside the canvas are pulled onto its edge, so a boundary lying
    /// exactly on the world's edge still shows.
    public mutating func line(from a: Point, to b: Point, color: TermColor, dash: Int = 0) {
        guard a.isFinite, b.isFinite, let (p, q) = clipped(a, b) else { return }
        // Bresenham between the dots containing the ends: every step moves to a touching dot,
        // so a line never has holes (stepping t in floating point can skip a dot when the
        // ends lie exactly on dot edges).
        var (x, y) = (Self.dot(p.x), Self.dot(p.y))
        let (x1, y1) = (Self.dot(q.x), Self.dot(q.y))
        let dx = abs(x1 - x), dy = -abs(y1 - y), sx = x < x1 ? 1 : -1, sy = y < y1 ? 1 : -1
        var error = dx + dy, s = 0
        while true {
            if dash == 0 || (s / dash) % 2 == 0 { plotNearEdge(x: x, y: y, color: color) }
            if x == x1 && y == y1 { break }
            let e2 = 2 * error
            if e2 >= dy { error += dy; x += sx }
            if e2 <= dx { error += dx; y += sy }
            s += 1
        }
    }

    /// The dot containing coordinate `v`; a hair above an integer still counts as that
    /// integer, so ends computed as k − 1e-12 do not slip into the previous dot.
    static func dot(_ v: Double) -> Int { Int((v + 1e-9).rounded(.down)) }

    /// Draws a closed polygon through points given in dots.
    public mutating func polygon(_ points: [Point], color: TermColor, dash: Int = 0) {
        guard points.count > 1 else {
            if let p = points.first { line(from: p, to: p, color: color) }
            return
        }
        for i in points.indices {
            line(from: points[i], to: points[(i + 1) % points.count], color: color, dash: dash)
        }
    }

    /// Draws an arrow from `tail` to `head` (dots) with a two-stroke head about `headLength`
    /// dots long (shorter on short arrows, so the shaft still shows).
    public mutating func arrow(from tail: Point, to head: Point, color: TermColor, headLength: Double = 2.5) {
        line(from: tail, to: head, color: color)
        let shaft = head - tail
        let length = shaft.length
        guard length >= 1.5 else { return }
        let back = shaft * (-min(headLength, length * 0.45) / length)
        for turn in [Double.pi / 6, -Double.pi / 6] {
            line(from: head, to: head + back.rotated(by: turn), color: color)
        }
    }

    /// Sets the dot containing (x, y); a point less than one dot outside is moved onto the
    /// nearest edge dot first.
    private mutating func plotNearEdge(x: Int, y: Int, color: TermColor) {
        var i = x, j = y
        if i == -1 { i = 0 } else if i == dotColumns { i = dotColumns - 1 }
        if j == -1 { j = 0 } else if j == dotRows { j = dotRows - 1 }
        plot(x: i, y: j, color: color)
    }

    /// The part of segment a–b inside the canvas grown by one dot (Liang–Barsky), or nil.
    /// Clipping first keeps a huge or far-away line from costing millions of steps.
    private func clipped(_ a: Point, _ b: Point) -> (Point, Point)? {
        let lo = -1.0, hiX = Double(dotColumns) + 1, hiY = Double(dotRows) + 1
        let d = b - a
        var t0 = 0.0, t1 = 1.0
        let edges = [(-d.dx, a.x - lo), (d.dx, hiX - a.x), (-d.dy, a.y - lo), (d.dy, hiY - a.y)]
        for (p, q) in edges {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let r = q / p
            if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
            if t0 > t1 { return nil }
        }
        return (a + d * t0, a + d * t1)
    }
}
