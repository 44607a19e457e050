//! Plural categories and numbers as each language writes them.
//!
//! The rules are Unicode CLDR's for the app's four languages: English
//! tells one from other, Chinese and Vietnamese do not inflect for number;
//! digits are grouped by three, with a comma, or a dot in Vietnamese. They
//! are written here rather than asked of the browser's `Intl.PluralRules`
//! and `Intl.NumberFormat` each time, or of a crate holding CLDR's rules
//! for every language, because of what each costs the page's first
//! download (`cargo xtask bench size`: about 2 KB for asking the browser,
//! 7.5 KB for `intl_pluralrules`; the localisation libraries' figures are
//! in `docs/architecture.md`, "The app's words"); the browser suite holds them equal to the browser's for every
//! language the app has (`language-plurals` in `tests/e2e/language.rs`),
//! so a language added without its rules fails there.

use super::Lang;

/// The plural category of `count` in `lang` (CLDR's cardinal rules), as the
/// locale files name them in keys such as `Moves_one`.
pub fn category(lang: Lang, count: u64) -> &'static str {
    match lang {
        Lang::En if count == 1 => "one",
        _ => "other",
    }
}

/// The marks `lang` groups digits and sets off decimals with (CLDR's):
/// `1,158.5` in English and Chinese, `1.158,5` in Vietnamese.
fn marks(lang: Lang) -> (char, char) {
    match lang {
        Lang::Vi => ('.', ','),
        _ => (',', '.'),
    }
}

/// `n` with the digit grouping of `lang`.
pub fn number(lang: Lang, n: u64) -> String {
    let (separator, _) = marks(lang);
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(d);
    }
    out
}

/// `tenths` tenths written with one decimal as `lang` writes them
/// (`4.2`; `4,2` in Vietnamese).
pub fn tenths(lang: Lang, tenths: u64) -> String {
    let (_, point) = marks(lang);
    format!("{}{point}{}", number(lang, tenths / 10), tenths % 10)
}

#[cfg(test)]
mod tests {
    use super::*;

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
