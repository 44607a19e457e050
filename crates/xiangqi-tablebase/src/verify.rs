//! Checking a table against the rules, position by position.

use xiangqi::{Color, Position};

use crate::{
    error::Error,
    table::Table,
    tablebase::Tablebase,
    value::{plies_of, Probe, Wdl, DRAW, ILLEGAL},
};

/// What a position's verdict must be, given its moves' verdicts: the
/// fastest win if a move wins, else a draw if a move draws, else the
/// longest loss (a loss in 0 without legal moves).
fn expected(tb: &Tablebase, pos: &Position) -> Result<Probe, String> {
    let verdicts = tb
        .move_verdicts(pos)
        .ok_or_else(|| "a table needed after a move is missing".to_string())?;
    let mut best: Option<Probe> = None;
    for v in verdicts.iter().map(|v| v.verdict) {
        let better = match best {
            None => true,
            Some(b) => match (v.result, b.result) {
                (Wdl::Win, Wdl::Win) => v.moves_to_mate < b.moves_to_mate,
                (Wdl::Loss, Wdl::Loss) => v.moves_to_mate > b.moves_to_mate,
                (x, y) => x < y,
            },
        };
        if better {
            best = Some(v);
        }
    }
    Ok(best.unwrap_or(Probe::from_plies(0)))
}

/// Checks every legal position of `table` against the rules crate and the
/// tables in `tb` (which must hold `table`'s own ending and those its
/// captures lead to): the numbering keeps exactly the legal positions,
/// and each verdict follows from its moves' verdicts as the fastest win, else a draw, else the longest loss.
/// Together with the positions without moves, this proves every win and
/// loss with its distance, and every draw.
pub fn verify(table: &Table, tb: &Tablebase) -> Result<(), Error> {
    let ix = &table.indexer;
    let fail = |what: String, fen: String| Error::Inconsistent {
        material: ix.material(),
        what,
        fen,
    };
    for number in 0..ix.size() {
        let slots = ix.decode(number);
        let kept = ix.encode(&slots) == Some(number);
        for (side, turn) in [(0, Color::Red), (1, Color::Black)] {
            let byte = table.values[side][number];
            let pos = if kept {
                ix.setup(&slots, turn).and_then(|s| s.to_position().ok())
            } else {
                None
            };
            let Some(pos) = pos else {
                if byte != ILLEGAL {
                    return Err(fail(
                        format!("number {number} is no position"),
                        String::new(),
                    ));
                }
                continue;
            };
            if byte == ILLEGAL {
                return Err(fail(
                    "a legal position is marked illegal".into(),
                    pos.to_fen(),
                ));
            }
            let want = expected(tb, &pos).map_err(|e| fail(e, pos.to_fen()))?;
            let have = match byte {
                DRAW => Probe::DRAW,
                b => plies_of(b).map_or(Probe::DRAW, Probe::from_plies),
            };
            if have != want {
                return Err(fail(
                    format!("table says {have}, moves say {want}"),
                    pos.to_fen(),
                ));
            }
        }
    }
    Ok(())
}
