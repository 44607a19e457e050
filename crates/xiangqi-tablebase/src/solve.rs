//! Solving an ending by retrograde analysis.
//!
//! 1. Every numbered placement, with either side to move, is built as a
//!    board and handed to the rules crate: a refused board is no legal
//!    position. For a legal one, its legal moves are generated once: a
//!    capture leads into a smaller ending, already solved, whose verdict
//!    is read; the other moves are counted (as distinct numbers of this
//!    table). No legal move at all is a loss now (checkmate or 困毙).
//! 2. Then ply by ply, from the positions lost in 0: every predecessor of
//!    a position lost in `n` is won in `n + 1`; every predecessor of a
//!    position won in `n` loses one of its open moves, and when none is
//!    left it is lost in `n + 1` (or later, if a capture holds out longer).
//!    Since plies are taken in order, the first verdict a position gets is
//!    the fastest win; a loss is given only when the last move is refuted,
//!    so it is the longest.
//!
//! A capture into a lost smaller ending makes a win known from the start
//! at that distance; a non-capture may still be faster and replaces it
//! while the plies are still shorter. Whatever never gets a verdict is a
//! draw.

use xiangqi::{Color, Move, Position};

use crate::{
    error::Error,
    index::{Indexer, Slots},
    table::Table,
    unmove::for_each_predecessor,
    value::{mate_in, plies_of, DRAW, ILLEGAL, MAX_PLIES},
};

/// Reads the byte of a position of a smaller ending (after a capture).
pub(crate) type Lookup<'a> = dyn Fn(&Position) -> Result<u8, Error> + 'a;

fn turn(side: usize) -> Color {
    if side == 0 {
        Color::Red
    } else {
        Color::Black
    }
}

struct Solver<'a> {
    ix: &'a Indexer,
    lookup: &'a Lookup<'a>,
    values: [Vec<u8>; 2],
    /// Moves not yet known to lose, by side and number (while undecided).
    open: [Vec<u8>; 2],
    /// The longest distance given so far.
    last: u32,
}

/// The plies after which a capture's outcome is mate, seen from the side
/// that captures: `Ok(Some(d))` with `d` odd for a win, even for a loss,
/// `Ok(None)` for a draw.
fn capture_result(
    lookup: &Lookup<'_>,
    pos: &Position,
    m: Move,
    ix: &Indexer,
) -> Result<Option<u32>, Error> {
    let mut child = pos.clone();
    child.do_move(m);
    let byte = lookup(&child)?;
    match byte {
        DRAW => Ok(None),
        ILLEGAL => Err(inconsistent(
            ix,
            pos,
            "a capture leads to no legal position",
        )),
        b => Ok(plies_of(b).map(|d| d + 1)),
    }
}

fn inconsistent(ix: &Indexer, pos: &Position, what: &str) -> Error {
    Error::Inconsistent {
        material: ix.material(),
        what: what.to_string(),
        fen: pos.to_fen(),
    }
}

impl Solver<'_> {
    fn distance(&mut self, plies: u32) -> Result<u8, Error> {
        if plies > MAX_PLIES {
            return Err(Error::TooDeep(self.ix.material()));
        }
        self.last = self.last.max(plies);
        Ok(mate_in(plies))
    }

    /// Step 1 for one legal position: its byte and open-move count.
    fn first_look(
        &mut self,
        pos: &Position,
        slots: &Slots,
        children: &mut Vec<usize>,
    ) -> Result<(u8, u8), Error> {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return Ok((self.distance(0)?, 0));
        }
        let mut fastest_win: Option<u32> = None;
        let mut longest_loss = 0;
        let mut drawn_capture = false;
        children.clear();
        for &m in moves.iter() {
            if pos.is_capture(m) {
                match capture_result(self.lookup, pos, m, self.ix)? {
                    Some(d) if d % 2 == 1 => {
                        fastest_win = Some(fastest_win.map_or(d, |w| w.min(d)));
                    }
                    Some(d) => longest_loss = longest_loss.max(d),
                    None => drawn_capture = true,
                }
            } else {
                let mut after = *slots;
                let Some(k) = after.iter().position(|&s| s as usize == m.from.index()) else {
                    return Err(inconsistent(self.ix, pos, "a move from an empty point"));
                };
                after[k] = m.to.index() as u8;
                let n = self
                    .ix
                    .encode(&after)
                    .ok_or_else(|| inconsistent(self.ix, pos, "a move leaves the numbering"))?;
                children.push(n);
            }
        }
        if let Some(w) = fastest_win {
            return Ok((self.distance(w)?, 0));
        }
        children.sort_unstable();
        children.dedup();
        let open = children.len() + usize::from(drawn_capture);
        if open == 0 {
            // Every move is a capture into a lost smaller ending.
            return Ok((self.distance(longest_loss)?, 0));
        }
        Ok((DRAW, open.min(u8::MAX as usize) as u8))
    }

    fn initialise(&mut self) -> Result<(), Error> {
        let mut children = Vec::with_capacity(128);
        for number in 0..self.ix.size() {
            let slots = self.ix.decode(number);
            if self.ix.encode(&slots) != Some(number) {
                continue;
            }
            let Some(mut setup) = self.ix.setup(&slots, Color::Red) else {
                continue;
            };
            for side in 0..2 {
                setup.set_side_to_move(turn(side));
                let Ok(pos) = setup.to_position() else {
                    continue;
                };
                let (value, open) = self.first_look(&pos, &slots, &mut children)?;
                self.values[side][number] = value;
                self.open[side][number] = open;
            }
        }
        Ok(())
    }

    /// The position numbered `number` with `side` to move.
    fn position(&self, number: usize, side: usize) -> Result<(Slots, Position), Error> {
        let slots = self.ix.decode(number);
        let pos = self
            .ix
            .setup(&slots, turn(side))
            .and_then(|s| s.to_position().ok())
            .ok_or_else(|| Error::Inconsistent {
                material: self.ix.material(),
                what: format!("number {number} was legal and is not"),
                fen: String::new(),
            })?;
        Ok((slots, pos))
    }

    /// Step 2 for one position decided at distance `ply`.
    fn propagate(&mut self, number: usize, side: usize, ply: u32) -> Result<(), Error> {
        let (slots, pos) = self.position(number, side)?;
        let other = 1 - side;
        let mut preds: Vec<(usize, Position)> = Vec::new();
        let values = &self.values[other];
        for_each_predecessor(self.ix, &pos, &slots, |before, prev, _| {
            if let Some(n) = self.ix.encode(before) {
                let v = values[n];
                let open = if ply & 1 == 0 {
                    // Won by moving here, unless already won faster.
                    v == DRAW || plies_of(v).is_some_and(|d| d % 2 == 1 && d > ply + 1)
                } else {
                    v == DRAW
                };
                if open {
                    preds.push((n, prev));
                }
            }
        });
        preds.sort_unstable_by_key(|(n, _)| *n);
        preds.dedup_by_key(|(n, _)| *n);
        for (n, prev) in preds {
            if ply & 1 == 0 {
                self.values[other][n] = self.distance(ply + 1)?;
                continue;
            }
            let left = self.open[other][n].saturating_sub(1);
            self.open[other][n] = left;
            if left == 0 {
                let mut longest = ply + 1;
                for &m in prev.legal_captures().iter() {
                    if let Some(d) = capture_result(self.lookup, &prev, m, self.ix)? {
                        longest = longest.max(d);
                    }
                }
                self.values[other][n] = self.distance(longest)?;
            }
        }
        Ok(())
    }

    fn run(&mut self) -> Result<(), Error> {
        self.initialise()?;
        let mut ply = 0;
        while ply <= self.last {
            let target = mate_in(ply);
            for side in 0..2 {
                for number in 0..self.ix.size() {
                    if self.values[side][number] == target {
                        self.propagate(number, side, ply)?;
                    }
                }
            }
            ply += 1;
        }
        Ok(())
    }
}

/// Solves the ending numbered by `ix`; `lookup` reads the smaller endings.
pub(crate) fn solve(ix: Indexer, lookup: &Lookup<'_>) -> Result<Table, Error> {
    let n = ix.size();
    let values = {
        let mut solver = Solver {
            ix: &ix,
            lookup,
            values: [vec![ILLEGAL; n], vec![ILLEGAL; n]],
            open: [vec![0; n], vec![0; n]],
            last: 0,
        };
        solver.run()?;
        solver.values
    };
    Ok(Table {
        indexer: ix,
        values,
    })
}
