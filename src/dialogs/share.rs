//! Export (FEN, game record, link) and import (FEN, game record).
//!
//! Each text is shown in a selectable text area, so that copying works even
//! where the clipboard API is missing; the copy buttons use
//! `navigator.clipboard.writeText` when the browser offers it.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use xiangqi::{GameRecord, Position};

use super::{close, CloseRow, Modal};
use crate::controls::NotationSelect;
use crate::model::Notice;
use crate::session::Session;
use crate::words::{self, t, Msg};

/// Copies `text` to the clipboard when the browser allows it; says so.
fn copy(s: &Session, text: &str) {
    let copied = (|| {
        let navigator = web_sys::window()?.navigator();
        let clipboard = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard")).ok()?;
        let write = js_sys::Reflect::get(&clipboard, &JsValue::from_str("writeText")).ok()?;
        let write: js_sys::Function = write.dyn_into().ok()?;
        let promise = write.call1(&clipboard, &JsValue::from_str(text)).ok()?;
        // A refusal (no permission) is not an error worth a console message.
        if let Ok(p) = promise.dyn_into::<js_sys::Promise>() {
            let ignore = wasm_bindgen::closure::Closure::<dyn FnMut(JsValue)>::new(|_| {});
            let _ = p.catch(&ignore);
            ignore.forget();
        }
        Some(())
    })()
    .is_some();
    let notice = if copied {
        Notice::Copied
    } else {
        Notice::SelectToCopy
    };
    s.act(|t, _| t.notify(notice));
}

/// A labelled read-only text with a copy button.
#[component]
fn CopyField(
    label: Msg,
    testid: &'static str,
    copy_id: &'static str,
    #[prop(into)] text: Signal<String>,
    #[prop(default = 2)] rows: u32,
) -> impl IntoView {
    let s = expect_context::<Session>();
    view! {
        <div class="field">
            <span class="field-label">{move || s.t(label)}</span>
            <textarea
                readonly
                rows=rows
                data-testid=testid
                prop:value=move || text.get()
                on:focus=move |ev| {
                    if let Some(el) = ev
                        .target()
                        .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
                    {
                        el.select();
                    }
                }
            ></textarea>
            <button class="small" data-testid=copy_id on:click=move |_| copy(&s, &text.get_untracked())>
                {move || s.t(Msg::Copy)}
            </button>
        </div>
    }
}

#[component]
pub fn Export() -> impl IntoView {
    let s = expect_context::<Session>();
    let notation = RwSignal::new(s.notation.get_untracked());
    let fen = Signal::derive(move || s.position.with(Position::to_fen));
    let record = Signal::derive(move || s.record().write(notation.get()));
    let link = Signal::derive(move || s.share_link());
    view! {
        <Modal testid="dialog-export" title=Signal::derive(move || s.t(Msg::Export).to_string())>
            <CopyField label=Msg::PositionFen testid="fen-text" copy_id="copy-fen" text=fen />
            <NotationSelect testid="export-notation" chosen=notation on_choose=move |n| notation.set(n) />
            <CopyField label=Msg::GameRecord testid="record-text" copy_id="copy-record" text=record rows=8 />
            <CopyField label=Msg::ShareLink testid="link-text" copy_id="copy-link" text=link />
            <CloseRow />
        </Modal>
    }
}

/// Sets up a pasted FEN as a new game; the error in words otherwise.
fn load_fen(s: Session, text: &str) -> Result<(), String> {
    let lang = s.lang.get_untracked();
    let position =
        Position::from_fen(text.trim()).map_err(|e| words::bad_fen_text(lang, &e.to_string()))?;
    s.act(|t, now| t.set_up(position, now));
    Ok(())
}

/// Opens a pasted record; the error in words otherwise.
fn open_record(s: Session, text: &str) -> Result<(), String> {
    let lang = s.lang.get_untracked();
    let record = GameRecord::parse(text).map_err(|e| words::record_error(lang, &e))?;
    let mut result = Ok(());
    s.act(|t, now| match t.open_record(&record, now) {
        Ok(effects) => effects,
        Err(e) => {
            result = Err(words::bad_record(lang, &e.to_string()));
            Vec::new()
        }
    });
    result
}

#[component]
pub fn Import() -> impl IntoView {
    let s = expect_context::<Session>();
    let lang = s.lang;
    let fen = RwSignal::new(String::new());
    let record = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let done = move |result: Result<(), String>| match result {
        Ok(()) => s.act(|t, _| t.notify(Notice::Imported)),
        Err(e) => error.set(Some(e)),
    };
    view! {
        <Modal testid="dialog-import" title=Signal::derive(move || t(lang.get(), Msg::Import).to_string())>
            <div class="field">
                <span class="field-label">{move || t(lang.get(), Msg::PasteFen)}</span>
                <input
                    type="text"
                    data-testid="fen-input"
                    prop:value=move || fen.get()
                    on:input=move |ev| fen.set(event_target_value(&ev))
                />
                <button
                    class="small"
                    data-testid="load-fen"
                    on:click=move |_| done(load_fen(s, &fen.get_untracked()))
                >
                    {move || t(lang.get(), Msg::SetUp)}
                </button>
            </div>
            <div class="field">
                <span class="field-label">{move || t(lang.get(), Msg::PasteRecord)}</span>
                <textarea
                    rows=8
                    data-testid="import-text"
                    prop:value=move || record.get()
                    on:input=move |ev| record.set(event_target_value(&ev))
                ></textarea>
                <button
                    class="small"
                    data-testid="import-record"
                    on:click=move |_| done(open_record(s, &record.get_untracked()))
                >
                    {move || t(lang.get(), Msg::OpenRecord)}
                </button>
            </div>
            {move || error.get().map(|e| view! {
                <p class="field-error" role="alert" data-testid="import-error">{e}</p>
            })}
            <div class="dialog-buttons">
                <button class="secondary" data-testid="cancel" on:click=move |_| close(s)>
                    {move || t(lang.get(), Msg::Cancel)}
                </button>
            </div>
        </Modal>
    }
}
