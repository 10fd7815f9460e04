"""The wheel the Dockerfile builds and installs: it must hold every file the packages
carry (the table page, the spec's examples), or the image serves what the checkout does
not (a spec that fails to build is a 500 at /openapi.yaml)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from bench.procs import ROOT

# What the Dockerfile copies into its build stage besides pyproject.toml.
PACKAGES = ("bots", "engines", "schemas", "service")


def tracked(folder: str) -> list[str]:
    listed = subprocess.run(
        ["git", "ls-files", folder], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return listed.stdout.split()


def test_the_wheel_holds_every_file_of_the_packages(tmp_path: Path) -> None:
    source = tmp_path / "src"
    files = [path for package in PACKAGES for path in tracked(package)]
    assert "service/spec_examples.json" in files and "service/web/play/table.js" in files
    for path in ["pyproject.toml", *files]:
        (source / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / path, source / path)
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", str(source), "-w", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert built.returncode == 0, built.stderr
    (wheel,) = tmp_path.glob("meow_referee-*.whl")
    held = set(zipfile.ZipFile(wheel).namelist())
    assert sorted(set(files) - held) == []
