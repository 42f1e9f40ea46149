import Testing

@testable import Dynamics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An item of the app's own, not a `BasicItem`, whose setters count the stores.
private final class CountingItem: DynamicItem {
    var center: Point { didSet { centerStores += 1 } }
    let bounds: Rect
    var transform: Transform = .identity { didSet { transformStores += 1 } }
    var centerStores = 0
    var transformStores = 0

    init(center: Point, size: Size) {
        self.center = center
        bounds = Rect(origin: .zero, size: size)
    }
}

/// A subclass: its own type, so a run of its own in the write-back.
private class ParentItem: DynamicItem {
    var center: Point
    let bounds: Rect
    var transform: Transform = .identity

    init(center: Point, size: Size) {
        self.center = center
        bounds = Rect(origin: .zero, size: size)
    }
}

private final class ChildItem: ParentItem {}

@Suite("Write-back: every item, of any type, gets its body's centre and rotation")
struct WriteBackTests {
    /// Drops `items` as a spinning heap onto the floor for a second; returns each one's centre
    /// and transform after every frame.
    private func trace(_ items: [DynamicItem]) -> [[Double]] {
        let animator = makeAnimator()
        let floor = BasicItem(center: Point(x: 200, y: 400), size: Size(width: 600, height: 20))
        let anchor = DynamicItemBehavior(items: [floor])
        anchor.isAnchored = true
        let spin = DynamicItemBehavior(items: items)
        animator.addBehavior(anchor)
        animator.addBehavior(spin)
        animator.addBehavior(GravityBehavior(items: items))
        animator.addBehavior(CollisionBehavior(items: items + [floor]))
        for (k, item) in items.enumerated() { spin.addAngularVelocity(Double(k % 5) - 2, for: item) }
        var frames: [[Double]] = []
        for _ in 0..<60 {
            animator.step(by: 1.0 / 60)
            frames.append(
                items.flatMap { item in
                    let t = item.transform
                    return [item.center.x, item.center.y, t.a, t.b, t.c, t.d]
                })
        }
        return frames
    }

    @Test("items of mixed types, in runs and alone, move bit for bit as the same heap of BasicItems")
    func mixedTypes() {
        let count = 24
        let place = { (k: Int) in Point(x: 40 + Double(k % 8) * 30, y: 100 + Double(k / 8) * 30) }
        let size = Size(width: 20, height: 14)
        let basic: [DynamicItem] = (0..<count).map { BasicItem(center: place($0), size: size) }
        let mixed: [DynamicItem] = (0..<count).map { k -> DynamicItem in
            switch k % 7 {
            case 0, 1, 2: return CountingItem(center: place(k), size: size)
            case 3: return ParentItem(center: place(k), size: size)
            case 4: return ChildItem(center: place(k), size: size)
            default: return BasicItem(center: place(k), size: size)
            }
        }
        let expected = trace(basic)
        let got = trace(mixed)
        #expect(got.map { $0.map(\.bitPattern) } == expected.map { $0.map(\.bitPattern) })
        // Something moved and turned, and each counting item was written every frame.
        #expect(expected.first != expected.last)
        for case let item as CountingItem in mixed {
            #expect(item.centerStores == 60)
            #expect(item.transformStores > 0)
        }
    }

    @Test("the write-back's rotation is Transform(rotationAngle:) bit for bit, whatever the angle")
    func rotationPairs() {
        // The coefficients are stored in pairs by byte offset: the layout must be a, b, c, d, tx, ty.
        let offsets = [\Transform.a, \.b, \.c, \.d, \.tx, \.ty].map { MemoryLayout<Transform>.offset(of: $0) }
        #expect(offsets == [0, 8, 16, 24, 32, 40])
        #expect(MemoryLayout<Transform>.size == 48)
        // Seeded: every run checks the same angles.
        var generator = SplitMix(seed: 2006)
        let angles =
            [0, -0.0, .pi, -.pi / 2, 1e-300, 7.5e6]
            + (0..<2000).map { _ in generator.next(in: -400...400) }
        for angle in angles {
            let got = BodyStore.rotation(cos: cos(angle), sin: sin(angle))
            let expected = Transform(rotationAngle: angle)
            let bits = { (t: Transform) in [t.a, t.b, t.c, t.d, t.tx, t.ty].map(\.bitPattern) }
            #expect(bits(got) == bits(expected), "angle \(angle)")
        }
    }

    @Test("behaviorCount is behaviors.count through removals, and removed behaviors leave the list")
    func behaviorCount() {
        let animator = makeAnimator()
        var pushes: [PushBehavior] = []
        for _ in 0..<300 {
            let item = BasicItem(center: Point(x: 50, y: 50), size: Size(width: 4, height: 4))
            let push = PushBehavior(items: [item], mode: .instantaneous)
            pushes.append(push)
            animator.addBehavior(push)
        }
        weak let swept = pushes[1]
        for (k, push) in pushes.enumerated() where k % 3 != 2 {
            animator.removeBehavior(push)
            #expect(animator.behaviorCount == 300 - (k / 3 * 2 + k % 3 + 1))
        }
        // One removed and added again counts once, at the end.
        animator.addBehavior(pushes[0])
        #expect(animator.behaviorCount == 101)
        #expect(animator.behaviors.count == 101)
        animator.removeBehavior(pushes[0])
        pushes.removeAll()
        animator.step(by: 1.0 / 60)
        // Once half the list was removed it was swept, with no one reading `behaviors`: the
        // animator no longer keeps those behaviors alive.
        #expect(animator.behaviorCount == 100)
        #expect(swept == nil)
        #expect(animator.behaviors.count == 100)
    }
}
