import Dynamics

/// Steps `animator` through `seconds` of frames of 1/60 s (the display link's ticks), calling
/// `frame` after each.
func run(_ animator: DynamicAnimator?, seconds: Double, frame: () -> Void = {}) {
    for _ in 0..<Int((seconds * 60).rounded()) {
        animator?.step(by: 1.0 / 60)
        frame()
    }
}

/// Prints one line: the section's name, then `key=value` pairs.
func report(_ section: String, _ values: KeyValuePairs<String, Any>) {
    print(([section] + values.map { "\($0.key)=\(text($0.value))" }).joined(separator: " "))
}

/// A value as the log shows it: numbers with one decimal (no Foundation needed).
func text(_ value: Any) -> String {
    switch value {
    case let x as Double:
        let tenths = Int((abs(x) * 10).rounded())
        return (x < 0 && tenths != 0 ? "-" : "") + "\(tenths / 10).\(tenths % 10)"
    case let p as Point: return "(\(text(p.x)),\(text(p.y)))"
    case let v as Vector: return "(\(text(v.dx)),\(text(v.dy)))"
    default: return "\(value)"
    }
}

/// A fresh view controller with views at the given centres (50 × 50 pt unless `side` says),
/// its animator made by `viewDidLoad()`.
func controller(_ c1: Point, _ c2: Point, side: Double = 50) -> ViewController {
    func view(_ c: Point) -> View {
        View(frame: Rect(center: c, size: Size(width: side, height: side)))
    }
    let controller = ViewController(view1: view(c1), view2: view(c2))
    controller.viewDidLoad()
    return controller
}
