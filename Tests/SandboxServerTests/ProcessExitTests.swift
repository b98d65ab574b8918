import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The helper the executable tests wait with: it must tell an exit status from a signal, and let every waiter pass.
@Suite("ProcessExit: a child's end through its termination handler")
struct ProcessExitTests {
    static func shell(_ script: String) throws -> (Process, ProcessExit) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        let exit = ProcessExit(of: process)
        try process.run()
        return (process, exit)
    }

    @Test("an exit status, an instant exit and a signal are told apart; a second wait gets the same answer")
    func outcomes() throws {
        let (_, three) = try Self.shell("exit 3")
        #expect(three.wait(timeout: 60) == .exited(3))
        #expect(three.wait(timeout: 60) == .exited(3))
        let (_, killed) = try Self.shell("kill -9 $$")
        #expect(killed.wait(timeout: 60) == .signaled(9))
        #expect(killed.wait(timeout: 60)?.description == "signal 9")
    }

    @Test("a child still running past the timeout is nil, and its end is seen afterwards")
    func timeout() throws {
        let (process, exit) = try Self.shell("exec sleep 30")
        #expect(exit.wait(timeout: 0.2) == nil)
        kill(process.processIdentifier, SIGKILL)  // SIGKILL cannot be caught or ignored (a child may inherit an ignored SIGTERM)
        #expect(exit.wait(timeout: 60) == .signaled(SIGKILL))
    }
}
