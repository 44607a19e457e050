//! ICCS coordinates: `h2e2`, read also as `H2E2` or `h2-e2`.

use super::NotationError;
use crate::mv::Move;
use crate::position::Position;

pub(crate) fn write(m: Move) -> String {
    m.to_string()
}

pub(crate) fn parse(pos: &Position, text: &str) -> Result<Move, NotationError> {
    let m: Move = text.trim().parse().map_err(|_| NotationError::Malformed {
        text: text.to_string(),
        reason: "expected ICCS coordinates such as h2e2 or H2-E2",
    })?;
    match pos.piece_at(m.from) {
        Some(p) if p.color == pos.side_to_move() => {}
        Some(p) => {
            return Err(NotationError::NoSuchPiece {
                text: text.to_string(),
                what: format!(
                    "piece on {} ({} {} stands there)",
                    m.from,
                    p.color.name(),
                    p.role.name()
                ),
            })
        }
        None => {
            return Err(NotationError::NoSuchPiece {
                text: text.to_string(),
                what: format!("piece on {} (it is empty)", m.from),
            })
        }
    }
    if pos.is_legal(m) {
        Ok(m)
    } else if pos.pseudo_legal_moves().contains(&m) {
        Err(NotationError::LeavesGeneralInCheck {
            text: text.to_string(),
            mv: m,
        })
    } else {
        Err(NotationError::IllegalMove {
            text: text.to_string(),
            mv: Some(m),
        })
    }
}
