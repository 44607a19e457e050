//! The friend screen's state in the browser: the games by link kept on
//! this device (see `xiangqi_model::remote::LinkGames`), the game on
//! screen with the side this device plays, and the piece picked up. The
//! address bar follows the game on screen, so a reload shows it again.

use leptos::prelude::*;
use xiangqi::{Color, Move, Position};
use xiangqi_ui::model::remote::{LinkGame, LinkGames, Opened};
use xiangqi_ui::model::Lang;
use xiangqi_ui::web::storage;

use super::tables::TablesAsk;
use super::words::word;
use crate::study::StudySession;

/// The friend screen's handles (cheap to copy).
#[derive(Clone, Copy)]
pub struct Friend {
    pub study: StudySession,
    games: RwSignal<LinkGames>,
    /// The game on screen and the side this device plays in it.
    pub shown: RwSignal<Option<(LinkGame, Color)>>,
    /// What the last copy did: copied, or left to the player.
    pub copied: RwSignal<Option<bool>>,
    /// What the screen says about the last thing that happened (a move
    /// played or received, a link that was old or broken), in its panel.
    pub said: RwSignal<Option<String>>,
    /// The endgame tables, for the theoretical draw.
    tables: StoredValue<Option<TablesAsk>, LocalStorage>,
}

impl Friend {
    /// The screen on the page's query: the game its link carries, if any.
    pub fn start(study: StudySession) -> Friend {
        let games = match storage::load_link_games() {
            Ok(games) => games.unwrap_or_default(),
            Err(aside) => {
                study.say(word(
                    study.lang.get_untracked(),
                    "links-reset",
                    &[("key", aside)],
                ));
                LinkGames::default()
            }
        };
        let f = Friend {
            study,
            games: RwSignal::new(games),
            shown: RwSignal::new(None),
            copied: RwSignal::new(None),
            said: RwSignal::new(None),
            tables: StoredValue::new_local(None),
        };
        f.tables.set_value(Some(TablesAsk::new(move |fen, drawn| {
            f.on_verdict(&fen, drawn)
        })));
        f.open_query();
        f
    }

    pub fn lang(&self) -> Lang {
        self.study.lang.get()
    }

    /// A word of the screen in the current language.
    pub fn w(&self, key: &str) -> String {
        word(self.lang(), key, &[])
    }

    /// A word with its `{name}` placeholders filled.
    pub fn w_with(&self, key: &str, args: &[(&str, String)]) -> String {
        word(self.lang(), key, args)
    }

    /// Every game by link on this device, most recent first.
    pub fn games(&self) -> Vec<(LinkGame, Color)> {
        self.games.with(LinkGames::list)
    }

    /// Opens the game the address carries (`?mode=friend&game=…`).
    fn open_query(&self) {
        let Some(params) = query_params() else { return };
        if params.get("game").is_none() {
            return;
        }
        match LinkGame::parse(|name| params.get(name)) {
            Ok(link) => {
                let now = js_sys::Date::now();
                let before = link.game().ply_count();
                let mut result = None;
                self.games.update(|g| result = Some(g.open(link, now)));
                let Some((game, me, opened)) = result else {
                    return;
                };
                self.save();
                self.show(game, me);
                let said = match opened {
                    Opened::Newer | Opened::New if before > 0 && self.is_my_turn() => self
                        .last_move_words()
                        .map(|mv| self.w_with("opened-newer", &[("move", mv)])),
                    Opened::Older => Some(self.w("opened-older")),
                    Opened::Separate(_) => Some(self.w("opened-separate")),
                    _ => None,
                };
                self.said.set(said);
            }
            Err(why) => {
                let why = super::words::link_error(self.lang(), &why);
                self.said
                    .set(Some(self.w_with("bad-link", &[("why", why)])));
            }
        }
    }

    /// A new game by link, this device playing `me`.
    pub fn new_game(&self, me: Color) {
        let game = LinkGame::new(new_id(), Position::startpos());
        self.games
            .update(|g| g.keep(&game, me, js_sys::Date::now()));
        self.save();
        self.said.set(None);
        self.show(game, me);
    }

    /// Shows `game`, played from this device as `me`.
    pub fn show(&self, game: LinkGame, me: Color) {
        set_address(&game.query());
        self.copied.set(None);
        self.shown.set(Some((game, me)));
        self.ask_tables();
    }

    /// Asks the endgame tables about the shown game's position, once, if
    /// the worker can solve its ending (a drawn one ends the game: see
    /// [`LinkGame::ending_verdict`]).
    fn ask_tables(&self) {
        let fen = self
            .shown
            .with_untracked(|s| s.as_ref().and_then(|(g, _)| g.ending_to_probe()));
        self.tables.with_value(|t| {
            if let Some(t) = t {
                t.ask(fen);
            }
        });
    }

    fn on_verdict(&self, fen: &str, drawn: bool) {
        let mut ended = false;
        self.shown.update(|s| {
            if let Some((g, _)) = s.as_mut() {
                ended = g.ending_verdict(fen, drawn);
            }
        });
        if ended {
            self.said.set(None);
            self.keep_shown();
        }
    }

    /// Back to the list and the new-game choice.
    pub fn to_list(&self) {
        set_address("?mode=friend");
        self.said.set(None);
        self.shown.set(None);
    }

    /// Whether this device is to move in the game on screen.
    pub fn is_my_turn(&self) -> bool {
        self.shown.with_untracked(|s| {
            s.as_ref()
                .is_some_and(|(g, me)| !g.game().is_over() && g.game().side_to_move() == *me)
        })
    }

    /// Plays `mv` for this device, if it is its turn and the move is legal.
    pub fn play(&self, mv: Move) {
        if !self.is_my_turn() {
            return;
        }
        let mut played = false;
        self.shown.update(|s| {
            if let Some((g, _)) = s.as_mut() {
                played = g.play(mv);
            }
        });
        if !played {
            return;
        }
        self.keep_shown();
        let text = self.last_move_words().unwrap_or_default();
        self.said.set(Some(self.w_with("moved", &[("move", text)])));
    }

    /// Takes back this device's last move while the friend has not
    /// answered it (the link with it may not have been sent yet).
    pub fn take_back(&self) {
        let mut taken = false;
        self.shown.update(|s| {
            if let Some((g, me)) = s.as_mut() {
                let mine = g.game().ply_count() > 0
                    && g.game().side_to_move() != *me
                    && !g.game().is_over();
                taken = mine && g.undo_last();
            }
        });
        if taken {
            self.keep_shown();
            self.said.set(None);
        }
    }

    fn keep_shown(&self) {
        let Some((game, me)) = self.shown.get_untracked() else {
            return;
        };
        self.games
            .update(|g| g.keep(&game, me, js_sys::Date::now()));
        self.save();
        set_address(&game.query());
        self.copied.set(None);
        self.ask_tables();
    }

    /// The last move in the screen's notation.
    fn last_move_words(&self) -> Option<String> {
        let notation = self.study.notation.get_untracked();
        let lang = self.study.lang.get_untracked();
        self.shown.with_untracked(|s| {
            let (g, _) = s.as_ref()?;
            let game = g.game();
            let ply = game.ply_count().checked_sub(1)?;
            let before = game.position_at(ply)?;
            Some(xiangqi_ui::words::moves::written(
                lang,
                before,
                game.moves()[ply],
                notation,
            ))
        })
    }

    fn save(&self) {
        self.games
            .with_untracked(|g| storage::save(storage::FRIEND_LINKS, g));
    }

    /// The link to send for the game on screen, at this page's address.
    pub fn link(&self) -> Option<String> {
        self.shown
            .with(|s| s.as_ref().map(|(g, _)| g.query()))
            .map(|query| format!("{}{query}", xiangqi_ui::web::page_address()))
    }
}

/// A fresh game id: eight letters and digits.
fn new_id() -> String {
    const ALPHABET: &[u8] = b"abcdefghijkmnpqrstuvwxyz23456789";
    (0..8)
        .map(|_| {
            let i = (js_sys::Math::random() * ALPHABET.len() as f64) as usize;
            ALPHABET[i.min(ALPHABET.len() - 1)] as char
        })
        .collect()
}

fn query_params() -> Option<web_sys::UrlSearchParams> {
    let query = web_sys::window()?.location().search().ok()?;
    web_sys::UrlSearchParams::new_with_str(&query).ok()
}

/// Puts `query` in the address bar without a new history entry.
fn set_address(query: &str) {
    xiangqi_ui::web::replace_query(query);
}
