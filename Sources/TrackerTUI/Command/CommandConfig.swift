import Foundation
import ArgumentParser
import TrackerKit

/// The configuration file for a command: `--config`, else TRACKER_CONFIG, else the standard place.
enum CommandConfig {
    static func location(explicitPath: String?) -> ConfigLocation {
        ConfigLocation.resolve(explicitPath: explicitPath, environment: ProcessInfo.processInfo.environment)
    }

    static func load(explicitPath: String?) -> LoadedConfig {
        LoadedConfig(location: location(explicitPath: explicitPath))
    }
}

extension StoreOptions {
    /// The `tracker config` commands take StoreOptions too: argument-parser hands an option the root command also
    /// declares (`--config`) only to a group of the same type.
    var configLocation: ConfigLocation { CommandConfig.location(explicitPath: config) }
}
