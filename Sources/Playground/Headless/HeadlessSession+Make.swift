import Terminal

extension HeadlessSession {
    /// A session on a fresh app of `columns` × `rows` cells, drawing Unicode glyphs (unless
    /// `settings` force ASCII), presenting to a `MemoryScreen`; with a `writer`, every
    /// present is also recorded as an asciicast timed by the simulated clock.
    public static func make(
        settings: Settings, columns: Int, rows: Int,
        recordingInto writer: AsciicastWriter? = nil
    ) -> HeadlessSession {
        let app = PlaygroundApp(settings: settings, columns: columns, rows: rows, unicode: true)
        let clock = ManualClock()
        let memory = MemoryScreen(columns: columns, rows: rows)
        let screen: Screen =
            writer.map { RecordingScreen(base: memory, writer: $0, elapsed: { clock.now() }) } ?? memory
        return HeadlessSession(app: app, screen: screen, clock: clock)
    }

    /// The recording's first write error, when the session records and one happened.
    public var recordingFailure: AsciicastError? {
        (screen as? RecordingScreen)?.failure
    }

    /// Ends the session: closes the screen, which completes a recording.
    public func finish() {
        screen.close()
    }
}
