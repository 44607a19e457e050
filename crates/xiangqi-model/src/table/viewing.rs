//! Looking back through the moves, and turning the board.

use xiangqi::Color;

use super::Table;
use crate::dialog::Dialog;
use crate::effect::Effect;

impl Table {
    /// Shows the position after `ply` moves (the live one at the end).
    pub fn show(&mut self, ply: usize) -> Vec<Effect> {
        let total = self.game.ply_count();
        let before = self.ply_on_board();
        let target = ply.min(total);
        self.animate = if target == before + 1 {
            self.game.moves().get(before).copied()
        } else {
            None
        };
        self.selected = None;
        self.shown_ply = (target < total).then_some(target);
        self.drain()
    }

    /// The start position.
    pub fn show_first(&mut self) -> Vec<Effect> {
        self.show(0)
    }

    /// One move back.
    pub fn show_previous(&mut self) -> Vec<Effect> {
        let p = self.ply_on_board();
        self.show(p.saturating_sub(1))
    }

    /// One move on.
    pub fn show_next(&mut self) -> Vec<Effect> {
        let p = self.ply_on_board();
        self.show(p + 1)
    }

    /// The live position.
    pub fn show_last(&mut self) -> Vec<Effect> {
        self.show(usize::MAX)
    }

    /// Turns the board half round (never between two players face to face).
    pub fn flip(&mut self) -> Vec<Effect> {
        if !self.mode.face_to_face() {
            self.animate = None;
            self.bottom = self.bottom.other();
        }
        self.drain()
    }

    /// Opens a dialog (or closes the open one with [`Dialog::None`]).
    pub fn open_dialog(&mut self, dialog: Dialog) -> Vec<Effect> {
        self.dialog = dialog;
        self.drain()
    }

    /// The side whose pieces start at the top of the screen.
    pub fn top(&self) -> Color {
        self.bottom.other()
    }
}
