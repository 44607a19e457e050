//! The top-level component: holds the game state once and passes it down.

use leptos::prelude::*;
use xiangqi::Position;

use crate::board::{Board, Orientation};
use crate::link;

#[component]
pub fn App() -> impl IntoView {
    let setup = link::parse_query(&link::current_query());
    let position = RwSignal::new(setup.position.unwrap_or_else(Position::startpos));
    let orientation = RwSignal::new(setup.orientation.unwrap_or(Orientation::Red));
    let notices = setup.errors;
    view! {
        <main class="app">
            <Board position orientation />
            {(!notices.is_empty())
                .then(|| {
                    view! {
                        <div class="notice" role="alert" data-testid="notice">
                            {notices.join(" ")}
                        </div>
                    }
                })}
        </main>
    }
}
