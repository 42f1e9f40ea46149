// `import Dynamics` gives users the geometry types too, as `import UIKit` gives CGPoint.
@_exported import Geometry
