//! The tags an analysis carries out of the app: a file without an event,
//! a date or players is hard to find again in another program's list.

use xiangqi::{Color, GameTree};

use xiangqi_ui::model::Lang;
use xiangqi_ui::words::{self, StudyMsg};

/// Fills in the tags `tree` lacks: the event (the analysis board), the
/// date (today, `wall_ms` as the player's clock shows it) and the players
/// (Red and Black). Tags the tree already has, such as an imported game's
/// players, stay as they are.
pub fn complete_tags(tree: &mut GameTree, lang: Lang, wall_ms: f64) {
    let missing = |tree: &GameTree, name: &str| tree.tag(name).is_none_or(|v| v.trim().is_empty());
    if missing(tree, "Event") {
        tree.set_tag("Event", words::t(lang, StudyMsg::AnalysisBoard));
    }
    if missing(tree, "Date") {
        tree.set_tag("Date", words::record_date(wall_ms));
    }
    for (name, color) in [("Red", Color::Red), ("Black", Color::Black)] {
        if missing(tree, name) {
            tree.set_tag(name, words::side(lang, color));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_analysis_exports_with_an_event_a_date_and_players() {
        let mut tree = GameTree::new(xiangqi::Position::startpos());
        tree.set_tag("Red", "Hu Ronghua");
        // 2026-12-03 10:00 on the player's clock.
        complete_tags(&mut tree, Lang::En, 1_796_292_000_000.0);
        let pgn = tree.to_pgn(xiangqi::Notation::Iccs);
        for tag in [
            "[Event \"Analysis board\"]",
            "[Date \"2026.12.03\"]",
            "[Red \"Hu Ronghua\"]",
            "[Black \"Black\"]",
        ] {
            assert!(pgn.contains(tag), "{tag} missing from {pgn}");
        }
    }
}
