//! Export: the position (FEN), the game record, a link, and the game as a
//! file in the formats of other programs.
//!
//! Each text is shown in a selectable text area, so that copying works even
//! where the clipboard API is missing; the copy buttons use
//! `navigator.clipboard.writeText` when the browser offers it.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use xiangqi::Notation;
use xiangqi_files::protocol::{ExportFormat, FilesRequest, FilesResponse};

use super::notation_select::NotationSelect;
use super::{CloseRow, Dialogs, Modal};
use xiangqi_ui::files;
use xiangqi_ui::model::{DialogCommand, Lang};
use xiangqi_ui::web;
use xiangqi_ui::words::{t, Msg};
use xiangqi_ui::words::{AnyMsg, StudyMsg};

/// Copies `text` to the clipboard when the browser allows it; says so.
fn copy(s: &Dialogs, text: &str) {
    let copied = xiangqi_ui::web::clipboard::write(text);
    s.send(DialogCommand::Copied(copied));
}

/// A labelled read-only text with a copy button.
#[component]
fn CopyField(
    #[prop(into)] label: AnyMsg,
    testid: &'static str,
    copy_id: &'static str,
    #[prop(into)] text: Signal<String>,
    #[prop(default = 2)] rows: u32,
) -> impl IntoView {
    let s = expect_context::<Dialogs>();
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
                {move || s.t(StudyMsg::Copy)}
            </button>
        </div>
    }
}

#[component]
pub fn Export() -> impl IntoView {
    let s = expect_context::<Dialogs>();
    // A record is written in a notation other programs read: the
    // Vietnamese letters are shown as WXF, whose digits they share.
    let notation = RwSignal::new(match s.notation.get_untracked() {
        Notation::Vietnamese => Notation::Wxf,
        other => other,
    });
    let fen = Signal::derive(move || s.context.with(|c| c.fen.clone()));
    let record = Signal::derive(move || s.context.with(|c| c.record.write(notation.get())));
    let link = Signal::derive(move || s.context.with(|c| web::position_link(&c.fen)));
    view! {
        <Modal testid="dialog-export" title=Signal::derive(move || s.t(StudyMsg::Export).to_string())>
            <CopyField label=StudyMsg::PositionFen testid="fen-text" copy_id="copy-fen" text=fen />
            <NotationSelect testid="export-notation" lang=s.lang chosen=notation on_choose=move |n| notation.set(n) />
            <CopyField label=StudyMsg::GameRecord testid="record-text" copy_id="copy-record" text=record rows=8 />
            <CopyField label=StudyMsg::ShareLink testid="link-text" copy_id="copy-link" text=link />
            <Downloads />
            <Picture />
            <CloseRow />
        </Modal>
    }
}

/// The shown position as a picture: SVG or PNG to download, or shared
/// through the system's share sheet where the browser has one
/// (`export-svg`, `export-png`, `share-image`; `image-coordinates` adds
/// the file numbers).
#[component]
fn Picture() -> impl IntoView {
    let s = expect_context::<Dialogs>();
    let coordinates = RwSignal::new(true);
    let failed = RwSignal::new(false);
    let shareable = xiangqi_ui::files::picture::can_share_files();
    // What to do with the SVG once the files worker has drawn it.
    #[derive(Clone, Copy)]
    enum Use {
        Svg,
        Png,
        Share,
    }
    let make = move |use_: Use| {
        let (fen, last, flipped, simplified, look, pieces) = s.context.with_untracked(|c| {
            (
                c.fen.clone(),
                c.last_move.clone(),
                c.flipped,
                c.settings.simplified(s.lang.get_untracked()),
                c.settings.board.name().to_string(),
                c.settings.pieces,
            )
        });
        let name = format!("xiangqi-{}", xiangqi_ui::web::stamp_now());
        files::request(
            move |id| FilesRequest::Image {
                id,
                fen,
                last,
                flipped,
                coordinates: coordinates.get_untracked(),
                simplified,
                look,
                pictures: pieces == xiangqi_ui::model::PieceSet::Pictures,
                print: pieces == xiangqi_ui::model::PieceSet::Print,
            },
            move |answer| {
                let Some(FilesResponse::Image { svg, .. }) = answer else {
                    failed.set(true);
                    return;
                };
                let (w, h) = (
                    xiangqi_files::image::WIDTH as u32,
                    xiangqi_files::image::HEIGHT as u32,
                );
                match use_ {
                    Use::Svg => failed.set(!files::download(
                        svg.as_bytes(),
                        &format!("{name}.svg"),
                        "image/svg+xml",
                    )),
                    Use::Png | Use::Share => files::picture::svg_to_png(&svg, w, h, move |png| {
                        let Some(png) = png else {
                            failed.set(true);
                            return;
                        };
                        let file = format!("{name}.png");
                        let ok = match use_ {
                            Use::Share => {
                                files::picture::share_file(&png, &file, "image/png")
                                    || files::download(&png, &file, "image/png")
                            }
                            _ => files::download(&png, &file, "image/png"),
                        };
                        failed.set(!ok);
                    }),
                }
            },
        );
    };
    view! {
        <div class="field" data-testid="image-export">
            <span class="field-label">{move || s.t(StudyMsg::BoardPicture)}</span>
            <label class="pref">
                <input
                    type="checkbox"
                    data-testid="image-coordinates"
                    prop:checked=move || coordinates.get()
                    on:change=move |ev| coordinates.set(event_target_checked(&ev))
                />
                <span>{move || s.t(StudyMsg::WithCoordinates)}</span>
            </label>
            <div class="download-row">
                <button class="small" data-testid="export-svg" on:click=move |_| make(Use::Svg)>"SVG"</button>
                <button class="small" data-testid="export-png" on:click=move |_| make(Use::Png)>"PNG"</button>
                {shareable.then(|| view! {
                    <button class="small" data-testid="share-image" on:click=move |_| make(Use::Share)>
                        {move || s.t(StudyMsg::Share)}
                    </button>
                })}
            </div>
            {move || failed.get().then(|| view! {
                <p class="field-error" role="alert">{s.t(StudyMsg::FilesUnavailable)}</p>
            })}
        </div>
    }
}

/// The button label of a file format.
fn format_label(lang: xiangqi_ui::model::Lang, format: ExportFormat) -> &'static str {
    match format {
        ExportFormat::PgnChinese => xiangqi_ui::words::catalog::text(
            lang,
            xiangqi_ui::words::Part::Study,
            "ExportPgnChinese",
        ),
        ExportFormat::PgnWxf => "PGN (WXF)",
        ExportFormat::PgnIccs => "PGN (ICCS)",
        ExportFormat::Dhtmlxq => "DhtmlXQ",
        ExportFormat::Xqf => "XQF",
    }
}

/// The game as a file for other programs (`data-testid="export-<format>"`):
/// the game's main line, or the imported tree it came from.
#[component]
fn Downloads() -> impl IntoView {
    let s = expect_context::<Dialogs>();
    let source = Callback::new(move |()| {
        s.context.with_untracked(|c| {
            let record = c.record.write(Notation::Iccs);
            let stamp = web::file_stamp(c.started_at);
            Some((record, c.tree.clone(), format!("xiangqi-{stamp}")))
        })
    });
    view! { <DownloadButtons lang=s.lang source /> }
}

/// One button per format; the file is written by the files worker,
/// variations and comments included, and offered as a download.
/// `source` gives the main line as a record, the whole tree (PGN) if there
/// is one, and the file name without its extension. `data-bytes` tells the size written
/// last.
#[component]
pub fn DownloadButtons(
    #[prop(into)] lang: Signal<Lang>,
    source: Callback<(), Option<(String, Option<String>, String)>>,
) -> impl IntoView {
    let written = RwSignal::new(None::<usize>);
    let failed = RwSignal::new(false);
    // The text format last put on the clipboard.
    let copied = RwSignal::new(None::<ExportFormat>);
    let save = move |format: ExportFormat, to_clipboard: bool| {
        let Some((record, tree, stem)) = source.run(()) else {
            return;
        };
        let name = format!("{stem}.{}", format.extension());
        files::request(
            move |id| FilesRequest::Export {
                id,
                format,
                record,
                tree,
            },
            move |answer| match answer {
                Some(FilesResponse::Exported { bytes, .. }) if to_clipboard => {
                    let text = String::from_utf8_lossy(&bytes);
                    let ok = xiangqi_ui::web::clipboard::write(&text);
                    failed.set(!ok);
                    copied.set(ok.then_some(format));
                    written.set(Some(bytes.len()));
                }
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
            <span class="field-label">{move || t(lang.get(), StudyMsg::DownloadAs)}</span>
            <div class="download-row">
                {ExportFormat::ALL
                    .into_iter()
                    .map(|format| {
                        view! {
                            <button
                                class="small"
                                data-testid=format!("export-{}", format.code())
                                on:click=move |_| save(format, false)
                            >
                                {move || format_label(lang.get(), format)}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
            <span class="field-label">{move || t(lang.get(), StudyMsg::CopyAs)}</span>
            <div class="download-row" data-copied=move || copied.get().map(|f| f.code())>
                {ExportFormat::ALL
                    .into_iter()
                    .filter(|f| f.is_text())
                    .map(|format| {
                        view! {
                            <button
                                class="small"
                                data-testid=format!("copy-{}", format.code())
                                on:click=move |_| save(format, true)
                            >
                                {move || format_label(lang.get(), format)}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
            {move || copied.get().map(|_| view! {
                <p class="field-note" role="status">{t(lang.get(), Msg::Copied)}</p>
            })}
            {move || failed.get().then(|| view! {
                <p class="field-error" role="alert">{t(lang.get(), StudyMsg::FilesUnavailable)}</p>
            })}
        </div>
    }
}
