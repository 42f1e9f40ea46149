import Dynamics
import Raster
import Terminal

extension PlaygroundApp {
    /// Applies one input event.
    public func handle(_ event: InputEvent) {
        inputCount += 1
        switch event {
        case .key(let key):
            message = nil
            if scene.handle(key: key) { return }
            if let command = Controls.command(for: key) { perform(command) }
        case .mouse(let mouse):
            handle(mouse)
        case .resize(let c, let r):
            resize(columns: c, rows: r)
        case .hangup:
            quitRequested = true
        }
    }

    /// Carries out a command.
    public func perform(_ command: Command) {
        switch command {
        case .explode(let column, let row):
            guard let point = worldPoint(column: column, row: row) else { return }
            scene.click(at: point, tuning: tuning)
        case .tilt(let direction): tuning.tilt(toward: direction)
        case .resetGravity: tuning.gravityAngle = .pi / 2
        case .adjust(let id, let steps): adjust(id, by: steps)
        case .clear: clear()
        case .toggleFloor: toggleFloor()
        case .togglePause: isPaused.toggle()
        case .step: stepOnce()
        case .restart: load()
        case .cycleScene(let offset): cycleScene(by: offset)
        case .selectScene(let name): if catalog.contains(where: { $0.name == name }) { load(sceneNamed: name) }
        case .toggleDebug: showsDebug.toggle()
        case .toggleSliders: showsSliders.toggle()
        case .toggleHelp: showsHelp.toggle()
        case .quit: quitRequested = true
        }
    }

    /// The world point at the centre of a cell, or nil off the world (status line, tiny screen).
    func worldPoint(column: Int, row: Int) -> Point? {
        guard !isTooSmall, row >= 0, row < rows - 1, column >= 0, column < columns else { return nil }
        return viewport.center(ofColumn: column, row: row)
    }

    private func adjust(_ id: SliderID, by steps: Int) {
        tuning.nudge(id, by: steps)
        guard !scene.sliders.contains(id) else { return }
        let spec = SliderSpec.of(id)
        let users = SceneCatalog.kinds.filter { $0.sliderList.contains(id) }.map { $0.name }
        message = "\(spec.label) \(spec.format(tuning[id])) (acts in: \(users.joined(separator: ", ")))"
    }

    private func clear() {
        scene.clear()
        hand.unsnapAll()
        hand.forget(itemsNotIn: scene.movableItems)
    }

    private func toggleFloor() {
        hasFloor.toggle()
        if let explosion {
            explosion.hasFloor = hasFloor
        } else {
            message = "floor \(hasFloor ? "on" : "off") (acts in: explosion)"
        }
    }

    /// One frame of simulated time, then paused. A paused animator (at rest) has nothing to
    /// step, so nothing moves.
    private func stepOnce() {
        isPaused = true
        advance(by: Self.stepDuration)
    }

    private func cycleScene(by offset: Int) {
        let names = catalog.map(\.name)
        let i = names.firstIndex(of: scene.name) ?? 0
        load(sceneNamed: names[((i + offset) % names.count + names.count) % names.count])
        message = "scene \(scene.name): click to \(scene.clickHint)"
    }
}
