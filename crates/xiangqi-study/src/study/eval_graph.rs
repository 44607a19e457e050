//! The review's evaluation graph: Red's advantage after each move of the
//! main line, on a linear scale of pawns clamped at ±[`CLAMP_CP`] (a mate
//! is drawn at the edge), Red up; move numbers along the bottom, the scale
//! at the side, the marked moves as dots. A click or a drag goes to that
//! move.

use leptos::prelude::*;
use xiangqi::{Color, NodeId};
use xiangqi_engine::Score;

use super::super::session::StudySession;
use xiangqi_ui::model::analysis::classify::MoveClass;
use xiangqi_ui::words::StudyMsg;

/// The graph's drawing size (the SVG scales to its box).
const GRAPH_W: u32 = 600;
const GRAPH_H: u32 = 120;
/// The advantage drawn at the graph's edge, in centipawns.
const CLAMP_CP: i32 = 500;

/// The height of `score` (Red's view) in the drawing: 0 at the top (Red
/// [`CLAMP_CP`] or more ahead), [`GRAPH_H`] at the bottom.
fn y_of(score: Score) -> u32 {
    let cp = match score {
        Score::Mate(n) if n > 0 => CLAMP_CP,
        Score::Mate(_) => -CLAMP_CP,
        Score::Cp(c) => c.clamp(-CLAMP_CP, CLAMP_CP),
    };
    let half = GRAPH_H as i32 / 2;
    (half - cp * half / CLAMP_CP) as u32
}

/// The x of the position after `ply` moves, of `n` positions.
fn x_of(ply: usize, n: usize) -> u32 {
    (ply as u32 * GRAPH_W) / (n.max(2) as u32 - 1).max(1)
}

/// The move numbers to label, each with the ply of Red's move of that
/// number (a move number starts with Red's move): the first move and
/// every fifth (tenth in a long game).
fn move_ticks(first: Color, first_number: u32, plies: usize) -> Vec<(u32, usize)> {
    let last = first_number + plies as u32 / 2;
    let step = if plies > 120 { 10 } else { 5 };
    let offset = usize::from(first == Color::Red);
    (first_number..=last)
        .filter(|&k| k == first_number || k % step == 0)
        .filter_map(|k| {
            let ply = 2 * (k - first_number) as usize + offset;
            (ply >= 1 && ply <= plies).then_some((k, ply))
        })
        .collect()
}

/// What the graph draws.
#[derive(Clone, PartialEq)]
struct GraphData {
    scores: Vec<Option<Score>>,
    marks: Vec<(usize, MoveClass)>,
    shown: Option<usize>,
    ticks: Vec<(u32, usize)>,
}

/// The evaluation over the main line, labelled.
#[component]
pub fn EvalGraph() -> impl IntoView {
    let s = expect_context::<StudySession>();
    let data = Memo::new(move |_| {
        s.analysis.with(|a| {
            let a = a.as_ref()?;
            let review = a.review()?;
            let mainline = a.tree().mainline();
            let scores = review
                .evals
                .iter()
                .map(|e| e.as_ref().map(|e| e.score_red()))
                .collect();
            let marks = a
                .classes()
                .into_iter()
                .enumerate()
                .filter_map(|(i, class)| class.map(|c| (i + 1, c)))
                .collect();
            let shown = if a.at() == NodeId::ROOT {
                Some(0)
            } else {
                mainline.iter().position(|&n| n == a.at()).map(|i| i + 1)
            };
            let start = a.tree().start();
            let ticks = move_ticks(
                start.side_to_move(),
                start.fullmove_number(),
                mainline.len(),
            );
            Some(GraphData {
                scores,
                marks,
                shown,
                ticks,
            })
        })
    });
    let go = move |ev: web_sys::PointerEvent| {
        let Some(el) = ev
            .current_target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        else {
            return;
        };
        let rect = el.get_bounding_client_rect();
        let n = data.with_untracked(|d| d.as_ref().map_or(0, |d| d.scores.len()));
        if n < 2 || rect.width() <= 0.0 {
            return;
        }
        let fraction = ((f64::from(ev.client_x()) - rect.left()) / rect.width()).clamp(0.0, 1.0);
        let ply = (fraction * (n - 1) as f64).round() as usize;
        s.study(move |a| {
            let target = if ply == 0 {
                Some(NodeId::ROOT)
            } else {
                a.tree().mainline().get(ply - 1).copied()
            };
            match target {
                Some(id) => a.go_to(id),
                None => Vec::new(),
            }
        });
    };
    let dragging = RwSignal::new(false);
    move || {
        let GraphData {
            scores,
            marks,
            shown,
            ticks,
        } = data.get()?;
        let n = scores.len();
        let mut points = String::new();
        for (ply, score) in scores.iter().enumerate() {
            if let Some(score) = score {
                points.push_str(&format!("{},{} ", x_of(ply, n), y_of(*score)));
            }
        }
        let area = format!(
            "0,{} {points}{},{}",
            GRAPH_H / 2,
            x_of(n.saturating_sub(1), n),
            GRAPH_H / 2
        );
        let dots = marks
            .into_iter()
            .filter_map(|(ply, class)| {
                let score = scores.get(ply).copied().flatten()?;
                Some(view! {
                    <circle
                        class=format!("mark {}", class.name())
                        data-ply=ply.to_string()
                        cx=x_of(ply, n).to_string()
                        cy=y_of(score).to_string()
                        r="6"
                    />
                })
            })
            .collect_view();
        let cursor = shown.map(|ply| {
            let x = x_of(ply, n).to_string();
            view! { <line class="cursor" x1=x.clone() x2=x y1="0" y2=GRAPH_H.to_string() /> }
        });
        let grid = ticks
            .iter()
            .map(|&(_, ply)| {
                let x = x_of(ply, n).to_string();
                view! { <line class="tick" x1=x.clone() x2=x y1="0" y2=GRAPH_H.to_string() /> }
            })
            .collect_view();
        let labels = ticks
            .into_iter()
            .map(|(k, ply)| {
                let left = format!(
                    "{:.2}%",
                    f64::from(x_of(ply, n)) * 100.0 / f64::from(GRAPH_W)
                );
                view! { <span class="eval-graph-move" style:left=left>{k}</span> }
            })
            .collect_view();
        let pawns = CLAMP_CP / 100;
        Some(view! {
            <figure class="eval-graph-box" data-testid="eval-graph-box">
                <div class="eval-graph-row">
                    <div class="eval-graph-scale" data-testid="eval-graph-scale" aria-hidden="true">
                        <span>{format!("+{pawns}")}</span>
                        <span>"0"</span>
                        <span>{format!("−{pawns}")}</span>
                    </div>
                    <svg
                        class="eval-graph"
                        data-testid="eval-graph"
                        viewBox=format!("0 0 {GRAPH_W} {GRAPH_H}")
                        preserveAspectRatio="none"
                        role="img"
                        aria-labelledby="eval-graph-title eval-graph-desc"
                        on:pointerdown=move |ev| { dragging.set(true); go(ev) }
                        on:pointermove=move |ev| if dragging.get_untracked() { go(ev) }
                        on:pointerup=move |_| dragging.set(false)
                        on:pointerleave=move |_| dragging.set(false)
                    >
                        <title id="eval-graph-title">{move || s.t(StudyMsg::EvalGraph)}</title>
                        <desc id="eval-graph-desc">{move || s.t(StudyMsg::EvalGraphDesc)}</desc>
                        <rect class="black-side" x="0" y="0" width=GRAPH_W.to_string() height=GRAPH_H.to_string() />
                        <polygon class="red-area" points=area />
                        {grid}
                        <line class="middle" x1="0" x2=GRAPH_W.to_string() y1=(GRAPH_H / 2).to_string() y2=(GRAPH_H / 2).to_string() />
                        <polyline class="curve" points=points />
                        {dots}
                        {cursor}
                    </svg>
                </div>
                <div class="eval-graph-moves" data-testid="eval-graph-moves" aria-hidden="true">
                    {labels}
                </div>
                <figcaption class="eval-graph-legend" data-testid="eval-graph-legend">
                    {move || s.t(StudyMsg::EvalGraphLegend)}
                </figcaption>
            </figure>
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn red_is_up_and_the_scale_is_clamped() {
        assert_eq!(y_of(Score::Cp(0)), GRAPH_H / 2);
        assert_eq!(y_of(Score::Cp(CLAMP_CP)), 0);
        assert_eq!(y_of(Score::Cp(9000)), 0);
        assert_eq!(y_of(Score::Mate(3)), 0);
        assert_eq!(y_of(Score::Mate(-2)), GRAPH_H);
        assert!(y_of(Score::Cp(-100)) > GRAPH_H / 2);
    }

    #[test]
    fn moves_are_numbered_from_the_first_and_every_fifth() {
        let ticks = move_ticks(Color::Red, 1, 24);
        assert_eq!(ticks, [(1, 1), (5, 9), (10, 19)]);
        // Black moves first, at move 7: Red's move 10 is the sixth.
        assert_eq!(move_ticks(Color::Black, 7, 10), [(10, 6)]);
    }
}
