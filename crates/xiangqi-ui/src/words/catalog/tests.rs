//! The locale files are whole: every message in every language, with the
//! same places for values, and every key the code names is in them.

use std::collections::BTreeSet;

use super::*;
use crate::words::{Msg, StudyMsg, Text};

const PARTS: [Part; 2] = [Part::Page, Part::Study];

fn file(lang: Lang, part: Part) -> Catalog {
    Catalog::parse(builtin(lang, part).unwrap())
        .unwrap_or_else(|e| panic!("{} {part:?}: {e}", tag(lang)))
}

/// A key without its plural category (`Moves_one` → `Moves`).
fn base(key: &str) -> &str {
    ["_one", "_other"]
        .iter()
        .find_map(|suffix| key.strip_suffix(suffix))
        .unwrap_or(key)
}

/// The `{name}` places of a text.
fn places(text: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                names.insert(after[..close].to_string());
                rest = &after[close + 1..];
            }
            None => break,
        }
    }
    names
}

#[test]
fn every_language_has_every_message_with_no_new_places() {
    for part in PARTS {
        let english = file(Lang::En, part);
        let chinese = file(Lang::Zh, part);
        // The places a message may have: those of its two first languages,
        // whose code fills them.
        let allowed = |key: &str| {
            let mut all = places(english.get(key).unwrap_or_default());
            all.extend(places(chinese.get(key).unwrap_or_default()));
            all
        };
        for key in english.keys().filter(|k| k.ends_with("_one")) {
            assert!(
                english.get(&format!("{}_other", base(key))).is_some(),
                "{part:?}: {key} has no _other form"
            );
        }
        for lang in LANGS {
            let other = file(lang, part);
            for key in english.keys() {
                let wanted = if lang == Lang::En || !key.ends_with("_one") {
                    key.to_string()
                } else {
                    continue;
                };
                let text = other
                    .get(&wanted)
                    .unwrap_or_else(|| panic!("{} {part:?} lacks {wanted}", tag(lang)));
                assert!(
                    !text.trim().is_empty(),
                    "{} {part:?}: {wanted} is empty",
                    tag(lang)
                );
                let extra: Vec<_> = places(text).difference(&allowed(key)).cloned().collect();
                assert!(
                    extra.is_empty(),
                    "{} {part:?} {key}: unknown {extra:?}",
                    tag(lang)
                );
            }
            for key in other.keys() {
                assert!(
                    english.get(key).is_some()
                        || english.get(&format!("{}_other", base(key))).is_some(),
                    "{} {part:?} has {key}, which English lacks",
                    tag(lang)
                );
            }
        }
    }
}

#[test]
fn the_translations_are_translated() {
    for part in PARTS {
        let english = file(Lang::En, part);
        let vietnamese = file(Lang::Vi, part);
        let worded: Vec<&str> = english
            .keys()
            .filter(|k| !k.ends_with("_one"))
            .filter(|k| {
                english
                    .get(k)
                    .unwrap()
                    .chars()
                    .filter(char::is_ascii_alphabetic)
                    .count()
                    > 3
            })
            .collect();
        let same = worded
            .iter()
            .filter(|k| vietnamese.get(k) == english.get(k))
            .count();
        assert!(
            same * 10 < worded.len(),
            "{part:?}: {same} of {} Vietnamese texts are the English ones",
            worded.len()
        );
        // Characters only simplified Chinese writes: none may be in the
        // traditional file.
        const SIMPLIFIED_ONLY: &str =
            "们这对时无请认输盘谱边门问见说读写选设开关长马车帅将计钟红锁过还让动应复杀";
        for key in file(Lang::ZhHant, part).keys() {
            let text = file(Lang::ZhHant, part).get(key).unwrap().to_string();
            let found: String = text
                .chars()
                .filter(|c| SIMPLIFIED_ONLY.contains(*c))
                .collect();
            assert!(
                found.is_empty(),
                "zh-Hant {part:?} {key}: simplified {found} in {text}"
            );
        }
    }
}

/// One term for one rule in Vietnamese, in the app's words and the
/// lessons alike: perpetual check is "chiếu dai" and perpetual chase "bắt
/// dai", never "chiếu mãi" or "bắt mãi".
#[test]
fn vietnamese_names_each_rule_one_way() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut texts = vec![
        builtin(Lang::Vi, Part::Page).unwrap().to_string(),
        builtin(Lang::Vi, Part::Study).unwrap().to_string(),
    ];
    let lessons = std::fs::read_dir(root.join("lessons")).expect("lessons/");
    for entry in lessons {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "json") {
            texts.push(std::fs::read_to_string(&path).unwrap());
        }
    }
    for text in &texts {
        let lower = text.to_lowercase();
        for other in ["chiếu mãi", "bắt mãi", "đuổi mãi"] {
            assert!(
                !lower.contains(other),
                "\"{other}\" instead of the app's term"
            );
        }
    }
    let all = texts.concat().to_lowercase();
    assert!(all.contains("chiếu dai") && all.contains("bắt dai"));
}

#[test]
fn every_fixed_message_is_in_its_file() {
    let page = file(Lang::En, Part::Page);
    let study = file(Lang::En, Part::Study);
    for m in Msg::ALL {
        assert!(page.get(m.key()).is_some(), "{m:?}");
    }
    for m in StudyMsg::ALL {
        assert!(study.get(m.key()).is_some(), "{m:?}");
    }
    for w in crate::words::puzzles::Word::ALL {
        assert_ne!(w.text(Lang::En), format!("Puzzle{w:?}"), "{w:?}");
    }
}

/// Every key the code names in a call of [`text`], [`fill`] or
/// [`counted`], or in a table of keys, is in the English file of one of
/// the parts.
#[test]
fn every_key_the_code_names_is_in_a_file() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let page = file(Lang::En, Part::Page);
    let study = file(Lang::En, Part::Study);
    let known = |key: &str| {
        [&page, &study]
            .iter()
            .any(|c| c.get(key).is_some() || c.get(&format!("{key}_other")).is_some())
    };
    let mut sources = Vec::new();
    for dir in [
        "crates/xiangqi-ui/src/words",
        "src",
        "crates/xiangqi-study/src",
    ] {
        collect_rust(&std::path::Path::new(root).join(dir), &mut sources);
    }
    let mut checked = 0;
    for path in sources {
        let code = std::fs::read_to_string(&path).unwrap();
        if path.ends_with("catalog/tests.rs") {
            continue;
        }
        for key in named_keys(&code, path.to_string_lossy().contains("/words/")) {
            checked += 1;
            assert!(
                known(&key),
                "{}: {key} is in no locale file",
                path.display()
            );
        }
    }
    assert!(checked > 150, "only {checked} keys found in the code");
}

fn collect_rust(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_rust(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The string literals in `code` that stand where a key goes: the third
/// argument of `text(`, `fill(` or `counted(`, and, in the words' own
/// files (`tables`), `=> "Key"` or a quoted CamelCase word alone on a
/// line in a table of keys.
fn named_keys(code: &str, tables: bool) -> Vec<String> {
    let mut keys = Vec::new();
    for call in ["text(", "fill(", "counted("] {
        let mut rest = code;
        while let Some(at) = rest.find(call) {
            let before = rest[..at].chars().last();
            rest = &rest[at + call.len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let args: Vec<&str> = rest.splitn(4, ',').collect();
            if let Some(key) = args.get(2).and_then(|a| quoted_key(a.trim())) {
                keys.push(key);
            }
        }
    }
    for line in code.lines().map(str::trim).filter(|_| tables) {
        let literal = line
            .split_once("=> ")
            .map_or(line, |(_, after)| after)
            .trim_end_matches(',');
        if let Some(key) = quoted_key(literal) {
            keys.push(key);
        }
    }
    keys
}

/// Names in the words' tables that are shown as they are, not keys.
const NOT_KEYS: [&str; 1] = ["DhtmlXQ"];

/// `"SomeKey"` → `SomeKey`, for a quoted CamelCase word with at least two
/// capitals.
fn quoted_key(text: &str) -> Option<String> {
    let word = text.strip_prefix('"')?.strip_suffix('"')?;
    if NOT_KEYS.contains(&word) {
        return None;
    }
    let camel = word.chars().next()?.is_ascii_uppercase()
        && word.chars().all(|c| c.is_ascii_alphanumeric())
        && word.chars().filter(char::is_ascii_uppercase).count() >= 2
        && word.chars().any(|c| c.is_ascii_lowercase());
    camel.then(|| word.to_string())
}

#[test]
fn values_fill_their_places_and_counts_choose_the_form() {
    assert_eq!(
        fill_text("{a} and {b}, {a}", &[("a", &1), ("b", &"two")]),
        "1 and two, 1"
    );
    assert_eq!(fill_text("{unknown} {", &[("a", &1)]), "{unknown} {");
    assert_eq!(plural_category(Lang::En, 1), "one");
    assert_eq!(plural_category(Lang::En, 0), "other");
    assert_eq!(plural_category(Lang::Vi, 1), "other");
    assert_eq!(counted(Lang::En, Part::Page, "MoveCount", 1, &[]), "1 move");
    assert_eq!(
        counted(Lang::En, Part::Page, "MoveCount", 3, &[]),
        "3 moves"
    );
    assert_eq!(counted(Lang::Zh, Part::Page, "MoveCount", 1, &[]), "1回合");
    assert_eq!(
        text(Lang::En, Part::Page, "NoSuchKeyAnywhere"),
        "NoSuchKeyAnywhere"
    );
}

#[test]
fn a_bad_locale_file_is_refused_not_installed() {
    assert!(Catalog::parse("{\"a\": 1}").is_err());
    assert!(Catalog::parse("not json").is_err());
}
