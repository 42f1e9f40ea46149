import Dynamics
import Raster
import Terminal
import Testing

@testable import Playground

/// An app on an 80 × 24 screen playing `scene`.
func makeApp(
    _ scene: String = "explosion", columns: Int = 80, rows: Int = 24,
    configure: (inout Settings) -> Void = { _ in }
) -> PlaygroundApp {
    var settings = Settings()
    settings.scene = scene
    configure(&settings)
    return PlaygroundApp(settings: settings, columns: columns, rows: rows, unicode: true)
}

func press(_ app: PlaygroundApp, _ keys: String, times: Int = 1) {
    for _ in 0..<times { for ch in keys { app.handle(.key(.character(ch))) } }
}

func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) -> InputEvent {
    .mouse(MouseEvent(kind: kind, column: column, row: row))
}

@Suite("Playground sliders")
struct PlaygroundSliderTests {
    @Test("the noise keys play the fields scene's noise field and show in the panel")
    func noiseKeys() {
        let app = makeApp("fields")
        let fields = app.scene as! FieldsScene
        press(app, "2", times: 30)
        #expect(fields.noise.strength == 25)
        #expect(app.render().text().contains("25.00 1 2"))
        press(app, "1")
        #expect(fields.noise.strength == 22.5)
        press(app, "3", times: 3)
        #expect(abs(fields.noise.smoothness - 0.7) < 1e-9)
        press(app, "6", times: 2)
        #expect(abs(fields.noise.animationSpeed - 0.7) < 1e-9)
        let panel = app.render().text()
        #expect(panel.contains("smooth") && panel.contains("0.70 3 4") && panel.contains("0.70 5 6"))
    }

    @Test("gravity keys change magnitude, arrows its direction, g points it down again")
    func gravityKeys() {
        let app = makeApp("fields")
        let gravity = (app.scene as! FieldsScene).gravity
        press(app, "-", times: 5)
        #expect(abs(gravity.magnitude - 0.5) < 1e-9)
        press(app, "+=")
        #expect(abs(gravity.magnitude - 0.7) < 1e-9)
        app.handle(.key(.left))
        #expect(abs(gravity.angle - (.pi / 2 + .pi / 12)) < 1e-9)
        #expect(app.render().text().contains("-15° ← →"))
        press(app, "g")
        #expect(abs(gravity.angle - .pi / 2) < 1e-9 && abs(gravity.magnitude - 0.7) < 1e-9)
    }

    @Test("pigs per click (keys and wheel) and push strength act on the next explosion")
    func explosionKeys() {
        let app = makeApp()
        press(app, "8")
        app.handle(mouse(.wheelUp, 5, 5))
        app.handle(mouse(.wheelDown, 5, 5))
        app.handle(mouse(.wheelUp, 5, 5))
        #expect(app.tuning.pigs == 20)
        press(app, "0", times: 4)
        #expect(app.explosion!.pushSpeed == 1000)
        app.perform(.explode(column: 40, row: 12))
        #expect(app.explosion!.pigs.count == 20)
        #expect(app.render().text().contains("1000 9 0"))
    }

    @Test("a slider the scene ignores still moves, and the status line says where it acts")
    func ignoredSlider() {
        let app = makeApp()
        press(app, "2")
        #expect(app.tuning.strength == 0.75)
        #expect(app.statusText.contains("strength 0.75 (acts in: fields)"))
        press(app, "q")
        #expect(app.message == nil, "the next key clears the note")
    }

    @Test("the panel lists just the scene's sliders, and s hides it")
    func panel() {
        let explosion = makeApp().render().text()
        #expect(explosion.contains("pigs") && !explosion.contains("strength"))
        let fields = makeApp("fields")
        #expect(fields.render().text().contains("strength"))
        press(fields, "s")
        #expect(!fields.render().text().contains("strength"))
    }
}

@Suite("Playground controls")
struct PlaygroundControlTests {
    @Test("space pauses (the loop may sleep), . steps one frame and stays paused")
    func pauseAndStep() {
        let app = makeApp("fields")
        #expect(app.isAnimating)
        press(app, " ")
        #expect(app.isPaused && !app.isAnimating)
        #expect(app.statusText.contains("| paused |"))
        let t = app.scene.animator.elapsedTime
        press(app, ".")
        #expect(abs(app.scene.animator.elapsedTime - t - 1.0 / 60) < 1e-9)
        #expect(app.isPaused)
        press(app, " ")
        #expect(app.isAnimating)
    }

    @Test("Tab and Shift-Tab cycle the scenes, keeping the sliders; r starts the scene over")
    func scenes() {
        let app = makeApp()
        press(app, "2")
        var seen: [String] = []
        for _ in 0..<6 {
            app.handle(.key(.tab))
            seen.append(app.scene.name)
        }
        #expect(seen == ["fields", "tour", "proxy", "stacks", "sandbox", "explosion"])
        app.handle(.key(.backTab))
        #expect(app.scene.name == "sandbox")
        #expect(app.statusText.contains("scene sandbox: click to explode or build"))
        app.handle(.key(.backTab))
        #expect(app.scene.name == "stacks")
        #expect(app.statusText.contains("scene stacks: click to throw a ball or strike the cradle"))
        app.handle(.key(.backTab))
        #expect(app.scene.name == "proxy")
        #expect(app.statusText.contains("scene proxy: click to flick the label"))
        #expect(app.tuning.strength == 0.75)
        app.perform(.selectScene("explosion"))
        app.perform(.explode(column: 10, row: 10))
        let before = app.scene
        press(app, "r")
        #expect(app.scene !== before && app.explosion!.pigs.isEmpty)
    }

    @Test("c clears what clicks added; f lays the floor only where there is one to lay")
    func clearAndFloor() {
        let app = makeApp("fields")
        app.perform(.explode(column: 30, row: 10))
        #expect(app.scene.movableItems.count == 3)
        press(app, "c")
        #expect(app.scene.movableItems.count == 2)
        press(app, "f")
        #expect(app.statusText.contains("floor on (acts in: explosion)"))
        for _ in 1..<SceneCatalog.kinds.count { app.handle(.key(.tab)) }  // fields back round to explosion
        #expect(app.explosion?.hasFloor == true, "the floor choice carries over")
    }

    @Test("the status line shows scene, count, behaviors, gravity, state and simulated time")
    func status() {
        let app = makeApp(columns: 100)
        app.advance(by: 1.0 / 60)
        #expect(app.statusText.hasPrefix(" explosion | pigs 0 | behaviors 1 | gravity (0.00, 1.00) | idle | t 0.0s"))
        let narrow = makeApp(columns: 40)
        narrow.advance(by: 1.0 / 60)
        #expect(narrow.statusText == " pigs 0 | behaviors 1 | gravity (0.00, 1.00) | idle".prefix(40).description)
    }

    @Test("a resize restarts the tour (its layout follows the bounds) but keeps an explosion going")
    func resize() {
        let app = makeApp("tour")
        let tour = app.scene
        app.handle(.resize(columns: 100, rows: 30))
        #expect(app.scene !== tour && app.scene.animator.referenceBounds.width == 800)
        app.perform(.selectScene("explosion"))
        app.perform(.explode(column: 40, row: 10))
        app.handle(.resize(columns: 90, rows: 28))
        #expect(app.explosion!.pigs.count == 12)
    }

    @Test("the help lists every key, mouse action and scene, and fits 80 x 24")
    func help() {
        let app = makeApp()
        press(app, "?")
        let text = app.render().text()
        for binding in Controls.keys { #expect(text.contains(binding.summary), "\(binding.label)") }
        for action in Controls.mouse { #expect(text.contains(action.summary.prefix(30)), "\(action.gesture)") }
        for kind in SceneCatalog.kinds { #expect(text.contains(kind.clickHint)) }
        #expect(text.contains("press ? to close"))
    }

    @Test("settings name the bad scene and list the good ones")
    func settings() {
        var s = Settings()
        s.scene = "circus"
        #expect(s.problem() == "--scene must be one of explosion, fields, tour, proxy, stacks, sandbox, got 'circus'")
        s.scene = "tour"
        s.debugInterval = 0
        #expect(s.problem()?.hasPrefix("--debug-interval must be between 1 and 600") == true)
    }

    @Test("the same seed and input give the same frames, noise and all")
    func deterministic() {
        func frames() -> [String] {
            let app = makeApp("fields")
            press(app, "2", times: 12)
            app.perform(.explode(column: 30, row: 8))
            return (0..<90).map { _ in
                app.advance(by: 1.0 / 60)
                return app.render().text()
            }
        }
        #expect(frames() == frames())
    }
}
