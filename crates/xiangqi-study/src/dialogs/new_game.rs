//! Set-up of a new game: opponent, side, AI level, a handicap (让子),
//! time control, and how two players sit.

use leptos::prelude::*;
use xiangqi::{Color, TimeControl};

use super::{Dialogs, Modal};
use xiangqi_ui::dialogs::ChoiceRow;
use xiangqi_ui::model::handicap::Handicap;
use xiangqi_ui::model::{DialogCommand, Lang, NewGameChoice, Opponent, Seating, SideChoice};
use xiangqi_ui::words::{self, t, Msg};
use xiangqi_ui::words::{AnyMsg, StudyMsg};

/// The value of the custom entry in the time control list.
const CUSTOM: &str = "custom";

/// One radio button of the group `group`: checked while `chosen` holds
/// `value`, choosing it sets `chosen`.
fn radio_choice<T: Copy + PartialEq + Send + Sync + 'static>(
    group: &'static str,
    chosen: RwSignal<T>,
    lang: Memo<Lang>,
    value: T,
    msg: impl Into<AnyMsg>,
    id: &'static str,
) -> impl IntoView {
    let msg: AnyMsg = msg.into();
    view! {
        <label class="choice">
            <input
                type="radio"
                name=group
                data-testid=id
                checked=move || chosen.get() == value
                on:change=move |_| chosen.set(value)
            />
            <span>{move || t(lang.get(), msg)}</span>
        </label>
    }
}

/// The name of a handicap in the dialog.
fn handicap_word(handicap: Handicap) -> StudyMsg {
    match handicap {
        Handicap::None => StudyMsg::HandicapNone,
        Handicap::Horse => StudyMsg::HandicapHorse,
        Handicap::Cannon => StudyMsg::HandicapCannon,
        Handicap::Chariot => StudyMsg::HandicapChariot,
        Handicap::TwoHorses => StudyMsg::HandicapTwoHorses,
        Handicap::HorseAndCannon => StudyMsg::HandicapHorseAndCannon,
        Handicap::ChariotAndHorse => StudyMsg::HandicapChariotAndHorse,
    }
}

#[component]
pub fn NewGame() -> impl IntoView {
    let s = expect_context::<Dialogs>();
    let settings = s.context.with_untracked(|c| c.settings.clone());
    let opponent = RwSignal::new(settings.opponent);
    let side = RwSignal::new(settings.side);
    let level = RwSignal::new(settings.level());
    let seating = RwSignal::new(settings.seating);
    let auto_flip = RwSignal::new(settings.auto_flip);
    // Each game's own: an even game unless chosen.
    let handicap = RwSignal::new(Handicap::None);
    let giver = RwSignal::new(Color::Red);
    let last = settings.time_control;
    let is_preset = TimeControl::presets().iter().any(|p| p.control == last);
    // The list's value: a preset's text, or `custom`.
    let tc_choice = RwSignal::new(if is_preset {
        last.to_string()
    } else {
        CUSTOM.to_string()
    });
    let custom_text = RwSignal::new(if is_preset {
        String::new()
    } else {
        last.to_string()
    });
    let control = Memo::new(move |_| {
        let choice = tc_choice.get();
        let text = if choice == CUSTOM {
            custom_text.get()
        } else {
            choice
        };
        text.parse::<TimeControl>()
    });
    let lang = s.lang;
    let presets = move || {
        let l = lang.get();
        let chosen = tc_choice.get_untracked();
        let mut options: Vec<_> = TimeControl::presets()
            .iter()
            .map(|p| {
                let value = p.control.to_string();
                let selected = value == chosen;
                view! {
                    <option value=value selected=selected>
                        {words::preset_name(l, p)}
                    </option>
                }
                .into_any()
            })
            .collect();
        options.push(
            view! {
                <option value=CUSTOM selected=chosen == CUSTOM>
                    {t(l, StudyMsg::CustomTime)}
                </option>
            }
            .into_any(),
        );
        options
    };
    let levels = move || xiangqi_ui::widgets::level_options(lang.get(), level);
    let start = move |()| {
        let Ok(time_control) = control.get_untracked() else {
            return;
        };
        let choice = NewGameChoice {
            opponent: opponent.get_untracked(),
            side: side.get_untracked(),
            level: level.get_untracked(),
            time_control,
            seating: seating.get_untracked(),
            auto_flip: auto_flip.get_untracked(),
            handicap: handicap.get_untracked(),
            handicap_giver: giver.get_untracked(),
        };
        s.send(DialogCommand::NewGame(choice));
    };
    let two_players = move || opponent.get() == Opponent::Human;
    view! {
        <Modal testid="dialog-new-game" title=Signal::derive(move || t(lang.get(), StudyMsg::NewGameTitle).to_string())>
            <fieldset>
                <legend>{move || t(lang.get(), StudyMsg::Opponent)}</legend>
                {radio_choice("opponent", opponent, lang, Opponent::Ai, StudyMsg::OpponentAi, "opponent-ai")}
                {radio_choice("opponent", opponent, lang, Opponent::Human, StudyMsg::OpponentHuman, "opponent-human")}
            </fieldset>
            // A friend game asks only for the clock and the seating.
            <Show when=move || !two_players()>
                <fieldset>
                    <legend>{move || t(lang.get(), StudyMsg::YourSide)}</legend>
                    {radio_choice("side", side, lang, SideChoice::Red, Msg::Red, "side-red")}
                    {radio_choice("side", side, lang, SideChoice::Black, Msg::Black, "side-black")}
                    {radio_choice("side", side, lang, SideChoice::Random, StudyMsg::Random, "side-random")}
                </fieldset>
                <label class="level">
                    <span>{move || t(lang.get(), StudyMsg::Level)}</span>
                    <select
                        data-testid="level"
                        aria-describedby="level-note"
                        on:change=move |ev| {
                            if let Ok(n) = event_target_value(&ev).parse::<u8>() {
                                level.set(n);
                            }
                        }
                    >
                        {levels}
                    </select>
                    <span class="field-note" id="level-note" data-testid="level-note">
                        {move || {
                            let timed = control
                                .get()
                                .is_ok_and(|c| c != TimeControl::UNLIMITED);
                            words::level_note(lang.get(), level.get(), timed)
                        }}
                    </span>
                </label>
            </Show>
            <label class="level">
                <span>{move || t(lang.get(), StudyMsg::Handicap)}</span>
                <select
                    data-testid="handicap"
                    on:change=move |ev| {
                        if let Some(h) = Handicap::from_name(&event_target_value(&ev)) {
                            handicap.set(h);
                        }
                    }
                >
                    {Handicap::ALL
                        .into_iter()
                        .map(|h| view! {
                            <option value=h.name() selected=move || handicap.get() == h>
                                {move || t(lang.get(), handicap_word(h))}
                            </option>
                        })
                        .collect_view()}
                </select>
            </label>
            <Show when=move || handicap.get() != Handicap::None>
                <p class="field-note" data-testid="handicap-note">
                    {move || {
                        // Two players: as between strong players.
                        let at = if two_players() { 6 } else { level.get() };
                        xiangqi_ui::words::sentences::handicap_worth(lang.get(), handicap.get(), at)
                    }}
                </p>
                <fieldset>
                    <legend>{move || t(lang.get(), StudyMsg::HandicapGiver)}</legend>
                    {radio_choice("giver", giver, lang, Color::Red, StudyMsg::RedGives, "giver-red")}
                    {radio_choice("giver", giver, lang, Color::Black, StudyMsg::BlackGives, "giver-black")}
                </fieldset>
            </Show>
            <label class="level">
                <span>{move || t(lang.get(), StudyMsg::TimeControl)}</span>
                <select
                    data-testid="time-control"
                    on:change=move |ev| tc_choice.set(event_target_value(&ev))
                >
                    {presets}
                </select>
            </label>
            <Show when=move || tc_choice.get() == CUSTOM>
                <label class="level">
                    <span>{move || t(lang.get(), StudyMsg::CustomTimeHelp)}</span>
                    <input
                        type="text"
                        data-testid="time-custom"
                        placeholder="10+5, 5 3x30, 40/90, 30, 60 s/move"
                        prop:value=move || custom_text.get()
                        on:input=move |ev| custom_text.set(event_target_value(&ev))
                    />
                </label>
                // Neutral until something is typed; then what it reads as,
                // or (in red) that it cannot be read.
                <p
                    class="field-note"
                    class:field-error=move || !custom_text.get().trim().is_empty() && control.get().is_err()
                    data-testid="time-error"
                >
                    {move || match control.get() {
                        _ if custom_text.get().trim().is_empty() => String::new(),
                        Ok(tc) => words::time_control(lang.get(), &tc),
                        Err(_) => t(lang.get(), StudyMsg::BadTimeControl).to_string(),
                    }}
                </p>
            </Show>
            <Show when=move || control.get().is_ok_and(|tc| !tc.is_unlimited())>
                <p class="field-note" data-testid="clock-start-note">
                    {move || t(lang.get(), StudyMsg::ClockStartsAtOnce)}
                </p>
            </Show>
            <Show when=two_players>
                <fieldset>
                    <legend>{move || t(lang.get(), StudyMsg::Seating)}</legend>
                    {radio_choice("seating", seating, lang, Seating::SideBySide, StudyMsg::SideBySide, "seating-side-by-side")}
                    {radio_choice("seating", seating, lang, Seating::FaceToFace, StudyMsg::FaceToFace, "seating-face-to-face")}
                    <label class="choice" class:disabled=move || seating.get() == Seating::FaceToFace>
                        <input
                            type="checkbox"
                            data-testid="auto-flip"
                            disabled=move || seating.get() == Seating::FaceToFace
                            checked=move || auto_flip.get()
                            on:change=move |ev| auto_flip.set(event_target_checked(&ev))
                        />
                        <span>{move || t(lang.get(), StudyMsg::AutoFlip)}</span>
                    </label>
                </fieldset>
            </Show>
            <ChoiceRow
                lang=s.lang
                no_testid="cancel"
                no_msg=StudyMsg::Cancel
                on_no=Callback::new(move |()| s.close())
                yes_testid="start"
                yes_msg=StudyMsg::Start
                on_yes=Callback::new(start)
                yes_disabled=Signal::derive(move || control.with(Result::is_err))
            />
        </Modal>
    }
}
