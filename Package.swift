// swift-tools-version:6.1
import PackageDescription

// GLAZE_PACKAGE=library in the environment (`make lib`, `make install`): only the library's
// products (Glaze, GlazeEffects, GlazeC) and swift-log, the one package they need, so a build of
// the C library resolves and compiles nothing else. GLAZE_PACKAGE=tool: the library and the
// `glaze` tool, with swift-argument-parser. Unset: everything (the studio's Hummingbird and
// SwiftNIO, the DocC plugin, the demo, the tests).
let package = Package(
    name: "Glaze",
    products: [
        .library(name: "Glaze", targets: ["Glaze"]),
        .library(name: "GlazeEffects", targets: ["GlazeEffects"]),
        // The C API as a shared library for C/C++ engines: SwiftPM emits libGlazeC.so (SONAME
        // libglazefx.so.1); `make install` installs it as libglazefx.so.1.y.z with glaze.h,
        // glazefx.pc and the GlazeFX CMake package (docs/abi.md).
        .library(name: "GlazeC", type: .dynamic, targets: ["GlazeC"]),
        .executable(name: "glaze", targets: ["GlazeCLI"]),
        // `glaze studio`'s web server as a program of its own (`make install-studio`), so
        // Hummingbird and SwiftNIO stay out of the `glaze` tool.
        .executable(name: "glaze-studio", targets: ["GlazeStudioTool"]),
        .executable(name: "SpaceShooter", targets: ["SpaceShooter"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` for the DocC catalog (Sources/Glaze/Glaze.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `glaze studio`'s local web server (GlazeStudio only; not in the C library's closure).
        // Without its default traits: FullFoundation imports Foundation (and ICU's 34 MB of data)
        // into glaze-studio, ConfigurationSupport brings swift-configuration; neither is used.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // System libraries (Debian packages are installed by the Makefile).
        .systemLibrary(name: "CEpoxy", pkgConfig: "epoxy", providers: [.apt(["libepoxy-dev"])]),
        .systemLibrary(name: "CGLFW", pkgConfig: "glfw3", providers: [.apt(["libglfw3-dev"])]),
        .systemLibrary(name: "COpenAL", pkgConfig: "openal", providers: [.apt(["libopenal-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CSndFile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"])]),
        // libyaml's event parser under the effect files' YAML reader (linked statically into libglazefx.so).
        .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),

        // The definitions behind the GL wrappers' test-only interception layer
        // (Sources/CEpoxy/gl_intercept.h): a per-thread hook, never installed in production.
        .target(name: "CGLHook", dependencies: ["CEpoxy"]),

        // The library in three targets, each in its own folder. GlazeCore (Sources/GlazeCore) is the
        // recipe-and-planner core: images, kernels, the filter model (Filter, descriptors, the
        // registry), transitions' model, planner, emitter, PNG IO; it cannot import GL and names no
        // built-in filter. GlazeCatalog (Sources/GlazeCatalog) is the built-in filters and
        // transitions, most of them generated from their Shaders/Filters and Shaders/Transitions
        // declarations. Glaze (Sources/Glaze) is the GL backend (GL/, Render/) and the one module
        // users import: it re-exports the other two. Cross-target internals use `package` access.
        // The annotated-shader parser (header fields, `uniform` annotations) shared by GlazeCore's
        // kernel files and the build tool that generates the built-in filters: no GL, no Foundation.
        .target(name: "GlazeDeclarations"),
        .target(
            name: "GlazeCore",
            dependencies: ["CPNG", "GlazeDeclarations"],
            // Shaders/{Core,Prelude,Common} embedded as Swift string literals at build time (ShaderSources).
            plugins: ["EmbedShaders"]
        ),
        .target(
            name: "GlazeCatalog",
            dependencies: ["GlazeCore"],
            // Shaders/{Filters,Transitions} embedded, and the filters they declare generated (DeclaredFilters).
            plugins: ["EmbedShaders"]
        ),
        // The build-tool plugin that embeds Shaders/ into GlazeCore and GlazeCatalog, and its tool. The tool's folder is
        // Shaders/ so that SwiftPM replans (relisting the shader files) when a shader is added or removed.
        .plugin(name: "EmbedShaders", capability: .buildTool(), dependencies: ["GlazeShaderEmbedder"]),
        .executableTarget(name: "GlazeShaderEmbedder", dependencies: ["CFuzzerStub", "GlazeDeclarations"], path: "Shaders",
                          exclude: ["Common", "Core", "Filters", "Prelude", "Transitions"], sources: ["Embedder"]),
        // A weak LLVMFuzzerTestOneInput, so that the tool above links when `make fuzz` builds it
        // with -sanitize=fuzzer (see Sources/CFuzzerStub/stub.c).
        .target(name: "CFuzzerStub"),
        .target(
            name: "Glaze",
            dependencies: [
                "GlazeCore", "GlazeCatalog", "CEpoxy", "CGLHook",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Effect files: versioned YAML/JSON effect chains resolved against a registry; live reload.
        .target(
            name: "GlazeEffects",
            dependencies: [
                "Glaze", "GlazeCore", "CLibYAML",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The C API: glaze.h (C99, includable from C++) and its implementation in Swift (@_cdecl).
        // CGlaze holds the public header; its one C file compiles it as strict C99. Beside it, outside
        // include/ (the module map takes every header there): glaze.hpp (C++17, installed with glaze.h),
        // the version script, and the pkg-config and CMake package templates `make install` fills in.
        .target(
            name: "CGlaze",
            exclude: ["glazefx.pc.in", "glaze.map", "glaze.hpp", "GlazeFXConfig.cmake.in", "GlazeFXConfigVersion.cmake.in"],
            cSettings: [.unsafeFlags(["-std=c99", "-Wall", "-Wextra", "-Wpedantic", "-Werror"])]
        ),
        .target(
            name: "GlazeC",
            dependencies: ["Glaze", "GlazeCore", "GlazeEffects", "CGlaze", "CEpoxy"],
            linkerSettings: [
                // Installed as libglazefx.so.1 (glaze.h's major version): `make install` relinks these objects with the Swift
                // runtime linked statically (scripts/link-c-library.sh).
                .unsafeFlags(["-Xlinker", "-soname=libglazefx.so.1"]),
            ]
        ),
        // Optional GLFW helper: window + hidden shared context (demo and tools that want a window).
        .target(name: "GlazeGLFW", dependencies: ["Glaze", "GlazeCore", "CGLFW", "CEpoxy"]),
        // Shared by every test target: headless contexts, pixel comparison, goldens, and the
        // allocation counter (a test-only malloc interposer).
        .target(name: "GlazeTestSupport", dependencies: ["Glaze", "CEpoxy", "CAllocationCounter",
                                                    .product(name: "Logging", package: "swift-log")]),
        // ResourceSample: RSS and live GL objects, for the soak checks (the demo's --stats, C API soak).
        .target(name: "GlazeResourceSample", dependencies: ["CEpoxy", "CGLHook"]),

        // `glaze studio`: the live tuning page (a loopback web server). Its page, Resources/, is not
        // a SwiftPM resource: that would generate an accessor importing Foundation (and ICU) into
        // glaze-studio; the server reads the page from the source tree or PREFIX/lib/glaze/studio-page.
        .target(
            name: "GlazeStudio",
            dependencies: [
                "Glaze", "GlazeCore", "GlazeEffects", "GlazeToolSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Resources"]
        ),
        .executableTarget(
            name: "GlazeStudioTool",
            dependencies: [
                "Glaze", "GlazeStudio", "GlazeToolSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Coverage-guided fuzz targets (effect files, expressions, PNG, .cube, kernel and transition
        // GLSL, C API call sequences). `make fuzz` builds it with -sanitize=fuzzer,address and
        // -DGLAZE_LIBFUZZER into .build-fuzz (libFuzzer's main); built plainly, it replays the
        // committed corpora in Tests/Fuzz/Corpora (make test).
        .executableTarget(
            name: "GlazeFuzz",
            dependencies: ["Glaze", "GlazeCore", "GlazeEffects", "GlazeC", "CGlaze", "CEpoxy"]
        ),
        // What the two command-line tools share: JSON output, the test pattern, --asset-root.
        .target(
            name: "GlazeToolSupport",
            dependencies: [
                "Glaze", "GlazeEffects",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "GlazeCLI",
            dependencies: [
                "Glaze", "GlazeEffects", "GlazeToolSupport", "CFreeType",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
            // Installed as PREFIX/bin/glaze with the Swift runtime linked in statically
            // (`make install` builds it with --static-swift-stdlib).
        ),
        .executableTarget(
            name: "SpaceShooter",
            dependencies: ["Glaze", "GlazeCore", "GlazeEffects", "GlazeGLFW", "CGLFW", "COpenAL", "CEpoxy", "CFreeType", "CSndFile",
                           "GlazeResourceSample"],   // for --stats (make soak)
            path: "Demo/SpaceShooter"
        ),

        .testTarget(
            name: "GlazeTests",
            dependencies: ["Glaze", "GlazeCore", "GlazeCatalog", "GlazeTestSupport", "CEpoxy", "GlazeCLI", "GlazeToolSupport", "GlazeFilterFixture",
                           .product(name: "Logging", package: "swift-log")],
            exclude: ["Fixtures", "Goldens"]
        ),
        // docs/adding-a-filter.md's one .glsl file, built by the same EmbedShaders plugin over this
        // target's own Shaders/ folder (AddingAFilterDocTests).
        .target(name: "GlazeFilterFixture", dependencies: ["GlazeCore"], path: "Tests/GlazeFilterFixture", exclude: ["Shaders"],
                plugins: ["EmbedShaders"]),
        // Test-only malloc interposer that counts a thread's allocations (through GlazeTestSupport).
        .target(name: "CAllocationCounter", path: "Tests/CAllocationCounter"),
        .testTarget(
            name: "GlazeEffectsTests",
            dependencies: ["Glaze", "GlazeCore", "GlazeCatalog", "GlazeEffects", "GlazeTestSupport", "CEpoxy", "CAllocationCounter"],
            exclude: ["Broken", "Fixtures"]
        ),
        // The demo's own logic (input, options) without a window: synthetic events.
        .testTarget(
            name: "SpaceShooterTests",
            dependencies: ["SpaceShooter", "CGLFW", "Glaze", "GlazeTestSupport", "CEpoxy"]
        ),
        .testTarget(
            name: "GlazeStudioTests",
            dependencies: ["GlazeStudio", "Glaze", "GlazeEffects", "GlazeTestSupport"]
        ),
        .testTarget(
            name: "GlazeCTests",
            // GlazeEffects, GlazeGLFW and GlazeStudio for ErrorStatusTests (every library error type).
            dependencies: ["GlazeC", "CGlaze", "Glaze", "GlazeCore", "GlazeCatalog", "GlazeEffects", "GlazeGLFW", "GlazeStudio", "GlazeTestSupport",
                           "CEpoxy", "GlazeResourceSample", "GlazeFilterFixture"]
        ),
    ]
)

/// The targets, products and package dependencies of each GLAZE_PACKAGE scope (nil: all).
let scopes: [String: (targets: Set<String>, products: Set<String>, dependencies: Set<String>)] = {
    let library: Set<String> = ["CEpoxy", "CGLHook", "CPNG", "CLibYAML", "GlazeDeclarations", "GlazeCore", "GlazeCatalog", "EmbedShaders", "GlazeShaderEmbedder", "CFuzzerStub",
                                "Glaze", "GlazeEffects", "CGlaze", "GlazeC"]
    return [
        "library": (library, ["Glaze", "GlazeEffects", "GlazeC"], ["swift-log"]),
        "tool": (library.union(["CFreeType", "GlazeToolSupport", "GlazeCLI"]), ["Glaze", "GlazeEffects", "GlazeC", "glaze"],
                 ["swift-log", "swift-argument-parser"]),
    ]
}()
if let scope = Context.environment["GLAZE_PACKAGE"].flatMap({ scopes[$0] }) {
    package.targets = package.targets.filter { scope.targets.contains($0.name) }
    package.products = package.products.filter { scope.products.contains($0.name) }
    package.dependencies = package.dependencies.filter { dependency in
        guard case .sourceControl(_, let location, _) = dependency.kind else { return false }
        return scope.dependencies.contains { location.hasSuffix("/" + $0) || location.hasSuffix("/" + $0 + ".git") }
    }
}
