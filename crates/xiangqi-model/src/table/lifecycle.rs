//! Opening the page, starting, resuming and ending games.

use xiangqi::{ByColor, Clocks, Color, Game, GameRecord, Position, TimeControl};

use super::{Stored, Table};
use crate::dialog::Dialog;
use crate::draw_offers::DrawOffers;
use crate::effect::Effect;
use crate::link::{LinkError, LinkSetup};
use crate::mode::{Friends, Mode, VsAi};
use crate::notice::{Notice, Problem};
use crate::now::Now;
use crate::saved::SavedGame;
use crate::settings::{Lang, NewGameChoice, Opponent, SideChoice};

/// The level a first visit suggests against the computer.
pub const WELCOME_LEVEL: u8 = 2;

impl Table {
    /// The table as the page opens: the settings and the game in progress
    /// from storage; a set-up link starts a new game instead (the game in
    /// progress goes to the history first). The AI starts playing if it has
    /// the move. `seed` decides random sides.
    pub fn open(
        stored: Stored,
        link: Result<LinkSetup, Vec<LinkError>>,
        now: Now,
        seed: u64,
    ) -> (Table, Vec<Effect>) {
        let Stored {
            mut settings,
            current,
            history,
            set_aside,
            browser_lang,
            analysis_open: _,
            first_visit,
        } = stored;
        let mut problems: Vec<Problem> = Vec::new();
        let link = match link {
            Ok(setup) => setup,
            Err(errors) => {
                problems.extend(errors.into_iter().map(Problem::Link));
                problems.push(Problem::LinkIgnored);
                LinkSetup::default()
            }
        };
        // A link to another screen (analysis, editor) leaves the game alone.
        let link = if link.mode.is_some() {
            LinkSetup::default()
        } else {
            link
        };
        if let Some(o) = link.opponent {
            settings.opponent = o;
        }
        if let Some(s) = link.side {
            settings.side = s;
        }
        if let Some(l) = link.level {
            settings.level = l;
        }
        if let Some(tc) = link.time_control {
            settings.time_control = tc;
        }
        let mut table = Table {
            game: Game::default(),
            clocks: Clocks::default(),
            mode: Mode::Friends(Friends::default()),
            bottom: Color::Red,
            shown_ply: None,
            selected: None,
            refused: None,
            animate: None,
            hint: None,
            info: None,
            pending: None,
            next_request: 1,
            ai_retried: false,
            draws: DrawOffers::default(),
            tree: None,
            tags: Vec::new(),
            ai_scores: Vec::new(),
            dialog: Dialog::None,
            notice: None,
            serial: 0,
            now: now.mono,
            started_at: now.wall,
            archived: false,
            history,
            history_changes: Vec::new(),
            settings,
            browser_lang: browser_lang.unwrap_or(Lang::En),
            revisions: Default::default(),
            saved_key: None,
            coin: seed,
            paused_by: None,
            low_warned: ByColor::both(false),
            probed: None,
            out: Vec::new(),
        };
        if !set_aside.is_empty() {
            problems.push(Problem::SetAside(set_aside));
        }
        if !problems.is_empty() {
            table.say(Notice::Problems(problems));
        }
        let mut resumed = false;
        match current {
            // The link replaces the game in progress, which is filed first.
            Some(saved) if !link.is_empty() && saved.in_progress() && !saved.archived => {
                table.add_to_history(saved)
            }
            Some(_) if !link.is_empty() => {}
            Some(saved) => resumed = table.resume(saved, true, now),
            None => {}
        }
        let link_empty = link.is_empty();
        if !resumed {
            let choice = NewGameChoice::from_settings(&table.settings);
            let start = link.position.unwrap_or_else(Position::startpos);
            table.start_game(start, choice, now);
        }
        if first_visit && link_empty {
            // The welcome promises a beginner's level: the game behind it
            // is at that level whichever way the welcome is left.
            if let Mode::VsAi(v) = table.mode {
                table.mode = Mode::VsAi(VsAi {
                    level: WELCOME_LEVEL,
                    ..v
                });
                table.change_settings(|s| s.level = WELCOME_LEVEL);
            }
            table.dialog = Dialog::Welcome;
        }
        let effects = table.drain();
        (table, effects)
    }

    /// The first visit's choice: a game against the computer at a
    /// beginner's level, untimed; or, against a friend on this device, the
    /// new-game dialog set for a friend (a clock and the seating to choose).
    pub fn welcome_choice(&mut self, opponent: Opponent, now: Now) -> Vec<Effect> {
        if opponent == Opponent::Human {
            self.change_settings(|s| s.opponent = Opponent::Human);
            self.dialog = Dialog::NewGame;
            return self.drain();
        }
        let choice = NewGameChoice {
            opponent,
            side: SideChoice::Red,
            level: WELCOME_LEVEL,
            time_control: xiangqi::TimeControl::UNLIMITED,
            auto_flip: false,
            ..NewGameChoice::from_settings(&self.settings)
        };
        self.new_game(choice, now)
    }

    /// Starts a new game from the usual start position, less the pieces of
    /// the handicap if one is chosen; the choice is remembered (not the
    /// handicap, which is the game's own).
    pub fn new_game(&mut self, choice: NewGameChoice, now: Now) -> Vec<Effect> {
        self.dialog = Dialog::None;
        let start = choice.handicap.start(choice.handicap_giver);
        self.start_game(start, choice, now);
        self.drain()
    }

    /// Sets up a position (a pasted FEN) as a new game with the usual
    /// players.
    pub fn set_up(&mut self, start: Position, now: Now) -> Vec<Effect> {
        let choice = NewGameChoice::from_settings(&self.settings);
        self.start_game(start, choice, now);
        self.drain()
    }

    /// Opens a game record: the game as recorded, with its tags, without
    /// clocks, shown from its start position (the player steps through it
    /// or goes to the end to play on). It is someone's game, not one
    /// against this device's AI: it goes on between two players, and its
    /// players are the record's (or just Red and Black), never the
    /// opponent of the game it replaces. As opened it is not filed in the
    /// past games (the file has it); once played on, it is.
    pub fn open_record(
        &mut self,
        record: &GameRecord,
        now: Now,
    ) -> Result<Vec<Effect>, xiangqi::IllegalMove> {
        let game = record.to_game()?;
        self.archive_current(now);
        let mode = Mode::Friends(Friends {
            seating: self.settings.seating,
            auto_flip: self.settings.auto_flip,
        });
        let bottom = Color::Red;
        let mut clocks = Clocks::new(TimeControl::UNLIMITED);
        if !game.is_over() {
            clocks.start(game.side_to_move(), now.mono);
        }
        self.started_at = now.wall;
        self.archived = true;
        self.install(game, mode, bottom, clocks, now);
        self.tags = own_tags(record);
        if self.game.ply_count() > 0 {
            self.shown_ply = Some(0);
        }
        Ok(self.drain())
    }

    /// Opens an imported file's game: its main line as
    /// [`Table::open_record`] does, with the file's whole `tree`
    /// (variations and comments, as PGN) kept beside it for export.
    pub fn open_imported(
        &mut self,
        record: &GameRecord,
        tree: String,
        now: Now,
    ) -> Result<Vec<Effect>, xiangqi::IllegalMove> {
        let effects = self.open_record(record, now)?;
        self.tree = Some(tree);
        Ok(effects)
    }

    /// Whether the finished game's last position can be played on as a new
    /// game: it has a legal move and something to play for.
    pub fn can_play_on(&self) -> bool {
        let last = self.game.position();
        self.game.is_over() && last.has_legal_move() && last.has_attacking_material()
    }

    /// A new untimed game against the AI from `start`, the player on
    /// `human`'s side (the analysis board's "Try again from here").
    pub fn try_again(&mut self, start: Position, human: Color, now: Now) -> Vec<Effect> {
        let choice = NewGameChoice {
            opponent: Opponent::Ai,
            side: match human {
                Color::Red => SideChoice::Red,
                Color::Black => SideChoice::Black,
            },
            time_control: xiangqi::TimeControl::UNLIMITED,
            auto_flip: false,
            ..NewGameChoice::from_settings(&self.settings)
        };
        self.dialog = Dialog::None;
        self.start_game(start, choice, now);
        self.drain()
    }

    /// Starts a new game from the finished game's last position, with the
    /// same players and time control (the finished game keeps its result).
    pub fn play_on(&mut self, now: Now) -> Vec<Effect> {
        if self.can_play_on() {
            let choice = NewGameChoice {
                opponent: match self.mode {
                    Mode::VsAi(_) => Opponent::Ai,
                    Mode::Friends(_) => Opponent::Human,
                },
                side: match self.mode {
                    Mode::VsAi(v) if v.human() == Color::Black => SideChoice::Black,
                    _ => SideChoice::Red,
                },
                level: self.mode.vs_ai().map_or(self.settings.level(), |v| v.level),
                time_control: self.clocks.control(),
                seating: self
                    .mode
                    .friends()
                    .map_or(self.settings.seating, |f| f.seating),
                auto_flip: self.mode.friends().is_some_and(|f| f.auto_flip),
                handicap: Default::default(),
                handicap_giver: Color::Red,
            };
            let start = self.game.position().clone();
            self.start_game(start, choice, now);
        }
        self.drain()
    }

    /// Starts a game from `start` with the players chosen.
    pub(super) fn start_game(&mut self, start: Position, choice: NewGameChoice, now: Now) {
        self.cancel_search();
        let coin = self.flip_coin();
        let human = choice.side.resolve(coin);
        let mode = match choice.opponent {
            Opponent::Ai => Mode::VsAi(VsAi {
                ai: human.other(),
                level: choice.level,
            }),
            Opponent::Human => Mode::Friends(Friends {
                seating: choice.seating,
                auto_flip: choice.auto_flip,
            }),
        };
        self.change_settings(|s| {
            s.opponent = choice.opponent;
            s.side = choice.side;
            s.level = choice.level;
            s.time_control = choice.time_control;
            s.seating = choice.seating;
            s.auto_flip = choice.auto_flip;
        });
        let bottom = if mode.face_to_face() {
            Color::Red
        } else {
            human
        };
        self.archive_current(now);
        let game = Game::new(start);
        let mut clocks = Clocks::new(choice.time_control);
        if !game.is_over() {
            clocks.start(game.side_to_move(), now.mono);
        }
        self.started_at = now.wall;
        self.archived = false;
        self.install(game, mode, bottom, clocks, now);
        if self.game.is_over() {
            self.dialog = Dialog::GameOver;
            self.ended(now);
        }
    }

    /// Puts a game on the board and lets it go on: this is the one way
    /// into a mode.
    pub(super) fn install(
        &mut self,
        game: Game,
        mode: Mode,
        bottom: Color,
        clocks: Clocks,
        now: Now,
    ) {
        self.cancel_search();
        self.mode = mode;
        self.bottom = bottom;
        self.game = game;
        self.clocks = clocks;
        self.now = now.mono;
        self.shown_ply = None;
        self.selected = None;
        self.hint = None;
        self.info = None;
        self.animate = None;
        self.draws = DrawOffers::default();
        self.probed = None;
        self.tree = None;
        self.tags.clear();
        self.ai_scores.clear();
        self.dialog = Dialog::None;
        if mode.ai_side().is_some() {
            self.effect(Effect::WarmUpAi);
            self.effect(Effect::NewAiGame);
        }
        self.maybe_ai_move(now);
    }

    /// Resumes a saved game; false when it cannot be replayed. With
    /// `charge_closed`, the player's clock against the AI is charged the
    /// time since the save (see [`crate::saved`]).
    pub(super) fn resume(&mut self, saved: SavedGame, charge_closed: bool, now: Now) -> bool {
        let Ok(game) = saved.record.to_game() else {
            return false;
        };
        let snapshot = saved.clocks.clone();
        let players_turn = snapshot.running
            && snapshot.turn.is_some()
            && saved.ai.is_some()
            && snapshot.turn != saved.ai;
        let closed = if charge_closed && players_turn {
            (now.wall - saved.saved_at).clamp(0.0, 1.0e10)
        } else {
            0.0
        };
        let mut clocks = Clocks::restore(snapshot, now.mono - closed);
        if game.is_over() {
            clocks.pause(now.mono);
        }
        self.started_at = saved.started_at;
        self.archived = saved.archived;
        let mode = saved.mode();
        self.install(game, mode, saved.bottom, clocks, now);
        self.draws = saved.draws;
        self.tree = saved.tree;
        self.tags = own_tags(&saved.record);
        self.check_flag(now);
        true
    }

    /// The game as saved at `now`.
    pub fn saved_game(&self, now: Now) -> SavedGame {
        let (ai, level) = match self.mode {
            Mode::VsAi(v) => (Some(v.ai), v.level),
            Mode::Friends(_) => (None, self.settings.level()),
        };
        let friends = self.mode.friends().copied().unwrap_or(Friends {
            seating: self.settings.seating,
            auto_flip: self.settings.auto_flip,
        });
        let mut record = GameRecord::from(&self.game);
        for (name, value) in &self.tags {
            record.set_tag(name, value.as_str());
        }
        SavedGame {
            record,
            clocks: self.clocks.snapshot(now.mono),
            ai,
            level,
            seating: friends.seating,
            auto_flip: friends.auto_flip,
            bottom: self.bottom,
            saved_at: now.wall,
            started_at: self.started_at,
            archived: self.archived,
            draws: self.draws.clone(),
            tree: self.tree.clone(),
        }
    }

    /// Puts the current game in the history if it has begun and is not
    /// there yet, so that replacing it loses nothing.
    pub(super) fn archive_current(&mut self, now: Now) {
        let saved = self.saved_game(now);
        if saved.in_progress() && !saved.archived {
            self.add_to_history(SavedGame {
                archived: true,
                ..saved
            });
            self.archived = true;
        }
    }

    /// The game has ended: the clocks stop, the game goes to the history.
    pub(super) fn ended(&mut self, now: Now) {
        self.clocks.pause(now.mono);
        if !self.archived {
            self.archived = true;
            let saved = self.saved_game(now);
            self.add_to_history(saved);
        }
    }

    /// The game is over: the result is shown.
    pub(super) fn finish(&mut self, now: Now) {
        self.selected = None;
        self.hint = None;
        // A hint is no use once the game is over.
        if self
            .notice
            .as_ref()
            .is_some_and(|n| matches!(n.notice, Notice::Hint { .. } | Notice::HintThinking))
        {
            self.notice = None;
        }
        self.shown_ply = None;
        self.dialog = Dialog::GameOver;
        self.ended(now);
    }
}

/// The tags of `record` that say something of their own: the players,
/// the event, the date, the place. Placeholders (`"?"`, `"????.??.??"`)
/// and what the game itself says (the result, how it ended, the game's
/// name and format) are left out, so that a game begun here is never
/// named "?" and a record's result is never repeated stale.
fn own_tags(record: &GameRecord) -> Vec<(String, String)> {
    const DERIVED: [&str; 5] = ["Result", "Termination", "Game", "Format", "FEN"];
    record
        .tags
        .iter()
        .filter(|(name, value)| {
            let value = value.trim();
            !value.is_empty()
                && !value.chars().all(|c| matches!(c, '?' | '.'))
                && !DERIVED.iter().any(|d| name.eq_ignore_ascii_case(d))
        })
        .cloned()
        .collect()
}
