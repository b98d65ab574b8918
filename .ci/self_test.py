"""Runs a check script's own unit tests (`--self-test`): .ci/availability_check.py, .ci/privacy-manifests.py."""
import sys
import unittest
from pathlib import Path


def run(module):
    """Runs the tests of .ci/`module`.py; 0 when they pass, else 1."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    suite = unittest.defaultTestLoader.loadTestsFromName(module)
    return 0 if unittest.TextTestRunner(verbosity=1).run(suite).wasSuccessful() else 1
