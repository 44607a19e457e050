//! Lessons (`?mode=learn`): the pieces one at a time, the rules that
//! decide games, and the classic mates, each a short series of steps on a
//! board (find the points a piece reaches, reach a goal with moves, answer
//! a question). Their content is data ([`content`], one file a lesson);
//! [`LessonPlay`] runs one; [`LessonProgress`] remembers what is done.

pub mod content;
mod play;
mod progress;
mod solve;
pub mod why;

pub use content::{read_all, Choice, Goal, Lesson, LessonError, Part, Reply, Step, Texts, LOCALES};
pub use play::{LessonEffect, LessonPlay, LessonSaid, StepState, DEFENCE_MS};
pub use progress::LessonProgress;
pub use solve::{solve, MOST_MOVES};
pub use why::Why;

/// Whether a link asks for the lessons (`?mode=learn`), and for which
/// lesson (`&id=`).
pub fn requested(get: impl Fn(&str) -> Option<String>) -> Option<Option<String>> {
    let mode = get("mode")?;
    matches!(
        mode.trim().to_ascii_lowercase().as_str(),
        "learn" | "lessons" | "lesson"
    )
    .then(|| get("id").map(|id| id.trim().to_ascii_lowercase()))
}
