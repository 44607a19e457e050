//! The game buttons: new game, takeback, hint, flip, resign, offer draw,
//! and the player's switches (notation, sound, engine panel).

use leptos::prelude::*;
use xiangqi::Notation;

use crate::clock::PauseButton;
use crate::i18n::{t, Lang, Msg};
use crate::session::{Dialog, Session, Task};

/// One labelled button with an icon.
#[component]
fn ControlButton(
    testid: &'static str,
    icon: &'static str,
    msg: Msg,
    #[prop(into)] disabled: Signal<bool>,
    on_press: impl Fn() + 'static,
) -> impl IntoView {
    let s = expect_context::<Session>();
    view! {
        <button
            class="control"
            data-testid=testid
            title=move || t(s.lang.get(), msg)
            aria-label=move || t(s.lang.get(), msg)
            disabled=move || disabled.get()
            on:click=move |_| on_press()
        >
            <span class="icon" aria-hidden="true">{icon}</span>
            <span class="label">{move || t(s.lang.get(), msg)}</span>
        </button>
    }
}

/// The row of game buttons.
#[component]
pub fn Controls() -> impl IntoView {
    let s = expect_context::<Session>();
    let over = Memo::new(move |_| s.game.with(|g| g.is_over()));
    let busy = move || s.task.get().is_some();
    view! {
        <nav class="controls" aria-label=move || t(s.lang.get(), Msg::Controls)>
            <ControlButton
                testid="new-game"
                icon="＋"
                msg=Msg::NewGame
                disabled=Signal::stored(false)
                on_press=move || s.dialog.set(Dialog::NewGame)
            />
            <ControlButton
                testid="undo"
                icon="↶"
                msg=Msg::Undo
                disabled=Signal::derive(move || !s.can_undo())
                on_press=move || s.undo()
            />
            <ControlButton
                testid="hint"
                icon="?"
                msg=Msg::Hint
                disabled=Signal::derive(move || !s.can_move() || busy())
                on_press=move || s.ask_hint()
            />
            <ControlButton
                testid="flip"
                icon="⇅"
                msg=Msg::Flip
                disabled=Signal::derive(move || s.players.with(|p| p.face_to_face()))
                on_press=move || s.flip()
            />
            <ControlButton
                testid="offer-draw"
                icon="½"
                msg=Msg::OfferDraw
                disabled=Signal::derive(move || !s.can_offer_draw())
                on_press=move || s.offer_draw()
            />
            <ControlButton
                testid="resign"
                icon="⚑"
                msg=Msg::Resign
                disabled=Signal::derive(move || over.get())
                on_press=move || s.ask_resign()
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
            <button class="toggle" data-testid=id on:click=move |_| s.dialog.set(dialog)>
                {move || t(s.lang.get(), msg)}
            </button>
        }
    };
    view! {
        <div class="tools">
            <PauseButton />
            {tool("export", Msg::Export, Dialog::Export)}
            {tool("import", Msg::Import, Dialog::Import)}
            {tool("history", Msg::History, Dialog::History)}
            <crate::pwa::InstallButton />
        </div>
    }
}

/// Notation choice and the sound / engine switches.
#[component]
pub fn Preferences() -> impl IntoView {
    let s = expect_context::<Session>();
    let notation = move || s.settings.with(|st| st.notation());
    let option = move |n: Notation| {
        let label = move || match n {
            Notation::Chinese => t(s.lang.get(), Msg::NotationChinese).to_string(),
            Notation::Wxf => "WXF".to_string(),
            Notation::Iccs => "ICCS".to_string(),
        };
        view! {
            <option value=n.name() selected=move || notation() == n>
                {label}
            </option>
        }
    };
    let lang = move || s.lang.get();
    let simplified = move || s.settings.with(|st| st.simplified);
    let hints = move || s.settings.with(|st| st.hints);
    view! {
        <div class="preferences">
            <label class="pref">
                <span class="sr-only">{move || t(lang(), Msg::Language)}</span>
                <select
                    data-testid="lang-switch"
                    aria-label=move || t(lang(), Msg::Language)
                    on:change=move |ev| match event_target_value(&ev).as_str() {
                        "zh" => s.set_lang(Lang::Zh),
                        _ => s.set_lang(Lang::En),
                    }
                >
                    <option value="zh" selected=move || lang() == Lang::Zh>"简体中文"</option>
                    <option value="en" selected=move || lang() == Lang::En>"English"</option>
                </select>
            </label>
            <label class="pref">
                <span>{move || t(lang(), Msg::Pieces)}</span>
                <select
                    data-testid="piece-chars"
                    on:change=move |ev| s.set_simplified(event_target_value(&ev) == "simplified")
                >
                    <option value="traditional" selected=move || !simplified()>
                        {move || t(lang(), Msg::Traditional)}
                    </option>
                    <option value="simplified" selected=simplified>
                        {move || t(lang(), Msg::Simplified)}
                    </option>
                </select>
                <select
                    data-testid="piece-style"
                    aria-label=move || t(lang(), Msg::PieceStyle)
                    on:change=move |ev| s.set_hints(event_target_value(&ev) == "hints")
                >
                    <option value="plain" selected=move || !hints()>
                        {move || t(lang(), Msg::StylePlain)}
                    </option>
                    <option value="hints" selected=hints>
                        {move || t(lang(), Msg::StyleHints)}
                    </option>
                </select>
            </label>
            <label class="pref">
                <span>{move || t(s.lang.get(), Msg::Notation)}</span>
                <select
                    data-testid="notation"
                    on:change=move |ev| {
                        if let Ok(n) = event_target_value(&ev).parse::<Notation>() {
                            s.set_notation(n);
                        }
                    }
                >
                    {option(Notation::Chinese)}
                    {option(Notation::Wxf)}
                    {option(Notation::Iccs)}
                </select>
            </label>
            <button
                class="toggle"
                data-testid="sound"
                aria-pressed=move || s.settings.with(|st| st.sound).to_string()
                title=move || t(s.lang.get(), Msg::Sound)
                on:click=move |_| s.toggle_sound()
            >
                {move || if s.settings.with(|st| st.sound) { "♪" } else { "×♪" }}
                <span class="label">{move || t(s.lang.get(), Msg::Sound)}</span>
            </button>
            <button
                class="toggle"
                data-testid="engine-toggle"
                aria-pressed=move || s.settings.with(|st| st.engine_panel).to_string()
                title=move || t(s.lang.get(), Msg::EnginePanel)
                on:click=move |_| s.toggle_engine_panel()
            >
                "≈"
                <span class="label">{move || t(s.lang.get(), Msg::EnginePanel)}</span>
            </button>
        </div>
    }
}

/// Depth, score and principal variation of the latest search.
#[component]
pub fn EnginePanel() -> impl IntoView {
    let s = expect_context::<Session>();
    let shown = move || s.settings.with(|st| st.engine_panel);
    let body = move || {
        let lang = s.lang.get();
        let notation = s.settings.with(|st| st.notation());
        let thinking = matches!(
            s.task.get(),
            Some((Task::AiMove | Task::Hint | Task::Draw, _))
        );
        s.info.get().map(|info| {
            let score = match info.score_red {
                crate::ai::protocol::WireScore::Cp(c) => pawns(c),
                crate::ai::protocol::WireScore::Mate(n) => format!("#{n}"),
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
                    <dt>{t(lang, Msg::Depth)}</dt>
                    <dd data-testid="engine-depth">{info.depth}</dd>
                    <dt>{t(lang, Msg::Score)}</dt>
                    <dd data-testid="engine-score">{score}</dd>
                    <dt>{t(lang, Msg::BestLine)}</dt>
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

/// Centipawns as signed pawns with two decimals (`+0.35`, `-1.20`), in
/// integer arithmetic, which keeps float printing out of the wasm.
fn pawns(centipawns: i32) -> String {
    let sign = if centipawns < 0 { '-' } else { '+' };
    let c = centipawns.unsigned_abs();
    format!("{sign}{}.{:02}", c / 100, c % 100)
}

#[cfg(test)]
mod tests {
    use super::pawns;

    #[test]
    fn scores_read_as_signed_pawns() {
        assert_eq!(pawns(35), "+0.35");
        assert_eq!(pawns(-120), "-1.20");
        assert_eq!(pawns(0), "+0.00");
    }
}
