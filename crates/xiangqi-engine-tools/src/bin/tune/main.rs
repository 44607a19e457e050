//! `xiangqi-tune`: fits the evaluation's weights to self-play results
//! (`cargo xtask tune`), in two steps:
//!
//! ```text
//! xiangqi-tune gen [--games N] [--nodes N] [--seed S] [--skip-plies N] [--random-plies N] [--out PATH]
//! xiangqi-tune fit [--data PATH] [--epochs N] [--rounds N] [--rate CP] [--l2 X] [--freeze GROUPS]
//!                  [--holdout N] [--out PATH | --dry-run]
//! ```
//!
//! `gen` plays the engine against itself and writes its quiet positions
//! with each game's result; `fit` finds the weights whose evaluation best
//! predicts those results and writes them to `src/tuned.rs`. Both run on
//! one thread and give the same output for the same arguments.

mod data;
mod emit;
mod features;
mod fit;
mod gen;
mod params;

use std::process::ExitCode;
use std::time::Instant;

use features::{twins, Features};
use fit::{best_k, fit, mse, FitSettings, Set};
use gen::{generate, GenSettings};

const USAGE: &str = "\
usage: xiangqi-tune gen [--games N] [--nodes N] [--seed S] [--skip-plies N] [--random-plies N]
                        [--out PATH]
       xiangqi-tune fit [--data PATH] [--epochs N] [--rounds N] [--rate CP] [--l2 X]
                        [--freeze GROUP,..] [--holdout N] [--out PATH | --dry-run]

gen plays self-play games at a fixed node count per move and writes their quiet
positions with each game's result (default target/tune/positions.txt).
fit picks the sigmoid scale K for the current weights, fits the weights by Adam
(one game in N held out for checking, default 10) and writes them to
crates/xiangqi-engine/src/tuned.rs. With --rounds N it does so N times, each
round picking K anew for the weights the last one fitted (as N runs would).
--freeze keeps groups of weights as they are: material, pst, terms (all of the
following), tempo, guards, cannons (on the general's file), chariot-mobility,
horse-mobility, palace, cannon-mobility, battery, soldier-pairs.";

fn default_data() -> String {
    format!(
        "{}/../../target/tune/positions.txt",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// Flag/value pairs of the command line.
fn pairs(args: &[String]) -> Result<Vec<(&str, &str)>, String> {
    let mut out = Vec::new();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if flag == "--dry-run" {
            out.push((flag.as_str(), ""));
            continue;
        }
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        out.push((flag.as_str(), value.as_str()));
    }
    Ok(out)
}

fn number<T: std::str::FromStr>(flag: &str, v: &str) -> Result<T, String> {
    v.parse().map_err(|_| format!("{flag}: bad number '{v}'"))
}

fn run_gen(args: &[String]) -> Result<(), String> {
    let mut s = GenSettings {
        games: 1000,
        nodes: 8000,
        seed: 1,
        skip_plies: 12,
        random_plies: 2,
    };
    let mut out = default_data();
    for (flag, v) in pairs(args)? {
        match flag {
            "--games" => s.games = number(flag, v)?,
            "--nodes" => s.nodes = number(flag, v)?,
            "--seed" => s.seed = number(flag, v)?,
            "--skip-plies" => s.skip_plies = number(flag, v)?,
            "--random-plies" => s.random_plies = number(flag, v)?,
            "--out" => out = v.to_string(),
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    let started = Instant::now();
    if let Some(dir) = std::path::Path::new(&out).parent() {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let file = std::fs::File::create(&out).map_err(|e| format!("cannot write {out}: {e}"))?;
    let stats = generate(&s, &mut std::io::BufWriter::new(file))?;
    println!(
        "gen: {} games at {} nodes a move (seed {}): red/draw/black {}/{}/{}, {} adjudicated, \
         {:.0} plies a game; {} positions written to {out} in {:.0} s",
        s.games,
        s.nodes,
        s.seed,
        stats.results[0],
        stats.results[1],
        stats.results[2],
        stats.adjudicated,
        stats.plies as f64 / s.games.max(1) as f64,
        stats.positions,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Which weights `--freeze` keeps: a group name per comma.
fn frozen(list: &str) -> Result<Vec<bool>, String> {
    let mut f = vec![false; params::COUNT];
    for group in list.split(',').filter(|g| !g.is_empty()) {
        use params::*;
        let range = match group {
            "material" => MG_MATERIAL..MG_PST,
            "pst" => MG_PST..TEMPO,
            "terms" => TEMPO..COUNT,
            "tempo" => TEMPO..ADVISOR_GUARD,
            "guards" => ADVISOR_GUARD..EMPTY_HEADED_CANNON,
            "cannons" => EMPTY_HEADED_CANNON..CHARIOT_MOBILITY,
            "chariot-mobility" => CHARIOT_MOBILITY..HORSE_MOBILITY,
            "horse-mobility" => HORSE_MOBILITY..PALACE_ATTACK,
            "palace" => PALACE_ATTACK..CANNON_MOBILITY,
            "cannon-mobility" => CANNON_MOBILITY..CHARIOT_CANNON_BATTERY,
            "battery" => CHARIOT_CANNON_BATTERY..SOLDIER_PAIR,
            "soldier-pairs" => SOLDIER_PAIR..COUNT,
            other => return Err(format!("--freeze: unknown group '{other}'")),
        };
        f[range].iter_mut().for_each(|x| *x = true);
    }
    Ok(f)
}

fn run_fit(args: &[String]) -> Result<(), String> {
    let mut data = default_data();
    let mut out = format!(
        "{}/../xiangqi-engine/src/tuned.rs",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut dry = false;
    let mut holdout = 10u32;
    let mut rounds = 1u32;
    let mut freeze = vec![false; params::COUNT];
    let mut s = FitSettings {
        epochs: 400,
        rate: 1.0,
        l2: 1e-7,
    };
    for (flag, v) in pairs(args)? {
        match flag {
            "--data" => data = v.to_string(),
            "--epochs" => s.epochs = number(flag, v)?,
            "--rounds" => rounds = number::<u32>(flag, v)?.max(1),
            "--rate" => s.rate = number(flag, v)?,
            "--l2" => s.l2 = number(flag, v)?,
            "--holdout" => holdout = number::<u32>(flag, v)?.max(2),
            "--freeze" => freeze = frozen(v)?,
            "--out" => out = v.to_string(),
            "--dry-run" => dry = true,
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    let started = Instant::now();
    let text = std::fs::read_to_string(&data).map_err(|e| format!("cannot read {data}: {e}"))?;
    let samples = data::parse(&text)?;
    let (mut train, mut test) = (empty_set(), empty_set());
    for sample in &samples {
        let set = if sample.game % holdout == 0 {
            &mut test
        } else {
            &mut train
        };
        set.features.push(Features::of(&sample.pos));
        set.results.push(sample.result as f64);
    }
    let games = samples.iter().map(|s| s.game).max().map_or(0, |g| g + 1);
    println!(
        "fit: {} positions from {games} games ({} to fit, {} held out), {} weights; read in {:.1} s",
        samples.len(),
        train.results.len(),
        test.results.len(),
        params::COUNT,
        started.elapsed().as_secs_f64()
    );
    let twin = twins();
    let start = params::current();
    let mut k = best_k(&train, &start, &twin);
    let before = (mse(&train, &start, &twin, k), mse(&test, &start, &twin, k));
    println!(
        "fit: K = {k:.6} (sigmoid(K * cp)); current weights: MSE {:.6} fitted set, {:.6} held out",
        before.0, before.1
    );
    let mut rounded = start;
    for round in 1..=rounds {
        if round > 1 {
            k = best_k(&train, &rounded, &twin);
        }
        let mut w = rounded.clone();
        fit(&train, &mut w, &freeze, &twin, k, &s, &mut |epoch, loss| {
            eprintln!("fit: round {round}, epoch {epoch}: MSE {loss:.6}");
        });
        rounded = w.iter().map(|x| x.round()).collect();
        println!(
            "fit: round {round} of {rounds}, K = {k:.6}: MSE {:.6} fitted set, {:.6} held out",
            mse(&train, &rounded, &twin, k),
            mse(&test, &rounded, &twin, k)
        );
    }
    let after = (
        mse(&train, &rounded, &twin, k),
        mse(&test, &rounded, &twin, k),
    );
    println!(
        "fit: fitted weights (rounded): MSE {:.6} fitted set, {:.6} held out ({rounds} x {} epochs, \
         rate {}, l2 {}, {:.0} s)",
        after.0,
        after.1,
        s.epochs,
        s.rate,
        s.l2,
        started.elapsed().as_secs_f64()
    );
    let provenance = format!(
        "Fitted to {} positions of {games} self-play games ({data_name}), {rounds} rounds of {} \
         epochs:\nMSE {:.6} -> {:.6} on the fitted set, {:.6} -> {:.6} on the held-out games,\n\
         K = {k:.6} in the last round.",
        train.results.len(),
        s.epochs,
        before.0,
        after.0,
        before.1,
        after.1,
        data_name = std::path::Path::new(&data)
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned()),
    );
    if dry {
        return Ok(());
    }
    std::fs::write(&out, emit::tuned_rs(&rounded, &provenance))
        .map_err(|e| format!("cannot write {out}: {e}"))?;
    println!("fit: weights written to {out}");
    Ok(())
}

fn empty_set() -> Set {
    Set {
        features: Vec::new(),
        results: Vec::new(),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("gen") => run_gen(&args[1..]),
        Some("fit") => run_fit(&args[1..]),
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
