//! Release builds: the app with trunk into `dist/` (with the project's
//! own wasm-opt, see `tools`), and the engine's native binaries.

use crate::{cmd, tools};

/// Release build of the app with trunk into `dist/`.
pub fn build_release() -> Result<(), String> {
    cmd::step("trunk build --release");
    cmd::run(
        tools::trunk()
            .args(["build", "--release"])
            .env("TRUNK_TOOLS_WASM_OPT", tools::WASM_OPT_PIN),
    )
}

/// Builds one of the engine's programs (the engine's own, or a tool's) in
/// release mode, into `target/release/`.
pub(crate) fn build_engine_bin(bin: &str) -> Result<(), String> {
    cmd::run(cmd::cargo().args([
        "build",
        "--quiet",
        "--release",
        "-p",
        crate::package_of(bin),
        "--bin",
        bin,
    ]))
}
