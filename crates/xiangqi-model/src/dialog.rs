//! The dialog on screen.

use xiangqi::Color;

/// The dialog on screen (at most one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Dialog {
    None,
    NewGame,
    GameOver,
    /// Resign for this side?
    ConfirmResign(Color),
    /// Offer a draw for this side? (An offer cannot be withdrawn.)
    ConfirmDrawOffer(Color),
    /// A takeback asked for by this side, awaiting the other's answer.
    Takeback(Color),
    Export,
    Import,
    History,
    /// The player's own figures, drawn.
    Record,
    /// The keyboard shortcuts.
    Keys,
    /// A first visit: what to do (play the computer, a friend, learn).
    Welcome,
    /// How the pieces move and how a game ends.
    Rules,
    /// Everything the play screen keeps off its face: the game's tools,
    /// files, study screens, preferences and help.
    Menu,
}

impl Dialog {
    /// The side a two-player question is put to.
    pub fn answerer(self) -> Option<Color> {
        match self {
            Dialog::Takeback(by) => Some(by.other()),
            Dialog::ConfirmResign(by) | Dialog::ConfirmDrawOffer(by) => Some(by),
            _ => None,
        }
    }
}
