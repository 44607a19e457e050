use super::*;
use crate::json::SerdeJson;
use crate::puzzle::{Entry, Rated};
use crate::reviewed::ReviewedLine;
use xiangqi::Color;

fn game(started_at: f64, first: &str) -> SavedGame {
    crate::saved::finished_game(
        Some(Color::Black),
        3,
        xiangqi::RecordResult::Unfinished,
        started_at,
        first,
    )
}

fn attempt(id: &str, at: f64, after: f64) -> Entry {
    Entry {
        id: id.into(),
        result: Rated::Solved,
        before: after - 10.0,
        after,
        at,
    }
}

fn device(games: &[(f64, &str)], lessons: &[&str], attempts: &[Entry]) -> Backup {
    let mut puzzles = PuzzleProgress {
        history: attempts.to_vec(),
        ..PuzzleProgress::default()
    };
    puzzles.history.sort_by(|a, b| b.at.total_cmp(&a.at));
    if let Some(last) = puzzles.history.first() {
        puzzles.player.rating = last.after;
    }
    Backup {
        games: games.iter().map(|(t, m)| game(*t, m)).collect(),
        settings: Some(Settings::default()),
        puzzles: Some(puzzles),
        lessons: Some(LessonProgress {
            done: lessons.iter().map(|s| s.to_string()).collect(),
        }),
        endgames: None,
        reviews: games
            .iter()
            .map(|(t, m)| ReviewedLine {
                line: game(*t, m).line_key(),
                red: Some(80.0),
                black: Some(*t / 1e11),
                at: *t,
            })
            .collect(),
    }
}

#[test]
fn a_backup_reads_back_equal() {
    let b = device(
        &[(1e12, "h2e2"), (2e12, "b2e2")],
        &["horse"],
        &[attempt("p1", 5.0, 1510.0)],
    );
    let text = b.to_text(&SerdeJson, 3e12).unwrap();
    assert!(text.contains("\"format\":\"xiangqi-backup\""), "{text}");
    assert_eq!(Backup::from_text(&SerdeJson, &text), Ok(b));
}

#[test]
fn bad_and_foreign_files_are_told_apart_and_change_nothing() {
    assert_eq!(
        Backup::from_text(&SerdeJson, "PK\u{3}\u{4}…"),
        Err(BackupError::NotJson)
    );
    assert_eq!(
        Backup::from_text(&SerdeJson, "{\"version\":1,\"data\":{}}"),
        Err(BackupError::Foreign)
    );
    assert_eq!(
        Backup::from_text(&SerdeJson, "{\"format\":\"xiangqi-backup\",\"version\":9}"),
        Err(BackupError::Newer(9))
    );
    assert_eq!(
        Backup::from_text(
            &SerdeJson,
            "{\"format\":\"xiangqi-backup\",\"version\":1,\"saved_at\":1,\"games\":3}"
        ),
        Err(BackupError::Broken)
    );
}

#[test]
fn a_merge_adds_what_is_missing_and_merging_again_adds_nothing() {
    let mut mine = device(
        &[(1e12, "h2e2")],
        &["chariot"],
        &[attempt("p1", 10.0, 1500.0)],
    );
    let other = device(
        &[(1e12, "h2e2"), (2e12, "b2e2")],
        &["chariot", "horse"],
        &[attempt("p1", 10.0, 1500.0), attempt("p2", 20.0, 1530.0)],
    );
    let merged = mine.merge(other.clone());
    assert_eq!(
        merged,
        Merged {
            games: 1,
            lessons: 1,
            puzzle_attempts: 1,
            drills: 0
        }
    );
    assert_eq!(mine.games.len(), 2);
    assert_eq!(mine.games[0].started_at, 2e12, "most recent first");
    assert_eq!(
        mine.reviews.len(),
        2,
        "the other device's review came along"
    );
    let puzzles = mine.puzzles.as_ref().unwrap();
    assert_eq!(puzzles.history.len(), 2);
    assert_eq!(puzzles.player.rating, 1530.0, "the newer copy's rating");
    let before = mine.clone();
    assert!(
        mine.merge(other).is_empty(),
        "the same copy again adds nothing"
    );
    assert_eq!(mine, before);
}

#[test]
fn an_older_copy_never_replaces_what_is_newer_here() {
    let mut mine = device(
        &[],
        &[],
        &[attempt("p1", 10.0, 1500.0), attempt("p3", 30.0, 1600.0)],
    );
    let older = device(
        &[],
        &[],
        &[attempt("p1", 10.0, 1500.0), attempt("p2", 20.0, 1450.0)],
    );
    mine.merge(older);
    let puzzles = mine.puzzles.unwrap();
    assert_eq!(puzzles.player.rating, 1600.0);
    assert_eq!(puzzles.history.len(), 3);
}

#[test]
fn drill_counts_merge_by_the_larger_not_the_sum() {
    let mut mine = Backup {
        endgames: Some(PracticeProgress::default()),
        ..Backup::default()
    };
    mine.endgames.as_mut().unwrap().count("chariot-bare", true);
    let mut other = mine.clone();
    other
        .endgames
        .as_mut()
        .unwrap()
        .count("chariot-bare", false);
    mine.merge(other.clone());
    mine.merge(other);
    let r = mine.endgames.unwrap().record("chariot-bare");
    assert_eq!((r.tries, r.successes), (2, 1));
}
