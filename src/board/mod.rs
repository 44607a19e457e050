//! The SVG board: a pure view of a position (plus, later, highlights).

mod geometry;
mod grid;
mod piece;

use leptos::prelude::*;
use xiangqi::Position;

pub use geometry::Orientation;
use geometry::{HEIGHT, WIDTH};
use grid::Grid;
use piece::PieceView;

/// The board with its pieces. The root carries `data-testid="board"`,
/// `data-fen` (the shown position) and `data-orientation`.
#[component]
pub fn Board(
    #[prop(into)] position: Signal<Position>,
    #[prop(into)] orientation: Signal<Orientation>,
) -> impl IntoView {
    let fen = move || position.with(|p| p.to_fen());
    let pieces = move || {
        let o = orientation.get();
        position.with(|p| {
            p.pieces()
                .map(|(square, piece)| view! { <PieceView piece square orientation=o /> })
                .collect_view()
        })
    };
    view! {
        <svg
            class="board"
            data-testid="board"
            data-fen=fen
            data-orientation=move || orientation.get().as_str()
            viewBox=format!("0 0 {WIDTH} {HEIGHT}")
            role="img"
            aria-label="象棋棋盘 Xiangqi board"
        >
            <Grid orientation />
            <g class="pieces">{pieces}</g>
        </svg>
    }
}
