//! Set-up links: `?fen=<FEN>&side=red|black` open the app on a position.

use xiangqi::Position;

use crate::board::Orientation;

/// What the page's query string asks for.
#[derive(Debug, Default)]
pub struct LinkSetup {
    /// The position to start from, if a valid `fen` was given.
    pub position: Option<Position>,
    /// The side the player sits on, if `side` was given.
    pub orientation: Option<Orientation>,
    /// Problems to tell the player about (bad FEN, unknown parameter value).
    pub errors: Vec<String>,
}

/// Parses a query string such as `?fen=...&side=black`.
pub fn parse_query(query: &str) -> LinkSetup {
    let mut setup = LinkSetup::default();
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(query) else {
        setup.errors.push("The link could not be read.".into());
        return setup;
    };
    if let Some(fen) = params.get("fen") {
        match Position::from_fen(&fen) {
            Ok(position) => setup.position = Some(position),
            Err(e) => setup
                .errors
                .push(format!("The position in the link is not valid: {e}.")),
        }
    }
    if let Some(side) = params.get("side") {
        match side.as_str() {
            "red" => setup.orientation = Some(Orientation::Red),
            "black" => setup.orientation = Some(Orientation::Black),
            other => setup.errors.push(format!(
                "Unknown side \u{201c}{other}\u{201d} in the link (use red or black)."
            )),
        }
    }
    setup
}

/// The current page's query string (`""` when unavailable).
pub fn current_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}
