//! A row of one side's pieces to place: choosing one makes taps on the
//! board put it down. Each button shows how many of that piece stand on
//! the board, marked when there are too many.

use leptos::prelude::*;
use xiangqi::{Color, Piece, Role};

use super::Editing;
use crate::board::{PieceFace, PieceStyle};
use crate::model::{Editor, Tool};
use crate::session::Session;
use crate::words::{self, Msg};

/// The pieces in the order of the FEN letters K A B N R C P.
const ROLES: [Role; 7] = [
    Role::General,
    Role::Advisor,
    Role::Elephant,
    Role::Horse,
    Role::Chariot,
    Role::Cannon,
    Role::Soldier,
];

/// One side's palette.
#[component]
pub fn PaletteRow(#[prop(into)] color: Signal<Color>) -> impl IntoView {
    let s = expect_context::<Session>();
    let label = move || {
        s.t(match color.get() {
            Color::Red => Msg::RedPieces,
            Color::Black => Msg::BlackPieces,
        })
    };
    let buttons = move || {
        let color = color.get();
        ROLES
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

#[component]
fn PaletteButton(piece: Piece) -> impl IntoView {
    let s = expect_context::<Session>();
    let ed = expect_context::<Editing>();
    let count = Memo::new(move |_| ed.with(|e| e.setup().count(piece)).unwrap_or(0));
    let over = Memo::new(move |_| count.get() > piece.role.max_count());
    let chosen = move || ed.with(Editor::tool) == Some(Tool::Place(piece));
    let name = move || {
        let lang = s.lang.get();
        let name = words::editor::piece_name(lang, piece);
        let n = count.get();
        match lang {
            words::Lang::En => format!("{name}, {n} on the board"),
            words::Lang::Zh => format!("{name}，棋盘上有{n}个"),
        }
    };
    let face = move || {
        let style = s.settings.with(|st| PieceStyle {
            simplified: st.simplified,
            hints: false,
            turn_black: false,
        });
        view! { <PieceFace piece style orientation=Color::Red /> }
    };
    let color_class = match piece.color {
        Color::Red => "piece red",
        Color::Black => "piece black",
    };
    view! {
        <button
            class="palette-piece"
            data-testid=format!("palette-{}", piece.fen_char())
            aria-pressed=move || chosen().to_string()
            aria-label=name
            title=name
            on:click=move |_| ed.act(|e| e.choose(Tool::Place(piece)))
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
        </button>
    }
}
