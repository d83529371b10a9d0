import CGlaze
import Glaze
@testable import GlazeC
import GlazeFilterFixture
import GlazeTestSupport
import Testing

/// A filter declared by a `.glsl` file alone (docs/adding-a-filter.md, built in the fixture
/// target) is found from C by its registry name, with its descriptor; the built-in ones
/// generated from Shaders/ are in the C API's default registry.
@Suite struct CAPIDeclaredFilterTests {
    @Test func aDeclaredFilterHasItsCName() throws {
        var filters = FilterRegistry.builtin
        for type in GlazeFilterFixture.DeclaredFilters.all { try filters.register(type) }
        let registry = try Handles.make(RegistryBox(filters))
        defer { _ = glaze_registry_destroy(registry) }

        let filter = try make { glaze_filter_create(registry, "warmTint", $0) }
        expectOK(glaze_filter_set_float(filter, "amount", 0.5))
        expectOK(glaze_filter_destroy(filter))
        var json: UnsafeMutablePointer<CChar>?
        expectOK(glaze_registry_describe(registry, "warmTint", &json))
        let text = try #require(json.map { String(cString: $0) })
        expectOK(glaze_string_free(json))
        #expect(text.contains("\"amount\"") && text.contains("Warms the image"))

        // Without the fixture the name is unknown; generated built-ins need no registration.
        var missing: OpaquePointer?
        expectStatus(glaze_filter_create(nil, "warmTint", &missing), GLAZE_ERROR_UNKNOWN_NAME, mentioning: "warmTint")
        let vibrance = try make { glaze_filter_create(nil, "vibrance", $0) }
        expectOK(glaze_filter_destroy(vibrance))
    }
}
