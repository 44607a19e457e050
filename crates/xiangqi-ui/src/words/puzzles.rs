//! The puzzle trainer's words. They live apart from [`super::Msg`], in
//! the study locale files, so that only the study module, which shows the
//! trainer, carries them.

use xiangqi::Color;
use xiangqi_puzzles::{Kind, Theme};

use super::catalog::{counted, fill, text};
use super::{Lang, Part};
use crate::model::puzzle::{Feedback, Goal, Rated, Said, State};

/// Declares the trainer's fixed words; each one's key in the study
/// locale file is its name after `Puzzle`.
macro_rules! words {
    ($($name:ident),* $(,)?) => {
        /// A fixed word of the trainer.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Word {
            $($name,)*
        }

        impl Word {
            /// Every word.
            pub const ALL: &'static [Word] = &[$(Word::$name,)*];

            /// The text in `lang`.
            pub fn text(self, lang: Lang) -> &'static str {
                let key = match self {
                    $(Word::$name => concat!("Puzzle", stringify!($name)),)*
                };
                super::catalog::text(lang, super::Part::Study, key)
            }
        }
    };
}

words! {
    Title,
    Next,
    Hint,
    Solution,
    Analyse,
    AnalyseAfter,
    Daily,
    Loading,
    LoadFailed,
    Retry,
    Right,
    Wrong,
    Solved,
    SolvedAfterFail,
    Failed,
    HintPiece,
    HintMove,
    SolutionShown,
    Rating,
    PuzzleRating,
    Streak,
    BestStreak,
    History,
    NoHistory,
    Theme,
    Goal,
    AnyTheme,
    AnyGoal,
    AnyMate,
    Material,
    NoneLeft,
    Corrupt,
    ResultSolved,
    ResultAssisted,
    ResultFailed,
    Filters,
    RatingExplained,
}

/// "Find the best move for Red" / "找出红方的最佳着法".
pub fn find_best(lang: Lang, solver: Color) -> &'static str {
    let key = match solver {
        Color::Red => "PuzzleFindBestRed",
        Color::Black => "PuzzleFindBestBlack",
    };
    text(lang, Part::Study, key)
}

/// The keys of the goals "Mate in 1" to "Mate in 7" (the mates a puzzle
/// may ask for), each its own message so that a language may spell the
/// number out ("三步杀").
const MATE_IN: [&str; 7] = [
    "PuzzleMateIn1",
    "PuzzleMateIn2",
    "PuzzleMateIn3",
    "PuzzleMateIn4",
    "PuzzleMateIn5",
    "PuzzleMateIn6",
    "PuzzleMateIn7",
];

/// The puzzle's goal: "Mate in 3" / "三步杀", "Win material" / "得子".
pub fn kind(lang: Lang, kind: Kind) -> String {
    match kind {
        Kind::Mate(n) => match MATE_IN.get(usize::from(n).wrapping_sub(1)) {
            Some(key) => text(lang, Part::Study, key).to_string(),
            None => counted(lang, Part::Study, "PuzzleMateIn", u64::from(n), &[]),
        },
        Kind::Material(_) => Word::Material.text(lang).to_string(),
    }
}

/// A choice of the goal filter.
pub fn goal(lang: Lang, goal: Goal) -> String {
    match goal {
        Goal::Any => Word::AnyGoal.text(lang).to_string(),
        Goal::Mate => Word::AnyMate.text(lang).to_string(),
        Goal::MateIn(n) => kind(lang, Kind::Mate(n)),
        Goal::Material => Word::Material.text(lang).to_string(),
    }
}

/// A theme's name.
pub fn theme(lang: Lang, theme: Theme) -> String {
    let key = match theme {
        Theme::MateIn(n) => return kind(lang, Kind::Mate(n)),
        Theme::Opening => "PuzzleThemeOpening",
        Theme::Middlegame => "PuzzleThemeMiddlegame",
        Theme::Endgame => "PuzzleThemeEndgame",
        Theme::DoubleCheck => "PuzzleThemeDoubleCheck",
        Theme::Fork => "PuzzleThemeFork",
        Theme::CheckFork => "PuzzleThemeCheckFork",
        Theme::Pin => "PuzzleThemePin",
        Theme::DiscoveredAttack => "PuzzleThemeDiscoveredAttack",
        Theme::Sacrifice => "PuzzleThemeSacrifice",
        Theme::Smothered => "PuzzleThemeSmothered",
        Theme::IronBolt => "PuzzleThemeIronBolt",
        Theme::HorseTrough => "PuzzleThemeHorseTrough",
        Theme::DoubleCannon => "PuzzleThemeDoubleCannon",
    };
    text(lang, Part::Study, key).to_string()
}

/// The panel's state in words, for the status line and announcements.
pub fn state(lang: Lang, state: State, done: bool) -> &'static str {
    match (state, done) {
        (State::Solved, _) => Word::Solved.text(lang),
        (State::Failed, true) => Word::SolvedAfterFail.text(lang),
        (State::Failed, false) => Word::Failed.text(lang),
        (State::Solving, _) => "",
    }
}

/// The line under the board after the player's latest action.
pub fn feedback(lang: Lang, feedback: Feedback) -> &'static str {
    match feedback {
        Feedback::Right => Word::Right.text(lang),
        Feedback::Wrong => Word::Wrong.text(lang),
        Feedback::HintPiece => Word::HintPiece.text(lang),
        Feedback::HintMove => Word::HintMove.text(lang),
        Feedback::SolutionShown => Word::SolutionShown.text(lang),
    }
}

/// One part of what the trainer says, in words.
pub fn said(lang: Lang, part: &Said) -> String {
    match part {
        Said::FindBest(solver) => find_best(lang, *solver).to_string(),
        Said::UnknownId(id) => unknown_id(lang, id),
        Said::Move { before, mv } => super::moves::move_sentence(lang, before, *mv),
        Said::Feedback(f) => feedback(lang, *f).to_string(),
        Said::Finished(s) => state(lang, *s, true).to_string(),
        Said::Rating { after, change } => rating_said(lang, *after, *change),
    }
}

/// A result in the history list.
pub fn result(lang: Lang, result: Rated) -> &'static str {
    match result {
        Rated::Solved => Word::ResultSolved.text(lang),
        Rated::Assisted => Word::ResultAssisted.text(lang),
        Rated::Failed => Word::ResultFailed.text(lang),
    }
}

/// A rating change: "+12", "−8", "±0".
pub fn change(delta: i32) -> String {
    match delta {
        0 => "±0".to_string(),
        d if d > 0 => format!("+{d}"),
        d => format!("\u{2212}{}", -d),
    }
}

/// The rating after an attempt, for screen readers: "Your rating: 1512
/// (+12)".
pub fn rating_said(lang: Lang, rating: i32, delta: i32) -> String {
    fill(
        lang,
        Part::Study,
        "PuzzleRatingSaid",
        &[("rating", &rating), ("change", &change(delta))],
    )
}

/// The link asked for a puzzle the collection does not have.
pub fn unknown_id(lang: Lang, id: &str) -> String {
    fill(lang, Part::Study, "PuzzleUnknownId", &[("id", &id)])
}

/// The collection could not be read (a broken file): what and where.
pub fn unreadable(lang: Lang, what: &str) -> String {
    fill(lang, Part::Study, "PuzzleUnreadable", &[("what", &what)])
}

/// "Puzzle rated 1770": the puzzle as a player knows it (its id stays out
/// of sight, in `data-puzzle-id` and the share link).
pub fn puzzle_label(lang: Lang, rating: i32) -> String {
    fill(lang, Part::Study, "PuzzleLabel", &[("rating", &rating)])
}

/// `parts` as one text of sentences: each ends with a full stop of
/// `lang` unless it already ends with sentence punctuation (so a part
/// that ends "请再试。" is not followed by a second "。"), and follows the
/// one before as `lang` puts sentences together (a space in English,
/// nothing in Chinese); empty parts are left out.
pub fn sentences(lang: Lang, parts: &[String]) -> String {
    let ended = |s: &str| s.ends_with(['.', '!', '?', '…', '。', '！', '？']);
    parts
        .iter()
        .map(|p| p.trim())
        .filter(|p| !p.is_empty())
        .map(|p| {
            if ended(p) {
                p.to_string()
            } else {
                fill(lang, Part::Study, "PuzzleSentenceEnd", &[("sentence", &p)])
            }
        })
        .reduce(|text, sentence| {
            fill(
                lang,
                Part::Study,
                "PuzzleSentenceNext",
                &[("text", &text), ("sentence", &sentence)],
            )
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_end_once() {
        let parts = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            sentences(
                Lang::Zh,
                &parts(&["红车进一", "这步不对，已退回，请再试。", ""])
            ),
            "红车进一。这步不对，已退回，请再试。"
        );
        assert_eq!(
            sentences(
                Lang::En,
                &parts(&["Red chariot one forward", "Not the move. Try again."])
            ),
            "Red chariot one forward. Not the move. Try again."
        );
    }

    #[test]
    fn every_word_has_both_texts() {
        for w in Word::ALL {
            assert!(!w.text(Lang::En).is_empty() && !w.text(Lang::Zh).is_empty());
            assert_ne!(w.text(Lang::En), w.text(Lang::Zh), "{w:?}");
        }
    }

    #[test]
    fn changes_are_signed() {
        assert_eq!(change(12), "+12");
        assert_eq!(change(-8), "\u{2212}8");
        assert_eq!(change(0), "±0");
        assert_eq!(kind(Lang::Zh, Kind::Mate(3)), "三步杀");
        assert_eq!(kind(Lang::En, Kind::Mate(2)), "Mate in 2");
    }
}
