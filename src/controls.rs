//! The game buttons: new game, takeback, hint, flip, resign, offer draw,
//! and the player's switches (notation, sound, engine panel).

use leptos::prelude::*;
use xiangqi::Notation;

use crate::clock_view::PauseButton;
use crate::model::{Dialog, Effect, Lang, Now, Table};
use crate::session::Session;
use crate::words::{self, Msg};

/// One labelled button with an icon.
#[component]
fn ControlButton(
    testid: &'static str,
    icon: &'static str,
    msg: Msg,
    #[prop(into)] disabled: Signal<bool>,
    action: fn(&mut Table, Now) -> Vec<Effect>,
    /// Why the button is off, shown as its tooltip instead of its name.
    #[prop(into, optional)]
    why_off: Option<Signal<Option<&'static str>>>,
) -> impl IntoView {
    let s = expect_context::<Session>();
    let title = move || why_off.and_then(|w| w.get()).unwrap_or_else(|| s.t(msg));
    view! {
        <button
            class="control"
            data-testid=testid
            title=title
            aria-label=move || s.t(msg)
            disabled=move || disabled.get()
            on:click=move |_| s.act(action)
        >
            <span class="icon" aria-hidden="true">{icon}</span>
            <span class="label">{move || s.t(msg)}</span>
        </button>
    }
}

/// The row of game buttons.
#[component]
pub fn Controls() -> impl IntoView {
    let s = expect_context::<Session>();
    let table = s.table;
    let over = move || s.outcome.with(Option::is_some);
    view! {
        <nav class="controls" aria-label=move || s.t(Msg::Controls)>
            <ControlButton
                testid="new-game"
                icon="＋"
                msg=Msg::NewGame
                disabled=Signal::stored(false)
                action=|t, _| t.open_dialog(Dialog::NewGame)
            />
            <ControlButton
                testid="undo"
                icon="↶"
                msg=Msg::Undo
                disabled=Signal::derive(move || !table.with(Table::can_undo))
                action=|t, now| t.undo(now)
            />
            <ControlButton
                testid="hint"
                icon="?"
                msg=Msg::Hint
                disabled=Signal::derive(move || table.with(|t| !t.can_move() || t.task().is_some()))
                action=|t, _| t.ask_hint()
            />
            <ControlButton
                testid="flip"
                icon="⇅"
                msg=Msg::Flip
                disabled=Signal::derive(move || s.mode.with(|m| m.face_to_face()))
                action=|t, _| t.flip()
            />
            <ControlButton
                testid="offer-draw"
                icon="½"
                msg=Msg::OfferDraw
                disabled=Signal::derive(move || table.with(|t| !t.can_offer_draw(t.acting_side())))
                why_off=Signal::derive(move || {
                    let block = table.with(|t| t.offer_block(t.acting_side()))?;
                    Some(crate::words::notices::offer_block(s.lang.get(), block))
                })
                action=|t, _| {
                    let side = t.acting_side();
                    t.ask_offer_draw(side)
                }
            />
            <ControlButton
                testid="resign"
                icon="⚑"
                msg=Msg::Resign
                disabled=Signal::derive(over)
                action=|t, _| {
                    let side = t.acting_side();
                    t.ask_resign(side)
                }
            />
        </nav>
    }
}

/// Record and position tools, the game history, and the clock pause.
#[component]
pub fn Tools() -> impl IntoView {
    let s = expect_context::<Session>();
    let tool = move |id: &'static str, msg: Msg, dialog: Dialog| {
        view! {
            <button class="toggle" data-testid=id on:click=move |_| s.act(|t, _| t.open_dialog(dialog))>
                {move || s.t(msg)}
            </button>
        }
    };
    view! {
        <div class="tools">
            <PauseButton />
            <button
                class="toggle"
                data-testid="analyse"
                disabled=move || !s.table.with(Table::can_analyse)
                title=move || {
                    if s.table.with(Table::can_analyse) {
                        s.t(Msg::AnalyseHere)
                    } else {
                        s.t(Msg::AnalyseBlocked)
                    }
                }
                on:click=move |_| {
                    s.act(|t, now| t.leave_for_analysis(now));
                    s.analyse_shown_position();
                }
            >
                {move || s.t(Msg::Analyse)}
            </button>
            {tool("export", Msg::Export, Dialog::Export)}
            {tool("import", Msg::Import, Dialog::Import)}
            {tool("history", Msg::History, Dialog::History)}
            <SetUpButton />
            <PuzzlesButton />
            {tool("keys", Msg::Keys, Dialog::Keys)}
            {tool("rules", Msg::RulesButton, Dialog::Rules)}
            <crate::pwa::InstallButton />
        </div>
    }
}

/// A choice of notation: `chosen` is shown selected, `on_choose` hears
/// the player's pick. Used by the preferences and the export dialog.
#[component]
pub fn NotationSelect(
    testid: &'static str,
    #[prop(into)] lang: Signal<Lang>,
    #[prop(into)] chosen: Signal<Notation>,
    on_choose: impl Fn(Notation) + 'static,
) -> impl IntoView {
    let option = move |n: Notation| {
        let label = move || match n {
            Notation::Chinese => words::t(lang.get(), Msg::NotationChinese).to_string(),
            Notation::Wxf => "WXF".to_string(),
            Notation::Iccs => "ICCS".to_string(),
        };
        view! { <option value=n.name() selected=move || chosen.get() == n>{label}</option> }
    };
    view! {
        <label class="pref">
            <span>{move || words::t(lang.get(), Msg::Notation)}</span>
            <select
                data-testid=testid
                on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse::<Notation>() {
                        on_choose(n);
                    }
                }
            >
                {option(Notation::Chinese)}
                {option(Notation::Wxf)}
                {option(Notation::Iccs)}
            </select>
        </label>
    }
}

/// Language, pieces, notation, and the sound / engine switches.
#[component]
pub fn Preferences() -> impl IntoView {
    let s = expect_context::<Session>();
    let lang = move || s.lang.get();
    let simplified = move || s.settings.with(|st| st.simplified);
    let hints = move || s.settings.with(|st| st.hints);
    let sound = move || s.settings.with(|st| st.sound);
    let engine_panel = move || s.settings.with(|st| st.engine_panel);
    view! {
        <div class="preferences">
            <label class="pref">
                <span class="sr-only">{move || s.t(Msg::Language)}</span>
                <select
                    data-testid="lang-switch"
                    aria-label=move || s.t(Msg::Language)
                    on:change=move |ev| {
                        let lang = match event_target_value(&ev).as_str() {
                            "zh" => Lang::Zh,
                            _ => Lang::En,
                        };
                        s.act(|t, _| t.set_lang(lang));
                    }
                >
                    <option value="zh" selected=move || lang() == Lang::Zh>"简体中文"</option>
                    <option value="en" selected=move || lang() == Lang::En>"English"</option>
                </select>
            </label>
            <label class="pref">
                <span>{move || s.t(Msg::Pieces)}</span>
                <select
                    data-testid="piece-chars"
                    on:change=move |ev| {
                        let simplified = event_target_value(&ev) == "simplified";
                        s.act(|t, _| t.set_simplified(simplified));
                    }
                >
                    <option value="traditional" selected=move || !simplified()>
                        {move || s.t(Msg::Traditional)}
                    </option>
                    <option value="simplified" selected=simplified>
                        {move || s.t(Msg::Simplified)}
                    </option>
                </select>
                <select
                    data-testid="piece-style"
                    aria-label=move || s.t(Msg::PieceStyle)
                    on:change=move |ev| {
                        let hints = event_target_value(&ev) == "hints";
                        s.act(|t, _| t.set_hints(hints));
                    }
                >
                    <option value="plain" selected=move || !hints()>
                        {move || s.t(Msg::StylePlain)}
                    </option>
                    <option value="hints" selected=hints>
                        {move || s.t(Msg::StyleHints)}
                    </option>
                </select>
            </label>
            <NotationSelect
                testid="notation"
                lang=s.lang
                chosen=s.notation
                on_choose=move |n| s.act(|t, _| t.set_notation(n))
            />
            <button
                class="toggle"
                data-testid="sound"
                aria-pressed=move || sound().to_string()
                title=move || s.t(Msg::Sound)
                on:click=move |_| s.act(|t, _| t.toggle_sound())
            >
                {move || if sound() { "♪" } else { "×♪" }}
                <span class="label">{move || s.t(Msg::Sound)}</span>
            </button>
            <button
                class="toggle"
                data-testid="engine-toggle"
                aria-pressed=move || engine_panel().to_string()
                title=move || s.t(Msg::EnginePanel)
                on:click=move |_| s.act(|t, _| t.toggle_engine_panel())
            >
                "≈"
                <span class="label">{move || s.t(Msg::EnginePanel)}</span>
            </button>
        </div>
    }
}

/// Depth, score and principal variation of the latest search.
#[component]
pub fn EnginePanel() -> impl IntoView {
    let s = expect_context::<Session>();
    let shown = move || s.settings.with(|st| st.engine_panel);
    let info = Memo::new(move |_| s.table.with(|t| t.info().cloned()));
    let body = move || {
        let notation = s.notation.get();
        let thinking = s.table.with(|t| t.task().is_some());
        info.get().map(|info| {
            // A move from the opening book is reported at depth 0: no
            // search, so no depth and no score to show.
            let book = info.depth == 0;
            let depth = if book {
                s.t(Msg::OpeningBook).to_string()
            } else {
                info.depth.to_string()
            };
            let score = if book {
                "–".to_string()
            } else {
                crate::words::score::score_text(info.score_red)
            };
            let mut pos = info.root.clone();
            let mut line = Vec::new();
            for m in info.pv.iter().take(10) {
                line.push(pos.to_notation(*m, notation));
                match pos.play(*m) {
                    Ok(next) => pos = next,
                    Err(_) => break,
                }
            }
            view! {
                <dl class="engine-info" class:live=thinking data-testid="engine-info">
                    <dt>{s.t(Msg::Depth)}</dt>
                    <dd data-testid="engine-depth" data-book=book.then_some("true")>{depth}</dd>
                    <dt>{s.t(Msg::Score)}</dt>
                    <dd data-testid="engine-score">{score}</dd>
                    <dt>{s.t(Msg::BestLine)}</dt>
                    <dd data-testid="engine-pv" class="pv">{line.join(" ")}</dd>
                </dl>
            }
        })
    };
    view! {
        <Show when=shown>
            <section class="engine-panel" data-testid="engine-panel">
                {body}
            </section>
        </Show>
    }
}

/// Two players' running clocks stop while they leave the game for another
/// page (the page saves the game as it goes).
fn pause_friends_clocks(s: Session) {
    let running = s.table.with_untracked(|t| {
        t.mode().ai_side().is_none() && t.clocks().running().is_some() && !t.clocks().is_paused()
    });
    if running {
        s.act(|t, now| t.toggle_pause(now));
    }
}

/// Opens the puzzle trainer (杀局练习, `?mode=puzzle`), a page of its own.
#[component]
fn PuzzlesButton() -> impl IntoView {
    let s = expect_context::<Session>();
    let open = move |_| {
        pause_friends_clocks(s);
        crate::editor::go("?mode=puzzle");
    };
    view! {
        <button class="toggle" data-testid="puzzles" on:click=open>
            {move || s.t(Msg::Puzzles)}
        </button>
    }
}

/// Opens the position editor (摆局) on the position on the board.
#[component]
fn SetUpButton() -> impl IntoView {
    let s = expect_context::<Session>();
    let open = move |_| {
        pause_friends_clocks(s);
        let setup = s.position.with_untracked(|p| xiangqi::Setup::from(p));
        crate::editor::go(&crate::model::editor::editor_query(&setup));
    };
    view! {
        <button class="toggle" data-testid="set-up" on:click=open>
            {move || s.t(Msg::SetUpPosition)}
        </button>
    }
}
