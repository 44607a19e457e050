//! The menu: what the play screen keeps off its face so that the board,
//! the players, the clocks and the moves always fit — the game's tools,
//! records, study screens, preferences and help, in one sheet.

use leptos::prelude::*;
use xiangqi::Notation;

use super::notation_select::NotationSelect;
use super::{CloseRow, Dialogs, Modal};
use xiangqi_ui::model::{BoardLook, Dialog, DialogCommand, Lang, PieceSet, Theme};
use xiangqi_ui::words::{AnyMsg, Msg, StudyMsg};

/// `data-testid="dialog-menu"`. Its buttons keep the test ids they had on
/// the play screen (`analyse`, `export`, `lang-switch`, …).
#[component]
pub fn Menu() -> impl IntoView {
    let s = expect_context::<Dialogs>();
    let open = move |id: &'static str, msg: AnyMsg, dialog: Dialog| {
        view! {
            <button class="menu-item" data-testid=id on:click=move |_| {
                s.send(DialogCommand::Open(dialog));
            }>
                {move || s.t(msg)}
            </button>
        }
    };
    let act = move |id: &'static str, msg: AnyMsg, command: fn() -> DialogCommand| {
        view! {
            <button class="menu-item" data-testid=id on:click=move |_| {
                s.send(command());
            }>
                {move || s.t(msg)}
            </button>
        }
    };
    let can_analyse = move || s.context.with(|c| c.can_analyse);
    let paused = move || s.context.with(|c| c.paused);
    let installable = move || s.context.with(|c| c.installable);
    view! {
        <Modal testid="dialog-menu" title=Signal::derive(move || s.t(Msg::Menu).to_string())>
            <section class="menu-group" aria-label=move || s.t(StudyMsg::MenuGame)>
                <h3>{move || s.t(StudyMsg::MenuGame)}</h3>
                {open("menu-new-game", Msg::NewGame.into(), Dialog::NewGame)}
                {act("friend-device", StudyMsg::FriendDevice.into(), || DialogCommand::FriendDevice)}
                {act("menu-jieqi", StudyMsg::Jieqi.into(), || DialogCommand::Jieqi)}
                {move || paused().map(|paused| view! {
                    <button
                        class="menu-item"
                        data-testid="clock-pause"
                        aria-pressed=paused.to_string()
                        on:click=move |_| {
                            s.send(DialogCommand::TogglePause);
                        }
                    >
                        {move || s.t(if paused { Msg::Resume } else { Msg::Pause })}
                    </button>
                })}
                {open("history", StudyMsg::History.into(), Dialog::History)}
                {open("record", StudyMsg::YourRecord.into(), Dialog::Record)}
            </section>
            <section class="menu-group" aria-label=move || s.t(StudyMsg::MenuStudy)>
                <h3>{move || s.t(StudyMsg::MenuStudy)}</h3>
                <button
                    class="menu-item"
                    data-testid="analyse"
                    disabled=move || !can_analyse()
                    title=move || s.t(if can_analyse() { StudyMsg::AnalyseHere } else { StudyMsg::AnalyseBlocked })
                    on:click=move |_| {
                        s.send(DialogCommand::Analyse);
                    }
                >
                    {move || s.t(StudyMsg::Analyse)}
                </button>
                {act("set-up", StudyMsg::SetUpPosition.into(), || DialogCommand::EditPosition)}
                {act("puzzles", StudyMsg::Puzzles.into(), || DialogCommand::Puzzles)}
                {act("learn", StudyMsg::Learn.into(), || DialogCommand::Learn)}
                {act("endgames", StudyMsg::Endgames.into(), || DialogCommand::Endgames)}
            </section>
            <section class="menu-group" aria-label=move || s.t(StudyMsg::MenuFiles)>
                <h3>{move || s.t(StudyMsg::MenuFiles)}</h3>
                {open("import", StudyMsg::Import.into(), Dialog::Import)}
                {open("export", StudyMsg::Export.into(), Dialog::Export)}
            </section>
            <Preferences />
            <super::your_data::YourData />
            <section class="menu-group" aria-label=move || s.t(StudyMsg::MenuHelp)>
                <h3>{move || s.t(StudyMsg::MenuHelp)}</h3>
                {open("rules", StudyMsg::RulesButton.into(), Dialog::Rules)}
                {open("keys", StudyMsg::Keys.into(), Dialog::Keys)}
                {move || installable().then(|| act("install", StudyMsg::InstallApp.into(), || DialogCommand::Install))}
            </section>
            <CloseRow />
        </Modal>
    }
}

/// The words of each theme.
fn theme_word(theme: Theme) -> StudyMsg {
    match theme {
        Theme::Device => StudyMsg::ThemeDevice,
        Theme::Light => StudyMsg::ThemeLight,
        Theme::Dark => StudyMsg::ThemeDark,
    }
}

/// The words of each board's look.
fn board_word(look: BoardLook) -> StudyMsg {
    match look {
        BoardLook::Wood => StudyMsg::BoardWood,
        BoardLook::Plain => StudyMsg::BoardPlain,
        BoardLook::Paper => StudyMsg::BoardPaper,
    }
}

/// The words of each piece set.
fn pieces_word(set: PieceSet) -> StudyMsg {
    match set {
        PieceSet::Characters => StudyMsg::PiecesCharacters,
        PieceSet::Pictures => StudyMsg::PiecesPictures,
        PieceSet::Print => StudyMsg::PiecesPrint,
    }
}

/// A preference chosen from a list: each of `options` (its value, its
/// name as the select's value, its words), the one `chosen` says
/// selected, `choose` called with the player's pick.
fn pref_list<T: Copy + PartialEq + Send + Sync + 'static, const N: usize>(
    s: Dialogs,
    testid: &'static str,
    label: StudyMsg,
    options: [(T, &'static str, StudyMsg); N],
    chosen: impl Fn() -> T + Copy + Send + Sync + 'static,
    choose: impl Fn(T) + 'static,
) -> impl IntoView {
    view! {
        <label class="pref">
            <span>{move || s.t(label)}</span>
            <select
                data-testid=testid
                on:change=move |ev| {
                    let picked = event_target_value(&ev);
                    if let Some(&(value, _, _)) = options.iter().find(|(_, name, _)| *name == picked) {
                        choose(value);
                    }
                }
            >
                {options
                    .into_iter()
                    .map(|(value, name, word)| view! {
                        <option value=name selected=move || chosen() == value>
                            {move || s.t(word)}
                        </option>
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

/// Language, pieces, notation, and the sound and engine switches.
#[component]
fn Preferences() -> impl IntoView {
    let s = expect_context::<Dialogs>();
    let settings =
        move |f: fn(&xiangqi_ui::model::Settings) -> bool| s.context.with(|c| f(&c.settings));
    let simplified = move || s.context.with(|c| c.settings.simplified(s.lang.get()));
    let hints = move || settings(|st| st.hints);
    let sound = move || settings(|st| st.sound);
    let engine_panel = move || settings(|st| st.engine_panel);
    let theme = move || s.context.with(|c| c.settings.theme);
    let board = move || s.context.with(|c| c.settings.board);
    let pieces = move || s.context.with(|c| c.settings.pieces);
    let lang = move || s.lang.get();
    view! {
        <section class="menu-group preferences" aria-label=move || s.t(StudyMsg::Preferences)>
            <h3>{move || s.t(StudyMsg::Preferences)}</h3>
            <label class="pref">
                <span>{move || s.t(StudyMsg::Language)}</span>
                <select
                    data-testid="lang-switch"
                    on:change=move |ev| {
                        s.send(DialogCommand::SetLang(event_target_value(&ev)));
                    }
                >
                    {Lang::ALL
                        .into_iter()
                        .map(|l| view! {
                            <option value=l.code() lang=l.code() selected=move || lang() == l>
                                {l.name()}
                            </option>
                        })
                        .collect_view()}
                </select>
            </label>
            <label class="pref">
                <span>{move || s.t(StudyMsg::Pieces)}</span>
                <select
                    data-testid="piece-chars"
                    on:change=move |ev| {
                        s.send(DialogCommand::SetSimplified(event_target_value(&ev) == "simplified"));
                    }
                >
                    <option value="traditional" selected=move || !simplified()>
                        {move || s.t(StudyMsg::Traditional)}
                    </option>
                    <option value="simplified" selected=simplified>
                        {move || s.t(StudyMsg::Simplified)}
                    </option>
                </select>
            </label>
            <label class="pref">
                <span>{move || s.t(StudyMsg::PieceStyle)}</span>
                <select
                    data-testid="piece-style"
                    on:change=move |ev| {
                        s.send(DialogCommand::SetHints(event_target_value(&ev) == "hints"));
                    }
                >
                    <option value="plain" selected=move || !hints()>
                        {move || s.t(StudyMsg::StylePlain)}
                    </option>
                    <option value="hints" selected=hints>
                        {move || s.t(StudyMsg::StyleHints)}
                    </option>
                </select>
            </label>
            {pref_list(
                s,
                "theme",
                StudyMsg::Theme,
                Theme::ALL.map(|t| (t, t.name(), theme_word(t))),
                theme,
                move |t| {
                    s.send(DialogCommand::SetTheme(t));
                },
            )}
            {pref_list(
                s,
                "piece-set",
                StudyMsg::PieceSet,
                PieceSet::ALL.map(|p| (p, p.name(), pieces_word(p))),
                pieces,
                move |p| {
                    s.send(DialogCommand::SetPieces(p));
                },
            )}
            {pref_list(
                s,
                "board-look",
                StudyMsg::BoardLook,
                BoardLook::ALL.map(|b| (b, b.name(), board_word(b))),
                board,
                move |b| {
                    s.send(DialogCommand::SetBoard(b));
                },
            )}
            <NotationSelect
                testid="notation"
                for_display=true
                lang=s.lang
                chosen=s.notation
                on_choose=move |n: Notation| {
                    s.send(DialogCommand::SetNotation(n.name().to_string()));
                }
            />
            <button
                class="toggle"
                data-testid="sound"
                aria-pressed=move || sound().to_string()
                on:click=move |_| {
                    s.send(DialogCommand::ToggleSound);
                }
            >
                <span aria-hidden="true">{move || if sound() { "♪ " } else { "×♪ " }}</span>
                {move || s.t(StudyMsg::Sound)}
            </button>
            <button
                class="toggle"
                data-testid="engine-toggle"
                aria-pressed=move || engine_panel().to_string()
                on:click=move |_| {
                    s.send(DialogCommand::ToggleEnginePanel);
                }
            >
                <span aria-hidden="true">"≈ "</span>
                {move || s.t(StudyMsg::EnginePanel)}
            </button>
            <StunPreference />
        </section>
    }
}

/// The STUN server a live game with a friend on another device uses (the
/// same one the live set-up shows); kept as soon as it is typed.
#[component]
fn StunPreference() -> impl IntoView {
    let s = expect_context::<Dialogs>();
    let stun = xiangqi_ui::web::storage::load_stun().unwrap_or_default();
    let open = !stun.is_empty();
    view! {
        <details class="pref-advanced" data-testid="pref-advanced" open=open>
        <summary>{move || s.t(StudyMsg::StunAdvanced)}</summary>
        <p class="pref-why">{move || s.t(StudyMsg::StunWhy)}</p>
        <label class="pref pref-wide">
            <span>{move || s.t(StudyMsg::StunServer)}</span>
            <input
                type="text"
                data-testid="pref-stun"
                placeholder="stun:stun.example.org:3478"
                prop:value=stun
                on:input=move |e| {
                    let text = event_target_value(&e);
                    xiangqi_ui::web::storage::save(xiangqi_ui::web::storage::FRIEND_STUN, &text.trim().to_string());
                }
            />
        </label>
        </details>
    }
}
