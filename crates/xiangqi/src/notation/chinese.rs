//! Chinese notation: `炮二平五`, `马８进７`, `前炮平四`, `中兵五平四`.

use super::{
    move_parts, tandem, Action, ChineseStyle, Description, NotationError, Nth, Script, Selector,
    Tandem,
};
use crate::color::Color;
use crate::mv::Move;
use crate::position::Position;
use crate::role::Role;

const NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// A number as written for `color`: Chinese numerals for Red, digits for Black.
fn number(color: Color, n: u8, style: ChineseStyle) -> char {
    let i = n.clamp(1, 9);
    match color {
        Color::Red => NUMERALS[(i - 1) as usize],
        Color::Black if style.full_width_digits => {
            char::from_u32('０' as u32 + i as u32).unwrap_or('?')
        }
        Color::Black => char::from(b'0' + i),
    }
}

pub(crate) fn write(pos: &Position, m: Move, style: ChineseStyle) -> String {
    let Some(parts) = move_parts(pos, m) else {
        return m.to_string();
    };
    let simplified = style.script == Script::Simplified;
    let color = parts.piece.color;
    let name = parts.piece.chinese(simplified);
    let file = number(color, parts.from_file, style);
    let (front, rear) = if simplified {
        ('前', '后')
    } else {
        ('前', '後')
    };
    let mut s = String::new();
    match tandem(pos, m, parts.piece) {
        Tandem::Single => {
            s.push(name);
            s.push(file);
        }
        Tandem::Among {
            index,
            count,
            multi_file,
        } => {
            let word = if count >= 4 && !multi_file {
                // Four or five on a file: numbered from the front.
                NUMERALS[index.min(8)]
            } else if index == 0 {
                front
            } else if index + 1 == count {
                rear
            } else {
                '中'
            };
            s.push(word);
            s.push(name);
            if multi_file {
                s.push(file);
            }
        }
    }
    s.push(match (parts.action, simplified) {
        (Action::Forward, true) => '进',
        (Action::Forward, false) => '進',
        (Action::Backward, _) => '退',
        (Action::Sideways, _) => '平',
    });
    s.push(number(color, parts.value, style));
    s
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Token {
    Piece(Role),
    Num(u8),
    Pos(Nth),
    Act(Action),
}

fn token(c: char) -> Option<Token> {
    use Token::*;
    Some(match c {
        '帥' | '帅' | '將' | '将' => Piece(Role::General),
        '仕' | '士' => Piece(Role::Advisor),
        '相' | '象' => Piece(Role::Elephant),
        '傌' | '馬' | '马' => Piece(Role::Horse),
        '俥' | '車' | '车' => Piece(Role::Chariot),
        '炮' | '砲' | '包' => Piece(Role::Cannon),
        '兵' | '卒' => Piece(Role::Soldier),
        '1'..='9' => Num(c as u8 - b'0'),
        '１'..='９' => Num((c as u32 - '０' as u32) as u8),
        '前' => Pos(Nth::Index(0)),
        '中' => Pos(Nth::Middle),
        '后' | '後' => Pos(Nth::FromRear(0)),
        '进' | '進' => Act(Action::Forward),
        '退' => Act(Action::Backward),
        '平' => Act(Action::Sideways),
        _ => {
            let i = NUMERALS.iter().position(|&n| n == c)?;
            Num(i as u8 + 1)
        }
    })
}

fn malformed(text: &str) -> NotationError {
    NotationError::Malformed {
        text: text.to_string(),
        reason: "expected Chinese notation such as 炮二平五, 马８进７ or 前炮平四",
    }
}

pub(crate) fn parse(text: &str) -> Result<Description, NotationError> {
    use Token::*;
    let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    let mut toks = Vec::with_capacity(chars.len());
    for (i, &c) in chars.iter().enumerate() {
        match token(c) {
            Some(t) => toks.push(t),
            // An unknown character where a piece is expected.
            None if !c.is_ascii()
                && (i == 0 || (i == 1 && matches!(toks.first(), Some(Pos(_))))) =>
            {
                return Err(NotationError::UnknownPiece {
                    text: text.to_string(),
                    symbol: c,
                })
            }
            None => return Err(malformed(text)),
        }
    }
    let sel = |file: Option<u8>, nth: Nth| Selector::Nth { file, nth };
    let (role, selector, action, value) = match *toks.as_slice() {
        [Piece(r), Num(f), Act(a), Num(v)] => (
            Some(r),
            Selector::File {
                file: f,
                prefer_middle: false,
            },
            a,
            v,
        ),
        [Pos(p), Piece(r), Act(a), Num(v)] | [Piece(r), Pos(p), Act(a), Num(v)] => {
            (Some(r), sel(None, p), a, v)
        }
        [Num(k), Piece(r), Act(a), Num(v)] if k <= 5 => {
            (Some(r), sel(None, Nth::Ordinal(k as usize)), a, v)
        }
        [Pos(p), Piece(r), Num(f), Act(a), Num(v)] => (Some(r), sel(Some(f), p), a, v),
        [Num(k), Piece(r), Num(f), Act(a), Num(v)] if k <= 5 => {
            (Some(r), sel(Some(f), Nth::Ordinal(k as usize)), a, v)
        }
        [Pos(p), Num(f), Act(a), Num(v)] => (None, sel(Some(f), p), a, v),
        _ => {
            // Name an unknown piece character if that is what went wrong.
            return Err(malformed(text));
        }
    };
    Ok(Description {
        role,
        selector,
        action,
        value,
    })
}
