import Dynamics
import Testing

@Suite("Attachment and snap validation")
struct AttachmentValidationTests {
    @Test("NaN, infinite or negative values stop where they enter")
    func rejectsBadValues() async {
        await #expect(processExitsWith: .failure) {
            AttachmentBehavior(item: unitBox(), attachedToAnchor: Point(x: 0, y: 100)).frequency = .nan
        }
        await #expect(processExitsWith: .failure) {
            AttachmentBehavior(item: unitBox(), attachedToAnchor: .zero).anchorPoint = Point(x: .nan, y: 0)
        }
        await #expect(processExitsWith: .failure) {
            AttachmentBehavior.pinAttachment(with: unitBox(), attachedTo: unitBox(), attachmentAnchor: .zero)
                .attachmentRange = FloatRange(minimum: 1, maximum: -1)
        }
        await #expect(processExitsWith: .failure) { SnapBehavior(item: unitBox(), snapTo: .zero).damping = .nan }
    }

    @Test("defaults follow UIKit")
    func defaults() {
        let a = unitBox(), b = unitBox(at: Point(x: 30, y: 40))
        let rod = AttachmentBehavior(item: a, attachedTo: b)
        #expect(rod.attachedBehaviorType == .items && rod.items.count == 2)
        #expect(rod.length == 50 && rod.frequency == 0 && rod.damping == 0 && rod.frictionTorque == 0)
        #expect(rod.attachmentRange == .infinite)
        #expect(rod.anchorPoint == Point(x: 30, y: 40), "an item attachment reports the other item's point")
        let hook = AttachmentBehavior(
            item: a, offsetFromCenter: Offset(horizontal: 0, vertical: 10),
            attachedToAnchor: Point(x: 0, y: 100))
        #expect(hook.attachedBehaviorType == .anchor && hook.length == 90)
        #expect(SnapBehavior(item: a, snapTo: .zero).damping == 0.5)
    }
}
