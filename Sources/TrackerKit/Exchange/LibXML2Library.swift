import CLibXML2

/// Opens libxml2 (for Apple Health imports) under the first of its known file names that loads,
/// and otherwise says which package to install.
struct LibXML2Library {
    enum Attempt: Equatable {
        case loaded
        case notFound
        /// The file opened but lacks a function Tracker calls.
        case incomplete
    }

    /// libxml2.so.2 (2.9 to 2.13), then libxml2.so.16 (2.14 and later): the list lives in the C shim,
    /// where scripts/check-build-deps reads it too.
    static let knownNames: [String] = {
        var names: [String] = []
        while let name = tracker_xml_soname(Int32(names.count)) { names.append(String(cString: name)) }
        return names
    }()

    var names: [String] = Self.knownNames
    var open: (String) -> Attempt = { name in
        switch Int(tracker_xml_load_named(name)) {
        case Int(TRACKER_XML_LOADED): return .loaded
        case Int(TRACKER_XML_INCOMPLETE): return .incomplete
        default: return .notFound
        }
    }

    /// Tries each name in order and stops at the first that loads.
    func load() throws {
        var incomplete: [String] = []
        for name in names {
            switch open(name) {
            case .loaded: return
            case .incomplete: incomplete.append(name)
            case .notFound: break
            }
        }
        throw ImportError.cannotOpen(Self.failure(tried: names, incomplete: incomplete))
    }

    static func failure(tried: [String], incomplete: [String]) -> String {
        let found =
            incomplete.isEmpty
            ? "none of \(tried.joined(separator: ", ")) could be loaded"
            : "\(incomplete.joined(separator: ", ")) lacks functions Tracker needs"
        return "the XML library libxml2 is needed to read an Apple Health export, and \(found); "
            + "install the package libxml2 (apt-get install libxml2; libxml2-16 on distributions with libxml2 2.14 or later) and try again"
    }
}

/// The table of libxml2 functions that the C shim fills and calls through (see tracker_xml_shared_table).
nonisolated(unsafe) private let sharedXMLTable: UnsafeMutablePointer<tracker_xml_api> = {
    let table = UnsafeMutablePointer<tracker_xml_api>.allocate(capacity: 1)
    table.initialize(to: tracker_xml_api())
    return table
}()

@_cdecl("tracker_xml_shared_table")
func trackerXMLSharedTable() -> UnsafeMutablePointer<tracker_xml_api> { sharedXMLTable }
