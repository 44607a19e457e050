//! The games by link kept on this device, and what opening a link does to
//! them: a new game is kept, a newer link brings the friend's moves, an
//! old link never undoes the moves made since, and a link that went
//! another way is kept as a game of its own.

use serde::{Deserialize, Serialize};
use xiangqi::Color;

use super::link_game::{LinkGame, LinkVerdict};

/// How many games by link a device keeps (the least recently played go).
pub const KEPT_LINK_GAMES: usize = 30;

/// One game by link as it is saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredLink {
    /// The link's query (it carries the whole game).
    pub query: String,
    /// The side this device plays.
    pub me: Color,
    /// When it was last played or opened (ms since 1970).
    pub updated: f64,
}

/// What opening a link did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opened {
    /// A game new to this device.
    New,
    /// The game as it is here.
    Same,
    /// The friend's new moves were added.
    Newer,
    /// The link is older than the game here, which is shown instead.
    Older,
    /// The link went another way than the game here: it is kept apart,
    /// under this id.
    Separate(String),
}

/// Every game by link on this device.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LinkGames {
    games: Vec<StoredLink>,
}

impl LinkGames {
    /// The games, most recently played first; a saved game that no longer
    /// reads is left out.
    pub fn list(&self) -> Vec<(LinkGame, Color)> {
        let mut games: Vec<&StoredLink> = self.games.iter().collect();
        games.sort_by(|a, b| b.updated.total_cmp(&a.updated));
        games
            .into_iter()
            .filter_map(|s| read(&s.query).map(|g| (g, s.me)))
            .collect()
    }

    /// The game with this id, and the side this device plays in it.
    pub fn get(&self, id: &str) -> Option<(LinkGame, Color)> {
        self.games
            .iter()
            .filter_map(|s| read(&s.query).map(|g| (g, s.me)))
            .find(|(g, _)| g.id() == id)
    }

    /// Keeps `game`, played from this device as `me`, at `now_wall`.
    pub fn keep(&mut self, game: &LinkGame, me: Color, now_wall: f64) {
        let query = game.query();
        self.games
            .retain(|s| read(&s.query).is_none_or(|g| g.id() != game.id()));
        self.games.push(StoredLink {
            query,
            me,
            updated: now_wall,
        });
        if self.games.len() > KEPT_LINK_GAMES {
            self.games.sort_by(|a, b| b.updated.total_cmp(&a.updated));
            self.games.truncate(KEPT_LINK_GAMES);
        }
    }

    /// Opens a link's game at `now_wall`: the game to show, the side this
    /// device plays in it, and what happened.
    pub fn open(&mut self, link: LinkGame, now_wall: f64) -> (LinkGame, Color, Opened) {
        let Some((here, me)) = self.get(link.id()) else {
            let me = link.receiver();
            self.keep(&link, me, now_wall);
            return (link, me, Opened::New);
        };
        match link.compare(&here) {
            LinkVerdict::Same => (here, me, Opened::Same),
            LinkVerdict::Older => (here, me, Opened::Older),
            LinkVerdict::Newer => {
                self.keep(&link, me, now_wall);
                (link, me, Opened::Newer)
            }
            LinkVerdict::Diverged => {
                let id = self.free_id(link.id());
                let link = link.renamed(id.clone());
                let me = link.receiver();
                self.keep(&link, me, now_wall);
                (link, me, Opened::Separate(id))
            }
        }
    }

    /// `id` with the first suffix (`-2`, `-3`, …) no game here has.
    fn free_id(&self, id: &str) -> String {
        let base: String = id.chars().take(28).collect();
        (2..)
            .map(|n| format!("{base}-{n}"))
            .find(|candidate| self.get(candidate).is_none())
            .unwrap_or_else(|| base.clone())
    }
}

/// A saved query read back as a game.
fn read(query: &str) -> Option<LinkGame> {
    LinkGame::from_query(query).ok()
}
