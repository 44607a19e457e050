//! The puzzle trainer (杀局练习, `?mode=puzzle`): one [`Attempt`] at a
//! time, the [`Progress`] kept between visits (ratings, streak, history,
//! filters), and the [`choice`] of the next and the daily puzzle.

pub mod attempt;
pub mod choice;
pub mod filter;
pub mod progress;
pub mod rating;
pub mod trainer;

pub use attempt::{Attempt, Hint, Pending, State, Verdict};
pub use filter::{Filter, Goal};
pub use progress::{Entry, Progress};
pub use rating::{Rating, Result as Rated};
pub use trainer::{Feedback, Said, Trainer, TrainerEffect};

/// Whether a link asks for the trainer (`?mode=puzzle`), and for which
/// puzzle (`&id=`).
pub fn requested(get: impl Fn(&str) -> Option<String>) -> Option<Option<String>> {
    let mode = get("mode")?;
    matches!(
        mode.trim().to_ascii_lowercase().as_str(),
        "puzzle" | "puzzles"
    )
    .then(|| get("id").map(|id| id.trim().to_ascii_lowercase()))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_puzzle_link_is_recognised() {
        let link = |pairs: &'static [(&str, &str)]| {
            super::requested(move |name| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| v.to_string())
            })
        };
        assert_eq!(link(&[("mode", "puzzle")]), Some(None));
        assert_eq!(
            link(&[("mode", "puzzle"), ("id", "00C6DDF6C622")]),
            Some(Some("00c6ddf6c622".into()))
        );
        assert_eq!(link(&[("mode", "edit")]), None);
        assert_eq!(link(&[]), None);
    }
}
