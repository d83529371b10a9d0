import Foundation
import Testing

/// The C++ example (Demo/CppExample): glaze.hpp, installed beside glaze.h, compiled with
/// `-std=c++17 -Wall -Wextra -Werror` and the sanitizers of every harness, built with CMake
/// through the installed GlazeFX package (`find_package(GlazeFX 1.0 CONFIG)`), and run on a
/// headless EGL context: it checks its own pixels, the log callback and an exception.
@Suite(.serialized) struct CppExampleTests {
    @Test func theCppExampleBuildsWithCMakeAndPasses() throws {
        let prefix = try CEngineTests.install()
        defer { CEngineTests.removeInstall(prefix) }
        #expect(FileManager.default.fileExists(atPath: prefix + "/include/glaze.hpp"))
        let build = prefix + "/../cpp-example"
        let (status, log) = try CEngineTests.shell(
            "cmake -S Demo/CppExample -B '\(build)' -DCMAKE_PREFIX_PATH='\(prefix)' -DCMAKE_BUILD_TYPE=Debug "
                + "-DCMAKE_CXX_FLAGS='\(CEngineTests.sanitizedCFlags) -Wextra' && cmake --build '\(build)'")
        #expect(status == 0, "building Demo/CppExample failed:\n\(log)")
        let (run, output) = try CEngineTests.shell(
            "'\(build)/cpp-example'",
            environment: CEngineTests.sanitizerEnvironment.merging(["MESA_GL_VERSION_OVERRIDE": "3.3", "MESA_GLSL_VERSION_OVERRIDE": "330"]) { $1 })
        #expect(run == 0 && output.contains("cpp example passed"), "\(output)")
        #expect(output.contains("GL_INVALID_ENUM"), "the log callback's message: \(output)")
    }
}
