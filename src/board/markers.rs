//! Highlights drawn over the board: the last move, the selected piece, its
//! legal targets (dots on empty points, rings on captures), a general in
//! check, a refused target, and the pieces that decided the game.

use leptos::prelude::*;
use xiangqi::{Move, Position, Square};

use super::geometry::{point, Orientation, PIECE_RADIUS, SPACING};

/// The tappable points: one transparent disc per board point, under the
/// pieces, each with `data-square`.
#[component]
pub fn Points(#[prop(into)] orientation: Signal<Orientation>) -> impl IntoView {
    move || {
        let o = orientation.get();
        Square::ALL
            .map(|sq| {
                let (x, y) = point(sq, o);
                view! {
                    <circle
                        class="point"
                        data-square=sq.to_string()
                        cx=x
                        cy=y
                        r=SPACING / 2.0
                    />
                }
            })
            .collect_view()
    }
}

/// Corner brackets around one point.
fn brackets(x: f64, y: f64) -> String {
    let r = PIECE_RADIUS + 4.0;
    let a = 16.0;
    let mut d = String::new();
    for (sx, sy) in [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)] {
        let (cx, cy) = (x + sx * r, y + sy * r);
        d.push_str(&format!(
            "M{} {} L{} {} L{} {} ",
            cx - sx * a,
            cy,
            cx,
            cy,
            cx,
            cy - sy * a
        ));
    }
    d
}

/// Marks under the pieces: last move and selection.
#[component]
pub fn UnderMarks(
    #[prop(into)] orientation: Signal<Orientation>,
    #[prop(into)] last_move: Signal<Option<Move>>,
    #[prop(into)] selected: Signal<Option<Square>>,
) -> impl IntoView {
    let last = move || {
        let o = orientation.get();
        last_move.get().map(|m| {
            let (fx, fy) = point(m.from, o);
            let (tx, ty) = point(m.to, o);
            view! {
                <circle class="last-from" data-last="from" cx=fx cy=fy r=PIECE_RADIUS * 0.45 />
                <path class="last-to" data-last="to" d=brackets(tx, ty) />
            }
        })
    };
    let sel = move || {
        let o = orientation.get();
        selected.get().map(|sq| {
            let (x, y) = point(sq, o);
            view! { <circle class="selected-mark" cx=x cy=y r=PIECE_RADIUS + 6.0 /> }
        })
    };
    view! { <g class="under-marks">{last}{sel}</g> }
}

/// Marks over the pieces: targets, check, refused target, culprits.
#[component]
pub fn OverMarks(
    #[prop(into)] orientation: Signal<Orientation>,
    #[prop(into)] position: Signal<Position>,
    #[prop(into)] targets: Signal<Vec<Square>>,
    #[prop(into)] check: Signal<Option<Square>>,
    #[prop(into)] refused: Signal<Option<Square>>,
    #[prop(into)] culprits: Signal<Vec<Square>>,
    #[prop(into)] chased: Signal<Option<Square>>,
) -> impl IntoView {
    let target_marks = move || {
        let o = orientation.get();
        let list = targets.get();
        position.with(|p| {
            list.into_iter()
                .map(|sq| {
                    let (x, y) = point(sq, o);
                    if p.piece_at(sq).is_some() {
                        view! {
                            <circle
                                class="target capture"
                                data-target=sq.to_string()
                                cx=x
                                cy=y
                                r=PIECE_RADIUS + 2.0
                            />
                        }
                        .into_any()
                    } else {
                        view! {
                            <circle class="target" data-target=sq.to_string() cx=x cy=y r="14" />
                        }
                        .into_any()
                    }
                })
                .collect_view()
        })
    };
    let check_mark = move || {
        let o = orientation.get();
        check.get().map(|sq| {
            let (x, y) = point(sq, o);
            view! {
                <circle
                    class="check-mark"
                    data-check=sq.to_string()
                    cx=x
                    cy=y
                    r=PIECE_RADIUS + 5.0
                />
            }
        })
    };
    let refused_mark = move || {
        let o = orientation.get();
        refused.get().map(|sq| {
            let (x, y) = point(sq, o);
            let a = 16.0;
            view! {
                <path
                    class="refused"
                    data-refused=sq.to_string()
                    d=format!(
                        "M{} {} L{} {} M{} {} L{} {}",
                        x - a,
                        y - a,
                        x + a,
                        y + a,
                        x + a,
                        y - a,
                        x - a,
                        y + a,
                    )
                />
            }
        })
    };
    let culprit_marks = move || {
        let o = orientation.get();
        let mut v: Vec<AnyView> = culprits
            .get()
            .into_iter()
            .map(|sq| {
                let (x, y) = point(sq, o);
                view! {
                    <circle
                        class="culprit"
                        data-culprit=sq.to_string()
                        cx=x
                        cy=y
                        r=PIECE_RADIUS + 6.0
                    />
                }
                .into_any()
            })
            .collect();
        if let Some(sq) = chased.get() {
            let (x, y) = point(sq, o);
            v.push(
                view! {
                    <circle
                        class="chased"
                        data-chased=sq.to_string()
                        cx=x
                        cy=y
                        r=PIECE_RADIUS + 6.0
                    />
                }
                .into_any(),
            );
        }
        v
    };
    view! {
        <g class="over-marks">
            {check_mark}
            {culprit_marks}
            {refused_mark}
            {target_marks}
        </g>
    }
}
