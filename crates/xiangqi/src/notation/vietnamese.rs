//! Vietnamese notation (ký hiệu cờ tướng): the short form `P2-5`, `M8.7`,
//! `X1/1`, `Xs-2`, and the long form `Pháo 2 bình 5`, `Mã 8 tiến 7`,
//! `Xe sau bình 2`.
//!
//! It is the vertical-line model of WXF and Chinese notation (files 1 to 9
//! from each side's own right, a direction, a file or a number of ranks)
//! with Vietnamese names, as Vietnamese clubs and publishers write game
//! records:
//!
//! * pieces: Tướng `Tg`, Sĩ `S`, Tượng `T`, Xe `X`, Pháo `P`, Mã `M`, and
//!   the soldier `B` (Binh for Red, Tốt for Black in the long form; `C`
//!   for chốt is read too);
//! * directions: tiến (also written tấn) `.`, thoái `/`, bình `-`;
//! * two or three pieces of a kind on one file: trước `t` (front), sau `s`
//!   (rear), giữa `g` (middle) after the piece: `Xs-2`, `Bg-6`, `Pt.2`.
//!
//! The published descriptions stop there. For the rare cases beyond them
//! this crate writes, and reads back: four or five soldiers on one file
//! as front and rear with the inner ones numbered from the front
//! (`Bg2.1`, long `Binh thứ 2 tiến 1`), and soldiers doubled on two files
//! with the file before the position word (`B7t-6`, `Binh 7 trước bình 6`),
//! as Chinese records restore the file (前兵七平六).
//!
//! The short form shares letters with WXF (`P` is a cannon here, a
//! soldier there), so it is never guessed from a text's shape: it is read
//! by [`Position::parse_vietnamese`] alone.

use super::{
    move_parts, resolve, tandem, Action, Description, NotationError, Nth, Selector, Tandem,
};
use crate::color::Color;
use crate::mv::Move;
use crate::position::Position;
use crate::role::Role;

/// Which of the two Vietnamese forms to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum VietnameseForm {
    /// Letters and signs, as in printed game records: `P2-5`, `M8.7`.
    #[default]
    Short,
    /// Words, as a move is spoken or written out: `Pháo 2 bình 5`.
    Long,
}

const fn letters(role: Role) -> &'static str {
    match role {
        Role::General => "Tg",
        Role::Advisor => "S",
        Role::Elephant => "T",
        Role::Chariot => "X",
        Role::Cannon => "P",
        Role::Horse => "M",
        Role::Soldier => "B",
    }
}

const fn name(role: Role, color: Color) -> &'static str {
    match (role, color) {
        (Role::General, _) => "Tướng",
        (Role::Advisor, _) => "Sĩ",
        (Role::Elephant, _) => "Tượng",
        (Role::Chariot, _) => "Xe",
        (Role::Cannon, _) => "Pháo",
        (Role::Horse, _) => "Mã",
        (Role::Soldier, Color::Red) => "Binh",
        (Role::Soldier, Color::Black) => "Tốt",
    }
}

/// The piece a long-form name stands for (lower case).
fn role_named(word: &str) -> Option<Role> {
    Some(match word {
        "tướng" | "soái" => Role::General,
        "sĩ" | "sỹ" => Role::Advisor,
        "tượng" | "tương" => Role::Elephant,
        "xe" => Role::Chariot,
        "pháo" => Role::Cannon,
        "mã" => Role::Horse,
        "binh" | "tốt" | "chốt" => Role::Soldier,
        _ => return None,
    })
}

/// How one of several pieces on a file is named.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    Front,
    Rear,
    Middle,
    /// 1-based from the front, for the inner ones of four or five.
    Numbered(usize),
}

impl Place {
    fn of(index: usize, count: usize) -> Place {
        if index == 0 {
            Place::Front
        } else if index + 1 == count {
            Place::Rear
        } else if count == 3 {
            Place::Middle
        } else {
            Place::Numbered(index + 1)
        }
    }

    fn nth(self) -> Nth {
        match self {
            Place::Front => Nth::Index(0),
            Place::Rear => Nth::FromRear(0),
            Place::Middle => Nth::Middle,
            Place::Numbered(k) => Nth::Index(k - 1),
        }
    }

    fn short(self) -> String {
        match self {
            Place::Front => "t".into(),
            Place::Rear => "s".into(),
            Place::Middle => "g".into(),
            Place::Numbered(k) => format!("g{k}"),
        }
    }

    fn long(self) -> String {
        match self {
            Place::Front => "trước".into(),
            Place::Rear => "sau".into(),
            Place::Middle => "giữa".into(),
            Place::Numbered(k) => format!("thứ {k}"),
        }
    }
}

pub(crate) fn write(pos: &Position, m: Move, form: VietnameseForm) -> String {
    let Some(parts) = move_parts(pos, m) else {
        return m.to_string();
    };
    let file = parts.from_file;
    // The piece's file, its place on the file, or both.
    let (show_file, place) = match tandem(pos, m, parts.piece) {
        Tandem::Single => (true, None),
        Tandem::Among {
            index,
            count,
            multi_file,
        } => (multi_file, Some(Place::of(index, count))),
    };
    let value = parts.value;
    match form {
        VietnameseForm::Short => {
            let mut s = letters(parts.piece.role).to_string();
            if show_file {
                s.push(char::from(b'0' + file));
            }
            if let Some(place) = place {
                s.push_str(&place.short());
            }
            let sign = match parts.action {
                Action::Forward => '.',
                Action::Backward => '/',
                Action::Sideways => '-',
            };
            format!("{s}{sign}{value}")
        }
        VietnameseForm::Long => {
            let mut words = vec![name(parts.piece.role, parts.piece.color).to_string()];
            if show_file {
                words.push(file.to_string());
            }
            if let Some(place) = place {
                words.push(place.long());
            }
            words.push(
                match parts.action {
                    Action::Forward => "tiến",
                    Action::Backward => "thoái",
                    Action::Sideways => "bình",
                }
                .to_string(),
            );
            words.push(value.to_string());
            words.join(" ")
        }
    }
}

fn malformed(text: &str) -> NotationError {
    NotationError::Malformed {
        text: text.to_string(),
        reason: "expected Vietnamese notation such as P2-5, M8.7, Xs-2 or Pháo 2 bình 5",
    }
}

fn digit(c: char) -> Option<u8> {
    matches!(c, '1'..='9').then(|| c as u8 - b'0')
}

/// Reads either form into the shared model.
fn parse(text: &str) -> Result<Description, NotationError> {
    let lower = text.trim().to_lowercase();
    let long = lower.split_whitespace().count() > 1
        || lower.chars().any(|c| c.is_alphabetic() && !c.is_ascii());
    if long {
        parse_long(text, &lower)
    } else {
        parse_short(text, &lower)
    }
}

fn parse_short(text: &str, lower: &str) -> Result<Description, NotationError> {
    let cs: Vec<char> = lower.chars().filter(|c| !c.is_whitespace()).collect();
    let (role, rest) = match cs.as_slice() {
        ['t', 'g', rest @ ..] => (Role::General, rest),
        [c, rest @ ..] => {
            let role = match c {
                's' => Role::Advisor,
                't' => Role::Elephant,
                'x' => Role::Chariot,
                'p' => Role::Cannon,
                'm' => Role::Horse,
                'b' | 'c' => Role::Soldier,
                _ => {
                    return Err(NotationError::UnknownPiece {
                        text: text.to_string(),
                        symbol: text.trim().chars().next().unwrap_or(*c),
                    })
                }
            };
            (role, rest)
        }
        [] => return Err(malformed(text)),
    };
    let [head @ .., sign, value] = rest else {
        return Err(malformed(text));
    };
    let action = match sign {
        '.' | '+' => Action::Forward,
        '/' => Action::Backward,
        '-' | '=' => Action::Sideways,
        _ => return Err(malformed(text)),
    };
    let value = digit(*value).ok_or_else(|| malformed(text))?;
    let (file, head) = match head {
        [d, rest @ ..] if d.is_ascii_digit() => {
            (Some(digit(*d).ok_or_else(|| malformed(text))?), rest)
        }
        _ => (None, head),
    };
    let place = match head {
        [] => None,
        ['t'] => Some(Place::Front),
        ['s'] => Some(Place::Rear),
        ['g'] => Some(Place::Middle),
        ['g', k] => Some(Place::Numbered(usize::from(
            digit(*k).ok_or_else(|| malformed(text))?,
        ))),
        _ => return Err(malformed(text)),
    };
    describe(text, role, file, place, action, value)
}

fn parse_long(text: &str, lower: &str) -> Result<Description, NotationError> {
    let words: Vec<&str> = lower.split_whitespace().collect();
    let Some((first, rest)) = words.split_first() else {
        return Err(malformed(text));
    };
    let role = role_named(first).ok_or_else(|| NotationError::UnknownPiece {
        text: text.to_string(),
        symbol: text.trim().chars().next().unwrap_or('?'),
    })?;
    let [head @ .., direction, value] = rest else {
        return Err(malformed(text));
    };
    let action = match *direction {
        "tiến" | "tấn" => Action::Forward,
        "thoái" => Action::Backward,
        "bình" => Action::Sideways,
        _ => return Err(malformed(text)),
    };
    let number = |w: &str| -> Result<u8, NotationError> {
        let mut cs = w.chars();
        match (cs.next().and_then(digit), cs.next()) {
            (Some(d), None) => Ok(d),
            _ => Err(malformed(text)),
        }
    };
    let value = number(value)?;
    let (file, head) = match head {
        [w, rest @ ..] if w.starts_with(|c: char| c.is_ascii_digit()) => (Some(number(w)?), rest),
        _ => (None, head),
    };
    let place = match head {
        [] => None,
        ["trước"] | ["tiền"] => Some(Place::Front),
        ["sau"] | ["hậu"] => Some(Place::Rear),
        ["giữa"] => Some(Place::Middle),
        ["thứ", k] => Some(Place::Numbered(usize::from(number(k)?))),
        _ => return Err(malformed(text)),
    };
    describe(text, role, file, place, action, value)
}

fn describe(
    text: &str,
    role: Role,
    file: Option<u8>,
    place: Option<Place>,
    action: Action,
    value: u8,
) -> Result<Description, NotationError> {
    let selector = match (file, place) {
        (Some(file), None) => Selector::File {
            file,
            prefer_middle: false,
        },
        (file, Some(place)) => Selector::Nth {
            file,
            nth: place.nth(),
        },
        (None, None) => return Err(malformed(text)),
    };
    Ok(Description {
        role: Some(role),
        selector,
        action,
        value,
    })
}

impl Position {
    /// Writes `m` in Vietnamese notation.
    ///
    /// ```
    /// use xiangqi::{Position, VietnameseForm};
    /// let pos = Position::startpos();
    /// let m = "h2e2".parse().unwrap();
    /// assert_eq!(pos.to_vietnamese(m, VietnameseForm::Short), "P2-5");
    /// assert_eq!(pos.to_vietnamese(m, VietnameseForm::Long), "Pháo 2 bình 5");
    /// let pos = pos.play(m).unwrap();
    /// let reply = "h9g7".parse().unwrap();
    /// assert_eq!(pos.to_vietnamese(reply, VietnameseForm::Short), "M8.7");
    /// assert_eq!(pos.to_vietnamese(reply, VietnameseForm::Long), "Mã 8 tiến 7");
    /// ```
    pub fn to_vietnamese(&self, m: Move, form: VietnameseForm) -> String {
        write(self, m, form)
    }

    /// Reads a legal move written in either Vietnamese form: letters and
    /// signs (`P2-5`, `M8.7`, `X1/1`, `Xs-2`; `+` and `=` are read for
    /// `.` and `-`) or words (`Pháo 2 bình 5`, `Mã 8 tấn 7`, `Xe sau
    /// bình 2`), in any case, with the accented words as written.
    ///
    /// ```
    /// use xiangqi::Position;
    /// let pos = Position::startpos();
    /// let m = pos.parse_vietnamese("P2-5").unwrap();
    /// assert_eq!(m.to_string(), "h2e2");
    /// assert_eq!(pos.parse_vietnamese("pháo 2 bình 5"), Ok(m));
    /// assert!(pos.parse_vietnamese("P2.8").is_err());
    /// ```
    pub fn parse_vietnamese(&self, text: &str) -> Result<Move, NotationError> {
        if text.trim().is_empty() {
            return Err(NotationError::Empty);
        }
        let d = parse(text)?;
        resolve(self, text, &d)
    }
}
