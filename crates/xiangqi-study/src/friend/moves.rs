//! The moves of a game with a friend (`data-testid="friend-moves"`), as
//! numbered pairs in the player's notation, the latest in view: both a
//! live game and a game by link show what has been played.

use leptos::prelude::*;
use xiangqi::Game;

use crate::study::StudySession;

/// One numbered row: the move number, Red's move and Black's (if made).
fn rows(game: &Game, s: StudySession) -> Vec<(usize, String, Option<String>)> {
    let (lang, notation) = (s.lang.get(), s.notation.get());
    let written: Vec<String> = game
        .moves()
        .iter()
        .enumerate()
        .filter_map(|(i, &m)| {
            let before = game.position_at(i)?;
            Some(xiangqi_ui::words::moves::written(lang, before, m, notation))
        })
        .collect();
    // A game set up with Black to move starts its first row empty.
    let black_first = game
        .position_at(0)
        .is_some_and(|p| p.side_to_move() == xiangqi::Color::Black);
    let mut padded: Vec<Option<String>> = Vec::new();
    if black_first {
        padded.push(None);
    }
    padded.extend(written.into_iter().map(Some));
    padded
        .chunks(2)
        .enumerate()
        .map(|(n, pair)| {
            (
                n + 1,
                pair[0].clone().unwrap_or_else(|| "…".to_string()),
                pair.get(1).cloned().flatten(),
            )
        })
        .collect()
}

/// The moves of `game` (nothing before the first move).
#[component]
pub fn FriendMoves(#[prop(into)] game: Signal<Option<Game>>) -> impl IntoView {
    let s = expect_context::<StudySession>();
    let list = NodeRef::<leptos::html::Ol>::new();
    let shown = Memo::new(move |_| {
        game.with(|g| g.as_ref().map(|g| rows(g, s)))
            .unwrap_or_default()
    });
    // The latest move stays in view as the list grows.
    Effect::new(move |_| {
        shown.track();
        if let Some(el) = list.get() {
            el.set_scroll_top(el.scroll_height());
        }
    });
    move || {
        (!shown.with(Vec::is_empty)).then(|| {
            view! {
                <ol class="friend-moves" data-testid="friend-moves" node_ref=list>
                    {move || {
                        shown
                            .get()
                            .into_iter()
                            .map(|(n, red, black)| view! {
                                <li class="friend-move-row">
                                    <span class="friend-move-number">{format!("{n}.")}</span>
                                    <span data-testid="friend-move">{red}</span>
                                    {black.map(|b| view! { <span data-testid="friend-move">{b}</span> })}
                                </li>
                            })
                            .collect_view()
                    }}
                </ol>
            }
        })
    }
}
