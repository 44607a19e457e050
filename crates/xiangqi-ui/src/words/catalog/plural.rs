//! Plural categories and numbers as each language writes them, from
//! Unicode CLDR's data through `intl_pluralrules` (the plural rules Fluent
//! uses) and `num-format` (the marks digits are grouped and decimals set
//! off with).
//!
//! Not a whole localisation library: each one measured costs the page's
//! first download more than its budget allows (`docs/architecture.md`,
//! "The app's words", has the figures). Not the browser's `Intl` either:
//! native builds and tests would then need rules of their own. The browser
//! suite holds both crates equal to Chromium's
//! `Intl.PluralRules` and `Intl.NumberFormat` for every language the app
//! has (`language-plurals` in `tests/e2e/language.rs`).

use std::sync::OnceLock;

use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use num_format::{Locale, ToFormattedString};
use unic_langid::{langid, LanguageIdentifier};

use super::{Lang, LANGS};

/// The language whose CLDR plural rules `lang` follows: plural rules are
/// given per language, so both Chinese scripts follow Chinese's.
fn plural_language(lang: Lang) -> LanguageIdentifier {
    match lang {
        Lang::En => langid!("en"),
        Lang::Zh | Lang::ZhHant => langid!("zh"),
        Lang::Vi => langid!("vi"),
    }
}

/// The cardinal rules of `lang`, made once (`None` only for a language
/// CLDR has no rules for, which a unit test rules out).
fn rules(lang: Lang) -> Option<&'static PluralRules> {
    static RULES: OnceLock<Vec<Option<PluralRules>>> = OnceLock::new();
    let all = RULES.get_or_init(|| {
        LANGS
            .iter()
            .map(|&l| PluralRules::create(plural_language(l), PluralRuleType::CARDINAL).ok())
            .collect()
    });
    let i = LANGS.iter().position(|&l| l == lang)?;
    all[i].as_ref()
}

/// The plural category of `count` in `lang` (CLDR's cardinal rules), as the
/// locale files name them in keys such as `Moves_one`.
pub fn category(lang: Lang, count: u64) -> &'static str {
    match rules(lang).and_then(|r| r.select(count).ok()) {
        Some(PluralCategory::ZERO) => "zero",
        Some(PluralCategory::ONE) => "one",
        Some(PluralCategory::TWO) => "two",
        Some(PluralCategory::FEW) => "few",
        Some(PluralCategory::MANY) => "many",
        Some(PluralCategory::OTHER) | None => "other",
    }
}

/// CLDR's number format of `lang`.
fn locale(lang: Lang) -> Locale {
    match lang {
        Lang::En => Locale::en,
        Lang::Zh => Locale::zh,
        Lang::ZhHant => Locale::zh_Hant,
        Lang::Vi => Locale::vi,
    }
}

/// `n` with the digit grouping of `lang`.
pub fn number(lang: Lang, n: u64) -> String {
    n.to_formatted_string(&locale(lang))
}

/// `tenths` tenths written with one decimal as `lang` writes them
/// (`4.2`; `4,2` in Vietnamese).
pub fn tenths(lang: Lang, tenths: u64) -> String {
    let point = locale(lang).decimal();
    format!("{}{point}{}", number(lang, tenths / 10), tenths % 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cldr_has_plural_rules_for_every_language() {
        for lang in LANGS {
            assert!(rules(lang).is_some(), "{lang:?}");
        }
    }

    #[test]
    fn english_has_one_and_other_and_the_others_other_only() {
        assert_eq!(category(Lang::En, 1), "one");
        assert_eq!(category(Lang::En, 0), "other");
        assert_eq!(category(Lang::En, 2), "other");
        for lang in [Lang::Zh, Lang::ZhHant, Lang::Vi] {
            assert_eq!(category(lang, 1), "other");
        }
    }

    #[test]
    fn numbers_are_grouped_as_each_language_writes_them() {
        assert_eq!(number(Lang::En, 7), "7");
        assert_eq!(number(Lang::En, 1158), "1,158");
        assert_eq!(number(Lang::Zh, 1_234_567), "1,234,567");
        assert_eq!(number(Lang::Vi, 1158), "1.158");
        assert_eq!(number(Lang::En, 100_000), "100,000");
    }

    #[test]
    fn decimals_are_marked_as_each_language_writes_them() {
        assert_eq!(tenths(Lang::En, 42), "4.2");
        assert_eq!(tenths(Lang::Zh, 5), "0.5");
        assert_eq!(tenths(Lang::Vi, 42), "4,2");
        assert_eq!(tenths(Lang::Vi, 12_345), "1.234,5");
    }
}
