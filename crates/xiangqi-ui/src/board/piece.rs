//! One round piece with its Chinese character.

use leptos::prelude::*;
use xiangqi::{Color, Piece, Role, Square};

use super::geometry::{num, point, PIECE_RADIUS};

/// How pieces are drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PieceStyle {
    /// Simplified characters (帅, 马, 车) instead of traditional ones.
    pub simplified: bool,
    /// Small marks around the character showing how the piece moves.
    pub hints: bool,
    /// Black's pieces face the top of the screen (two players face to face).
    pub turn_black: bool,
    /// Red's files numbered in Arabic digits, as WXF and Vietnamese
    /// notation count them, instead of the Chinese numerals of Chinese
    /// notation.
    pub arabic_files: bool,
    /// Pictures of what the pieces are instead of their characters.
    pub pictures: bool,
    /// Black and white, as printed diagrams draw the pieces: Red's
    /// character in ink on a white disc, Black's white on an inked one.
    pub print: bool,
}

impl PieceStyle {
    /// The pieces as the player's `settings` ask for them in `lang`: the
    /// characters' script, pictures or print, and the movement hints; the
    /// board's own parts (Black turned, Arabic file numbers) left off.
    pub fn chosen(settings: &crate::model::Settings, lang: crate::model::Lang) -> PieceStyle {
        PieceStyle {
            simplified: settings.simplified(lang),
            hints: settings.hints,
            pictures: settings.pieces == crate::model::PieceSet::Pictures,
            print: settings.pieces == crate::model::PieceSet::Print,
            ..PieceStyle::default()
        }
    }
}

/// Directions a piece moves in, as (file, rank) steps seen from Red, with
/// whether it slides any distance.
fn movement(role: Role) -> (&'static [(f64, f64)], bool) {
    const ORTHO: [(f64, f64); 4] = [(0.0, 1.0), (1.0, 0.0), (0.0, -1.0), (-1.0, 0.0)];
    const DIAG: [(f64, f64); 4] = [(1.0, 1.0), (1.0, -1.0), (-1.0, -1.0), (-1.0, 1.0)];
    const HORSE: [(f64, f64); 8] = [
        (1.0, 2.0),
        (2.0, 1.0),
        (2.0, -1.0),
        (1.0, -2.0),
        (-1.0, -2.0),
        (-2.0, -1.0),
        (-2.0, 1.0),
        (-1.0, 2.0),
    ];
    const FORWARD: [(f64, f64); 1] = [(0.0, 1.0)];
    match role {
        Role::Chariot | Role::Cannon => (&ORTHO, true),
        Role::General => (&ORTHO, false),
        Role::Advisor | Role::Elephant => (&DIAG, false),
        Role::Horse => (&HORSE, false),
        Role::Soldier => (&FORWARD, false),
    }
}

/// The movement hint: a mark on the piece's rim in each direction it moves
/// (dashes for sliding pieces, a ring for the cannon's jump, two dots for
/// the elephant's double step).
fn hint_marks(piece: Piece, orientation: Color) -> impl IntoView {
    let (dirs, slides) = movement(piece.role);
    // Screen directions: y grows downwards; Black's forward is Red's back.
    let forward = match (piece.color, orientation) {
        (Color::Red, Color::Red) | (Color::Black, Color::Black) => 1.0,
        _ => -1.0,
    };
    let flip_x = if orientation == Color::Red { 1.0 } else { -1.0 };
    let role = piece.role;
    dirs.iter()
        .map(|&(df, dr)| {
            let (x, y) = (df * flip_x, -dr * forward);
            let len = x.hypot(y);
            let (ux, uy) = (x / len, y / len);
            let r = PIECE_RADIUS - 14.0;
            if slides {
                let (x1, y1, x2, y2) = (ux * (r - 7.0), uy * (r - 7.0), ux * (r + 5.0), uy * (r + 5.0));
                let cannon = role == Role::Cannon;
                view! {
                    <line class="hint-mark" x1=num(x1) y1=num(y1) x2=num(x2) y2=num(y2) />
                    {cannon.then(|| view! { <circle class="hint-jump" cx=num(ux * (r + 5.0)) cy=num(uy * (r + 5.0)) r="3.5" /> })}
                }
                .into_any()
            } else if role == Role::Elephant {
                view! {
                    <circle class="hint-dot" cx=num(ux * (r - 8.0)) cy=num(uy * (r - 8.0)) r="3" />
                    <circle class="hint-dot" cx=num(ux * r) cy=num(uy * r) r="3" />
                }
                .into_any()
            } else {
                view! { <circle class="hint-dot" cx=num(ux * r) cy=num(uy * r) r="3.5" /> }.into_any()
            }
        })
        .collect_view()
}

fn color_class(piece: Piece) -> &'static str {
    match piece.color {
        Color::Red => "red",
        Color::Black => "black",
    }
}

/// The back of a face-down piece (揭棋): its side's colour and a lattice
/// where the character would be, no sign of what it is.
fn piece_back() -> impl IntoView {
    let r = PIECE_RADIUS - 16.0;
    let lattice = [-0.5, 0.0, 0.5]
        .into_iter()
        .map(|k: f64| {
            let d = k * r;
            view! {
                <line class="piece-back-line" x1=num(d - r / 2.0) y1=num(-d - r / 2.0) x2=num(d + r / 2.0) y2=num(-d + r / 2.0) />
                <line class="piece-back-line" x1=num(d - r / 2.0) y1=num(d + r / 2.0) x2=num(d + r / 2.0) y2=num(d - r / 2.0) />
            }
        })
        .collect_view();
    view! {
        <g class="piece-back">
            <circle class="piece-back-ring" r=num(r) />
            {lattice}
        </g>
    }
}

/// The drawing of a piece centred on the origin. A face-down piece
/// (`face_down`) shows its back; its movement hints are those of the
/// piece it moves as.
#[component]
pub fn PieceFace(
    piece: Piece,
    style: PieceStyle,
    orientation: Color,
    #[prop(optional)] face_down: bool,
) -> impl IntoView {
    if face_down {
        return view! {
            <circle class="piece-body face-down" class:print=style.print r=num(PIECE_RADIUS) />
            <circle class="piece-ring face-down" class:print=style.print r=num(PIECE_RADIUS - 7.0) />
            <g class="piece-face" class:print=style.print>
                {style.hints.then(|| view! { <g class="hints">{hint_marks(piece, orientation)}</g> })}
                {piece_back()}
            </g>
        }
        .into_any();
    }
    view! {
        <circle class="piece-body" class:print=style.print r=num(PIECE_RADIUS) />
        <circle class="piece-ring" class:print=style.print r=num(PIECE_RADIUS - 7.0) />
        <g
            class="piece-face"
            class:print=style.print
            transform=(style.turn_black && piece.color == Color::Black).then_some("rotate(180)")
        >
            {style.hints.then(|| view! { <g class="hints">{hint_marks(piece, orientation)}</g> })}
            {if style.pictures {
                let scale = if style.hints { "scale(0.8)" } else { "scale(1)" };
                view! {
                    <g class="piece-pictured" transform=scale>
                        <super::picture::PiecePicture role=piece.role />
                    </g>
                }
                .into_any()
            } else {
                view! {
                    <text class="piece-glyph" class:small=style.hints y="1">
                        {piece.chinese(style.simplified).to_string()}
                    </text>
                }
                .into_any()
            }}
        </g>
    }
    .into_any()
}

/// A piece standing on `square`; carries the test contract attributes
/// `data-piece` (FEN letter) and `data-square` (ICCS square). When
/// `slide_from` is given, it slides in from that square. A face-down
/// piece (揭棋) also carries `data-face-down`, and its `data-piece` is the
/// piece it moves as.
#[component]
pub fn PieceView(
    piece: Piece,
    square: Square,
    orientation: Color,
    slide_from: Option<Square>,
    #[prop(into)] lifted: Signal<bool>,
    style: PieceStyle,
    #[prop(optional)] face_down: bool,
) -> impl IntoView {
    let (x, y) = point(square, orientation);
    let class = move || {
        let mut c = format!("piece {}", color_class(piece));
        if lifted.get() {
            c.push_str(" lifted");
        }
        c
    };
    let (inner_class, slide_style) = match slide_from {
        Some(from) => {
            let (fx, fy) = point(from, orientation);
            (
                "piece-inner slide",
                format!("--dx: {}px; --dy: {}px", num(fx - x), num(fy - y)),
            )
        }
        None => ("piece-inner", String::new()),
    };
    view! {
        <g
            class=class
            data-piece=piece.fen_char().to_string()
            data-square=square.to_string()
            data-face-down=face_down.then_some("true")
            transform=format!("translate({} {})", num(x), num(y))
        >
            <g class=inner_class style=slide_style>
                <PieceFace piece style orientation face_down />
            </g>
        </g>
    }
}

/// The piece following the pointer during a drag.
#[component]
pub fn DragGhost(
    piece: Piece,
    x: f64,
    y: f64,
    style: PieceStyle,
    orientation: Color,
    #[prop(optional)] face_down: bool,
) -> impl IntoView {
    view! {
        <g
            class=format!("piece ghost {}", color_class(piece))
            transform=format!("translate({} {}) scale(1.12)", num(x), num(y))
        >
            <PieceFace piece style orientation face_down />
        </g>
    }
}
