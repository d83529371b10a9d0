import Foundation
import Testing

/// Bad usage exits with status 2 and a message on stderr that names what is wrong.
@Suite struct UsageErrorTests {
    @Test(arguments: [
        (["filters", "--jsn"], "--jsn"),
        (["nosuchcommand"], "nosuchcommand"),
        (["bench", "--runs", "0"], "--runs"),
        (["bench", "--size", "12by3"], "12by3"),
        (["bench", "--size", "0x10"], "0x10"),
        (["bench", "--only", "nosuchcase"], "nosuchcase"),
        (["gallery"], "--output"),
        (["gallery", "--output", "x.png", "--columns", "0"], "--columns"),
        (["transition", "dissolve", "a.png"], "<to>"),
        (["transition", "dissolve", "a.png", "b.png", "--frames", "0", "--output", "out"], "--frames"),
        (["transition", "nosuchtransition", "a.png", "b.png", "--frames", "2", "--output", "out"], "nosuchtransition"),
        (["transition", "vignette", "a.png", "b.png", "--frames", "2", "--output", "out"], "not a transition"),
    ])
    func badUsageExits2(arguments: [String], mentions: String) throws {
        let result = try GlazeBinary.run(arguments)
        #expect(result.status == 2, "glaze \(arguments.joined(separator: " ")) exited \(result.status); stderr: \(result.stderr)")
        #expect(result.stderr.lowercased().contains(mentions.lowercased()),
                "stderr of glaze \(arguments.joined(separator: " ")) does not mention '\(mentions)': \(result.stderr)")
    }

    @Test func helpExits0WithExamplesForEverySubcommand() throws {
        for subcommand in ["filters", "transition", "gallery", "bench"] {
            let result = try GlazeBinary.run([subcommand, "--help"])
            #expect(result.status == 0, "\(subcommand) --help: \(result.stderr)")
            #expect(result.stdout.contains("Examples:"), "\(subcommand) --help has no examples")
            #expect(result.stdout.contains("glaze \(subcommand)"))
        }
        let root = try GlazeBinary.run(["--help"])
        #expect(root.status == 0)
        #expect(root.stdout.contains("Exit codes"))
    }
}
