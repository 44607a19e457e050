//! The player's choice of puzzles: a goal (what the puzzle wins) and a
//! theme.

use serde::{Deserialize, Serialize};
use xiangqi_puzzles::{Kind, Puzzle, Theme};

/// What the puzzles should win.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Goal {
    #[default]
    Any,
    /// Any mate.
    Mate,
    /// Mate in exactly this many moves (1..=7).
    MateIn(u8),
    /// Material-winning tactics.
    Material,
}

impl Goal {
    /// Every choice, in the order of the select control.
    pub const ALL: [Goal; 10] = [
        Goal::Any,
        Goal::Mate,
        Goal::MateIn(1),
        Goal::MateIn(2),
        Goal::MateIn(3),
        Goal::MateIn(4),
        Goal::MateIn(5),
        Goal::MateIn(6),
        Goal::MateIn(7),
        Goal::Material,
    ];

    /// The value of the select control's option.
    pub fn code(self) -> String {
        match self {
            Goal::Any => "any".to_string(),
            Goal::Mate => "mate".to_string(),
            Goal::MateIn(n) => format!("mate{n}"),
            Goal::Material => "material".to_string(),
        }
    }

    /// The choice of a select control's value (unknown values: any).
    pub fn from_code(code: &str) -> Goal {
        Goal::ALL
            .into_iter()
            .find(|g| g.code() == code)
            .unwrap_or_default()
    }

    /// Whether a puzzle of `kind` is one this goal asks for.
    pub fn admits(self, kind: Kind) -> bool {
        match (self, kind) {
            (Goal::Any, _) | (Goal::Mate, Kind::Mate(_)) | (Goal::Material, Kind::Material(_)) => {
                true
            }
            (Goal::MateIn(n), Kind::Mate(m)) => n == m,
            _ => false,
        }
    }
}

/// The player's choice of puzzles.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Filter {
    /// A theme's code (`fork`, `ironBolt`, …), or any.
    #[serde(default)]
    pub theme: Option<String>,
    #[serde(default)]
    pub goal: Goal,
}

impl Filter {
    /// Whether `puzzle` is one the player asked for.
    pub fn admits(&self, puzzle: &Puzzle) -> bool {
        self.goal.admits(puzzle.kind)
            && self.theme.as_deref().is_none_or(|code| {
                code.parse::<Theme>()
                    .is_ok_and(|t| puzzle.themes.contains(&t))
            })
    }
}
