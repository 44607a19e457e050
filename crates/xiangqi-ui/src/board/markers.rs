//! Highlights drawn over the board: the last move, the selected piece, its
//! legal targets (dots on empty points, rings on captures), a general in
//! check, a refused target, and the pieces that decided the game.

use leptos::prelude::*;
use xiangqi::{Color, Move, Setup, Square};

use super::geometry::{num, point, square_at, MARGIN, PIECE_RADIUS, SPACING};

/// The tappable points: one transparent disc per board point, under the
/// pieces, each with `data-square`. For assistive technology they are the
/// cells of a grid, row by row as seen on screen, each named by `describe`
/// (the square and whether it is a legal target) and marked selected.
#[component]
pub fn Points(
    #[prop(into)] orientation: Signal<Color>,
    #[prop(into)] selected: Signal<Option<Square>>,
    #[prop(into)] targets: Signal<Vec<Square>>,
    describe: Option<Callback<(Square, bool), String>>,
) -> impl IntoView {
    move || {
        let o = orientation.get();
        (0..10u8)
            .map(|row| {
                let cells = (0..9u8)
                    .filter_map(|column| {
                        let (cx, cy) = (
                            MARGIN + f64::from(column) * SPACING,
                            MARGIN + f64::from(row) * SPACING,
                        );
                        square_at(cx, cy, o)
                    })
                    .map(|sq| {
                        let (x, y) = point(sq, o);
                        let name = move || {
                            let target = targets.with(|t| t.contains(&sq));
                            describe
                                .map(|d| d.run((sq, target)))
                                .unwrap_or_else(|| sq.to_string())
                        };
                        view! {
                            <circle
                                class="point"
                                id=point_id(sq)
                                role="gridcell"
                                aria-label=name
                                aria-selected=move || (selected.get() == Some(sq)).to_string()
                                data-square=sq.to_string()
                                cx=num(x)
                                cy=num(y)
                                r=num(SPACING / 2.0)
                            />
                        }
                    })
                    .collect_view();
                view! { <g role="row">{cells}</g> }
            })
            .collect_view()
    }
}

/// The element id of a point's grid cell.
pub fn point_id(square: Square) -> String {
    format!("point-{square}")
}

/// The keyboard focus mark around the focused point.
#[component]
pub fn FocusMark(
    #[prop(into)] orientation: Signal<Color>,
    #[prop(into)] square: Signal<Option<Square>>,
) -> impl IntoView {
    move || {
        let o = orientation.get();
        square.get().map(|sq| {
            let (x, y) = point(sq, o);
            let r = PIECE_RADIUS + 9.0;
            view! {
                <rect
                    class="focus-mark"
                    data-focus=sq.to_string()
                    x=num(x - r)
                    y=num(y - r)
                    width=num(2.0 * r)
                    height=num(2.0 * r)
                    rx="12"
                />
            }
        })
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
            num(cx - sx * a),
            num(cy),
            num(cx),
            num(cy),
            num(cx),
            num(cy - sy * a)
        ));
    }
    d
}

/// Marks under the pieces: last move and selection.
#[component]
pub fn UnderMarks(
    #[prop(into)] orientation: Signal<Color>,
    #[prop(into)] last_move: Signal<Option<Move>>,
    #[prop(into)] selected: Signal<Option<Square>>,
) -> impl IntoView {
    let last = move || {
        let o = orientation.get();
        last_move.get().map(|m| {
            let (fx, fy) = point(m.from, o);
            let (tx, ty) = point(m.to, o);
            view! {
                <circle class="last-from" data-last="from" cx=num(fx) cy=num(fy) r=num(PIECE_RADIUS * 0.45) />
                <path class="last-to" data-last="to" d=brackets(tx, ty) />
            }
        })
    };
    let sel = move || {
        let o = orientation.get();
        selected.get().map(|sq| ring(Ring::Selected, sq, o))
    };
    view! { <g class="under-marks" aria-hidden="true">{last}{sel}</g> }
}

/// The rings drawn around a piece, each with its test attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ring {
    /// The selected piece (under the pieces).
    Selected,
    /// A piece the selected one can capture: `data-target`.
    Capture,
    /// A general in check: `data-check`.
    Check,
    /// A piece whose perpetual attack decided the game: `data-culprit`.
    Culprit,
    /// The piece it chased: `data-chased`.
    Chased,
}

/// A ring of `kind` around the point `sq`.
fn ring(kind: Ring, sq: Square, o: Color) -> impl IntoView {
    let (x, y) = point(sq, o);
    let (class, gap) = match kind {
        Ring::Selected => ("selected-mark", 6.0),
        Ring::Capture => ("target capture", 2.0),
        Ring::Check => ("check-mark", 5.0),
        Ring::Culprit => ("culprit", 6.0),
        Ring::Chased => ("chased", 6.0),
    };
    let tag = |k: Ring| (kind == k).then(|| sq.to_string());
    view! {
        <circle
            class=class
            data-target=tag(Ring::Capture)
            data-check=tag(Ring::Check)
            data-culprit=tag(Ring::Culprit)
            data-chased=tag(Ring::Chased)
            cx=num(x)
            cy=num(y)
            r=num(PIECE_RADIUS + gap)
        />
    }
}

/// Marks over the pieces: targets, check, refused target, culprits.
#[component]
pub fn OverMarks(
    #[prop(into)] orientation: Signal<Color>,
    #[prop(into)] position: Signal<Setup>,
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
                    if p.piece_at(sq).is_some() {
                        ring(Ring::Capture, sq, o).into_any()
                    } else {
                        let (x, y) = point(sq, o);
                        view! {
                            <circle class="target" data-target=sq.to_string() cx=num(x) cy=num(y) r="14" />
                        }
                        .into_any()
                    }
                })
                .collect_view()
        })
    };
    let check_mark = move || {
        let o = orientation.get();
        check.get().map(|sq| ring(Ring::Check, sq, o))
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
                        num(x - a),
                        num(y - a),
                        num(x + a),
                        num(y + a),
                        num(x + a),
                        num(y - a),
                        num(x - a),
                        num(y + a),
                    )
                />
            }
        })
    };
    let culprit_marks = move || {
        let o = orientation.get();
        let culprits = culprits
            .get()
            .into_iter()
            .map(move |sq| ring(Ring::Culprit, sq, o));
        let chased = chased.get().map(|sq| ring(Ring::Chased, sq, o));
        (culprits.collect_view(), chased)
    };
    view! {
        <g class="over-marks" aria-hidden="true">
            {check_mark}
            {culprit_marks}
            {refused_mark}
            {target_marks}
        </g>
    }
}
