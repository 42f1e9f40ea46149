extension BodyStore {
    /// Recomputes mass and rotational inertia from density and collision shape.
    ///
    /// mass = density × area / 10 000 pt² (UIKit's rule: a 100 × 100 pt item of density 1 has
    /// mass 1). Inertia about the centre: rectangle m(w² + h²)/12, ellipse m(a² + b²)/4 with
    /// semi-axes a, b, polygon by the standard triangle-fan sum. Anchored bodies, and bodies
    /// with no area, are immovable (inverse mass 0).
    mutating func updateMass(at i: Int) {
        let m = material[i]
        resistanceRunsAreCurrent = false
        let group = isGroup[i] ? items[i] as? DynamicItemGroup : nil
        let area = group?.totalArea ?? Shape.area(size[i], shape[i], path[i])
        let mass = m.density * area / Units.areaPerMass
        self.mass[i] = mass
        let movable = !m.isAnchored && mass > 0 && mass.isFinite
        inverseMass[i] = movable ? 1 / mass : 0
        let inertia = mass * (group?.inertiaPerMass ?? Shape.inertiaPerMass(size[i], shape[i], path[i]))
        inverseInertia[i] = movable && m.allowsRotation && inertia > 0 ? 1 / inertia : 0
    }
}

/// Area and inertia of the collision shapes.
enum Shape {
    /// Area in pt² of an item's collision shape.
    static func area(_ size: Size, _ type: DynamicItemCollisionBoundsType, _ path: Path?) -> Double {
        let w = max(0, size.width), h = max(0, size.height)
        switch type {
        case .rectangle: return w * h
        case .ellipse: return Double.pi * (w / 2) * (h / 2)
        case .path: return path?.area ?? w * h
        }
    }

    /// Rotational inertia about the centre divided by mass, in pt².
    static func inertiaPerMass(_ size: Size, _ type: DynamicItemCollisionBoundsType, _ path: Path?) -> Double {
        let w = max(0, size.width), h = max(0, size.height)
        switch type {
        case .rectangle: return (w * w + h * h) / 12
        case .ellipse: return (w * w + h * h) / 16
        case .path:
            guard let path, path.points.count >= 3 else { return (w * w + h * h) / 12 }
            return polygonInertiaPerMass(path.points)
        }
    }

    /// Σ over fan triangles (origin, p, q) of cross·(p·p + p·q + q·q) / 12, divided by area.
    private static func polygonInertiaPerMass(_ pts: [Point]) -> Double {
        var numerator = 0.0, area2 = 0.0
        for k in pts.indices {
            let p = pts[k], q = pts[(k + 1) % pts.count]
            let cross = p.x * q.y - q.x * p.y
            numerator += cross * (p.x * p.x + p.y * p.y + p.x * q.x + p.y * q.y + q.x * q.x + q.y * q.y)
            area2 += cross
        }
        return area2 == 0 ? 0 : abs(numerator / 12) / abs(area2 / 2)
    }
}
