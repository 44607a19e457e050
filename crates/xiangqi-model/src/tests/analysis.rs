//! The analysis board: moves go into a tree of variations, the engine
//! follows the shown position, and its lines are kept per request.

use xiangqi::{GameTree, NodeId, Position};
use xiangqi_engine::Score;

use super::{mv, sq};
use crate::{AiEvent, Analysis, Effect};

const MATE_IN_ONE: &str = "4k4/R8/9/9/9/9/9/9/9/1R1K5 w";

fn requests(effects: &[Effect]) -> Vec<u32> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Analyse(spec) => Some(spec.id),
            _ => None,
        })
        .collect()
}

fn start() -> (Analysis, Vec<Effect>) {
    Analysis::open(GameTree::default(), NodeId::ROOT)
}

#[test]
fn opening_asks_the_engine_for_the_shown_position() {
    let (a, effects) = Analysis::from_moves(Position::startpos(), &[mv("h2e2"), mv("h9g7")]);
    let Some(Effect::Analyse(spec)) = effects.first() else {
        panic!("no analysis asked: {effects:?}");
    };
    assert_eq!(spec.moves, [mv("h2e2"), mv("h9g7")]);
    assert_eq!(spec.lines, 2);
    assert_eq!(a.path(), spec.moves);
}

#[test]
fn a_different_move_starts_a_variation_and_keeps_the_main_line() {
    let (mut a, _) = Analysis::from_moves(Position::startpos(), &[mv("h2e2"), mv("h9g7")]);
    a.back();
    a.tap(sq("b7"));
    let effects = a.tap(sq("e7"));
    assert_eq!(a.path(), [mv("h2e2"), mv("b7e7")]);
    assert_eq!(a.tree().mainline_moves(), [mv("h2e2"), mv("h9g7")]);
    assert_eq!(
        requests(&effects).len(),
        1,
        "the engine follows the position"
    );
    // The same move again goes to the existing node.
    a.back();
    a.play_move(mv("h9g7"));
    assert_eq!(a.tree().len(), 3, "three moves");
    // Promote the variation, then delete the old main line.
    let alt = a.find(&[mv("h2e2"), mv("b7e7")]).unwrap();
    a.promote(alt);
    assert_eq!(a.tree().mainline_moves(), [mv("h2e2"), mv("b7e7")]);
    let old = a.find(&[mv("h2e2"), mv("h9g7")]).unwrap();
    a.go_to(old);
    a.delete(old);
    assert_eq!(a.path(), [mv("h2e2")], "the board steps back to the parent");
    assert_eq!(a.tree().len(), 2);
}

#[test]
fn lines_of_an_old_request_are_ignored() {
    let (mut a, effects) = start();
    let first = requests(&effects)[0];
    let effects = a.play_move(mv("h2e2"));
    let second = requests(&effects)[0];
    assert!(second > first);
    a.on_line(first, 1, 10, Score::Cp(30), vec![mv("h9g7")]);
    assert!(a.lines().is_empty());
    a.on_line(second, 1, 10, Score::Cp(-20), vec![mv("h9g7")]);
    a.on_line(second, 2, 10, Score::Cp(-40), vec![mv("b9c7")]);
    assert_eq!(a.lines().len(), 2);
    // Black to move: -0.20 for Black is +0.20 for Red.
    assert_eq!(a.evaluation(), Some(Score::Cp(20)));
    assert_eq!(a.arrows(), [mv("h9g7"), mv("b9c7")]);
}

#[test]
fn a_mate_in_one_position_has_at_most_its_legal_lines() {
    let pos = Position::from_fen(MATE_IN_ONE).unwrap();
    let (mut a, effects) = Analysis::open(GameTree::new(pos), NodeId::ROOT);
    let id = requests(&effects)[0];
    a.on_line(id, 1, 5, Score::Mate(1), vec![mv("b0b9")]);
    assert_eq!(a.evaluation(), Some(Score::Mate(1)));
    a.on_progress(id, 6, 12_000);
    assert_eq!(a.progress().map(|p| p.depth), Some(6));
    a.on_finished(id);
    assert!(a.engine_finished());
}

#[test]
fn the_engine_can_be_switched_off_and_the_lines_changed() {
    let (mut a, _) = start();
    let effects = a.toggle_engine();
    assert!(effects.contains(&Effect::StopAnalysis));
    assert!(
        requests(&a.play_move(mv("h2e2"))).is_empty(),
        "off stays off"
    );
    let effects = a.toggle_engine();
    assert_eq!(requests(&effects).len(), 1);
    let effects = a.set_lines(3);
    assert!(matches!(effects.first(), Some(Effect::Analyse(s)) if s.lines == 3));
    a.set_lines(9);
    assert_eq!(a.lines_wanted(), 3);
}

#[test]
fn a_position_without_moves_is_not_analysed() {
    // Black is mated.
    let pos = Position::from_fen("1R2k4/R8/9/9/9/9/9/9/9/3K5 b").unwrap();
    let (_, effects) = Analysis::open(GameTree::new(pos), NodeId::ROOT);
    assert!(requests(&effects).is_empty());
}

#[test]
fn the_analysis_is_saved_with_its_variations_and_restored_where_it_was() {
    let (mut a, _) = Analysis::from_moves(Position::startpos(), &[mv("h2e2"), mv("h9g7")]);
    a.back();
    a.play_move(mv("b7e7"));
    a.set_lines(3);
    a.flip();
    let json = serde_json::to_string(&a.stored(true)).unwrap();
    let (b, effects) = Analysis::restore(serde_json::from_str(&json).unwrap());
    assert_eq!(b.path(), [mv("h2e2"), mv("b7e7")]);
    assert_eq!(b.tree().mainline_moves(), [mv("h2e2"), mv("h9g7")]);
    assert_eq!(b.lines_wanted(), 3);
    assert_eq!(b.bottom(), xiangqi::Color::Black);
    assert_eq!(
        requests(&effects).len(),
        1,
        "an open board resumes its engine"
    );
    let (_, effects) = Analysis::restore(a.stored(false));
    assert!(requests(&effects).is_empty(), "a closed board stays quiet");
}

#[test]
fn moves_take_comments_and_marks_that_are_saved() {
    let (mut a, _) = Analysis::from_moves(Position::startpos(), &[mv("h2e2"), mv("h9g7")]);
    a.set_comment("  the usual reply ".into());
    a.set_mark(Some(xiangqi::Mark::Good));
    let node = a.tree().node(a.at()).unwrap();
    assert_eq!(node.comment(), Some("the usual reply"));
    assert_eq!(node.mark(), Some(xiangqi::Mark::Good));
    let (b, _) = Analysis::restore(a.stored(false));
    let node = b.tree().node(b.at()).unwrap();
    assert_eq!(node.comment(), Some("the usual reply"));
    a.set_comment(String::new());
    assert_eq!(a.tree().node(a.at()).unwrap().comment(), None);
}

#[test]
fn a_move_tried_after_a_game_becomes_a_variation_at_the_shown_position() {
    use crate::analysis::StoredAnalysis;
    let game = [mv("h2e2"), mv("h9g7"), mv("h0g2")];
    let mut stored = StoredAnalysis::of_moves(Position::startpos(), &game);
    stored.path.truncate(1);
    let tried = stored.with_move_tried(mv("b9c7"));
    assert_eq!(tried.path, ["h2e2", "b9c7"], "shown after the tried move");
    assert_eq!(
        tried.tree.mainline_moves(),
        game,
        "the game stays the main line"
    );
    let (a, _) = Analysis::restore(tried.clone());
    assert_eq!(a.path(), [mv("h2e2"), mv("b9c7")]);
    assert!(a
        .tree()
        .node(a.at())
        .is_some_and(|n| n.variation_depth() == 1));
    // The game's own next move is not a new variation; an illegal one changes nothing.
    let again = StoredAnalysis::of_moves(Position::startpos(), &game);
    let mut at_one = again.clone();
    at_one.path.truncate(1);
    assert_eq!(
        at_one.clone().with_move_tried(mv("h9g7")).tree.len(),
        again.tree.len()
    );
    assert_eq!(at_one.clone().with_move_tried(mv("a0a5")), at_one);
}

#[test]
fn a_review_classes_each_main_line_move_as_its_judgement_does() {
    let moves = [mv("h2e2"), mv("h9g7"), mv("h0g2")];
    let (mut a, _) = Analysis::from_moves(Position::startpos(), &moves);
    let mut effects = a.start_review();
    // From the side to move's view: level, then black's h9g7 throws away
    // nine pawns' worth (red +9 after it), which stays so.
    for score in [
        Score::Cp(30),
        Score::Cp(-30),
        Score::Cp(900),
        Score::Cp(-900),
    ] {
        let id = *requests(&effects).last().expect("a review request");
        effects = a.on_review_result(id, Some(mv("b2e2")), score);
    }
    let classes = a.classes();
    assert_eq!(classes.len(), 3);
    assert_eq!(classes[1].map(|c| c.name()), Some("blunder"));
    assert_eq!(classes[0], None);
    for (id, class) in a.tree().mainline().into_iter().zip(&classes) {
        assert_eq!(a.judgement(id).and_then(|j| j.class), *class);
        // The board's arrow shows the better move of marked moves only.
        let marked = class.and_then(|_| a.better_move(id));
        assert_eq!(a.marked_better_move(id), marked);
    }
    assert!(a.marked_better_move(a.tree().mainline()[1]).is_some());
}

fn info(id: u32, multipv: u32, score: Score, pv: &[&str], progress: bool) -> AiEvent {
    AiEvent::Info {
        id,
        depth: 8,
        score,
        pv: pv.iter().map(|m| mv(m)).collect(),
        multipv,
        progress,
        nodes: 5_000,
    }
}

#[test]
fn the_workers_words_go_where_they_belong() {
    let (mut a, effects) = start();
    let id = requests(&effects)[0];
    let before = a.revision();
    a.on_ai(&info(id, 1, Score::Cp(25), &[], true));
    assert!(a.lines().is_empty(), "a heartbeat is no line");
    assert_eq!(a.progress().map(|p| p.nodes), Some(5_000));
    a.on_ai(&info(id, 1, Score::Cp(25), &["h2e2"], false));
    a.on_ai(&info(id, 2, Score::Cp(10), &["b2e2"], false));
    assert_eq!(a.arrows(), [mv("h2e2"), mv("b2e2")]);
    assert_eq!(a.revision(), before, "the lines are not saved");
    a.on_ai(&AiEvent::Result {
        id,
        best: Some(mv("h2e2")),
        score: Score::Cp(25),
    });
    assert!(a.engine_finished());
    a.on_ai(&AiEvent::Failed);
    assert!(!a.engine_on(), "a failed worker leaves the engine off");
    assert_ne!(a.revision(), before);
}

#[test]
fn a_review_answer_goes_to_the_review_and_moves_its_revision() {
    let (mut a, _) = Analysis::from_moves(Position::startpos(), &[mv("h2e2"), mv("h9g7")]);
    let effects = a.start_review();
    let id = *requests(&effects).last().expect("a review request");
    let before = a.revision();
    let effects = a.on_ai(&AiEvent::Result {
        id,
        best: Some(mv("h2e2")),
        score: Score::Cp(30),
    });
    assert_eq!(a.review().map(|r| r.progress().0), Some(1));
    assert_ne!(a.revision(), before, "saved as it goes");
    assert!(
        !requests(&effects).is_empty(),
        "the next position is asked for"
    );
}

/// Answers every request the review makes until it asks for no more.
fn answer_all(a: &mut Analysis, mut effects: Vec<Effect>) {
    for _ in 0..50 {
        let Some(&id) = requests(&effects).last() else {
            return;
        };
        effects = a.on_ai(&AiEvent::Result {
            id,
            best: Some(mv("h2e2")),
            score: Score::Cp(30),
        });
    }
    panic!("the review never ended");
}

#[test]
fn a_review_is_resumed_after_a_reload_where_it_stopped() {
    let (mut a, _) = Analysis::from_moves(Position::startpos(), &[mv("h2e2"), mv("h9g7")]);
    let effects = a.start_review();
    let id = *requests(&effects).last().expect("a review request");
    a.on_ai(&AiEvent::Result {
        id,
        best: Some(mv("h2e2")),
        score: Score::Cp(30),
    });
    let stored = serde_json::to_string(&a.stored(true)).unwrap();
    let (mut again, effects) = Analysis::restore(serde_json::from_str(&stored).unwrap());
    let (done, total) = again.review().expect("the review is kept").progress();
    assert_eq!((done, total), (1, 3));
    assert!(
        !requests(&effects).is_empty(),
        "the review asks for its next position at once"
    );
    answer_all(&mut again, effects);
    assert_eq!(again.review().map(|r| r.progress()), Some((3, 3)));
}
