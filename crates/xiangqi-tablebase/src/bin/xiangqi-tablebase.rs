//! Builds and checks endgame tables: `xiangqi-tablebase build|check|index
//! [ENDINGS…] [--out DIR]` (see `--help`).

use std::{
    collections::BTreeSet,
    path::{Path, PathBuf},
    process::ExitCode,
    time::{Duration, Instant},
};

use xiangqi_tablebase::{file_name, verify, Material, ServedIndex, Table, Tablebase, INDEX_FILE};

const USAGE: &str = "\
usage: xiangqi-tablebase build|check|index [ENDINGS...] [--out DIR] [--resume]

  build   solve each ending (and every smaller one a capture leads to) and
          write its table into DIR as ENDING.xqtb
  check   read each ending's table (and the smaller ones) from DIR, refuse a
          damaged file, and prove every verdict against the rules
  index   write DIR/index.txt: each table file in DIR with its length and
          SHA-256 (build writes it too). A host serving DIR as the app's
          tables/ folder lets the browser download the endings too large
          to solve there, each checked against the index before use

ENDINGS are material signatures such as KR-KAAEE (strong side first; letters
K A E/B R N/H C P; `-` or `v` between the sides), or `all` for every ending
of one attacking piece (R, N, C or P) with 0..2 advisors and 0..2 elephants
on either side (324 endings; the largest take minutes and hundreds of MB).
Without ENDINGS: each attacking piece with its general alone against every
defence of 0..2 advisors and 0..2 elephants (36 endings). DIR defaults to
target/tablebase. With --resume, build keeps each table already in DIR that
reads back whole (a long build stopped part way goes on where it stopped).

Printed per ending: legal positions (mirror images counted once, both sides
to move), wins, draws and losses for the side to move, the longest mate in
moves, the table's bytes raw and in the file, and the seconds it took.
";

/// The defences of one side: 0..2 advisors and 0..2 elephants.
fn defences() -> Vec<String> {
    let mut out = Vec::new();
    for a in 0..3 {
        for e in 0..3 {
            out.push(format!("{}{}", "A".repeat(a), "E".repeat(e)));
        }
    }
    out
}

/// The endings of one attacking piece against advisors and elephants:
/// with `guarded`, the attacking side's own advisors and elephants vary
/// too (every such ending); without, its general and the piece alone.
fn single_attacker(guarded: bool) -> Vec<String> {
    let own = if guarded {
        defences()
    } else {
        vec![String::new()]
    };
    let mut out = Vec::new();
    for attacker in ["R", "N", "C", "P"] {
        for mine in &own {
            for theirs in defences() {
                out.push(format!("K{attacker}{mine}-K{theirs}"));
            }
        }
    }
    out
}

struct Args {
    command: String,
    endings: Vec<Material>,
    out: PathBuf,
    /// Keep the tables already built.
    resume: bool,
}

fn parse(args: &[String]) -> Result<Args, String> {
    let mut command = None;
    let mut names = Vec::new();
    let mut out = PathBuf::from("target/tablebase");
    let mut resume = false;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--out" => out = PathBuf::from(it.next().ok_or("--out needs a directory")?),
            "--resume" => resume = true,
            "-h" | "--help" => return Err(String::new()),
            "build" | "check" | "index" if command.is_none() => command = Some(a.clone()),
            "all" => names.extend(single_attacker(true)),
            _ => names.push(a.clone()),
        }
    }
    let command = command.ok_or("expected `build`, `check` or `index`")?;
    if names.is_empty() {
        names = single_attacker(false);
    }
    let endings = names
        .iter()
        .map(|n| n.parse::<Material>().map_err(|e| format!("{n}: {e}")))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Args {
        command,
        endings,
        out,
        resume,
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

/// Every ending `endings` need, each after the ones its captures lead
/// to, without repeats.
fn plan(endings: &[Material]) -> Vec<Material> {
    fn visit(m: Material, seen: &mut BTreeSet<Material>, order: &mut Vec<Material>) {
        let (m, _) = m.canonical();
        if !seen.insert(m) {
            return;
        }
        for smaller in m.captures() {
            visit(smaller, seen, order);
        }
        order.push(m);
    }
    let mut seen = BTreeSet::new();
    let mut order = Vec::new();
    for &m in endings {
        visit(m, &mut seen, &mut order);
    }
    order
}

/// A tablebase holding the tables `material`'s captures lead to, read
/// from `dir`: only those are needed to solve or prove it, which keeps
/// memory to one ending and its neighbours.
fn neighbours(dir: &Path, material: Material) -> Result<Tablebase, String> {
    let mut tb = Tablebase::new();
    for smaller in material.captures() {
        tb.insert(Table::load(dir, smaller).map_err(|e| format!("{smaller}: {e}"))?);
    }
    Ok(tb)
}

fn build(args: &Args) -> Result<(), String> {
    std::fs::create_dir_all(&args.out).map_err(|e| format!("{}: {e}", args.out.display()))?;
    header();
    let total = Instant::now();
    let order = plan(&args.endings);
    for &m in &order {
        if args.resume {
            let start = Instant::now();
            if let Ok(kept) = Table::load(&args.out, m) {
                let bytes = std::fs::metadata(args.out.join(file_name(m))).map_or(0, |md| md.len());
                print!("(kept) ");
                line(&kept, bytes, start.elapsed());
                continue;
            }
        }
        let mut tb = neighbours(&args.out, m)?;
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
        order.len(),
        total.elapsed().as_secs_f64(),
        args.out.display()
    );
    index(&args.out)
}

/// Writes `dir`'s index of its table files (see `ServedIndex`).
fn index(dir: &Path) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut files = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(ending) = name.strip_suffix(".xqtb") else {
            continue;
        };
        let material = ending
            .parse::<Material>()
            .map_err(|e| format!("{name}: {e}"))?;
        let bytes = std::fs::read(entry.path()).map_err(|e| format!("{name}: {e}"))?;
        files.push((material, bytes));
    }
    files.sort_by_key(|(m, _)| m.to_string());
    let index = ServedIndex::of_files(files.iter().map(|(m, b)| (*m, b.as_slice())));
    let path = dir.join(INDEX_FILE);
    std::fs::write(&path, index.to_text()).map_err(|e| format!("{}: {e}", path.display()))?;
    println!("{} tables listed in {}", files.len(), path.display());
    Ok(())
}

fn check(args: &Args) -> Result<(), String> {
    header();
    let order = plan(&args.endings);
    for &m in &order {
        let start = Instant::now();
        let mut tb = neighbours(&args.out, m)?;
        let table = Table::load(&args.out, m).map_err(|e| format!("{m}: {e}"))?;
        let bytes = std::fs::metadata(args.out.join(file_name(m))).map_or(0, |md| md.len());
        tb.insert(table);
        let table = tb.table(m).ok_or("the table just read is missing")?;
        verify(table, &tb).map_err(|e| e.to_string())?;
        line(table, bytes, start.elapsed());
    }
    println!("{} tables read and proved against the rules", order.len());
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = parse(&args).and_then(|a| match a.command.as_str() {
        "build" => build(&a),
        "index" => index(&a.out),
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
