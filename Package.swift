// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Glaze",
    products: [
        .library(name: "Glaze", targets: ["Glaze"]),
        .executable(name: "glaze", targets: ["GlazeCLI"]),
        .executable(name: "SpaceShooter", targets: ["SpaceShooter"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // System libraries (Debian packages are installed by the Makefile).
        .systemLibrary(name: "CEpoxy", pkgConfig: "epoxy", providers: [.apt(["libepoxy-dev"])]),
        .systemLibrary(name: "CGLFW", pkgConfig: "glfw3", providers: [.apt(["libglfw3-dev"])]),
        .systemLibrary(name: "COpenAL", pkgConfig: "openal", providers: [.apt(["libopenal-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CSndFile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"])]),

        // The library: planning core (pure Swift) and GL backend, organised in folders by concept.
        .target(
            name: "Glaze",
            dependencies: [
                "CEpoxy", "CPNG",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Optional GLFW helper: window + hidden shared context (demo and tools that want a window).
        .target(name: "GlazeGLFW", dependencies: ["Glaze", "CGLFW", "CEpoxy"]),
        // Shared by every test target: headless contexts, pixel comparison, goldens.
        .target(name: "GlazeTestSupport", dependencies: ["Glaze", "CEpoxy"]),

        .executableTarget(
            name: "GlazeCLI",
            dependencies: [
                "Glaze",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "SpaceShooter",
            dependencies: ["Glaze", "GlazeGLFW", "CGLFW", "COpenAL", "CEpoxy", "CFreeType", "CSndFile"],
            path: "Demo/SpaceShooter"
        ),

        .testTarget(
            name: "GlazeTests",
            dependencies: ["Glaze", "GlazeTestSupport", "CEpoxy"],
            exclude: ["Fixtures", "Goldens"]
        ),
    ]
)
