import CLibXML2
import XCTest
@testable import TrackerKit

/// libxml2 2.14 renamed libxml2.so.2 to libxml2.so.16: both names are tried, and when neither loads the
/// message names the package to install.
final class LibXML2LibraryTests: XCTestCase {
    func testKnownNamesAreTheOldSonameThenTheNewOne() {
        XCTAssertEqual(LibXML2Library.knownNames, ["libxml2.so.2", "libxml2.so.16"])
    }

    func testTriesTheNamesInOrderAndStopsAtTheFirstThatLoads() throws {
        var tried: [String] = []
        let library = LibXML2Library(names: ["libxml2.so.2", "libxml2.so.16", "never-tried"]) { name in
            tried.append(name)
            return name == "libxml2.so.16" ? .loaded : .notFound
        }
        try library.load()
        XCTAssertEqual(tried, ["libxml2.so.2", "libxml2.so.16"])
    }

    func testWhenNoNameLoadsTheMessageNamesThePackageAndEveryNameTried() {
        var tried: [String] = []
        let library = LibXML2Library { name in
            tried.append(name)
            return .notFound
        }
        XCTAssertThrowsError(try library.load()) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains("none of libxml2.so.2, libxml2.so.16 could be loaded"), message)
            XCTAssertTrue(message.contains("install the package libxml2 (apt-get install libxml2;"), message)
            XCTAssertTrue(message.contains("libxml2-16"), message)
            XCTAssertFalse(message.contains("not installed"), "it may be installed under a name this build does not know: \(message)")
        }
        XCTAssertEqual(tried, LibXML2Library.knownNames)
    }

    func testALibraryLackingFunctionsIsNamedAndTheNextNameIsStillTried() {
        var tried: [String] = []
        let library = LibXML2Library { name in
            tried.append(name)
            return name == "libxml2.so.2" ? .incomplete : .notFound
        }
        XCTAssertThrowsError(try library.load()) { error in
            XCTAssertTrue(String(describing: error).contains("libxml2.so.2 lacks functions Tracker needs"), "\(error)")
        }
        XCTAssertEqual(tried, ["libxml2.so.2", "libxml2.so.16"])
    }

    /// The shim's functions are emitted into each object file that calls them: the table the loader fills
    /// must be the one every other file (here, this test's) calls through.
    func testTheInstalledLibraryLoadsIntoTheTableEveryFileCallsThrough() throws {
        try LibXML2Library().load()
        XCTAssertNotNil(tracker_xml_table().pointee.handle)
        XCTAssertNotNil(tracker_xml_table().pointee.readerForIO)
    }
}
