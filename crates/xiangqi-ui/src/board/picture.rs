//! The picture piece set on the board: each piece as a picture of what it
//! is (see `xiangqi_files::piece_pictures`, whose shapes the exported
//! picture draws too), in the piece's colour (`piece-picture`), its
//! openings in the face's colour (`piece-picture-cut`).

use leptos::prelude::*;
use xiangqi::Role;
use xiangqi_files::piece_pictures::{shapes, Shape};

/// `role`'s picture, centred on the origin.
#[component]
pub fn PiecePicture(role: Role) -> impl IntoView {
    shapes(role)
        .iter()
        .map(|shape| match *shape {
            Shape::Fill(d) => view! { <path class="piece-picture" d=d /> }.into_any(),
            Shape::Cut(d) => view! { <path class="piece-picture-cut" d=d /> }.into_any(),
            Shape::Stroke(d, width) => view! {
                <path class="piece-picture-line" d=d stroke-width=width.to_string() />
            }
            .into_any(),
        })
        .collect_view()
}
