/// Stops the program with `message` unless `condition` holds, in every build configuration.
///
/// `precondition` prints nothing under `-O`, so an app built for release would die with a bare
/// "Illegal instruction"; `fatalError` always prints the message, which names the type and the
/// property or argument that was wrong.
@inline(__always)
func require(
    _ condition: Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition { fatalError(message(), file: file, line: line) }
}

/// Stops with a message naming the argument when a value is NaN, infinite, or larger in
/// magnitude than `Units.maximumMagnitude` (10³⁰).
///
/// Public setters call this so a bad value is caught where it enters, not as a NaN that
/// surfaces frames later somewhere else. The size limit matters as much as finiteness: near
/// `Double.greatestFiniteMagnitude`, one conversion (gravity × 1000 pt/s²) already gives ∞.
@inline(__always)
func requireFinite(
    _ value: Double, _ name: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    require(
        isWithinLimit(value), "\(name()) must be finite and within ±1e30, got \(value)", file: file, line: line)
}

/// Stops with a message naming the argument when a vector has a NaN, infinite or too large
/// (beyond ±10³⁰) component.
@inline(__always)
func requireFinite(
    _ v: Vector, _ name: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    require(
        isWithinLimit(v.dx) && isWithinLimit(v.dy), "\(name()) must be finite and within ±1e30, got \(v)",
        file: file, line: line)
}

/// Stops with a message naming the argument when a value is NaN, infinite, negative or
/// above 10³⁰.
@inline(__always)
func requireNonNegative(
    _ value: Double, _ name: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    require(
        isWithinLimit(value) && value >= 0, "\(name()) must be finite, ≥ 0 and ≤ 1e30, got \(value)",
        file: file, line: line)
}

/// Stops with a message naming the argument when a value is NaN, infinite, zero, negative or
/// above 10³⁰.
@inline(__always)
func requirePositive(
    _ value: Double, _ name: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    require(
        isWithinLimit(value) && value > 0, "\(name()) must be finite, > 0 and ≤ 1e30, got \(value)",
        file: file, line: line)
}

/// Stops with a message naming `DynamicAnimator.referenceBounds` when the rectangle is not
/// finite or has a negative width or height (which would turn its walls inside out).
func requireValidReferenceBounds(_ bounds: Rect, file: StaticString = #fileID, line: UInt = #line) {
    require(
        bounds.origin.isFinite && bounds.size.isFinite,
        "DynamicAnimator.referenceBounds must be finite, got \(bounds)", file: file, line: line)
    require(
        bounds.size.width >= 0 && bounds.size.height >= 0,
        "DynamicAnimator.referenceBounds must not have a negative width or height, got \(bounds)",
        file: file, line: line)
}

/// True for a finite value no larger in magnitude than `Units.maximumMagnitude`.
@inline(__always)
func isWithinLimit(_ value: Double) -> Bool {
    value.isFinite && abs(value) <= Units.maximumMagnitude
}

/// Stops with a message naming the item's type when its centre, size or rotation is NaN or
/// infinite, or its width or height is not positive (such an item would have no mass and never
/// move). Checked when an item joins an animator and when it is reloaded: the engine reads
/// these straight from the item, past every setter.
func requireFiniteGeometry(_ item: DynamicItem, file: StaticString = #fileID, line: UInt = #line) {
    require(
        item.center.isFinite, "\(type(of: item)).center must be finite, got \(item.center)",
        file: file, line: line)
    require(
        item.bounds.size.isFinite, "\(type(of: item)).bounds must be finite, got \(item.bounds)",
        file: file, line: line)
    require(
        item.bounds.size.width > 0 && item.bounds.size.height > 0,
        "\(type(of: item)).bounds must have a positive width and height (an item with no area has no mass), got \(item.bounds)",
        file: file, line: line)
    require(
        item.transform.rotationAngle.isFinite, "\(type(of: item)).transform must be finite",
        file: file, line: line)
    requireValidCollisionPath(item, "\(type(of: item))", file: file, line: line)
}

/// Stops with a message naming the item when it collides with its `collisionBoundingPath`
/// (`.path`) and that path is concave, self-intersecting or degenerate (no path means the
/// bounds rectangle). Checked where
/// the item enters, so the message prints in every build, not later inside a step.
func requireValidCollisionPath(
    _ item: DynamicItem, _ name: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
) {
    guard item.collisionBoundsType == .path else { return }
    do {
        _ = try CollisionShape.make(size: item.bounds.size, type: .path, path: item.collisionBoundingPath)
    } catch {
        fatalError("\(name()).collisionBoundingPath is not a valid convex path: \(error)", file: file, line: line)
    }
}
