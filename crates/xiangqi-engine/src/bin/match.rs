//! `xiangqi-match`: plays two engine configurations against each other.
//!
//! ```text
//! xiangqi-match --games 40 --a-level 3 --b-level 2 --nodes 20000
//! xiangqi-match --games 80 --b-off lmr --depth 6
//! ```
//!
//! Each opening line is played twice, once with each configuration as
//! Red. The rules crate's `Game` ends a game: no legal move loses,
//! perpetual check or chase loses, other repetitions and 60 moves each
//! without a capture are draws; a hard cap of 300 plies is a draw too. Prints W/D/L for A, the score and an Elo
//! estimate with a 95 % error bar. Single-threaded and deterministic for
//! node or depth limits.

use std::process::ExitCode;

use xiangqi::{Color, Game, Move, Position};
use xiangqi_engine::{level_by_number, levels, Config, Engine, Level, Limits};

/// Short balanced opening lines in ICCS.
const OPENINGS: [&str; 20] = [
    "h2e2 h9g7",
    "h2e2 b9c7",
    "h2e2 h7e7",
    "h2e2 b7e7",
    "c3c4 g6g5",
    "c3c4 b9c7",
    "g3g4 c6c5",
    "b0c2 h9g7",
    "h0g2 b9c7",
    "c0e2 h7e7",
    "g0e2 b7e7",
    "b2d2 h9g7",
    "h2d2 h9g7",
    "b2e2 h9g7 h0g2 i9h9",
    "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7",
    "c3c4 c6c5 b0c2 b9c7",
    "h2e2 h7e7 h0g2 h9g7",
    "b2c2 h9g7",
    "h2g2 b9c7",
    "e3e4 h9g7",
];

const MAX_PLIES: usize = 300;

struct Side {
    level: Option<&'static Level>,
    config: Config,
}

struct Args {
    games: usize,
    a: Side,
    b: Side,
    limits: Limits,
    hash: usize,
    seed: u64,
    verbose: bool,
}

fn usage() -> &'static str {
    "usage: xiangqi-match [--games N] [--a-level L] [--b-level L] \
     [--movetime MS | --depth D | --nodes N] [--a-off F,..] [--b-off F,..] [--a-on F,..] [--b-on F,..] \
     [--a-eval mobility=P,safety=P,palace=CP] [--b-eval ...] \
     [--hash MIB] [--seed S] [--verbose]\n\
     features: null, lmr, rfp, futility, aspiration, lmp, iir, qsee, qstt, checklimit"
}

fn switch(config: &mut Config, list: &str, on: bool) -> Result<(), String> {
    for f in list.split(',').filter(|f| !f.is_empty()) {
        let flag = match f {
            "null" => &mut config.null_move,
            "lmr" => &mut config.lmr,
            "rfp" => &mut config.reverse_futility,
            "futility" => &mut config.futility,
            "aspiration" => &mut config.aspiration,
            "lmp" => &mut config.late_move_pruning,
            "iir" => &mut config.iir,
            "qsee" => &mut config.qs_see,
            "qstt" => &mut config.qs_tt,
            "checklimit" => &mut config.check_ext_limit,
            other => return Err(format!("unknown feature '{other}'")),
        };
        *flag = on;
    }
    Ok(())
}

fn set_eval(config: &mut Config, list: &str) -> Result<(), String> {
    for kv in list.split(',').filter(|f| !f.is_empty()) {
        let (k, v) = kv
            .split_once('=')
            .ok_or(format!("expected name=value, got '{kv}'"))?;
        let v: i32 = v.parse().map_err(|_| format!("bad number in '{kv}'"))?;
        match k {
            "mobility" => config.eval.mobility = v,
            "safety" => config.eval.safety = v,
            "palace" => config.eval.palace_attack = v,
            other => return Err(format!("unknown eval weight '{other}'")),
        }
    }
    Ok(())
}

fn switch_off(config: &mut Config, list: &str) -> Result<(), String> {
    switch(config, list, false)
}

fn switch_on(config: &mut Config, list: &str) -> Result<(), String> {
    switch(config, list, true)
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        games: 40,
        a: Side {
            level: None,
            config: Config::default(),
        },
        b: Side {
            level: None,
            config: Config::default(),
        },
        limits: Limits::default(),
        hash: 16,
        seed: 1,
        verbose: false,
    };
    let v: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < v.len() {
        let key = v[i].as_str();
        if key == "--verbose" {
            args.verbose = true;
            i += 1;
            continue;
        }
        if key == "--help" || key == "-h" {
            return Err(String::new());
        }
        let val = v.get(i + 1).ok_or(format!("{key} needs a value"))?;
        let num = || {
            val.parse::<u64>()
                .map_err(|_| format!("{key}: bad number '{val}'"))
        };
        let level = |n: u64| {
            level_by_number(n as u8)
                .filter(|_| n <= 255)
                .ok_or(format!("{key}: levels are 1..{}", levels().len()))
        };
        match key {
            "--games" => args.games = num()? as usize,
            "--a-level" => args.a.level = Some(level(num()?)?),
            "--b-level" => args.b.level = Some(level(num()?)?),
            "--movetime" => args.limits.movetime = Some(num()?),
            "--depth" => args.limits.depth = Some(num()? as u32),
            "--nodes" => args.limits.nodes = Some(num()?),
            "--hash" => args.hash = num()? as usize,
            "--seed" => args.seed = num()?,
            "--a-off" => switch_off(&mut args.a.config, val)?,
            "--a-on" => switch_on(&mut args.a.config, val)?,
            "--a-eval" => set_eval(&mut args.a.config, val)?,
            "--b-eval" => set_eval(&mut args.b.config, val)?,
            "--b-on" => switch_on(&mut args.b.config, val)?,
            "--b-off" => switch_off(&mut args.b.config, val)?,
            other => return Err(format!("unknown argument '{other}'")),
        }
        i += 2;
    }
    if args.limits == Limits::default() && args.a.level.is_none() && args.b.level.is_none() {
        args.limits.movetime = Some(50);
    }
    Ok(args)
}

/// Result of one game for Red (1 win, 0 draw, -1 loss), the reason and
/// the number of plies. The rules crate's [`Game`] judges the end.
fn play_game(
    opening: &[Move],
    red: (&mut Engine, &Side),
    black: (&mut Engine, &Side),
    limits: &Limits,
) -> (i32, &'static str, usize) {
    let start = Position::startpos();
    let mut game = Game::new(start.clone());
    for &m in opening {
        if game.play(m).is_err() {
            return (0, "bad opening", 0);
        }
    }
    let (re, rs) = red;
    let (be, bs) = black;
    loop {
        if let Some(o) = game.outcome() {
            let r = match o.winner {
                Some(Color::Red) => 1,
                Some(Color::Black) => -1,
                None => 0,
            };
            return (r, o.reason.code(), game.ply_count());
        }
        if game.ply_count() >= MAX_PLIES {
            return (0, "ply cap", game.ply_count());
        }
        let (engine, side) = if game.side_to_move() == Color::Red {
            (&mut *re, rs)
        } else {
            (&mut *be, bs)
        };
        engine.set_config(side.config);
        let out = engine.search(&start, game.moves(), limits, side.level, &mut |_| {});
        let Some(m) = out.best else {
            return (0, "no move", game.ply_count());
        };
        if game.play(m).is_err() {
            return (0, "illegal move", game.ply_count());
        }
    }
}

fn elo(p: f64) -> f64 {
    let p = p.clamp(0.001, 0.999);
    -400.0 * (1.0 / p - 1.0).log10()
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("error: {e}");
            }
            eprintln!("{}", usage());
            return ExitCode::from(2);
        }
    };
    let openings: Vec<Vec<Move>> = OPENINGS
        .iter()
        .map(|l| {
            l.split_whitespace()
                .filter_map(|m| m.parse().ok())
                .collect()
        })
        .collect();
    let mut ea = Engine::new(args.hash);
    let mut eb = Engine::new(args.hash);
    let (mut w, mut d, mut l) = (0u32, 0u32, 0u32);
    for g in 0..args.games {
        let opening = &openings[(g / 2) % openings.len()];
        let a_red = g % 2 == 0;
        ea.new_game();
        eb.new_game();
        ea.set_seed(args.seed.wrapping_mul(1_000_003).wrapping_add(g as u64));
        eb.set_seed(args.seed.wrapping_mul(2_000_003).wrapping_add(g as u64));
        let (r, why, plies) = if a_red {
            play_game(
                opening,
                (&mut ea, &args.a),
                (&mut eb, &args.b),
                &args.limits,
            )
        } else {
            play_game(
                opening,
                (&mut eb, &args.b),
                (&mut ea, &args.a),
                &args.limits,
            )
        };
        let for_a = if a_red { r } else { -r };
        match for_a {
            1 => w += 1,
            0 => d += 1,
            _ => l += 1,
        }
        if args.verbose {
            println!(
                "game {:3}: A {} {:>4} ({why}, {plies} plies)",
                g + 1,
                if a_red { "red  " } else { "black" },
                match for_a {
                    1 => "win",
                    0 => "draw",
                    _ => "loss",
                }
            );
        }
    }
    let n = (w + d + l).max(1) as f64;
    let p = (w as f64 + d as f64 / 2.0) / n;
    let var = (w as f64 * (1.0 - p).powi(2) + d as f64 * (0.5 - p).powi(2) + l as f64 * p * p) / n;
    let se = (var / n).sqrt();
    let (lo, hi) = (elo(p - 1.96 * se), elo(p + 1.96 * se));
    let name = |s: &Side| match s.level {
        Some(l) => format!("level {} ({} {})", l.number, l.name_en, l.name_zh),
        None => "full strength".to_string(),
    };
    println!("A: {}  B: {}", name(&args.a), name(&args.b));
    println!("W/D/L for A: {w}/{d}/{l}  score {:.1} %", p * 100.0);
    println!(
        "Elo A-B: {:+.0} (95 % interval {:+.0} .. {:+.0}, ±{:.0})",
        elo(p),
        lo,
        hi,
        (hi - lo) / 2.0
    );
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn openings_are_legal() {
        for line in OPENINGS {
            let mut pos = Position::startpos();
            for m in line.split_whitespace() {
                pos = pos.play(m.parse().unwrap()).unwrap();
            }
        }
    }

    #[test]
    fn elo_is_symmetric() {
        assert!((elo(0.5)).abs() < 1e-9);
        assert!((elo(0.75) + elo(0.25)).abs() < 1e-9);
    }

    #[test]
    fn full_strength_beats_the_beginner() {
        let strong = Side {
            level: None,
            config: Config::default(),
        };
        let beginner = Side {
            level: level_by_number(1),
            config: Config::default(),
        };
        let game = || {
            let mut a = Engine::new(1);
            let mut b = Engine::new(1);
            play_game(
                &[],
                (&mut a, &strong),
                (&mut b, &beginner),
                &Limits::depth(3),
            )
        };
        let (result, reason, plies) = game();
        // Red (full strength) wins on the board, well before the ply cap.
        assert_eq!(result, 1, "{reason} after {plies} plies");
        assert!(matches!(reason, "checkmate" | "stalemate"), "{reason}");
        assert!(plies < MAX_PLIES, "{plies}");
        // Seeded engines with depth limits replay the same game.
        assert_eq!(game(), (result, reason, plies));
    }
}
