// `CGAffineTransform` minus its prefix would be `AffineTransform`, but Foundation has a different
// type of that name, so the geometry type is `Transform` (see the porting guide). Only the engine's
// own code keeps the UIKit name, through this internal alias that users never see.
typealias AffineTransform = Transform
