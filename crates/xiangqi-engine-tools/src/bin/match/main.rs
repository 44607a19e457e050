//! `xiangqi-match`: plays two players against each other, each this
//! engine (at a level, or with search switches) or an external UCI engine.
//!
//! ```text
//! xiangqi-match --games 40 --a-level 3 --b-level 2 --nodes 20000
//! xiangqi-match --games 80 --b-off lmr --depth 6
//! xiangqi-match --games 10 --movetime 200 --b-engine /path/to/fairy-stockfish \
//!     --b-option UCI_Variant=xiangqi --b-option 'Use NNUE=false' --b-ranks 1
//! xiangqi-match --games 20 --a-level 4 --b-nodes 4000 --b-engine /path/to/fairy-stockfish ...
//! xiangqi-match --games 200 --random-plies 6 --balance 150 --seed 1 ...
//! xiangqi-match --games 100 --openings positions.epd ...
//! xiangqi-match --games 200 --handicap horse --a-level 6 --b-level 6
//! ```
//!
//! Each opening is played twice, once with each player as Red. With
//! `--handicap`, A gives those pieces in both games (让子), so the score
//! says what they are worth. Prints
//! W/D/L for A, the score, an Elo estimate with a 95 % error bar, and how
//! long each player thought. Single-threaded, and deterministic for this
//! engine under node or depth limits.

mod args;
mod external;
mod game;
mod notation;
mod openings;
mod player;
mod score;

use std::process::ExitCode;

use xiangqi::Color;
use xiangqi_model::handicap::Handicap;

use args::{Args, SideSpec, USAGE};
use external::External;
use game::{Control, Thinking};
use player::Player;
use score::Tally;

fn make_player(spec: &SideSpec, hash: usize) -> Result<Player, String> {
    match &spec.engine {
        Some(cmd) => Ok(Player::External(External::start(
            cmd,
            &spec.options,
            spec.ranks,
        )?)),
        None => Ok(Player::internal(hash, spec.level, spec.config)),
    }
}

/// How long a player thought per move, and against a fixed move time
/// the share of it used, with the quick answers told apart.
fn thinking_line(who: &str, t: &Thinking, control: &Control) -> String {
    let avg = t.total_ms as f64 / t.moves.max(1) as f64;
    let mut line = format!(
        "{who} thought {avg:.0} ms a move on average (longest {} ms, {} moves)",
        t.longest_ms, t.moves
    );
    if let Some(mt) = control.fixed_movetime() {
        line.push_str(&format!(
            ", {:.0} % of the move time",
            avg * 100.0 / mt as f64
        ));
        let searched = t.moves - t.quick;
        let searched_avg = (t.total_ms - t.quick_ms) as f64 / searched.max(1) as f64;
        line.push_str(&format!(
            "; {} moves ({:.0} %) answered in under half of it, the other {searched} in {searched_avg:.0} ms ({:.0} %)",
            t.quick,
            t.quick as f64 * 100.0 / t.moves.max(1) as f64,
            searched_avg * 100.0 / mt as f64
        ));
    }
    line
}

fn run(args: Args) -> Result<(), String> {
    let mut a = make_player(&args.a, args.hash)?;
    let mut b = make_player(&args.b, args.hash)?;
    println!("A: {}  B: {}", a.name(), b.name());
    let (openings, note) = openings::for_match(
        &args.openings,
        args.seed,
        args.games.div_ceil(2),
        args.handicap,
    )?;
    println!("{note}");
    if args.handicap != Handicap::None {
        println!("A gives: {} (让子)", args.handicap.name());
    }
    let own_control = |side: &SideSpec| match &side.limits {
        Some(l) => Control::PerMove(l.clone()),
        None => args.control.clone(),
    };
    let (a_control, b_control) = (own_control(&args.a), own_control(&args.b));
    let mut tally = Tally::default();
    for (count, result) in args.so_far.iter().zip([1, 0, -1]) {
        for _ in 0..*count {
            tally.add(result);
        }
    }
    let (mut a_thinking, mut b_thinking) = (Thinking::default(), Thinking::default());
    for g in args.from_game..args.games {
        let a_red = g % 2 == 0;
        let giver = if a_red { Color::Red } else { Color::Black };
        let opening = &openings[g / 2]
            .given(args.handicap, giver)
            .ok_or("an opening the handicap cannot play")?;
        a.new_game(args.seed.wrapping_mul(1_000_003).wrapping_add(g as u64))?;
        b.new_game(args.seed.wrapping_mul(2_000_003).wrapping_add(g as u64))?;
        let record = if a_red {
            game::play(opening, &mut a, &mut b, [&a_control, &b_control])
        } else {
            game::play(opening, &mut b, &mut a, [&b_control, &a_control])
        };
        let (a_side, b_side) = if a_red { (0, 1) } else { (1, 0) };
        a_thinking.merge(&record.thinking[a_side]);
        b_thinking.merge(&record.thinking[b_side]);
        let for_a = if a_red { record.result } else { -record.result };
        tally.add(for_a);
        if args.verbose {
            let summary = tally.summary();
            println!(
                "game {:3}: A {} {:>4} ({}, {} plies)  {}  {}",
                g + 1,
                if a_red { "red  " } else { "black" },
                match for_a {
                    1 => "win",
                    0 => "draw",
                    _ => "loss",
                },
                record.reason,
                record.plies,
                summary[0],
                summary[1],
            );
        }
    }
    for line in tally.summary() {
        println!("{line}");
    }
    println!("{}", thinking_line("A", &a_thinking, &a_control));
    println!("{}", thinking_line("B", &b_thinking, &b_control));
    Ok(())
}

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let args = match args::parse(&argv) {
        Ok(a) => a,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("error: {e}");
            }
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
