//! A way to do a goal step where the other side only watches, found by
//! searching every line of the learner's moves the lesson would accept:
//! the tests hold each task's text to it (a task that names a piece is
//! done by that piece alone, within the moves it allows), and a learner
//! out of moves is shown where such a way starts.

use xiangqi::{Move, Position, Square};

use super::content::{Goal, Reply, Step};

/// The deepest search: the moves a task allows when it does not say.
pub const MOST_MOVES: u32 = 6;

/// The shortest line of the learner's moves that does goal step `step`
/// as the lesson plays it (a check that does not reach the goal is taken
/// back; the other side passes), moving only the piece the step names
/// with `by`, if it names one. `None` for steps with a defence, for other
/// kinds of step, and for a task that cannot be done.
pub fn solve(step: &Step) -> Option<Vec<Move>> {
    let Step::Goal {
        goal,
        moves,
        reply: Reply::None,
        by,
        ..
    } = step
    else {
        return None;
    };
    let start = step.position().ok()?;
    let limit = moves.unwrap_or(MOST_MOVES).min(MOST_MOVES);
    (1..=limit).find_map(|depth| {
        let mut line = Vec::new();
        search(&start, goal, *by, depth, &mut line).then_some(line)
    })
}

/// Whether `goal` is reached from `pos` within `left` moves of the piece
/// on `piece` (any piece of the side to move if `None`); the line found
/// is left in `line`.
fn search(
    pos: &Position,
    goal: &Goal,
    piece: Option<Square>,
    left: u32,
    line: &mut Vec<Move>,
) -> bool {
    if left == 0 {
        return false;
    }
    for &m in pos.legal_moves().iter() {
        if piece.is_some_and(|from| from != m.from) {
            continue;
        }
        let mut after = pos.clone();
        after.do_move(m);
        line.push(m);
        if goal.reached(&after, m) {
            return true;
        }
        if !after.is_check() {
            after.do_null_move();
            if search(&after, goal, piece.map(|_| m.to), left - 1, line) {
                return true;
            }
        }
        line.pop();
    }
    false
}
