//! The moves of the game as numbered pairs, in the chosen notation, with
//! buttons to step through earlier positions.

use leptos::prelude::*;
use xiangqi::{Game, GameRecord, Notation};

use crate::opening_name::OpeningLine;
use crate::session::Session;
use xiangqi_ui::model::{Effect, Lang, Table};
use xiangqi_ui::words::Msg;

/// One move of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Entry {
    /// The position after this move is `ply`.
    ply: usize,
    iccs: String,
    text: String,
}

/// The list's content: the moves, and how the numbering starts.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Listing {
    entries: Vec<Entry>,
    /// A game starting with Black to move opens with an empty Red half.
    black_first: bool,
    /// The number of the first row.
    first_number: usize,
}

impl Listing {
    fn of(game: &Game, notation: Notation, lang: Lang) -> Listing {
        Listing {
            entries: entries(game, notation, lang),
            black_first: game.start().side_to_move() == xiangqi::Color::Black,
            first_number: game.start().fullmove_number().max(1) as usize,
        }
    }
}

fn entries(game: &Game, notation: Notation, lang: Lang) -> Vec<Entry> {
    game.moves()
        .iter()
        .enumerate()
        .map(|(i, &m)| Entry {
            ply: i + 1,
            iccs: m.to_string(),
            text: game
                .position_at(i)
                .map(|p| xiangqi_ui::words::moves::written(lang, p, m, notation))
                .unwrap_or_else(|| m.to_string()),
        })
        .collect()
}

/// The move list with numbered rows (Red's move, Black's move).
#[component]
pub fn MoveList() -> impl IntoView {
    let s = expect_context::<Session>();
    // The game's start and moves: the list is rebuilt only when they change.
    let moves = Memo::new(move |_| s.table.with(|t| GameRecord::from(t.game())));
    let list = Memo::new(move |_| {
        let (notation, lang) = (s.notation.get(), s.lang.get());
        moves.track();
        s.table
            .with_untracked(|t| Listing::of(t.game(), notation, lang))
    });
    let current = Memo::new(move |_| s.table.with(Table::ply_on_board));
    let total = Memo::new(move |_| s.table.with(|t| t.game().ply_count()));
    let rows = move || {
        let Listing {
            entries,
            black_first,
            first_number,
        } = list.get();
        if entries.is_empty() {
            return view! { <p class="no-moves">{move || s.t(Msg::NoMoves)}</p> }.into_any();
        }
        let mut cells: Vec<Option<Entry>> = Vec::new();
        if black_first {
            cells.push(None);
        }
        cells.extend(entries.into_iter().map(Some));
        let rows = cells
            .chunks(2)
            .enumerate()
            .map(|(i, pair)| {
                let cell = |e: Option<Entry>| match e {
                    None => view! { <span class="move empty"></span> }.into_any(),
                    Some(e) => {
                        let ply = e.ply;
                        view! {
                            <button
                                class="move"
                                class:current=move || current.get() == ply
                                aria-current=move || (current.get() == ply).then_some("step")
                                data-testid="move"
                                data-iccs=e.iccs
                                data-ply=ply
                                on:click=move |_| s.act(|t, _| t.show(ply))
                            >
                                {e.text}
                            </button>
                        }
                        .into_any()
                    }
                };
                let red = pair.first().cloned().flatten();
                let black = pair.get(1).cloned().flatten();
                view! {
                    <li class="move-row">
                        <span class="move-number">{first_number + i}"."</span>
                        {cell(red)}
                        {cell(black)}
                    </li>
                }
            })
            .collect_view();
        view! { <ol class="moves">{rows}</ol> }.into_any()
    };
    // Keep the current move in view.
    let list_ref = NodeRef::<leptos::html::Div>::new();
    leptos::prelude::Effect::new(move |_| {
        current.track();
        list.track();
        if let Some(el) = list_ref.get() {
            request_animation_frame(move || {
                if let Ok(Some(cur)) = el.query_selector(".move.current") {
                    let opts = web_sys::ScrollIntoViewOptions::new();
                    opts.set_block(web_sys::ScrollLogicalPosition::Nearest);
                    cur.scroll_into_view_with_scroll_into_view_options(&opts);
                } else if s.live.get_untracked() {
                    el.set_scroll_top(el.scroll_height());
                }
            });
        }
    });
    let at_start = Signal::derive(move || current.get() == 0);
    let at_end = Signal::derive(move || current.get() >= total.get());
    view! {
        <section class="move-list" aria-label=move || s.t(Msg::Moves)>
            <OpeningLine />
            <div class="move-scroll" node_ref=list_ref tabindex="0">
                {rows}
            </div>
            <div class="nav">
                <NavButton testid="first" icon="⇤" msg=Msg::First disabled=at_start action=Table::show_first />
                <NavButton testid="previous" icon="◀" msg=Msg::Previous disabled=at_start action=Table::show_previous />
                <NavButton testid="next" icon="▶" msg=Msg::Next disabled=at_end action=Table::show_next />
                <NavButton testid="last" icon="⇥" msg=Msg::Last disabled=at_end action=Table::show_last />
                // Face to face the game buttons are in the seats; the menu
                // sits here, between them.
                <Show when=move || s.mode.with(|m| m.face_to_face())>
                    <crate::controls::MenuButton />
                </Show>
            </div>
        </section>
    }
}

/// One button that steps through the moves.
#[component]
fn NavButton(
    testid: &'static str,
    icon: &'static str,
    msg: Msg,
    disabled: Signal<bool>,
    action: fn(&mut Table) -> Vec<Effect>,
) -> impl IntoView {
    let s = expect_context::<Session>();
    view! {
        <button
            data-testid=testid
            title=move || s.t(msg)
            aria-label=move || s.t(msg)
            disabled=move || disabled.get()
            on:click=move |_| s.act(|t, _| action(t))
        >
            {icon}
        </button>
    }
}
