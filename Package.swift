// swift-tools-version:6.0
import PackageDescription

// Linux only: the code imports Glibc, uses ncursesw's Linux headers and opens libxml2.so by name.
// No platform is declared because SwiftPM can only declare Apple ones; elsewhere the build stops here.
#if !os(Linux)
    #error("Tracker builds and runs on Linux only (Glibc, ncursesw, libxml2.so); see README.md")
#endif

// CI (CI=true, as .ci/run is run) builds Sources and Tests with warnings as errors; `CI=true swift build
// --build-tests` shows locally what CI would refuse.
let warningsAreErrors: [SwiftSetting] = Context.environment["CI"] == "true" ? [.unsafeFlags(["-warnings-as-errors"])] : []

let package = Package(
    name: "Tracker",
    products: [
        .executable(name: "tracker", targets: ["TrackerTUI"]),
        .library(name: "TrackerKit", targets: ["TrackerKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        .systemLibrary(name: "CLibXML2", path: "Sources/CLibXML2"),
        .target(
            name: "TrackerKit",
            dependencies: [
                "CLibXML2", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "TOMLKit", package: "TOMLKit"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            // TOMLKit conforms String, Int, Data … to its protocol; without this its members would reach every file of
            // TrackerKit (not only Config/, which imports it) and make plain expressions ambiguous.
            swiftSettings: warningsAreErrors + [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .executableTarget(
            name: "TrackerTUI",
            dependencies: [
                "CNcurses",
                "TrackerKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: warningsAreErrors
        ),
        .testTarget(name: "TrackerKitTests", dependencies: ["TrackerKit"], exclude: ["Fixtures"], swiftSettings: warningsAreErrors),
        .testTarget(
            name: "TrackerTUITests", dependencies: ["TrackerTUI", "TrackerKit"], exclude: ["Golden"], swiftSettings: warningsAreErrors),
    ]
)
