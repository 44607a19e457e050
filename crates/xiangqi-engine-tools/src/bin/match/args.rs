//! The command line of `xiangqi-match`.

use std::path::PathBuf;

use xiangqi_engine::network::Network;
use xiangqi_engine::{level_by_number, levels, Config, Level, Limits};
use xiangqi_model::handicap::Handicap;

use crate::game::Control;
use crate::notation::Ranks;
use crate::openings::OpeningChoice;

/// How one player is made.
#[derive(Default)]
pub struct SideSpec {
    /// This engine at a level (None = full strength).
    pub level: Option<&'static Level>,
    /// This engine's search switches.
    pub config: Config,
    /// An external UCI engine's command line instead of this engine.
    pub engine: Option<String>,
    /// UCI options for the external engine.
    pub options: Vec<(String, String)>,
    /// How the external engine numbers ranks.
    pub ranks: Ranks,
    /// This side's own per-move limits, instead of the match's.
    pub limits: Option<Limits>,
}

/// The network in the file at `path`, kept for the rest of the run.
fn load_network(path: &str) -> Result<&'static Network, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let network = Network::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?;
    Ok(Box::leak(Box::new(network)))
}

/// Everything the command line sets.
pub struct Args {
    pub games: usize,
    /// The first game to play (0-based): a long match split into runs
    /// plays the same games as one run.
    pub from_game: usize,
    /// Wins, draws and losses for A of the runs before this one.
    pub so_far: [usize; 3],
    pub a: SideSpec,
    pub b: SideSpec,
    pub control: Control,
    pub hash: usize,
    pub seed: u64,
    pub verbose: bool,
    /// Where the games start.
    pub openings: OpeningChoice,
    /// The pieces A gives in every game, as Red or as Black (让子).
    pub handicap: Handicap,
}

/// The default of `--balance`, in centipawns.
pub const DEFAULT_BALANCE_CP: i32 = 150;

pub const USAGE: &str = "\
usage: xiangqi-match [--games N] [--movetime MS | --depth D | --nodes N | --clock MS+MS]
                     [--hash MIB] [--seed S] [--verbose] [--from-game N] [--so-far W/D/L]
                     [--book-plies N | --random-plies N [--balance CP] | --openings FILE]
                     [player options for A and B]

Player A is given with --a-..., player B with --b-...; each is this engine
unless an external engine is given:
  --a-level L              this engine at level L (1..8; default full strength)
  --a-off F,.. / --a-on F,..  search switches: null, lmr, rfp, futility, aspiration,
                           lmp, iir, qsee, qstt, checklimit, stability (clock time),
                           improving, seeorder, seeprune, conthist, qchecks,
                           singular, histlmr, nulleval, ttcapture, razor,
                           lmrcapture, safechecks, checkext, caphist
  --a-eval mobility=P,safety=P,palace=CP,draws=0|1,coord=0|1,pairs=0|1
                           evaluation weights and switches
  --a-net FILE|none        evaluate with the network in FILE (`xiangqi-nnue train`)
                           instead of the built-in one; none: the hand-written
                           evaluation alone
  --a-engine 'CMD ARGS'    an external UCI engine (program and arguments, split at spaces)
  --a-option NAME=VALUE    a UCI option for it (repeatable), e.g. 'UCI_Variant=xiangqi';
                           Hash is set to --hash unless given
  --a-ranks 0|1            ranks in its moves count from 0 (ICCS, default) or 1
                           (Fairy-Stockfish)
  --a-movetime MS / --a-depth D / --a-nodes N
                           this side's own limits a move (e.g. a reference engine
                           at a fixed node count against a level)

Each opening is played twice, the players swapping colours. The openings are
20 fixed lines unless one of these is given (each seeded by --seed):
  --book-plies N           a walk of N plies through the opening book for each
                           pair of games
  --random-plies N         neutral openings: N random legal plies from the start
                           position, each different; those already over, and
                           those where a depth-8 search of this engine finds a
                           side ahead by more than --balance CP centipawns
                           (default 150), are skipped
  --openings FILE          the positions in FILE, one FEN a line, used in turn
                           (EPD-like 'FEN ; comment' lines; '#' comments and
                           blank lines skipped)
  --handicap NAME          A gives these pieces in every game (让子), as Red and
                           as Black: horse, cannon, chariot, two-horses,
                           horse-and-cannon or chariot-and-horse (the giver's
                           left ones, see xiangqi_model::handicap); only the
                           openings whose moves stay legal without them are
                           played
A long match can be played in runs: --from-game N plays games N.. of the same
match (same openings and seeds), and --so-far W/D/L adds the earlier runs'
results for A to the tally and its interval.
With --verbose each game's result is printed with the running W/D/L, score and
Elo interval. --clock gives each side a starting time and an increment in
milliseconds (e.g. 60000+600); running out loses. Default: --movetime 50.";

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
            "seeorder" => &mut config.see_order,
            "seeprune" => &mut config.see_prune,
            "checklimit" => &mut config.check_ext_limit,
            "stability" => &mut config.time_stability,
            "improving" => &mut config.improving,
            "conthist" => &mut config.continuation,
            "qchecks" => &mut config.qs_checks,
            "singular" => &mut config.singular,
            "histlmr" => &mut config.history_reductions,
            "nulleval" => &mut config.null_eval_reduction,
            "ttcapture" => &mut config.tt_capture_reduction,
            "razor" => &mut config.razoring,
            "lmrcapture" => &mut config.capture_reductions,
            "safechecks" => &mut config.safe_check_extension,
            "checkext" => &mut config.check_extension,
            "caphist" => &mut config.capture_history,
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
            "draws" => config.eval.endgame_draws = v != 0,
            "coord" => config.eval.coordination = v != 0,
            "pairs" => config.eval.soldier_pairs = v != 0,
            other => return Err(format!("unknown eval weight '{other}'")),
        }
    }
    Ok(())
}

fn parse_clock(text: &str) -> Result<Control, String> {
    let (base, inc) = text.split_once('+').unwrap_or((text, "0"));
    let ms = |s: &str| {
        s.parse::<u64>()
            .map_err(|_| format!("--clock: expected BASE+INCREMENT in ms, got '{text}'"))
    };
    Ok(Control::Clock {
        base_ms: ms(base)?,
        increment_ms: ms(inc)?,
    })
}

/// `W/D/L` of earlier runs.
fn parse_so_far(text: &str) -> Result<[usize; 3], String> {
    let counts: Vec<usize> = text
        .split('/')
        .map(|n| n.trim().parse::<usize>())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("--so-far: expected W/D/L, got '{text}'"))?;
    <[usize; 3]>::try_from(counts).map_err(|_| format!("--so-far: expected W/D/L, got '{text}'"))
}

/// Reads the arguments (without the program name). `Err("")` asks for the
/// usage text.
pub fn parse(v: &[String]) -> Result<Args, String> {
    let mut args = Args {
        games: 40,
        from_game: 0,
        so_far: [0; 3],
        a: SideSpec::default(),
        b: SideSpec::default(),
        control: Control::PerMove(Limits::default()),
        hash: 16,
        seed: 1,
        verbose: false,
        openings: OpeningChoice::Fixed,
        handicap: Handicap::None,
    };
    let mut book_plies = None;
    let mut random_plies = None;
    let mut balance = None;
    let mut openings_file = None;
    let mut limits = Limits::default();
    let mut clock = None;
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
        let (side, rest) = match key.strip_prefix("--a-") {
            Some(rest) => (Some(&mut args.a), rest),
            None => match key.strip_prefix("--b-") {
                Some(rest) => (Some(&mut args.b), rest),
                None => (None, ""),
            },
        };
        if let Some(side) = side {
            match rest {
                "level" => side.level = Some(level(num()?)?),
                "off" => switch(&mut side.config, val, false)?,
                "on" => switch(&mut side.config, val, true)?,
                "eval" => set_eval(&mut side.config, val)?,
                "net" if val == "none" => side.config.network = None,
                "net" => side.config.network = Some(load_network(val)?),
                "engine" => side.engine = Some(val.clone()),
                "option" => {
                    let (n, v) = val
                        .split_once('=')
                        .ok_or(format!("{key}: expected NAME=VALUE, got '{val}'"))?;
                    side.options
                        .push((n.trim().to_string(), v.trim().to_string()));
                }
                "ranks" => {
                    side.ranks = match val.as_str() {
                        "0" => Ranks::FromZero,
                        "1" => Ranks::FromOne,
                        _ => return Err(format!("{key}: expected 0 or 1")),
                    }
                }
                "movetime" => {
                    side.limits.get_or_insert_with(Limits::default).movetime = Some(num()?)
                }
                "depth" => {
                    side.limits.get_or_insert_with(Limits::default).depth = Some(num()? as u32)
                }
                "nodes" => side.limits.get_or_insert_with(Limits::default).nodes = Some(num()?),
                _ => return Err(format!("unknown argument '{key}'")),
            }
            i += 2;
            continue;
        }
        match key {
            "--games" => args.games = num()? as usize,
            "--from-game" => {
                args.from_game = (num()? as usize)
                    .checked_sub(1)
                    .ok_or("--from-game counts from 1")?
            }
            "--so-far" => args.so_far = parse_so_far(val)?,
            "--movetime" => limits.movetime = Some(num()?),
            "--depth" => limits.depth = Some(num()? as u32),
            "--nodes" => limits.nodes = Some(num()?),
            "--clock" => clock = Some(parse_clock(val)?),
            "--hash" => args.hash = num()? as usize,
            "--seed" => args.seed = num()?,
            "--book-plies" => book_plies = Some(num()? as usize),
            "--random-plies" => random_plies = Some(num()? as usize),
            "--balance" => {
                balance = Some(i32::try_from(num()?).map_err(|_| format!("{key}: too large"))?)
            }
            "--openings" => openings_file = Some(PathBuf::from(val)),
            "--handicap" => {
                args.handicap = Handicap::from_name(val).ok_or(format!(
                    "{key}: one of {}",
                    Handicap::ALL.map(Handicap::name).join(", ")
                ))?
            }
            other => return Err(format!("unknown argument '{other}'")),
        }
        i += 2;
    }
    args.openings = match (book_plies, random_plies, openings_file) {
        (None, None, None) => OpeningChoice::Fixed,
        (Some(plies), None, None) => OpeningChoice::Book { plies },
        (None, Some(plies), None) => OpeningChoice::Random {
            plies,
            balance_cp: balance.unwrap_or(DEFAULT_BALANCE_CP),
        },
        (None, None, Some(path)) => OpeningChoice::File(path),
        _ => return Err("--book-plies, --random-plies and --openings exclude each other".into()),
    };
    if balance.is_some() && random_plies.is_none() {
        return Err("--balance goes with --random-plies".into());
    }
    let self_play_levels = args.a.level.is_some() || args.b.level.is_some();
    let own_limits = args.a.limits.is_some() || args.b.limits.is_some();
    args.control = match clock {
        Some(_) if limits != Limits::default() || own_limits => {
            return Err(
                "--clock cannot be combined with --movetime, --depth or --nodes (for the match or a side)"
                    .into(),
            )
        }
        Some(c) => c,
        // Levels bring their own limits; otherwise 50 ms a move.
        None if limits == Limits::default() && !self_play_levels => {
            Control::PerMove(Limits::movetime(50))
        }
        None => Control::PerMove(limits),
    };
    for side in [&mut args.a, &mut args.b] {
        if side.engine.is_some() && !side.options.iter().any(|(n, _)| n == "Hash") {
            side.options
                .push(("Hash".to_string(), args.hash.to_string()));
        }
    }
    Ok(args)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_line(line: &str) -> Result<Args, String> {
        let v: Vec<String> = line.split_whitespace().map(String::from).collect();
        parse(&v)
    }

    #[test]
    fn a_handicap_is_named_as_the_app_names_it() {
        assert_eq!(parse_line("").unwrap().handicap, Handicap::None);
        let args = parse_line("--handicap two-horses --a-level 6").unwrap();
        assert_eq!(args.handicap, Handicap::TwoHorses);
        let refused = parse_line("--handicap queen").err().unwrap();
        assert!(refused.contains("horse-and-cannon"), "{refused}");
    }

    #[test]
    fn self_play_options_still_work() {
        let a = parse_line("--games 4 --a-level 3 --b-level 2 --nodes 20000 --b-off lmr").unwrap();
        assert_eq!(a.games, 4);
        assert_eq!(a.a.level.unwrap().number, 3);
        assert!(!a.b.config.lmr);
        assert_eq!(a.control, Control::PerMove(Limits::nodes(20000)));
        let d = parse_line("").unwrap();
        assert_eq!(d.control, Control::PerMove(Limits::movetime(50)));
    }

    #[test]
    fn external_engines_take_options_and_ranks() {
        let v: Vec<String> = [
            "--b-engine",
            "/opt/fsf/stockfish",
            "--b-option",
            "UCI_Variant=xiangqi",
            "--b-option",
            "Use NNUE=false",
            "--b-ranks",
            "1",
            "--clock",
            "10000+100",
            "--hash",
            "32",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let a = parse(&v).unwrap();
        assert_eq!(a.b.engine.as_deref(), Some("/opt/fsf/stockfish"));
        assert_eq!(a.b.ranks, Ranks::FromOne);
        assert!(a.b.options.contains(&("Use NNUE".into(), "false".into())));
        assert!(a.b.options.contains(&("Hash".into(), "32".into())));
        assert_eq!(
            a.control,
            Control::Clock {
                base_ms: 10_000,
                increment_ms: 100
            }
        );
        assert!(parse_line("--clock 1000+x").is_err());
        assert!(parse_line("--clock 1000 --depth 3").is_err());
        assert!(parse_line("--a-ranks 2").is_err());
        let split = parse_line("--games 200 --from-game 41 --so-far 20/5/15").unwrap();
        assert_eq!((split.from_game, split.so_far), (40, [20, 5, 15]));
        assert!(parse_line("--from-game 0").is_err());
        assert!(parse_line("--so-far 1/2").is_err());
        assert!(parse_line("--a-option nothing").is_err());
        assert_eq!(parse_line("--help").err(), Some(String::new()));
    }

    #[test]
    fn each_side_may_have_its_own_limits() {
        let a = parse_line("--a-level 5 --b-nodes 2000 --b-depth 9").unwrap();
        assert_eq!(a.a.limits, None);
        let b = a.b.limits.unwrap();
        assert_eq!((b.nodes, b.depth, b.movetime), (Some(2000), Some(9), None));
        // A side's limits replace the match's for that side only.
        let m = parse_line("--movetime 300 --a-movetime 100").unwrap();
        assert_eq!(m.a.limits.unwrap().movetime, Some(100));
        assert_eq!(m.control, Control::PerMove(Limits::movetime(300)));
        assert!(parse_line("--clock 1000+10 --a-nodes 5").is_err());
        assert!(parse_line("--a-nodes many").is_err());
    }

    #[test]
    fn openings_come_from_one_source() {
        assert_eq!(parse_line("").unwrap().openings, OpeningChoice::Fixed);
        assert_eq!(
            parse_line("--book-plies 8").unwrap().openings,
            OpeningChoice::Book { plies: 8 }
        );
        assert_eq!(
            parse_line("--random-plies 6 --seed 1").unwrap().openings,
            OpeningChoice::Random {
                plies: 6,
                balance_cp: DEFAULT_BALANCE_CP
            }
        );
        assert_eq!(
            parse_line("--balance 80 --random-plies 4")
                .unwrap()
                .openings,
            OpeningChoice::Random {
                plies: 4,
                balance_cp: 80
            }
        );
        assert_eq!(
            parse_line("--openings lines.epd").unwrap().openings,
            OpeningChoice::File(PathBuf::from("lines.epd"))
        );
        assert!(parse_line("--random-plies 6 --book-plies 8").is_err());
        assert!(parse_line("--openings a.epd --random-plies 6").is_err());
        assert!(parse_line("--balance 100").is_err());
        assert!(parse_line("--random-plies 6 --balance -5").is_err());
    }
}
