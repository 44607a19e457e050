//! The `d` command: the board as text, the FEN, the endgame tables'
//! verdict and the outcome so far.

use xiangqi::{Game, Move, Position, Reason, Square};
use xiangqi_tablebase::{Probe, Wdl};

/// The lines `d` prints for the position reached from `start` by `moves`;
/// `table` is the endgame tables' verdict on it, if they cover it.
pub fn board_lines(start: &Position, moves: &[Move], table: Option<Probe>) -> Vec<String> {
    let mut pos = start.clone();
    for &m in moves {
        pos.do_move(m);
    }
    let mut lines = Vec::new();
    lines.push("   +-------------------+".to_string());
    for rank in (0..10u8).rev() {
        let mut row = format!(" {rank} |");
        for file in 0..9u8 {
            let c = Square::new(file, rank)
                .and_then(|s| pos.piece_at(s))
                .map_or('.', |p| p.fen_char());
            row.push(' ');
            row.push(c);
        }
        row.push_str(" |");
        lines.push(row);
    }
    lines.push("   +-------------------+".to_string());
    lines.push("     a b c d e f g h i".to_string());
    lines.push(String::new());
    lines.push(format!("Fen: {}", pos.to_fen()));
    lines.push(format!("Side to move: {}", pos.side_to_move()));
    let checkers: Vec<String> = pos.checkers().iter().map(|s| s.to_string()).collect();
    lines.push(format!("Checkers: {}", checkers.join(" ")));
    lines.push(format!("tablebase: {}", verdict(table)));
    let outcome = match outcome(start, moves) {
        None if table.is_some_and(|t| t.result == Wdl::Draw) => {
            format!("draw {}", Reason::TheoreticalDraw.code())
        }
        o => o.unwrap_or_else(|| "none".to_string()),
    };
    lines.push(format!("outcome: {outcome}"));
    lines
}

/// The tables' verdict for the side to move: `win N` (its own moves to
/// mate), `loss N` (the opponent's), `draw`, or `none` when no table at
/// hand covers the position.
fn verdict(table: Option<Probe>) -> String {
    match table {
        None => "none".to_string(),
        Some(p) => match (p.result, p.moves_to_mate) {
            (Wdl::Win, Some(n)) => format!("win {n}"),
            (Wdl::Loss, Some(n)) => format!("loss {n}"),
            _ => "draw".to_string(),
        },
    }
}

/// The game outcome shown by `d`: the winner (or `draw`) and the reason,
/// as judged by the rules crate's [`Game`] over the whole move history
/// (checkmate, stalemate, perpetual check or chase, repetition, move
/// limit); `None` while the game goes on. A drawn table verdict is added
/// by [`board_lines`]: the rules alone cannot see it.
pub fn outcome(start: &Position, moves: &[Move]) -> Option<String> {
    let mut game = Game::new(start.clone());
    for &m in moves {
        if game.play(m).is_err() {
            break;
        }
    }
    game.outcome().map(|o| match o.winner {
        Some(c) => format!("{} {}", c.name(), o.reason.code()),
        None => format!("draw {}", o.reason.code()),
    })
}
