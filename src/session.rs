//! The shell around the model: the [`Table`] held once in a signal, the
//! values the views read derived from it, the runner that carries out the
//! model's [`Effect`]s (AI worker, sound, timers), and the page-level
//! listeners (clock ticks, the page being hidden). Saving by revision is
//! `keeping`'s, the one tab that plays the game `one_tab`'s; the app
//! starts both beside the session.

use gloo_timers::callback::{Interval, Timeout};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use xiangqi::{Clocks, Color, GameRecord, Notation, Outcome, Position};

use xiangqi_ui::ai::{AiBridge, AiEvent};
use xiangqi_ui::model::{Dialog, Effect, Lang, Mode, Now, Settings, Stored, Table};
use xiangqi_ui::web::{self, sound, storage};
use xiangqi_ui::words::{self, Msg};

/// How often the clocks are redrawn and checked for a flag fall, in ms.
const TICK_MS: u32 = 100;
/// Running clocks are saved every this many ticks.
const SAVE_EVERY_TICKS: u32 = 10;

/// The app's state for the views. Cheap to copy: every field is a handle.
#[derive(Clone, Copy)]
pub struct Session {
    /// The model: read it in views through the memos below where one fits.
    pub table: RwSignal<Table>,
    /// The monotonic time of the last clock tick: clocks are drawn as of it.
    pub now: RwSignal<f64>,
    pub lang: Memo<Lang>,
    /// The move notation (chosen, or the language's usual one).
    pub notation: Memo<Notation>,
    pub settings: Memo<Settings>,
    pub mode: Memo<Mode>,
    pub bottom: Memo<Color>,
    pub dialog: Memo<Dialog>,
    pub clocks: Memo<Clocks>,
    /// The position on the board (the live one, or an earlier one).
    pub position: Memo<Position>,
    pub outcome: Memo<Option<Outcome>>,
    /// Whether the board shows the live position.
    pub live: Memo<bool>,
    ai: StoredValue<Option<AiBridge>, LocalStorage>,
    /// Whether this tab plays (and saves) the game in progress, rather
    /// than another tab of the app (see `crate::one_tab`).
    pub playing: RwSignal<bool>,
    /// Whether the study screens (loaded on demand, see
    /// the page's `study_host` module) are on screen instead of the game.
    pub studying: RwSignal<bool>,
}

impl Session {
    /// The session for this page: the model opened on what storage and the
    /// address hold, the AI bridge, saving and the clock tick.
    pub fn start(stored: Stored) -> Session {
        let analysis_open = stored.analysis_open;
        let link = web::link();
        let study_link = link.as_ref().ok().filter(|l| l.mode.is_some()).cloned();
        let (table, effects) = Table::open(stored, link, web::now(), web::seed());
        let table = RwSignal::new(table);
        let s = Session {
            table,
            now: RwSignal::new(web::perf_now()),
            lang: Memo::new(move |_| table.with(Table::lang)),
            notation: Memo::new(move |_| table.with(Table::notation)),
            settings: Memo::new(move |_| table.with(|t| t.settings().clone())),
            mode: Memo::new(move |_| table.with(Table::mode)),
            bottom: Memo::new(move |_| table.with(Table::bottom)),
            dialog: Memo::new(move |_| table.with(Table::dialog)),
            clocks: Memo::new(move |_| table.with(|t| t.clocks().clone())),
            position: Memo::new(move |_| table.with(|t| t.shown_position().clone())),
            outcome: Memo::new(move |_| table.with(Table::outcome)),
            live: Memo::new(move |_| table.with(Table::is_live)),
            ai: StoredValue::new_local(None),
            studying: RwSignal::new(false),
            playing: RwSignal::new(true),
        };
        let bridge = AiBridge::new(move |event| s.on_ai(event));
        s.ai.set_value(Some(bridge));
        s.run(effects);
        s.open_study_on_start(study_link, analysis_open);
        // The editor, the trainer and the lessons keep their own query (a
        // reload opens them again).
        if web::editor_link().is_none() && web::own_screen_link().is_none() {
            web::forget_link();
        }
        s.start_ticking();
        s
    }

    /// Reads the model.
    pub fn with<R>(&self, f: impl FnOnce(&Table) -> R) -> R {
        self.table.with(f)
    }

    /// Performs an action on the model at this moment and carries out what
    /// it asks for.
    pub fn act(&self, action: impl FnOnce(&mut Table, Now) -> Vec<Effect>) {
        let now = web::now();
        let effects = self
            .table
            .try_update(|t| action(t, now))
            .unwrap_or_default();
        self.run(effects);
    }

    /// Carries out the model's effects.
    pub(crate) fn run(&self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Search(spec) => self.with_ai(|ai| ai.search(&spec)),
                Effect::CancelSearch => self.with_ai(AiBridge::cancel),
                // The study screens run their own worker.
                Effect::Analyse(_) | Effect::StopAnalysis => {}
                Effect::ProbeEnding { fen, each_move } => {
                    self.with_ai(|ai| ai.probe(&fen, each_move))
                }
                Effect::WarmUpAi => self.with_ai(AiBridge::warm_up),
                Effect::NewAiGame => self.with_ai(AiBridge::new_game),
                Effect::Sound(which) => sound::play(which),
                Effect::UnlockSound => sound::unlock(),
                Effect::FadeNotice { id, after_ms } => {
                    let s = *self;
                    Timeout::new(after_ms, move || s.act(|t, _| t.fade_notice(id))).forget();
                }
                Effect::FadeRefusal { id, after_ms } => {
                    let s = *self;
                    Timeout::new(after_ms, move || s.act(|t, _| t.fade_refusal(id))).forget();
                }
                Effect::AiMoveDue { id, after_ms } => {
                    let s = *self;
                    Timeout::new(after_ms, move || s.act(|t, now| t.ai_move_due(id, now))).forget();
                }
                Effect::TryOnAnalysisBoard(mv) => self.try_on_analysis_board(mv),
                Effect::OpenPastGame(key) => self.open_past_game(key),
            }
        }
    }

    /// Opens the past game stored under `key` (read from the database).
    fn open_past_game(&self, key: String) {
        let s = *self;
        wasm_bindgen_futures::spawn_local(async move {
            match xiangqi_ui::web::database::games::get(&key).await {
                Ok(Some(game)) => s.act(|t, now| t.open_past_game(game, now)),
                _ => s.act(|t, _| t.notify(xiangqi_ui::model::Notice::HistoryUnreadable)),
            }
        });
    }

    fn with_ai(&self, f: impl FnOnce(&AiBridge)) {
        self.ai.with_value(|ai| {
            if let Some(ai) = ai {
                f(ai);
            }
        });
    }

    /// What the worker says goes to the model.
    fn on_ai(&self, event: AiEvent) {
        match event {
            AiEvent::Info {
                id,
                depth,
                score,
                pv,
                progress: false,
                ..
            } => self.act(|t, _| t.ai_info(id, depth, score, pv)),
            AiEvent::Info { .. } => {}
            AiEvent::Result { id, best, score } => {
                self.act(|t, now| t.ai_result(id, best, score, now))
            }
            AiEvent::Ending { fen, verdict, .. } => {
                self.act(|t, now| t.ending_verdict(&fen, verdict, now))
            }
            AiEvent::Solving { .. } | AiEvent::Downloading { .. } | AiEvent::Practice { .. } => {}
            AiEvent::Restarted => self.act(|t, _| t.ai_restarted()),
            AiEvent::Failed => self.act(|t, _| t.ai_failed()),
        }
    }

    /// Saves the game and the settings at once, before the page is left
    /// for another screen (the effect that saves on change would come too
    /// late).
    pub(crate) fn save_now(&self) {
        self.save_game();
        self.table
            .with_untracked(|t| storage::save(storage::SETTINGS, t.settings()));
    }

    /// Saves the game in progress as it stands (running clocks included).
    fn save_game(&self) {
        if !self.playing.get_untracked() {
            return;
        }
        self.table
            .with_untracked(|t| storage::save(storage::CURRENT, &t.saved_game(web::now())));
    }

    /// Redraws the clocks, ends the game when a flag falls, saves running
    /// clocks now and then and when the page is hidden or closed.
    fn start_ticking(&self) {
        let s = *self;
        let mut ticks = 0u32;
        Interval::new(TICK_MS, move || {
            let running = s.table.with_untracked(|t| t.clocks().running().is_some());
            if !running {
                return;
            }
            let mono = web::perf_now();
            s.now.set(mono);
            if s.table
                .with_untracked(|t| t.flag_due(mono) || t.low_time_due(mono))
            {
                s.act(|t, now| t.tick(now));
            }
            ticks = ticks.wrapping_add(1);
            if ticks.is_multiple_of(SAVE_EVERY_TICKS) {
                s.save_game();
            }
        })
        .forget();
        let on_hide = Closure::<dyn FnMut()>::new(move || {
            s.now.set(web::perf_now());
            s.act(|t, now| t.tick(now));
            s.save_game();
        });
        if let Some(w) = web_sys::window() {
            if let Some(doc) = w.document() {
                let _ = doc.add_event_listener_with_callback(
                    "visibilitychange",
                    on_hide.as_ref().unchecked_ref(),
                );
            }
            let _ =
                w.add_event_listener_with_callback("pagehide", on_hide.as_ref().unchecked_ref());
        }
        on_hide.forget();
    }

    // ----- values for the views -------------------------------------------

    /// The text of a fixed message in the current language.
    pub fn t(&self, msg: Msg) -> &'static str {
        words::t(self.lang.get(), msg)
    }

    /// The player's name for a record or a strip: "Red", "You · Red",
    /// "Computer · level 3 Amateur".
    pub fn player_name(&self, color: Color, with_you: bool) -> String {
        let lang = self.lang.get();
        let tag = if color == Color::Red { "Red" } else { "Black" };
        let recorded = self.table.with(|t| {
            t.tags()
                .iter()
                .find(|(k, _)| k.eq_ignore_ascii_case(tag))
                .map(|(_, v)| v.clone())
        });
        if let Some(name) = recorded {
            return name;
        }
        match self.mode.get() {
            Mode::VsAi(v) if v.ai == color => words::ai_player(lang, v.level),
            Mode::VsAi(_) if with_you => format!(
                "{} · {}",
                words::t(lang, Msg::You),
                words::side(lang, color)
            ),
            _ => words::side(lang, color).to_string(),
        }
    }

    /// The game as a PGN-style record with its tags.
    pub fn record(&self) -> GameRecord {
        let mut record = self.table.with(|t| {
            let mut record = GameRecord::from(t.game());
            for (name, value) in t.tags() {
                record.set_tag(name, value);
            }
            record
        });
        let lang = self.lang.get();
        // An opened record keeps its own event and date.
        if record.tag("Event").is_none() {
            record.set_event(words::t(lang, Msg::EventName));
        }
        if record.tag("Date").is_none() {
            let started = self.table.with(Table::started_at);
            record.set_date(words::record_date(web::local_ms(started)));
        }
        record.set_red(self.player_name(Color::Red, false));
        record.set_black(self.player_name(Color::Black, false));
        record
    }
}
