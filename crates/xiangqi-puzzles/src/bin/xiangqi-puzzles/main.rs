//! The puzzle generator behind `cargo xtask puzzles`: self-play games,
//! screening, proof, and the collection file; `recheck`, the deeper
//! re-check of the collection. `--help` lists the options.

mod args;
mod recheck;
mod report;
mod screen;
mod selfplay;
mod verdicts;

use std::collections::HashSet;
use std::process::ExitCode;
use std::time::Instant;

use xiangqi_engine::Engine;
use xiangqi_puzzles::format::{read, write};
use xiangqi_puzzles::replay::replay;
use xiangqi_puzzles::verify::audit::{Auditor, Settings};
use xiangqi_puzzles::verify::{Claim, Reject, Verifier, MAX_MATE};
use xiangqi_puzzles::Puzzle;

use report::Report;

fn main() -> ExitCode {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    if raw.first().map(String::as_str) == Some("recheck") {
        return match recheck::run(&raw[1..]) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("xiangqi-puzzles recheck: {e}");
                ExitCode::FAILURE
            }
        };
    }
    let args = match args::parse(&raw) {
        Ok(a) => a,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("{e}\n");
            }
            eprint!("{}", args::USAGE);
            return if e.is_empty() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            };
        }
    };
    let result = match &args.check {
        Some(path) => check(path),
        None if args.reprove => reprove(&args.out),
        None => generate(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xiangqi-puzzles: {e}");
            ExitCode::FAILURE
        }
    }
}

fn load(path: &std::path::Path) -> Result<Vec<Puzzle>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    read(&text).map_err(|e| format!("{}: {e}", path.display()))
}

fn check(path: &std::path::Path) -> Result<(), String> {
    let puzzles = load(path)?;
    for p in &puzzles {
        replay(p).map_err(|e| format!("puzzle {}: {e}", p.id))?;
    }
    println!("{} puzzles replay correctly", puzzles.len());
    Ok(())
}

/// Proves every puzzle of `path` again from its position, as the
/// generator proves a candidate (a material claim that turns out to be a
/// mate is proven as a mate), keeps the new proof of each that still
/// holds and drops the rest, saying how many went and why.
fn reprove(path: &std::path::Path) -> Result<(), String> {
    let puzzles = load(path)?;
    let total = puzzles.len();
    let mut verifier = Verifier::new();
    let mut dropped: std::collections::BTreeMap<String, usize> = Default::default();
    let mut changed = 0;
    let mut kept = Vec::with_capacity(total);
    for p in puzzles {
        let Ok(pos) = p.position() else {
            *dropped
                .entry("unreadable position".to_string())
                .or_default() += 1;
            continue;
        };
        let mut result = verifier.puzzle(&pos, Claim::of(p.kind));
        if result == Err(Reject::MateInstead) {
            result = verifier.puzzle(&pos, Claim::Mate(MAX_MATE));
        }
        match result {
            Ok(new) => {
                changed += usize::from(new != p);
                kept.push(new);
            }
            Err(r) => *dropped.entry(format!("{r:?}")).or_default() += 1,
        }
    }
    save(path, &mut kept)?;
    println!(
        "{}: {} of {total} puzzles proven again ({changed} with a new line, length or rating)",
        path.display(),
        kept.len()
    );
    for (why, n) in dropped {
        println!("  dropped {n}: {why}");
    }
    Ok(())
}

/// The collection is written, and the counts so far printed, every this
/// many games, so an interrupted run keeps what it found.
const CHECKPOINT_GAMES: u64 = 20;

/// Writes `puzzles` sorted by id.
fn save(out: &std::path::Path, puzzles: &mut [Puzzle]) -> Result<(), String> {
    puzzles.sort_by(|a, b| a.id.cmp(&b.id));
    if let Some(dir) = out.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::write(out, write(puzzles)).map_err(|e| format!("{}: {e}", out.display()))
}

fn generate(args: &args::Args) -> Result<(), String> {
    let started = Instant::now();
    let mut kept: Vec<Puzzle> = if args.merge && args.out.exists() {
        load(&args.out)?
    } else {
        Vec::new()
    };
    let before = kept.len();
    let mut seen: HashSet<String> = kept.iter().map(|p| p.id.clone()).collect();
    let mut report = Report::default();
    let mut screener = Engine::new(16);
    let mut verifier = Verifier::new();
    // Every proven puzzle is re-checked deeper before it is kept, as the
    // shipped collection was (`recheck`): a second answer or a mate
    // hidden in a material puzzle would otherwise come back.
    let mut auditor = Auditor::new(Settings::default());
    for g in args.first..args.first + args.games {
        let game = selfplay::play(args.seed, g);
        let screened = screen::screen_game(&mut screener, &game.positions);
        report.games += 1;
        if std::env::var_os("PUZZLES_DEBUG").is_some() {
            let v: Vec<String> = screened.iter().map(|s| s.score.to_string()).collect();
            eprintln!("{}", v.join(", "));
        }
        report.positions += game.positions.len() - game.opening;
        let mut found = 0;
        for run in screen::candidate_runs(&game.positions, &screened, game.opening) {
            for (ply, claim) in run {
                // Proven as read back from its FEN, exactly as the puzzle
                // will be checked again later (a position met in a game
                // can carry more than its FEN says).
                let Ok(read_back) = xiangqi::Position::from_fen(&game.positions[ply].to_fen())
                else {
                    continue;
                };
                let pos = &read_back;
                let id = xiangqi_puzzles::id::puzzle_id(&pos.to_fen());
                if seen.contains(&id) {
                    report.duplicates += 1;
                    break;
                }
                report.tried += 1;
                let mut result = verifier.puzzle(pos, claim);
                if result == Err(Reject::MateInstead) {
                    // The material line mates: prove it as a mate instead.
                    report.reject(Reject::MateInstead);
                    report.tried += 1;
                    result = verifier.puzzle(pos, Claim::Mate(MAX_MATE));
                }
                let result = result.and_then(|p| match auditor.audit(&p) {
                    Ok(()) => Ok(p),
                    Err(_) => Err(Reject::FailsRecheck),
                });
                match result {
                    Ok(p) => {
                        seen.insert(p.id.clone());
                        report.kept.push(p);
                        found += 1;
                        break;
                    }
                    Err(r) => report.reject(r),
                }
            }
        }
        if (g + 1 - args.first).is_multiple_of(CHECKPOINT_GAMES) {
            let mut so_far = kept.clone();
            so_far.extend(report.kept.iter().cloned());
            save(&args.out, &mut so_far)?;
            eprint!("{}", report.render(started.elapsed().as_secs_f64()));
        }
        eprintln!(
            "game {g}: levels {}-{}, {} plies, {found} puzzles ({} so far, {:.0} s)",
            game.levels[0],
            game.levels[1],
            game.positions.len() - 1,
            report.kept.len(),
            started.elapsed().as_secs_f64()
        );
    }
    kept.extend(report.kept.iter().cloned());
    save(&args.out, &mut kept)?;
    print!("{}", report.render(started.elapsed().as_secs_f64()));
    println!(
        "{}: {} puzzles ({} before, {} new)",
        args.out.display(),
        kept.len(),
        before,
        kept.len() - before
    );
    Ok(())
}
