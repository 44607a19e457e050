//! The words of one lazily loaded screen (the lessons, the friend screen,
//! the endgame screens): the keys under one prefix of the study locale
//! files (`lessons.found-all`, `friend.scan`, …), asked for without the
//! prefix, with `{name}` placeholders filled.

use super::catalog::{fill_text, lookup, Part};
use crate::model::Lang;

/// One screen's words: the study locale files' keys under `prefix`.
pub struct WordSource {
    prefix: &'static str,
}

impl WordSource {
    /// The words whose keys start with `prefix` and a dot.
    pub const fn new(prefix: &'static str) -> WordSource {
        WordSource { prefix }
    }

    /// The word `key` in `lang` (English where the language lacks it, the
    /// key itself where no file has it), with `{name}` placeholders filled.
    pub fn word(&self, lang: Lang, key: &str, args: &[(&str, String)]) -> String {
        let full = format!("{}.{key}", self.prefix);
        let args: Vec<(&str, &dyn std::fmt::Display)> = args
            .iter()
            .map(|(name, value)| (*name, value as &dyn std::fmt::Display))
            .collect();
        fill_text(lookup(lang, Part::Study, &full).unwrap_or(key), &args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_fill_their_places_and_fall_back_to_the_key() {
        let endgames = WordSource::new("endgames");
        assert_eq!(
            endgames.word(Lang::En, "red", &[]),
            crate::words::catalog::text(Lang::En, Part::Study, "endgames.red")
        );
        assert_eq!(endgames.word(Lang::En, "absent", &[]), "absent");
        let said = WordSource::new("lessons").word(Lang::En, "found-more", &[("left", "3".into())]);
        assert!(said.contains('3') && !said.contains("{left}"), "{said}");
    }
}
