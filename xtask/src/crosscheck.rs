//! `cargo xtask crosscheck [games] [cycles] [seed]`: the rules against an
//! independent implementation, Fairy-Stockfish (through its Python binding
//! `pyffish` from PyPI, installed in a virtual environment under
//! `target/tools`). See `xtask/crosscheck/crosscheck.py` for what is
//! compared: legal move sets and mate verdicts over random games, and the
//! rulings on random repeated cycles (draw, perpetual check, chase or attack).
//!
//! `cargo xtask crosscheck tables --engine PATH …`: the endgame tables
//! against another engine's search (see `xtask/crosscheck/tables.py`).

use std::process::Command;

use crate::cmd;

/// The pyffish release compared against (Fairy-Stockfish's rules as of it).
const PYFFISH_VERSION: &str = "0.0.90";
const DEFAULTS: [&str; 3] = ["100", "1000", "1"];

pub fn run(args: &[String]) -> Result<(), String> {
    if args.first().map(String::as_str) == Some("tables") {
        return tables(&args[1..]);
    }
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

const TABLES_USAGE: &str = "usage: cargo xtask crosscheck tables --engine PATH [--per N] \
[--movetime MS] [--seed S] [--option NAME=VALUE]...";

/// The 36 endings of one attacking piece, built into `target/tablebase/`
/// (kept ones are read back, not solved again), then compared position by
/// position with the search of the engine at `--engine`.
fn tables(args: &[String]) -> Result<(), String> {
    let (mut engine, mut per, mut movetime, mut seed) = (None, "12", "1000", "1");
    let mut options = Vec::new();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(TABLES_USAGE)?;
        match flag.as_str() {
            "--engine" => engine = Some(value.as_str()),
            "--per" => per = value,
            "--movetime" => movetime = value,
            "--seed" => seed = value,
            "--option" => options.push(value.as_str()),
            _ => return Err(TABLES_USAGE.into()),
        }
    }
    let engine = engine.ok_or(TABLES_USAGE)?;
    if [per, movetime, seed]
        .iter()
        .any(|v| v.parse::<u64>().is_err())
    {
        return Err(TABLES_USAGE.into());
    }
    cmd::step("engine (release)");
    crate::build::build_engine_bin("xiangqi-engine")?;
    let root = cmd::root();
    let dir = root.join("target/tablebase");
    cmd::step("the tables (xiangqi-tablebase build --resume)");
    crate::tablebase::run(&[
        "build".into(),
        "--resume".into(),
        "--out".into(),
        dir.display().to_string(),
    ])?;
    cmd::step("the tables against the other engine");
    cmd::run(
        Command::new("python3")
            .arg(root.join("xtask/crosscheck/tables.py"))
            .arg(engine)
            .arg(root.join("target/release/xiangqi-engine"))
            .arg(&dir)
            .args([movetime, per, seed])
            .args(options),
    )
}
