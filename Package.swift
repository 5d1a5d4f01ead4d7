// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Tracker",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tracker", targets: ["TrackerTUI"]),
        .library(name: "TrackerKit", targets: ["TrackerKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        .systemLibrary(name: "CLibXML2", path: "Sources/CLibXML2"),
        .target(
            name: "TrackerKit",
            dependencies: ["CLibXML2", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .executableTarget(
            name: "TrackerTUI",
            dependencies: [
                "CNcurses",
                "TrackerKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "TrackerKitTests", dependencies: ["TrackerKit"], exclude: ["Fixtures"]),
        .testTarget(name: "TrackerTUITests", dependencies: ["TrackerTUI", "TrackerKit"], exclude: ["Golden"]),
    ]
)
