/// Something the user asked the playground to do.
public enum Command: Sendable, Equatable {
    /// The scene's left-click action at a cell: in `explosion`, spawn pigs centred there.
    case explode(column: Int, row: Int)
    /// Tilt gravity one step toward a direction.
    case tilt(TiltDirection)
    /// Gravity straight down again.
    case resetGravity
    /// Move a slider this many stops up (> 0) or down (< 0).
    case adjust(SliderID, Int)
    /// Remove what clicks added (pigs, dropped shapes) and the pointer's snaps.
    case clear
    /// Lay or lift the floor pigs pile up on.
    case toggleFloor
    /// Pause or resume the simulation.
    case togglePause
    /// Advance one frame (1/60 s) and stay paused.
    case step
    /// Start the current scene over.
    case restart
    /// Switch to the next (+1) or previous (−1) scene of the catalog.
    case cycleScene(Int)
    /// Switch to the scene with this name.
    case selectScene(String)
    /// Show or hide the debug overlay.
    case toggleDebug
    /// Show or hide the sliders panel.
    case toggleSliders
    /// Show or hide the key help.
    case toggleHelp
    /// Leave the playground.
    case quit
}
