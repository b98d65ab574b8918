"""Tests of .ci/privacy-manifests.py: `python3 .ci/privacy-manifests.py --self-test`.

Each test writes a tiny package (Sources/<Target>/ with a PrivacyInfo.xcprivacy and a source file) in a temporary
folder and checks it."""

import importlib.util
import io
import plistlib
import sys
import tempfile
import unittest
from pathlib import Path

_spec = importlib.util.spec_from_file_location("privacy_manifests", Path(__file__).resolve().parent / "privacy-manifests.py")
checker = importlib.util.module_from_spec(_spec)
sys.modules["privacy_manifests"] = checker  # dataclasses look their module up
_spec.loader.exec_module(checker)

DEFAULTS = "NSPrivacyAccessedAPICategoryUserDefaults"
BOOT_TIME = "NSPrivacyAccessedAPICategorySystemBootTime"
PAYMENT_INFO = "NSPrivacyCollectedDataTypePaymentInfo"


def manifest(accessed=(), collected=(), tracking=False) -> dict:
    return {
        "NSPrivacyTracking": tracking,
        "NSPrivacyTrackingDomains": [],
        "NSPrivacyCollectedDataTypes": [
            {"NSPrivacyCollectedDataType": kind, "NSPrivacyCollectedDataTypeLinked": False,
             "NSPrivacyCollectedDataTypeTracking": False,
             "NSPrivacyCollectedDataTypePurposes": ["NSPrivacyCollectedDataTypePurposeAppFunctionality"]}
            for kind in collected
        ],
        "NSPrivacyAccessedAPITypes": [
            {"NSPrivacyAccessedAPIType": name, "NSPrivacyAccessedAPITypeReasons": [reason]} for name, reason in accessed
        ],
    }


class FakePackage(unittest.TestCase):
    def setUp(self):
        self._directory = tempfile.TemporaryDirectory()
        self.root = Path(self._directory.name)

    def tearDown(self):
        self._directory.cleanup()

    def target(self, name: str, plist, sources: dict) -> Path:
        folder = self.root / "Sources" / name
        folder.mkdir(parents=True)
        if isinstance(plist, bytes):
            (folder / "PrivacyInfo.xcprivacy").write_bytes(plist)
        else:
            (folder / "PrivacyInfo.xcprivacy").write_bytes(plistlib.dumps(plist))
        for file, text in sources.items():
            (folder / file).write_text(text)
        return folder

    def check(self, required=None):
        out = io.StringIO()
        status = checker.run(self.root, out=out, required=required if required is not None else {})
        return status, out.getvalue().splitlines()

    def test_used_but_undeclared_fails_at_the_use_with_the_entry_to_add(self):
        self.target("Lib", manifest(), {"Store.swift": "import Foundation\n\nlet flag = UserDefaults.standard.bool(forKey: \"f\")\n"})
        status, lines = self.check()
        self.assertEqual(status, 1)
        self.assertTrue(lines[0].startswith(f"Sources/Lib/Store.swift:3: error: UserDefaults is a required-reason API ({DEFAULTS})"), lines)
        self.assertIn(f"add to NSPrivacyAccessedAPITypes {{NSPrivacyAccessedAPIType: {DEFAULTS}, "
                      "NSPrivacyAccessedAPITypeReasons: [CA92.1]}", lines[0])
        self.assertTrue(lines[-1].startswith("privacy manifests: 1 finding(s) in 1 manifest(s)"), lines)

    def test_declared_and_used_passes(self):
        self.target("Lib", manifest(accessed=[(DEFAULTS, "CA92.1"), (BOOT_TIME, "35F9.1")]), {
            "Store.swift": "let d = UserDefaults.standard\nlet up = ProcessInfo.processInfo.systemUptime\n",
        })
        status, lines = self.check()
        self.assertEqual(status, 0, lines)
        self.assertEqual(lines, ["privacy manifests: 1 manifest(s) true to their sources (Lib)"])

    def test_declared_but_unused_fails_at_the_manifest(self):
        self.target("Lib", manifest(accessed=[(BOOT_TIME, "35F9.1")]), {"Clock.swift": "let now = ContinuousClock.now\n"})
        status, lines = self.check()
        self.assertEqual(status, 1)
        self.assertEqual(lines[0], f"Sources/Lib/PrivacyInfo.xcprivacy: error: declares {BOOT_TIME} but no source of Lib calls "
                                   "its APIs; remove that NSPrivacyAccessedAPITypes entry")

    def test_comments_and_strings_are_no_calls(self):
        self.target("Lib", manifest(), {"Notes.swift": (
            "// UserDefaults is not used here\n/* nor /* nested */ systemUptime */\n"
            "let a = \"stat(x) and UserDefaults\"\nlet b = #\"mach_absolute_time\"#\nlet c = \"\"\"\n  activeInputModes\n  \"\"\"\n")})
        status, lines = self.check()
        self.assertEqual(status, 0, lines)

    def test_c_file_timestamp_and_disk_space_calls_in_objective_c(self):
        self.target("Lib", manifest(accessed=[("NSPrivacyAccessedAPICategoryFileTimestamp", "C617.1")]), {
            "Files.m": "#include <sys/stat.h>\nstruct stat s;\nint r = stat(path, &s);\nint f = statfs(path, &b);\n",
        })
        status, lines = self.check()
        self.assertEqual(status, 1)
        self.assertEqual(len(lines), 2, lines)  # stat( is declared; statfs( (disk space) is not; `struct stat s` is no call
        self.assertTrue(lines[0].startswith("Sources/Lib/Files.m:4: error: statfs is a required-reason API "
                                            "(NSPrivacyAccessedAPICategoryDiskSpace)"), lines)

    def test_a_reason_of_another_category_fails(self):
        self.target("Lib", manifest(accessed=[(DEFAULTS, "35F9.1")]), {"Store.swift": "let d = UserDefaults.standard\n"})
        status, lines = self.check()
        self.assertEqual(status, 1)
        self.assertIn("'35F9.1' is not one of its approved reasons", lines[0])

    def test_a_broken_plist_and_tracking_fail(self):
        self.target("Broken", b"<plist><dict><key>NSPrivacyTracking</key>", {})
        self.target("Tracker", manifest(tracking=True), {})
        status, lines = self.check()
        self.assertEqual(status, 1)
        self.assertTrue(lines[0].startswith("Sources/Broken/PrivacyInfo.xcprivacy: error: not a property list"), lines)
        self.assertTrue(lines[1].startswith("Sources/Tracker/PrivacyInfo.xcprivacy: error: NSPrivacyTracking must be <false/>"), lines)

    def test_the_card_module_must_declare_payment_info(self):
        self.target("Cards", manifest(), {"Card.swift": "struct Card { var number: String }\n"})
        status, lines = self.check(required={"Cards": (PAYMENT_INFO,)})
        self.assertEqual(status, 1)
        self.assertIn(f"add to NSPrivacyCollectedDataTypes {{NSPrivacyCollectedDataType: {PAYMENT_INFO}", lines[0])

        (self.root / "Sources/Cards/PrivacyInfo.xcprivacy").write_bytes(plistlib.dumps(manifest(collected=[PAYMENT_INFO])))
        self.assertEqual(self.check(required={"Cards": (PAYMENT_INFO,)})[0], 0)

    def test_the_real_table_names_the_card_module(self):
        self.assertIn(PAYMENT_INFO, checker.REQUIRED_COLLECTED["OrdersCardPayments"])


if __name__ == "__main__":
    unittest.main()
