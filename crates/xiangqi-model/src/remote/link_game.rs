//! Moves by link, when no live connection is possible: after each move
//! the player sends a link that carries the game so far
//! (`?mode=friend&game=<id>&moves=h2e2,h9g7…`, with `&fen=<start>` for a
//! game from another position); the opponent opens it, plays, and sends
//! the next link back. Whoever opens a link plays the side to move.

use xiangqi::{Color, Game, Move, Position};

/// The longest game a link carries, in plies (a link stays well within
/// what messengers and browsers pass on).
pub const MAX_LINK_PLIES: usize = 300;

/// A game carried by a link.
#[derive(Clone, Debug, PartialEq)]
pub struct LinkGame {
    id: String,
    game: Game,
}

/// Why a link's game cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkGameError {
    /// No game id, or not one this app makes.
    BadId,
    /// The start position is not a position (the reason).
    BadStart(String),
    /// More than [`MAX_LINK_PLIES`] moves.
    TooLong,
    /// This move (1-based number, text) cannot be played.
    BadMove(usize, String),
}

impl std::fmt::Display for LinkGameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LinkGameError::BadId => write!(f, "the link names no game"),
            LinkGameError::BadStart(why) => write!(f, "the start position is not valid: {why}"),
            LinkGameError::TooLong => write!(f, "the link carries too many moves"),
            LinkGameError::BadMove(n, mv) => write!(f, "move {n} ({mv}) cannot be played"),
        }
    }
}

/// How a link's game stands to the game of the same id already here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkVerdict {
    /// The same moves.
    Same,
    /// The link continues the game here: it is the newer one.
    Newer,
    /// The game here continues the link: the link is an old one, and
    /// opening it must not undo the moves made since.
    Older,
    /// The two have gone different ways: the link is another game.
    Diverged,
}

impl LinkGame {
    /// A new game with this id from `start`.
    pub fn new(id: String, start: Position) -> LinkGame {
        LinkGame {
            id,
            game: Game::new(start),
        }
    }

    /// The game's id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The game so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The side whoever opens this link plays: the side to move.
    pub fn receiver(&self) -> Color {
        self.game.side_to_move()
    }

    /// Plays `mv` if it is legal and the game goes on.
    pub fn play(&mut self, mv: Move) -> bool {
        self.game.ply_count() < MAX_LINK_PLIES
            && !self.game.is_over()
            && self.game.position().is_legal(mv)
            && self.game.play(mv).is_ok()
    }

    /// The position to ask the endgame tables about, if any (see
    /// [`super::theoretical`]).
    pub fn ending_to_probe(&self) -> Option<String> {
        super::theoretical::ending_to_probe(&self.game)
    }

    /// The tables' verdict on `fen` (`drawn`: neither side can win it): a
    /// draw ends the game as a theoretical draw at the first ply that
    /// reached the position, later moves dropped. Whether it ended.
    pub fn ending_verdict(&mut self, fen: &str, drawn: bool) -> bool {
        let Some(ply) = drawn
            .then(|| super::theoretical::drawn_at(&self.game, fen))
            .flatten()
        else {
            return false;
        };
        while self.game.ply_count() > ply {
            if self.game.undo().is_err() {
                return false;
            }
        }
        self.game
            .set_result(xiangqi::Outcome::draw(xiangqi::Reason::TheoreticalDraw));
        true
    }

    /// Takes back the last move, if there is one.
    pub fn undo_last(&mut self) -> bool {
        self.game.undo().is_ok()
    }

    /// The query of the link that carries this game (after the page's
    /// address).
    pub fn query(&self) -> String {
        let moves: Vec<String> = self.game.moves().iter().map(ToString::to_string).collect();
        let mut query = format!("?mode=friend&game={}", self.id);
        if self.game.start() != &Position::startpos() {
            query.push_str("&fen=");
            query.push_str(&self.game.start().to_fen().replace(' ', "_"));
        }
        if !moves.is_empty() {
            query.push_str("&moves=");
            query.push_str(&moves.join(","));
        }
        query
    }

    /// Reads a link's game from its query parameters (`param(name)` is the
    /// decoded value): every move is checked from the start.
    pub fn parse(param: impl Fn(&str) -> Option<String>) -> Result<LinkGame, LinkGameError> {
        let id = param("game")
            .filter(|id| valid_id(id))
            .ok_or(LinkGameError::BadId)?;
        let start = match param("fen") {
            Some(fen) => Position::from_fen(&fen.replace('_', " "))
                .map_err(|e| LinkGameError::BadStart(e.to_string()))?,
            None => Position::startpos(),
        };
        let mut link = LinkGame::new(id, start);
        let moves = param("moves").unwrap_or_default();
        let texts: Vec<&str> = moves.split(',').filter(|t| !t.is_empty()).collect();
        if texts.len() > MAX_LINK_PLIES {
            return Err(LinkGameError::TooLong);
        }
        for (i, text) in texts.iter().enumerate() {
            let played = text.parse::<Move>().is_ok_and(|mv| link.play(mv));
            if !played {
                let shown: String = text.chars().take(12).collect();
                return Err(LinkGameError::BadMove(i + 1, shown));
            }
        }
        Ok(link)
    }

    /// Reads a link's game from its query (`?mode=friend&game=…`), as this
    /// app writes it (no percent-encoding is needed for what it writes).
    pub fn from_query(query: &str) -> Result<LinkGame, LinkGameError> {
        LinkGame::parse(|name| {
            query
                .trim_start_matches('?')
                .split('&')
                .filter_map(|pair| pair.split_once('='))
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        })
    }

    /// How this link's game stands to `here`, the game of the same id
    /// already on this device.
    pub fn compare(&self, here: &LinkGame) -> LinkVerdict {
        let link = self.game.moves();
        let mine = here.game.moves();
        let shorter = link.len().min(mine.len());
        if self.game.start() != here.game.start() || link[..shorter] != mine[..shorter] {
            LinkVerdict::Diverged
        } else if link.len() > mine.len() {
            LinkVerdict::Newer
        } else if link.len() < mine.len() {
            LinkVerdict::Older
        } else {
            LinkVerdict::Same
        }
    }

    /// The same game under another id (a diverged link kept apart).
    pub fn renamed(mut self, id: String) -> LinkGame {
        self.id = id;
        self
    }
}

/// A game id: 6 to 32 letters, digits or dashes.
pub(crate) fn valid_id(id: &str) -> bool {
    (6..=32).contains(&id.len()) && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}

/// Whether a page's query asks for a game with a friend on another device
/// (`?mode=friend`).
pub fn requested(get: impl Fn(&str) -> Option<String>) -> bool {
    get("mode").is_some_and(|m| m.trim().eq_ignore_ascii_case("friend"))
}
