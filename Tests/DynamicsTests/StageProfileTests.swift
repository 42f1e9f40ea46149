import Testing

@testable import Dynamics

/// The animator's stage profile (`profilesStages`, `stageProfile`): where stepping time goes,
/// measured without changing what the simulation does.
@Suite("Stage profile: where the step time goes")
struct StageProfileTests {
    /// A heap of 200 elastic, rough discs and boxes dropped into a room, stepped `frames`
    /// 1/60 s frames; returns the animator and a hash of every centre and angle.
    static func heap(profiling: Bool, frames: Int = 40) -> (DynamicAnimator, UInt64) {
        let room = Room(width: 500, height: 400)
        room.properties.friction = 0.5
        room.properties.elasticity = 0.4
        room.animator.profilesStages = profiling
        var rng = SplitMix(seed: 9)
        let items = addHeap(to: room, count: 200, perRow: 20, spacing: 22, sizes: 12...18, &rng)
        for _ in 0..<frames { room.animator.step(by: 1.0 / 60) }
        let hash = stateHash(items)
        return (room.animator, hash)
    }

    @Test("off by default: the profile is empty and stays so while stepping")
    func offByDefault() {
        let (animator, _) = Self.heap(profiling: false, frames: 5)
        #expect(!animator.profilesStages)
        #expect(animator.stageProfile == StageProfile())
        #expect(animator.stageProfile.steps == 0 && animator.stageProfile.total == 0)
    }

    @Test("profiling moves every item the same, bit for bit")
    func changesNothing() {
        #expect(Self.heap(profiling: true).1 == Self.heap(profiling: false).1)
    }

    @Test("every stage a heap goes through gets time, and the stages add up to no more than the steps")
    func stagesAddUp() {
        let (animator, _) = Self.heap(profiling: true)
        let profile = animator.stageProfile
        #expect(profile.steps == 40)
        #expect(profile.total > 0)
        // Elastic items in contact: impacts are looked for every sub-step (`recollide`).
        for stage in StageProfile.Stage.allCases {
            #expect(profile[stage] > 0, "\(stage) got no time")
        }
        let stages = StageProfile.Stage.allCases.map { profile[$0] }.reduce(0, +)
        #expect(stages <= profile.total * (1 + 1e-9), "stages \(stages) s, steps \(profile.total) s")
        #expect(abs(stages + profile.other - profile.total) <= 1e-9 * profile.total)
    }

    @Test("a reset starts the profile afresh; switching off drops it, on starts an empty one")
    func resetAndSwitch() {
        let (animator, _) = Self.heap(profiling: true, frames: 5)
        #expect(animator.stageProfile.steps == 5)
        animator.resetStageProfile()
        #expect(animator.stageProfile == StageProfile())
        animator.step(by: 1.0 / 60)
        #expect(animator.stageProfile.steps == 1 && animator.stageProfile[.solve] > 0)
        animator.profilesStages = false
        #expect(animator.stageProfile == StageProfile())
        animator.step(by: 1.0 / 60)
        animator.resetStageProfile()
        #expect(!animator.profilesStages && animator.stageProfile.steps == 0)
        animator.profilesStages = true
        #expect(animator.stageProfile.steps == 0)
        animator.step(by: 1.0 / 60)
        #expect(animator.stageProfile.steps == 1)
    }

    @Test("a paused animator's steps are not counted")
    func pausedStepsDoNotCount() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
        animator.profilesStages = true
        animator.step(by: 1.0 / 60)
        #expect(animator.stageProfile.steps == 0, "no behaviors: nothing to step")
        #expect(animator.stageProfile.total == 0)
    }

    @Test("each stage has a distinct, readable name")
    func names() {
        let names = StageProfile.Stage.allCases.map(\.description)
        #expect(Set(names).count == names.count)
        #expect(names.first == "forces" && names.last == "writeBack")
    }
}
