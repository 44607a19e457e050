//! `xiangqi-puzzles recheck`: the deeper re-check of the collection
//! ([`xiangqi_puzzles::verify::audit`]), resumable, and the dropping of
//! what failed it.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;

use xiangqi_puzzles::verify::audit::{Auditor, Reason, Settings};
use xiangqi_puzzles::verify::{Claim, Verifier, MAX_MATE};
use xiangqi_puzzles::{Kind, Puzzle};

use crate::verdicts::{self, Outcome, Verdict};

pub const USAGE: &str = "\
usage: xiangqi-puzzles recheck [options]   (cargo xtask puzzles recheck [options])

Re-checks the collection deeper than its proof: mates with two lines at
every step to 2r+7 plies (r solver moves to go) and a second opinion from
the engine as the app ships it; material puzzles searched for a forced
mate (depth 15, both engines) and their line proven again to depth 12.
A material puzzle whose position mates is proven as a mate (in at most
7) instead and kept as one if that puzzle passes the re-check too.
Prints each verdict and the rate, and appends it to --out; puzzles that
already have a verdict there are skipped, so a run can be resumed or split.

options:
  --puzzles PATH      the collection (default public/puzzles/puzzles.txt)
  --out PATH          the verdict file (default target/puzzles-recheck.tsv)
  --from N            index of the first puzzle to check (default 0)
  --count M           how many puzzles to check (default: to the end)
  --shipped-nodes N   node budget of the shipped engine's searches
  --margin N          plies searched beyond a mate's length (default 8)
  --every-move        also search every other solver move of a mate on its
                      own for a second mate (slow: seconds a step)
  --other-move-nodes N
                      node budget of each of those searches (default
                      2000000)
  --apply             do not search: drop every puzzle that failed in --out
                      from the collection, replace the converted ones, and
                      print the counts
";

struct Args {
    puzzles: PathBuf,
    out: PathBuf,
    from: usize,
    count: Option<usize>,
    settings: Settings,
    apply: bool,
}

fn parse(raw: &[String]) -> Result<Args, String> {
    let mut a = Args {
        puzzles: PathBuf::from("public/puzzles/puzzles.txt"),
        out: PathBuf::from("target/puzzles-recheck.tsv"),
        from: 0,
        count: None,
        settings: Settings::default(),
        apply: false,
    };
    let mut it = raw.iter();
    while let Some(opt) = it.next() {
        let mut value = || it.next().cloned().ok_or(format!("{opt} needs a value"));
        let number = |v: String| {
            v.parse::<u64>()
                .map_err(|_| format!("{opt}: not a number: {v}"))
        };
        match opt.as_str() {
            "--puzzles" => a.puzzles = PathBuf::from(value()?),
            "--out" => a.out = PathBuf::from(value()?),
            "--from" => a.from = number(value()?)? as usize,
            "--count" => a.count = Some(number(value()?)? as usize),
            "--shipped-nodes" => a.settings.shipped_nodes = number(value()?)?,
            "--margin" => a.settings.mate_margin = number(value()?)? as u32,
            "--every-move" => a.settings.every_move = true,
            "--other-move-nodes" => a.settings.other_move_nodes = number(value()?)?,
            "--apply" => a.apply = true,
            "--help" | "-h" => return Err(String::new()),
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(a)
}

/// Runs the subcommand on its arguments (after `recheck`).
pub fn run(raw: &[String]) -> Result<(), String> {
    let args = match parse(raw) {
        Ok(a) => a,
        Err(e) if e.is_empty() => {
            print!("{USAGE}");
            return Ok(());
        }
        Err(e) => return Err(format!("{e}\n\n{USAGE}")),
    };
    if args.apply {
        apply(&args)
    } else {
        check(&args)
    }
}

fn check(args: &Args) -> Result<(), String> {
    let puzzles = crate::load(&args.puzzles)?;
    let done = verdicts::read(&args.out)?;
    let end = args
        .count
        .map_or(puzzles.len(), |c| (args.from + c).min(puzzles.len()));
    let todo: Vec<_> = puzzles
        .iter()
        .enumerate()
        .take(end)
        .skip(args.from)
        .filter(|(_, p)| !done.contains_key(&p.id))
        .collect();
    let s = args.settings;
    let header = format!(
        "recheck of {}: mate margin {}, mate scan depth {}, material depth {}, \
         proof nodes {}, shipped nodes {}",
        args.puzzles.display(),
        s.mate_margin,
        s.mate_scan_depth,
        s.material_depth,
        s.proof_nodes,
        s.shipped_nodes
    );
    println!(
        "{header}\npuzzles {}..{end}: {} to check ({} already in {})",
        args.from,
        todo.len(),
        end - args.from.min(end) - todo.len(),
        args.out.display()
    );
    let mut out = verdicts::Writer::open(&args.out, &header)?;
    let mut auditor = Auditor::new(s);
    let mut verifier = Verifier::new();
    let started = Instant::now();
    let mut failed = 0;
    for (n, (i, p)) in todo.iter().enumerate() {
        let t = Instant::now();
        let outcome = match auditor.audit(p) {
            Ok(()) => Outcome::Passed,
            Err(f) if matches!(f.reason, Reason::MateInPosition | Reason::AnswerMates) => {
                match convert(&mut verifier, &mut auditor, p) {
                    Ok(q) => Outcome::Converted(f, Box::new(q)),
                    Err(why) => {
                        println!("  {} not made a mate: {why}", p.id);
                        Outcome::Failed(f)
                    }
                }
            }
            Err(f) => Outcome::Failed(f),
        };
        let secs = t.elapsed().as_secs_f64();
        out.record(&p.id, &outcome, secs)?;
        let rate = (n + 1) as f64 / (started.elapsed().as_secs_f64() / 60.0).max(1e-9);
        let verdict = match &outcome {
            Outcome::Passed => "ok".to_string(),
            Outcome::Failed(f) => {
                failed += 1;
                format!("FAIL {f}")
            }
            Outcome::Converted(f, q) => {
                failed += 1;
                format!("FAIL {f}; converted: {} {}", q.kind, line_text(q))
            }
        };
        println!(
            "#{i} {} {} {verdict} ({secs:.1} s; {rate:.1} puzzles/min)",
            p.id, p.kind
        );
    }
    let minutes = started.elapsed().as_secs_f64() / 60.0;
    println!(
        "checked {}, failed {failed}, in {minutes:.1} min ({:.1} puzzles/min)",
        todo.len(),
        todo.len() as f64 / minutes.max(1e-9)
    );
    Ok(())
}

/// A material puzzle whose position mates, made a mate puzzle: proven
/// as the generator proves a mate candidate, and then re-checked. Why
/// not, when either fails (a mate longer than the collection takes
/// included).
fn convert(verifier: &mut Verifier, auditor: &mut Auditor, p: &Puzzle) -> Result<Puzzle, String> {
    let pos = p.position().map_err(|e| e.to_string())?;
    let q = verifier
        .puzzle(&pos, Claim::Mate(MAX_MATE))
        .map_err(|r| format!("proof: {r}"))?;
    auditor.audit(&q).map_err(|f| format!("re-check: {f}"))?;
    Ok(q)
}

fn line_text(p: &Puzzle) -> String {
    let steps: Vec<String> = p.line.iter().map(ToString::to_string).collect();
    steps.join(" ")
}

/// Drops the puzzles that failed and prints the counts of the whole
/// verdict file against the collection.
fn apply(args: &Args) -> Result<(), String> {
    let mut puzzles = crate::load(&args.puzzles)?;
    let done = verdicts::read(&args.out)?;
    let total = puzzles.len();
    let mut passed = 0;
    let mut dropped: BTreeMap<(Reason, &str), usize> = BTreeMap::new();
    let mut converted: BTreeMap<String, usize> = BTreeMap::new();
    let mut kept = Vec::with_capacity(total);
    for p in puzzles.drain(..) {
        let kind = match p.kind {
            Kind::Mate(_) => "mate",
            Kind::Material(_) => "material",
        };
        match done.get(&p.id) {
            Some(Verdict::Passed) => {
                passed += 1;
                kept.push(p);
            }
            Some(Verdict::Failed(r)) => *dropped.entry((*r, kind)).or_default() += 1,
            Some(Verdict::Converted(_, q)) => {
                *converted.entry(q.kind.to_string()).or_default() += 1;
                kept.push(q.as_ref().clone());
            }
            None => kept.push(p),
        }
    }
    let left = kept.len();
    crate::save(&args.puzzles, &mut kept)?;
    let n_dropped: usize = dropped.values().sum();
    let n_converted: usize = converted.values().sum();
    let checked = passed + n_dropped + n_converted;
    println!(
        "{}: {total} puzzles, {checked} checked: {passed} passed, {n_dropped} dropped, \
         {n_converted} made mates; {} not checked yet; {left} left",
        args.puzzles.display(),
        total - checked
    );
    for ((reason, kind), n) in dropped {
        println!("  dropped {n}: {reason} ({kind})");
    }
    for (kind, n) in converted {
        println!("  material made {kind}: {n}");
    }
    Ok(())
}
