//! The files worker's loop: one request at a time, answered in order.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};
use xiangqi::{detect, GameRecord, GameTree};

use crate::convert;
use crate::protocol::{to_json, FilesRequest, FilesResponse};

/// Serves one request.
pub fn handle(request: FilesRequest) -> FilesResponse {
    match request {
        FilesRequest::Opening { id, moves } => FilesResponse::Opening {
            id,
            opening: crate::opening::name(&moves),
        },
        FilesRequest::Import { id, bytes } => match GameTree::import(&bytes) {
            Ok(tree) => {
                let format = detect(&bytes).unwrap_or(xiangqi::Format::Pgn);
                FilesResponse::Imported {
                    id,
                    game: convert::imported(&tree, format),
                }
            }
            Err(error) => {
                let format = error.format.unwrap_or(xiangqi::Format::Pgn);
                FilesResponse::ImportFailed {
                    id,
                    problem: convert::problem(&error),
                    partial: error
                        .partial
                        .as_deref()
                        .filter(|t| !t.mainline_moves().is_empty())
                        .map(|t| convert::imported(t, format)),
                }
            }
        },
        FilesRequest::Export {
            id,
            format,
            record,
            tree,
        } => match record.parse::<GameRecord>() {
            Ok(record) => FilesResponse::Exported {
                id,
                bytes: convert::export(&convert::tree_to_export(&record, tree.as_deref()), format),
            },
            Err(_) => FilesResponse::Error { id },
        },
        FilesRequest::Image {
            id,
            fen,
            last,
            flipped,
            coordinates,
            simplified,
            look,
            pictures,
            print,
        } => match xiangqi::Position::from_fen(&fen) {
            Ok(position) => FilesResponse::Image {
                id,
                svg: crate::image::board_svg(
                    &position,
                    last.and_then(|m| m.parse().ok()),
                    crate::image::ImageOptions {
                        flipped,
                        coordinates,
                        simplified,
                        palette: crate::image::Palette::named(&look),
                        pictures,
                        print,
                    },
                ),
            },
            Err(_) => FilesResponse::Error { id },
        },
    }
}

/// The worker's entry point: answers requests until the worker is closed.
pub fn run() {
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        return;
    };
    let poster = scope.clone();
    let post = move |r: FilesResponse| {
        let _ = poster.post_message(&JsValue::from_str(&to_json(&r)));
    };
    let post_in_handler = post.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        let response = match serde_json::from_str::<FilesRequest>(&text) {
            Ok(request) => handle(request),
            Err(_) => FilesResponse::Error { id: 0 },
        };
        post_in_handler(response);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    post(FilesResponse::Ready);
}
