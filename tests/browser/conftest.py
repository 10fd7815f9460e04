"""Real-browser tests: Debian's headless Chromium, driven by selenium, against the real
service under gunicorn, with every host but this machine's loopback unreachable.

The fixtures, for any test under tests/browser/:

- `service` (session-scoped): gunicorn with the project's config (service/gunicorn_conf.py),
  two workers sharing one real Redis (the `redis_node` fixture), as deployed; a
  `bench.procs.Server` whose `.url` is `http://127.0.0.1:<port>`. Its sync workers answer
  streams with 503: `live_service` is one gevent worker on the same Redis, for pages that
  follow a session's stream. For other settings, `start_service(env, log, port)` is a
  context manager that starts another one (env adds to the test process's environment;
  `live_env(redis_url)` is live_service's).
- `browser` (function-scoped): one `Browser`, i.e. one Chromium under its own chromedriver.
- `launch_browser(label)` (function-scoped factory): more of them. Each has its own
  process and empty profile, so cookies and storage are not shared; tabs of one Browser
  share cookies and localStorage (sessionStorage is per tab). For players who each hold a
  seat, one Browser per player is the safe choice; tabs are cheaper.
- `Browser` (a test uses these): `.driver` is the selenium WebDriver, which acts on the
  current tab; `.new_tab(url)` opens a tab, makes it current and returns its handle;
  `.switch_to(handle)`; `.tabs()`. Flags ask Chromium not to slow the timers of tabs
  that are not in front, so every seat's tab can keep polling. `.wait_for(css, what)` waits
  until an element matches in the current tab and returns the matches;
  `.wait_until(check, what, poll_s=0.5)` until `check()` is truthy and returns it (both
  fail the test naming `what`, which may be a callable asked at the deadline).
  `.requests()` is every request its tabs made so far (`SeenRequest`: url, tab handle,
  network error if it failed); `.foreign_requests(*origins)` those that went to none of
  `origins`;
  `.console_errors()` the SEVERE console lines (script errors, CSP refusals, failed
  loads); `.screenshot(name)` writes `<name>.png` of the current tab to `output_dir`.
- `by_name(server)`: the server's URL under the host name SERVICE_HOST, which the
  browsers resolve to 127.0.0.1, for pages that must not look local (Swagger UI calls
  its public validator only for specs on a non-local host).
- `output_dir` (function-scoped): tests/browser/output/<test name>/, emptied when the
  test starts and git-ignored. A folder in the tree rather than pytest's tmp dir, so the
  screenshots of the last run are always in the same place to look at. When a test fails,
  a screenshot and the HTML of every tab of every Browser it launched are written there
  and the failure report names them (section "browser output").

Network isolation (CHROMIUM_FLAGS): every request goes to a proxy address where nothing
listens (127.0.0.1:9), except those to loopback addresses and SERVICE_HOST, which
Chromium connects to directly, and every host name but SERVICE_HOST resolves to nothing
(~NOTFOUND). A page's request to another host fails at once on this machine and is
still recorded: the record is ChromeDriver's performance log (the DevTools Network
events of every tab, `goog:loggingPrefs`), which `requests()` reads. A fetch that the
page's own Content-Security-Policy refuses never becomes a request (an image it refuses
does, failed "csp"); the browser logs the refusal as a console error, which
`console_errors()` returns. Chromium's own background requests (update checks, network
time) are not the page's and are not in the record; they reach the same dead proxy.

No downloads: the browser and its driver are Debian's chromium and chromium-driver
(`make browser`, as root, installs them; `make test` and .ci/run do it too), named by
path, so selenium never runs Selenium Manager. Without them a browser test is skipped,
and with CI=true it fails instead.

Waits are WebDriverWait with generous deadlines and a message naming what was not found;
nothing asserts on time. Teardown quits every driver, then kills whatever is left of its
process group (chromedriver runs in its own session), even when the test failed.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

import pytest
from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait

from bench import procs
from tests.redis_server import ExternalRedis, RedisServer, in_ci

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
OUTPUT = Path(__file__).resolve().parent / "output"
# A name for the service's loopback address, as a deployment has one: some pages behave
# differently on an address that looks local (Swagger UI never validates specs there).
SERVICE_HOST = "referee.test"
WAIT_S = 60.0  # generous: a deadline to fail by, never a measure of speed
# The machine's notes for Chromium as root without a screen, then the isolation, then
# what keeps a tab that is not in front running at full speed (a game table polls from
# every seat's tab at once).
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--proxy-server=http://127.0.0.1:9",
    f"--proxy-bypass-list={SERVICE_HOST}",
    f"--host-resolver-rules=MAP {SERVICE_HOST} 127.0.0.1 , MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
    "--disable-background-timer-throttling",
    "--disable-backgrounding-occluded-windows",
    "--disable-renderer-backgrounding",
    "--window-size=1280,1024",
]
T = TypeVar("T")
# Not network requests: the browser's own pages, inline data, in-page objects.
LOCAL_SCHEMES = {"about", "blob", "chrome", "chrome-untrusted", "data", "devtools"}


def require_browser() -> None:
    """Skips the test (fails it with CI=true) when Chromium or its driver is missing."""
    missing = [str(path) for path in (CHROMIUM, CHROMEDRIVER) if not path.is_file()]
    if missing:
        message = (
            f"{' and '.join(missing)} missing: `make browser` "
            "(apt-get install chromium chromium-driver)"
        )
        if in_ci():
            pytest.fail(message, pytrace=False)
        pytest.skip(message)


@dataclass(slots=True)
class SeenRequest:
    url: str
    tab: str  # the window handle of the tab that made it
    failed: str | None = None  # the network error, when it failed (net::ERR_..., csp)


def same_origin(url: str, origin: str) -> bool:
    """Scheme, host and port alike (not a prefix test: http://127.0.0.1:80@evil/ is not
    http://127.0.0.1:80)."""
    a, b = urlsplit(url), urlsplit(origin)
    try:
        return (a.scheme, a.hostname, a.port) == (b.scheme, b.hostname, b.port)
    except ValueError:  # a port that is no number
        return False


def foreign(seen: list[SeenRequest], *origins: str) -> list[SeenRequest]:
    """The requests that went to none of `origins` (the browser's own pages aside)."""
    return [
        request
        for request in seen
        if urlsplit(request.url).scheme not in LOCAL_SCHEMES
        and not any(same_origin(request.url, origin) for origin in origins)
    ]


class Browser:
    """One headless Chromium; see the module's docstring for what a test uses."""

    def __init__(self, label: str, output_dir: Path) -> None:
        self.label = label
        self.output_dir = output_dir
        self.profile = Path(tempfile.mkdtemp(prefix=f"meow-chromium-{label}-"))
        options = webdriver.ChromeOptions()
        options.binary_location = str(CHROMIUM)
        for flag in [*CHROMIUM_FLAGS, f"--user-data-dir={self.profile}"]:
            options.add_argument(flag)
        options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
        options.add_experimental_option("perfLoggingPrefs", {"enableNetwork": True})
        # Its own session: whatever chromedriver leaves behind is killed as one group.
        self.service = Service(str(CHROMEDRIVER), popen_kw={"start_new_session": True})
        self._requests: list[SeenRequest] = []
        self._pending: dict[str, SeenRequest] = {}
        self._console: list[str] = []
        self._quit = False
        try:
            self.driver = webdriver.Chrome(service=self.service, options=options)
            # The record starts here: the start page Chromium opens is its own, not the test's.
            self.driver.get("about:blank")
            self.driver.get_log("performance")
            self.driver.get_log("browser")
        except BaseException:
            self._kill_group()
            raise

    def new_tab(self, url: str) -> str:
        self.driver.switch_to.new_window("tab")
        self.driver.get(url)
        return self.driver.current_window_handle

    def switch_to(self, handle: str) -> None:
        self.driver.switch_to.window(handle)

    def tabs(self) -> list[str]:
        return list(self.driver.window_handles)

    def wait_for(self, css: str, what: str, timeout_s: float = WAIT_S) -> list[WebElement]:
        """The elements matching `css` in the current tab, once there is one."""
        return self.wait_until(
            lambda: self.driver.find_elements(By.CSS_SELECTOR, css), f"{what} ({css!r})", timeout_s
        )

    def wait_until(
        self,
        check: Callable[[], T],
        what: str | Callable[[], str],
        timeout_s: float = WAIT_S,
        poll_s: float = 0.5,
    ) -> T:
        """`check()`'s first truthy value, asked every `poll_s`; past the deadline the test
        fails with `what` (a callable is asked then, so it can say what is still missing)."""
        try:
            return WebDriverWait(self.driver, timeout_s, poll_frequency=poll_s).until(
                lambda _driver: check()
            )
        except TimeoutException:
            said = what() if callable(what) else what
            pytest.fail(
                f"{self.label}: no {said} within {timeout_s:.0f} s at {self.driver.current_url}",
                pytrace=False,
            )

    def _collect(self) -> None:
        """Reading a log empties it: what was read is kept here."""
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])
            method, params = message["message"]["method"], message["message"]["params"]
            tab = message.get("webview", "")
            if method == "Network.requestWillBeSent":
                request = SeenRequest(params["request"]["url"], tab)
                self._pending[params["requestId"]] = request
                self._requests.append(request)
            elif method == "Network.webSocketCreated":
                self._requests.append(SeenRequest(params["url"], tab))
            elif method == "Network.loadingFailed" and params["requestId"] in self._pending:
                failed = self._pending[params["requestId"]]
                failed.failed = params.get("blockedReason") or params.get("errorText") or "?"
        for entry in self.driver.get_log("browser"):
            if entry["level"] == "SEVERE":
                self._console.append(entry["message"])

    def requests(self) -> list[SeenRequest]:
        """Every request any tab of this browser made since it started, in order."""
        self._collect()
        return list(self._requests)

    def foreign_requests(self, *origins: str) -> list[SeenRequest]:
        """The requests that went to none of `origins` (e.g. the service's URL)."""
        return foreign(self.requests(), *origins)

    def console_errors(self) -> list[str]:
        self._collect()
        return list(self._console)

    def screenshot(self, name: str) -> Path:
        """`<name>.png` of the current tab, in the test's output folder."""
        path = self.output_dir / f"{name}.png"
        if not self.driver.save_screenshot(str(path)):
            raise RuntimeError(f"{self.label}: no screenshot taken of {self.driver.current_url}")
        return path

    def dump(self) -> list[Path]:
        """A screenshot and the HTML of every tab, for a failed test's report."""
        written: list[Path] = []
        for number, handle in enumerate(self.tabs(), 1):
            self.switch_to(handle)
            stem = f"{self.label}-tab{number}"
            written.append(self.screenshot(f"{stem}-failed"))
            html = self.output_dir / f"{stem}-failed.html"
            html.write_text(self.driver.page_source)
            written.append(html)
        return written

    def quit(self) -> None:
        """Quits Chromium and its driver; again is a no-op."""
        if self._quit:
            return
        self._quit = True
        try:
            self.driver.quit()
        finally:
            self._kill_group()

    def _kill_group(self) -> None:
        process = getattr(self.service, "process", None)
        if process is not None:
            try:
                os.killpg(process.pid, signal.SIGKILL)  # renderers that outlive the quit
            except (ProcessLookupError, PermissionError):
                pass
            process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def by_name(server: procs.Server) -> str:
    """The server's URL with SERVICE_HOST for its host (the browsers resolve it to 127.0.0.1)."""
    return server.url.replace(procs.HOST, SERVICE_HOST, 1)


@contextmanager
def start_service(
    env: dict[str, str], log: Path, port: int | None = None
) -> Iterator[procs.Server]:
    """gunicorn with the project's config serving the app, `env` on top of this process's
    environment, on `port` (a free one unless given); stopped (its whole process group)
    when the block ends."""
    with procs.gunicorn(
        "service.app:create_app()", {**os.environ, **env}, log, port=port
    ) as server:
        yield server


def live_env(redis_url: str) -> dict[str, str]:
    """A service that serves streams too (gevent: the API and the streams on one port, as
    `make run` does), on Redis, where other instances can share its sessions. Its bot
    seats move after 50 ms (BOT_DELAY_MS), so a table against bots plays quickly."""
    return {
        "REDIS_URL": redis_url,
        "GUNICORN_WORKER_CLASS": "gevent",
        "WEB_CONCURRENCY": "1",
        "BOT_DELAY_MS": "50",
    }


@pytest.fixture(scope="session")
def service(
    redis_node: RedisServer | ExternalRedis, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[procs.Server]:
    require_browser()  # no service to start for tests that cannot run
    env = {"REDIS_URL": redis_node.url, "WEB_CONCURRENCY": "2"}
    with start_service(env, tmp_path_factory.mktemp("browser") / "gunicorn.log") as server:
        yield server


@pytest.fixture(scope="session")
def live_service(
    redis_node: RedisServer | ExternalRedis, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[procs.Server]:
    """Like `service`, with the gevent worker (`live_env`): pages that follow a stream."""
    require_browser()
    log = tmp_path_factory.mktemp("browser-live") / "gunicorn.log"
    with start_service(live_env(redis_node.url), log) as server:
        yield server


def _test_folder(nodeid: str) -> str:
    name = nodeid.split("::", 1)[-1]
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", name).strip("_")[:120]


@pytest.fixture
def output_dir(request: pytest.FixtureRequest) -> Path:
    folder = OUTPUT / _test_folder(request.node.nodeid)
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    return folder


LAUNCHED = pytest.StashKey[list[Browser]]()


@pytest.fixture
def launch_browser(
    request: pytest.FixtureRequest, output_dir: Path
) -> Iterator[Callable[[str], Browser]]:
    require_browser()
    launched: list[Browser] = []
    request.node.stash[LAUNCHED] = launched

    def launch(label: str) -> Browser:
        if any(browser.label == label for browser in launched):
            raise ValueError(f"a browser labelled {label!r} is already open")
        browser = Browser(label, output_dir)
        launched.append(browser)
        return browser

    try:
        yield launch
    finally:
        errors = []
        for browser in launched:
            try:
                browser.quit()
            except Exception as exc:  # the others are still quit
                errors.append(f"{browser.label}: {exc!r}")
        if errors:
            raise RuntimeError("quitting the browsers failed: " + "; ".join(errors))


@pytest.fixture
def browser(launch_browser: Callable[[str], Browser]) -> Browser:
    return launch_browser("browser")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """A failed test's browsers are still open here (teardown comes after): each tab's
    screenshot and HTML go to its output folder, and the report says where."""
    report = yield
    launched = item.stash.get(LAUNCHED, [])
    if report.when == "call" and report.failed and launched:
        lines = []
        for browser in launched:
            try:
                lines += [str(path) for path in browser.dump()]
            except Exception as exc:  # a browser that died still lets the others be seen
                lines.append(f"{browser.label}: no dump ({exc!r})")
        report.sections.append(("browser output", "\n".join(lines)))
    return report
