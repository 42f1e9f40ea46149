import Dynamics
import Testing

@Suite("Field validation")
struct FieldValidationTests {
    @Test("NaN, infinite or out-of-range values stop where they enter")
    func rejectsBadValues() async {
        await #expect(processExitsWith: .failure) { FieldBehavior.vortexField().strength = .nan }
        await #expect(processExitsWith: .failure) { FieldBehavior.springField().falloff = -1 }
        await #expect(processExitsWith: .failure) {
            _ = FieldBehavior.noiseField(smoothness: .infinity, animationSpeed: 0)
        }
        await #expect(processExitsWith: .failure) { FieldBehavior.dragField().position = Point(x: .nan, y: 0) }
        await #expect(processExitsWith: .failure) { _ = Region(radius: -.infinity) }
    }

    @Test("smoothness is clamped to 0…1")
    func smoothnessClamped() {
        let noise = FieldBehavior.noiseField(smoothness: 3, animationSpeed: 0)
        #expect(noise.smoothness == 1 && noise.noiseFeatureSize == 400)
        noise.smoothness = -1
        #expect(noise.smoothness == 0 && noise.noiseFeatureSize == 20)
    }
}
