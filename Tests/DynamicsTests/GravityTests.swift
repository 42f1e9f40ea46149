import Dynamics
import Testing

@Suite("Gravity")
struct GravityTests {
    @Test("free fall from rest covers ½·g·t² = 500 pt in 1 s at magnitude 1")
    func freeFall() {
        let animator = makeAnimator()
        let item = unitBox()
        animator.addBehavior(GravityBehavior(items: [item]))
        run(animator, seconds: 1)
        // Semi-implicit Euler over-shoots by g·h·t/2 = 1000 · (1/240) · 1 / 2 ≈ 2.1 pt.
        #expect(abs(item.center.y - 500) < 2.5)
        #expect(item.center.x == 0)
        #expect(abs(animator.elapsedTime - 1) < 1e-9)
    }

    @Test("acceleration does not depend on mass or size")
    func massIndependent() {
        let animator = makeAnimator()
        let small = BasicItem(center: .zero, size: Size(width: 10, height: 10))
        let big = BasicItem(center: Point(x: 500, y: 0), size: Size(width: 300, height: 300))
        let heavy = DynamicItemBehavior(items: [big])
        heavy.density = 7
        animator.addBehavior(heavy)
        animator.addBehavior(GravityBehavior(items: [small, big]))
        run(animator, seconds: 0.5)
        #expect(abs(small.center.y - big.center.y) < 1e-9)
        #expect(small.center.y > 120)
    }

    @Test("angle and magnitude are tied to gravityDirection")
    func angleMagnitude() {
        let g = GravityBehavior()
        #expect(g.gravityDirection == Vector(dx: 0, dy: 1))
        #expect(abs(g.angle - .pi / 2) < 1e-12)
        #expect(g.magnitude == 1)
        g.setAngle(0, magnitude: 2)
        #expect(abs(g.gravityDirection.dx - 2) < 1e-12 && abs(g.gravityDirection.dy) < 1e-12)
        g.magnitude = 0
        g.magnitude = 3
        #expect(abs(g.gravityDirection.dx - 3) < 1e-12, "direction survives a zero magnitude")
        g.gravityDirection = Vector(dx: 0, dy: -0.5)
        #expect(abs(g.angle + .pi / 2) < 1e-12 && abs(g.magnitude - 0.5) < 1e-12)
    }

    @Test("a tilted gravity pulls along its angle at 1000 pt/s² per unit")
    func tilted() {
        let animator = makeAnimator()
        let item = unitBox()
        let g = GravityBehavior(items: [item])
        g.setAngle(0, magnitude: 0.5)
        animator.addBehavior(g)
        run(animator, seconds: 1)
        #expect(abs(item.center.x - 250) < 1.5)
        #expect(abs(item.center.y) < 1e-9)
    }

    @Test("after items leave and bodies are renumbered, gravity still pulls exactly its own items")
    func membershipChurn() {
        let animator = makeAnimator()
        let items = (0..<60).map { unitBox(at: Point(x: Double($0) * 200, y: 0)) }
        let pulled = Set((0..<60).filter { $0 % 3 != 0 })
        let gravity = GravityBehavior(items: pulled.sorted().map { items[$0] })
        let holder = DynamicItemBehavior(items: items)
        animator.addBehavior(gravity)
        animator.addBehavior(holder)
        var present = Set(0..<60)
        var rng = SplitMix(seed: 3)
        for _ in 0..<20 {
            // Items leave from anywhere (the store moves its last bodies into their places) and
            // others come back (appended), then a short fall.
            for _ in 0..<4 {
                let k = present.sorted()[Int(rng.next(in: 0...Double(present.count - 1)))]
                present.remove(k)
                holder.removeItem(items[k])
                gravity.removeItem(items[k])
            }
            let absent = (0..<60).filter { !present.contains($0) }
            for _ in 0..<3 {
                let back = absent[Int(rng.next(in: 0...Double(absent.count - 1)))]
                guard present.insert(back).inserted else { continue }
                holder.addItem(items[back])
                if pulled.contains(back) { gravity.addItem(items[back]) }
            }
            let before = items.map(\.center.y)
            run(animator, seconds: 0.1)
            for k in present {
                let fell = items[k].center.y - before[k]
                if pulled.contains(k) {
                    #expect(fell > 1, "item \(k) should fall")
                } else {
                    #expect(fell == 0, "item \(k) has no gravity")
                }
            }
        }
    }
}
