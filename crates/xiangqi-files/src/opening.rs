//! The opening of the page's game, named from its moves (the ECCO table
//! of `xiangqi-openings` lives in this worker, not in the page).

use xiangqi::{Move, Position};
use xiangqi_openings::classify::Classifier;

use crate::protocol::OpeningName;

/// The opening of a game from the start position with these ICCS moves;
/// `None` before the first move or if a move cannot be read.
pub fn name(moves: &[String]) -> Option<OpeningName> {
    let moves = moves
        .iter()
        .map(|m| m.parse::<Move>())
        .collect::<Result<Vec<_>, _>>()
        .ok()?;
    Classifier::builtin()
        .classify(&Position::startpos(), &moves)
        .map(|o| OpeningName {
            code: o.code.clone(),
            zh: o.zh.clone(),
            zh_hant: o.zh_hant.clone(),
            vi: o.vi.clone(),
            en: o.en.clone(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::{FilesRequest, FilesResponse};
    use crate::worker::handle;

    fn names(moves: &[&str]) -> Option<OpeningName> {
        let moves = moves.iter().map(|m| m.to_string()).collect();
        match handle(FilesRequest::Opening { id: 4, moves }) {
            FilesResponse::Opening { id: 4, opening } => opening,
            other => panic!("unexpected answer {other:?}"),
        }
    }

    #[test]
    fn names_the_opening_in_both_languages() {
        let o = names(&["h2e2", "h9g7"]).unwrap();
        assert_eq!(o.code, "B05");
        assert_eq!(o.zh, "中炮对进左马");
        assert_eq!(o.zh_hant, "中炮對進左馬");
        assert_eq!(o.vi, "Pháo đầu đối tiến tả mã");
        assert_eq!(o.en, "Central Cannon vs Left Horse");
        assert_eq!(names(&["h2e2"]).unwrap().code, "B00");
    }

    #[test]
    fn nothing_before_a_move_or_for_unreadable_moves() {
        assert_eq!(names(&[]), None);
        assert_eq!(names(&["h2e2", "xyz"]), None);
    }
}
