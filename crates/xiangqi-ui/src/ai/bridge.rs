//! The page's side of the AI worker: spawns it, sends requests, forwards
//! answers, and restarts it when it fails (an `error` event, or no answer
//! long after its deadline). A request in flight when the worker dies is
//! sent again to the new worker, so the game is never lost.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker, WorkerOptions, WorkerType};

use xiangqi_engine::Score;

use super::protocol::{score_verdict, Request, Response, WireClock};
pub use crate::model::AiEvent;
#[cfg(feature = "study")]
use crate::model::AnalyseSpec;
use crate::model::SearchSpec;
use crate::web::json;

/// The worker's script, next to the page (trunk names it after the bin).
const WORKER_SCRIPT: &str = "./ai-worker_loader.js";
/// How often a request is sent again after the worker failed on it.
const MAX_RETRIES: u32 = 2;
/// Extra time granted beyond a search's own deadline before the worker
/// counts as hung.
const GRACE_MS: u32 = 20_000;

type Handler = Rc<dyn Fn(AiEvent)>;

struct Inner {
    worker: Option<Worker>,
    ready: bool,
    /// Messages waiting for the worker to say it is ready.
    queue: Vec<String>,
    /// The request being carried: id, JSON, and its time budget. (Which
    /// request matters to the game is the model's business; this is only
    /// what to send again if the worker dies.)
    in_flight: Option<(u32, String, u32)>,
    retries: u32,
    /// A probe of the endgame tables not answered yet, sent again to a
    /// new worker (it is not a search: it never counts as busy).
    probe: Option<PendingProbe>,
    /// The last probe's id.
    probes: u32,
    watchdog: Option<Timeout>,
    /// Handlers of the current worker, and of replaced ones (kept alive so a
    /// late event never reaches a dropped closure).
    closures: Vec<Closure<dyn FnMut(JsValue)>>,
}

/// A handle on the AI worker.
#[derive(Clone)]
pub struct AiBridge {
    inner: Rc<RefCell<Inner>>,
    handler: Handler,
}

impl AiBridge {
    /// A bridge that reports through `on_event`; the worker starts on the
    /// first request (or [`AiBridge::warm_up`]).
    pub fn new(on_event: impl Fn(AiEvent) + 'static) -> AiBridge {
        AiBridge {
            inner: Rc::new(RefCell::new(Inner {
                worker: None,
                ready: false,
                queue: Vec::new(),
                in_flight: None,
                retries: 0,
                probe: None,
                probes: 0,
                watchdog: None,
                closures: Vec::new(),
            })),
            handler: Rc::new(on_event),
        }
    }

    /// Starts the worker ahead of the first request, once the page has
    /// painted: loading it must not delay the board's first appearance.
    /// (A request sent before then starts it at once.)
    pub fn warm_up(&self) {
        let bridge = self.clone();
        crate::web::paint::after_next_paint(move || bridge.start_if_idle());
    }

    fn start_if_idle(&self) {
        if self.inner.borrow().worker.is_none() && !self.spawn() {
            (self.handler)(AiEvent::Failed);
        }
    }

    /// Whether a request is being served.
    pub fn is_busy(&self) -> bool {
        self.inner.borrow().in_flight.is_some()
    }

    /// Sends the model's search. A search already running is abandoned
    /// (the worker is replaced, since it cannot be interrupted).
    pub fn search(&self, spec: &SearchSpec) {
        if self.is_busy() {
            self.cancel();
        }
        self.inner.borrow_mut().retries = 0;
        let request = json::write(&wire_request(spec));
        self.inner.borrow_mut().in_flight = Some((spec.id, request.clone(), spec.budget_ms));
        self.post(request, spec.budget_ms);
    }

    /// Starts analysing a position (abandoning any other request).
    #[cfg(feature = "study")]
    pub fn analyse(&self, spec: &AnalyseSpec) {
        if self.is_busy() {
            self.cancel();
        }
        self.inner.borrow_mut().retries = 0;
        let request = json::write(&Request::Analyse {
            id: spec.id,
            fen: spec.fen.clone(),
            moves: spec.moves.iter().map(ToString::to_string).collect(),
            lines: spec.lines,
            depth: spec.depth,
            movetime_ms: u64::from(spec.budget_ms),
            tables: spec.tables,
        });
        self.inner.borrow_mut().in_flight = Some((spec.id, request.clone(), spec.budget_ms));
        self.post(request, spec.budget_ms);
    }

    /// Asks the endgame tables about `fen` (answered by
    /// [`AiEvent::Ending`], after the request before it).
    pub fn probe(&self, fen: &str, each_move: bool) {
        let id = {
            let mut inner = self.inner.borrow_mut();
            inner.probes = inner.probes.wrapping_add(1);
            PROBE_IDS | inner.probes
        };
        let request = json::write(&Request::Probe {
            id,
            fen: fen.to_string(),
            moves: Vec::new(),
            each_move,
        });
        self.post(request.clone(), 0);
        self.inner.borrow_mut().probe = Some(PendingProbe {
            id,
            fen: fen.to_string(),
            request,
            lines: Vec::new(),
        });
    }

    /// Asks for a position to practise `ending` on (answered by
    /// [`AiEvent::Practice`]); it may take the worker a while to solve the
    /// ending first, reported by [`AiEvent::Solving`].
    #[cfg(feature = "study")]
    pub fn practise(&self, id: u32, ending: &str, hold: bool, seed: u64) {
        /// Long enough for the largest ending the worker solves.
        const SOLVING_MS: u32 = 120_000;
        if self.is_busy() {
            self.cancel();
        }
        self.inner.borrow_mut().retries = 0;
        // JSON numbers are exact up to 2^53 (and the browser's writer
        // refuses larger integers), so the seed keeps its low 53 bits.
        let request = json::write(&Request::Practise {
            id,
            ending: ending.to_string(),
            hold,
            seed: seed & ((1 << 53) - 1),
        });
        self.inner.borrow_mut().in_flight = Some((id, request.clone(), SOLVING_MS));
        self.post(request, SOLVING_MS);
    }

    /// Asks for the computer's move at 揭棋 after the record `plies`
    /// (answered by [`AiEvent::Result`] with request `id`).
    #[cfg(feature = "study")]
    pub fn jieqi(&self, id: u32, plies: Vec<String>, level: u8, seed: u64) {
        /// Long enough for the top level on a slow phone.
        const THINKING_MS: u32 = 60_000;
        if self.is_busy() {
            self.cancel();
        }
        self.inner.borrow_mut().retries = 0;
        let request = json::write(&Request::Jieqi {
            id,
            plies,
            level,
            // Exact in JSON (see `practise`).
            seed: seed & ((1 << 53) - 1),
        });
        self.inner.borrow_mut().in_flight = Some((id, request.clone(), THINKING_MS));
        self.post(request, THINKING_MS);
    }

    /// Abandons the running request, if any.
    pub fn cancel(&self) {
        let busy = {
            let mut inner = self.inner.borrow_mut();
            inner.watchdog = None;
            inner.in_flight.take().is_some()
        };
        if busy {
            self.stop_worker();
            self.spawn();
        }
    }

    /// Ends the worker for good (its owner is going away, so nothing may
    /// call back into the page's handlers any more).
    pub fn shutdown(&self) {
        self.inner.borrow_mut().in_flight = None;
        self.inner.borrow_mut().probe = None;
        self.stop_worker();
    }

    /// Tells the worker a new game starts.
    pub fn new_game(&self) {
        if !self.is_busy() && self.inner.borrow().worker.is_some() {
            self.post(json::write(&Request::NewGame), 0);
        }
    }

    fn post(&self, message: String, budget_ms: u32) {
        if self.inner.borrow().worker.is_none() && !self.spawn() {
            self.inner.borrow_mut().in_flight = None;
            (self.handler)(AiEvent::Failed);
            return;
        }
        let mut inner = self.inner.borrow_mut();
        if budget_ms > 0 {
            let this = Rc::downgrade(&self.inner);
            let handler = self.handler.clone();
            inner.watchdog = Some(Timeout::new(
                budget_ms.saturating_add(GRACE_MS),
                move || {
                    // Leave this timer's own callback before replacing the worker.
                    Timeout::new(0, move || {
                        if let Some(inner) = this.upgrade() {
                            AiBridge { inner, handler }.crashed();
                        }
                    })
                    .forget();
                },
            ));
        }
        if inner.ready {
            if let Some(w) = &inner.worker {
                let _ = w.post_message(&JsValue::from_str(&message));
            }
        } else {
            inner.queue.push(message);
        }
    }

    /// Creates the worker; false when the browser refuses.
    fn spawn(&self) -> bool {
        let Some(worker) = create_worker() else {
            return false;
        };
        let on_message = {
            let this = Rc::downgrade(&self.inner);
            let handler = self.handler.clone();
            Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
                let Some(inner) = this.upgrade() else { return };
                let text = event
                    .dyn_into::<MessageEvent>()
                    .ok()
                    .and_then(|e| e.data().as_string())
                    .unwrap_or_default();
                if let Some(response) = json::read::<Response>(&text) {
                    AiBridge {
                        inner,
                        handler: handler.clone(),
                    }
                    .receive(response);
                }
            })
        };
        let on_error = {
            let this = Rc::downgrade(&self.inner);
            let handler = self.handler.clone();
            Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
                if let Ok(e) = event.dyn_into::<ErrorEvent>() {
                    e.prevent_default();
                }
                if let Some(inner) = this.upgrade() {
                    AiBridge {
                        inner,
                        handler: handler.clone(),
                    }
                    .crashed();
                }
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        let mut inner = self.inner.borrow_mut();
        inner.closures.push(on_message);
        inner.closures.push(on_error);
        inner.worker = Some(worker);
        inner.ready = false;
        if let Some(probe) = inner.probe.as_mut() {
            probe.lines.clear();
            let request = probe.request.clone();
            inner.queue.push(request);
        }
        true
    }

    fn stop_worker(&self) {
        let mut inner = self.inner.borrow_mut();
        if let Some(w) = inner.worker.take() {
            w.set_onmessage(None);
            w.set_onerror(None);
            w.terminate();
        }
        inner.ready = false;
        inner.queue.clear();
        inner.watchdog = None;
        // Keep at most the handlers of the last few workers.
        let n = inner.closures.len();
        if n > 8 {
            inner.closures.drain(..n - 8);
        }
    }

    fn receive(&self, response: Response) {
        let event = {
            let mut inner = self.inner.borrow_mut();
            if let Some(probe) = inner.probe.as_mut() {
                if let Some(answer) = probe.hear(&response) {
                    if answer.is_some() {
                        inner.probe = None;
                    }
                    drop(inner);
                    if let Some(event) = answer {
                        (self.handler)(event);
                    }
                    return;
                }
            }
            match response {
                Response::Ready => {
                    inner.ready = true;
                    let queue = std::mem::take(&mut inner.queue);
                    if let Some(w) = &inner.worker {
                        for message in queue {
                            let _ = w.post_message(&JsValue::from_str(&message));
                        }
                    }
                    None
                }
                Response::Info {
                    id,
                    depth,
                    score,
                    pv,
                    nodes,
                    multipv,
                    progress,
                } => Some(AiEvent::Info {
                    id,
                    depth,
                    score: score.into(),
                    pv: pv.iter().map_while(|m| m.parse().ok()).collect(),
                    multipv,
                    progress,
                    nodes,
                }),
                Response::Result {
                    id, best, score, ..
                } => {
                    if inner.in_flight.as_ref().is_some_and(|f| f.0 == id) {
                        inner.in_flight = None;
                        inner.watchdog = None;
                    }
                    Some(AiEvent::Result {
                        id,
                        best: best.and_then(|m| m.parse().ok()),
                        score: score.into(),
                    })
                }
                #[cfg(feature = "study")]
                Response::Building {
                    id,
                    ending,
                    done,
                    total,
                } => Some(AiEvent::Solving {
                    id,
                    ending,
                    done,
                    total,
                }),
                #[cfg(feature = "study")]
                Response::Downloading { id, ending, bytes } => {
                    Some(AiEvent::Downloading { id, ending, bytes })
                }
                #[cfg(feature = "study")]
                Response::Practice { id, fen } => {
                    if inner.in_flight.as_ref().is_some_and(|f| f.0 == id) {
                        inner.in_flight = None;
                        inner.watchdog = None;
                    }
                    Some(AiEvent::Practice { id, fen })
                }
                Response::Error { id, .. } => {
                    // A request the worker cannot read: answer it with no move.
                    if inner.in_flight.as_ref().is_some_and(|f| f.0 == id) {
                        inner.in_flight = None;
                        inner.watchdog = None;
                    }
                    Some(AiEvent::Result {
                        id,
                        best: None,
                        score: Score::Cp(0),
                    })
                }
            }
        };
        if let Some(event) = event {
            (self.handler)(event);
        }
    }

    /// The worker died or hung: replace it and resend the request in flight.
    fn crashed(&self) {
        self.stop_worker();
        let retry = {
            let mut inner = self.inner.borrow_mut();
            inner.retries += 1;
            if inner.retries > MAX_RETRIES {
                inner.in_flight = None;
                None
            } else {
                Some(inner.in_flight.clone())
            }
        };
        match retry {
            None => (self.handler)(AiEvent::Failed),
            Some(pending) => {
                if !self.spawn() {
                    self.inner.borrow_mut().in_flight = None;
                    (self.handler)(AiEvent::Failed);
                    return;
                }
                if let Some((_, message, budget)) = pending {
                    self.post(message, budget);
                }
                (self.handler)(AiEvent::Restarted);
            }
        }
    }
}

/// Probe ids: apart from the model's request ids, which count from 1.
const PROBE_IDS: u32 = 0x8000_0000;

/// A probe of the endgame tables on its way: what to send again, and the
/// lines heard so far.
struct PendingProbe {
    id: u32,
    fen: String,
    request: String,
    lines: Vec<(xiangqi::Move, xiangqi_tablebase::Probe)>,
}

impl PendingProbe {
    /// Takes `response` if it answers this probe: `Some(None)` for a line
    /// (kept), `Some(Some(event))` for the verdict, `None` if it is not
    /// this probe's.
    fn hear(&mut self, response: &Response) -> Option<Option<AiEvent>> {
        match response {
            Response::Info { id, pv, score, .. } if *id == self.id => {
                if let Some(m) = pv.first().and_then(|m| m.parse().ok()) {
                    self.lines.push((m, score_verdict(*score)));
                }
                Some(None)
            }
            Response::Result { id, score, .. } if *id == self.id => Some(Some(AiEvent::Ending {
                fen: std::mem::take(&mut self.fen),
                verdict: Some(score_verdict(*score)),
                moves: std::mem::take(&mut self.lines),
            })),
            Response::Error { id, .. } if *id == self.id => Some(Some(AiEvent::Ending {
                fen: std::mem::take(&mut self.fen),
                verdict: None,
                moves: Vec::new(),
            })),
            _ => None,
        }
    }
}

/// The worker's request for the model's search.
fn wire_request(spec: &SearchSpec) -> Request {
    Request::Search {
        id: spec.id,
        fen: spec.fen.clone(),
        moves: spec.moves.iter().map(ToString::to_string).collect(),
        level: spec.level,
        movetime_ms: spec.movetime_ms,
        depth: spec.depth,
        clock: spec.clock.map(|c| WireClock {
            wtime: c.wtime,
            btime: c.btime,
            winc: c.winc,
            binc: c.binc,
            movestogo: c.movestogo,
        }),
        move_cap_ms: spec.move_cap_ms,
    }
}

/// The worker, from trunk's loader script for the `ai-worker` bin (a
/// same-origin module, as the page's Content-Security-Policy requires).
fn create_worker() -> Option<Worker> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    Worker::new_with_options(WORKER_SCRIPT, &options).ok()
}
