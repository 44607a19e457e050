//! Scheduling work for just after the browser has painted a frame.

use std::cell::Cell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;

/// How long to wait for a frame before running anyway: a page opened in a
/// background tab paints no frames until it is shown.
const NO_FRAME_MS: u32 = 500;

/// Runs `f` once the next frame has been painted: an animation-frame
/// callback runs before that paint, and a zero timeout queued from it runs
/// after. Used to keep slow work (mounting the app, starting the AI worker)
/// out of the way of what the player should see first.
pub fn after_next_paint(f: impl FnOnce() + 'static) {
    let once = Rc::new(Cell::new(Some(Box::new(f) as Box<dyn FnOnce()>)));
    let run = {
        let once = once.clone();
        move || {
            if let Some(f) = once.take() {
                f();
            }
        }
    };
    let fallback = run.clone();
    leptos::prelude::request_animation_frame(move || {
        Timeout::new(0, run).forget();
    });
    Timeout::new(NO_FRAME_MS, fallback).forget();
}
