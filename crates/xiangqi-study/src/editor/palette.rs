//! A row of one side's pieces to place: choosing one makes taps on the
//! board put it down, and dragging one onto the board puts one there.
//! Each button shows how many of that piece stand on the board, marked
//! when there are too many.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, PointerEvent};
use xiangqi::{Color, Piece, Role};

use super::Editing;
use crate::study::StudySession;
use xiangqi_ui::board::{point_under, PieceFace, PieceStyle};
use xiangqi_ui::model::{Editor, Tool};
use xiangqi_ui::words;
use xiangqi_ui::words::StudyMsg;

/// One side's palette.
#[component]
pub fn PaletteRow(#[prop(into)] color: Signal<Color>) -> impl IntoView {
    let s = expect_context::<StudySession>();
    let label = move || {
        s.t(match color.get() {
            Color::Red => StudyMsg::RedPieces,
            Color::Black => StudyMsg::BlackPieces,
        })
    };
    let buttons = move || {
        let color = color.get();
        Role::ALL
            .iter()
            .map(|&role| view! { <PaletteButton piece=Piece::new(color, role) /> })
            .collect_view()
    };
    view! {
        <div class="palette" role="group" aria-label=label>
            {buttons}
        </div>
    }
}

/// How far (in CSS pixels) a pointer must travel to start a drag.
const DRAG_THRESHOLD: f64 = 8.0;

/// A piece being dragged out of the palette, in viewport coordinates.
#[derive(Clone, Copy, PartialEq)]
struct PaletteDrag {
    pointer: i32,
    start: (f64, f64),
    at: (f64, f64),
    moving: bool,
}

/// Where a pointer is in the viewport.
fn client(ev: &PointerEvent) -> (f64, f64) {
    (f64::from(ev.client_x()), f64::from(ev.client_y()))
}

/// The editor's board, where palette pieces are dropped.
fn editor_board() -> Option<Element> {
    document()
        .query_selector(".editor [data-testid=board]")
        .ok()
        .flatten()
}

#[component]
fn PaletteButton(piece: Piece) -> impl IntoView {
    let s = expect_context::<StudySession>();
    let ed = expect_context::<Editing>();
    let count = Memo::new(move |_| ed.with(|e| e.setup().count(piece)));
    let over = Memo::new(move |_| count.get() > piece.role.max_count());
    let chosen = move || ed.with(Editor::tool) == Tool::Place(piece);
    let name = move || words::editor::palette_piece(s.lang.get(), piece, count.get());
    let face = move || {
        let style = s.settings.with(|st| PieceStyle {
            hints: false,
            ..PieceStyle::chosen(st, s.lang.get())
        });
        view! { <PieceFace piece style orientation=Color::Red /> }
    };
    let color_class = match piece.color {
        Color::Red => "piece red",
        Color::Black => "piece black",
    };
    let drag: RwSignal<Option<PaletteDrag>> = RwSignal::new(None);
    // A drag ends in a click on the button, which must not choose the piece.
    let dragged = StoredValue::new(false);
    let down = move |ev: PointerEvent| {
        if !ev.is_primary() || ev.button() > 0 {
            return;
        }
        // A drag that ended without a click on the button (the browser
        // sends none when the pointer is let go elsewhere) must not
        // swallow the next tap.
        dragged.set_value(false);
        if let Some(el) = ev
            .current_target()
            .and_then(|t| t.dyn_into::<Element>().ok())
        {
            let _ = el.set_pointer_capture(ev.pointer_id());
        }
        let at = client(&ev);
        drag.set(Some(PaletteDrag {
            pointer: ev.pointer_id(),
            start: at,
            at,
            moving: false,
        }));
    };
    let moved = move |ev: PointerEvent| {
        let Some(d) = drag
            .get_untracked()
            .filter(|d| d.pointer == ev.pointer_id())
        else {
            return;
        };
        let at = client(&ev);
        let far = (at.0 - d.start.0).hypot(at.1 - d.start.1) > DRAG_THRESHOLD;
        drag.set(Some(PaletteDrag {
            at,
            moving: d.moving || far,
            ..d
        }));
    };
    let up = move |ev: PointerEvent| {
        let Some(d) = drag
            .get_untracked()
            .filter(|d| d.pointer == ev.pointer_id())
        else {
            return;
        };
        drag.set(None);
        if !d.moving {
            return;
        }
        dragged.set_value(true);
        let (x, y) = client(&ev);
        let bottom = ed.with_untracked(Editor::bottom);
        if let Some(sq) = editor_board().and_then(|b| point_under(&b, x, y, bottom)) {
            ed.act(|e| e.drop_new(piece, sq));
        }
    };
    let click = move |_| {
        if dragged.get_value() {
            dragged.set_value(false);
        } else {
            ed.act(|e| e.choose(Tool::Place(piece)));
        }
    };
    let ghost = move || {
        let d = drag.get().filter(|d| d.moving)?;
        Some(view! {
            <svg
                class="palette-ghost"
                viewBox="-50 -50 100 100"
                aria-hidden="true"
                style=format!("left: {}px; top: {}px", d.at.0 as i32, d.at.1 as i32)
            >
                <g class=color_class>{face}</g>
            </svg>
        })
    };
    view! {
        <button
            class="palette-piece"
            data-testid=format!("palette-{}", piece.fen_char())
            aria-pressed=move || chosen().to_string()
            aria-label=name
            title=name
            on:click=click
            on:pointerdown=down
            on:pointermove=moved
            on:pointerup=up
            on:pointercancel=move |_| drag.set(None)
        >
            <svg viewBox="-50 -50 100 100" aria-hidden="true">
                <g class=color_class>{face}</g>
            </svg>
            <span
                class="palette-count"
                class:over=over
                aria-hidden="true"
            >
                {move || (count.get() > 0).then(|| count.get().to_string())}
            </span>
            {ghost}
        </button>
    }
}
