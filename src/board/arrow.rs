//! Arrows from one point to another: the hint, or the engine's best moves
//! on the analysis board (the first one strongest).

use leptos::prelude::*;
use xiangqi::{Color, Move};

use super::geometry::{num, point};

/// The path of an arrow with its head at `to`, stopping short of the centres.
fn arrow_path(from: (f64, f64), to: (f64, f64)) -> String {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = dx.hypot(dy).max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let (px, py) = (-uy, ux);
    let start = (from.0 + ux * 30.0, from.1 + uy * 30.0);
    let tip = (to.0 - ux * 20.0, to.1 - uy * 20.0);
    let head = 44.0;
    let (w, hw) = (9.0, 26.0);
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
                        d=arrow_path(point(m.from, o), point(m.to, o))
                    />
                })
            })
            .collect_view()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrow_is_a_closed_polygon() {
        let d = arrow_path((100.0, 100.0), (100.0, 400.0));
        assert!(d.starts_with('M') && d.ends_with('Z'));
        assert_eq!(d.matches('L').count(), 6);
    }
}
