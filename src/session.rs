//! The game session: all app state, held once as signals, and every action
//! a player can take. Components read the signals and call the actions;
//! the rules come from `xiangqi::Game`, the AI's moves from the worker.

use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use xiangqi::{Color, Game, Move, Notation, Outcome, Position, Square};

use crate::ai::protocol::WireScore;
use crate::ai::{AiBridge, AiEvent};
use crate::board::Orientation;
use crate::i18n::{self, Lang, Msg};
use crate::link;
use crate::settings::{Opponent, Settings, SideChoice};
use crate::sound::{self, Sound};

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

/// Who plays which side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Players {
    /// The AI's side, if playing the AI.
    pub ai: Option<Color>,
    /// The AI's level.
    pub level: u8,
}

impl Players {
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
    ConfirmResign,
    /// A draw offered by this side, awaiting the other's answer (two players).
    DrawOffer(Color),
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
    serial: StoredValue<u32>,
    ai: StoredValue<Option<AiBridge>, LocalStorage>,
}

impl Session {
    /// The session for this page: settings from storage, overridden by a
    /// set-up link; the AI starts playing if it has the move.
    pub fn new() -> Session {
        let lang = Lang::detect();
        let mut settings = Settings::load();
        let link = link::parse_query(&link::current_query(), lang);
        if let Some(o) = link.opponent {
            settings.opponent = o;
        }
        if let Some(s) = link.side {
            settings.side = s;
        }
        if let Some(l) = link.level {
            settings.level = l;
        }
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
            }),
            task: RwSignal::new(None),
            info: RwSignal::new(None),
            hint: RwSignal::new(None),
            notice: RwSignal::new(None),
            refused: RwSignal::new(None),
            animate: RwSignal::new(None),
            draw_declined: RwSignal::new(None),
            dialog: RwSignal::new(Dialog::None),
            serial: StoredValue::new(0),
            ai: StoredValue::new_local(None),
        };
        let bridge = AiBridge::new(move |event| session.on_ai(event));
        session.ai.set_value(Some(bridge));
        if !link.errors.is_empty() {
            session.say(link.errors.join(" "), true);
        }
        let choice = NewGameChoice {
            opponent: settings.opponent,
            side: settings.side,
            level: settings.level(),
        };
        session.start_game(link.position.unwrap_or_else(Position::startpos), choice);
        session
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
    fn draw_offerer(&self) -> Color {
        let players = self.players.get();
        match players.ai {
            Some(ai) => ai.other(),
            None => self.game.with(Game::side_to_move),
        }
    }

    /// Whether a draw may be offered now.
    pub fn can_offer_draw(&self) -> bool {
        if self.game.with(Game::is_over) || self.task.get().is_some() {
            return false;
        }
        let offerer = self.draw_offerer();
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
        };
        self.settings.update(|s| {
            s.opponent = choice.opponent;
            s.side = choice.side;
            s.level = choice.level;
            s.save();
        });
        self.players.set(players);
        self.orientation.set(match human {
            Color::Red => Orientation::Red,
            Color::Black => Orientation::Black,
        });
        let game = Game::new(start);
        let over = game.is_over();
        self.game.set(game);
        self.shown_ply.set(None);
        self.selected.set(None);
        self.hint.set(None);
        self.info.set(None);
        self.animate.set(None);
        self.draw_declined.set(None);
        self.dialog
            .set(if over { Dialog::GameOver } else { Dialog::None });
        if players.ai.is_some() {
            self.with_ai(|ai| {
                ai.warm_up();
                ai.new_game();
            });
        }
        self.maybe_ai_move();
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
        let mut played = false;
        let mut capture = false;
        self.game.update(|g| {
            capture = g.position().is_capture(m);
            played = g.play(m).is_ok();
        });
        if !played {
            return;
        }
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
        if self.game.with_untracked(Game::is_over) {
            self.cancel_ai();
            self.dialog.set(Dialog::GameOver);
        } else {
            self.maybe_ai_move();
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
    fn search(&self, level: Option<u8>, movetime: Option<u64>, depth: Option<u32>) -> u32 {
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
        self.with_ai(|ai| id = ai.search(fen, moves, level, movetime, depth, budget));
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
        let movetime = (players.level >= top).then_some(TOP_LEVEL_MOVETIME_MS);
        let id = self.search(Some(players.level), movetime, None);
        if id != 0 {
            self.task.set(Some((Task::AiMove, id)));
        }
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

    /// Takes back the player's last move (and the AI's reply to it).
    pub fn undo(&self) {
        if !self.can_undo() {
            return;
        }
        self.cancel_ai();
        let players = self.players.get_untracked();
        self.game.update(|g| {
            while let Some(m) = g.undo() {
                let _ = m;
                if players.is_human(g.side_to_move()) {
                    break;
                }
            }
        });
        self.shown_ply.set(None);
        self.selected.set(None);
        self.hint.set(None);
        self.animate.set(None);
        self.info.set(None);
        if self.dialog.get_untracked() == Dialog::GameOver {
            self.dialog.set(Dialog::None);
        }
        self.maybe_ai_move();
    }

    /// Asks the engine for a move and draws it as an arrow.
    pub fn ask_hint(&self) {
        if !self.can_move() || self.task.get_untracked().is_some() {
            return;
        }
        self.say_msg(Msg::HintThinking);
        let id = self.search(None, Some(HINT_MOVETIME_MS), Some(12));
        if id != 0 {
            self.task.set(Some((Task::Hint, id)));
        }
    }

    /// Turns the board half round.
    pub fn flip(&self) {
        self.animate.set(None);
        self.orientation.update(|o| {
            *o = match o {
                Orientation::Red => Orientation::Black,
                Orientation::Black => Orientation::Red,
            }
        });
    }

    /// Asks for confirmation, then resigns.
    pub fn ask_resign(&self) {
        if !self.game.with_untracked(Game::is_over) {
            self.dialog.set(Dialog::ConfirmResign);
        }
    }

    /// Resigns for the player (or the side to move between two players).
    pub fn resign(&self) {
        let loser = self.draw_offerer();
        self.cancel_ai();
        self.game.update(|g| {
            let _ = g.resign(loser);
        });
        self.finish();
    }

    /// Offers a draw: the AI judges it, a second player answers it.
    pub fn offer_draw(&self) {
        if !self.can_offer_draw() {
            if self.draw_declined.get_untracked().is_some() {
                self.say_msg(Msg::DrawAlreadyDeclined);
            }
            return;
        }
        let offerer = self.draw_offerer();
        if self.players.get_untracked().ai.is_some() {
            self.say_msg(Msg::DrawThinking);
            let id = self.search(None, Some(DRAW_MOVETIME_MS), Some(10));
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
