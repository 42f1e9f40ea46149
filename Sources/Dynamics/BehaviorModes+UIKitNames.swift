// The behaviors' mode types under the names UIKit code spells them, so a mode ports by
// deleting the prefix too: `UICollisionBehavior.Mode` / `UICollisionBehaviorMode` (Swift 2 and
// the book's snippets) and `UIPushBehavior.Mode` / `UIPushBehaviorMode`.

extension CollisionBehavior {
    /// `UICollisionBehavior.Mode`: the same type as ``CollisionMode``.
    public typealias Mode = CollisionMode
}

/// `UICollisionBehaviorMode`, the pre-Swift 3 name: the same type as ``CollisionMode``.
public typealias CollisionBehaviorMode = CollisionMode

/// `UIPushBehaviorMode`, the pre-Swift 3 name: the same type as ``PushBehavior/Mode``.
public typealias PushBehaviorMode = PushBehavior.Mode
