//! Moves and board points in words, for the screen reader: "Red cannon
//! two to five", "红炮二平五", "e3, red soldier".

use xiangqi::{Color, Move, Notation, Piece, Position, Role, Square};

use super::{t, Lang, Msg};

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
    match (lang, color) {
        (Lang::En, Color::Red) => "red",
        (Lang::En, Color::Black) => "black",
        (Lang::Zh, Color::Red) => "红",
        (Lang::Zh, Color::Black) => "黑",
    }
}

fn color_en(color: Color) -> &'static str {
    color_word(Lang::En, color)
}

fn color_zh(color: Color) -> &'static str {
    color_word(Lang::Zh, color)
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

/// A move in Chinese: the traditional notation with the side in front,
/// "红炮二平五", "黑马８进７", "红车一进一，吃马，将军".
pub fn move_zh(before: &Position, m: Move) -> String {
    let Some(piece) = before.piece_at(m.from) else {
        return m.to_string();
    };
    let mut text = format!(
        "{}{}",
        color_zh(piece.color),
        before.to_notation(m, Notation::Chinese)
    );
    if let Some(victim) = before.piece_at(m.to) {
        text.push_str(&format!("，吃{}", victim.chinese(true)));
    }
    if before.play(m).is_ok_and(|after| after.is_check()) {
        text.push_str("，将军");
    }
    text
}

/// A move in words in `lang`.
pub fn move_sentence(lang: Lang, before: &Position, m: Move) -> String {
    match lang {
        Lang::En => move_en(before, m),
        Lang::Zh => move_zh(before, m),
    }
}

/// The accessible name of a board point: "e3, red soldier" / "e3 红兵",
/// with "legal move" added on a target of the selected piece.
pub fn point_name(lang: Lang, square: Square, piece: Option<Piece>, target: bool) -> String {
    let what = match (lang, piece) {
        (Lang::En, Some(p)) => format!("{} {}", color_en(p.color), p.role.name()),
        (Lang::Zh, Some(p)) => format!("{}{}", color_zh(p.color), p.chinese(true)),
        (_, None) => t(lang, Msg::EmptyPoint).to_string(),
    };
    let sep = match lang {
        Lang::En => ", ",
        Lang::Zh => " ",
    };
    let mut name = format!("{square}{sep}{what}");
    if target {
        name.push_str(match lang {
            Lang::En => ", ",
            Lang::Zh => "，",
        });
        name.push_str(t(lang, Msg::LegalTarget));
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
            point_name(Lang::En, sq, None, true),
            "e3, empty, legal move"
        );
    }
}
