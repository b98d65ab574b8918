#!/usr/bin/env python3
"""README.md's commands and examples, run and compiled, so that the front door stays true (.ci/run runs this).

- Every ```sh block: each command runs from the repository root and must exit 0; `mpl-migrate check` may exit 1 as
  well (findings at error, which the sample apps have). `swift test` is CI's own step: it must be in .ci/run.
- The ```objc block: compiled by clang as a 2011 app's file (MRC, iOS, the 2011 headers of Sources/PayPalMPL,
  .ci/objc-standins for Foundation and UIKit), its statements in a method of a view controller adopting
  PayPalPaymentDelegate and its methods in that class, with the 2011 samples' warnings as errors.
- The ```swift blocks: the Package.swift fragment becomes an app's manifest beside a link named LegacyMPL to this
  checkout (so its `path: "../LegacyMPL"` is taken literally), the Swift example a file of that app (its statements
  in a method of a PayPalPaymentDelegate), and `swift build` builds the app without the DeveloperTools trait.

Usage: python3 .ci/readme_check.py [--no-commands]   (--no-commands: compile the examples only)
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BLOCK = re.compile(r"^```(\w+)\n(.*?)^```\s*$", re.S | re.M)


def fail(message):
    sys.exit(f"README check FAILED: {message}")


def blocks(text):
    """(language, body) of each fenced block, in order."""
    return [(match.group(1), match.group(2)) for match in BLOCK.finditer(text)]


def commands(body):
    """The commands of a shell block: each line without its trailing comment, continuation comments left out."""
    found = []
    for line in body.splitlines():
        command = line.split(" #", 1)[0].strip()
        if command and not command.startswith("#"):
            found.append(command)
    return found


def run_commands(shell_blocks):
    ci = open(os.path.join(ROOT, ".ci", "run")).read()
    for command in (command for body in shell_blocks for command in commands(body)):
        if command == "swift test":
            if not re.search(r"^(\w+=\S+ )*swift test\b", ci, re.M):
                fail("the README's `swift test` is not run by .ci/run")
            print("README: `swift test` is .ci/run's own step")
            continue
        allowed = (0, 1) if "mpl-migrate check" in command else (0,)
        result = subprocess.run(command, shell=True, cwd=ROOT, capture_output=True, text=True)
        if result.returncode not in allowed:
            tail = "\n".join((result.stdout + result.stderr).splitlines()[-20:])
            fail(f"`{command}` exited {result.returncode} (expected {' or '.join(map(str, allowed))}):\n{tail}")
        print(f"README: `{command}` exited {result.returncode}")


def split_objc(body):
    """(imports, statements, methods) of the Objective-C example: methods start at the first `-(` line."""
    lines = body.splitlines()
    imports = [line for line in lines if line.startswith("#import")]
    rest = [line for line in lines if not line.startswith("#import")]
    first_method = next((index for index, line in enumerate(rest) if line.startswith("-(") or line.startswith("- (")), len(rest))
    return imports, rest[:first_method], rest[first_method:]


def compile_objc(body, work):
    imports, statements, methods = split_objc(body)
    if not imports or not methods:
        fail("the Objective-C example has no #import or no method: it is no longer the 2011 app it shows")
    source = "\n".join(
        imports
        + ["", "@interface ReadmeViewController : UIViewController <PayPalPaymentDelegate>", "@end", "",
           "@implementation ReadmeViewController", "- (void)readmeStatements {"]
        + ["    " + line for line in statements]
        + ["}"] + methods + ["@end", ""])
    path = os.path.join(work, "ReadmeViewController.m")
    open(path, "w").write(source)
    standins = os.path.join(ROOT, ".ci", "objc-standins")
    argv = [
        "clang", "-fsyntax-only", "-nostdlibinc", "-isystem", standins, "-fno-objc-arc", "-std=gnu99",
        "-Wall", "-Wno-format", "-Wno-unused-variable", "-Werror", "-target", "arm64-apple-ios15.0",
        "-I", os.path.join(ROOT, "Sources/PayPalMPL/include"), "-I", os.path.join(ROOT, "Sources/CLegacyMPL/include"), path,
    ]
    result = subprocess.run(argv, capture_output=True, text=True)
    if result.returncode != 0 or result.stderr.strip():
        fail(f"the Objective-C example does not compile as a 2011 app's file (MRC, iOS):\n{result.stderr}\n--- {path}:\n{source}")
    print("README: the Objective-C example compiles (clang, MRC, arm64-apple-ios15.0, the 2011 headers)")


def build_swift(manifest_fragment, example, work):
    os.symlink(ROOT, os.path.join(work, "LegacyMPL"))
    app = os.path.join(work, "App")
    os.makedirs(os.path.join(app, "Sources", "App"))
    manifest = (
        "// swift-tools-version:6.1\nimport PackageDescription\n\n"
        'let package = Package(\n    name: "App",\n    platforms: [.macOS(.v13), .iOS(.v15)],\n'
        + "\n".join("    " + line for line in manifest_fragment.strip().splitlines())
        + "\n)\n")
    open(os.path.join(app, "Package.swift"), "w").write(manifest)
    lines = example.splitlines()
    imports = [line for line in lines if line.startswith("import ")]
    statements = [line for line in lines if not line.startswith("import ")]
    source = "\n".join(
        ["import Foundation"] + imports
        + ["", "/// The README's Swift example, its statements in a method of a delegate.",
           "final class ReadmeExample: NSObject, PayPalPaymentDelegate {", "    func payWithPayPal() {}",
           "    func paymentCanceled() {}", "    func paymentLibraryExit() {}", "",
           "    func readmeStatements() {"]
        + ["        " + line for line in statements]
        + ["    }", "}", ""])
    open(os.path.join(app, "Sources", "App", "ReadmeExample.swift"), "w").write(source)
    scratch = os.path.join(ROOT, ".build-readme")  # its own build folder (ignored by git: .build-*/)
    result = subprocess.run(["swift", "build", "--package-path", app, "--scratch-path", scratch], capture_output=True, text=True)
    if result.returncode != 0:
        tail = "\n".join((result.stdout + result.stderr).splitlines()[-40:])
        fail(f"the README's Package.swift and Swift example do not build as an app:\n{tail}\n--- Package.swift:\n{manifest}\n--- ReadmeExample.swift:\n{source}")
    print("README: the Package.swift fragment and the Swift example build as an app (swift build, traits: [])")


def main():
    text = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    found = blocks(text)
    shell = [body for language, body in found if language in ("sh", "bash", "shell")]
    objc = [body for language, body in found if language == "objc"]
    swift = [body for language, body in found if language == "swift"]
    manifests = [body for body in swift if "dependencies:" in body]
    examples = [body for body in swift if "dependencies:" not in body]
    if not shell or len(objc) != 1 or len(manifests) != 1 or len(examples) != 1:
        fail(f"expected shell blocks, one objc block, one Package.swift fragment and one Swift example; found {len(shell)}, "
             f"{len(objc)}, {len(manifests)} and {len(examples)}: update .ci/readme_check.py with the README")
    with tempfile.TemporaryDirectory(prefix="readme-check-") as work:
        compile_objc(objc[0], work)
        build_swift(manifests[0], examples[0], work)
    if "--no-commands" not in sys.argv:
        run_commands(shell)


if __name__ == "__main__":
    main()
