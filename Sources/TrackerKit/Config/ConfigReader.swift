import Foundation
import TOMLKit

/// Reads the configuration file: TOML through TOMLKit, every option checked. A problem never stops anything: the
/// option keeps its default, and the problem is named with its line and column (`ConfigProblem`).
public enum ConfigReader {
    /// Larger than any configuration a person writes; a bigger file is refused whole before it is parsed.
    public static let maximumBytes = 256 * 1024

    public struct Result: Equatable, Sendable {
        public var config: TrackerConfig
        public var problems: [ConfigProblem]
    }

    /// The file at `location`: no file is no problem (all defaults).
    public static func load(_ location: ConfigLocation, environment: [String: String]) -> Result {
        guard FileSystem.exists(location.path) else { return Result(config: TrackerConfig(), problems: []) }
        do {
            let size = (try? FileManager.default.attributesOfItem(atPath: location.path)[.size] as? Int) ?? 0
            if size > maximumBytes {
                return Result(config: TrackerConfig(), problems: [ConfigProblem(line: 0, column: 0, "larger than \(maximumBytes / 1024) KB: not read")])
            }
            guard
                let text = String(
                    data: try RegularFile.read(location.path, limit: FileLimit(bytes: maximumBytes, kind: "a configuration file")), encoding: .utf8)
            else {
                return Result(config: TrackerConfig(), problems: [ConfigProblem(line: 0, column: 0, "not UTF-8 text: not read")])
            }
            return read(text, location: location, environment: environment)
        } catch {
            return Result(config: TrackerConfig(), problems: [ConfigProblem(line: 0, column: 0, "\(error)")])
        }
    }

    public static func read(_ text: String, location: ConfigLocation, environment: [String: String]) -> Result {
        if text.utf8.count > maximumBytes {
            return Result(config: TrackerConfig(), problems: [ConfigProblem(line: 0, column: 0, "larger than \(maximumBytes / 1024) KB: not read")])
        }
        if let nul = text.firstIndex(of: "\0") {
            let line = text[..<nul].filter { $0 == "\n" }.count + 1
            return Result(config: TrackerConfig(), problems: [ConfigProblem(line: line, column: 1, "a NUL character: not a text file")])
        }
        // TOMLKit hands keys and strings to C: an escaped NUL would cut them short (and a key so cut is not found again).
        for escape in ["\\u0000", "\\U00000000"] {
            if let found = text.range(of: escape) {
                let line = text[..<found.lowerBound].filter { $0 == "\n" }.count + 1
                return Result(config: TrackerConfig(), problems: [ConfigProblem(line: line, column: 1, "an escaped NUL character (\\u0000): not read")])
            }
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let problem = ConfigProblem(line: Int(error.source.begin.line), column: Int(error.source.begin.column), error.description)
            return Result(config: TrackerConfig(), problems: [problem])
        } catch {
            return Result(config: TrackerConfig(), problems: [ConfigProblem(line: 0, column: 0, "\(error)")])
        }
        var reading = ConfigTableReader(positions: TOMLPositions(text), location: location, environment: environment)
        reading.read(table)
        return Result(config: reading.config, problems: reading.problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }
}
