//! The editor's panel: the tools, the side to move, the problems of the
//! set-up, the ways out (play the computer or a friend, analyse, copy a
//! link, back to the game) and the FEN field.
//!
//! The ways out are off while the set-up has problems; the problems are
//! listed right above them (and name them for screen readers through
//! `aria-describedby`).

use leptos::prelude::*;
use xiangqi::Color;

use super::Editing;
use crate::study::StudySession;
use xiangqi_ui::model::{Editor, Opponent, Tool};
use xiangqi_ui::words::{self, Msg};
use xiangqi_ui::words::{AnyMsg, StudyMsg};

/// A fixed message in the page's language, as a view or attribute value.
/// One function, so one closure type: every label shares its code.
fn tr(
    s: StudySession,
    msg: impl Into<AnyMsg>,
) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let msg: AnyMsg = msg.into();
    move || s.t(msg)
}

/// The id of the problem list, which the blocked buttons point to.
const PROBLEMS_ID: &str = "editor-problems";
/// The id of the FEN field's error.
const FEN_ERROR_ID: &str = "editor-fen-error";

/// A tool button: icon and short label, the full name for screen readers.
#[component]
fn ToolButton(
    testid: &'static str,
    icon: &'static str,
    #[prop(into)] msg: AnyMsg,
    #[prop(into)] help: AnyMsg,
    /// Whether the button shows as pressed (a tool in use), if it is a toggle.
    #[prop(optional, into)]
    pressed: Option<Signal<bool>>,
    on_press: Callback<()>,
) -> impl IntoView {
    let s = expect_context::<StudySession>();
    view! {
        <button
            class="control"
            data-testid=testid
            title=tr(s, help)
            aria-label=tr(s, help)
            aria-pressed=move || pressed.map(|p| p.get().to_string())
            on:click=move |_| on_press.run(())
        >
            <span class="icon" aria-hidden="true">{icon}</span>
            <span class="label">{tr(s, msg)}</span>
        </button>
    }
}

/// A wide button out of the editor, off while the set-up has problems.
#[component]
fn WayOut(
    testid: &'static str,
    #[prop(into)] label: Signal<&'static str>,
    #[prop(optional)] primary: bool,
    blocked: Memo<bool>,
    on_press: Callback<()>,
) -> impl IntoView {
    view! {
        <button
            class="wide"
            class:primary=primary
            data-testid=testid
            disabled=blocked
            aria-describedby=move || blocked.get().then_some(PROBLEMS_ID)
            on:click=move |_| on_press.run(())
        >
            {label}
        </button>
    }
}

/// The panel beside or under the board.
#[component]
pub fn EditorPanel() -> impl IntoView {
    let s = expect_context::<StudySession>();
    let ed = expect_context::<Editing>();
    let tool_is = move |tool: Tool| Signal::derive(move || ed.with(Editor::tool) == tool);
    view! {
        <aside class="panel editor-panel">
            <h2 class="editor-title">{tr(s, StudyMsg::SetUpPosition)}</h2>
            <p class="editor-help">{tr(s, StudyMsg::EditorHelp)}</p>
            <div class="controls editor-tools" role="toolbar" aria-label=tr(s, StudyMsg::SetUpPosition)>
                <ToolButton
                    testid="palette-move"
                    icon="✥"
                    msg=StudyMsg::MoveTool
                    help=StudyMsg::MoveToolHelp
                    pressed=tool_is(Tool::Move)
                    on_press=Callback::new(move |()| ed.act(|e| e.choose(Tool::Move)))
                />
                <ToolButton
                    testid="palette-erase"
                    icon="⌫"
                    msg=StudyMsg::Eraser
                    help=StudyMsg::EraserHelp
                    pressed=tool_is(Tool::Erase)
                    on_press=Callback::new(move |()| ed.act(|e| e.choose(Tool::Erase)))
                />
                <ToolButton
                    testid="editor-flip"
                    icon="⇅"
                    msg=Msg::FlipShort
                    help=Msg::Flip
                    on_press=Callback::new(move |()| ed.act(Editor::flip))
                />
                <ToolButton
                    testid="editor-clear"
                    icon="▢"
                    msg=StudyMsg::ClearBoard
                    help=StudyMsg::ClearBoardHelp
                    on_press=Callback::new(move |()| ed.act(Editor::clear))
                />
                <ToolButton
                    testid="editor-start"
                    icon="⟲"
                    msg=StudyMsg::StartPosition
                    help=StudyMsg::StartPositionHelp
                    on_press=Callback::new(move |()| ed.act(Editor::start_position))
                />
                <ToolButton
                    testid="editor-close"
                    icon="✕"
                    msg=Msg::Close
                    help=Msg::BackToGame
                    on_press=Callback::new(move |()| xiangqi_ui::web::go(""))
                />
            </div>
            <SideChoice
                legend=StudyMsg::SideToMove
                name="editor-side"
                chosen=Signal::derive(move || ed.with(|e| e.setup().side_to_move()))
                on_choose=Callback::new(move |c| ed.act(|e| e.set_side_to_move(c)))
            />
            <Problems />
            <WaysOut />
            <FenField />
        </aside>
    }
}

/// Two radio buttons, Red and Black.
#[component]
fn SideChoice(
    #[prop(into)] legend: AnyMsg,
    name: &'static str,
    #[prop(into)] chosen: Signal<Color>,
    on_choose: Callback<Color>,
) -> impl IntoView {
    let s = expect_context::<StudySession>();
    let option = move |color: Color| {
        let id = format!("{name}-{}", color.name());
        view! {
            <label class="side-option" data-testid=id.clone()>
                <input
                    type="radio"
                    name=name
                    prop:checked=move || chosen.get() == color
                    on:change=move |_| on_choose.run(color)
                />
                <span class=format!("side-dot {}", color.name()) aria-hidden="true"></span>
                {move || words::side(s.lang.get(), color)}
            </label>
        }
    };
    view! {
        <fieldset class="side-choice">
            <legend>{tr(s, legend)}</legend>
            {option(Color::Red)}
            {option(Color::Black)}
        </fieldset>
    }
}

/// What keeps the set-up from being played, or that it is legal. The list
/// is a live region, so each change is read out.
#[component]
fn Problems() -> impl IntoView {
    let s = expect_context::<StudySession>();
    let ed = expect_context::<Editing>();
    let problems = Memo::new(move |_| ed.with(|e| e.problems().to_vec()));
    let list = move || {
        let lang = s.lang.get();
        problems.with(|ps| {
            (!ps.is_empty()).then(|| {
                let items = ps
                    .iter()
                    .map(|p| view! { <li>{words::editor::setup_problem(lang, p)}</li> })
                    .collect_view();
                view! {
                    <p class="problems-title">{words::t(lang, StudyMsg::SetupBlocked)}</p>
                    <ul>{items}</ul>
                }
            })
        })
    };
    view! {
        <div
            class="editor-problems"
            class:empty=move || problems.with(Vec::is_empty)
            id=PROBLEMS_ID
            data-testid="editor-error"
            role="status"
        >
            {list}
        </div>
        <p class="editor-legal" class:hidden=move || problems.with(|p| !p.is_empty())>
            {tr(s, StudyMsg::SetupLegal)}
            {move || ed.with(Editor::over_at_once).then(|| {
                view! { " " {s.t(StudyMsg::OverAtOnce)} }
            })}
        </p>
    }
}

/// Play the computer (on the side chosen) or a friend, analyse, copy a
/// link: all off while the set-up has problems.
#[component]
fn WaysOut() -> impl IntoView {
    let s = expect_context::<StudySession>();
    let ed = expect_context::<Editing>();
    let blocked = Memo::new(move |_| ed.with(|e| !e.problems().is_empty()));
    let play = move |opponent: Opponent| {
        let query = s
            .settings
            .with_untracked(|st| ed.with_untracked(|e| e.play_query(opponent, st)));
        if let Some(query) = query {
            xiangqi_ui::web::go(&query);
        }
    };
    let analyse = move |()| {
        if let Some(query) = ed.with_untracked(Editor::analysis_query) {
            xiangqi_ui::web::go(&query);
        }
    };
    let copied = RwSignal::new(false);
    let copy = move |()| {
        if let Some(query) = ed.with_untracked(Editor::game_query) {
            let link = format!("{}{query}", xiangqi_ui::web::page_address());
            copied.set(xiangqi_ui::web::clipboard::write(&link));
        }
    };
    // "Copied" goes as soon as the board changes.
    Effect::new(move |_| {
        ed.with(|e| e.setup().to_fen());
        copied.set(false);
    });
    let copy_label = Signal::derive(move || {
        s.t(if copied.get() {
            AnyMsg::from(Msg::Copied)
        } else {
            AnyMsg::from(StudyMsg::CopyLink)
        })
    });
    view! {
        <div class="editor-out">
            <div class="editor-ai">
                <SideChoice
                    legend=StudyMsg::YouPlay
                    name="editor-player"
                    chosen=Signal::derive(move || ed.with(Editor::player))
                    on_choose=Callback::new(move |c| ed.act(|e| e.set_player(c)))
                />
                <LevelSelect />
                <WayOut
                    testid="editor-play-ai"
                    label=Signal::derive(tr(s, StudyMsg::PlayComputer))
                    primary=true
                    blocked
                    on_press=Callback::new(move |()| play(Opponent::Ai))
                />
            </div>
            <WayOut
                testid="editor-play-human"
                label=Signal::derive(tr(s, StudyMsg::PlayFriend))
                blocked
                on_press=Callback::new(move |()| play(Opponent::Human))
            />
            <WayOut
                testid="editor-analyse"
                label=Signal::derive(tr(s, StudyMsg::Analyse))
                blocked
                on_press=Callback::new(analyse)
            />
            <WayOut testid="editor-copy-link" label=copy_label blocked on_press=Callback::new(copy) />
        </div>
    }
}

/// The AI level for a game against the computer.
#[component]
fn LevelSelect() -> impl IntoView {
    let s = expect_context::<StudySession>();
    let ed = expect_context::<Editing>();
    let level = Memo::new(move |_| s.settings.with(|st| ed.with(|e| e.level(st))));
    let options = move || xiangqi_ui::widgets::level_options(s.lang.get(), level);
    view! {
        <label class="editor-level">
            <span>{tr(s, StudyMsg::Level)}</span>
            <select
                data-testid="editor-level"
                on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse::<u8>() {
                        ed.act(|e| e.set_level(n));
                    }
                }
            >
                {options}
            </select>
        </label>
    }
}

/// The FEN of the board, editable: a readable FEN replaces the board as it
/// is typed; otherwise the board stays and the field says why.
#[component]
fn FenField() -> impl IntoView {
    let s = expect_context::<StudySession>();
    let ed = expect_context::<Editing>();
    let text = Memo::new(move |_| ed.with(|e| e.fen_text().to_string()));
    let error = Memo::new(move |_| ed.with(|e| e.fen_error().cloned()));
    let message = move || {
        error
            .get()
            .map(|e| words::editor::fen_problem(s.lang.get(), &e))
    };
    view! {
        <label class="editor-fen">
            <span class="field-label">{tr(s, StudyMsg::PositionFen)}</span>
            <input
                type="text"
                data-testid="editor-fen"
                spellcheck="false"
                autocomplete="off"
                autocapitalize="off"
                prop:value=move || text.get()
                aria-invalid=move || error.with(Option::is_some).to_string()
                aria-describedby=move || error.with(Option::is_some).then_some(FEN_ERROR_ID)
                on:input=move |ev| {
                    let value = event_target_value(&ev);
                    ed.act(|e| e.type_fen(&value));
                }
            />
        </label>
        <p class="fen-error" id=FEN_ERROR_ID data-testid="editor-fen-error" role="alert">
            {message}
        </p>
    }
}
