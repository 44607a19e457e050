//! Endgame tables through the UCI loop: a folder of small tables built
//! here, then `d` and `go` as a GUI would send them.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use xiangqi::{Move, Position};
use xiangqi_tablebase::{Probe, Tablebase, Wdl};

use crate::frontend::converse;

/// Chariot against an advisor (won), cannon against an advisor (drawn),
/// soldier against a bare general, cannon against an elephant, and every
/// ending they reduce to.
const ENDINGS: [&str; 4] = ["KR-KA", "KC-KA", "KP-K", "KC-KE"];

/// Red chariot against a black advisor, Red to move: a win.
const WON: &str = "3ak4/9/9/9/9/9/9/9/9/2R2K3 w";
/// The same with Black to move: a loss for Black.
const LOST: &str = "3ak4/9/9/9/9/9/9/9/9/2R2K3 b";
/// A red cannon against a black advisor: no way to mate.
const DRAWN: &str = "3ak4/9/9/9/9/9/9/9/9/2C2K3 w";

/// The tables, built once for all the tests.
fn tables() -> &'static Tablebase {
    static TABLES: OnceLock<Tablebase> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut tb = Tablebase::new();
        for ending in ENDINGS {
            tb.build(ending.parse().unwrap(), &mut |_, _| {}).unwrap();
        }
        tb
    })
}

/// A fresh folder under the system's temporary one.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "xiangqi-engine-tables-{}-{name}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A folder holding every table of [`ENDINGS`] as table files.
fn table_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = temp_dir("all");
        for table in tables().tables() {
            table.save(&dir).unwrap();
        }
        dir
    })
}

fn probe(fen: &str) -> Probe {
    tables().probe(&Position::from_fen(fen).unwrap()).unwrap()
}

/// The conversation after pointing the engine at `dir`.
fn with_tables(dir: &Path, script: &str) -> String {
    converse(&format!(
        "uci\nsetoption name TablebasePath value {}\n{script}",
        dir.display()
    ))
}

/// The move of the last `bestmove` line.
fn best_move(out: &str) -> Move {
    let line = out.lines().rfind(|l| l.starts_with("bestmove ")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[test]
fn d_names_the_verdict_for_the_side_to_move() {
    let win = probe(WON).moves_to_mate.unwrap();
    let loss = probe(LOST).moves_to_mate.unwrap();
    assert!(win > 1 && loss > 1, "{win} {loss}");
    let out = with_tables(
        table_dir(),
        &format!("position fen {WON}\nd\nposition fen {LOST}\nd\nposition fen {DRAWN}\nd\n"),
    );
    assert!(
        out.contains("option name TablebasePath type string"),
        "{out}"
    );
    assert!(
        out.contains(&format!("tablebase: win {win}\noutcome: none\n")),
        "{out}"
    );
    assert!(
        out.contains(&format!("tablebase: loss {loss}\noutcome: none\n")),
        "{out}"
    );
    assert!(
        out.contains("tablebase: draw\noutcome: draw theoretical-draw\n"),
        "{out}"
    );
    assert!(out.contains("info string tablebase: loaded "), "{out}");
    // Without the option nothing is known.
    let out = converse(&format!("position fen {DRAWN}\nd\n"));
    assert!(out.contains("tablebase: none\noutcome: none\n"), "{out}");
}

#[test]
fn a_rule_that_ends_the_game_is_named_before_the_table() {
    // Generals and an advisor: a dead position, drawn by the rules.
    let out = with_tables(table_dir(), "position fen 3ak4/9/9/9/9/9/9/9/9/3K5 w\nd\n");
    assert!(
        out.contains("tablebase: draw\noutcome: draw insufficient-material\n"),
        "{out}"
    );
}

#[test]
fn go_in_a_won_position_plays_the_fastest_mate() {
    let n = probe(WON).moves_to_mate.unwrap();
    let out = with_tables(table_dir(), &format!("position fen {WON}\ngo depth 20\n"));
    assert!(out.contains(&format!(" score mate {n} nodes 0 ")), "{out}");
    let after = Position::from_fen(WON)
        .unwrap()
        .play(best_move(&out))
        .unwrap();
    let verdict = tables().probe(&after).unwrap();
    assert_eq!(verdict.result, Wdl::Loss, "{out}");
    assert_eq!(verdict.moves_to_mate, Some(n - 1), "{out}");
}

#[test]
fn go_in_a_lost_position_holds_out_longest() {
    let n = probe(LOST).moves_to_mate.unwrap();
    let out = with_tables(
        table_dir(),
        &format!("position fen {LOST}\ngo movetime 100\n"),
    );
    assert!(out.contains(&format!(" score mate -{n} ")), "{out}");
    let after = Position::from_fen(LOST)
        .unwrap()
        .play(best_move(&out))
        .unwrap();
    let verdict = tables().probe(&after).unwrap();
    assert_eq!((verdict.result, verdict.moves_to_mate), (Wdl::Win, Some(n)));
}

#[test]
fn go_in_a_drawn_position_keeps_the_draw() {
    let out = with_tables(
        table_dir(),
        &format!("position fen {DRAWN}\ngo depth 6\nd\n"),
    );
    assert!(out.contains(" score cp 0 nodes 0 "), "{out}");
    assert!(out.contains("outcome: draw theoretical-draw"), "{out}");
    let after = Position::from_fen(DRAWN)
        .unwrap()
        .play(best_move(&out))
        .unwrap();
    assert_eq!(tables().probe(&after).unwrap().result, Wdl::Draw);
}

/// Red is in check from the black chariot. Stepping aside leaves a cannon
/// against a chariot and an elephant; the cannon takes the chariot over the
/// elephant instead, and cannon against elephant is a draw. The search
/// scores that capture as the draw it is, where the material alone would
/// call Red better.
#[test]
fn the_search_scores_a_capture_into_a_drawn_ending_as_a_draw() {
    const FEN: &str = "5k3/9/9/9/C1br5/9/9/9/9/3K5 w";
    let pos = Position::from_fen(FEN).unwrap();
    let capture: Move = "a5d5".parse().unwrap();
    // The position itself is no table's (both sides can attack)...
    assert!(tables().probe(&pos).is_none());
    // ...the one after the capture is, and it is drawn.
    let after = pos.play(capture).unwrap();
    assert_eq!(tables().probe(&after), Some(Probe::DRAW));

    let script = format!("setoption name MultiPV value 2\nposition fen {FEN}\ngo depth 6\n");
    let out = with_tables(table_dir(), &script);
    let line = |k: usize| {
        out.lines()
            .rfind(|l| l.starts_with("info depth 6 ") && l.contains(&format!(" multipv {k} ")))
            .unwrap_or_else(|| panic!("{out}"))
    };
    assert!(
        line(1).contains(" score cp 0 ") && line(1).contains(" pv a5d5"),
        "{out}"
    );
    // Stepping aside is worse than the draw.
    let aside: i32 = line(2)
        .split(" score cp ")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(aside < 0, "{out}");
    assert_eq!(best_move(&out), capture);
    // Without tables the same capture is scored by its material.
    let out = converse(&format!("position fen {FEN}\ngo depth 6\n"));
    assert!(!out.contains(" score cp 0 "), "{out}");
}

#[test]
fn a_damaged_table_is_refused_and_the_engine_still_answers() {
    let dir = temp_dir("damaged");
    let chariot = tables().table("KR-K".parse().unwrap()).unwrap();
    chariot.save(&dir).unwrap();
    let path = dir.join("KR-K.xqtb");
    let mut bytes = std::fs::read(&path).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x40;
    std::fs::write(&path, bytes).unwrap();

    let fen = "3k5/9/9/9/9/9/9/9/9/R3K4 w";
    let out = with_tables(&dir, &format!("position fen {fen}\nd\ngo depth 3\n"));
    assert!(
        out.contains("info string tablebase: KR-K.xqtb refused: checksum mismatch"),
        "{out}"
    );
    assert!(out.contains("tablebase: none\n"), "{out}");
    assert!(out.contains("info depth 3 "), "{out}");
    assert!(Position::from_fen(fen).unwrap().is_legal(best_move(&out)));
    // Refused once, not at every command.
    assert_eq!(out.matches("refused").count(), 1, "{out}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_weakest_level_keeps_searching() {
    let out = with_tables(
        table_dir(),
        &format!("setoption name Level value 1\nsetoption name Seed value 1\nposition fen {WON}\ngo movetime 50\n"),
    );
    assert!(!out.contains(" nodes 0 "), "{out}");
    assert!(out.contains("bestmove "), "{out}");
}

#[test]
fn ucci_reads_the_same_folder() {
    let out = converse(&format!(
        "ucci\nsetoption tablebasepath {}\nposition fen {DRAWN}\nd\n",
        table_dir().display()
    ));
    assert!(out.contains("option tablebasepath type string"), "{out}");
    assert!(out.contains("info message tablebase: loaded "), "{out}");
    assert!(out.contains("outcome: draw theoretical-draw"), "{out}");
}
