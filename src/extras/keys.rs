//! The keyboard shortcuts, listed (the `?` key or the Keys button).

use leptos::prelude::*;

use super::{CloseRow, Extras, Modal};
use crate::words::Msg;

/// Each shortcut with what it does.
const SHORTCUTS: [(&str, Msg); 10] = [
    ("← →", Msg::KeyStep),
    ("Home End", Msg::KeyEnds),
    ("f", Msg::Flip),
    ("u, Ctrl+Z", Msg::Undo),
    ("h", Msg::Hint),
    ("n", Msg::NewGame),
    ("m", Msg::Menu),
    ("?", Msg::KeysTitle),
    ("Esc", Msg::KeyEscape),
    ("↑ ↓ ← → Enter", Msg::KeyBoard),
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
        <Modal testid="dialog-keys" title=Signal::derive(move || s.t(Msg::KeysTitle).to_string())>
            <dl class="keys" data-testid="keys-list">{rows}</dl>
            <CloseRow />
        </Modal>
    }
}
