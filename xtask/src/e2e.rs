//! The browser suite, run through cargo.

use crate::cmd;

/// The browser end-to-end suite against `dist/` (extra args go to the test binary).
pub(crate) fn e2e(extra: &[String]) -> Result<(), String> {
    cmd::step("browser end-to-end tests (headless Chromium)");
    let mut command = cmd::cargo();
    command.args([
        "test",
        "--features",
        "e2e",
        "--test",
        "e2e",
        "--",
        "--test-threads=1",
    ]);
    command.args(extra);
    cmd::run(&mut command)
}
