import CGlaze
import Testing

@Test func versionString() {
    #expect(String(cString: glaze_version_string()) == "1.0.0")
}
