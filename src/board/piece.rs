//! One round piece with its Chinese character.

use leptos::prelude::*;
use xiangqi::{Color, Piece, Square};

use super::geometry::{point, Orientation, PIECE_RADIUS};

fn color_class(piece: Piece) -> &'static str {
    match piece.color {
        Color::Red => "red",
        Color::Black => "black",
    }
}

/// The drawing of a piece centred on the origin.
#[component]
pub fn PieceFace(piece: Piece) -> impl IntoView {
    view! {
        <circle class="piece-body" r=PIECE_RADIUS />
        <circle class="piece-ring" r=PIECE_RADIUS - 7.0 />
        <text class="piece-glyph" y="1">{piece.chinese(false).to_string()}</text>
    }
}

/// A piece standing on `square`; carries the test contract attributes
/// `data-piece` (FEN letter) and `data-square` (ICCS square). When
/// `slide_from` is given, it slides in from that square.
#[component]
pub fn PieceView(
    piece: Piece,
    square: Square,
    orientation: Orientation,
    slide_from: Option<Square>,
    #[prop(into)] lifted: Signal<bool>,
) -> impl IntoView {
    let (x, y) = point(square, orientation);
    let class = move || {
        let mut c = format!("piece {}", color_class(piece));
        if lifted.get() {
            c.push_str(" lifted");
        }
        c
    };
    let (inner_class, style) = match slide_from {
        Some(from) => {
            let (fx, fy) = point(from, orientation);
            (
                "piece-inner slide",
                format!("--dx: {}px; --dy: {}px", fx - x, fy - y),
            )
        }
        None => ("piece-inner", String::new()),
    };
    view! {
        <g
            class=class
            data-piece=piece.fen_char().to_string()
            data-square=square.to_string()
            transform=format!("translate({x} {y})")
        >
            <g class=inner_class style=style>
                <PieceFace piece />
            </g>
        </g>
    }
}

/// The piece following the pointer during a drag.
#[component]
pub fn DragGhost(piece: Piece, x: f64, y: f64) -> impl IntoView {
    view! {
        <g
            class=format!("piece ghost {}", color_class(piece))
            transform=format!("translate({x} {y}) scale(1.12)")
        >
            <PieceFace piece />
        </g>
    }
}
