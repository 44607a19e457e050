//! `cargo xtask crosscheck [games] [cycles] [seed]`: the rules against an
//! independent implementation, Fairy-Stockfish (through its Python binding
//! `pyffish` from PyPI, installed in a virtual environment under
//! `target/tools`). See `xtask/crosscheck/crosscheck.py` for what is
//! compared: legal move sets and mate verdicts over random games, and the
//! rulings on random repeated cycles (draw, perpetual check, chase or attack).

use std::process::Command;

use crate::cmd;

/// The pyffish release compared against (Fairy-Stockfish's rules as of it).
const PYFFISH_VERSION: &str = "0.0.90";
const DEFAULTS: [&str; 3] = ["100", "1000", "1"];

pub fn run(args: &[String]) -> Result<(), String> {
    let python = python_with_pyffish()?;
    cmd::step("engine (release)");
    crate::build::build_engine_bin("xiangqi-engine")?;
    let root = cmd::root();
    let engine = root.join("target/release/xiangqi-engine");
    let script = root.join("xtask/crosscheck/crosscheck.py");
    let mut values: Vec<&str> = args.iter().map(String::as_str).collect();
    if values.len() > DEFAULTS.len() || values.iter().any(|v| v.parse::<u64>().is_err()) {
        return Err("usage: cargo xtask crosscheck [games] [cycles] [seed] (whole numbers)".into());
    }
    values.extend(&DEFAULTS[values.len()..]);
    cmd::step("the rules against Fairy-Stockfish");
    cmd::run(Command::new(python).arg(script).arg(engine).args(values))
}

/// The virtual environment's Python, with pyffish installed (made on first use).
fn python_with_pyffish() -> Result<std::path::PathBuf, String> {
    let venv = cmd::root().join("target/tools/crosscheck-venv");
    let python = venv.join("bin/python");
    let has_it = cmd::output(Command::new(&python).args([
        "-c",
        "import importlib.metadata as m; print(m.version('pyffish'))",
    ]))
    .is_some_and(|v| v == PYFFISH_VERSION);
    if has_it {
        println!("ok   pyffish {PYFFISH_VERSION}");
        return Ok(python);
    }
    println!(
        "get  pyffish {PYFFISH_VERSION} (PyPI) into {}",
        venv.display()
    );
    cmd::run(Command::new("python3").args(["-m", "venv"]).arg(&venv)).map_err(|e| {
        format!("{e}\nthe crosscheck needs Python 3 with venv (Debian: apt install python3-venv)")
    })?;
    cmd::run(
        Command::new(&python)
            .args(["-m", "pip", "install", "--quiet"])
            .arg(format!("pyffish=={PYFFISH_VERSION}")),
    )?;
    Ok(python)
}
