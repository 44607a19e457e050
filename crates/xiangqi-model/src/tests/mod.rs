//! The model's behaviour, action by action, as a player would see it.

mod ai;
mod analysis;
mod boundary;
mod clocks;
mod commands;
mod editor;
mod endgame;
mod friends;
mod handover;
mod lessons;
mod opening;
mod playing;
mod practice;
mod remote;
mod remote_link;
mod trainer;

use xiangqi::{Move, Position, Square, TimeControl};

use super::*;

/// The moment `ms` after the page opened (wall clock at 2026-01-01).
fn at(ms: f64) -> Now {
    Now::new(ms, 1.767e12 + ms)
}

fn sq(s: &str) -> Square {
    s.parse().expect("square")
}

fn mv(s: &str) -> Move {
    s.parse().expect("move")
}

/// A table opened on fresh storage with `settings`.
fn open_with(settings: Settings) -> (Table, Vec<Effect>) {
    Table::open(
        Stored {
            settings,
            browser_lang: Some(Lang::En),
            ..Stored::default()
        },
        Ok(LinkSetup::default()),
        at(0.0),
        7,
    )
}

/// Two players side by side, with `time_control`.
fn friends(time_control: TimeControl) -> Table {
    open_with(Settings {
        opponent: Opponent::Human,
        time_control,
        ..Settings::default()
    })
    .0
}

/// Against the AI at level 3, playing Red.
fn vs_ai() -> (Table, Vec<Effect>) {
    open_with(Settings::default())
}

/// Plays `m` by tapping its two points.
fn tap_move(t: &mut Table, m: &str, now: Now) -> Vec<Effect> {
    let m = mv(m);
    let mut effects = t.tap(m.from, now);
    effects.extend(t.tap(m.to, now));
    effects
}

/// The search the effects ask for.
fn search_in(effects: &[Effect]) -> Option<SearchSpec> {
    effects.iter().find_map(|e| match e {
        Effect::Search(s) => Some(s.clone()),
        _ => None,
    })
}

/// Sets up `fen` as a new game with the usual players.
fn set_up(t: &mut Table, fen: &str, now: Now) -> Vec<Effect> {
    t.set_up(Position::from_fen(fen).expect("fen"), now)
}

/// Red to move mates with i0i9 (two chariots on ranks 8 and 9).
const MATE_IN_ONE: &str = "3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1";

/// The AI's answer to request `id`, played once the pace it keeps has
/// passed (see `table::pacing`).
fn answer(
    t: &mut Table,
    id: u32,
    best: Option<Move>,
    score: xiangqi_engine::Score,
    now: Now,
) -> Vec<Effect> {
    let mut effects = t.ai_result(id, best, score, now);
    let due = effects.iter().find_map(|e| match e {
        Effect::AiMoveDue { id: due, after_ms } if *due == id => Some(*after_ms),
        _ => None,
    });
    if let Some(after_ms) = due {
        effects.extend(t.ai_move_due(id, now.later(f64::from(after_ms))));
    }
    effects
}
