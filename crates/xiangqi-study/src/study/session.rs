//! The study screens' own shell. They run as a second WebAssembly module
//! (the `study` bin), loaded by the page only when a player first opens
//! them, so the game's first paint does not carry them. The page hands
//! over through storage (the analysis as it should open, see
//! [`StoredAnalysis`]) and two callbacks: back to the game, and a new game
//! from a position ("Try again from here").

use leptos::prelude::*;
use xiangqi::{Color, Notation, Position};

use xiangqi_ui::ai::{AiBridge, AiEvent};
use xiangqi_ui::model::analysis::Revision;
use xiangqi_ui::model::{Analysis, Effect, Lang, Settings, StoredAnalysis};
use xiangqi_ui::web::{self, storage};
use xiangqi_ui::words;
use xiangqi_ui::words::StudyMsg;

/// What the page gave the study screens.
pub struct Host {
    /// Called when the player goes back to the game.
    pub on_close: Box<dyn Fn()>,
    /// Called with a FEN and the player's side for a new game against the AI.
    pub on_try_again: Box<dyn Fn(String, Color)>,
}

/// The study screens' state for the views. Cheap to copy.
#[derive(Clone, Copy)]
pub struct StudySession {
    pub analysis: RwSignal<Option<Analysis>>,
    pub settings: RwSignal<Settings>,
    pub lang: Memo<Lang>,
    pub notation: Memo<Notation>,
    /// A passing message (copied, a bad link).
    pub notice: RwSignal<Option<String>>,
    ai: StoredValue<Option<AiBridge>, LocalStorage>,
    /// The endgame tables' worker (probes only).
    tables: StoredValue<Option<AiBridge>, LocalStorage>,
    host: StoredValue<Option<Host>, LocalStorage>,
}

impl StudySession {
    /// The settings and words for a study screen, no analysis yet (the
    /// position editor needs no more).
    pub fn new(host: Option<Host>) -> StudySession {
        let settings = RwSignal::new(storage::load_all().settings);
        let browser = web::browser_lang();
        let lang = Memo::new(move |_| settings.with(|s| s.lang_or(browser)));
        StudySession {
            analysis: RwSignal::new(None),
            settings,
            lang,
            notation: Memo::new(move |_| settings.with(|s| s.notation(lang.get()))),
            notice: RwSignal::new(None),
            ai: StoredValue::new_local(None),
            tables: StoredValue::new_local(None),
            host: StoredValue::new_local(host),
        }
    }

    /// The analysis board on what storage holds.
    pub fn start(host: Host) -> StudySession {
        let s = StudySession::new(Some(host));
        let lang = s.lang;
        s.ai.set_value(Some(AiBridge::new(move |event| s.on_ai(event))));
        // The endgame tables get a worker of their own: the analysis
        // worker is replaced at every step, and its solved tables with it.
        s.tables
            .set_value(Some(AiBridge::new(move |event| s.on_ai(event))));
        // The game's request, if it just made one; else the board as it
        // was left (set aside, and said, if it cannot be read).
        let saved = match storage::take_study_request() {
            Some(request) => Some(request.into_stored()),
            None => storage::load_analysis().unwrap_or_else(|aside| {
                s.say(words::set_aside(lang.get_untracked(), &[aside]));
                None
            }),
        }
        .unwrap_or_else(|| StoredAnalysis::of_position(Position::startpos()));
        let review = saved.review_on_open;
        let bad_move = saved.bad_move.clone();
        let (analysis, effects) = Analysis::restore(StoredAnalysis {
            open: true,
            ..saved
        });
        s.analysis.set(Some(analysis));
        s.run(effects);
        if review {
            s.study(Analysis::start_review);
        }
        if let Some((number, text)) = bad_move {
            let error = xiangqi_ui::model::LinkError::BadMove { number, text };
            s.say(words::link_problem(lang.get_untracked(), &error));
        }
        s.save(true);
        s
    }

    /// A fixed message in the current language.
    pub fn t(&self, msg: impl words::Text) -> &'static str {
        words::t(self.lang.get(), msg)
    }

    /// Shows a passing message.
    pub fn say(&self, text: String) {
        self.notice.set(Some(text));
    }

    /// Performs an action on the analysis and carries out what it asks
    /// for; saves when something worth keeping changed.
    pub fn study(&self, action: impl FnOnce(&mut Analysis) -> Vec<Effect>) {
        let before = self.key();
        let effects = self
            .analysis
            .try_update(|a| a.as_mut().map(action))
            .flatten()
            .unwrap_or_default();
        self.run(effects);
        if self.key() != before {
            self.save(true);
        }
    }

    fn run(&self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Analyse(spec) => self.with_ai(|ai| ai.analyse(&spec)),
                Effect::StopAnalysis => self.with_ai(AiBridge::cancel),
                Effect::ProbeEnding { fen, each_move } => self.tables.with_value(|t| {
                    if let Some(t) = t {
                        t.probe(&fen, each_move);
                    }
                }),
                _ => {}
            }
        }
    }

    fn with_ai(&self, f: impl FnOnce(&AiBridge)) {
        self.ai.with_value(|ai| {
            if let Some(ai) = ai {
                f(ai);
            }
        });
    }

    fn key(&self) -> Option<Revision> {
        self.analysis
            .with_untracked(|a| a.as_ref().map(Analysis::revision))
    }

    fn save(&self, open: bool) {
        self.analysis.with_untracked(|a| {
            if let Some(a) = a {
                storage::save(storage::ANALYSIS, &a.stored(open));
            }
        });
    }

    /// What the worker says goes to the analysis (see [`Analysis::on_ai`]);
    /// an answer is saved as it comes, so that a reload resumes a review.
    fn on_ai(&self, event: AiEvent) {
        if matches!(event, AiEvent::Result { .. }) {
            self.study(|a| a.on_ai(&event));
            return;
        }
        let effects = self
            .analysis
            .try_update(|a| a.as_mut().map(|a| a.on_ai(&event)))
            .flatten()
            .unwrap_or_default();
        self.run(effects);
        if event == AiEvent::Failed {
            self.say(self.t(StudyMsg::EngineFailed).to_string());
        }
    }

    /// Stops solving endgame tables (the tables' worker goes; the next
    /// probe starts another).
    pub fn stop_tables(&self) {
        self.tables.with_value(|t| {
            if let Some(t) = t {
                t.shutdown();
            }
        });
        self.study(Analysis::tables_stopped);
    }

    /// Back to the game: the analysis is kept for the next visit.
    pub fn close(&self) {
        self.study(Analysis::pause);
        self.save(false);
        self.with_ai(AiBridge::shutdown);
        self.tables.with_value(|t| {
            if let Some(t) = t {
                t.shutdown();
            }
        });
        self.host.with_value(|h| {
            if let Some(h) = h {
                (h.on_close)();
            }
        });
    }

    /// A new game against the AI from `position`, the player on `side`.
    pub fn try_again(&self, position: &Position, side: Color) {
        self.study(Analysis::pause);
        self.save(false);
        self.with_ai(AiBridge::shutdown);
        let fen = position.to_fen();
        self.host.with_value(|h| {
            if let Some(h) = h {
                (h.on_try_again)(fen, side);
            }
        });
    }

    /// A link that opens the analysis board's game at the shown move:
    /// `?fen=…&moves=…` at this page's own address.
    pub fn link(&self) -> String {
        self.analysis.with_untracked(|a| {
            let Some(a) = a else {
                return web::page_address();
            };
            let fen = String::from(js_sys::encode_uri_component(&a.tree().start().to_fen()));
            let moves: Vec<String> = a.path().iter().map(ToString::to_string).collect();
            let mut link = format!("{}?fen={fen}", web::page_address());
            if !moves.is_empty() {
                link.push_str("&moves=");
                link.push_str(&moves.join(","));
            }
            link
        })
    }
}
