//! Builds and checks endgame tables: `xiangqi-tablebase build|check
//! [ENDINGS…] [--out DIR]` (see `--help`).

use std::{
    path::{Path, PathBuf},
    process::ExitCode,
    time::{Duration, Instant},
};

use xiangqi_tablebase::{verify, Material, Table, Tablebase};

const USAGE: &str = "\
usage: xiangqi-tablebase build|check [ENDINGS...] [--out DIR]

  build   solve each ending (and every smaller one a capture leads to) and
          write its table into DIR as ENDING.xqtb
  check   read each ending's table (and the smaller ones) from DIR, refuse a
          damaged file, and prove every verdict against the rules

ENDINGS are material signatures such as KR-KAAEE (strong side first; letters
K A E/B R N/H C P; `-` or `v` between the sides), or `all` for every ending
of one attacking piece against advisors and elephants. Without ENDINGS: the
default set below. DIR defaults to target/tablebase.

Printed per ending: legal positions (mirror images counted once, both sides
to move), wins, draws and losses for the side to move, the longest mate in
moves, the table's bytes raw and in the file, and the seconds it took.
";

/// Endings built when none are named: each attacker against a bare
/// general and against each single defender or pair.
const DEFAULT: &[&str] = &[
    "KR-K", "KN-K", "KC-K", "KP-K", "KR-KA", "KN-KA", "KC-KA", "KP-KA", "KR-KE", "KN-KE", "KC-KE",
    "KP-KE", "KR-KAA", "KN-KAA", "KC-KAA", "KP-KAA", "KR-KEE", "KN-KEE", "KC-KEE", "KP-KEE",
    "KR-KAE", "KN-KAE", "KC-KAE", "KP-KAE",
];

/// Every ending of one attacking piece, with 0..2 advisors and 0..2
/// elephants on either side.
fn all_single_attacker() -> Vec<String> {
    let defence = |a: usize, e: usize| format!("{}{}", "A".repeat(a), "E".repeat(e));
    let mut out = Vec::new();
    for attacker in ["R", "N", "C", "P"] {
        for sa in 0..3 {
            for se in 0..3 {
                for wa in 0..3 {
                    for we in 0..3 {
                        out.push(format!(
                            "K{attacker}{}-K{}",
                            defence(sa, se),
                            defence(wa, we)
                        ));
                    }
                }
            }
        }
    }
    out
}

struct Args {
    command: String,
    endings: Vec<Material>,
    out: PathBuf,
}

fn parse(args: &[String]) -> Result<Args, String> {
    let mut command = None;
    let mut names = Vec::new();
    let mut out = PathBuf::from("target/tablebase");
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--out" => out = PathBuf::from(it.next().ok_or("--out needs a directory")?),
            "-h" | "--help" => return Err(String::new()),
            "build" | "check" if command.is_none() => command = Some(a.clone()),
            "all" => names.extend(all_single_attacker()),
            _ => names.push(a.clone()),
        }
    }
    let command = command.ok_or("expected `build` or `check`")?;
    if names.is_empty() {
        names = DEFAULT.iter().map(|s| s.to_string()).collect();
    }
    let endings = names
        .iter()
        .map(|n| n.parse::<Material>().map_err(|e| format!("{n}: {e}")))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Args {
        command,
        endings,
        out,
    })
}

fn header() {
    println!(
        "{:<12} {:>11} {:>11} {:>11} {:>11} {:>7} {:>12} {:>11} {:>9}",
        "ending",
        "positions",
        "wins",
        "draws",
        "losses",
        "mate",
        "raw bytes",
        "file bytes",
        "seconds"
    );
}

fn line(table: &Table, file_bytes: u64, time: Duration) {
    let s = table.stats();
    println!(
        "{:<12} {:>11} {:>11} {:>11} {:>11} {:>7} {:>12} {:>11} {:>9.2}",
        table.material().to_string(),
        s.legal,
        s.wins,
        s.draws,
        s.losses,
        s.longest_moves(),
        table.raw_bytes(),
        file_bytes,
        time.as_secs_f64()
    );
}

fn build(args: &Args) -> Result<(), String> {
    std::fs::create_dir_all(&args.out).map_err(|e| format!("{}: {e}", args.out.display()))?;
    let mut tb = Tablebase::new();
    header();
    let total = Instant::now();
    for &m in &args.endings {
        let mut failed = None;
        tb.build(m, &mut |table, time| match table.save(&args.out) {
            Ok(bytes) => line(table, bytes, time),
            Err(e) => failed = Some(e.to_string()),
        })
        .map_err(|e| e.to_string())?;
        if let Some(e) = failed {
            return Err(e);
        }
    }
    println!(
        "{} tables in {:.1} s, written to {}",
        tb.tables().count(),
        total.elapsed().as_secs_f64(),
        args.out.display()
    );
    Ok(())
}

/// Loads `material` and, first, every table a capture from it leads to.
fn load(
    tb: &mut Tablebase,
    dir: &Path,
    material: Material,
    order: &mut Vec<Material>,
) -> Result<(), String> {
    let (material, _) = material.canonical();
    if tb.table(material).is_some() {
        return Ok(());
    }
    for smaller in material.captures() {
        load(tb, dir, smaller, order)?;
    }
    let table = Table::load(dir, material).map_err(|e| format!("{material}: {e}"))?;
    tb.insert(table);
    order.push(material);
    Ok(())
}

fn check(args: &Args) -> Result<(), String> {
    let mut tb = Tablebase::new();
    let mut order = Vec::new();
    for &m in &args.endings {
        load(&mut tb, &args.out, m, &mut order)?;
    }
    header();
    for m in order {
        let start = Instant::now();
        let table = tb.table(m).ok_or("table vanished")?;
        verify(table, &tb).map_err(|e| e.to_string())?;
        let bytes = std::fs::metadata(args.out.join(xiangqi_tablebase::file_name(m)))
            .map(|md| md.len())
            .unwrap_or(0);
        line(table, bytes, start.elapsed());
    }
    println!("every table read and proved against the rules");
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = parse(&args).and_then(|a| match a.command.as_str() {
        "build" => build(&a),
        _ => check(&a),
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.is_empty() => {
            print!("{USAGE}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("xiangqi-tablebase: {e}\n\n{USAGE}");
            ExitCode::FAILURE
        }
    }
}
