//! The static drawing of the board: lines, river, palaces, position marks
//! and file numbers.

use leptos::prelude::*;
use xiangqi::Color;

use super::geometry::{num, x_of_file, y_of_rank, HEIGHT, MARGIN, SPACING, WIDTH};

/// Red counts files from its right in Chinese numerals (Chinese notation).
const RED_FILE_NAMES: [&str; 9] = ["九", "八", "七", "六", "五", "四", "三", "二", "一"];
/// Red counts files from its right in Arabic digits (WXF, Vietnamese).
const RED_FILE_DIGITS: [&str; 9] = ["9", "8", "7", "6", "5", "4", "3", "2", "1"];
/// Black counts files from its right (Red's left) in Arabic digits.
const BLACK_FILE_NAMES: [&str; 9] = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];

/// Cannon and soldier points get the small corner marks (file, rank).
const MARKED_POINTS: [(u8, u8); 14] = [
    (1, 2),
    (7, 2),
    (1, 7),
    (7, 7),
    (0, 3),
    (2, 3),
    (4, 3),
    (6, 3),
    (8, 3),
    (0, 6),
    (2, 6),
    (4, 6),
    (6, 6),
    (8, 6),
];

/// One straight segment of the grid.
struct Segment {
    from: (f64, f64),
    to: (f64, f64),
}

fn segment(a: (u8, u8), b: (u8, u8), o: Color) -> Segment {
    Segment {
        from: (x_of_file(a.0, o), y_of_rank(a.1, o)),
        to: (x_of_file(b.0, o), y_of_rank(b.1, o)),
    }
}

/// Every line of the board: ranks, files (broken at the river except the
/// edges) and the palace diagonals.
fn grid_segments(o: Color) -> Vec<Segment> {
    let mut lines = Vec::with_capacity(32);
    for rank in 0..10 {
        lines.push(segment((0, rank), (8, rank), o));
    }
    for file in 0..9 {
        if file == 0 || file == 8 {
            lines.push(segment((file, 0), (file, 9), o));
        } else {
            lines.push(segment((file, 0), (file, 4), o));
            lines.push(segment((file, 5), (file, 9), o));
        }
    }
    for (a, b) in [
        ((3, 0), (5, 2)),
        ((5, 0), (3, 2)),
        ((3, 7), (5, 9)),
        ((5, 7), (3, 9)),
    ] {
        lines.push(segment(a, b, o));
    }
    lines
}

/// The L-shaped marks around one point, leaving out the quadrants that
/// fall off the board's edge.
fn corner_marks(file: u8, rank: u8, o: Color) -> Vec<String> {
    const GAP: f64 = 8.0;
    const ARM: f64 = 20.0;
    let (cx, cy) = (x_of_file(file, o), y_of_rank(rank, o));
    let mut paths = Vec::new();
    for dx in [-1.0_f64, 1.0] {
        let screen_left = cx + dx * SPACING < MARGIN - 1.0;
        let screen_right = cx + dx * SPACING > WIDTH - MARGIN + 1.0;
        if screen_left || screen_right {
            continue;
        }
        for dy in [-1.0_f64, 1.0] {
            let (x, y) = (cx + dx * GAP, cy + dy * GAP);
            paths.push(format!(
                "M{} {} L{} {} L{} {}",
                num(x + dx * ARM),
                num(y),
                num(x),
                num(y),
                num(x),
                num(y + dy * ARM)
            ));
        }
    }
    paths
}

/// How far the file numbers' centres sit from the drawing's edge.
const FILE_LABEL_INSET: f64 = 27.0;

/// The board without pieces, drawn for `orientation`. With `turn_far`
/// (players face to face) the file numbers along the far edge are turned
/// to be read from that side; with `arabic`, Red's are digits; the river
/// reads 楚河 汉界 in simplified characters, 楚河 漢界 in traditional.
#[component]
pub fn Grid(
    #[prop(into)] orientation: Signal<Color>,
    #[prop(into)] turn_far: Signal<bool>,
    #[prop(into)] arabic: Signal<bool>,
    #[prop(into)] simplified: Signal<bool>,
) -> impl IntoView {
    move || {
        let o = orientation.get();
        let turned = turn_far.get();
        let han = if simplified.get() {
            "汉 界"
        } else {
            "漢 界"
        };
        let red_names = if arabic.get() {
            RED_FILE_DIGITS
        } else {
            RED_FILE_NAMES
        };
        let lines = grid_segments(o)
            .into_iter()
            .map(|s| {
                view! { <line x1=num(s.from.0) y1=num(s.from.1) x2=num(s.to.0) y2=num(s.to.1) /> }
            })
            .collect_view();
        let marks = MARKED_POINTS
            .iter()
            .flat_map(|&(f, r)| corner_marks(f, r, o))
            .map(|d| view! { <path d=d /> })
            .collect_view();
        let river_y = (y_of_rank(4, o) + y_of_rank(5, o)) / 2.0;
        // The numbers sit in the outer half of the margin, clear of the
        // back rank's pieces (which reach PIECE_RADIUS into it).
        let (bottom, top) = (HEIGHT - FILE_LABEL_INSET, FILE_LABEL_INSET);
        let (near, far) = match o {
            Color::Red => (bottom, top),
            Color::Black => (top, bottom),
        };
        let labels = (0..9u8)
            .map(|file| {
                let x = x_of_file(file, o);
                let red = red_names[usize::from(file)];
                let black = BLACK_FILE_NAMES[usize::from(file)];
                // The far edge's numbers belong to the player sitting there.
                let (red_turn, black_turn) = match o {
                    Color::Red => (None, turned.then(|| format!("rotate(180 {} {})", num(x), num(far)))),
                    Color::Black => (turned.then(|| format!("rotate(180 {} {})", num(x), num(near))), None),
                };
                view! {
                    <text class="file-label red" x=num(x) y=num(near) transform=red_turn>{red}</text>
                    <text class="file-label black" x=num(x) y=num(far) transform=black_turn>{black}</text>
                }
            })
            .collect_view();
        view! {
            <rect class="board-wood" x="0" y="0" width=num(WIDTH) height=num(HEIGHT) rx="18" />
            <rect
                class="board-frame"
                x=num(MARGIN - 12.0)
                y=num(MARGIN - 12.0)
                width=num(8.0 * SPACING + 24.0)
                height=num(9.0 * SPACING + 24.0)
            />
            <g class="grid">{lines}</g>
            <g class="marks">{marks}</g>
            <text class="river" x=num(MARGIN + 2.0 * SPACING) y=num(river_y)>"楚 河"</text>
            <text class="river" x=num(MARGIN + 6.0 * SPACING) y=num(river_y)>{han}</text>
            <g class="file-labels">{labels}</g>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_has_ten_ranks_sixteen_file_pieces_two_edges_and_four_diagonals() {
        assert_eq!(grid_segments(Color::Red).len(), 10 + 2 + 7 * 2 + 4);
    }

    #[test]
    fn edge_points_get_only_inner_marks() {
        assert_eq!(corner_marks(0, 3, Color::Red).len(), 2);
        assert_eq!(corner_marks(8, 6, Color::Black).len(), 2);
        assert_eq!(corner_marks(1, 2, Color::Red).len(), 4);
    }
}
