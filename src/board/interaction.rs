//! Pointer handling: turns mouse, finger and pen input on the board into
//! taps and drops on squares. Knows nothing of the rules: it asks whether a
//! piece may be picked up and reports what the player did.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, PointerEvent};
use xiangqi::Square;

use super::geometry::{square_at, Orientation, HEIGHT, SPACING, WIDTH};

/// How far (in drawing units) a pointer must travel to start a drag.
const DRAG_THRESHOLD: f64 = SPACING * 0.15;

/// A piece held by the pointer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Drag {
    pub from: Square,
    /// Where the pointer is, in drawing units.
    pub x: f64,
    pub y: f64,
    start: (f64, f64),
    /// Whether the pointer has moved far enough to count as a drag.
    pub moving: bool,
    /// Whether the piece was already selected when pressed.
    was_selected: bool,
    pointer: i32,
}

/// What the board reports.
#[derive(Clone, Copy)]
pub struct Handlers {
    pub on_tap: Callback<Square>,
    pub on_drop: Callback<(Square, Square)>,
    pub can_pick: Callback<Square, bool>,
}

/// The pointer position in drawing units, from an event on the board.
fn drawing_point(ev: &PointerEvent) -> Option<(f64, f64)> {
    let target = ev.current_target()?.dyn_into::<Element>().ok()?;
    let rect = target.get_bounding_client_rect();
    if rect.width() <= 0.0 || rect.height() <= 0.0 {
        return None;
    }
    let x = (f64::from(ev.client_x()) - rect.left()) * WIDTH / rect.width();
    let y = (f64::from(ev.client_y()) - rect.top()) * HEIGHT / rect.height();
    Some((x, y))
}

/// The pointer handlers of the board element.
pub struct Pointer {
    pub down: Box<dyn Fn(PointerEvent)>,
    pub moved: Box<dyn Fn(PointerEvent)>,
    pub up: Box<dyn Fn(PointerEvent)>,
    pub cancel: Box<dyn Fn(PointerEvent)>,
}

/// Builds the handlers; `drag` holds the piece being dragged.
pub fn pointer_handlers(
    orientation: Signal<Orientation>,
    selected: Signal<Option<Square>>,
    drag: RwSignal<Option<Drag>>,
    handlers: Handlers,
) -> Pointer {
    let down = move |ev: PointerEvent| {
        if !ev.is_primary() || ev.button() > 0 {
            return;
        }
        let Some((x, y)) = drawing_point(&ev) else {
            return;
        };
        let Some(sq) = square_at(x, y, orientation.get_untracked()) else {
            return;
        };
        ev.prevent_default();
        if handlers.can_pick.run(sq) {
            let was_selected = selected.get_untracked() == Some(sq);
            if !was_selected {
                handlers.on_tap.run(sq);
            }
            if let Some(el) = ev
                .current_target()
                .and_then(|t| t.dyn_into::<Element>().ok())
            {
                let _ = el.set_pointer_capture(ev.pointer_id());
            }
            drag.set(Some(Drag {
                from: sq,
                x,
                y,
                start: (x, y),
                moving: false,
                was_selected,
                pointer: ev.pointer_id(),
            }));
        } else {
            handlers.on_tap.run(sq);
        }
    };
    let moved = move |ev: PointerEvent| {
        let Some(d) = drag.get_untracked() else {
            return;
        };
        if d.pointer != ev.pointer_id() {
            return;
        }
        let Some((x, y)) = drawing_point(&ev) else {
            return;
        };
        let far = (x - d.start.0).hypot(y - d.start.1) > DRAG_THRESHOLD;
        drag.set(Some(Drag {
            x,
            y,
            moving: d.moving || far,
            ..d
        }));
    };
    let up = move |ev: PointerEvent| {
        let Some(d) = drag.get_untracked() else {
            return;
        };
        if d.pointer != ev.pointer_id() {
            return;
        }
        drag.set(None);
        let point = drawing_point(&ev);
        let to = point.and_then(|(x, y)| square_at(x, y, orientation.get_untracked()));
        if d.moving {
            match to {
                Some(to) if to != d.from => handlers.on_drop.run((d.from, to)),
                _ => {}
            }
        } else if d.was_selected {
            // A second tap on the selected piece puts it down.
            handlers.on_tap.run(d.from);
        }
    };
    let cancel = move |_ev: PointerEvent| drag.set(None);
    Pointer {
        down: Box::new(down),
        moved: Box::new(moved),
        up: Box::new(up),
        cancel: Box::new(cancel),
    }
}
