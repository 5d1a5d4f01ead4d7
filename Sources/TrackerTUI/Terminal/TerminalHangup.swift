import Glibc

enum TerminalHangup {
    /// True when `descriptor`'s other end is gone for good (a pty whose master closed, a pipe whose
    /// writer closed): poll reports a hang-up or an error instead of waiting.
    static func isHungUp(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, 0) >= 0 else { return false }
        return entry.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }
}
