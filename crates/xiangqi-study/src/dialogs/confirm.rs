//! Yes/no questions: resign, offer a draw, and a takeback between two
//! players (put to the player who must answer).

use leptos::prelude::*;
use xiangqi::Color;

use super::{Dialogs, Modal};
use xiangqi_ui::dialogs::ChoiceRow;
use xiangqi_ui::model::DialogCommand;
use xiangqi_ui::words::StudyMsg;
use xiangqi_ui::words::{self, Msg};

/// "Resign this game?"
#[component]
pub fn ConfirmResign(by: Color) -> impl IntoView {
    let s = expect_context::<Dialogs>();
    let title = Signal::derive(move || {
        if !s.context.with(|c| c.vs_ai) {
            words::resign_question(s.lang.get(), by)
        } else {
            s.t(StudyMsg::ConfirmResign).to_string()
        }
    });
    view! {
        <Modal testid="dialog-resign" title>
            <ChoiceRow
                lang=s.lang
                no_testid="cancel"
                no_msg=StudyMsg::Cancel
                on_no=Callback::new(move |()| s.close())
                yes_testid="confirm"
                yes_msg=StudyMsg::ResignYes
                on_yes=Callback::new(move |()| {
                    s.send(DialogCommand::Resign(by));
                })
                danger=true
            />
        </Modal>
    }
}

/// "Offer a draw? It cannot be withdrawn."
#[component]
pub fn ConfirmDrawOffer(by: Color) -> impl IntoView {
    let s = expect_context::<Dialogs>();
    let title = Signal::derive(move || words::draw_offer_question(s.lang.get(), by));
    view! {
        <Modal testid="dialog-offer-draw" title>
            <ChoiceRow
                lang=s.lang
                no_testid="cancel"
                no_msg=StudyMsg::Cancel
                on_no=Callback::new(move |()| s.close())
                yes_testid="confirm"
                yes_msg=Msg::OfferDraw
                on_yes=Callback::new(move |()| {
                    s.send(DialogCommand::OfferDraw(by));
                })
            />
        </Modal>
    }
}

/// "Red asks to take back a move. Black, do you agree?"
#[component]
pub fn Takeback(by: Color) -> impl IntoView {
    let s = expect_context::<Dialogs>();
    view! {
        <Modal
            testid="dialog-takeback"
            title=Signal::derive(move || words::takeback_request(s.lang.get(), by))
        >
            <ChoiceRow
                lang=s.lang
                no_testid="decline"
                no_msg=Msg::Decline
                on_no=Callback::new(move |()| s.close())
                yes_testid="accept"
                yes_msg=Msg::Accept
                on_yes=Callback::new(move |()| {
                    s.send(DialogCommand::AcceptTakeback(by));
                })
            />
        </Modal>
    }
}
