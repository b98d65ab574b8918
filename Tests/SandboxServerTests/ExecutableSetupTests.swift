import Foundation
import OrdersCore
import PaymentsTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a team's test setup relies on in the `orders-sandbox` executable: `--version`, `GET /health`,
/// `ORDERS_SANDBOX_PORT` and a `--help` that gives every option's default.
@Suite("orders-sandbox executable: test setups")
struct ExecutableSetupTests {
    /// Runs `orders-sandbox` with `arguments` to its end; its exit, stdout and stderr.
    private func run(_ arguments: [String], environment: [String: String?] = [:]) async throws -> (ProcessExit.Outcome?, String, String) {
        let sandbox = try SandboxProcess(arguments, environment: environment)
        let outcome = await sandbox.waitForExit()
        return (outcome, sandbox.remainingOutput(), sandbox.standardError())
    }

    /// The port in a `listening on http://127.0.0.1:PORT` line.
    private func listeningPort(in line: String?) -> Int? {
        let prefix = "listening on http://127.0.0.1:"
        guard let line, line.hasPrefix(prefix) else { return nil }
        return Int(line.dropFirst(prefix.count))
    }

    @Test("--version prints one release number, and GET /health reports the same one")
    func versionAgreesWithHealth() async throws {
        let (outcome, output, errors) = try await run(["--version"])
        #expect(outcome == .exited(0), "stderr: \(errors)")
        let version = output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?/) != nil, "got \"\(output)\"")

        let sandbox = try SandboxProcess(["--port", "0"])
        let port = try #require(listeningPort(in: await sandbox.firstLine()), "stderr: \(sandbox.standardError())")
        let health = try await URLSessionTransport(session: makeSession()).send(
            HTTPRequest(method: "GET", url: URL(string: "http://127.0.0.1:\(port)/health")!))
        #expect(await sandbox.stop() == .exited(0))
        #expect(health.status == 200)
        let body = try JSONValue(parsing: health.body)
        #expect(body["status"] == .string("ok"))
        #expect(body["version"] == .string(version))
    }

    @Test("without --port, ORDERS_SANDBOX_PORT gives the port (0: a free one, not the default 8080)")
    func portFromEnvironment() async throws {
        let sandbox = try SandboxProcess([], environment: ["ORDERS_SANDBOX_PORT": "0"])
        let line = await sandbox.firstLine()
        #expect(await sandbox.stop() == .exited(0), "stderr: \(sandbox.standardError())")
        let port = try #require(listeningPort(in: line), "first line: \(line ?? "none")")
        #expect(port != 8080 && (1...65535).contains(port))
    }

    @Test("--port wins over ORDERS_SANDBOX_PORT, which is then not read")
    func optionWins() async throws {
        let sandbox = try SandboxProcess(["--port", "0"], environment: ["ORDERS_SANDBOX_PORT": "not a port"])
        let line = await sandbox.firstLine()
        #expect(await sandbox.stop() == .exited(0), "stderr: \(sandbox.standardError())")
        #expect(listeningPort(in: line) != nil, "first line: \(line ?? "none")")
    }

    @Test("an ORDERS_SANDBOX_PORT that is not a port exits 2, naming the variable and what it takes", arguments: ["abc", "65536", "-1", "+80", " 80"])
    func invalidPort(_ value: String) async throws {
        let (outcome, output, errors) = try await run([], environment: ["ORDERS_SANDBOX_PORT": value])
        #expect(outcome == .exited(2), "stderr: \(errors)")
        #expect(errors.contains("ORDERS_SANDBOX_PORT"))
        #expect(errors.contains("0 to 65535"))
        #expect(errors.contains("\"\(value)\""))
        #expect(output.isEmpty)
    }

    @Test("--help lists every option, each with its default")
    func helpGivesDefaults() async throws {
        let (outcome, output, errors) = try await run(["--help"])
        #expect(outcome == .exited(0), "stderr: \(errors)")
        #expect(output.contains("ORDERS_SANDBOX_PORT"))
        #expect(output.contains("GET    /health"))
        let options = [
            "--port", "--host", "--seed", "--log-requests", "--token-lifetime", "--max-body-bytes", "--allow-host", "--page-secret-seed",
            "--webhook-timeout", "--webhook-retry-delays", "--webhook-allow-remote",
        ]
        let blocks = Self.optionBlocks(output)
        for option in options {
            let block = try #require(blocks[option], "\(option) is not in --help")
            #expect(block.contains("(default:"), "\(option) gives no default: \(block)")
        }
        #expect(blocks["--version"] != nil)
        #expect(Set(blocks.keys).subtracting(options + ["--version", "--help"]).isEmpty, "options without a check: \(blocks.keys.sorted())")
    }

    /// The OPTIONS section of `--help`, by option name: each option's lines up to the next option (wrapped help joined).
    static func optionBlocks(_ help: String) -> [String: String] {
        let section = help.components(separatedBy: "OPTIONS:").last ?? ""
        var blocks: [String: String] = [:]
        var current: String?
        for line in section.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("-") {
                let names = trimmed.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
                current = names.first { $0.hasPrefix("--") } ?? names.first
                if let current { blocks[current] = trimmed }
            } else if let current {
                blocks[current, default: ""] += " " + trimmed
            }
        }
        return blocks
    }
}
