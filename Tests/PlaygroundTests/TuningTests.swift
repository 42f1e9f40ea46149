import Dynamics
import Terminal
import Testing

@testable import Playground

@Suite("Sliders and keys")
struct TuningTests {
    @Test("key presses step through a slider's stops and stop at its ends")
    func stops() {
        var t = Tuning()
        #expect(t.strength == 0.5 && t.smoothness == 1 && t.speed == 0.5, "the iOS 9 demo's noise field")
        for _ in 0..<40 { t.nudge(.strength, by: 1) }
        #expect(t.strength == 25)
        t.nudge(.strength, by: -1)
        #expect(t.strength == 22.5)
        for _ in 0..<40 { t.nudge(.strength, by: -1) }
        #expect(t.strength == 0)
        t.nudge(.smoothness, by: 1)
        #expect(t.smoothness == 1)
        t.nudge(.speed, by: -2)
        #expect(abs(t.speed - 0.3) < 1e-12)
        t.nudge(.gravity, by: 1)
        #expect(abs(t.gravity - 1.1) < 1e-12)
    }

    @Test("a value between stops moves to the next stop; the bar places it by stop index")
    func betweenStops() {
        var t = Tuning()
        t.pigs = 37
        t.nudge(.pigs, by: 1)
        #expect(t.pigs == 40)
        t.pigs = 37
        t.nudge(.pigs, by: -1)
        #expect(t.pigs == 30)
        let pigs = SliderSpec.of(.pigs)
        #expect(pigs.fraction(of: 1) == 0 && pigs.fraction(of: 500) == 1)
        #expect(abs(pigs.fraction(of: 12) - 8.0 / 21) < 1e-12)
        #expect(pigs.fraction(of: 9999) == 1 && pigs.fraction(of: -3) == 0)
    }

    @Test("tilt reads as degrees from straight down, positive to the right")
    func tilt() {
        var t = Tuning()
        #expect(t.tiltDegrees == 0)
        t.tilt(toward: .right)
        #expect(t.tiltDegrees == 15)
        for _ in 0..<20 { t.tilt(toward: .left) }
        #expect(t.tiltDegrees == -90)
        t.tilt(toward: .up)
        #expect(t.tiltDegrees == -105)
        #expect(abs(t.gravityVector.dx + 0.9659) < 1e-4 && abs(t.gravityVector.dy + 0.2588) < 1e-4)
    }

    @Test("every key sends one command; slider pairs are down then up; no key is bound twice")
    func keys() {
        var seen: [Key] = []
        for binding in Controls.keys {
            #expect(binding.keys.count == binding.commands.count)
            for key in binding.keys {
                #expect(!seen.contains(key), "\(key) is bound twice")
                seen.append(key)
            }
        }
        #expect(Controls.command(for: .character("1")) == .adjust(.strength, -1))
        #expect(Controls.command(for: .character("2")) == .adjust(.strength, 1))
        #expect(Controls.command(for: .character("=")) == .adjust(.gravity, 1))
        #expect(Controls.command(for: .character(" ")) == .togglePause)
        #expect(Controls.command(for: .tab) == .cycleScene(1))
        #expect(Controls.command(for: .character("x")) == nil)
        for id in SliderID.allCases where id != .tilt {
            #expect(Controls.keys.contains { $0.commands.contains(.adjust(id, 1)) }, "\(id) has a key")
        }
    }
}
