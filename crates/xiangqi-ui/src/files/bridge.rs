//! The files worker, started on the first request and kept for the next.
//! Requests wait in a queue until it says it is ready; each answer goes to
//! the callback of its request. If the worker fails, every waiting request
//! hears `None` and the next request starts a new worker.
//!
//! Only the study module talks to this worker, so its messages are JSON
//! through `serde_json` (a file's bytes travel as numbers, which the
//! browser's own reader would build one JavaScript value at a time); the
//! page, which keeps `serde_json` out, never reaches this code.

use std::cell::RefCell;
use std::collections::HashMap;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};
use xiangqi_files::protocol::{to_json, Addressee, FilesRequest, FilesResponse};

/// The worker's script, next to the page (trunk names it after the bin).
const WORKER_SCRIPT: &str = "./files-worker_loader.js";

/// Hears the answer as the worker wrote it (JSON), or `None`.
type Answer = Box<dyn FnOnce(Option<String>)>;

#[derive(Default)]
struct Files {
    worker: Option<Worker>,
    ready: bool,
    queue: Vec<String>,
    waiting: HashMap<u32, Answer>,
    next_id: u32,
    closures: Vec<Closure<dyn FnMut(JsValue)>>,
}

thread_local! {
    static FILES: RefCell<Files> = RefCell::new(Files::default());
}

/// Sends the request `make` builds from its id; `on_answer` hears the
/// worker's answer, or `None` if the worker cannot run or failed.
pub fn request(
    make: impl FnOnce(u32) -> FilesRequest,
    on_answer: impl FnOnce(Option<FilesResponse>) + 'static,
) {
    request_json(
        move |id| to_json(&make(id)),
        move |text| on_answer(text.and_then(|t| serde_json::from_str(&t).ok())),
    );
}

/// The same with the request and its answer as JSON, for callers that ask
/// one kind of question and read one kind of answer (the page's opening
/// name), so that they carry neither the whole protocol's writer nor its
/// reader.
pub fn request_json(
    make: impl FnOnce(u32) -> String,
    on_answer: impl FnOnce(Option<String>) + 'static,
) {
    let started = FILES.with(|f| f.borrow().worker.is_some()) || spawn();
    if !started {
        on_answer(None);
        return;
    }
    FILES.with(|f| {
        let mut f = f.borrow_mut();
        f.next_id = f.next_id.wrapping_add(1).max(1);
        let id = f.next_id;
        f.waiting.insert(id, Box::new(on_answer));
        let text = make(id);
        if f.ready {
            if let Some(w) = &f.worker {
                let _ = w.post_message(&JsValue::from_str(&text));
            }
        } else {
            f.queue.push(text);
        }
    });
}

fn spawn() -> bool {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let Ok(worker) = Worker::new_with_options(WORKER_SCRIPT, &options) else {
        return false;
    };
    let on_message = Closure::<dyn FnMut(JsValue)>::new(|event: JsValue| {
        let text = event
            .dyn_into::<MessageEvent>()
            .ok()
            .and_then(|e| e.data().as_string())
            .unwrap_or_default();
        if let Ok(to) = serde_json::from_str::<Addressee>(&text) {
            answer(to, text);
        }
    });
    let on_error = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| fail_all());
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    FILES.with(|f| {
        let mut f = f.borrow_mut();
        f.worker = Some(worker);
        f.ready = false;
        f.closures.push(on_message);
        f.closures.push(on_error);
    });
    true
}

fn answer(to: Addressee, text: String) {
    let id = match to {
        Addressee::Ready => {
            FILES.with(|f| {
                let mut f = f.borrow_mut();
                f.ready = true;
                let queue = std::mem::take(&mut f.queue);
                if let Some(w) = &f.worker {
                    for text in queue {
                        let _ = w.post_message(&JsValue::from_str(&text));
                    }
                }
            });
            return;
        }
        Addressee::Request(id) => id,
    };
    let callback = FILES.with(|f| f.borrow_mut().waiting.remove(&id));
    if let Some(callback) = callback {
        callback(Some(text));
    }
}

/// The worker failed: every waiting request hears `None`, and the next
/// request starts a new worker.
fn fail_all() {
    let waiting: Vec<Answer> = FILES.with(|f| {
        let mut f = f.borrow_mut();
        if let Some(w) = f.worker.take() {
            w.terminate();
        }
        f.ready = false;
        f.queue.clear();
        f.waiting.drain().map(|(_, a)| a).collect()
    });
    for callback in waiting {
        callback(None);
    }
}
