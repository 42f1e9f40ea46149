/// The scene files of `Assets/scenes/`, compiled in so `--scene-file NAME` needs no install
/// (a test checks each copy matches its file).
public enum ShippedScenes {
    /// Their names, for `--scene-file NAME` and the help.
    public static let names = ["cradle", "pyramid", "dominoes", "pendulum-wave", "catapult"]

    /// The text of the shipped scene called `name`, if there is one.
    public static func text(named name: String) -> String? {
        guard let index = names.firstIndex(of: name) else { return nil }
        return texts[index]
    }

    /// The files' texts, parallel to `names`.
    static let texts = [
        #"""
        # Newton's cradle: five steel balls on rods; the first one is pulled aside.
        # pigsplode --scene-file cradle   (the format is in the README)
        version = 1
        name = "cradle"
        summary = "Newton's cradle: let the first ball go and watch the last one leave"
        edges = true

        [gravity]
        tilt = 0
        strength = 1

        [[walls]]   # the frame the rods hang from
        points = [[216, 56], [424, 56]]

        [[items]]
        id = "ball1"
        shape = "ellipse"
        position = [133.43, 158.85]
        size = [32, 32]
        elasticity = 1
        friction = 0
        color = "yellow"

        [[items]]
        id = "ball2"
        shape = "ellipse"
        position = [288, 216]
        size = [32, 32]
        elasticity = 1
        friction = 0
        color = "yellow"

        [[items]]
        id = "ball3"
        shape = "ellipse"
        position = [320, 216]
        size = [32, 32]
        elasticity = 1
        friction = 0
        color = "yellow"

        [[items]]
        id = "ball4"
        shape = "ellipse"
        position = [352, 216]
        size = [32, 32]
        elasticity = 1
        friction = 0
        color = "yellow"

        [[items]]
        id = "ball5"
        shape = "ellipse"
        position = [384, 216]
        size = [32, 32]
        elasticity = 1
        friction = 0
        color = "yellow"

        [[attachments]]
        kind = "rod"
        from = "ball1"
        anchor = [256, 56]

        [[attachments]]
        kind = "rod"
        from = "ball2"
        anchor = [288, 56]

        [[attachments]]
        kind = "rod"
        from = "ball3"
        anchor = [320, 56]

        [[attachments]]
        kind = "rod"
        from = "ball4"
        anchor = [352, 56]

        [[attachments]]
        kind = "rod"
        from = "ball5"
        anchor = [384, 56]
        """#,
        #"""
        # A pyramid of fifteen blocks on a table: knock it down with pigs (click) or a thrown ball.
        version = 1
        name = "pyramid"
        summary = "A pyramid to knock down: click to explode pigs at it, or throw the ball"
        edges = true

        [sliders]   # a click throws 30 pigs at 900 pt/s: enough to knock blocks off
        pigs = 30
        push = 900

        [gravity]
        tilt = 0
        strength = 1

        [[walls]]   # the table
        points = [[150, 300], [490, 300]]

        [[items]]
        id = "block1"
        shape = "box"
        position = [240, 290]
        size = [40, 20]
        friction = 0.8
        color = "blue"

        [[items]]
        id = "block2"
        shape = "box"
        position = [280, 290]
        size = [40, 20]
        friction = 0.8
        color = "blue"

        [[items]]
        id = "block3"
        shape = "box"
        position = [320, 290]
        size = [40, 20]
        friction = 0.8
        color = "blue"

        [[items]]
        id = "block4"
        shape = "box"
        position = [360, 290]
        size = [40, 20]
        friction = 0.8
        color = "blue"

        [[items]]
        id = "block5"
        shape = "box"
        position = [400, 290]
        size = [40, 20]
        friction = 0.8
        color = "blue"

        [[items]]
        id = "block6"
        shape = "box"
        position = [260, 270]
        size = [40, 20]
        friction = 0.8
        color = "cyan"

        [[items]]
        id = "block7"
        shape = "box"
        position = [300, 270]
        size = [40, 20]
        friction = 0.8
        color = "cyan"

        [[items]]
        id = "block8"
        shape = "box"
        position = [340, 270]
        size = [40, 20]
        friction = 0.8
        color = "cyan"

        [[items]]
        id = "block9"
        shape = "box"
        position = [380, 270]
        size = [40, 20]
        friction = 0.8
        color = "cyan"

        [[items]]
        id = "block10"
        shape = "box"
        position = [280, 250]
        size = [40, 20]
        friction = 0.8
        color = "green"

        [[items]]
        id = "block11"
        shape = "box"
        position = [320, 250]
        size = [40, 20]
        friction = 0.8
        color = "green"

        [[items]]
        id = "block12"
        shape = "box"
        position = [360, 250]
        size = [40, 20]
        friction = 0.8
        color = "green"

        [[items]]
        id = "block13"
        shape = "box"
        position = [300, 230]
        size = [40, 20]
        friction = 0.8
        color = "yellow"

        [[items]]
        id = "block14"
        shape = "box"
        position = [340, 230]
        size = [40, 20]
        friction = 0.8
        color = "yellow"

        [[items]]
        id = "block15"
        shape = "box"
        position = [320, 210]
        size = [40, 20]
        friction = 0.8
        color = "red"

        [[items]]
        id = "ball"
        shape = "ellipse"
        position = [170, 286]
        size = [28, 28]
        density = 10
        color = "white"
        """#,
        #"""
        # A domino run: a ball rolls down the ramp, topples ten dominoes, and the last one
        # knocks a second ball off the end of the shelf.
        version = 1
        name = "dominoes"
        summary = "A domino run: the ball on the ramp sets off the chain"
        edges = true

        [gravity]
        tilt = 0
        strength = 1

        [[walls]]   # the ramp
        points = [[16, 96], [150, 196], [200, 204]]

        [[walls]]   # the shelf
        points = [[200, 204], [560, 204]]

        [[items]]
        id = "starter"
        shape = "ellipse"
        position = [36, 80]
        size = [20, 20]
        density = 3
        color = "red"

        [[items]]
        id = "domino1"
        shape = "box"
        position = [232, 184]
        size = [8, 40]
        friction = 0.6
        color = "white"

        [[items]]
        id = "domino2"
        shape = "box"
        position = [258, 184]
        size = [8, 40]
        friction = 0.6
        color = "white"

        [[items]]
        id = "domino3"
        shape = "box"
        position = [284, 184]
        size = [8, 40]
        friction = 0.6
        color = "white"

        [[items]]
        id = "domino4"
        shape = "box"
        position = [310, 184]
        size = [8, 40]
        friction = 0.6
        color = "white"

        [[items]]
        id = "domino5"
        shape = "box"
        position = [336, 184]
        size = [8, 40]
        friction = 0.6
        color = "white"

        [[items]]
        id = "domino6"
        shape = "box"
        position = [362, 184]
        size = [8, 40]
        friction = 0.6
        color = "white"

        [[items]]
        id = "domino7"
        shape = "box"
        position = [388, 184]
        size = [8, 40]
        friction = 0.6
        color = "white"

        [[items]]
        id = "domino8"
        shape = "box"
        position = [414, 184]
        size = [8, 40]
        friction = 0.6
        color = "white"

        [[items]]
        id = "domino9"
        shape = "box"
        position = [440, 184]
        size = [8, 40]
        friction = 0.6
        color = "white"

        [[items]]
        id = "domino10"
        shape = "box"
        position = [466, 184]
        size = [8, 40]
        friction = 0.6
        color = "white"

        [[items]]
        id = "finish"
        shape = "ellipse"
        position = [520, 194]
        size = [20, 20]
        friction = 0.2
        color = "green"
        """#,
        #"""
        # A pendulum wave: nine pendulums whose lengths make 16, 17 … 24 swings in 40 seconds,
        # so they drift in and out of step and come back together.
        version = 1
        name = "pendulum-wave"
        summary = "A pendulum wave: nine lengths, one start, patterns that come and go"
        edges = true

        [gravity]
        tilt = 0
        strength = 1

        [[walls]]   # the bar they hang from
        points = [[48, 24], [592, 24]]

        [[items]]
        id = "bob1"
        shape = "ellipse"
        position = [91.49, 179.91]
        size = [12, 12]
        color = "red"

        [[items]]
        id = "bob2"
        shape = "ellipse"
        position = [152.35, 162.11]
        size = [12, 12]
        color = "yellow"

        [[items]]
        id = "bob3"
        shape = "ellipse"
        position = [213.72, 147.19]
        size = [12, 12]
        color = "green"

        [[items]]
        id = "bob4"
        shape = "ellipse"
        position = [275.5, 134.56]
        size = [12, 12]
        color = "cyan"

        [[items]]
        id = "bob5"
        shape = "ellipse"
        position = [337.59, 123.78]
        size = [12, 12]
        color = "blue"

        [[items]]
        id = "bob6"
        shape = "ellipse"
        position = [399.96, 114.51]
        size = [12, 12]
        color = "magenta"

        [[items]]
        id = "bob7"
        shape = "ellipse"
        position = [462.54, 106.46]
        size = [12, 12]
        color = "red"

        [[items]]
        id = "bob8"
        shape = "ellipse"
        position = [525.3, 99.45]
        size = [12, 12]
        color = "yellow"

        [[items]]
        id = "bob9"
        shape = "ellipse"
        position = [588.22, 93.29]
        size = [12, 12]
        color = "green"

        [[attachments]]
        kind = "rod"
        from = "bob1"
        anchor = [64, 24]

        [[attachments]]
        kind = "rod"
        from = "bob2"
        anchor = [128, 24]

        [[attachments]]
        kind = "rod"
        from = "bob3"
        anchor = [192, 24]

        [[attachments]]
        kind = "rod"
        from = "bob4"
        anchor = [256, 24]

        [[attachments]]
        kind = "rod"
        from = "bob5"
        anchor = [320, 24]

        [[attachments]]
        kind = "rod"
        from = "bob6"
        anchor = [384, 24]

        [[attachments]]
        kind = "rod"
        from = "bob7"
        anchor = [448, 24]

        [[attachments]]
        kind = "rod"
        from = "bob8"
        anchor = [512, 24]

        [[attachments]]
        kind = "rod"
        from = "bob9"
        anchor = [576, 24]
        """#,
        #"""
        # A pig catapult: a plank pinned on a fulcrum, a pig on the low end and a heavy weight
        # about to drop on the other; the pig flies toward the tower on the left.
        version = 1
        name = "catapult"
        summary = "A pig catapult: the weight drops, the pig flies; click for more pigs"
        edges = true

        [gravity]
        tilt = 0
        strength = 1

        [[walls]]   # the ground
        points = [[40, 346], [600, 346]]

        [[items]]
        id = "fulcrum"
        shape = "triangle"
        position = [400, 326]
        size = [40, 40]
        anchored = true
        color = "white"

        [[items]]
        id = "plank"
        shape = "box"
        position = [400, 302]
        size = [220, 8]
        friction = 0.8
        color = "yellow"

        [[items]]
        id = "pig"
        shape = "pig"
        position = [306, 290]
        size = [16, 16]

        [[items]]
        id = "weight"
        shape = "box"
        position = [480, 120]
        size = [40, 40]
        density = 6
        color = "red"

        [[items]]
        id = "brick1"
        shape = "box"
        position = [100, 334]
        size = [32, 24]
        friction = 0.7
        color = "cyan"

        [[items]]
        id = "brick2"
        shape = "box"
        position = [132, 334]
        size = [32, 24]
        friction = 0.7
        color = "cyan"

        [[items]]
        id = "brick3"
        shape = "box"
        position = [100, 310]
        size = [32, 24]
        friction = 0.7
        color = "cyan"

        [[items]]
        id = "brick4"
        shape = "box"
        position = [132, 310]
        size = [32, 24]
        friction = 0.7
        color = "cyan"

        [[items]]
        id = "brick5"
        shape = "box"
        position = [100, 286]
        size = [32, 24]
        friction = 0.7
        color = "cyan"

        [[items]]
        id = "brick6"
        shape = "box"
        position = [132, 286]
        size = [32, 24]
        friction = 0.7
        color = "cyan"

        [[items]]
        id = "brick7"
        shape = "box"
        position = [100, 262]
        size = [32, 24]
        friction = 0.7
        color = "cyan"

        [[items]]
        id = "brick8"
        shape = "box"
        position = [132, 262]
        size = [32, 24]
        friction = 0.7
        color = "cyan"

        [[attachments]]
        kind = "pin"
        from = "plank"
        anchor = [400, 302]
        """#,
    ]
}
