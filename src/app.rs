//! The top-level component: creates the session once and lays out the
//! board, the panel and the dialogs.

use leptos::either::Either;
use leptos::ev;
use leptos::prelude::*;
use xiangqi::{Color, Square};

use crate::controls::{Controls, EnginePanel};
use crate::move_list::MoveList;
use crate::open_dialog::Dialogs;
use crate::session::Session;
use crate::status::{Edge, PlayerStrip, Status};
use xiangqi_ui::board::{Board, Handlers, Highlights, PieceStyle};
use xiangqi_ui::model::{Dialog, Stored, Table};
use xiangqi_ui::web::{storage, theme};
use xiangqi_ui::words::{self, Msg};

#[component]
pub fn App(stored: Stored) -> impl IntoView {
    let s = Session::start(stored);
    crate::one_tab::start(s);
    crate::keeping::start(s);
    provide_context(s);
    // Light or dark on every screen, the study screens' own pages too.
    let device_light = RwSignal::new(theme::device_prefers_light());
    theme::on_device_change(move |light| device_light.set(light));
    Effect::new(move |_| {
        let chosen = s.table.with(|t| t.settings().theme);
        theme::show(chosen.is_light(device_light.get()));
    });
    Effect::new(move |_| theme::show_board(s.table.with(|t| t.settings().board)));
    // The position editor is a page of its own (`?mode=edit`).
    if let Some(fen) = xiangqi_ui::web::editor_link() {
        return Either::Left(view! { <crate::study_host::StudyHost editor=fen /> });
    }
    // So are the trainers, the lessons and the games with a friend on
    // another device (see `own_screen_link`).
    if let Some(screen) = xiangqi_ui::web::own_screen_link() {
        crate::pwa::register_offline();
        return Either::Left(view! { <crate::study_host::StudyHost screen /> });
    }
    crate::dialogs_host::open_launched_files(s);

    // ← / → step through the moves, Home / End jump; the other shortcuts
    // are listed in the Keys dialog (see `dialogs::keys`).
    let keys = window_event_listener(ev::keydown, move |e| on_key(s, &e));
    on_cleanup(move || keys.remove());

    Effect::new(move |_| xiangqi_ui::web::set_page_lang(s.lang.get()));

    Either::Right(view! {
        <Show
            when=move || !s.studying.get()
            fallback=|| view! { <crate::study_host::StudyHost /> }
        >
            <PlayScreen />
        </Show>
    })
}

/// The keyboard shortcuts of both screens.
fn on_key(s: Session, e: &web_sys::KeyboardEvent) {
    if s.dialog.get_untracked() != Dialog::None {
        return;
    }
    if xiangqi_ui::web::keys::for_a_field_or_the_system(e) {
        return;
    }
    // The study screens listen for themselves.
    if s.studying.get_untracked() {
        return;
    }
    // Ctrl+Z takes back; other shortcuts are plain keys.
    if e.ctrl_key() {
        if e.key() == "z" {
            s.act(|t, now| t.undo(now));
            e.prevent_default();
        }
        return;
    }
    match e.key().as_str() {
        "ArrowLeft" => s.act(|t, _| t.show_previous()),
        "ArrowRight" => s.act(|t, _| t.show_next()),
        "Home" => s.act(|t, _| t.show_first()),
        "End" => s.act(|t, _| t.show_last()),
        "f" => s.act(|t, _| t.flip()),
        "u" => s.act(|t, now| t.undo(now)),
        "h" => s.act(|t, _| t.ask_hint()),
        "n" => s.act(|t, _| t.open_dialog(Dialog::NewGame)),
        "m" => s.act(|t, _| t.open_dialog(Dialog::Menu)),
        "?" => s.act(|t, _| t.open_dialog(Dialog::Keys)),
        _ => return,
    }
    e.prevent_default();
}

/// The game: board, panel and dialogs.
#[component]
fn PlayScreen() -> impl IntoView {
    let s = expect_context::<Session>();
    let table = s.table;
    let at_end = move || s.live.get();
    let outcome = s.outcome;
    let highlights = Highlights {
        last_move: Signal::derive(move || table.with(Table::shown_last_move)),
        selected: Signal::derive(move || table.with(Table::selected)),
        targets: Signal::derive(move || table.with(Table::targets)),
        check: Signal::derive(move || {
            s.position
                .with(|p| p.is_check().then(|| p.general_square(p.side_to_move())))
        }),
        refused: Signal::derive(move || table.with(Table::refused)),
        culprits: Signal::derive(move || {
            if at_end() {
                outcome.get().map(|o| o.culprits).unwrap_or_default()
            } else {
                Vec::new()
            }
        }),
        chased: Signal::derive(move || {
            if at_end() {
                outcome.get().and_then(|o| o.chased).map(|(_, sq)| sq)
            } else {
                None
            }
        }),
        arrows: Signal::derive(move || {
            if at_end() {
                table.with(Table::hint).into_iter().collect()
            } else {
                Vec::new()
            }
        }),
        animate: Signal::derive(move || table.with(Table::animate)),
    };
    let handlers = Handlers {
        on_tap: Callback::new(move |sq: Square| s.act(|t, now| t.tap(sq, now))),
        on_drop: Callback::new(move |(from, to): (Square, Square)| {
            s.act(|t, now| t.drop_piece(from, to, now))
        }),
        can_pick: Callback::new(move |sq: Square| table.with_untracked(|t| t.can_pick(sq))),
    };
    let label = Signal::derive(move || format!("{}: {}", s.t(Msg::Board), s.t(Msg::BoardKeys)));
    let describe = Callback::new(move |(sq, target): (Square, bool)| {
        let piece = s.position.with(|p| p.piece_at(sq));
        words::moves::point_name(s.lang.get(), sq, piece, target)
    });
    let style = Signal::derive(move || {
        let turn_black = s.mode.with(|m| m.face_to_face());
        let arabic_files = s.notation.get() != xiangqi::Notation::Chinese;
        s.settings.with(|st| PieceStyle {
            turn_black,
            arabic_files,
            ..PieceStyle::chosen(st, s.lang.get())
        })
    });

    // The board and the status come first; the rest of the page is built
    // once they are on screen, so neither the first build nor the first
    // layout is one long freeze on a slow phone: the controls and the move
    // list in the next frame (the tools and preferences are in the menu,
    // which the study module draws).
    // A first visit's welcome comes with the board (it is what the player
    // reads first). The other dialogs' chunk downloads at the player's
    // first press.
    let rest_shown = RwSignal::new(false);
    xiangqi_ui::web::paint::after_next_paint(move || rest_shown.set(true));
    // The browser's install offer, which the menu's Install replays.
    provide_context(crate::pwa::listen_for_install());
    crate::study_host::preload_study_on_first_input(s);

    view! {
        <main
            class="app play"
            class:flipped=move || s.bottom.get() == Color::Black
            class:face-to-face=move || s.mode.with(|m| m.face_to_face())
        >
            <h1 class="visually-hidden">{move || s.t(Msg::AppTitle)}</h1>
            <section class="board-area">
                <PlayerStrip edge=Edge::Top />
                <div
                    class="board-wrap"
                    on:dragover=move |ev: leptos::ev::DragEvent| ev.prevent_default()
                    on:drop=move |ev: leptos::ev::DragEvent| {
                        ev.prevent_default();
                        let file = ev.data_transfer().and_then(|d| d.files()).and_then(|f| f.get(0));
                        if let Some(file) = file {
                            crate::dialogs_host::drop_file(s, file);
                        }
                    }
                >
                    <Board
                        position=s.position
                        orientation=s.bottom
                        highlights
                        handlers
                        label
                        style
                        describe
                    />
                </div>
                <PlayerStrip edge=Edge::Bottom />
            </section>
            <aside class="panel">
                <Status />
                <crate::draw_offer::DrawOfferBar />
                {move || rest_shown.get().then(|| view! {
                    <Show when=move || !s.mode.with(|m| m.face_to_face())>
                        <Controls />
                    </Show>
                    <EnginePanel />
                    <MoveList />
                })}
            </aside>
            <NoticeView />
            <crate::one_tab::PlayedElsewhere />
            <crate::announce::Announcer />
            {move || rest_shown.get().then(|| view! { <crate::pwa::UpdatePrompt /> })}
            <Dialogs />
        </main>
    }
}

/// A passing or sticky message at the top of the page.
#[component]
pub(crate) fn NoticeView() -> impl IntoView {
    let s = expect_context::<Session>();
    // A hint is said beside the status instead (see `crate::hint_said`).
    let shown = Memo::new(move |_| {
        s.table
            .with(|t| t.notice().filter(|n| !n.notice.is_hint()).cloned())
    });
    move || {
        shown.get().map(|n| {
            let sticky = n.notice.is_sticky();
            let text = move || {
                let notation = s.notation.get();
                words::notices::notice(s.lang.get(), &n.notice, notation)
            };
            view! {
                <div class="notice" class:sticky=sticky role="alert" data-testid="notice">
                    <span>{text}</span>
                    {sticky.then(|| view! {
                        <button
                            class="notice-close"
                            aria-label=move || s.t(Msg::Close)
                            on:click=move |_| s.act(|t, _| t.dismiss_notice())
                        >
                            "×"
                        </button>
                    })}
                </div>
            }
        })
    }
}

/// Starts the app in the page.
pub fn run() {
    // A panic is said on the console, where it would otherwise only
    // show as "unreachable".
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&info.to_string().into());
    }));
    // The words of the player's language come first (the program carries
    // none); the loading screen stays meanwhile, and paints first even
    // when everything arrives at once, so the page never sits blank.
    // (Leptos' own task runner starts with the mount, so not yet.)
    wasm_bindgen_futures::spawn_local(async {
        // The settings and progress are the database's: read in first.
        xiangqi_ui::web::database::records::load().await;
        let mut stored = storage::load_all();
        let browser_lang = xiangqi_ui::web::browser_lang();
        stored.browser_lang = Some(browser_lang);
        let lang = stored.settings.lang_or(browser_lang);
        if !xiangqi_ui::web::words::load_or_english(lang, xiangqi_ui::web::words::Part::Page).await
        {
            say_words_missing();
            return;
        }
        xiangqi_ui::web::paint::after_next_paint(move || {
            leptos::mount::mount_to_body(move || view! { <App stored /> });
            remove_splash();
        });
    });
}

/// Says on the loading screen that the app cannot start without its
/// words (no locale file could be fetched). There are no words to take it
/// from, so it is written here in the app's two first languages.
fn say_words_missing() {
    if let Some(text) = leptos::prelude::document()
        .get_element_by_id("splash")
        .and_then(|splash| splash.query_selector(".splash-text").ok().flatten())
    {
        text.set_text_content(Some(
            "The app's words could not be loaded: check the connection and reload. \
             无法载入界面文字，请检查网络后重新载入。",
        ));
    }
}

/// Takes away the loading screen of index.html once the app has drawn itself.
fn remove_splash() {
    if let Some(splash) = leptos::prelude::document().get_element_by_id("splash") {
        splash.remove();
    }
}
