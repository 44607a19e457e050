//! The `d` command: the board as text, the FEN, and the outcome so far.

use xiangqi::{Game, Move, Position, Square};

/// The lines `d` prints for the position reached from `start` by `moves`.
pub fn board_lines(start: &Position, moves: &[Move]) -> Vec<String> {
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
    lines.push(format!("outcome: {}", outcome(start, moves)));
    lines
}

/// The game outcome shown by `d`: `none`, or the winner (or `draw`) and
/// the reason, as judged by the rules crate's [`Game`] over the whole move
/// history (checkmate, stalemate, perpetual check or chase, repetition,
/// move limit).
pub fn outcome(start: &Position, moves: &[Move]) -> String {
    let mut game = Game::new(start.clone());
    for &m in moves {
        if game.play(m).is_err() {
            break;
        }
    }
    match game.outcome() {
        None => "none".to_string(),
        Some(o) => match o.winner {
            Some(c) => format!("{} {}", c.name(), o.reason.code()),
            None => format!("draw {}", o.reason.code()),
        },
    }
}
