/// The unit system UIKit Dynamics uses, as numbers.
///
/// Lengths are points, times seconds. One "UIKit Newton" gives a 100 × 100 pt item of
/// density 1 (mass 1) an acceleration of 100 pt/s²; gravity magnitude 1 is 1000 pt/s².
/// Equivalently: a world of 100 pt per metre under 10 m/s² gravity.
public enum Units {
    /// Acceleration of gravity magnitude 1.0, in pt/s².
    public static let gravity: Double = 1000
    /// Acceleration one UIKit Newton gives mass 1, in pt/s². Forces in the API are multiplied
    /// by this to get mass·pt/s².
    public static let pointsPerNewton: Double = 100
    /// Area of density-1 material that has mass 1, in pt² (a 100 × 100 pt square).
    public static let areaPerMass: Double = 10_000
    /// The largest magnitude a number given to the engine may have (points, seconds, UIKit
    /// Newtons, densities, …): 10³⁰. Far beyond any physical use, and far enough below
    /// `Double`'s 1.8 × 10³⁰⁸ that unit conversions, squares and sums inside a step cannot
    /// overflow to ±∞ and then turn into NaN. Setters reject larger values.
    public static let maximumMagnitude: Double = 1e30
}
