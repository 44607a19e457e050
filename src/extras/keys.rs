//! The keyboard shortcuts, listed (the `?` key or the Keys button).

use leptos::prelude::*;

use super::{CloseRow, Extras, Modal};
use crate::words::Msg;
use crate::words::{StudyMsg, Word};

/// Each shortcut with what it does.
const SHORTCUTS: [(&str, Word); 10] = [
    ("← →", Word::Study(StudyMsg::KeyStep)),
    ("Home End", Word::Study(StudyMsg::KeyEnds)),
    ("f", Word::Page(Msg::Flip)),
    ("u, Ctrl+Z", Word::Page(Msg::Undo)),
    ("h", Word::Page(Msg::Hint)),
    ("n", Word::Page(Msg::NewGame)),
    ("m", Word::Page(Msg::Menu)),
    ("?", Word::Study(StudyMsg::KeysTitle)),
    ("Esc", Word::Study(StudyMsg::KeyEscape)),
    ("↑ ↓ ← → Enter", Word::Study(StudyMsg::KeyBoard)),
];

#[component]
pub fn Keys() -> impl IntoView {
    let s = expect_context::<Extras>();
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
        <Modal testid="dialog-keys" title=Signal::derive(move || s.t(Word::Study(StudyMsg::KeysTitle)).to_string())>
            <dl class="keys" data-testid="keys-list">{rows}</dl>
            <CloseRow />
        </Modal>
    }
}
