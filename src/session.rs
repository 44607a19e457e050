//! The game session: all app state, held once as signals, and every action
//! a player can take. Components read the signals and call the actions;
//! the rules come from `xiangqi::Game`, the AI's moves from the worker.

use gloo_timers::callback::{Interval, Timeout};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use xiangqi::{
    Clocks, Color, Game, GameRecord, Move, Notation, Outcome, Position, Square, TimeControl,
};

use crate::ai::protocol::{WireClock, WireScore};
use crate::ai::{AiBridge, AiEvent};
use crate::board::Orientation;
use crate::i18n::{self, Lang, Msg};
use crate::link;
use crate::settings::{Opponent, Settings, SideChoice};
use crate::sound::{self, Sound};
use crate::storage::{self, Loaded, SavedGame, Seating};

/// Thinking time of the top level (which has no cap of its own), in ms.
pub const TOP_LEVEL_MOVETIME_MS: u64 = 6_000;
/// Thinking time for a hint, in ms.
const HINT_MOVETIME_MS: u64 = 1_500;
/// Thinking time to judge a draw offer, in ms.
const DRAW_MOVETIME_MS: u64 = 1_000;
/// The AI accepts a draw when its own score is at most this (centipawns).
const DRAW_ACCEPT_CP: i32 = 20;
/// How long a passing message stays, in ms.
const TOAST_MS: u32 = 3_500;
/// How often the clocks are redrawn and checked for a flag fall, in ms.
const TICK_MS: u32 = 100;
/// Running clocks are saved every this many ticks.
const SAVE_EVERY_TICKS: u32 = 10;

/// Milliseconds from the page's monotonic clock (`performance.now()`),
/// which keeps counting while the tab is hidden.
pub fn perf_now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
}

/// Who plays which side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Players {
    /// The AI's side, if playing the AI.
    pub ai: Option<Color>,
    /// The AI's level.
    pub level: u8,
    /// How two players sit (ignored against the AI).
    pub seating: Seating,
    /// Whether the board turns to the side to move after each move (two
    /// players side by side).
    pub auto_flip: bool,
}

impl Players {
    /// Whether two players face each other across the device.
    pub fn face_to_face(&self) -> bool {
        self.ai.is_none() && self.seating == Seating::FaceToFace
    }

    /// Whether `color` is played by a person at this device.
    pub fn is_human(&self, color: Color) -> bool {
        self.ai != Some(color)
    }
}

/// What the worker is doing for us.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    AiMove,
    Hint,
    Draw,
}

/// The dialog on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialog {
    None,
    NewGame,
    GameOver,
    /// Resign for this side?
    ConfirmResign(Color),
    /// A draw offered by this side, awaiting the other's answer (two players).
    DrawOffer(Color),
    /// A takeback asked for by this side, awaiting the other's answer.
    Takeback(Color),
    Export,
    Import,
    History,
}

impl Dialog {
    /// The side a two-player question is put to.
    pub fn answerer(self) -> Option<Color> {
        match self {
            Dialog::DrawOffer(by) | Dialog::Takeback(by) => Some(by.other()),
            Dialog::ConfirmResign(by) => Some(by),
            _ => None,
        }
    }
}

/// A message shown to the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    /// Stays until dismissed (link problems); otherwise fades.
    pub sticky: bool,
    pub id: u32,
}

/// The engine's latest progress report.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineInfo {
    /// The position searched.
    pub root: Position,
    pub depth: u32,
    /// Score from Red's point of view.
    pub score_red: WireScore,
    pub pv: Vec<Move>,
}

/// A new game's set-up, as chosen in the dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewGameChoice {
    pub opponent: Opponent,
    pub side: SideChoice,
    pub level: u8,
    pub time_control: TimeControl,
    pub seating: Seating,
    pub auto_flip: bool,
}

impl NewGameChoice {
    /// The choice remembered in the settings.
    pub fn from_settings(settings: &Settings) -> NewGameChoice {
        NewGameChoice {
            opponent: settings.opponent,
            side: settings.side,
            level: settings.level(),
            time_control: settings.time_control(),
            seating: settings.seating,
            auto_flip: settings.auto_flip,
        }
    }
}

/// The state of the app. Cheap to copy: every field is a signal handle.
#[derive(Clone, Copy)]
pub struct Session {
    pub lang: RwSignal<Lang>,
    pub settings: RwSignal<Settings>,
    pub game: RwSignal<Game>,
    /// The ply shown when looking back; `None` shows the live position.
    pub shown_ply: RwSignal<Option<usize>>,
    pub selected: RwSignal<Option<Square>>,
    pub orientation: RwSignal<Orientation>,
    pub players: RwSignal<Players>,
    /// What the worker is busy with, and the request id.
    pub task: RwSignal<Option<(Task, u32)>>,
    pub info: RwSignal<Option<EngineInfo>>,
    pub hint: RwSignal<Option<Move>>,
    pub notice: RwSignal<Option<Notice>>,
    /// A refused target, flashed briefly (square, serial).
    pub refused: RwSignal<Option<(Square, u32)>>,
    /// The move to animate on the board.
    pub animate: RwSignal<Option<Move>>,
    /// A declined draw offer: who offered, at which ply.
    pub draw_declined: RwSignal<Option<(Color, usize)>>,
    pub dialog: RwSignal<Dialog>,
    pub clocks: RwSignal<Clocks>,
    /// `performance.now()` at the last tick: the clocks are shown as of then.
    pub now: RwSignal<f64>,
    /// Finished and set-aside games, most recent first.
    pub history: RwSignal<Vec<SavedGame>>,
    /// Wall-clock start of the game, and whether it is in the history.
    started_at: StoredValue<f64>,
    archived: StoredValue<bool>,
    ticks: StoredValue<u32>,
    serial: StoredValue<u32>,
    ai: StoredValue<Option<AiBridge>, LocalStorage>,
}

impl Session {
    /// The session for this page: settings and the game in progress from
    /// storage; a set-up link starts a new game instead (the game in
    /// progress goes to the history first). The AI starts playing if it
    /// has the move.
    pub fn new() -> Session {
        let (mut settings, settings_aside) = Settings::load();
        let lang = settings.lang();
        let link = link::parse_query(&link::current_query(), lang);
        let link_used = link.errors.is_empty() && !link.is_empty();
        if let Some(o) = link.opponent {
            settings.opponent = o;
        }
        if let Some(s) = link.side {
            settings.side = s;
        }
        if let Some(l) = link.level {
            settings.level = l;
        }
        let now = perf_now();
        let session = Session {
            lang: RwSignal::new(lang),
            settings: RwSignal::new(settings.clone()),
            game: RwSignal::new(Game::default()),
            shown_ply: RwSignal::new(None),
            selected: RwSignal::new(None),
            orientation: RwSignal::new(Orientation::Red),
            players: RwSignal::new(Players {
                ai: None,
                level: settings.level(),
                seating: settings.seating,
                auto_flip: settings.auto_flip,
            }),
            task: RwSignal::new(None),
            info: RwSignal::new(None),
            hint: RwSignal::new(None),
            notice: RwSignal::new(None),
            refused: RwSignal::new(None),
            animate: RwSignal::new(None),
            draw_declined: RwSignal::new(None),
            dialog: RwSignal::new(Dialog::None),
            clocks: RwSignal::new(Clocks::default()),
            now: RwSignal::new(now),
            history: RwSignal::new(Vec::new()),
            started_at: StoredValue::new(js_sys::Date::now()),
            archived: StoredValue::new(false),
            ticks: StoredValue::new(0),
            serial: StoredValue::new(0),
            ai: StoredValue::new_local(None),
        };
        let bridge = AiBridge::new(move |event| session.on_ai(event));
        session.ai.set_value(Some(bridge));
        let mut problems = link.errors.clone();
        let mut set_aside = Vec::new();
        set_aside.extend(settings_aside);
        match storage::load::<Vec<SavedGame>>(storage::HISTORY) {
            Loaded::Found(h) => session.history.set(h),
            Loaded::SetAside(key) => set_aside.push(key),
            Loaded::Missing => {}
        }
        let mut resumed = false;
        match storage::load::<SavedGame>(storage::CURRENT) {
            Loaded::Found(saved) if link_used => {
                if saved.in_progress() && !saved.archived {
                    session.add_to_history(saved);
                }
            }
            Loaded::Found(saved) => {
                if session.resume(saved.clone(), true) {
                    resumed = true;
                } else {
                    set_aside.extend(storage::set_aside_key(storage::CURRENT));
                }
            }
            Loaded::SetAside(key) => set_aside.push(key),
            Loaded::Missing => {}
        }
        if !set_aside.is_empty() {
            problems.push(i18n::set_aside(lang, &set_aside));
        }
        if !problems.is_empty() {
            session.say(problems.join(" "), true);
        }
        if !resumed {
            let choice = NewGameChoice::from_settings(&settings);
            session.start_game(link.position.unwrap_or_else(Position::startpos), choice);
        }
        session.start_ticking();
        session
    }

    /// Redraws the clocks and watches for a flag fall; saves the game when
    /// the page is hidden or closed.
    fn start_ticking(&self) {
        let s = *self;
        Interval::new(TICK_MS, move || s.tick()).forget();
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            let on_visibility = Closure::<dyn FnMut()>::new(move || {
                s.tick();
                s.persist();
            });
            let _ = doc.add_event_listener_with_callback(
                "visibilitychange",
                on_visibility.as_ref().unchecked_ref(),
            );
            on_visibility.forget();
        }
        if let Some(w) = web_sys::window() {
            let on_hide = Closure::<dyn FnMut()>::new(move || s.persist());
            let _ =
                w.add_event_listener_with_callback("pagehide", on_hide.as_ref().unchecked_ref());
            on_hide.forget();
        }
    }

    /// One clock tick: the time comes from `performance.now()`, the tick
    /// only triggers the redraw and the flag check.
    fn tick(&self) {
        if self.clocks.with_untracked(|c| c.running().is_none()) {
            return;
        }
        let now = perf_now();
        self.now.set(now);
        if let Some(loser) = self.clocks.with_untracked(|c| c.flagged(now)) {
            self.time_out(loser, now);
            return;
        }
        let n = self.ticks.get_value().wrapping_add(1);
        self.ticks.set_value(n);
        if n.is_multiple_of(SAVE_EVERY_TICKS) {
            self.persist();
        }
    }

    /// `loser` ran out of time.
    fn time_out(&self, loser: Color, now: f64) {
        self.clocks.update(|c| c.pause(now));
        self.cancel_ai();
        self.game.update(|g| {
            let _ = g.flag(loser);
        });
        self.finish();
    }

    // ----- derived values -------------------------------------------------

    /// The ply on the board.
    pub fn ply_on_board(&self) -> usize {
        let total = self.game.with(Game::ply_count);
        self.shown_ply.get().map_or(total, |p| p.min(total))
    }

    /// Whether the board shows the live position.
    pub fn is_live(&self) -> bool {
        self.shown_ply.get().is_none()
    }

    /// The position on the board.
    pub fn shown_position(&self) -> Position {
        let ply = self.ply_on_board();
        self.game.with(|g| {
            g.position_at(ply)
                .cloned()
                .unwrap_or_else(|| g.position().clone())
        })
    }

    /// The move that led to the shown position.
    pub fn shown_last_move(&self) -> Option<Move> {
        let ply = self.ply_on_board();
        if ply == 0 {
            return None;
        }
        self.game.with(|g| g.moves().get(ply - 1).copied())
    }

    /// The result, if the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.with(Game::outcome)
    }

    /// Whether a person may move now (live position, their turn, game on).
    pub fn can_move(&self) -> bool {
        let stm = self.game.with(Game::side_to_move);
        self.is_live()
            && !self.game.with(Game::is_over)
            && !self.clocks.with(Clocks::is_paused)
            && self.players.get().is_human(stm)
            && self.task.get().is_none_or(|(t, _)| t != Task::AiMove)
    }

    /// Legal targets of the selected piece.
    pub fn targets(&self) -> Vec<Square> {
        match self.selected.get() {
            Some(sq) if self.can_move() => self.game.with(|g| g.legal_targets(sq)),
            _ => Vec::new(),
        }
    }

    /// Whether the AI is choosing its move.
    pub fn ai_thinking(&self) -> bool {
        matches!(self.task.get(), Some((Task::AiMove, _)))
    }

    /// Whether the piece on `sq` may be picked up now.
    pub fn can_pick(&self, sq: Square) -> bool {
        self.can_move()
            && self.game.with(|g| {
                g.position()
                    .piece_at(sq)
                    .is_some_and(|p| p.color == g.side_to_move())
            })
    }

    /// The side whose offer would be made by the offer-draw button.
    pub fn draw_offerer(&self) -> Color {
        let players = self.players.get();
        match players.ai {
            Some(ai) => ai.other(),
            None => self.game.with(Game::side_to_move),
        }
    }

    /// Whether a draw may be offered now.
    pub fn can_offer_draw(&self) -> bool {
        self.can_offer_draw_by(self.draw_offerer())
    }

    /// Whether `offerer` may offer a draw now.
    pub fn can_offer_draw_by(&self, offerer: Color) -> bool {
        if self.game.with(Game::is_over) || self.task.get().is_some() {
            return false;
        }
        match self.draw_declined.get() {
            None => true,
            Some((by, ply)) => {
                by != offerer
                    || self.game.with(|g| {
                        (ply..g.ply_count()).any(|i| {
                            g.position_at(i)
                                .is_some_and(|p| p.side_to_move() != offerer)
                        })
                    })
            }
        }
    }

    /// Whether a takeback is possible.
    pub fn can_undo(&self) -> bool {
        // A fallen flag stays fallen.
        if self.clocks.with(|c| c.flagged(self.now.get()).is_some()) {
            return false;
        }
        let players = self.players.get();
        self.game.with(|g| {
            (0..g.ply_count()).any(|i| {
                g.position_at(i)
                    .is_some_and(|p| players.is_human(p.side_to_move()))
            })
        })
    }

    // ----- messages -------------------------------------------------------

    /// Shows a message; a passing one fades by itself.
    pub fn say(&self, text: String, sticky: bool) {
        let id = self.next_serial();
        self.notice.set(Some(Notice { text, sticky, id }));
        if !sticky {
            let notice = self.notice;
            Timeout::new(TOAST_MS, move || {
                if notice.get_untracked().is_some_and(|n| n.id == id) {
                    notice.set(None);
                }
            })
            .forget();
        }
    }

    fn say_msg(&self, msg: Msg) {
        self.say(i18n::t(self.lang.get_untracked(), msg).to_string(), false);
    }

    fn next_serial(&self) -> u32 {
        let n = self.serial.get_value().wrapping_add(1);
        self.serial.set_value(n);
        n
    }

    // ----- starting -------------------------------------------------------

    /// Starts a new game from `start`.
    pub fn start_game(&self, start: Position, choice: NewGameChoice) {
        self.cancel_ai();
        let human = match choice.side {
            SideChoice::Red => Color::Red,
            SideChoice::Black => Color::Black,
            SideChoice::Random => {
                if js_sys::Math::random() < 0.5 {
                    Color::Red
                } else {
                    Color::Black
                }
            }
        };
        let players = Players {
            ai: (choice.opponent == Opponent::Ai).then_some(human.other()),
            level: choice.level,
            seating: choice.seating,
            auto_flip: choice.auto_flip,
        };
        self.settings.update(|s| {
            s.opponent = choice.opponent;
            s.side = choice.side;
            s.level = choice.level;
            s.time_control = choice.time_control.to_string();
            s.seating = choice.seating;
            s.auto_flip = choice.auto_flip;
            s.save();
        });
        let bottom = if players.face_to_face() {
            Color::Red
        } else {
            human
        };
        self.archive_current();
        let game = Game::new(start);
        let mut clocks = Clocks::new(choice.time_control);
        if !game.is_over() {
            clocks.start(game.side_to_move(), perf_now());
        }
        self.started_at.set_value(js_sys::Date::now());
        self.archived.set_value(false);
        self.install(game, players, bottom, clocks);
        if self.game.with_untracked(Game::is_over) {
            self.dialog.set(Dialog::GameOver);
            self.ended();
        }
        self.persist();
    }

    /// Puts a game on the board and lets it go on.
    fn install(&self, game: Game, players: Players, bottom: Color, clocks: Clocks) {
        self.cancel_ai();
        self.players.set(players);
        self.orientation.set(match bottom {
            Color::Red => Orientation::Red,
            Color::Black => Orientation::Black,
        });
        self.game.set(game);
        self.clocks.set(clocks);
        self.now.set(perf_now());
        self.shown_ply.set(None);
        self.selected.set(None);
        self.hint.set(None);
        self.info.set(None);
        self.animate.set(None);
        self.draw_declined.set(None);
        self.dialog.set(Dialog::None);
        if players.ai.is_some() {
            self.with_ai(|ai| {
                ai.warm_up();
                ai.new_game();
            });
        }
        self.maybe_ai_move();
    }

    /// Resumes a saved game; false when it cannot be replayed. With
    /// `charge_closed`, the player's clock against the AI is charged the
    /// time since the save (see [`crate::storage`]).
    fn resume(&self, saved: SavedGame, charge_closed: bool) -> bool {
        let Ok(game) = saved.record.to_game() else {
            return false;
        };
        let now = perf_now();
        let snapshot = saved.clocks;
        let players_turn = snapshot.running
            && snapshot.turn.is_some()
            && saved.ai.is_some()
            && snapshot.turn != saved.ai;
        let closed = if charge_closed && players_turn {
            (js_sys::Date::now() - saved.saved_at).clamp(0.0, 1.0e10)
        } else {
            0.0
        };
        let mut clocks = Clocks::restore(snapshot, now - closed);
        if game.is_over() {
            clocks.pause(now);
        }
        let players = Players {
            ai: saved.ai,
            level: saved.level,
            seating: saved.seating,
            auto_flip: saved.auto_flip,
        };
        self.started_at.set_value(saved.started_at);
        self.archived.set_value(saved.archived);
        self.install(game, players, saved.bottom, clocks);
        self.tick();
        self.persist();
        true
    }

    /// The game as saved.
    fn saved_game(&self) -> SavedGame {
        let now = perf_now();
        let players = self.players.get_untracked();
        SavedGame {
            record: self.game.with_untracked(|g| GameRecord::from(g)),
            clocks: self.clocks.with_untracked(|c| c.snapshot(now)),
            ai: players.ai,
            level: players.level,
            seating: players.seating,
            auto_flip: players.auto_flip,
            bottom: match self.orientation.get_untracked() {
                Orientation::Red => Color::Red,
                Orientation::Black => Color::Black,
            },
            saved_at: js_sys::Date::now(),
            started_at: self.started_at.get_value(),
            archived: self.archived.get_value(),
        }
    }

    /// Saves the game in progress.
    pub fn persist(&self) {
        storage::save(storage::CURRENT, &self.saved_game());
    }

    fn add_to_history(&self, game: SavedGame) {
        self.history.update(|h| storage::push_history(h, game));
        self.history
            .with_untracked(|h| storage::save(storage::HISTORY, h));
    }

    /// Puts the current game in the history if it has begun and is not
    /// there yet, so that replacing it loses nothing.
    fn archive_current(&self) {
        let saved = self.saved_game();
        if saved.in_progress() && !saved.archived {
            self.add_to_history(SavedGame {
                archived: true,
                ..saved
            });
            self.archived.set_value(true);
        }
    }

    /// The game has ended: the clocks stop, the game goes to the history.
    fn ended(&self) {
        let now = perf_now();
        self.clocks.update(|c| c.pause(now));
        if !self.archived.get_value() {
            self.archived.set_value(true);
            let saved = self.saved_game();
            self.add_to_history(saved);
        }
        self.persist();
    }

    /// Starts a new game from the usual start position.
    pub fn new_game(&self, choice: NewGameChoice) {
        self.start_game(Position::startpos(), choice);
    }

    // ----- moving ---------------------------------------------------------

    /// A tap on a board point.
    pub fn tap(&self, sq: Square) {
        if self.settings.get_untracked().sound {
            sound::unlock();
        }
        if !self.can_move() {
            if !self.is_live() {
                self.say_msg(Msg::ReviewOnly);
            } else if self.ai_thinking() {
                self.say_msg(Msg::NotYourTurn);
            }
            return;
        }
        match self.selected.get_untracked() {
            Some(from) if from == sq => self.selected.set(None),
            Some(from) => {
                if self.targets().contains(&sq) {
                    self.play(Move::new(from, sq));
                } else if self.can_pick(sq) {
                    self.selected.set(Some(sq));
                } else {
                    self.refuse(sq);
                }
            }
            None => {
                if self.can_pick(sq) {
                    self.selected.set(Some(sq));
                }
            }
        }
    }

    /// A piece dragged from `from` and dropped on `to`.
    pub fn drop_piece(&self, from: Square, to: Square) {
        if from == to || !self.can_pick(from) {
            return;
        }
        if self
            .game
            .with_untracked(|g| g.legal_targets(from))
            .contains(&to)
        {
            // The piece was carried there: it lands without sliding.
            self.play_move(Move::new(from, to), false);
        } else {
            self.selected.set(Some(from));
            self.refuse(to);
        }
    }

    /// Gentle feedback for an illegal target: a brief mark, nothing changes.
    fn refuse(&self, sq: Square) {
        let id = self.next_serial();
        self.refused.set(Some((sq, id)));
        let refused = self.refused;
        Timeout::new(700, move || {
            if refused.get_untracked().is_some_and(|(_, n)| n == id) {
                refused.set(None);
            }
        })
        .forget();
        self.say_msg(Msg::IllegalMove);
    }

    /// Plays a legal move on the live game and lets the game go on.
    fn play(&self, m: Move) {
        self.play_move(m, true);
    }

    /// Plays `m`; `slide` animates the piece from its origin.
    fn play_move(&self, m: Move, slide: bool) {
        // A hint or draw question about the old position is moot now.
        self.cancel_ai();
        let now = perf_now();
        if let Some(loser) = self.clocks.with_untracked(|c| c.flagged(now)) {
            self.time_out(loser, now);
            return;
        }
        let mut played = false;
        let mut capture = false;
        self.game.update(|g| {
            capture = g.position().is_capture(m);
            played = g.play(m).is_ok();
        });
        if !played {
            return;
        }
        let mut flagged = None;
        self.clocks.update(|c| {
            if let Err(f) = c.press(now) {
                flagged = Some(f.color);
            }
        });
        self.now.set(now);
        self.selected.set(None);
        self.hint.set(None);
        self.animate.set(slide.then_some(m));
        self.shown_ply.set(None);
        if self.settings.get_untracked().sound {
            if self.game.with_untracked(Game::is_check) {
                sound::play(Sound::Check);
            } else if capture {
                sound::play(Sound::Capture);
            }
        }
        if let Some(loser) = flagged {
            self.time_out(loser, now);
        } else if self.game.with_untracked(Game::is_over) {
            self.cancel_ai();
            self.dialog.set(Dialog::GameOver);
            self.ended();
        } else {
            self.persist();
            self.auto_flip();
            self.maybe_ai_move();
        }
    }

    /// Between two players side by side, turns the board to the side to
    /// move when they asked for it.
    fn auto_flip(&self) {
        let players = self.players.get_untracked();
        if players.ai.is_none() && players.seating == Seating::SideBySide && players.auto_flip {
            let o = match self.game.with_untracked(Game::side_to_move) {
                Color::Red => Orientation::Red,
                Color::Black => Orientation::Black,
            };
            if self.orientation.get_untracked() != o {
                self.animate.set(None);
                self.orientation.set(o);
            }
        }
    }

    // ----- the AI ---------------------------------------------------------

    fn with_ai(&self, f: impl FnOnce(&AiBridge)) {
        self.ai.with_value(|ai| {
            if let Some(ai) = ai {
                f(ai);
            }
        });
    }

    fn cancel_ai(&self) {
        if self.task.get_untracked().is_some() {
            self.task.set(None);
            self.with_ai(AiBridge::cancel);
        }
    }

    /// Sends a search of the live position; returns its id.
    fn search(
        &self,
        level: Option<u8>,
        movetime: Option<u64>,
        depth: Option<u32>,
        clock: Option<WireClock>,
    ) -> u32 {
        let (fen, moves) = self.game.with_untracked(|g| {
            (
                g.start().to_fen(),
                g.moves().iter().map(Move::to_string).collect::<Vec<_>>(),
            )
        });
        let budget = level
            .and_then(xiangqi_engine::level_by_number)
            .and_then(|l| l.max_time_ms)
            .or(movetime)
            .unwrap_or(TOP_LEVEL_MOVETIME_MS) as u32;
        let mut id = 0;
        self.with_ai(|ai| id = ai.search(fen, moves, level, movetime, depth, clock, budget));
        id
    }

    /// Asks the AI for its move if it has the move.
    fn maybe_ai_move(&self) {
        let players = self.players.get_untracked();
        let (stm, over) = self
            .game
            .with_untracked(|g| (g.side_to_move(), g.is_over()));
        if over || players.ai != Some(stm) {
            return;
        }
        let top = xiangqi_engine::levels().len() as u8;
        let clock = self.wire_clock();
        let movetime = (players.level >= top && clock.is_none()).then_some(TOP_LEVEL_MOVETIME_MS);
        let id = self.search(Some(players.level), movetime, None, clock);
        if id != 0 {
            self.task.set(Some((Task::AiMove, id)));
        }
    }

    /// The clocks for the engine, when the game is timed. In a byo-yomi
    /// period the engine must move within the period; before it, the period
    /// counts like an increment.
    fn wire_clock(&self) -> Option<WireClock> {
        let now = perf_now();
        let stm = self.game.with_untracked(Game::side_to_move);
        self.clocks.with_untracked(|c| {
            let control = c.control();
            let side = |color: Color| {
                let r = c.remaining(color, now);
                match control {
                    TimeControl::Unlimited => None,
                    TimeControl::SuddenDeath { .. } => Some((r.main_ms, 0, None)),
                    TimeControl::Fischer { increment_ms, .. } => {
                        Some((r.main_ms, increment_ms, None))
                    }
                    TimeControl::Byoyomi { period_ms, .. } => Some(if r.in_byoyomi {
                        (r.period_ms_left, 0, Some(1))
                    } else {
                        (r.main_ms, period_ms, None)
                    }),
                }
            };
            let (wtime, winc, wmtg) = side(Color::Red)?;
            let (btime, binc, bmtg) = side(Color::Black)?;
            Some(WireClock {
                wtime,
                btime,
                winc,
                binc,
                movestogo: match stm {
                    Color::Red => wmtg,
                    Color::Black => bmtg,
                },
            })
        })
    }

    fn on_ai(&self, event: AiEvent) {
        let current = self.task.get_untracked();
        match event {
            AiEvent::Info {
                id,
                depth,
                score,
                pv,
            } => {
                if current.is_some_and(|(_, t)| t == id) {
                    let root = self.game.with_untracked(|g| g.position().clone());
                    let pv = pv.iter().filter_map(|m| m.parse().ok()).collect();
                    let score_red = match root.side_to_move() {
                        Color::Red => score,
                        Color::Black => negate(score),
                    };
                    self.info.set(Some(EngineInfo {
                        root,
                        depth,
                        score_red,
                        pv,
                    }));
                }
            }
            AiEvent::Result { id, best, score } => {
                let Some((task, t)) = current else { return };
                if t != id {
                    return;
                }
                self.task.set(None);
                let best: Option<Move> = best.and_then(|b| b.parse().ok());
                match task {
                    Task::AiMove => match best {
                        Some(m) if self.game.with_untracked(|g| g.position().is_legal(m)) => {
                            self.play(m)
                        }
                        _ => {}
                    },
                    Task::Hint => match best {
                        Some(m) => {
                            self.hint.set(Some(m));
                            let text = self.game.with_untracked(|g| {
                                g.position()
                                    .to_notation(m, self.settings.get_untracked().notation())
                            });
                            self.say(i18n::hint(self.lang.get_untracked(), &text), false);
                        }
                        None => self.say_msg(Msg::NoHint),
                    },
                    Task::Draw => self.answer_draw(score),
                }
            }
            AiEvent::Restarted => {
                self.say(
                    i18n::t(self.lang.get_untracked(), Msg::WorkerRestarted).to_string(),
                    false,
                );
            }
            AiEvent::Failed => {
                self.task.set(None);
                self.say(
                    i18n::t(self.lang.get_untracked(), Msg::WorkerFailed).to_string(),
                    true,
                );
            }
        }
    }

    // ----- controls -------------------------------------------------------

    /// Takes back the player's last move (and the AI's reply to it); between
    /// two players, asks the other player first.
    pub fn undo(&self) {
        if !self.can_undo() {
            return;
        }
        if self.players.get_untracked().ai.is_none() {
            let stm = self.game.with_untracked(Game::side_to_move);
            self.ask_takeback(stm.other());
            return;
        }
        self.cancel_ai();
        let players = self.players.get_untracked();
        self.game.update(|g| {
            while g.undo().is_some() {
                if players.is_human(g.side_to_move()) {
                    break;
                }
            }
        });
        self.after_takeback(false);
    }

    /// Between two players: `by` asks to take back their last move.
    pub fn ask_takeback(&self, by: Color) {
        if self.can_undo() && self.players.get_untracked().ai.is_none() {
            self.dialog.set(Dialog::Takeback(by));
        }
    }

    /// The other player agreed: the moves back to `by`'s last turn are
    /// taken back.
    pub fn accept_takeback(&self, by: Color) {
        self.cancel_ai();
        // A pause agreed during the game lasts; the stop at its end does not.
        let keep_paused = !self.game.with_untracked(Game::is_over)
            && self.clocks.with_untracked(Clocks::is_paused);
        self.game.update(|g| {
            if g.undo().is_some() {
                while g.side_to_move() != by && g.undo().is_some() {}
            }
        });
        self.dialog.set(Dialog::None);
        self.after_takeback(keep_paused);
    }

    fn after_takeback(&self, keep_paused: bool) {
        self.shown_ply.set(None);
        self.selected.set(None);
        self.hint.set(None);
        self.animate.set(None);
        self.info.set(None);
        if self.dialog.get_untracked() == Dialog::GameOver {
            self.dialog.set(Dialog::None);
        }
        let now = perf_now();
        let (stm, over) = self
            .game
            .with_untracked(|g| (g.side_to_move(), g.is_over()));
        if !over {
            // The game goes on: its clock runs for the side to move.
            self.archived.set_value(false);
            self.clocks.update(|c| {
                c.start(stm, now);
                if keep_paused {
                    c.pause(now);
                }
            });
        }
        self.persist();
        self.auto_flip();
        self.maybe_ai_move();
    }

    /// Between two players: stops or restarts the clocks, by agreement.
    pub fn toggle_pause(&self) {
        if self.players.get_untracked().ai.is_some() || self.game.with_untracked(Game::is_over) {
            return;
        }
        let now = perf_now();
        self.clocks.update(|c| {
            if c.is_paused() {
                c.resume(now);
            } else {
                c.pause(now);
            }
        });
        self.now.set(now);
        self.selected.set(None);
        self.persist();
    }

    /// Asks the engine for a move and draws it as an arrow.
    pub fn ask_hint(&self) {
        if !self.can_move() || self.task.get_untracked().is_some() {
            return;
        }
        self.say_msg(Msg::HintThinking);
        let id = self.search(None, Some(HINT_MOVETIME_MS), Some(12), None);
        if id != 0 {
            self.task.set(Some((Task::Hint, id)));
        }
    }

    /// Turns the board half round (never between two players face to face).
    pub fn flip(&self) {
        if self.players.get_untracked().face_to_face() {
            return;
        }
        self.animate.set(None);
        self.orientation.update(|o| {
            *o = match o {
                Orientation::Red => Orientation::Black,
                Orientation::Black => Orientation::Red,
            }
        });
    }

    /// Asks for confirmation, then resigns for the player (or the side to
    /// move between two players).
    pub fn ask_resign(&self) {
        self.ask_resign_for(self.draw_offerer());
    }

    /// Asks `loser` to confirm resigning.
    pub fn ask_resign_for(&self, loser: Color) {
        if !self.game.with_untracked(Game::is_over) {
            self.dialog.set(Dialog::ConfirmResign(loser));
        }
    }

    /// Resigns for `loser`.
    pub fn resign(&self, loser: Color) {
        self.cancel_ai();
        self.game.update(|g| {
            let _ = g.resign(loser);
        });
        self.finish();
    }

    /// Offers a draw: the AI judges it, a second player answers it.
    pub fn offer_draw(&self) {
        self.offer_draw_by(self.draw_offerer());
    }

    /// `offerer` offers a draw.
    pub fn offer_draw_by(&self, offerer: Color) {
        if !self.can_offer_draw_by(offerer) {
            if self.draw_declined.get_untracked().is_some() {
                self.say_msg(Msg::DrawAlreadyDeclined);
            }
            return;
        }
        if self.players.get_untracked().ai.is_some() {
            self.say_msg(Msg::DrawThinking);
            let id = self.search(None, Some(DRAW_MOVETIME_MS), Some(10), None);
            if id != 0 {
                self.task.set(Some((Task::Draw, id)));
            }
        } else {
            self.dialog.set(Dialog::DrawOffer(offerer));
        }
    }

    /// The AI's answer, from its score of the live position.
    fn answer_draw(&self, score: WireScore) {
        let Some(ai) = self.players.get_untracked().ai else {
            return;
        };
        let stm = self.game.with_untracked(Game::side_to_move);
        let ai_score = if stm == ai { score } else { negate(score) };
        let accept = match ai_score {
            WireScore::Cp(cp) => cp <= DRAW_ACCEPT_CP,
            WireScore::Mate(n) => n <= 0,
        };
        if accept {
            self.say_msg(Msg::DrawAccepted);
            self.agree_draw();
        } else {
            self.say_msg(Msg::DrawDeclined);
            self.decline_draw(ai.other());
        }
    }

    /// Records a draw by agreement.
    pub fn agree_draw(&self) {
        self.cancel_ai();
        self.game.update(|g| {
            let _ = g.agree_draw();
        });
        self.finish();
    }

    /// Records that `offerer`'s draw offer was declined.
    pub fn decline_draw(&self, offerer: Color) {
        let ply = self.game.with_untracked(Game::ply_count);
        self.draw_declined.set(Some((offerer, ply)));
        if matches!(self.dialog.get_untracked(), Dialog::DrawOffer(_)) {
            self.dialog.set(Dialog::None);
        }
    }

    fn finish(&self) {
        self.selected.set(None);
        self.hint.set(None);
        self.shown_ply.set(None);
        self.dialog.set(Dialog::GameOver);
        self.ended();
    }

    // ----- looking back ---------------------------------------------------

    /// Shows the position after `ply` moves (the live one at the end).
    pub fn show(&self, ply: usize) {
        let total = self.game.with_untracked(Game::ply_count);
        let before = self.ply_on_board_untracked();
        let target = ply.min(total);
        self.animate.set(if target == before + 1 {
            self.game.with_untracked(|g| g.moves().get(before).copied())
        } else {
            None
        });
        self.selected.set(None);
        self.shown_ply
            .set(if target >= total { None } else { Some(target) });
    }

    fn ply_on_board_untracked(&self) -> usize {
        let total = self.game.with_untracked(Game::ply_count);
        self.shown_ply
            .get_untracked()
            .map_or(total, |p| p.min(total))
    }

    pub fn show_first(&self) {
        self.show(0);
    }

    pub fn show_previous(&self) {
        let p = self.ply_on_board_untracked();
        self.show(p.saturating_sub(1));
    }

    pub fn show_next(&self) {
        let p = self.ply_on_board_untracked();
        self.show(p + 1);
    }

    pub fn show_last(&self) {
        self.show(usize::MAX);
    }

    // ----- settings -------------------------------------------------------

    pub fn set_notation(&self, n: Notation) {
        self.settings.update(|s| {
            s.notation = n.name().to_string();
            s.save();
        });
    }

    pub fn toggle_sound(&self) {
        self.settings.update(|s| {
            s.sound = !s.sound;
            s.save();
        });
        if self.settings.get_untracked().sound {
            sound::unlock();
        }
    }

    /// Switches the interface language (remembered).
    pub fn set_lang(&self, lang: Lang) {
        self.lang.set(lang);
        self.settings.update(|s| {
            s.lang = match lang {
                Lang::En => "en",
                Lang::Zh => "zh",
            }
            .to_string();
            s.save();
        });
    }

    /// Simplified or traditional piece characters.
    pub fn set_simplified(&self, simplified: bool) {
        self.settings.update(|s| {
            s.simplified = simplified;
            s.save();
        });
    }

    /// Movement hints on the pieces, for newcomers.
    pub fn set_hints(&self, hints: bool) {
        self.settings.update(|s| {
            s.hints = hints;
            s.save();
        });
    }

    // ----- import, export, history ----------------------------------------

    /// The FEN of the position on the board.
    pub fn fen(&self) -> String {
        self.shown_position().to_fen()
    }

    /// The player's name for a record or a title.
    pub fn player_name(&self, color: Color) -> String {
        let lang = self.lang.get();
        let players = self.players.get();
        match players.ai {
            Some(ai) if ai == color => {
                let name =
                    xiangqi_engine::level_by_number(players.level).map_or("", |l| match lang {
                        Lang::En => l.name_en,
                        Lang::Zh => l.name_zh,
                    });
                i18n::ai_player(lang, players.level, name)
            }
            _ => i18n::side(lang, color).to_string(),
        }
    }

    /// The game as a PGN-style record with its tags.
    pub fn record(&self) -> GameRecord {
        let mut record = self.game.with(|g| GameRecord::from(g));
        let lang = self.lang.get();
        record.set_event(i18n::t(lang, Msg::EventName));
        record.set_date(i18n::record_date(self.started_at.get_value()));
        record.set_red(self.player_name(Color::Red));
        record.set_black(self.player_name(Color::Black));
        record
    }

    /// A link that opens the position on the board.
    pub fn share_link(&self) -> String {
        let base = web_sys::window()
            .and_then(|w| {
                let l = w.location();
                Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
            })
            .unwrap_or_default();
        let fen = String::from(js_sys::encode_uri_component(&self.fen()));
        format!("{base}?fen={fen}")
    }

    /// Sets up a pasted FEN as a new game with the usual players.
    pub fn load_fen(&self, text: &str) -> Result<(), String> {
        let lang = self.lang.get_untracked();
        let position = Position::from_fen(text.trim())
            .map_err(|e| i18n::bad_fen_text(lang, &e.to_string()))?;
        let choice = NewGameChoice::from_settings(&self.settings.get_untracked());
        self.start_game(position, choice);
        Ok(())
    }

    /// Opens a pasted record: the game as recorded, on between two players
    /// without clocks if it is not over.
    pub fn import_record(&self, text: &str) -> Result<(), String> {
        let lang = self.lang.get_untracked();
        let record = GameRecord::parse(text).map_err(|e| i18n::record_error(lang, &e))?;
        let game = record
            .to_game()
            .map_err(|e| i18n::bad_record(lang, &e.to_string()))?;
        self.archive_current();
        let settings = self.settings.get_untracked();
        let players = Players {
            ai: None,
            level: settings.level(),
            seating: settings.seating,
            auto_flip: settings.auto_flip,
        };
        let mut clocks = Clocks::new(TimeControl::Unlimited);
        if !game.is_over() {
            clocks.start(game.side_to_move(), perf_now());
        }
        let over = game.is_over();
        self.started_at.set_value(js_sys::Date::now());
        self.archived.set_value(over);
        self.install(game, players, Color::Red, clocks);
        self.persist();
        Ok(())
    }

    /// Opens a game of the history: a finished one for review, an
    /// unfinished one to play on.
    pub fn open_history(&self, index: usize) {
        let Some(entry) = self.history.with_untracked(|h| h.get(index).cloned()) else {
            return;
        };
        if entry.in_progress() {
            // It becomes the current game again.
            self.history.update(|h| {
                h.remove(index);
            });
            self.history
                .with_untracked(|h| storage::save(storage::HISTORY, h));
        }
        self.archive_current();
        let archived = !entry.in_progress();
        if !self.resume(SavedGame { archived, ..entry }, false) {
            self.say_msg(Msg::HistoryUnreadable);
        }
    }

    pub fn toggle_engine_panel(&self) {
        self.settings.update(|s| {
            s.engine_panel = !s.engine_panel;
            s.save();
        });
    }
}

fn negate(score: WireScore) -> WireScore {
    match score {
        WireScore::Cp(c) => WireScore::Cp(-c),
        WireScore::Mate(n) => WireScore::Mate(-n),
    }
}
