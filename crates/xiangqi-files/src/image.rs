//! The board as a picture: a standalone SVG of a position, for sharing in
//! chats and forums (the page turns it into PNG when asked).
//!
//! Everything is drawn with plain SVG attributes, no style sheet and no web
//! font, so the file looks the same in any viewer. Coordinates are in a
//! 100-unit grid: points are 100 apart, with a 100-unit margin.

use std::fmt::Write;

use xiangqi::{Color, Move, Position, Square};

/// Distance between two points.
const STEP: i32 = 100;
/// Space around the outer lines.
const MARGIN: i32 = 100;
/// The drawing's size.
pub const WIDTH: i32 = 8 * STEP + 2 * MARGIN;
pub const HEIGHT: i32 = 9 * STEP + 2 * MARGIN;

const MARK: &str = "#2e7d32";
/// The ink and the paper of the print piece set.
const PRINT_INK: &str = "#111111";
const PRINT_PAPER: &str = "#ffffff";

/// The colours of a board: the same as the page draws for the look of the
/// same name (style/main.css, `data-board`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Palette {
    pub board: &'static str,
    pub ink: &'static str,
    pub red: &'static str,
    pub black: &'static str,
    pub face: &'static str,
}

impl Palette {
    /// The wooden board.
    pub const WOOD: Palette = Palette {
        board: "#e9c58f",
        ink: "#3b2412",
        red: "#b3160f",
        black: "#1c1c1c",
        face: "#f6e3bd",
    };
    /// Plain and high in contrast: pure black lines on a pale board.
    pub const PLAIN: Palette = Palette {
        board: "#eef1f4",
        ink: "#000000",
        red: "#c00000",
        black: "#000000",
        face: "#ffffff",
    };
    /// Paper, for print and diagrams: white, with nothing but ink.
    pub const PAPER: Palette = Palette {
        board: "#ffffff",
        ink: "#222222",
        red: "#b00000",
        black: "#111111",
        face: "#ffffff",
    };

    /// The palette of the look named `name` (`wood`, `plain`, `paper`);
    /// wood for any other name.
    pub fn named(name: &str) -> Palette {
        match name {
            "plain" => Palette::PLAIN,
            "paper" => Palette::PAPER,
            _ => Palette::WOOD,
        }
    }
}

impl Default for Palette {
    fn default() -> Self {
        Palette::WOOD
    }
}

/// How to draw the picture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ImageOptions {
    /// Black at the bottom.
    pub flipped: bool,
    /// The file numbers along both edges (1–9 and 一–九).
    pub coordinates: bool,
    /// Simplified characters (车马帅) rather than traditional (俥傌帥).
    pub simplified: bool,
    /// The board's colours.
    pub palette: Palette,
    /// Pictures of what the pieces are instead of their characters (see
    /// [`crate::piece_pictures`]).
    pub pictures: bool,
    /// The pieces in black and white, as printed diagrams draw them: Red's
    /// in ink on a white disc, Black's white on an inked one.
    pub print: bool,
}

/// The centre of `square` in the drawing.
fn centre(square: Square, flipped: bool) -> (i32, i32) {
    let (file, rank) = (i32::from(square.file()), i32::from(square.rank()));
    let (column, row) = if flipped {
        (8 - file, rank)
    } else {
        (file, 9 - rank)
    };
    (MARGIN + column * STEP, MARGIN + row * STEP)
}

/// `position` as an SVG document, with `last` (the move that led to it)
/// marked at both ends.
pub fn board_svg(position: &Position, last: Option<Move>, options: ImageOptions) -> String {
    let mut svg = String::with_capacity(16 * 1024);
    let _ = write!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">"#
    );
    let _ = write!(
        svg,
        r#"<rect width="{WIDTH}" height="{HEIGHT}" fill="{}"/>"#,
        options.palette.board
    );
    grid(&mut svg, options.simplified, options.palette.ink);
    if options.coordinates {
        coordinates(&mut svg, options.flipped, &options.palette);
    }
    if let Some(m) = last {
        for square in [m.from, m.to] {
            let (x, y) = centre(square, options.flipped);
            let _ = write!(
                svg,
                r#"<rect x="{}" y="{}" width="104" height="104" fill="none" stroke="{MARK}" stroke-width="6" rx="10"/>"#,
                x - 52,
                y - 52
            );
        }
    }
    for (square, piece) in position.pieces() {
        let (x, y) = centre(square, options.flipped);
        let (colour, face) = match (options.print, piece.color) {
            (true, Color::Red) => (PRINT_INK, PRINT_PAPER),
            (true, Color::Black) => (PRINT_PAPER, PRINT_INK),
            (false, Color::Red) => (options.palette.red, options.palette.face),
            (false, Color::Black) => (options.palette.black, options.palette.face),
        };
        // A printed black piece is inked to its rim.
        let rim = if options.print { PRINT_INK } else { colour };
        let _ = write!(
            svg,
            r#"<g><circle cx="{x}" cy="{y}" r="44" fill="{face}" stroke="{rim}" stroke-width="4"/><circle cx="{x}" cy="{y}" r="37" fill="none" stroke="{colour}" stroke-width="2"/>"#
        );
        if options.pictures {
            picture(&mut svg, piece.role, (x, y), colour, face);
        } else {
            let _ = write!(
                svg,
                r#"<text x="{x}" y="{}" font-size="48" font-family="'Noto Serif SC','Songti SC','SimSun',serif" font-weight="700" text-anchor="middle" fill="{colour}">{}</text>"#,
                y + 17,
                piece.chinese(options.simplified)
            );
        }
        svg.push_str("</g>");
    }
    svg.push_str("</svg>");
    svg
}

/// `role`'s picture centred on `(x, y)`, in `colour` with its openings in
/// `face`.
fn picture(svg: &mut String, role: xiangqi::Role, (x, y): (i32, i32), colour: &str, face: &str) {
    use crate::piece_pictures::{shapes, Shape};
    let _ = write!(svg, r#"<g transform="translate({x} {y})">"#);
    for shape in shapes(role) {
        let _ = match *shape {
            Shape::Fill(d) => write!(svg, r#"<path d="{d}" fill="{colour}"/>"#),
            Shape::Cut(d) => write!(svg, r#"<path d="{d}" fill="{face}"/>"#),
            Shape::Stroke(d, width) => write!(
                svg,
                r#"<path d="{d}" fill="none" stroke="{colour}" stroke-width="{width}" stroke-linecap="round"/>"#
            ),
        };
    }
    svg.push_str("</g>");
}

/// The lines, the palaces' diagonals, the river and its words.
fn grid(svg: &mut String, simplified: bool, ink: &str) {
    let (left, right) = (MARGIN, MARGIN + 8 * STEP);
    let (top, bottom) = (MARGIN, MARGIN + 9 * STEP);
    let mut d = String::new();
    for row in 0..10 {
        let y = MARGIN + row * STEP;
        let _ = write!(d, "M{left} {y}H{right}");
    }
    for column in 0..9 {
        let x = MARGIN + column * STEP;
        if column == 0 || column == 8 {
            let _ = write!(d, "M{x} {top}V{bottom}");
        } else {
            // Files stop at the river.
            let _ = write!(
                d,
                "M{x} {top}V{}M{x} {}V{bottom}",
                top + 4 * STEP,
                top + 5 * STEP
            );
        }
    }
    for (near, far) in [(top, top + 2 * STEP), (bottom - 2 * STEP, bottom)] {
        let (a, b) = (MARGIN + 3 * STEP, MARGIN + 5 * STEP);
        let _ = write!(d, "M{a} {near}L{b} {far}M{b} {near}L{a} {far}");
    }
    let _ = write!(
        svg,
        r#"<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="{ink}" stroke-width="6"/>"#,
        left - 8,
        top - 8,
        8 * STEP + 16,
        9 * STEP + 16
    );
    let _ = write!(
        svg,
        r#"<path d="{d}" stroke="{ink}" stroke-width="3" fill="none"/>"#
    );
    let river_y = top + 4 * STEP + STEP / 2 + 16;
    let han = if simplified { "汉 界" } else { "漢 界" };
    for (x, words) in [(MARGIN + 2 * STEP, "楚 河"), (MARGIN + 6 * STEP, han)] {
        let _ = write!(
            svg,
            r#"<text x="{x}" y="{river_y}" font-size="44" font-family="'Noto Serif SC','Songti SC','SimSun',serif" text-anchor="middle" fill="{ink}">{words}</text>"#
        );
    }
}

/// File numbers: Black's (1–9 from Black's right) along the top, Red's
/// (一–九 from Red's right) along the bottom, as players write them.
fn coordinates(svg: &mut String, flipped: bool, palette: &Palette) {
    let (red, black) = (palette.red, palette.black);
    const RED_NUMBERS: [&str; 9] = ["九", "八", "七", "六", "五", "四", "三", "二", "一"];
    for column in 0..9usize {
        let x = MARGIN + column as i32 * STEP;
        // The bottom side counts its files from its right.
        let (bottom, top) = if flipped {
            (
                (9 - column).to_string(),
                RED_NUMBERS[8 - column].to_string(),
            )
        } else {
            (RED_NUMBERS[column].to_string(), (column + 1).to_string())
        };
        let (bottom_colour, top_colour) = if flipped { (black, red) } else { (red, black) };
        let _ = write!(
            svg,
            r#"<text x="{x}" y="{}" font-size="30" text-anchor="middle" fill="{top_colour}">{top}</text><text x="{x}" y="{}" font-size="30" text-anchor="middle" fill="{bottom_colour}">{bottom}</text>"#,
            MARGIN / 2 - 4,
            HEIGHT - MARGIN / 2 + 24
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn print_draws_red_in_ink_on_paper_and_black_in_paper_on_ink() {
        let options = ImageOptions {
            print: true,
            ..ImageOptions::default()
        };
        let svg = board_svg(&Position::startpos(), None, options);
        let red_disc = format!(r#"r="44" fill="{PRINT_PAPER}" stroke="{PRINT_INK}""#);
        let black_disc = format!(r#"r="44" fill="{PRINT_INK}" stroke="{PRINT_INK}""#);
        assert_eq!(svg.matches(&red_disc).count(), 16);
        assert_eq!(svg.matches(&black_disc).count(), 16);
        let white_glyphs = format!(r#"fill="{PRINT_PAPER}">"#);
        assert_eq!(svg.matches(&white_glyphs).count(), 16);
        assert_eq!(svg.matches("font-size=\"48\"").count(), 32);
    }

    #[test]
    fn pictures_replace_every_character_in_the_pieces_colours() {
        let start = Position::startpos();
        let options = ImageOptions {
            pictures: true,
            ..ImageOptions::default()
        };
        let svg = board_svg(&start, None, options);
        assert_eq!(svg.matches("<g><circle").count(), 32);
        assert!(!svg.contains("font-size=\"48\""), "no character on a piece");
        // Each piece's picture is drawn where the piece stands, in its
        // side's colour.
        assert_eq!(svg.matches(r#"<g transform="translate("#).count(), 32);
        let palette = Palette::WOOD;
        assert!(svg.contains(&format!(r#"fill="{}"/>"#, palette.red)));
        assert!(svg.contains(&format!(r#"fill="{}"/>"#, palette.black)));
    }

    #[test]
    fn the_start_position_draws_32_pieces_and_marks_the_last_move() {
        let start = Position::startpos();
        let svg = board_svg(&start, None, ImageOptions::default());
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.ends_with("</svg>"));
        assert_eq!(svg.matches("<g><circle").count(), 32);
        assert!(svg.contains(">俥<") && svg.contains(">將<"));
        assert!(
            svg.contains(">漢 界<") && !svg.contains("汉"),
            "the river in traditional too"
        );
        let m: Move = "h2e2".parse().unwrap();
        let after = start.play(m).unwrap();
        let marked = board_svg(
            &after,
            Some(m),
            ImageOptions {
                simplified: true,
                ..ImageOptions::default()
            },
        );
        assert_eq!(marked.matches(&format!("stroke=\"{MARK}\"")).count(), 2);
        assert!(marked.contains(">车<") && marked.contains(">汉 界<"));
    }

    #[test]
    fn each_look_draws_in_its_own_colours() {
        let start = Position::startpos();
        for (name, palette) in [
            ("wood", Palette::WOOD),
            ("plain", Palette::PLAIN),
            ("paper", Palette::PAPER),
        ] {
            assert_eq!(Palette::named(name), palette);
            let svg = board_svg(
                &start,
                None,
                ImageOptions {
                    palette,
                    ..ImageOptions::default()
                },
            );
            assert!(
                svg.contains(&format!("fill=\"{}\"/>", palette.board)),
                "{name}"
            );
            assert_eq!(
                svg.matches(&format!(
                    "r=\"44\" fill=\"{}\" stroke=\"{}\"",
                    palette.face, palette.red
                ))
                .count(),
                16,
                "{name}: Red's pieces"
            );
        }
        assert_eq!(Palette::named("anything else"), Palette::WOOD);
    }

    #[test]
    fn coordinates_are_drawn_only_when_asked_and_follow_the_board() {
        let start = Position::startpos();
        let plain = board_svg(&start, None, ImageOptions::default());
        assert!(!plain.contains(">九<"));
        let red = board_svg(
            &start,
            None,
            ImageOptions {
                coordinates: true,
                ..ImageOptions::default()
            },
        );
        assert!(red.contains(">九<") && red.contains(">9<"));
        // Red's cannon on h2 sits at column 7 from Red's side, column 1 flipped.
        assert_eq!(centre("h2".parse().unwrap(), false), (800, 800));
        assert_eq!(centre("h2".parse().unwrap(), true), (200, 300));
    }
}
