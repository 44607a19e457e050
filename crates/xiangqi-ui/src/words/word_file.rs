//! A screen's words kept in a data file: a JSON object from each key to
//! its text in every language (`{"title": {"en": "…", "zh-Hans": "…", …}}`),
//! with `{name}` placeholders filled when a word is asked for.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use crate::model::lesson::Texts;
use crate::model::Lang;

/// The words of one file.
#[derive(Debug, Default)]
pub struct WordFile {
    texts: BTreeMap<String, Texts>,
}

impl WordFile {
    /// The words in `json`. A file that does not read gives no words (each
    /// file is checked by a test, so this never happens in a build that
    /// passed; the key stands in for a missing word).
    pub fn parse(json: &str) -> WordFile {
        WordFile {
            texts: serde_json::from_str(json).unwrap_or_default(),
        }
    }

    /// Whether the file held any word.
    pub fn is_empty(&self) -> bool {
        self.texts.is_empty()
    }

    /// The word `key` in `lang` (English where the language lacks it, the
    /// key itself when the file does), with `{name}` placeholders filled.
    pub fn word(&self, lang: Lang, key: &str, args: &[(&str, String)]) -> String {
        let mut text = self
            .texts
            .get(key)
            .map_or(key, |t| t.get(super::locale(lang)))
            .to_string();
        for (name, value) in args {
            text = text.replace(&format!("{{{name}}}"), value);
        }
        text
    }

    /// Each key that lacks a language, with the languages it lacks.
    pub fn gaps(&self) -> Vec<(String, Vec<&'static str>)> {
        self.texts
            .iter()
            .map(|(key, texts)| (key.clone(), texts.missing()))
            .filter(|(_, missing)| !missing.is_empty())
            .collect()
    }
}

/// A word file built into the program (`include_str!`), read the first
/// time one of its words is asked for.
pub struct WordSource {
    json: &'static str,
    file: OnceLock<WordFile>,
}

impl WordSource {
    /// The words of `json`, not read yet.
    pub const fn new(json: &'static str) -> WordSource {
        WordSource {
            json,
            file: OnceLock::new(),
        }
    }

    /// The word `key` in `lang`, with `{name}` placeholders filled (see
    /// [`WordFile::word`]).
    pub fn word(&self, lang: Lang, key: &str, args: &[(&str, String)]) -> String {
        self.file
            .get_or_init(|| WordFile::parse(self.json))
            .word(lang, key, args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_fill_their_places_and_fall_back() {
        let file = WordFile::parse(
            r#"{"mate": {"en": "mate in {n}", "zh-Hans": "{n}步杀", "zh-Hant": "{n}步殺", "vi": "chiếu hết sau {n} nước"},
                "only": {"en": "English only"}}"#,
        );
        assert!(!file.is_empty());
        assert_eq!(file.word(Lang::Zh, "mate", &[("n", "3".into())]), "3步杀");
        assert_eq!(
            file.word(Lang::En, "mate", &[("n", "3".into())]),
            "mate in 3"
        );
        assert_eq!(file.word(Lang::Zh, "only", &[]), "English only");
        assert_eq!(file.word(Lang::En, "absent", &[]), "absent");
        assert_eq!(file.gaps().len(), 1);
        assert!(WordFile::parse("not json").is_empty());
    }
}
