//! Set-up links: `?fen=<FEN>&opponent=ai|human&side=red|black|random&level=N`
//! open the app with a new game from that position. Anything invalid makes
//! the app ignore the link and say why.

use xiangqi::Position;

use crate::i18n::{self, Lang, Msg};
use crate::settings::{Opponent, SideChoice};

/// What the page's query string asks for.
#[derive(Debug, Default)]
pub struct LinkSetup {
    /// The position to start from, if a valid `fen` was given.
    pub position: Option<Position>,
    /// Who plays the other side.
    pub opponent: Option<Opponent>,
    /// The side the player sits on.
    pub side: Option<SideChoice>,
    /// The AI level.
    pub level: Option<u8>,
    /// Problems to tell the player about; when not empty, the link is not used.
    pub errors: Vec<String>,
}

impl LinkSetup {
    /// Whether the link asks for anything.
    pub fn is_empty(&self) -> bool {
        self.position.is_none()
            && self.opponent.is_none()
            && self.side.is_none()
            && self.level.is_none()
    }
}

/// Reads the parameters through `get` (a query-string lookup).
pub fn parse_params(get: impl Fn(&str) -> Option<String>, lang: Lang) -> LinkSetup {
    let mut setup = LinkSetup::default();
    if let Some(fen) = get("fen") {
        match Position::from_fen(&fen) {
            Ok(position) => setup.position = Some(position),
            Err(e) => setup.errors.push(i18n::bad_fen(lang, &e.to_string())),
        }
    }
    if let Some(value) = get("opponent") {
        match Opponent::parse(&value) {
            Some(o) => setup.opponent = Some(o),
            None => setup
                .errors
                .push(i18n::bad_param(lang, "opponent", &value, "ai, human")),
        }
    }
    if let Some(value) = get("side") {
        match SideChoice::parse(&value) {
            Some(s) => setup.side = Some(s),
            None => setup
                .errors
                .push(i18n::bad_param(lang, "side", &value, "red, black, random")),
        }
    }
    if let Some(value) = get("level") {
        let top = xiangqi_engine::levels().len();
        match value.trim().parse::<u8>() {
            Ok(n) if (1..=top).contains(&usize::from(n)) => setup.level = Some(n),
            _ => setup
                .errors
                .push(i18n::bad_param(lang, "level", &value, &format!("1–{top}"))),
        }
    }
    if !setup.errors.is_empty() {
        setup
            .errors
            .push(i18n::t(lang, Msg::LinkIgnored).to_string());
        setup.position = None;
        setup.opponent = None;
        setup.side = None;
        setup.level = None;
    }
    setup
}

/// Parses a query string such as `?fen=...&side=black`.
pub fn parse_query(query: &str, lang: Lang) -> LinkSetup {
    match web_sys::UrlSearchParams::new_with_str(query) {
        Ok(params) => parse_params(|name| params.get(name), lang),
        Err(_) => LinkSetup {
            errors: vec![i18n::t(lang, Msg::BadLink).to_string()],
            ..LinkSetup::default()
        },
    }
}

/// The current page's query string (`""` when unavailable).
pub fn current_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(pairs: &[(&str, &str)]) -> LinkSetup {
        let pairs: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        parse_params(
            |name| {
                pairs
                    .iter()
                    .find(|(k, _)| k == name)
                    .map(|(_, v)| v.clone())
            },
            Lang::En,
        )
    }

    #[test]
    fn a_full_link_is_read() {
        let s = parse(&[
            ("fen", "4k4/9/9/9/9/9/9/9/9/3K5 w"),
            ("opponent", "ai"),
            ("side", "black"),
            ("level", "2"),
        ]);
        assert!(s.errors.is_empty(), "{:?}", s.errors);
        assert!(s.position.is_some());
        assert_eq!(s.opponent, Some(Opponent::Ai));
        assert_eq!(s.side, Some(SideChoice::Black));
        assert_eq!(s.level, Some(2));
    }

    #[test]
    fn any_bad_value_discards_the_link_with_a_message() {
        let s = parse(&[("fen", "4k4/9/9/9/9/9/9/9/9/3K5 w"), ("level", "99")]);
        assert!(s.is_empty());
        assert!(s.errors[0].contains("level"));
        let s = parse(&[("fen", "nonsense")]);
        assert!(s.is_empty());
        assert!(s.errors[0].contains("not valid"));
    }

    #[test]
    fn no_parameters_ask_for_nothing() {
        let s = parse(&[]);
        assert!(s.is_empty() && s.errors.is_empty());
    }
}
