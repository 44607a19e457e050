//! The live game's shell: the [`RemoteGame`] in a signal, the direct
//! connection, the codes shown and pasted, the clock tick, saving. Every
//! rule is the model's; this file only carries its effects out (send a
//! message, say something, save).

use gloo_timers::callback::Interval;
use leptos::prelude::*;
use xiangqi::{Color, Move, Position, TimeControl};
use xiangqi_ui::model::remote::{
    CodeKind, PeerMessage, Refusal, RemoteEffect, RemoteGame, RemoteState,
};
use xiangqi_ui::model::Now;
use xiangqi_ui::web::{self, storage};
use xiangqi_ui::words::outcome_for;

use crate::friend::peer::{code, read_code, Peer, PeerEvent};
use crate::friend::session::Friend;
use crate::friend::tables::TablesAsk;
use crate::friend::words;

/// Where the handshake stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Nothing under way: the choice of side and clocks, or the game
    /// without a connection.
    Idle,
    /// Gathering this device's addresses.
    Working,
    /// This device invited: its code is shown, the answer awaited.
    Invited(String),
    /// This device answered: its code is shown, the connection awaited.
    Answered(String),
    /// The channel is open.
    Connected,
}

/// The live game's handles (cheap to copy).
#[derive(Clone, Copy)]
pub struct Live {
    pub f: Friend,
    pub game: RwSignal<Option<RemoteGame>>,
    pub stage: RwSignal<Stage>,
    /// The time the clocks are drawn at.
    pub now: RwSignal<Now>,
    /// The next move goes with a draw offer.
    pub offer_draw: RwSignal<bool>,
    /// What the screen says about the last thing that happened.
    pub said: RwSignal<Option<String>>,
    peer: StoredValue<Option<Peer>, LocalStorage>,
    /// The endgame tables, for the theoretical draw.
    tables: StoredValue<Option<TablesAsk>, LocalStorage>,
}

impl Live {
    /// The live side of the friend screen, resuming a saved game.
    pub fn start(f: Friend) -> Live {
        let now = web::now();
        let game = match storage::load_live_game() {
            Ok(stored) => stored.and_then(|s| RemoteGame::restore(s, now)),
            Err(_) => None,
        };
        let live = Live {
            f,
            game: RwSignal::new(game),
            stage: RwSignal::new(Stage::Idle),
            now: RwSignal::new(now),
            offer_draw: RwSignal::new(false),
            said: RwSignal::new(None),
            peer: StoredValue::new_local(None),
            tables: StoredValue::new_local(None),
        };
        live.tables
            .set_value(Some(TablesAsk::new(move |fen, drawn| {
                live.act(|g, now| g.ending_verdict(&fen, drawn, now))
            })));
        live.ask_tables();
        // Held by the screen's owner: the tick stops when the screen goes.
        let _tick = StoredValue::new_local(Interval::new(250, move || live.tick()));
        live
    }

    fn tick(&self) {
        let now = web::now();
        self.now.set(now);
        // The game changes only when a flag falls: only then are its
        // readers told (a tick must not redraw the panel, which would
        // empty the fields being typed in).
        let effects = self
            .game
            .try_update_untracked(|g| g.as_mut().map(|g| g.tick(now)).unwrap_or_default())
            .unwrap_or_default();
        if !effects.is_empty() {
            self.game.notify();
            self.run(effects);
        }
    }

    /// Whether a game is on (not over).
    pub fn in_game(&self) -> bool {
        self.game
            .with(|g| g.as_ref().is_some_and(|g| !g.game().is_over()))
    }

    /// A new game on `me`'s side with `control`, and its invitation; an
    /// unfinished game is invited again instead (a reconnection).
    pub fn invite(&self, me: Color, control: TimeControl) {
        if !self.in_game() {
            let id = format!("live-{}", web::seed() % 1_000_000_000);
            let game = RemoteGame::invite(id, me, Position::startpos(), control, web::now());
            self.game.set(Some(game));
            self.save();
        }
        self.stage.set(Stage::Working);
        self.said.set(None);
        let live = *self;
        wasm_bindgen_futures::spawn_local(async move {
            let stun = storage::load_stun();
            match Peer::invite(stun.as_deref(), move |e| live.on_peer(e)).await {
                Ok((peer, sdp)) => {
                    live.peer.set_value(Some(peer));
                    live.stage
                        .set(Stage::Invited(code(CodeKind::Invitation, sdp)));
                }
                Err(e) => live.failed(&e),
            }
        });
    }

    /// The joining side: answers the invitation `text`.
    pub fn join(&self, text: &str) {
        let Some(offer) = self.read_code(text, CodeKind::Invitation) else {
            return;
        };
        self.stage.set(Stage::Working);
        self.said.set(None);
        let live = *self;
        wasm_bindgen_futures::spawn_local(async move {
            let stun = storage::load_stun();
            match Peer::join(&offer, stun.as_deref(), move |e| live.on_peer(e)).await {
                Ok((peer, sdp)) => {
                    live.peer.set_value(Some(peer));
                    live.stage.set(Stage::Answered(code(CodeKind::Answer, sdp)));
                }
                Err(e) => live.failed(&e),
            }
        });
    }

    /// The inviting side takes the answer `text`.
    pub fn connect(&self, text: &str) {
        let Some(answer) = self.read_code(text, CodeKind::Answer) else {
            return;
        };
        let live = *self;
        wasm_bindgen_futures::spawn_local(async move {
            let accepted = live
                .peer
                .with_value(|p| p.as_ref().map(|p| p.accept_later(answer)));
            if let Some(accept) = accepted {
                if let Err(e) = accept.await {
                    live.failed(&e);
                }
            }
        });
    }

    /// The session description in the pasted code `text` of `kind`; says
    /// why not if it cannot be used.
    fn read_code(&self, text: &str, kind: CodeKind) -> Option<String> {
        match read_code(text, kind) {
            Ok(description) => Some(description),
            Err(why) => {
                let why = words::code_error(self.f.lang(), &why);
                self.said
                    .set(Some(self.f.w_with("live-bad-code", &[("why", why)])));
                None
            }
        }
    }

    /// Stops the handshake under way.
    pub fn cancel(&self) {
        self.peer.set_value(None);
        self.stage.set(Stage::Idle);
    }

    fn failed(&self, e: &wasm_bindgen::JsValue) {
        let why = e
            .as_string()
            .or_else(|| {
                js_sys::Reflect::get(e, &"message".into())
                    .ok()
                    .and_then(|m| m.as_string())
            })
            .unwrap_or_default();
        self.peer.set_value(None);
        self.stage.set(Stage::Idle);
        self.said
            .set(Some(self.f.w_with("live-failed", &[("why", why)])));
    }

    fn on_peer(&self, event: PeerEvent) {
        match event {
            PeerEvent::Open => {
                self.stage.set(Stage::Connected);
                let hello = self
                    .game
                    .with_untracked(|g| g.as_ref().map(RemoteGame::hello));
                if let Some(hello) = hello {
                    self.send(&hello);
                }
            }
            PeerEvent::Message(text) => self.receive(&text),
            PeerEvent::Closed => {
                self.peer.set_value(None);
                self.stage.set(Stage::Idle);
                if self.in_game() {
                    self.said.set(Some(self.f.w("live-away")));
                }
            }
        }
    }

    /// A message from the other device: the game's own checks decide.
    fn receive(&self, text: &str) {
        let now = web::now();
        let has_game = self
            .game
            .with_untracked(|g| g.as_ref().is_some_and(|g| !g.game().is_over()));
        if !has_game {
            // A new game: the inviting device's hello describes it.
            match PeerMessage::read(text).and_then(|m| RemoteGame::join(&m, now)) {
                Ok(game) => {
                    self.game.set(Some(game));
                    self.save();
                }
                Err(why) => self.refused(&why),
            }
            return;
        }
        let effects = self
            .game
            .try_update(|g| g.as_mut().map(|g| g.receive(text, now)).unwrap_or_default())
            .unwrap_or_default();
        self.run(effects);
    }

    fn refused(&self, why: &Refusal) {
        let why = words::refusal(self.f.lang(), why);
        self.said
            .set(Some(self.f.w_with("live-refused", &[("why", why)])));
    }

    /// This device's move.
    pub fn play(&self, mv: Move) {
        let offer = self.offer_draw.get_untracked();
        let now = web::now();
        let effects = self
            .game
            .try_update(|g| g.as_mut().and_then(|g| g.play(mv, offer, now)))
            .flatten();
        if let Some(effects) = effects {
            self.offer_draw.set(false);
            self.said.set(None);
            self.run(effects);
        }
    }

    /// Acts on the game and carries out what it asks.
    pub fn act(&self, action: impl FnOnce(&mut RemoteGame, Now) -> Vec<RemoteEffect>) {
        let now = web::now();
        let effects = self
            .game
            .try_update(|g| g.as_mut().map(|g| action(g, now)).unwrap_or_default())
            .unwrap_or_default();
        self.run(effects);
    }

    fn run(&self, effects: Vec<RemoteEffect>) {
        if effects.is_empty() {
            return;
        }
        for effect in effects {
            match effect {
                RemoteEffect::Send(message) => self.send(&message),
                RemoteEffect::Refused(why) => self.refused(&why),
                RemoteEffect::Say(state) => self.say(state),
            }
        }
        self.save();
        self.ask_tables();
    }

    /// Asks the endgame tables about the position on the board, once, if
    /// the worker can solve its ending (a drawn one ends the game: see
    /// [`RemoteGame::ending_verdict`]).
    fn ask_tables(&self) {
        let fen = self
            .game
            .with_untracked(|g| g.as_ref().and_then(RemoteGame::ending_to_probe));
        self.tables.with_value(|t| {
            if let Some(t) = t {
                t.ask(fen);
            }
        });
    }

    fn say(&self, state: RemoteState) {
        let text = match state {
            RemoteState::OpponentMoved(_) => {
                let moved = self.last_move_words().unwrap_or_default();
                self.f.w_with("live-moved", &[("move", moved)])
            }
            RemoteState::DrawOffered => self.f.w("live-draw-offered"),
            RemoteState::DrawDeclined => self.f.w("live-draw-declined"),
            RemoteState::TakebackAsked => self.f.w("live-takeback-asked"),
            RemoteState::TakebackAgreed => self.f.w("live-takeback-agreed"),
            RemoteState::TakebackRefused => self.f.w("live-takeback-refused"),
            RemoteState::Resumed(_) => self.f.w("live-resumed"),
            RemoteState::Ended(outcome) => {
                let me = self
                    .game
                    .with_untracked(|g| g.as_ref().map_or(Color::Red, RemoteGame::me));
                self.keep_in_history(me);
                self.f.w_with(
                    "over",
                    &[("result", outcome_for(self.f.lang(), &outcome, me))],
                )
            }
        };
        self.said.set(Some(text));
    }

    /// Keeps the finished game with the past games of this device.
    fn keep_in_history(&self, me: Color) {
        let (you, friend) = (self.f.w("live-you"), self.f.w("live-friend"));
        let (red, black) = if me == Color::Red {
            (you, friend)
        } else {
            (friend, you)
        };
        let now = web::now();
        let saved = self
            .game
            .with_untracked(|g| g.as_ref().map(|g| g.saved_game(&red, &black, now)));
        if let Some(saved) = saved {
            xiangqi_ui::web::database::games::add_finished(saved);
        }
    }

    fn send(&self, message: &PeerMessage) {
        let json = message.to_json();
        self.peer.with_value(|p| {
            if let Some(p) = p {
                p.send(&json);
            }
        });
    }

    /// The last move in the screen's notation.
    fn last_move_words(&self) -> Option<String> {
        let notation = self.f.study.notation.get_untracked();
        let lang = self.f.study.lang.get_untracked();
        self.game.with_untracked(|g| {
            let game = g.as_ref()?.game();
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
        let now = web::now();
        self.game.with_untracked(|g| match g {
            Some(g) => storage::save(storage::FRIEND_LIVE, &g.stored(now)),
            None => storage::remove(storage::FRIEND_LIVE),
        });
    }

    /// Leaves a finished game for a new one.
    pub fn forget_game(&self) {
        self.game.set(None);
        self.peer.set_value(None);
        self.stage.set(Stage::Idle);
        self.said.set(None);
        self.save();
    }
}
