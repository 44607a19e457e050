//! WXF notation: `C2=5`, `H8+7`, `R+=3`, `++=4`, `3-=4`.

use super::{move_parts, tandem, Action, Description, NotationError, Nth, Selector, Tandem};
use crate::mv::Move;
use crate::position::Position;
use crate::role::Role;

const fn letter(role: Role) -> char {
    match role {
        Role::General => 'K',
        Role::Advisor => 'A',
        Role::Elephant => 'E',
        Role::Horse => 'H',
        Role::Chariot => 'R',
        Role::Cannon => 'C',
        Role::Soldier => 'P',
    }
}

fn role_of(c: char) -> Option<Role> {
    Some(match c.to_ascii_uppercase() {
        'K' => Role::General,
        'A' => Role::Advisor,
        'E' | 'B' => Role::Elephant,
        'H' | 'N' => Role::Horse,
        'R' => Role::Chariot,
        'C' => Role::Cannon,
        'P' => Role::Soldier,
        _ => return None,
    })
}

fn digit(d: u8) -> char {
    char::from(b'0' + d)
}

pub(crate) fn write(pos: &Position, m: Move) -> String {
    let Some(parts) = move_parts(pos, m) else {
        return m.to_string();
    };
    let l = letter(parts.piece.role);
    let f = digit(parts.from_file);
    let head: String = match tandem(pos, m, parts.piece) {
        Tandem::Single => format!("{l}{f}"),
        Tandem::Among {
            index,
            count,
            multi_file: true,
        } => {
            // Soldiers doubled on two files: the file replaces the letter.
            let mark = if index == 0 {
                '+'
            } else if index + 1 == count {
                '-'
            } else {
                f
            };
            format!("{f}{mark}")
        }
        Tandem::Among { index, count, .. } => match (count, index) {
            (2 | 3, 0) => format!("{l}+"),
            (2 | 3, i) if i + 1 == count => format!("{l}-"),
            (2 | 3, _) => format!("{l}{f}"),
            (_, 0) => "++".to_string(),
            (_, i) if i + 1 == count => "--".to_string(),
            (_, 1) => format!("{l}+"),
            (_, i) if i + 2 == count => format!("{l}-"),
            // The middle of three or five keeps the plain form.
            _ => format!("{l}{f}"),
        },
    };
    let op = match parts.action {
        Action::Forward => '+',
        Action::Backward => '-',
        Action::Sideways => '=',
    };
    format!("{head}{op}{}", digit(parts.value))
}

fn malformed(text: &str) -> NotationError {
    NotationError::Malformed {
        text: text.to_string(),
        reason: "expected WXF such as C2=5, H8+7, R+=3 or P-+1",
    }
}

fn value_of(c: char) -> Option<u8> {
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        _ => None,
    }
}

pub(crate) fn parse(text: &str) -> Result<Description, NotationError> {
    let cs: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    let (c0, c1, op, v) = match *cs.as_slice() {
        [a, b, op, v] => (a, b, op, v),
        // The sideways sign may be left out: C25.
        [a, b, v] if a.is_ascii_alphabetic() && b.is_ascii_digit() => (a, b, '=', v),
        _ => return Err(malformed(text)),
    };
    let action = match op {
        '+' => Action::Forward,
        '-' => Action::Backward,
        '=' | '.' => Action::Sideways,
        _ => return Err(malformed(text)),
    };
    let value = value_of(v).ok_or_else(|| malformed(text))?;
    let piece = |c: char| -> Result<Role, NotationError> {
        role_of(c).ok_or(NotationError::UnknownPiece {
            text: text.to_string(),
            symbol: c,
        })
    };
    let (role, selector) = match (c0, c1) {
        ('+', '+') => (Role::Soldier, nth(None, Nth::Index(0))),
        ('-', '-') => (Role::Soldier, nth(None, Nth::FromRear(0))),
        ('+', l) => (piece(l)?, nth(None, Nth::WxfPlus)),
        ('-', l) => (piece(l)?, nth(None, Nth::WxfMinus)),
        (l, '+') if l.is_ascii_alphabetic() => (piece(l)?, nth(None, Nth::WxfPlus)),
        (l, '-') if l.is_ascii_alphabetic() => (piece(l)?, nth(None, Nth::WxfMinus)),
        (l, d) if l.is_ascii_alphabetic() => {
            let role = piece(l)?;
            let file = value_of(d).ok_or_else(|| malformed(text))?;
            (
                role,
                Selector::File {
                    file,
                    prefer_middle: role == Role::Soldier,
                },
            )
        }
        // Soldiers doubled on two files: file digit, then +, - or the file again.
        (d, mark) => {
            let file = value_of(d).ok_or_else(|| malformed(text))?;
            let which = match mark {
                '+' => Nth::Index(0),
                '-' => Nth::FromRear(0),
                m if m == d => Nth::Middle,
                _ => return Err(malformed(text)),
            };
            (Role::Soldier, nth(Some(file), which))
        }
    };
    Ok(Description {
        role: Some(role),
        selector,
        action,
        value,
    })
}

fn nth(file: Option<u8>, nth: Nth) -> Selector {
    Selector::Nth { file, nth }
}
