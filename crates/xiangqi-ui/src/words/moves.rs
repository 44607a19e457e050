//! Moves and board points in words, for the screen reader: "Red cannon
//! two to five", "红炮二平五", "Mã đen 8 tiến 7", "e3, red soldier".
//!
//! A move is said in the notation its readers know, from the rules
//! crate: Chinese notation in Chinese (in the script of the language),
//! the Vietnamese long form in Vietnamese, and in English the WXF form
//! read out in words. What goes around it (the side, a capture, a check)
//! comes from the locale files.

use xiangqi::{ChineseStyle, Color, Move, Notation, Piece, Position, Role, Square, VietnameseForm};

use super::catalog::{fill, text};
use super::{t, Lang, Msg, Part};

const NUMBERS: [&str; 9] = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
];

fn number(c: char) -> &'static str {
    c.to_digit(10)
        .and_then(|d| NUMBERS.get((d as usize).wrapping_sub(1)))
        .copied()
        .unwrap_or("")
}

/// The short colour word in a sentence: "red" / "红".
pub fn color_word(lang: Lang, color: Color) -> &'static str {
    let key = match color {
        Color::Red => "ColorRed",
        Color::Black => "ColorBlack",
    };
    text(lang, Part::Page, key)
}

fn color_en(color: Color) -> &'static str {
    color_word(Lang::En, color)
}

/// A piece with its colour: "black horse", "黑马", "Mã đen". Chinese takes
/// the piece's own character from the rules crate.
pub fn piece_name(lang: Lang, piece: Piece) -> String {
    let name = role_word(lang, piece);
    fill(
        lang,
        Part::Page,
        "PieceWithColor",
        &[("color", &color_word(lang, piece.color)), ("piece", &name)],
    )
}

/// The name of the piece's kind without its colour: the piece's own
/// character in Chinese (which tells the sides apart, "仕" / "士"), else
/// the locale file's word ("advisor").
pub fn role_word(lang: Lang, piece: Piece) -> String {
    match lang {
        Lang::Zh => piece.chinese(true).to_string(),
        Lang::ZhHant => piece.chinese(false).to_string(),
        Lang::En | Lang::Vi => text(lang, Part::Page, role_key(piece.role)).to_string(),
    }
}

/// The locale key of a kind of piece's name.
fn role_key(role: Role) -> &'static str {
    match role {
        Role::General => "RoleGeneral",
        Role::Advisor => "RoleAdvisor",
        Role::Elephant => "RoleElephant",
        Role::Horse => "RoleHorse",
        Role::Chariot => "RoleChariot",
        Role::Cannon => "RoleCannon",
        Role::Soldier => "RoleSoldier",
    }
}

/// The word with its first letter in capitals. The words are English, so
/// ASCII rules suffice (and keep Unicode's case tables out of the wasm).
fn capitalised(word: &str) -> String {
    let mut cs = word.chars();
    match cs.next() {
        Some(c) => std::iter::once(c.to_ascii_uppercase()).chain(cs).collect(),
        None => String::new(),
    }
}

/// The English words for the piece part of a WXF move (its first two
/// characters): "cannon two", "front chariot", "rear soldier on three".
fn piece_words(head: &[char], role: Role) -> String {
    let name = role.name();
    match *head {
        ['+', '+'] => format!("foremost {name}"),
        ['-', '-'] => format!("rearmost {name}"),
        [l, '+'] if l.is_ascii_alphabetic() => format!("front {name}"),
        [l, '-'] if l.is_ascii_alphabetic() => format!("rear {name}"),
        [l, d] if l.is_ascii_alphabetic() => format!("{name} {}", number(d)),
        [d, '+'] => format!("front {name} on {}", number(d)),
        [d, '-'] => format!("rear {name} on {}", number(d)),
        [d, _] => format!("middle {name} on {}", number(d)),
        _ => name.to_string(),
    }
}

/// A move in English words, built from its WXF form: "Red cannon two to
/// five", "Black horse eight forward to seven", "Red chariot one forward
/// one, captures black horse, check".
pub fn move_en(before: &Position, m: Move) -> String {
    let Some(piece) = before.piece_at(m.from) else {
        return m.to_string();
    };
    let wxf: Vec<char> = before.to_notation(m, Notation::Wxf).chars().collect();
    let mut text = capitalised(color_en(piece.color));
    text.push(' ');
    match wxf.as_slice() {
        [a, b, op, v] => {
            text.push_str(&piece_words(&[*a, *b], piece.role));
            // Advisors, elephants and horses name the file they land on;
            // the others count ranks when moving along their file.
            let lands_on_file = matches!(piece.role, Role::Advisor | Role::Elephant | Role::Horse);
            let action = match (op, lands_on_file) {
                ('+', true) => "forward to",
                ('+', false) => "forward",
                ('-', true) => "back to",
                ('-', false) => "back",
                _ => "to",
            };
            text.push_str(&format!(" {action} {}", number(*v)));
        }
        _ => text.push_str(&format!("{} {}", piece.role.name(), m)),
    }
    if let Some(victim) = before.piece_at(m.to) {
        text.push_str(&format!(
            ", captures {} {}",
            color_en(victim.color),
            victim.role.name()
        ));
    }
    if before.play(m).is_ok_and(|after| after.is_check()) {
        text.push_str(", check");
    }
    text
}

/// A move in the notation of `lang` (not English) with the side in
/// front and what it takes and whether it checks after it: "红炮二平五",
/// "黑马８进７", "红车一进九，吃马，将军", "Pháo đỏ 2 bình 5".
fn move_in_notation(lang: Lang, before: &Position, m: Move) -> String {
    let Some(piece) = before.piece_at(m.from) else {
        return m.to_string();
    };
    let written = match lang {
        Lang::ZhHant => before.to_chinese(m, ChineseStyle::TRADITIONAL),
        Lang::Vi => before.to_vietnamese(m, VietnameseForm::Long),
        _ => before.to_notation(m, Notation::Chinese),
    };
    let mut said = fill(
        lang,
        Part::Page,
        "MoveSaid",
        &[
            ("color", &color_word(lang, piece.color)),
            ("move", &written),
        ],
    );
    if let Some(victim) = before.piece_at(m.to) {
        let name = if lang.is_chinese() {
            role_word(lang, victim)
        } else {
            piece_name(lang, victim)
        };
        said.push_str(&fill(lang, Part::Page, "MoveCaptures", &[("piece", &name)]));
    }
    if before.play(m).is_ok_and(|after| after.is_check()) {
        said.push_str(text(lang, Part::Page, "MoveChecks"));
    }
    said
}

/// A move in Chinese: the traditional notation with the side in front,
/// "红炮二平五", "黑马８进７", "红车一进一，吃马，将军".
pub fn move_zh(before: &Position, m: Move) -> String {
    move_in_notation(Lang::Zh, before, m)
}

/// A move as the move list writes it: in `notation`, and in Chinese
/// notation in the script of `lang` (traditional characters for 繁體中文).
pub fn written(lang: Lang, before: &Position, m: Move, notation: Notation) -> String {
    match (notation, lang) {
        (Notation::Chinese, Lang::ZhHant) => before.to_chinese(m, ChineseStyle::TRADITIONAL),
        _ => before.to_notation(m, notation),
    }
}

/// A move in words in `lang`.
pub fn move_sentence(lang: Lang, before: &Position, m: Move) -> String {
    match lang {
        Lang::En => move_en(before, m),
        _ => move_in_notation(lang, before, m),
    }
}

/// The accessible name of a board point: "e3, red soldier" / "e3 红兵",
/// with "legal move" added on a target of the selected piece.
pub fn point_name(lang: Lang, square: Square, piece: Option<Piece>, target: bool) -> String {
    let what = match piece {
        Some(p) => piece_name(lang, p),
        None => t(lang, Msg::EmptyPoint).to_string(),
    };
    let mut name = fill(
        lang,
        Part::Page,
        "PointName",
        &[("point", &square), ("what", &what)],
    );
    if target {
        name.push_str(&fill(
            lang,
            Part::Page,
            "PointTarget",
            &[("target", &t(lang, Msg::LegalTarget))],
        ));
    }
    name
}

#[cfg(test)]
mod tests {
    use super::*;

    fn after(moves: &[&str]) -> Position {
        let mut p = Position::startpos();
        for m in moves {
            p = p.play(m.parse().unwrap()).unwrap();
        }
        p
    }

    #[test]
    fn central_cannon_in_both_languages() {
        let p = Position::startpos();
        let m = "h2e2".parse().unwrap();
        assert_eq!(move_en(&p, m), "Red cannon two to five");
        assert_eq!(move_zh(&p, m), "红炮二平五");
        assert_eq!(move_sentence(Lang::ZhHant, &p, m), "紅炮二平五");
        let horse = "h0g2".parse().unwrap();
        assert_eq!(
            written(Lang::ZhHant, &p, horse, Notation::Chinese),
            "傌二進三"
        );
        assert_eq!(written(Lang::Zh, &p, horse, Notation::Chinese), "马二进三");
        assert_eq!(written(Lang::Vi, &p, m, Notation::Vietnamese), "P2-5");
        let vi = move_sentence(Lang::Vi, &p, m);
        assert!(vi.contains("Pháo 2 bình 5") && vi.contains("đỏ"), "{vi}");
    }

    #[test]
    fn horses_land_on_a_file() {
        let p = after(&["h2e2"]);
        let m = "h9g7".parse().unwrap();
        assert_eq!(move_en(&p, m), "Black horse eight forward to seven");
        assert_eq!(move_zh(&p, m), "黑马８进７");
    }

    #[test]
    fn chariots_count_ranks() {
        let p = Position::startpos();
        assert_eq!(
            move_en(&p, "i0i1".parse().unwrap()),
            "Red chariot one forward one"
        );
        let p = after(&["i0i1", "i9i8", "i1i0"]);
        assert_eq!(
            move_en(&p, "i8i9".parse().unwrap()),
            "Black chariot nine back one"
        );
    }

    #[test]
    fn captures_and_checks_are_said() {
        let p = Position::from_fen("3k4n/9/9/9/9/9/9/9/9/4K3R w - - 0 1").unwrap();
        let m = "i0i9".parse().unwrap();
        assert_eq!(
            move_en(&p, m),
            "Red chariot one forward nine, captures black horse, check"
        );
        assert_eq!(move_zh(&p, m), "红车一进九，吃马，将军");
    }

    #[test]
    fn doubled_pieces_are_front_and_rear() {
        let p = Position::from_fen("3k5/9/9/9/9/4R4/9/4R4/9/5K3 w - - 0 1").unwrap();
        assert_eq!(
            move_en(&p, "e4f4".parse().unwrap()),
            "Red front chariot to four"
        );
        assert_eq!(
            move_en(&p, "e2e1".parse().unwrap()),
            "Red rear chariot back one"
        );
    }

    #[test]
    fn points_are_named() {
        let sq: Square = "e3".parse().unwrap();
        let soldier = Piece::new(Color::Red, Role::Soldier);
        assert_eq!(
            point_name(Lang::En, sq, Some(soldier), false),
            "e3, red soldier"
        );
        assert_eq!(point_name(Lang::Zh, sq, Some(soldier), false), "e3 红兵");
        assert_eq!(
            point_name(Lang::ZhHant, sq, Some(soldier), false),
            "e3 紅兵"
        );
        let vi = point_name(Lang::Vi, sq, Some(soldier), false);
        assert!(vi.starts_with("e3") && vi.contains("Tốt"), "{vi}");
        assert_eq!(
            point_name(Lang::En, sq, None, true),
            "e3, empty, legal move"
        );
    }
}
