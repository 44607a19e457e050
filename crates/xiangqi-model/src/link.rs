//! Set-up links: `?fen=<FEN>&opponent=ai|human&side=red|black|random&level=N&tc=<time control>`
//! open the app with a new game from that position; `?mode=analysis&fen=<FEN>`
//! opens the analysis board on it instead (`mode=edit`: the position editor,
//! `mode=puzzle&id=<id>`: the puzzle trainer). `tc` takes any text the
//! time-control field takes (`10+5`, `40/90, 30`, `60 s/move`, `10 min, 60
//! s/move`). Any invalid value makes the app ignore the whole link and say
//! why.

use xiangqi::{FenError, Position, TimeControl};

use super::settings::{Opponent, SideChoice};

/// What a valid link asks for.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LinkSetup {
    /// The position to start from.
    pub position: Option<Position>,
    /// Who plays the other side.
    pub opponent: Option<Opponent>,
    /// The side the player sits on.
    pub side: Option<SideChoice>,
    /// The AI level.
    pub level: Option<u8>,
    /// The clocks.
    pub time_control: Option<TimeControl>,
    /// The screen to open, when not a game.
    pub mode: Option<LinkMode>,
    /// `moves=h2e2,h9g7,…`: a game to open on the analysis board at its
    /// last move. Checked when it is opened, so that a bad move still
    /// shows the moves before it (see [`replay`]).
    pub moves: Option<Vec<String>>,
}

/// The moves of a `moves=` list that can be played from `start`, in order,
/// and the first one that cannot (its 1-based number and text).
pub fn replay(start: &Position, texts: &[String]) -> (Vec<xiangqi::Move>, Option<(usize, String)>) {
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(texts.len());
    for (i, text) in texts.iter().enumerate() {
        let played = text
            .parse::<xiangqi::Move>()
            .ok()
            .filter(|&m| pos.is_legal(m));
        match played {
            Some(m) => {
                pos.do_move(m);
                moves.push(m);
            }
            None => return (moves, Some((i + 1, text.clone()))),
        }
    }
    (moves, None)
}

/// The screen a link opens instead of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkMode {
    /// The analysis board, on the link's position.
    Analysis,
    /// The position editor, on the link's position.
    Edit,
    /// The puzzle trainer (its `id` is read by `super::puzzle::requested`).
    Puzzle,
}

impl LinkMode {
    fn parse(text: &str) -> Option<LinkMode> {
        match text.trim().to_ascii_lowercase().as_str() {
            "analysis" | "analyse" | "analyze" => Some(LinkMode::Analysis),
            "edit" | "editor" => Some(LinkMode::Edit),
            "puzzle" | "puzzles" => Some(LinkMode::Puzzle),
            _ => None,
        }
    }
}

impl LinkSetup {
    /// Whether the link asks for anything.
    pub fn is_empty(&self) -> bool {
        self.position.is_none()
            && self.opponent.is_none()
            && self.side.is_none()
            && self.level.is_none()
            && self.time_control.is_none()
            && self.mode.is_none()
            && self.moves.is_none()
    }
}

/// One thing wrong with a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// The query string itself could not be read.
    Unreadable,
    /// `fen` is not a valid position.
    BadFen(FenError),
    /// `tc` is not a time control; `reason` says why.
    BadTimeControl { value: String, reason: &'static str },
    /// Move `number` (1-based) of a `moves=` list cannot be played; the
    /// moves before it are shown.
    BadMove { number: usize, text: String },
    /// A parameter has a value outside those listed in `expected`.
    BadValue {
        name: &'static str,
        value: String,
        expected: String,
    },
}

/// Reads the parameters through `get` (a query-string lookup): what the
/// link asks for, or everything wrong with it.
pub fn parse(get: impl Fn(&str) -> Option<String>) -> Result<LinkSetup, Vec<LinkError>> {
    let mut setup = LinkSetup::default();
    let mut errors = Vec::new();
    let bad = |name, value: String, expected: &str| LinkError::BadValue {
        name,
        value,
        expected: expected.to_string(),
    };
    if let Some(fen) = get("fen") {
        match Position::from_fen(&fen) {
            Ok(position) => setup.position = Some(position),
            Err(e) => errors.push(LinkError::BadFen(e)),
        }
    }
    if let Some(value) = get("opponent") {
        match Opponent::parse(&value) {
            Some(o) => setup.opponent = Some(o),
            None => errors.push(bad("opponent", value, "ai, human")),
        }
    }
    if let Some(value) = get("side") {
        match SideChoice::parse(&value) {
            Some(s) => setup.side = Some(s),
            None => errors.push(bad("side", value, "red, black, random")),
        }
    }
    if let Some(value) = get("level") {
        let top = xiangqi_engine::levels().len();
        match value.trim().parse::<u8>() {
            Ok(n) if (1..=top).contains(&usize::from(n)) => setup.level = Some(n),
            _ => errors.push(bad("level", value, &format!("1–{top}"))),
        }
    }
    if let Some(value) = get("tc") {
        match value.parse::<TimeControl>() {
            Ok(tc) => setup.time_control = Some(tc),
            Err(e) => errors.push(LinkError::BadTimeControl {
                value,
                reason: e.reason,
            }),
        }
    }
    if let Some(value) = get("moves") {
        setup.moves = Some(
            value
                .split([',', ' '])
                .filter(|t| !t.is_empty())
                .map(str::to_string)
                .collect(),
        );
        setup.mode.get_or_insert(LinkMode::Analysis);
    }
    if let Some(value) = get("mode") {
        match LinkMode::parse(&value) {
            Some(m) => setup.mode = Some(m),
            None => errors.push(bad("mode", value, "analysis, edit, puzzle")),
        }
    }
    if errors.is_empty() {
        Ok(setup)
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(pairs: &[(&str, &str)]) -> Result<LinkSetup, Vec<LinkError>> {
        parse(|name| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        })
    }

    #[test]
    fn a_full_link_is_read() {
        let s = read(&[
            ("fen", "4k4/9/9/9/9/9/9/9/9/3K5 w"),
            ("opponent", "ai"),
            ("side", "black"),
            ("level", "2"),
        ])
        .unwrap();
        assert!(s.position.is_some());
        assert_eq!(s.opponent, Some(Opponent::Ai));
        assert_eq!(s.side, Some(SideChoice::Black));
        assert_eq!(s.level, Some(2));
    }

    #[test]
    fn time_controls_of_every_kind_are_read() {
        for (text, shown) in [
            ("10 s/move", "10 s/move"),
            ("40/90, 30", "40/90, 30"),
            ("5+3, 30 s/move", "5+3, 30 s/move"),
            ("3+2", "3+2"),
        ] {
            let s = read(&[("opponent", "human"), ("tc", text)]).unwrap();
            assert_eq!(
                s.time_control.map(|t| t.to_string()).as_deref(),
                Some(shown)
            );
        }
        let errors = read(&[("tc", "ten minutes")]).unwrap_err();
        assert!(matches!(
            &errors[..],
            [LinkError::BadTimeControl { value, .. }] if value == "ten minutes"
        ));
    }

    #[test]
    fn every_bad_value_is_reported() {
        let errors = read(&[("fen", "nonsense"), ("level", "99"), ("side", "blue")]).unwrap_err();
        assert_eq!(errors.len(), 3);
        assert!(matches!(errors[0], LinkError::BadFen(_)));
        assert!(matches!(
            errors[1],
            LinkError::BadValue { name: "side", .. }
        ));
        assert!(matches!(
            errors[2],
            LinkError::BadValue { name: "level", .. }
        ));
    }

    #[test]
    fn a_mode_opens_a_screen() {
        let s = read(&[("mode", "analysis"), ("fen", "4k4/9/9/9/9/9/9/9/9/3K5 w")]).unwrap();
        assert_eq!(s.mode, Some(LinkMode::Analysis));
        assert!(s.position.is_some());
        assert_eq!(
            read(&[("mode", "edit")]).unwrap().mode,
            Some(LinkMode::Edit)
        );
        assert_eq!(
            read(&[("mode", "puzzle")]).unwrap().mode,
            Some(LinkMode::Puzzle)
        );
        assert!(matches!(
            &read(&[("mode", "puzzle-rush")]).unwrap_err()[..],
            [LinkError::BadValue { name: "mode", .. }]
        ));
    }

    #[test]
    fn a_move_list_opens_the_analysis_board_up_to_a_bad_move() {
        let s = read(&[("moves", "h2e2,h9g7,h0h5,b9c7")]).unwrap();
        assert_eq!(s.mode, Some(LinkMode::Analysis));
        let texts = s.moves.unwrap();
        let (moves, bad) = replay(&Position::startpos(), &texts);
        assert_eq!(moves.len(), 2);
        assert_eq!(bad, Some((3, "h0h5".to_string())));
        let (all, none) = replay(&Position::startpos(), &texts[..2]);
        assert_eq!((all.len(), none), (2, None));
    }

    #[test]
    fn no_parameters_ask_for_nothing() {
        assert!(read(&[]).unwrap().is_empty());
    }
}
