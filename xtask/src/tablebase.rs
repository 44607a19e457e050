//! `cargo xtask tablebase [build|check|index] [ENDINGS…] [--out DIR]`: the
//! endgame tables of `crates/xiangqi-tablebase`, built (or read back and
//! proved against the rules) by that crate's own program in a release
//! build, from the workspace root. `build` is the default; tables go to
//! `target/tablebase/` unless `--out` says otherwise, and are never
//! committed.

/// Runs `xiangqi-tablebase`, `build` unless the arguments start with a
/// command of their own.
pub fn run(args: &[String]) -> Result<(), String> {
    let mut args = args.to_vec();
    let named = matches!(
        args.first().map(String::as_str),
        Some("build" | "check" | "index" | "--help" | "-h")
    );
    if !named {
        args.insert(0, "build".to_string());
    }
    crate::cmd::run_release_bin("xiangqi-tablebase", "xiangqi-tablebase", &args)
}
