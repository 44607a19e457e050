//! The app's words, one locale file per language (`locales/<tag>.json` for
//! the page, `locales/study/<tag>.json` for the lazily loaded screens).
//!
//! A locale file is a flat JSON object from a message's key to its text,
//! the form translation tools know as "i18next JSON": `{name}` marks where a
//! value goes, and a message that counts something has one key per plural
//! category of the language (`Moves_one`, `Moves_other`).
//!
//! The program carries no words: the page fetches the active language's
//! page file before it draws and [`install`]s it, so only that language
//! travels with the first download; the study file of that language comes
//! the first time a lazily loaded screen opens. Native builds and tests
//! carry every file built in (as does a build with the `builtin-words`
//! feature).
//!
//! A catalog, once installed, lives as long as the program (each language
//! at most once per part), so a text can be handed out as `&'static str`.

use std::collections::HashMap;
use std::fmt::Display;
use std::sync::OnceLock;

use super::Lang;

/// Which of the two locale files a message lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// What the page shows: the play screen, its dialogs, the game's
    /// verdicts.
    Page,
    /// What only the lazily loaded screens show.
    Study,
}

/// Every language, in the order the catalogs are kept in.
pub const LANGS: [Lang; 4] = [Lang::En, Lang::Zh, Lang::ZhHant, Lang::Vi];

/// The locale tag of `lang`, as the files are named: `en`, `zh-Hans`,
/// `zh-Hant`, `vi`.
pub fn tag(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::Zh => "zh-Hans",
        Lang::ZhHant => "zh-Hant",
        Lang::Vi => "vi",
    }
}

fn index(lang: Lang) -> usize {
    match lang {
        Lang::En => 0,
        Lang::Zh => 1,
        Lang::ZhHant => 2,
        Lang::Vi => 3,
    }
}

/// The address of `lang`'s file of `part`, relative to the page.
pub fn file(lang: Lang, part: Part) -> String {
    match part {
        Part::Page => format!("./locales/{}.json", tag(lang)),
        Part::Study => format!("./locales/study/{}.json", tag(lang)),
    }
}

/// One language's words of one part.
#[derive(Debug, Default)]
pub struct Catalog {
    texts: HashMap<String, String>,
}

impl Catalog {
    /// The words of a locale file, or why it does not read.
    pub fn parse(json: &str) -> Result<Catalog, String> {
        serde_json::from_str(json)
            .map(|texts| Catalog { texts })
            .map_err(|e| e.to_string())
    }

    /// The text of `key`, if the file has it.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.texts.get(key).map(String::as_str)
    }

    /// Every key of the file.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.texts.keys().map(String::as_str)
    }
}

type Slot = OnceLock<&'static Catalog>;

static PAGE: [Slot; 4] = [const { OnceLock::new() }; 4];
static STUDY: [Slot; 4] = [const { OnceLock::new() }; 4];

fn slot(lang: Lang, part: Part) -> &'static Slot {
    match part {
        Part::Page => &PAGE[index(lang)],
        Part::Study => &STUDY[index(lang)],
    }
}

/// Makes `json` the words of `lang`'s `part`. A part already installed
/// keeps its words (the files do not change while the app runs).
pub fn install(lang: Lang, part: Part, json: &str) -> Result<(), String> {
    install_words(lang, part, Catalog::parse(json)?.texts);
    Ok(())
}

/// Makes `texts` (key to text) the words of `lang`'s `part`, as
/// [`install`] does with a file's text (the page has the browser read its
/// files, see `web::words`).
pub fn install_words(lang: Lang, part: Part, texts: HashMap<String, String>) {
    let slot = slot(lang, part);
    if slot.get().is_none() {
        let catalog: &'static Catalog = Box::leak(Box::new(Catalog { texts }));
        let _ = slot.set(catalog);
    }
}

/// Whether `lang`'s words of `part` are there to be shown.
pub fn installed(lang: Lang, part: Part) -> bool {
    slot(lang, part).get().is_some() || builtin(lang, part).is_some()
}

/// The locale files built into this program, if it carries them.
#[cfg(any(feature = "builtin-words", not(target_family = "wasm")))]
fn builtin(lang: Lang, part: Part) -> Option<&'static str> {
    Some(match (part, lang) {
        (Part::Page, Lang::En) => include_str!("../../../../locales/en.json"),
        (Part::Page, Lang::Zh) => include_str!("../../../../locales/zh-Hans.json"),
        (Part::Page, Lang::ZhHant) => include_str!("../../../../locales/zh-Hant.json"),
        (Part::Page, Lang::Vi) => include_str!("../../../../locales/vi.json"),
        (Part::Study, Lang::En) => include_str!("../../../../locales/study/en.json"),
        (Part::Study, Lang::Zh) => include_str!("../../../../locales/study/zh-Hans.json"),
        (Part::Study, Lang::ZhHant) => include_str!("../../../../locales/study/zh-Hant.json"),
        (Part::Study, Lang::Vi) => include_str!("../../../../locales/study/vi.json"),
    })
}

/// The program carries no locale file: it fetches the active ones.
#[cfg(not(any(feature = "builtin-words", not(target_family = "wasm"))))]
fn builtin(_: Lang, _: Part) -> Option<&'static str> {
    None
}

/// `lang`'s catalog of `part`: the installed one, else the built-in one
/// installed now, else none (a page whose file has not come).
pub fn catalog(lang: Lang, part: Part) -> Option<&'static Catalog> {
    let slot = slot(lang, part);
    if let Some(catalog) = slot.get() {
        return Some(catalog);
    }
    install_builtin(lang, part)?;
    slot.get().copied()
}

/// Installs the built-in file of `lang`'s `part`, if there is one.
#[cfg(any(feature = "builtin-words", not(target_family = "wasm")))]
fn install_builtin(lang: Lang, part: Part) -> Option<()> {
    install(lang, part, builtin(lang, part)?).ok()
}

/// The program has no built-in file: its words are fetched and installed
/// with [`install_words`].
#[cfg(not(any(feature = "builtin-words", not(target_family = "wasm"))))]
fn install_builtin(_: Lang, _: Part) -> Option<()> {
    None
}

/// The text of `key` in `lang`: English where the language's file lacks
/// it (a test keeps every file whole), the key itself where no file has
/// it.
pub fn text(lang: Lang, part: Part, key: &'static str) -> &'static str {
    lookup(lang, part, key).unwrap_or(key)
}

/// The text of `key` in `lang`, or in English where the language's file
/// lacks it; `None` where no file has it.
pub fn lookup(lang: Lang, part: Part, key: &str) -> Option<&'static str> {
    [lang, Lang::En]
        .into_iter()
        .find_map(|l| catalog(l, part).and_then(|c| c.get(key)))
}

/// The text of `key` in `lang` with each `{name}` replaced by its value.
pub fn fill(lang: Lang, part: Part, key: &'static str, args: &[(&str, &dyn Display)]) -> String {
    fill_text(text(lang, part, key), args)
}

/// `text` with each `{name}` replaced by its value in `args`.
pub fn fill_text(text: &str, args: &[(&str, &dyn Display)]) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let value = after.find('}').and_then(|close| {
            let name = &after[..close];
            args.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (v.to_string(), close))
        });
        match value {
            Some((value, close)) => {
                out.push_str(&value);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The plural category of `count` in `lang`, as the locale files name
/// them (Unicode CLDR's cardinal rules; see [`plural`]).
pub fn plural_category(lang: Lang, count: u64) -> &'static str {
    plural::category(lang, count)
}

/// The message `key` for `count` things in `lang`: the text of
/// `key_<category>`, with `{count}` (grouped as `lang` writes numbers)
/// and `args` filled.
pub fn counted(
    lang: Lang,
    part: Part,
    key: &'static str,
    count: u64,
    args: &[(&str, &dyn Display)],
) -> String {
    let keyed = |l: Lang| {
        let c = catalog(l, part)?;
        c.get(&format!("{key}_{}", plural_category(l, count)))
            .or_else(|| c.get(&format!("{key}_other")))
    };
    let text = keyed(lang).or_else(|| keyed(Lang::En)).unwrap_or(key);
    let shown = plural::number(lang, count);
    let mut all: Vec<(&str, &dyn Display)> = vec![("count", &shown)];
    all.extend_from_slice(args);
    fill_text(text, &all)
}

pub mod plural;
#[cfg(test)]
mod tests;
