//! A pending draw offer, shown to both players until it is answered, with
//! the answering side's Accept and Decline (playing a move declines too).
//! Face to face the answer sits in the answering seat instead (see
//! `crate::seat`).

use crate::session::Session;
use leptos::prelude::*;
use xiangqi_ui::dialogs::ChoiceRow;
use xiangqi_ui::model::PendingOffer;
use xiangqi_ui::words::{self, Msg};

/// `data-testid="draw-offer"` with `data-by` (the offering side); its
/// buttons are `accept-draw` and `decline-draw`.
#[component]
pub fn DrawOfferBar() -> impl IntoView {
    let s = expect_context::<Session>();
    let pending = Memo::new(move |_| {
        s.table
            .with(|t| t.draw_offers().pending())
            .filter(|_| !s.mode.with(|m| m.face_to_face()))
    });
    move || {
        pending.get().map(|offer: PendingOffer| {
            let answerer = offer.by.other();
            let person_answers = s.mode.get().is_human(answerer);
            let text = move || {
                let lang = s.lang.get();
                let mut text = words::draw_offer(lang, offer.by);
                if person_answers {
                    text.push(' ');
                    text.push_str(&words::draw_answer_hint(lang, answerer));
                }
                text
            };
            view! {
                <div
                    class="draw-offer"
                    role="group"
                    aria-label=move || s.t(Msg::DrawOffers)
                    data-testid="draw-offer"
                    data-by=offer.by.name()
                >
                    <span class="draw-offer-text">{text}</span>
                    {person_answers.then(|| view! { <DrawAnswer /> })}
                </div>
            }
        })
    }
}

/// Accept and Decline of the pending draw offer (`accept-draw`,
/// `decline-draw`), in the panel's bar or in the answering seat.
#[component]
pub fn DrawAnswer() -> impl IntoView {
    let s = expect_context::<Session>();
    view! {
        <ChoiceRow
            lang=s.lang
            no_testid="decline-draw"
            no_msg=Msg::Decline
            on_no=Callback::new(move |()| s.act(|t, now| t.answer_draw(false, now)))
            yes_testid="accept-draw"
            yes_msg=Msg::Accept
            on_yes=Callback::new(move |()| s.act(|t, now| t.answer_draw(true, now)))
        />
    }
}
