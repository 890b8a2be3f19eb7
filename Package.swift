// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ilgi",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "ilgi", targets: ["ilgi"]),
        .library(name: "IlgiCore", targets: ["IlgiCore"]),
        .library(name: "GitKit", targets: ["GitKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.7.0"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/JohnSundell/Ink", from: "0.6.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        // libgit2 from the system (Debian: libgit2-dev), plus a shim for its variadic calls.
        .systemLibrary(
            name: "CLibGit2",
            pkgConfig: "libgit2",
            providers: [.apt(["libgit2-dev"]), .brew(["libgit2"])]
        ),
        .target(name: "GitKit", dependencies: ["CLibGit2"]),
        .target(
            name: "IlgiCore",
            dependencies: [
                "GitKit",
                .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "Ink", package: "Ink"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        .executableTarget(
            name: "ilgi",
            dependencies: [
                "IlgiCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Subprocess", package: "swift-subprocess"),
            ]
        ),
        // Temporary folders, running git and the ilgi binary: what every test target needs.
        .target(name: "IlgiTestSupport", path: "Tests/IlgiTestSupport"),
        .testTarget(name: "GitKitTests", dependencies: ["GitKit", "IlgiTestSupport"]),
        .testTarget(
            name: "IlgiCoreTests",
            dependencies: [
                "IlgiCore",
                "IlgiTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // Runs the built `ilgi` binary in temporary homes; depends on it so it is built first.
        .testTarget(name: "IlgiCLITests", dependencies: ["ilgi", "IlgiTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
