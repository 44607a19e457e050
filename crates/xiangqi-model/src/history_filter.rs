//! Which past games the list shows: by opponent (a level of the
//! computer, a friend beside you, a friend face to face), by result and
//! colour from the player's side, by when, and by words (a player's
//! name, an opening), each a choice of its own. Every game is kept; this
//! only chooses what is drawn.

use xiangqi::{Color, RecordResult};

use crate::mode::Seating;
use crate::saved::SavedGame;

/// The opponent chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Opponent {
    #[default]
    Any,
    /// The computer at any level.
    Computer,
    /// The computer at this level.
    Level(u8),
    /// A friend, beside you on this device or on another device.
    Friend,
    /// A friend across a tablet, face to face.
    FaceToFace,
}

/// The result chosen, from the player's side (against the computer, the
/// human's side; between friends, the side at the bottom of the board).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Outcome {
    #[default]
    Any,
    Won,
    Lost,
    Drawn,
    Unfinished,
}

/// The list's choices.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HistoryFilter {
    pub opponent: Opponent,
    pub outcome: Outcome,
    /// The player's colour, if chosen.
    pub colour: Option<Color>,
    /// Games begun at or after this time (ms since 1970), if chosen.
    pub since: Option<f64>,
    /// Words to find (a player's name, an opening's code or name),
    /// without regard to case; empty finds every game.
    pub words: String,
}

impl HistoryFilter {
    /// Whether `game` is shown; `opening` names its opening (code and
    /// name), asked only when words are given.
    pub fn shows(&self, game: &SavedGame, opening: impl FnOnce(&SavedGame) -> String) -> bool {
        let mine = players_side(game);
        let opponent = match self.opponent {
            Opponent::Any => true,
            Opponent::Computer => game.ai.is_some(),
            Opponent::Level(level) => game.ai.is_some() && game.level == level,
            Opponent::Friend => game.ai.is_none() && game.seating == Seating::SideBySide,
            Opponent::FaceToFace => game.ai.is_none() && game.seating == Seating::FaceToFace,
        };
        let won = match mine {
            Color::Red => RecordResult::RedWins,
            Color::Black => RecordResult::BlackWins,
        };
        let outcome = match self.outcome {
            Outcome::Any => true,
            Outcome::Won => game.record.result == won,
            Outcome::Lost => {
                matches!(
                    game.record.result,
                    RecordResult::RedWins | RecordResult::BlackWins
                ) && game.record.result != won
            }
            Outcome::Drawn => game.record.result == RecordResult::Draw,
            Outcome::Unfinished => game.record.result == RecordResult::Unfinished,
        };
        let colour = self.colour.is_none_or(|c| c == mine);
        let since = self.since.is_none_or(|t| game.started_at >= t);
        if !(opponent && outcome && colour && since) {
            return false;
        }
        let words = self.words.trim().to_lowercase();
        if words.is_empty() {
            return true;
        }
        let names = [game.record.tag("Red"), game.record.tag("Black")]
            .into_iter()
            .flatten()
            .any(|n| n.to_lowercase().contains(&words));
        names || opening(game).to_lowercase().contains(&words)
    }
}

/// The side the player of this device played: against the computer, the
/// side it did not play; between friends, the side at the bottom.
pub fn players_side(game: &SavedGame) -> Color {
    match game.ai {
        Some(ai) => ai.other(),
        None => game.bottom,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(ai: Option<Color>, level: u8, result: RecordResult, started_at: f64) -> SavedGame {
        let mut g = crate::saved::finished_game(ai, level, result, started_at, "h2e2");
        g.record.set_tag("Black", "Wang Tianyi");
        g
    }

    #[test]
    fn each_choice_narrows_the_list() {
        let won_vs_5 = game(Some(Color::Black), 5, RecordResult::RedWins, 1_000.0);
        let lost_as_black = game(Some(Color::Red), 3, RecordResult::RedWins, 2_000.0);
        let friends_draw = game(None, 0, RecordResult::Draw, 3_000.0);
        let none = |_: &SavedGame| String::new();
        let f = |filter: HistoryFilter| {
            [&won_vs_5, &lost_as_black, &friends_draw]
                .iter()
                .filter(|g| filter.shows(g, none))
                .count()
        };
        assert_eq!(f(HistoryFilter::default()), 3);
        assert_eq!(
            f(HistoryFilter {
                opponent: Opponent::Computer,
                ..Default::default()
            }),
            2
        );
        assert_eq!(
            f(HistoryFilter {
                opponent: Opponent::Level(5),
                ..Default::default()
            }),
            1
        );
        assert_eq!(
            f(HistoryFilter {
                opponent: Opponent::Friend,
                ..Default::default()
            }),
            1
        );
        assert_eq!(
            f(HistoryFilter {
                outcome: Outcome::Won,
                ..Default::default()
            }),
            1
        );
        assert_eq!(
            f(HistoryFilter {
                outcome: Outcome::Lost,
                ..Default::default()
            }),
            1
        );
        assert_eq!(
            f(HistoryFilter {
                outcome: Outcome::Drawn,
                ..Default::default()
            }),
            1
        );
        assert_eq!(
            f(HistoryFilter {
                colour: Some(Color::Black),
                ..Default::default()
            }),
            1
        );
        assert_eq!(
            f(HistoryFilter {
                since: Some(1_500.0),
                ..Default::default()
            }),
            2
        );
        assert_eq!(
            f(HistoryFilter {
                words: "tianyi".into(),
                ..Default::default()
            }),
            3
        );
        assert_eq!(
            f(HistoryFilter {
                words: "nobody".into(),
                ..Default::default()
            }),
            0
        );
    }

    #[test]
    fn words_also_find_the_opening() {
        let g = game(None, 0, RecordResult::Draw, 0.0);
        let f = HistoryFilter {
            words: "A60".into(),
            ..Default::default()
        };
        assert!(f.shows(&g, |_| "A60 过宫炮".to_string()));
        assert!(!f.shows(&g, |_| "C00 中炮".to_string()));
    }
}
