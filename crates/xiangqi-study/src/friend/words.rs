//! The friend screen's words, read from their data file (`words.json`
//! beside this one, every language in it; a test checks that no language
//! lacks a word).

use std::collections::BTreeMap;
use std::sync::OnceLock;

use xiangqi_ui::model::lesson::Texts;
use xiangqi_ui::model::Lang;

/// The file's text.
pub const WORDS: &str = include_str!("words.json");

fn table() -> &'static BTreeMap<String, Texts> {
    static TABLE: OnceLock<BTreeMap<String, Texts>> = OnceLock::new();
    TABLE.get_or_init(|| serde_json::from_str(WORDS).unwrap_or_default())
}

/// The word `key` in `lang`, with `{name}` placeholders filled.
pub fn word(lang: Lang, key: &str, args: &[(&str, String)]) -> String {
    let locale = xiangqi_ui::words::locale(lang);
    let mut text = table().get(key).map_or(key, |t| t.get(locale)).to_string();
    for (name, value) in args {
        text = text.replace(&format!("{{{name}}}"), value);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_is_in_every_language() {
        let table: BTreeMap<String, Texts> = serde_json::from_str(WORDS).expect("the file reads");
        for (key, texts) in &table {
            assert!(
                texts.missing().is_empty(),
                "{key} lacks {:?}",
                texts.missing()
            );
        }
    }
}
