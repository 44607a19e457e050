//! The AI in a Web Worker: receives search requests as JSON, runs
//! `xiangqi-engine` (which keeps its own deadline), and posts progress and
//! the best move back. The page's main thread never searches.

use std::cell::RefCell;

use std::rc::Rc;

use crate::engine_slot::{adopt_tables, post_to_page, with_engine};
use crate::protocol::{Request, Response, WireScore};
use crate::{endings, engine_slot, served_probe, stored};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};
use xiangqi::{Move, Position};
use xiangqi_engine::rng::Rng;
use xiangqi_engine::{book, level_by_number, Level, Limits, Score, SearchInfo};

thread_local! {
    /// Chooses among the opening book's moves.
    static BOOK_RNG: RefCell<Rng> = RefCell::new(Rng::new(js_sys::Date::now() as u64));
}

/// The AI's move from the opening book, if the game is still in it.
fn from_book(start: &Position, moves: &[Move]) -> Option<Move> {
    BOOK_RNG.with(|rng| book::book_move(start, moves, &[], &mut rng.borrow_mut()))
}

/// Time kept back from a per-move limit for messaging and for the page
/// to show the move: a tenth of the limit, at least this much.
const MOVE_CAP_MARGIN_MS: u64 = 300;

/// Limits and level that keep the search within a per-move cap: the
/// level's own time cap is lowered to fit, and without a level the cap
/// becomes the move time.
fn within_move_cap(
    mut limits: Limits,
    level: Option<Level>,
    move_cap_ms: Option<u64>,
) -> (Limits, Option<Level>) {
    let Some(cap) = move_cap_ms else {
        return (limits, level);
    };
    let usable = cap.saturating_sub(MOVE_CAP_MARGIN_MS.max(cap / 10)).max(1);
    match level {
        Some(mut lv) => {
            lv.max_time_ms = Some(lv.max_time_ms.map_or(usable, |t| t.min(usable)));
            (limits, Some(lv))
        }
        None => {
            limits.movetime = Some(limits.movetime.map_or(usable, |t| t.min(usable)));
            (limits, None)
        }
    }
}

/// How often an analysis reports progress during a long iteration, in ms.
const PROGRESS_MS: u64 = 250;

/// The start position and the moves, or the error to post.
fn read_game(id: u32, fen: &str, moves: &[String]) -> Result<(Position, Vec<Move>), Response> {
    let start = Position::from_fen(fen).map_err(|e| Response::Error {
        id,
        message: format!("bad position: {e}"),
    })?;
    let parsed = moves
        .iter()
        .map(|text| {
            text.parse::<Move>().map_err(|_| Response::Error {
                id,
                message: format!("bad move {text}"),
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok((start, parsed))
}

/// The engine's report as a message.
fn info_message(id: u32, info: &SearchInfo) -> Response {
    Response::Info {
        id,
        depth: info.depth,
        score: WireScore::from(info.score),
        pv: info.pv.iter().map(|m| m.to_string()).collect(),
        nodes: info.nodes,
        multipv: info.multipv.max(1) as u32,
        progress: info.progress_only,
    }
}

/// Analyses a position at full strength until its limits.
fn analyse(id: u32, start: &Position, moves: &[Move], limits: Limits, post: &dyn Fn(Response)) {
    let outcome = with_engine(|engine| {
        engine.search(start, moves, &limits, None, &mut |info| {
            post(info_message(id, info))
        })
    });
    post(Response::Result {
        id,
        best: outcome.best.map(|m| m.to_string()),
        score: WireScore::from(outcome.score),
        depth: outcome.depth,
    });
}

/// The computer's move at 揭棋 after the record `plies`.
fn jieqi_move(id: u32, plies: &[String], level: u8, seed: u64) -> Response {
    let read: Result<Vec<xiangqi_jieqi::PlyRecord>, _> = plies.iter().map(|p| p.parse()).collect();
    let position = read.map_err(|e| e.to_string()).and_then(|plies| {
        xiangqi_jieqi::Position::after_record(&plies)
            .map_err(|i| format!("move {} of the 揭棋 record does not fit the board", i + 1))
    });
    match position {
        Ok(position) => {
            let strength = xiangqi_jieqi_ai::level(level);
            let best = xiangqi_jieqi_ai::choose_move(&position, strength, seed);
            Response::Result {
                id,
                best: best.map(|m| m.to_string()),
                score: WireScore::Cp(0),
                depth: 0,
            }
        }
        Err(message) => Response::Error { id, message },
    }
}

/// Serves one request, sending every answer through `post`.
fn handle(request: Request, post: &dyn Fn(Response)) {
    match request {
        Request::NewGame => engine_slot::new_game(),
        Request::Probe {
            id,
            fen,
            moves,
            each_move,
        } => match read_game(id, &fen, &moves) {
            Ok((start, moves)) => {
                let pos = endings::reached(&start, &moves);
                if let Some(material) = endings::served_ending(&pos) {
                    wasm_bindgen_futures::spawn_local(served_probe::answer(
                        id, pos, material, each_move,
                    ));
                    return;
                }
                let wanted = endings::for_probe(&pos);
                with_engine(|engine| endings::prepare(engine, &wanted, id, post));
                for answer in endings::verdict(id, &pos, each_move) {
                    post(answer);
                }
            }
            Err(message) => post(message),
        },
        Request::Jieqi {
            id,
            plies,
            level,
            seed,
        } => post(jieqi_move(id, &plies, level, seed)),
        Request::Practise {
            id,
            ending,
            hold,
            seed,
        } => {
            let task = if hold {
                xiangqi_tablebase::Task::Hold
            } else {
                xiangqi_tablebase::Task::Win
            };
            let answer =
                with_engine(|engine| endings::practice(engine, id, &ending, task, seed, post));
            post(answer);
        }
        Request::Analyse {
            id,
            fen,
            moves,
            lines,
            depth,
            movetime_ms,
            tables,
        } => match read_game(id, &fen, &moves) {
            Ok((start, moves)) => {
                // Only when asked: the live analysis replaces its worker at
                // every step, and solved tables with it (the board asks a
                // worker of its own with `Probe`); a review keeps its.
                if tables {
                    let wanted = endings::for_search(&endings::reached(&start, &moves));
                    let wanted = endings::affordable(wanted);
                    with_engine(|engine| endings::prepare(engine, &wanted, id, post));
                }
                let limits = Limits {
                    depth: Some(depth),
                    movetime: Some(movetime_ms),
                    multipv: usize::from(lines.max(1)),
                    report_every_ms: Some(PROGRESS_MS),
                    ..Limits::default()
                };
                let reached = endings::reached(&start, &moves);
                if let Some(material) = endings::served_ending(&reached) {
                    if !endings::has(material) {
                        // A table the host served is kept on the device
                        // but not read back at every start: read it first,
                        // so that the lines agree with its verdict.
                        wasm_bindgen_futures::spawn_local(async move {
                            served_probe::from_storage(material).await;
                            analyse(id, &start, &moves, limits, &post_to_page);
                        });
                        return;
                    }
                }
                analyse(id, &start, &moves, limits, post);
            }
            Err(message) => post(message),
        },
        Request::Search {
            id,
            fen,
            moves,
            level,
            movetime_ms,
            depth,
            clock,
            move_cap_ms,
        } => {
            let (start, parsed) = match read_game(id, &fen, &moves) {
                Ok(game) => game,
                Err(message) => {
                    post(message);
                    return;
                }
            };
            // A search at a playing level is the AI's move in a game: it
            // comes from the opening book while the game is in it.
            if level.is_some() {
                if let Some(m) = from_book(&start, &parsed) {
                    // Reported as a line at depth 0: no search was made.
                    post(Response::Info {
                        id,
                        depth: 0,
                        score: WireScore::from(Score::Cp(0)),
                        pv: vec![m.to_string()],
                        nodes: 0,
                        multipv: 1,
                        progress: false,
                    });
                    post(Response::Result {
                        id,
                        best: Some(m.to_string()),
                        score: WireScore::from(Score::Cp(0)),
                        depth: 0,
                    });
                    return;
                }
            }
            let limits = match clock {
                // Playing by the clock; the level's own caps still apply.
                Some(c) => Limits {
                    depth,
                    wtime: Some(c.wtime),
                    btime: Some(c.btime),
                    winc: Some(c.winc),
                    binc: Some(c.binc),
                    movestogo: c.movestogo,
                    ..Limits::default()
                },
                None => Limits {
                    movetime: movetime_ms,
                    depth,
                    ..Limits::default()
                },
            };
            let level = level.and_then(level_by_number).copied();
            // The weak levels ignore tables: nothing to solve for them. A
            // timed search uses the tables solved so far: solving can take
            // seconds, which the clock would charge to the AI's move. An
            // untimed one solves only what is quick (see `affordable`).
            let timed = clock.is_some() || move_cap_ms.is_some();
            if !timed && !level.as_ref().is_some_and(Level::randomized) {
                let wanted = endings::for_search(&endings::reached(&start, &parsed));
                let wanted = endings::affordable(wanted);
                with_engine(|engine| endings::prepare(engine, &wanted, id, post));
            }
            let (limits, level) = within_move_cap(limits, level, move_cap_ms);
            let outcome = with_engine(|engine| {
                engine.search(&start, &parsed, &limits, level.as_ref(), &mut |info| {
                    post(info_message(id, info))
                })
            });
            post(Response::Result {
                id,
                best: outcome.best.map(|m| m.to_string()),
                score: WireScore::from(outcome.score),
                depth: outcome.depth,
            });
        }
    }
}

/// How long the worker waits for its stored tables before it says it is
/// ready anyway (reading them takes a moment; a browser whose storage
/// hangs must not leave the AI silent).
const RESTORE_WAIT_MS: i32 = 3_000;

/// The worker's entry point: reads back the tables stored on earlier
/// visits, then answers requests until the worker is closed.
pub fn run() {
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        return;
    };
    let post = post_to_page;
    let post_in_handler = post;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        match serde_json::from_str::<Request>(&text) {
            Ok(request) => {
                handle(request, &post_in_handler);
                // Saved after the answer: encoding a large table takes a moment.
                stored::keep(endings::take_newly_solved());
            }
            Err(e) => post_in_handler(Response::Error {
                id: 0,
                message: format!("unreadable request: {e}"),
            }),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Ready once, when the stored tables are in or the wait is over.
    let ready = Rc::new(std::cell::Cell::new(false));
    let say_ready = {
        let ready = ready.clone();
        move || {
            if !ready.replace(true) {
                post(Response::Ready);
            }
        }
    };
    let on_time = Closure::once_into_js(say_ready.clone());
    let _ = scope.set_timeout_with_callback_and_timeout_and_arguments_0(
        on_time.unchecked_ref(),
        RESTORE_WAIT_MS,
    );
    wasm_bindgen_futures::spawn_local(async move {
        let tables = stored::restore().await;
        adopt_tables(tables);
        say_ready();
    });
}
