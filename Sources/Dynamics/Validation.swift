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
    precondition(
        isWithinLimit(value), "\(name()) must be finite and within ±1e30, got \(value)", file: file, line: line)
}

/// Stops with a message naming the argument when a vector has a NaN, infinite or too large
/// (beyond ±10³⁰) component.
@inline(__always)
func requireFinite(
    _ v: Vector, _ name: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    precondition(
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
    precondition(
        isWithinLimit(value) && value >= 0, "\(name()) must be finite, ≥ 0 and ≤ 1e30, got \(value)",
        file: file, line: line)
}

/// True for a finite value no larger in magnitude than `Units.maximumMagnitude`.
@inline(__always)
func isWithinLimit(_ value: Double) -> Bool {
    value.isFinite && abs(value) <= Units.maximumMagnitude
}

/// Stops with a message naming the item's type when its centre, size or rotation is NaN or
/// infinite. Checked when an item joins an animator and when it is reloaded: the engine reads
/// these straight from the item, past every setter.
func requireFiniteGeometry(_ item: DynamicItem, file: StaticString = #fileID, line: UInt = #line) {
    precondition(
        item.center.isFinite, "\(type(of: item)).center must be finite, got \(item.center)",
        file: file, line: line)
    precondition(
        item.bounds.size.isFinite, "\(type(of: item)).bounds must be finite, got \(item.bounds)",
        file: file, line: line)
    precondition(
        item.transform.rotationAngle.isFinite, "\(type(of: item)).transform must be finite",
        file: file, line: line)
}
