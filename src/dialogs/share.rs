//! Export: the position (FEN), the game record, a link, and the game as a
//! file in the formats of other programs.
//!
//! Each text is shown in a selectable text area, so that copying works even
//! where the clipboard API is missing; the copy buttons use
//! `navigator.clipboard.writeText` when the browser offers it.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use xiangqi::{Notation, Position};
use xiangqi_files::protocol::{ExportFormat, FilesRequest, FilesResponse};

use super::{CloseRow, Modal};
use crate::controls::NotationSelect;
use crate::files;
use crate::model::Notice;
use crate::session::Session;
use crate::words::{t, Msg};

/// Copies `text` to the clipboard when the browser allows it; says so.
fn copy(s: &Session, text: &str) {
    let notice = if write_clipboard(text) {
        Notice::Copied
    } else {
        Notice::SelectToCopy
    };
    s.act(|t, _| t.notify(notice));
}

/// Hands `text` to the clipboard; whether the browser has one to write to.
pub(crate) fn write_clipboard(text: &str) -> bool {
    (|| {
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
    .is_some()
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
            <Downloads />
            <CloseRow />
        </Modal>
    }
}

/// The button label of a file format.
fn format_label(lang: crate::model::Lang, format: ExportFormat) -> &'static str {
    match (lang, format) {
        (crate::model::Lang::En, ExportFormat::PgnChinese) => "PGN (Chinese)",
        (crate::model::Lang::Zh, ExportFormat::PgnChinese) => "PGN（中文）",
        (_, ExportFormat::PgnWxf) => "PGN (WXF)",
        (_, ExportFormat::PgnIccs) => "PGN (ICCS)",
        (_, ExportFormat::Dhtmlxq) => "DhtmlXQ",
        (_, ExportFormat::Xqf) => "XQF",
    }
}

/// The game as a file for other programs: one button per format
/// (`data-testid="export-<format>"`); the file is written by the files
/// worker, variations and comments of an imported game included, and
/// offered as a download. `data-bytes` tells the size written last.
#[component]
fn Downloads() -> impl IntoView {
    let s = expect_context::<Session>();
    let lang = s.lang;
    let written = RwSignal::new(None::<usize>);
    let failed = RwSignal::new(false);
    let save = move |format: ExportFormat| {
        let record = s.record().write(Notation::Iccs);
        let tree = s
            .table
            .with_untracked(|t| t.imported_tree().map(str::to_string));
        let name = format!("xiangqi-{}.{}", s.file_stamp(), format.extension());
        files::request(
            move |id| FilesRequest::Export {
                id,
                format,
                record,
                tree,
            },
            move |answer| match answer {
                Some(FilesResponse::Exported { bytes, .. }) => {
                    failed.set(!files::download(&bytes, &name, format.mime()));
                    written.set(Some(bytes.len()));
                }
                _ => failed.set(true),
            },
        );
    };
    view! {
        <div class="field" data-testid="downloads" data-bytes=move || written.get().map(|n| n.to_string())>
            <span class="field-label">{move || t(lang.get(), Msg::DownloadAs)}</span>
            <div class="download-row">
                {ExportFormat::ALL
                    .into_iter()
                    .map(|format| {
                        view! {
                            <button
                                class="small"
                                data-testid=format!("export-{}", format.code())
                                on:click=move |_| save(format)
                            >
                                {move || format_label(lang.get(), format)}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
            {move || failed.get().then(|| view! {
                <p class="field-error" role="alert">{t(lang.get(), Msg::FilesUnavailable)}</p>
            })}
        </div>
    }
}
