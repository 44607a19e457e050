//! The lessons screen's words (the study locale files' `lessons.` keys),
//! and what a lesson says put in words.

use xiangqi::Role;
use xiangqi_ui::model::lesson::{LessonSaid, Texts, Why};
use xiangqi_ui::model::Lang;
use xiangqi_ui::words::locale;
use xiangqi_ui::words::word_file::WordSource;

static FILE: WordSource = WordSource::new("lessons");

/// The word `key` in `lang`, with `{name}` placeholders filled.
pub fn word(lang: Lang, key: &str, args: &[(&str, String)]) -> String {
    FILE.word(lang, key, args)
}

/// A lesson text in `lang`.
pub fn text(lang: Lang, texts: &Texts) -> String {
    texts.get(locale(lang)).to_string()
}

/// Why a move is refused, in words.
pub fn why(lang: Lang, why: Why) -> String {
    let key = match why {
        Why::OwnPiece => "why-own-piece",
        Why::NotItsWay(role) => match role {
            Role::General => "why-general",
            Role::Advisor => "why-advisor",
            Role::Elephant => "why-elephant",
            Role::Horse => "why-horse",
            Role::Chariot => "why-chariot",
            Role::Cannon => "why-cannon",
            Role::Soldier => "why-soldier",
        },
        Why::LegBlocked(sq) | Why::EyeBlocked(sq) => {
            let key = if matches!(why, Why::LegBlocked(_)) {
                "why-leg"
            } else {
                "why-eye"
            };
            return word(lang, key, &[("square", sq.to_string())]);
        }
        Why::River => "why-river",
        Why::Palace => "why-palace",
        Why::PathBlocked => "why-path",
        Why::NeedsScreen => "why-screen",
        Why::SoldierBackward => "why-backward",
        Why::SoldierSideways => "why-sideways",
        Why::GeneralsFace => "why-face",
        Why::LeavesCheck => "why-check",
    };
    word(lang, key, &[])
}

/// One part of what a lesson says, in words.
pub fn said(lang: Lang, part: &LessonSaid) -> String {
    match part {
        LessonSaid::Text(texts) | LessonSaid::Task(texts) => text(lang, texts),
        LessonSaid::Found { left: 0 } => word(lang, "found-all", &[]),
        LessonSaid::Found { left } => word(lang, "found-more", &[("left", left.to_string())]),
        LessonSaid::Refused(w) => why(lang, *w),
        LessonSaid::NotTheMove => word(lang, "not-the-move", &[]),
        LessonSaid::NoCheckHere => word(lang, "no-check-here", &[]),
        LessonSaid::Moved { before, mv } => {
            xiangqi_ui::words::moves::move_sentence(lang, before, *mv)
        }
        LessonSaid::StepDone => word(lang, "step-done", &[]),
        LessonSaid::OutOfMoves => word(lang, "out-of-moves", &[]),
        LessonSaid::TryFirst { before, mv } => word(
            lang,
            "try-first",
            &[(
                "move",
                xiangqi_ui::words::moves::move_sentence(lang, before, *mv),
            )],
        ),
        LessonSaid::Stuck => word(lang, "stuck", &[]),
        LessonSaid::LessonDone => word(lang, "lesson-done", &[]),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_lesson_files_read() {
        let lessons =
            xiangqi_ui::model::lesson::read_all(super::super::files::FILES.iter().copied())
                .expect("every lesson reads");
        assert!(!lessons.is_empty());
    }
}
