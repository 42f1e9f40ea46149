import Dynamics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Runs the ported tutorial headless: one "tap", then explicit `step(by:)` calls at 60 frames
// per second (UIKit's display link did this), with a short text log instead of a screen.
//
//   pig-explosion-example [--seed N] [--pigs N] [--seconds S] [--every N]

/// The command line: `--name value` pairs, each optional.
struct Options {
    var seed: UInt64 = 1
    var pigs = 3  // the tutorial's `numberOfPigs`
    var seconds = 3.0  // simulated time after the tap
    var every = 10  // frames between log lines

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let name = rest.popFirst() {
            guard let value = rest.popFirst() else { Self.fail("\(name) needs a value") }
            switch name {
            case "--seed": seed = Self.parse(value, name, 0...UInt64.max)
            case "--pigs": pigs = Self.parse(value, name, 1...500)
            case "--seconds": seconds = Self.parse(value, name, 0...600)
            case "--every": every = Self.parse(value, name, 1...Int.max)
            default: Self.fail("unknown option \(name)")
            }
        }
    }

    /// `value` as a number within `range`, or a usage message and exit status 2.
    static func parse<T: LosslessStringConvertible & Comparable>(
        _ value: String, _ name: String,
        _ range: ClosedRange<T>
    ) -> T {
        guard let number = T(value), range.contains(number) else {
            fail("\(name) takes a number in \(range.lowerBound)...\(range.upperBound), got \(value)")
        }
        return number
    }

    static func fail(_ message: String) -> Never {
        printToStandardError("pig-explosion-example: \(message)")
        printToStandardError("usage: pig-explosion-example [--seed N] [--pigs 1-500] [--seconds 0-600] [--every N]")
        exit(2)
    }
}

/// Writes a line to standard error.
func printToStandardError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// A number with one decimal, or "-" when there is none.
func format(_ value: Double?) -> String { value.map { $0.formatted(1) } ?? "-" }

extension Double {
    /// Fixed-point text without Foundation: `decimals` digits after the point.
    func formatted(_ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let negative = self < 0
        let units = Int((abs(self) * scale).rounded())
        let whole = units / Int(scale), fraction = units % Int(scale)
        var digits = String(fraction)
        while digits.count < decimals { digits = "0" + digits }
        return (negative && units != 0 ? "-" : "") + String(whole) + (decimals > 0 ? "." + digits : "")
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
randomSource = SplitMix64(seed: options.seed)

// An iPhone-sized screen, 375 × 667 pt, stands in for the view controller's view.
let controller = ViewController(view: View(frame: Rect(x: 0, y: 0, width: 375, height: 667)))
controller.viewDidLoad()

let frameDuration = 1.0 / 60
var time = 0.0
controller.onRemoval = { removed in
    print(
        "t=\(time.formatted(3))s removed \(removed) pig(s): remaining items: \(controller.view.subviews.count),"
            + " behaviors: \(controller.animator.behaviors.count)")
}

// One tap in the middle of the screen.
let tap = controller.view.bounds.center
print(
    "pig-explosion-example: seed \(options.seed), view \(controller.view.frame),"
        + " 60 fps for \(options.seconds.formatted(1)) s")
print("tap at \(tap)")
controller.touchesEnded(at: tap, numberOfPigs: options.pigs)

/// What the summary reports, gathered frame by frame.
var highestY = tap.y  // smallest pig centre y seen (y grows downwards)
var fastestRise = 0.0  // most negative mean vertical velocity, pt/s
var turnedDownAt: Double?  // first time the mean vertical velocity was > 0 after rising
var allRemovedAt: Double?  // first time no pig was left

/// One log line: time, pigs, behaviors, lowest and highest pig centre y, mean vertical velocity.
@MainActor func logLine() {
    let pigs = controller.view.subviews
    let ys = pigs.map(\.center.y)
    let velocities = pigs.compactMap { controller.animator.velocity(of: $0)?.dy }
    let meanVy = velocities.isEmpty ? nil : velocities.reduce(0, +) / Double(velocities.count)
    print(
        "t=\(time.formatted(3))s pigs=\(pigs.count) behaviors=\(controller.animator.behaviors.count)"
            + " minY=\(format(ys.min())) maxY=\(format(ys.max())) meanVy=\(format(meanVy))")
}

/// Updates the summary's figures after a frame.
@MainActor func observe() {
    let pigs = controller.view.subviews
    if let y = pigs.map(\.center.y).min() { highestY = min(highestY, y) }
    let velocities = pigs.compactMap { controller.animator.velocity(of: $0)?.dy }
    if !velocities.isEmpty {
        let meanVy = velocities.reduce(0, +) / Double(velocities.count)
        fastestRise = min(fastestRise, meanVy)
        if fastestRise < 0, meanVy > 0, turnedDownAt == nil { turnedDownAt = time }
    }
    if pigs.isEmpty, allRemovedAt == nil { allRemovedAt = time }
}

logLine()
let frames = Int((options.seconds / frameDuration).rounded())
for frame in stride(from: 1, through: frames, by: 1) {
    time = Double(frame) * frameDuration  // the time at the end of this frame
    controller.animator.step(by: frameDuration)  // the display link's tick
    observe()
    if frame % options.every == 0 || frame == frames { logLine() }
}

let behaviors = controller.animator.behaviors.count
print(
    "summary: \(options.pigs) pigs from y=\(format(tap.y)), highest y=\(format(highestY))"
        + " (rose \(format(tap.y - highestY)) pt), fastest mean rise \(format(-fastestRise)) pt/s,"
        + " falling from t=\(turnedDownAt.map { $0.formatted(3) + "s" } ?? "-"),"
        + " all removed at t=\(allRemovedAt.map { $0.formatted(3) + "s" } ?? "-"),"
        + " pigs=\(controller.view.subviews.count) behaviors=\(behaviors)"
        + (behaviors == 1 && controller.animator.behaviors.first === controller.gravity ? " (gravity only)" : ""))
