"""Tests of .ci/availability_check.py: `python3 .ci/availability_check.py --self-test`.

Uses are planted in Swift text (and, end to end, in the files of a temporary package) against the real table, with the
minimums iOS 15 / macOS 13."""

import io
import tempfile
import textwrap
import unittest
from pathlib import Path

import availability_check as checker

ROWS = checker.load_table()
MINIMUMS = {"ios": (15, 0, 0), "macos": (13, 0, 0)}


def findings(source: str, minimums=MINIMUMS):
    """(line, column, api) of each finding in the dedented source."""
    found = checker.check_source(textwrap.dedent(source).lstrip("\n"), ROWS, minimums)
    return [(f.line, f.column, f.row.api) for f in found]


def lines(source: str):
    return [line for line, _, _ in findings(source)]


class PlantedUses(unittest.TestCase):
    def test_uses_outside_guards_are_reported_at_their_line_and_column(self):
        self.assertEqual(findings("""
            import Foundation

            let timeout: Duration = .seconds(2)
            func decode(_ bytes: [UInt8]) -> String? {
                String(validating: bytes, as: UTF8.self)
            }
            func wait() async throws { try await Task.sleep(for: timeout) }
            """), [(3, 14, "Duration"), (5, 5, "String(validating:as:)"), (7, 38, "Task.sleep(for:)")])

    def test_the_most_specific_row_wins_at_one_position(self):
        self.assertEqual(findings("let z = Duration.zero\n"), [(1, 9, "Duration.zero")])

    def test_if_available_covers_its_body_and_else_if_has_its_own_guard(self):
        self.assertEqual(lines("""
            func f(_ bytes: [UInt8]) {
                if #available(iOS 18, macOS 15, *) {
                    _ = String(validating: bytes, as: UTF8.self)
                    _ = Duration.zero
                } else if #available(iOS 16, *) {
                    _ = Duration.zero
                    _ = String(validating: bytes, as: UTF8.self)
                } else {
                    _ = Duration.zero
                }
                _ = Duration.zero
                if #available(iOS 18, macOS 15, *), let text = String(validating: bytes, as: UTF8.self) { print(text) }
            }
            """), [7, 9, 11])

    def test_available_attribute_covers_the_declaration_signature_and_body(self):
        self.assertEqual(lines("""
            @available(iOS 18, macOS 15, *)
            func decode(_ bytes: [UInt8], timeout: Duration) -> String? {
                String(validating: bytes, as: UTF8.self)
            }

            @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
            @MainActor
            public struct Budget {
                public var pause: Duration = .milliseconds(200)
                func wait() async throws { try await Task.sleep(for: pause) }
            }

            @available(iOS, introduced: 16.0)
            extension Budget {
                var doubled: Duration { pause * 2 }
            }

            @available(iOS 18, macOS 15, *) func oneLine(_ b: [UInt8]) -> String? { String(validating: b, as: UTF8.self) }
            let outside: Duration? = nil
            @available(*, deprecated, message: "not a version")
            func old() -> Duration { .zero }
            """), [19, 21])

    def test_comments_and_string_literals_are_not_code_but_interpolations_are(self):
        self.assertEqual(findings(r'''
            // Duration in a line comment
            /* a block /* nested: Duration */ still a comment: String(validating: x, as: UTF8.self) */
            let a = "Duration and String(validating: bytes, as: UTF8.self) in a string"
            let b = """
                Task.sleep(for: .seconds(1)) in a multi-line string, a "quote" and \""" escaped
                """
            let c = #"raw "Duration" and \(not an interpolation)"#
            let d = "an interpolation is code: \(Duration.zero), \("nested \("Duration")")"
            let e = ##"""
                Locale.current.language.languageCode "# still inside
                """##; let f: Duration? = nil
            '''), [(8, 38, "Duration.zero"), (11, 19, "Duration")])

    def test_code_compiled_only_off_apple_platforms_is_exempt(self):
        self.assertEqual(lines("""
            #if os(Linux)
            let a: Duration = .zero
            #elseif canImport(FoundationNetworking)
            let b: Duration = .zero
            #else
            let c: Duration = .zero
            #endif
            #if !canImport(Darwin)
            let d: Duration = .zero
              #if DEBUG
              let e: Duration = .zero
              #endif
            #else
            let f: Duration = .zero
            #endif
            #if canImport(FoundationNetworking) || os(Windows)
            let g: Duration = .zero
            #endif
            #if canImport(Glibc)
            let h = 1
            #elseif canImport(Darwin) && DEBUG
            let i: Duration = .zero
            #endif
            """), [6, 14, 22])

    def test_a_guard_naming_only_ios_does_not_cover_macos(self):
        found = checker.check_source(textwrap.dedent("""
            func f(_ bytes: [UInt8]) {
                if #available(iOS 18, *) {
                    _ = String(validating: bytes, as: UTF8.self)
                }
                #if os(iOS)
                if #available(iOS 18, *) {
                    _ = String(validating: bytes, as: UTF8.self)
                }
                #endif
            }
            """), ROWS, MINIMUMS)
        self.assertEqual([(f.line, f.platforms) for f in found], [(4, ["macos"])])
        self.assertIn("(declared minimums iOS 15, macOS 13); guard it with if #available or @available that names macOS 15 "
                      "too, or avoid it", found[0].format(MINIMUMS))

    def test_a_guard_with_a_version_too_low_is_reported(self):
        self.assertEqual(lines("""
            func f(_ bytes: [UInt8], session: ASWebAuthenticationSession) -> String? {
                if #available(iOS 17, macOS 14, *) {
                    _ = ASWebAuthenticationSession.Callback.customScheme("app")
                    return String(validating: bytes, as: UTF8.self)
                }
                if #available(iOS 17.4, macOS 14.4, *) {
                    _ = ASWebAuthenticationSession.Callback.customScheme("app")
                }
                return nil
            }
            @available(iOS 16, macOS 13, *)
            func g(_ bytes: [UInt8]) -> String? { String(validating: bytes, as: UTF8.self) }
            """), [3, 4, 12])

    def test_guard_available_covers_the_rest_of_its_scope_only(self):
        self.assertEqual(lines("""
            func f(_ bytes: [UInt8]) -> String? {
                guard #available(iOS 18, macOS 15, *) else {
                    _ = Duration.zero
                    return nil
                }
                let timeout: Duration = .seconds(1)
                return String(validating: bytes, as: UTF8.self)
            }
            func g(_ bytes: [UInt8]) -> String? {
                String(validating: bytes, as: UTF8.self)
            }
            """), [3, 10])

    def test_unavailable_covers_the_else_branch(self):
        self.assertEqual(lines("""
            func f() {
                if #unavailable(iOS 16, macOS 13) {
                    print("old")
                    _ = Duration.zero
                } else {
                    _ = Duration.zero
                }
                guard #unavailable(iOS 16) else { _ = Duration.zero; return }
                _ = Duration.zero
            }
            """), [4, 9])

    def test_regex_literals_are_reported_and_division_is_not(self):
        self.assertEqual(findings("""
            let r = /ab+c/
            let s = #/a/b/#
            let half = total / 2 / 3
            let ratio = (a/b)/c
            let path = "a/b/c"
            """), [(1, 9, "regex literal"), (2, 9, "regex literal")])

    def test_an_api_absent_from_a_platform_is_checked_on_the_other_only(self):
        self.assertEqual(lines("""
            #if canImport(UIKit)
            import UIKit
            func show(_ controller: UIViewController) {
                controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.empty()
                if #available(iOS 17, *) {
                    controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
                }
            }
            #endif
            """), [4, 4])

    def test_rows_at_or_below_the_minimums_never_report(self):
        source = "let lock = OSAllocatedUnfairLock(initialState: 0)\nlet x = Date.now.formatted()\n"
        self.assertEqual(findings(source), [(1, 12, "OSAllocatedUnfairLock")])
        self.assertEqual(findings(source, {"ios": (16, 0, 0), "macos": (13, 0, 0)}), [])


class Lexing(unittest.TestCase):
    def test_positions_and_line_breaks_are_kept(self):
        source = 'let a = "x\\(f("y"))z" /* c /* d */ e */ + #"q"# // end\nlet b = /re/\n"""\n  m\n  """\n'
        stripped = checker.strip_swift(source)
        self.assertEqual(len(stripped), len(source))
        self.assertEqual([i for i, c in enumerate(stripped) if c == "\n"], [i for i, c in enumerate(source) if c == "\n"])
        self.assertEqual(stripped.split("\n")[0].split(), ['let', 'a', '=', '"', 'f("', '")', '"', '+', '#"', '"#'])
        self.assertEqual(stripped.split("\n")[1], "let b = #//#")


class Manifest(unittest.TestCase):
    def test_minimums(self):
        self.assertEqual(checker.package_minimums('platforms: [.macOS(.v13), .iOS(.v15)],'),
                         {"ios": (15, 0, 0), "macos": (13, 0, 0)})
        self.assertEqual(checker.package_minimums('platforms: [.iOS(.v15_4), .macOS(.v10_15), .tvOS(.v15)]'),
                         {"ios": (15, 4, 0), "macos": (10, 15, 0)})
        self.assertEqual(checker.package_minimums('platforms: [.iOS("16.1"), .macOS("13.0.1")]'),
                         {"ios": (16, 1, 0), "macos": (13, 0, 1)})
        self.assertEqual(checker.package_minimums('''
            // platforms: [.iOS(.v17)],
            /* .macOS(.v14) */
            platforms: [.iOS(.v16)],
            targets: [.target(name: "A", dependencies: [.target(name: "B", condition: .when(platforms: [.linux]))])]
            '''), {"ios": (16, 0, 0), "macos": (10, 13, 0)})
        self.assertEqual(checker.package_minimums("let package = Package(name: \"P\")"), checker.SWIFTPM_DEFAULT_MINIMUMS)

    def test_library_targets_and_their_local_dependencies(self):
        manifest = '''
            let package = Package(
                name: "P",
                products: [
                    .library(name: "A", targets: ["A"]),
                    .executable(name: "tool", targets: ["Tool"]),
                ],
                targets: [
                    .target(name: "A", dependencies: ["B", .target(name: "C"), .product(name: "NIO", package: "swift-nio")]),
                    .target(name: "B", path: "Custom/B"),
                    .target(name: "C", dependencies: [.byName(name: "B")]),
                    .executableTarget(name: "Tool", dependencies: ["A", "Internal"]),
                    .target(name: "Internal"),
                    .testTarget(name: "ATests", dependencies: ["A"]),
                    .plugin(name: "Plug", capability: .buildTool()),
                ]
            )
            #if os(macOS)
            package.products.append(.library(name: "E", targets: ["E"]))
            package.targets.append(.target(name: "E", dependencies: ["A"]))
            #endif
            '''
        self.assertEqual([(t.name, t.path) for t in checker.library_targets(manifest)],
                         [("A", "Sources/A"), ("B", "Custom/B"), ("C", "Sources/C"), ("E", "Sources/E")])

    def test_this_package(self):
        targets = {t.name for t in checker.library_targets((checker.ROOT / "Package.swift").read_text())}
        self.assertTrue({"OrdersCore", "OrdersSimulator", "LegacyMPL", "MPLEngine", "MigrationKit"} <= targets, targets)
        self.assertFalse({"SandboxServer", "OrdersSandbox", "MPLMigrate", "PaymentsTestSupport"} & targets, targets)


class Table(unittest.TestCase):
    SAMPLES = {  # API (as the table names it) -> code that uses it
        "Duration": "func f(d: Duration) {}",
        "Task.sleep(for:)": "try await Task.sleep(for: .seconds(1))",
        "String(validating:as:)": "String(validating: bytes, as: UTF8.self)",
        "ContinuousClock": "let now = ContinuousClock.now",
        "Locale.language": "Locale.current.language.languageCode",
        "Locale.region": "locale.region?.identifier",
        "Mutex": "let state = Mutex<Int>(0)",
        "Atomic / AtomicLazyReference": "let counter = Atomic<Int>(0)",
        "AsyncStream.makeStream(of:bufferingPolicy:)": "let (s, c) = AsyncStream.makeStream(of: Int.self)",
        "URL(filePath:directoryHint:relativeTo:)": 'URL(filePath: "/tmp")',
        "Sequence.count(where:)": "xs.count(where: { $0 > 1 })",
        "regex literal": "let r = /a+/",
        "@Observable": "@Observable final class Model {}",
        "OSAllocatedUnfairLock": "OSAllocatedUnfairLock(initialState: 0)",
        "withDiscardingTaskGroup / withThrowingDiscardingTaskGroup": "await withDiscardingTaskGroup { _ in }",
        "InlineArray": "var a: InlineArray<3, Int>",
        "Task.immediate / Task.immediateDetached": "Task.immediate { }",
        "ASWebAuthenticationSession.Callback / init(url:callback:completionHandler:)": "callback: .customScheme(\"app\")",
        "UIContentUnavailableConfiguration / UIContentUnavailableView": "UIContentUnavailableConfiguration.empty()",
        "formatted() / formatted(_:)": "Date().formatted()",
    }

    def test_rows(self):
        self.assertGreaterEqual(len(ROWS), 40)
        by_api = {row.api: row for row in ROWS}
        for api, code in self.SAMPLES.items():
            with self.subTest(api=api):
                self.assertIn(api, by_api)
                stripped = checker.strip_swift(code)
                self.assertTrue(by_api[api].pattern.search(stripped), code)
                anchors = by_api[api].anchors
                self.assertTrue(anchors is None or any(a in stripped for a in anchors), anchors)
        self.assertEqual(by_api["String(validating:as:)"].versions, {"ios": (18, 0, 0), "macos": (15, 0, 0)})
        self.assertEqual(by_api["Duration"].versions, {"ios": (16, 0, 0), "macos": (13, 0, 0)})

    def test_a_broken_row_names_its_line(self):
        with tempfile.TemporaryDirectory() as directory:
            table = Path(directory) / "apis.tsv"
            table.write_text("# comment\n\\bDuration\\b  Duration  16  13  https://developer.apple.com/x\n")
            with self.assertRaisesRegex(checker.TableError, r"apis.tsv:2: expected 5 or 6 TAB-separated columns"):
                checker.load_table(table)
            table.write_text("\\bDuration\\b\tDuration\t16.x\t13\thttps://developer.apple.com/x\n")
            with self.assertRaisesRegex(checker.TableError, r"apis.tsv:1: iOS version '16.x'"):
                checker.load_table(table)


class EndToEnd(unittest.TestCase):
    MANIFEST = '''// swift-tools-version:6.1
import PackageDescription
let package = Package(
    name: "Planted",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [.library(name: "Lib", targets: ["Lib"]), .executable(name: "tool", targets: ["Tool"])],
    targets: [.target(name: "Lib"), .executableTarget(name: "Tool", dependencies: ["Lib"])]
)
'''
    PLANTED = '''import Foundation

public let timeout: Duration = .seconds(2)
public func decode(_ bytes: [UInt8]) -> String? {
    String(validating: bytes, as: UTF8.self)
}
'''

    def test_the_check_fails_on_planted_uses_and_passes_without_them(self):
        with tempfile.TemporaryDirectory() as directory:
            root = Path(directory)
            (root / "Package.swift").write_text(self.MANIFEST)
            (root / "Sources/Lib").mkdir(parents=True)
            (root / "Sources/Tool").mkdir(parents=True)
            (root / "Sources/Lib/Planted.swift").write_text(self.PLANTED)
            (root / "Sources/Tool/main.swift").write_text("let pause: Duration = .seconds(1)\n")  # not a library
            out = io.StringIO()
            self.assertEqual(checker.run(root, None, checker.TABLE, out=out), 1)
            printed = out.getvalue().splitlines()
            self.assertEqual(printed[:2], [
                "Sources/Lib/Planted.swift:3:21: error: Duration is iOS 16 / macOS 13 (declared minimums iOS 15, macOS 13); "
                "guard it with if #available or @available, or avoid it — https://developer.apple.com/documentation/swift/duration",
                "Sources/Lib/Planted.swift:5:5: error: String(validating:as:) is iOS 18 / macOS 15 (declared minimums iOS 15, "
                "macOS 13); guard it with if #available or @available, or avoid it — "
                "https://developer.apple.com/documentation/swift/string/init(validating:as:)-84qr9",
            ])
            self.assertEqual(len(printed), 3)
            self.assertTrue(printed[2].startswith("availability: 2 use(s) of APIs newer than the declared minimums"))

            (root / "Sources/Lib/Planted.swift").write_text(
                "@available(iOS 18, macOS 15, *)\n" + self.PLANTED.replace("import Foundation\n", "")
                .replace("public let timeout: Duration = .seconds(2)\n", ""))
            out = io.StringIO()
            self.assertEqual(checker.run(root, None, checker.TABLE, out=out), 0, out.getvalue())
            self.assertIn("no API newer than the declared minimums (iOS 15, macOS 13)", out.getvalue())

    def test_macos_only_checks_tests_and_tools_against_the_macos_minimum(self):
        with tempfile.TemporaryDirectory() as directory:
            root = Path(directory)
            (root / "Package.swift").write_text(self.MANIFEST)
            (root / "Tests").mkdir()
            (root / "Tests/PlantedTests.swift").write_text(self.PLANTED)
            out = io.StringIO()
            self.assertEqual(checker.run(root, [root / "Tests"], checker.TABLE, out=out, macos_only=True), 1)
            printed = out.getvalue().splitlines()
            self.assertEqual(len(printed), 2, printed)  # Duration is macOS 13: only String(validating:as:) is reported
            self.assertTrue(printed[0].startswith(
                "Tests/PlantedTests.swift:5:5: error: String(validating:as:) is iOS 18 / macOS 15 (declared minimums "
                "iOS not checked, macOS 13)"), printed[0])


if __name__ == "__main__":
    unittest.main()
