//! The keyboard shortcuts, listed (the `?` key or the Keys button).

use leptos::prelude::*;

use super::{CloseRow, Dialogs, Modal};
use xiangqi_ui::words::Msg;
use xiangqi_ui::words::{AnyMsg, StudyMsg};

/// Each shortcut with what it does.
const SHORTCUTS: [(&str, AnyMsg); 10] = [
    ("← →", AnyMsg::Study(StudyMsg::KeyStep)),
    ("Home End", AnyMsg::Study(StudyMsg::KeyEnds)),
    ("f", AnyMsg::Page(Msg::Flip)),
    ("u, Ctrl+Z", AnyMsg::Page(Msg::Undo)),
    ("h", AnyMsg::Page(Msg::Hint)),
    ("n", AnyMsg::Page(Msg::NewGame)),
    ("m", AnyMsg::Page(Msg::Menu)),
    ("?", AnyMsg::Study(StudyMsg::KeysTitle)),
    ("Esc", AnyMsg::Study(StudyMsg::KeyEscape)),
    ("↑ ↓ ← → Enter", AnyMsg::Study(StudyMsg::KeyBoard)),
];

#[component]
pub fn Keys() -> impl IntoView {
    let s = expect_context::<Dialogs>();
    let rows = move || {
        SHORTCUTS
            .iter()
            .map(|&(keys, msg)| {
                view! {
                    <div class="key-row">
                        <dt><kbd>{keys}</kbd></dt>
                        <dd>{move || s.t(msg)}</dd>
                    </div>
                }
            })
            .collect_view()
    };
    view! {
        <Modal testid="dialog-keys" title=Signal::derive(move || s.t(AnyMsg::Study(StudyMsg::KeysTitle)).to_string())>
            <dl class="keys" data-testid="keys-list">{rows}</dl>
            <CloseRow />
        </Modal>
    }
}
