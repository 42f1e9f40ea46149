/// Stops with a message naming the argument when a value is NaN or infinite.
///
/// Public setters call this so a bad value is caught where it enters, not as a NaN that
/// surfaces frames later somewhere else.
@inline(__always)
func requireFinite(_ value: Double, _ name: @autoclosure () -> String,
                   file: StaticString = #fileID, line: UInt = #line) {
    precondition(value.isFinite, "\(name()) must be finite, got \(value)", file: file, line: line)
}

/// Stops with a message naming the argument when a vector has a NaN or infinite component.
@inline(__always)
func requireFinite(_ v: Vector, _ name: @autoclosure () -> String,
                   file: StaticString = #fileID, line: UInt = #line) {
    precondition(v.isFinite, "\(name()) must be finite, got \(v)", file: file, line: line)
}

/// Stops with a message naming the argument when a value is NaN, infinite or negative.
@inline(__always)
func requireNonNegative(_ value: Double, _ name: @autoclosure () -> String,
                        file: StaticString = #fileID, line: UInt = #line) {
    precondition(value.isFinite && value >= 0, "\(name()) must be finite and ≥ 0, got \(value)",
                 file: file, line: line)
}
