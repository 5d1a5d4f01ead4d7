import Foundation
import TrackerKit

/// The one place the command line reads the time: every command's today and now come from here.
/// The system clock in the binary; tests set a fixed one so that what they check does not depend
/// on the day they run.
extension CommandContext {
    nonisolated(unsafe) static var clock = Clock.system
    nonisolated(unsafe) static var zone = ZoneOffset.system

    static var now: Date { clock.now() }
    static var today: LocalDate { LocalDate(clock.now(), offset: zone) }
}
