/// What drawing and key handling read without being handed it: the configuration's colours (`Theme.active`) and keys
/// (`KeyRemap.active`), and the record a failed read goes to (`LoadFailures.current`). They are task-locals bound
/// here, around each thing the loop asks of an `AppState` (a key, a tick, a frame, a reload), from that state's own
/// values: the styles are read at a few hundred draw calls and the reads sit in every screen's loaders, so a
/// parameter would have to pass through every draw and load function; a binding is scoped, so two states in one
/// process (tests in parallel) each draw with their own colours and nothing stays set after it.
enum AppScope {
    static func with<T>(_ config: LoadedConfig, _ failures: LoadFailures, _ body: () throws -> T) rethrows -> T {
        try LoadFailures.$current.withValue(failures) {
            try config.inForce(body)
        }
    }
}

extension AppState {
    func render() -> Buffer {
        AppScope.with(config, loadFailures) { renderFrame() }
    }
}
