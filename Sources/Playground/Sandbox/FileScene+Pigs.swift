import Dynamics

extension FileScene {
    /// Explodes `count` pigs at `point`, fanned upward at `speed` pt/s; they collide with the
    /// scene and leave with their pushes once they fall out of it.
    func explode(at point: Point, count: Int, speed: Double) {
        for i in 0..<count {
            if pigs.count >= Self.maximumPigs { forget(pigs.removeFirst()) }
            let pig = Pig(center: point + ExplosionScene.spawnOffset(index: i))
            let push = PushBehavior(items: [pig], mode: .instantaneous)
            let direction = Vector(
                dx: Double.random(in: -0.75...0.75, using: &random), dy: Double.random(in: -1...(-0.2), using: &random))
            push.pushDirection = direction * (speed * Pig.mass / Units.pointsPerNewton)
            pig.push = push
            pigs.append(pig)
            world.addChildBehavior(push)
            gravity.addItem(pig)
            collision.addItem(pig)
            pigMaterial.addItem(pig)
            for field in fieldBehaviors { field.addItem(pig) }
        }
    }

    /// Drops the pigs that left the world for good.
    func removeEscapedPigs() {
        let bounds = animator.referenceBounds, g = gravity.gravityDirection
        guard pigs.contains(where: { ExplosionScene.hasEscaped($0, bounds: bounds, gravity: g) }) else { return }
        let (gone, kept) = (
            pigs.filter { ExplosionScene.hasEscaped($0, bounds: bounds, gravity: g) },
            pigs.filter { !ExplosionScene.hasEscaped($0, bounds: bounds, gravity: g) }
        )
        for pig in gone { forget(pig) }
        pigs = kept
    }

    /// Takes a pig out of every behavior.
    func forget(_ pig: Pig) {
        gravity.removeItem(pig)
        collision.removeItem(pig)
        pigMaterial.removeItem(pig)
        for field in fieldBehaviors { field.removeItem(pig) }
        if let push = pig.push { world.removeChildBehavior(push) }
        pig.push = nil
    }
}
