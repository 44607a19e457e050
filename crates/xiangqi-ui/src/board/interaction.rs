//! Pointer and keyboard handling: turns mouse, finger and pen input on the
//! board into taps and drops on squares, and arrow keys into a focused
//! point that Enter or Space taps. Knows nothing of the rules: it asks
//! whether a piece may be picked up and reports what the player did.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent, PointerEvent};
use xiangqi::{Color, Square};

use super::geometry::{point, square_at, HEIGHT, SPACING, WIDTH};

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

/// The point of `board` (the board's SVG element) under the viewport
/// coordinates `(x, y)`, seen from `orientation`: where a piece dragged
/// from outside the board lands.
pub fn point_under(board: &Element, x: f64, y: f64, orientation: Color) -> Option<Square> {
    let rect = board.get_bounding_client_rect();
    if rect.width() <= 0.0 || rect.height() <= 0.0 {
        return None;
    }
    let x = (x - rect.left()) * WIDTH / rect.width();
    let y = (y - rect.top()) * HEIGHT / rect.height();
    square_at(x, y, orientation)
}

/// The pointer handlers of the board element.
pub struct Pointer {
    pub down: Box<dyn Fn(PointerEvent)>,
    pub moved: Box<dyn Fn(PointerEvent)>,
    pub up: Box<dyn Fn(PointerEvent)>,
    pub cancel: Box<dyn Fn(PointerEvent)>,
}

/// Builds the handlers; `drag` holds the piece being dragged, `drag_off`
/// hears of one dropped off the board.
pub fn pointer_handlers(
    orientation: Signal<Color>,
    selected: Signal<Option<Square>>,
    drag: RwSignal<Option<Drag>>,
    handlers: Handlers,
    drag_off: Option<Callback<Square>>,
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
            match (to, drag_off) {
                (Some(to), _) if to != d.from => handlers.on_drop.run((d.from, to)),
                (None, Some(off)) => off.run(d.from),
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

/// The point the keyboard is on, and whether to show it.
#[derive(Clone, Copy)]
pub struct Cursor {
    /// Where the arrow keys moved to; `None` follows the selection.
    pub square: RwSignal<Option<Square>>,
    /// Whether the focus mark is drawn (the board has keyboard focus).
    pub shown: RwSignal<bool>,
}

impl Default for Cursor {
    fn default() -> Cursor {
        Cursor {
            square: RwSignal::new(None),
            shown: RwSignal::new(false),
        }
    }
}

impl Cursor {
    /// The focused point: the one moved to, else the selected piece, else
    /// the middle of the bottom edge.
    pub fn current(&self, selected: Option<Square>, orientation: Color) -> Option<Square> {
        self.square
            .get()
            .or(selected)
            .or_else(|| start_square(orientation))
    }
}

/// The middle point of the bottom edge.
fn start_square(orientation: Color) -> Option<Square> {
    match orientation {
        Color::Red => Square::new(4, 0),
        Color::Black => Square::new(4, 9),
    }
}

/// The point one step away on screen in direction `(dx, dy)` (columns
/// right, rows down), or with `far` the last point that way; stays at the
/// edge.
pub fn screen_step(from: Square, (dx, dy): (i32, i32), far: bool, orientation: Color) -> Square {
    let (x, y) = point(from, orientation);
    let mut to = from;
    let mut n = 1;
    while let Some(sq) = square_at(
        x + f64::from(dx * n) * SPACING,
        y + f64::from(dy * n) * SPACING,
        orientation,
    ) {
        to = sq;
        if !far {
            break;
        }
        n += 1;
    }
    to
}

/// The keydown handler of the board: arrows move the focused point in
/// screen directions, Home / End go to the ends of its row, Page Up /
/// Page Down to the ends of its file, Enter or Space tap it, Escape puts
/// the selected piece down. Handled keys go no further (the page uses the
/// arrows to step through the moves when the board is not focused).
pub fn key_handler(
    orientation: Signal<Color>,
    selected: Signal<Option<Square>>,
    cursor: Cursor,
    handlers: Handlers,
) -> impl Fn(KeyboardEvent) + 'static {
    move |ev: KeyboardEvent| {
        if ev.alt_key() || ev.ctrl_key() || ev.meta_key() {
            return;
        }
        let o = orientation.get_untracked();
        let sel = selected.get_untracked();
        let here = cursor
            .square
            .get_untracked()
            .or(sel)
            .or_else(|| start_square(o));
        let Some(here) = here else {
            return;
        };
        let step = |d, far| Some(screen_step(here, d, far, o));
        let to = match ev.key().as_str() {
            "ArrowUp" => step((0, -1), false),
            "ArrowDown" => step((0, 1), false),
            "ArrowLeft" => step((-1, 0), false),
            "ArrowRight" => step((1, 0), false),
            "Home" => step((-1, 0), true),
            "End" => step((1, 0), true),
            "PageUp" => step((0, -1), true),
            "PageDown" => step((0, 1), true),
            "Enter" | " " => {
                if !ev.repeat() {
                    cursor.square.set(Some(here));
                    handlers.on_tap.run(here);
                }
                None
            }
            "Escape" => match sel {
                Some(sq) => {
                    handlers.on_tap.run(sq);
                    None
                }
                None => return,
            },
            _ => return,
        };
        ev.prevent_default();
        ev.stop_propagation();
        if let Some(to) = to {
            cursor.square.set(Some(to));
        }
        cursor.shown.set(true);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn arrows_follow_the_screen() {
        let o = Color::Red;
        assert_eq!(screen_step(sq("e3"), (0, -1), false, o), sq("e4"));
        assert_eq!(screen_step(sq("e3"), (1, 0), false, o), sq("f3"));
        // Seen from Black, up the screen is towards Red.
        let o = Color::Black;
        assert_eq!(screen_step(sq("e3"), (0, -1), false, o), sq("e2"));
        assert_eq!(screen_step(sq("e3"), (1, 0), false, o), sq("d3"));
    }

    #[test]
    fn steps_stop_at_the_edge() {
        let o = Color::Red;
        assert_eq!(screen_step(sq("a0"), (-1, 0), false, o), sq("a0"));
        assert_eq!(screen_step(sq("e3"), (-1, 0), true, o), sq("a3"));
        assert_eq!(screen_step(sq("e3"), (0, -1), true, o), sq("e9"));
    }
}
