//! The engine's lines on the analysis board: score, depth and moves, best
//! first; a tap on a line plays its first move.

use leptos::prelude::*;
use xiangqi::{Move, Notation, Position};

use super::session::StudySession;
use xiangqi_ui::model::analysis::MAX_LINES;
use xiangqi_ui::model::{Analysis, EngineInfo};
use xiangqi_ui::words::score::{score_text, score_uci};
use xiangqi_ui::words::StudyMsg;
use xiangqi_ui::words::{self, Msg};

/// How many moves of a folded line are written out (one row; the rest is
/// cut with "…" until the line is unfolded).
const SHOWN_MOVES: usize = 12;

/// A line's moves in `notation`, from `root`: the first [`SHOWN_MOVES`],
/// or all of them when `whole`.
fn line_text(
    root: &Position,
    pv: &[Move],
    notation: Notation,
    lang: xiangqi_ui::model::Lang,
    whole: bool,
) -> String {
    let mut pos = root.clone();
    let mut words = Vec::new();
    let shown = if whole { pv.len() } else { SHOWN_MOVES };
    for &m in pv.iter().take(shown) {
        words.push(xiangqi_ui::words::moves::written(lang, &pos, m, notation));
        match pos.play(m) {
            Ok(next) => pos = next,
            Err(_) => break,
        }
    }
    words.join(" ")
}

/// The engine's switch, the number of lines, and what it is doing.
#[component]
pub fn EngineBar() -> impl IntoView {
    let s = expect_context::<StudySession>();
    let read = move |f: fn(&Analysis) -> String| {
        s.analysis.with(|a| a.as_ref().map(f)).unwrap_or_default()
    };
    let on = Memo::new(move |_| {
        s.analysis
            .with(|a| a.as_ref().is_some_and(Analysis::engine_on))
    });
    let wanted = Memo::new(move |_| {
        s.analysis
            .with(|a| a.as_ref().map_or(1, Analysis::lines_wanted))
    });
    let state = move || {
        let lang = s.lang.get();
        s.analysis.with(|a| {
            let Some(a) = a else { return String::new() };
            if !a.position().has_legal_move() {
                return words::t(lang, StudyMsg::NoMoveHere).to_string();
            }
            if !a.engine_on() {
                return words::t(lang, StudyMsg::EngineOff).to_string();
            }
            match a.progress() {
                None => words::t(lang, StudyMsg::EngineStarting).to_string(),
                Some(p) => {
                    let done = if a.engine_finished() {
                        format!(" · {}", words::t(lang, StudyMsg::EngineDone))
                    } else {
                        String::new()
                    };
                    format!(
                        "{} {} · {} {}{done}",
                        words::t(lang, Msg::Depth),
                        p.depth,
                        xiangqi_ui::words::score::count_text(p.nodes),
                        words::t(lang, StudyMsg::Nodes)
                    )
                }
            }
        })
    };
    view! {
        <div class="engine-bar">
            <button
                class="toggle engine-switch"
                data-testid="analysis-engine"
                aria-pressed=move || on.get().to_string()
                on:click=move |_| s.study(Analysis::toggle_engine)
            >
                {move || s.t(StudyMsg::Engine)}
            </button>
            <label class="lines-count">
                <span>{move || s.t(StudyMsg::EngineLines)}</span>
                <select
                    data-testid="analysis-lines-count"
                    prop:value=move || wanted.get().to_string()
                    on:change=move |ev| {
                        let n = event_target_value(&ev).parse().unwrap_or(1);
                        s.study(move |a| a.set_lines(n));
                    }
                >
                    {(1..=MAX_LINES)
                        .map(|n| view! { <option value=n.to_string()>{n}</option> })
                        .collect_view()}
                </select>
            </label>
            <span class="engine-state" data-testid="analysis-state" data-depth=move || read(|a| a.progress().map(|p| p.depth.to_string()).unwrap_or_default())>
                {state}
            </span>
        </div>
    }
}

/// The lines, best first.
#[component]
pub fn EngineLines() -> impl IntoView {
    let s = expect_context::<StudySession>();
    let lines = Memo::new(move |_| {
        s.analysis
            .with(|a| a.as_ref().map(|a| a.lines().to_vec()).unwrap_or_default())
    });
    // Which lines are unfolded, by rank; kept while the lines deepen.
    let unfolded = RwSignal::new([false; MAX_LINES]);
    let row = move |index: usize, line: EngineInfo| {
        let (notation, lang) = (s.notation.get(), s.lang.get());
        let whole = move || unfolded.with(|u| u.get(index).copied().unwrap_or(false));
        let (root, pv) = (line.root.clone(), line.pv.clone());
        let text = move || line_text(&root, &pv, notation, lang, whole());
        let pv_iccs = line
            .pv
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ");
        // UCI's view: the side to move's.
        let own = match line.root.side_to_move() {
            xiangqi::Color::Red => line.score_red,
            xiangqi::Color::Black => xiangqi_ui::model::engine_info::negate(line.score_red),
        };
        let first = line.pv.first().copied();
        view! {
            <li
                class="analysis-line"
                data-testid="analysis-line"
                data-pv=pv_iccs
                data-score=score_uci(own)
                data-depth=line.depth.to_string()
            >
                <button
                    class="line-play"
                    disabled=first.is_none()
                    on:click=move |_| {
                        if let Some(m) = first {
                            s.study(move |a| a.play_move(m));
                        }
                    }
                >
                    <span class="line-score">{score_text(line.score_red)}</span>
                    <span class="line-moves" class:whole=whole>{text}</span>
                </button>
                <button
                    class="line-unfold"
                    data-testid="analysis-line-unfold"
                    aria-expanded=move || whole().to_string()
                    aria-label=move || s.t(StudyMsg::WholeLine)
                    title=move || s.t(StudyMsg::WholeLine)
                    on:click=move |_| {
                        unfolded.update(|u| {
                            if let Some(open) = u.get_mut(index) {
                                *open = !*open;
                            }
                        });
                    }
                >
                    {move || if whole() { "▴" } else { "▾" }}
                </button>
            </li>
        }
    };
    // While the engine runs, the room its lines take is kept from the
    // start, so that what is below them (the review's button) does not
    // move under a finger when the first lines arrive.
    let reserved = Memo::new(move |_| {
        s.analysis.with(|a| {
            a.as_ref()
                .filter(|a| a.engine_on() && a.position().has_legal_move())
                .map_or(0, Analysis::lines_wanted)
        })
    });
    view! {
        <ol
            class="analysis-lines"
            style:--reserved-lines=move || reserved.get().to_string()
            aria-label=move || s.t(Msg::BestLine)
        >
            <For each=move || lines.get().into_iter().enumerate() key=|(i, l)| (*i, l.depth, l.pv.clone()) let:item>
                {row(item.0, item.1)}
            </For>
        </ol>
    }
}
