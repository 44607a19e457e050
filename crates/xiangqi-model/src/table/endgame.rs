//! The rule book's theoretical draw (和 (一)): when the endgame tables
//! say that neither side can win the position on the board, the game is
//! drawn there and then, in every mode.
//!
//! The tables live in the AI worker. After every action the table asks
//! once about a live position whose ending the worker can solve or
//! download (one side attacking, the other unable to)
//! ([`Effect::ProbeEnding`]); the answer comes back through
//! [`Table::ending_verdict`], which ends the game only if that position
//! is still the one on the board.

use xiangqi::{Outcome, Position, Reason};
use xiangqi_tablebase::{Material, Probe, Wdl};

use super::Table;
use crate::effect::Effect;
use crate::now::Now;

impl Table {
    /// Asks the tables about the position on the board, once, if the game
    /// goes on and the worker can solve or download its ending.
    pub(super) fn ask_tables(&mut self) {
        if self.game.is_over() {
            return;
        }
        let pos = self.game.position();
        if !Material::of(pos).is_one_sided() {
            return;
        }
        let key = pos.zobrist();
        if self.probed != Some(key) {
            self.probed = Some(key);
            let fen = pos.to_fen();
            self.effect(Effect::ProbeEnding {
                fen,
                each_move: false,
            });
        }
    }

    /// The tables' verdict on the position `fen`: a draw ends the game
    /// with [`Reason::TheoreticalDraw`] if that position is still on the
    /// board, the game goes on and no flag has fallen.
    pub fn ending_verdict(&mut self, fen: &str, verdict: Option<Probe>, now: Now) -> Vec<Effect> {
        let drawn = verdict.is_some_and(|v| v.result == Wdl::Draw);
        let on_board =
            Position::from_fen(fen).is_ok_and(|p| p.zobrist() == self.game.position().zobrist());
        if drawn && on_board && !self.game.is_over() && self.clocks.flagged(now.mono).is_none() {
            self.cancel_search();
            self.game.set_result(Outcome::draw(Reason::TheoreticalDraw));
            self.finish(now);
        }
        self.drain()
    }
}
