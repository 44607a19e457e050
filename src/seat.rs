//! Face to face, each player strip is a seat turned to its player, holding
//! everything that player needs and nothing the other needs: their status,
//! their game buttons (take back, hint, offer a draw, resign, pause), and
//! the answer to the opponent's draw offer or takeback request.

use leptos::prelude::*;
use xiangqi::Color;

use crate::controls::short_label;
use crate::session::Session;
use xiangqi_ui::dialogs::ChoiceRow;
use xiangqi_ui::model::{Dialog, Effect, Table};
use xiangqi_ui::words::{self, Msg};

/// What a seated player needs to know: their move, the clocks paused, or
/// the result.
#[component]
pub fn SeatStatus(color: Signal<Color>) -> impl IntoView {
    let s = expect_context::<Session>();
    let text = move || {
        let lang = s.lang.get();
        if let Some(o) = s.outcome.get() {
            return words::outcome(lang, &o);
        }
        if s.clocks.with(xiangqi::Clocks::is_paused) {
            return s.t(Msg::ClocksPaused).to_string();
        }
        let (stm, check) = s
            .table
            .with(|t| (t.game().side_to_move(), t.game().is_check()));
        if stm != color.get() {
            return String::new();
        }
        let mut text = s.t(Msg::YourMove).to_string();
        if check {
            text.push(' ');
            text.push_str(s.t(Msg::Check));
        }
        text
    };
    view! {
        <span
            class="seat-status"
            class:over=move || s.outcome.with(Option::is_some)
            data-testid=move || format!("seat-status-{}", color.get().name())
        >
            {text}
            <crate::hint_said::HintSaid seat=color />
        </span>
    }
}

type SeatAction = fn(&mut Table, Color) -> Vec<Effect>;
type SeatCheck = fn(&Table, Color) -> bool;

/// A seated player's own buttons: take back (asked of the other seat),
/// hint (in their turn), offer a draw, resign, and the pause of a timed
/// game (resumed by the seat that paused); labelled, as large as touch
/// needs.
#[component]
pub fn SeatButtons(color: Signal<Color>) -> impl IntoView {
    let s = expect_context::<Session>();
    let over = move || s.outcome.with(Option::is_some);
    let button = move |id: &'static str,
                       icon: &'static str,
                       msg: Msg,
                       action: SeatAction,
                       enabled: SeatCheck| {
        let title = move || {
            let block = (id == "offer-draw")
                .then(|| s.table.with(|t| t.offer_block(color.get())))
                .flatten();
            block.map_or_else(
                || s.t(msg),
                |b| words::notices::offer_block(s.lang.get(), b),
            )
        };
        view! {
            <button
                class="seat-button"
                data-testid=move || format!("{id}-{}", color.get().name())
                title=title
                aria-label=move || s.t(msg)
                disabled=move || over() || !s.table.with(|t| enabled(t, color.get()))
                on:click=move |_| {
                    let c = color.get_untracked();
                    s.act(|t, _| action(t, c))
                }
            >
                <span aria-hidden="true">{icon}</span>
                <span class="seat-label" aria-hidden="true">{move || s.t(short_label(msg))}</span>
            </button>
        }
    };
    let timed = move || s.clocks.with(|c| !c.control().is_unlimited());
    let paused = move || !over() && s.clocks.with(xiangqi::Clocks::is_paused);
    // Another seat's pause is theirs to end.
    let held_by_other = move || {
        s.table
            .with(|t| t.paused_by().is_some_and(|by| by != color.get()))
    };
    view! {
        <span class="seat-buttons">
            {button("undo", "↶", Msg::Undo, |t, c| t.ask_takeback(c), |t, c| t.can_take_back(c))}
            {button("hint", "?", Msg::Hint, |t, _| t.ask_hint(), |t, c| {
                t.game().side_to_move() == c && t.can_move() && t.task().is_none()
            })}
            {button("offer-draw", "½", Msg::OfferDraw, |t, c| t.ask_offer_draw(c), |t, c| t.can_offer_draw(c))}
            {button("resign", "⚑", Msg::Resign, |t, c| t.ask_resign(c), |_, _| true)}
            <Show when=timed>
                <button
                    class="seat-button"
                    data-testid=move || format!("pause-{}", color.get().name())
                    aria-pressed=move || paused().to_string()
                    aria-label=move || s.t(if paused() { Msg::Resume } else { Msg::Pause })
                    disabled=move || over() || held_by_other()
                    on:click=move |_| {
                        let c = color.get_untracked();
                        s.act(|t, now| t.toggle_pause_by(c, now))
                    }
                >
                    <span aria-hidden="true">{move || if paused() { "▶" } else { "‖" }}</span>
                    <span class="seat-label" aria-hidden="true">
                        {move || s.t(if paused() { Msg::ResumeShort } else { Msg::PauseShort })}
                    </span>
                </button>
            </Show>
        </span>
    }
}

/// What is asked of this seat, or what this seat has asked: the
/// opponent's draw offer or takeback request with Accept and Decline, or
/// its own takeback request with Withdraw. Face to face it takes the place
/// of the seat's status and buttons in the seat's own strip, turned with it.
#[component]
pub fn SeatQuestion(color: Signal<Color>) -> impl IntoView {
    let s = expect_context::<Session>();
    let offered_by = Memo::new(move |_| {
        s.table
            .with(|t| t.draw_offers().pending())
            .map(|o| o.by)
            .filter(|by| *by != color.get() && s.outcome.with(Option::is_none))
    });
    let takeback_by = Memo::new(move |_| match s.dialog.get() {
        Dialog::Takeback(by) => Some(by),
        _ => None,
    });
    move || {
        let seat = color.get();
        let lang = s.lang;
        if let Some(by) = takeback_by.get() {
            if by == seat {
                return view! {
                    <div class="seat-question" role="group" data-testid=format!("takeback-waiting-{}", seat.name())>
                        <span class="seat-question-text">{move || s.t(Msg::TakebackWaiting)}</span>
                        <div class="dialog-buttons">
                            <button
                                class="secondary"
                                data-testid="withdraw-takeback"
                                on:click=move |_| s.act(|t, _| t.drop_takeback())
                            >
                                {move || s.t(Msg::Withdraw)}
                            </button>
                        </div>
                    </div>
                }
                .into_any();
            }
            return view! {
                <div class="seat-question" role="group" data-testid=format!("takeback-question-{}", seat.name())>
                    <span class="seat-question-text">
                        {move || words::takeback_request(lang.get(), by)}
                    </span>
                    <ChoiceRow
                        lang
                        no_testid="decline-takeback"
                        no_msg=Msg::Decline
                        on_no=Callback::new(move |()| s.act(|t, _| t.drop_takeback()))
                        yes_testid="accept-takeback"
                        yes_msg=Msg::Accept
                        on_yes=Callback::new(move |()| s.act(|t, now| t.accept_takeback(by, now)))
                    />
                </div>
            }
            .into_any();
        }
        match offered_by.get() {
            Some(by) => view! {
                <div
                    class="seat-question draw-offer"
                    role="group"
                    aria-label=move || s.t(Msg::DrawOffers)
                    data-testid="draw-offer"
                    data-by=by.name()
                >
                    <span class="seat-question-text">{move || words::draw_offer(lang.get(), by)}</span>
                    <crate::draw_offer::DrawAnswer />
                </div>
            }
            .into_any(),
            None => ().into_any(),
        }
    }
}
