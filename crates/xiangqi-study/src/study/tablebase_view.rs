//! The endgame table's verdict on the analysis board
//! (`data-testid="tablebase"`, with `data-result` = `win`, `draw` or `loss`
//! for the side to move and `data-mate` = the moves to mate), each legal
//! move's verdict on request, and the progress while the worker solves the
//! ending (with a way to stop it).

use leptos::prelude::*;
use xiangqi::Position;
use xiangqi_ui::model::analysis::Ending;
use xiangqi_ui::model::Analysis;

use super::session::StudySession;
use crate::endgame_words::{download_size, move_verdict, result_code, verdict, word};

#[component]
pub fn TablebaseVerdict() -> impl IntoView {
    let s = expect_context::<StudySession>();
    let shown = Memo::new(move |_| {
        s.analysis.with(|a| {
            a.as_ref()
                .and_then(|a| Some((a.ending()?.clone(), a.position().clone())))
        })
    });
    let solving = Memo::new(move |_| {
        s.analysis.with(|a| {
            a.as_ref()
                .and_then(Analysis::solving)
                .map(|(e, d, t)| (e.to_string(), d, t))
        })
    });
    let downloading = Memo::new(move |_| {
        s.analysis.with(|a| {
            a.as_ref()
                .and_then(Analysis::downloading)
                .map(|(e, b)| (e.to_string(), b))
        })
    });
    let rows = move |ending: &Ending, pos: &Position| {
        let lang = s.lang.get();
        let notation = s.notation.get();
        ending
            .moves
            .iter()
            .map(|&(m, v)| {
                let name = xiangqi_ui::words::moves::written(lang, pos, m, notation);
                view! {
                    <li>
                        <button
                            class="tablebase-move"
                            data-testid="tablebase-move"
                            data-move=m.to_string()
                            data-result=result_code(v)
                            data-mate=v.moves_to_mate.map(|n| n.to_string()).unwrap_or_default()
                            on:click=move |_| s.study(move |a| a.play_move(m))
                        >
                            <span class="tablebase-move-name">{name}</span>
                            " "
                            <span class="tablebase-move-verdict">{move_verdict(lang, v)}</span>
                        </button>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        {move || downloading.get().map(|(ending, bytes)| view! {
            <div class="tablebase-solving" data-testid="tablebase-downloading" role="status">
                <span>{move || word(s.lang.get(), "tb-downloading", &[
                    ("ending", ending.clone()),
                    ("size", download_size(s.lang.get(), bytes)),
                ])}</span>
                // The host does not say how far a download is: the bar
                // only shows that it goes on.
                <progress></progress>
                <button data-testid="tablebase-stop" on:click=move |_| s.stop_tables()>
                    {move || word(s.lang.get(), "tb-stop", &[])}
                </button>
            </div>
        })}
        {move || solving.get().map(|(ending, done, total)| view! {
            <div class="tablebase-solving" data-testid="tablebase-solving" role="status">
                <span>{word(s.lang.get(), "tb-solving", &[
                    ("ending", ending),
                    ("done", done.to_string()),
                    ("total", total.to_string()),
                ])}</span>
                <progress max=total.to_string() value=done.to_string()></progress>
                <button data-testid="tablebase-stop" on:click=move |_| s.stop_tables()>
                    {move || word(s.lang.get(), "tb-stop", &[])}
                </button>
            </div>
        })}
        {move || shown.get().map(|(ending, pos)| {
            let lang = s.lang.get();
            let v = ending.verdict;
            view! {
                <section
                    class="tablebase"
                    data-testid="tablebase"
                    data-result=result_code(v)
                    data-mate=v.moves_to_mate.map(|n| n.to_string()).unwrap_or_default()
                    aria-label=word(lang, "tb-title", &[])
                >
                    <p class="tablebase-verdict">
                        <strong>{word(lang, "tb-title", &[])}</strong>
                        ": "
                        {verdict(lang, pos.side_to_move(), v)}
                    </p>
                    <details class="tablebase-moves" data-testid="tablebase-moves">
                        <summary>{word(lang, "tb-moves", &[])}</summary>
                        <ol>{rows(&ending, &pos)}</ol>
                    </details>
                </section>
            }
        })}
    }
}
