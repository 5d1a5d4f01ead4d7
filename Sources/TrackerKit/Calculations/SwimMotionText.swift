/// How moving time and rest are worded, the same in `swim show` and on the Swim tab.
public enum SwimMotionText {
    /// `moving 15:35 at 2:10/100 m, resting 6:30 (2:10 paused), 22:05 elapsed`; `pace` is ` at …` or empty.
    public static func line(_ motion: SwimSets.Motion, pace: String) -> String {
        let note = restNote(motion)
        return "moving \(SwimStats.durationText(motion.movingSeconds))\(pace), resting \(SwimStats.durationText(motion.restSeconds))"
            + (note.isEmpty ? "" : " (\(note))") + ", \(SwimStats.durationText(motion.elapsedSeconds)) elapsed"
    }

    /// What of the rest the set rows do not show on their own: `0:25 before set 1 · 2:10 paused`; empty when nothing.
    public static func restNote(_ motion: SwimSets.Motion) -> String {
        var parts: [String] = []
        if motion.restBeforeFirstSet >= 0.5 { parts.append("\(SwimStats.durationText(motion.restBeforeFirstSet)) before set 1") }
        if motion.pausedSeconds >= 0.5 { parts.append("\(SwimStats.durationText(motion.pausedSeconds)) paused") }
        return parts.joined(separator: " · ")
    }
}
