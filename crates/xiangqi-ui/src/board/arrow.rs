//! Arrows from one point to another: the hint, or the engine's best moves
//! on the analysis board (the first one strongest).

use leptos::prelude::*;
use xiangqi::{Color, Move};

use super::geometry::{num, point};

/// The path of an arrow with its head at `to`, stopping short of the
/// centres. Its parts scale with its length, so that a one-point move
/// (a soldier's step) still shows a shaft and a head clear of the pieces
/// instead of a stub; the `strong` arrow (the best line) is wider than
/// the alternatives'.
fn arrow_path(from: (f64, f64), to: (f64, f64), strong: bool) -> String {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = dx.hypot(dy).max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let (px, py) = (-uy, ux);
    let back = (len * 0.15).min(30.0);
    let front = (len * 0.1).min(20.0);
    let start = (from.0 + ux * back, from.1 + uy * back);
    let tip = (to.0 - ux * front, to.1 - uy * front);
    let head = (len * 0.35).min(44.0);
    let (w, hw) = if strong { (11.0, 28.0) } else { (7.0, 22.0) };
    let base = (tip.0 - ux * head, tip.1 - uy * head);
    let pts = [
        (start.0 + px * w, start.1 + py * w),
        (base.0 + px * w, base.1 + py * w),
        (base.0 + px * hw, base.1 + py * hw),
        tip,
        (base.0 - px * hw, base.1 - py * hw),
        (base.0 - px * w, base.1 - py * w),
        (start.0 - px * w, start.1 - py * w),
    ];
    let mut d = String::new();
    for (i, (x, y)) in pts.iter().enumerate() {
        d.push_str(if i == 0 { "M" } else { " L" });
        d.push_str(&format!("{} {}", num(*x), num(*y)));
    }
    d.push_str(" Z");
    d
}

/// The arrows, the first drawn strongest (later ones are alternatives).
#[component]
pub fn Arrows(
    #[prop(into)] orientation: Signal<Color>,
    #[prop(into)] arrows: Signal<Vec<Move>>,
) -> impl IntoView {
    move || {
        let o = orientation.get();
        let mut drawn: Vec<Move> = Vec::new();
        arrows
            .get()
            .into_iter()
            .enumerate()
            .filter_map(|(i, m)| {
                // Two lines may start with the same move: draw it once.
                if drawn.contains(&m) {
                    return None;
                }
                drawn.push(m);
                Some(view! {
                    <path
                        class="arrow"
                        class:arrow-alt={i > 0}
                        data-arrow=m.to_string()
                        d=arrow_path(point(m.from, o), point(m.to, o), i == 0)
                    />
                })
            })
            .collect_view()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The points of a path, in order.
    fn points(d: &str) -> Vec<(f64, f64)> {
        d.trim_end_matches(" Z")
            .split(['M', 'L'])
            .filter(|p| !p.trim().is_empty())
            .map(|p| {
                let mut xy = p.split_whitespace().map(|v| v.parse::<f64>().unwrap());
                (xy.next().unwrap(), xy.next().unwrap())
            })
            .collect()
    }

    #[test]
    fn arrow_is_a_closed_polygon() {
        let d = arrow_path((100.0, 100.0), (100.0, 400.0), true);
        assert!(d.starts_with('M') && d.ends_with('Z'));
        assert_eq!(d.matches('L').count(), 6);
    }

    #[test]
    fn a_one_point_arrow_has_a_shaft_and_a_head_beyond_the_piece() {
        // A soldier's step: one point (100 units) up the board.
        let p = points(&arrow_path((100.0, 500.0), (100.0, 400.0), true));
        let (shaft_start, head_base, tip) = (p[0].1, p[1].1, p[3].1);
        assert!(
            shaft_start - head_base >= 30.0,
            "a shaft, not a stub: {p:?}"
        );
        assert!(
            500.0 - tip >= 80.0,
            "the head reaches near the target: {p:?}"
        );
        let strong = points(&arrow_path((100.0, 500.0), (100.0, 400.0), true));
        let alt = points(&arrow_path((100.0, 500.0), (100.0, 400.0), false));
        assert!(
            (strong[0].0 - 100.0).abs() > (alt[0].0 - 100.0).abs(),
            "the best line's arrow is the wider"
        );
    }
}
