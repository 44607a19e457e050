//! One round piece with its Chinese character.

use leptos::prelude::*;
use xiangqi::{Color, Piece, Square};

use super::geometry::{point, Orientation, PIECE_RADIUS};

/// A piece standing on `square`; carries the test contract attributes
/// `data-piece` (FEN letter) and `data-square` (ICCS square).
#[component]
pub fn PieceView(piece: Piece, square: Square, orientation: Orientation) -> impl IntoView {
    let (x, y) = point(square, orientation);
    let class = match piece.color {
        Color::Red => "piece red",
        Color::Black => "piece black",
    };
    view! {
        <g
            class=class
            data-piece=piece.fen_char().to_string()
            data-square=square.to_string()
            transform=format!("translate({x} {y})")
        >
            <circle class="piece-body" r=PIECE_RADIUS />
            <circle class="piece-ring" r=PIECE_RADIUS - 7.0 />
            <text class="piece-glyph" y="1">{piece.chinese(false).to_string()}</text>
        </g>
    }
}
