//! Results of the endgame books that the tables must reproduce, where
//! they can be argued from the rules alone.

use xiangqi::{Color, Position, Role};
use xiangqi_tablebase::{Tablebase, Wdl};

fn built(ending: &str) -> Tablebase {
    let mut tb = Tablebase::new();
    tb.build(ending.parse().unwrap(), &mut |_, _| {}).unwrap();
    tb
}

/// A lone cannon has no screen but the generals, and a general cannot
/// screen a check on the other (they would face each other): it can never
/// give check, nor win.
#[test]
fn a_cannon_alone_never_wins() {
    let tb = built("KC-K");
    let stats = tb.table("KC-K".parse().unwrap()).unwrap().stats();
    assert_eq!((stats.wins, stats.losses), (0, 0));
    assert!(stats.draws > 0);
}

/// A soldier on the enemy's back rank (老兵) moves only sideways: it can
/// check a general on that rank only, which steps up out of reach.
#[test]
fn a_soldier_on_the_last_rank_draws() {
    let tb = built("KP-K");
    let table = tb.table("KP-K".parse().unwrap()).unwrap();
    let mut seen = 0;
    for pos in table.positions() {
        let soldier = pos
            .pieces_of(Color::Red)
            .find(|(_, p)| p.role == Role::Soldier)
            .map(|(sq, _)| sq)
            .unwrap();
        if soldier.rank() == 9 {
            assert_eq!(tb.probe(&pos).unwrap().result, Wdl::Draw, "{pos}");
            seen += 1;
        }
    }
    assert!(seen > 100);
}

/// A chariot with its general mates a bare general from anywhere unless
/// it is lost at once: every position with the chariot's side to move
/// is a win, and those with the bare general to move are losses unless
/// it can take the chariot.
#[test]
fn a_chariot_beats_a_bare_general() {
    let tb = built("KR-K");
    let table = tb.table("KR-K".parse().unwrap()).unwrap();
    for pos in table.positions() {
        let probe = tb.probe(&pos).unwrap();
        if pos.side_to_move() == Color::Red {
            assert_eq!(probe.result, Wdl::Win, "{pos}");
        } else if probe.result != Wdl::Loss {
            assert!(!pos.legal_captures().is_empty(), "{pos}");
        }
    }
    // The same with the colours the other way round.
    let pos = Position::from_fen("4k3r/9/9/9/9/9/9/9/9/3K5 b").unwrap();
    assert_eq!(tb.probe(&pos).unwrap().result, Wdl::Win);
}

/// Mated now: no legal move is a loss in 0, checkmate or stalemate alike.
#[test]
fn a_position_without_moves_is_lost_at_once() {
    let tb = built("KR-K");
    // Whatever the table holds without a legal move, the rules crate
    // calls checkmate or stalemate.
    let table = tb.table("KR-K".parse().unwrap()).unwrap();
    let mated: Vec<Position> = table
        .positions()
        .filter(|p| p.legal_moves().is_empty())
        .collect();
    assert!(!mated.is_empty());
    for pos in mated {
        let probe = tb.probe(&pos).unwrap();
        assert_eq!((probe.result, probe.moves_to_mate), (Wdl::Loss, Some(0)));
        assert!(pos.is_checkmate() || pos.is_stalemate());
    }
}

/// The share of the positions of `ending` with the attacking side to move
/// that the tables call `result` for it.
fn share_with_attacker_to_move(tb: &Tablebase, ending: &str, result: Wdl) -> f64 {
    shared_where(tb, ending, result, |pos| {
        pos.pieces_of(pos.side_to_move()).any(|(_, p)| {
            matches!(
                p.role,
                Role::Chariot | Role::Horse | Role::Cannon | Role::Soldier
            )
        })
    })
}

/// The share of the positions of `ending` with Red (attacking) to move
/// and Black's pieces standing exactly as in `formation` (a FEN of
/// Black's pieces and Red's general) that the tables call a draw.
fn drawn_from(tb: &Tablebase, ending: &str, formation: &str) -> f64 {
    // A table holds one of each pair of mirror images: the formation
    // counts on either wing.
    let (board, side) = formation.split_once(' ').unwrap();
    let mirrored: Vec<String> = board
        .split('/')
        .map(|r| r.chars().rev().collect())
        .collect();
    let wanted: Vec<Vec<_>> = [
        formation.to_string(),
        format!("{} {side}", mirrored.join("/")),
    ]
    .iter()
    .map(|fen| {
        Position::from_fen(fen)
            .unwrap()
            .pieces_of(Color::Black)
            .collect()
    })
    .collect();
    shared_where(tb, ending, Wdl::Draw, |pos| {
        let black: Vec<_> = pos.pieces_of(Color::Black).collect();
        pos.side_to_move() == Color::Red
            && wanted
                .iter()
                .any(|w| black.len() == w.len() && black.iter().all(|b| w.contains(b)))
    })
}

fn shared_where(
    tb: &Tablebase,
    ending: &str,
    result: Wdl,
    counted: impl Fn(&Position) -> bool,
) -> f64 {
    let table = tb.table(ending.parse().unwrap()).unwrap();
    let (mut hits, mut all) = (0u64, 0u64);
    for pos in table.positions().filter(|p| counted(p)) {
        all += 1;
        if tb.probe(&pos).unwrap().result == result {
            hits += 1;
        }
    }
    assert!(all > 0, "{ending}: no position counted");
    println!("{ending}: {hits} of {all}");
    hits as f64 / all as f64
}

/// The practical endings' verdicts as the endgame books give them
/// (实用残局). The wins hold from nearly every position with the attacking
/// side to move. The draws are the defence's from the formation the books
/// set up (a scattered defence often loses), with the attacker to move
/// and free to place its pieces anywhere.
#[test]
fn the_books_practical_endings_come_out_as_the_books_say() {
    let wins = [
        ("KR-KAA", "单车胜双士"),
        ("KR-KEE", "单车胜双象"),
        ("KR-KAAE", "单车胜单缺象"),
        ("KN-KA", "马胜单士"),
        ("KCA-KA", "炮仕胜单士"),
    ];
    for (ending, name) in wins {
        let tb = built(ending);
        let share = share_with_attacker_to_move(&tb, ending, Wdl::Win);
        println!("{ending} {name}: {share:.4} won");
        assert!(share > 0.95, "{ending} ({name}): only {share:.3} won");
    }
    let draws = [
        (
            "KR-KAAEE",
            "单车难胜士象全",
            "2bak4/4a4/4b4/9/9/9/9/9/9/4K4 w",
        ),
        ("KN-KAA", "单马难胜双士", "3aka3/9/9/9/9/9/9/9/9/3K5 w"),
        ("KN-KEE", "单马难胜双象", "2b1k1b2/9/9/9/9/9/9/9/9/3K5 w"),
        ("KC-KAA", "单炮难胜双士", "3aka3/9/9/9/9/9/9/9/9/3K5 w"),
    ];
    for (ending, name, formation) in draws {
        let tb = built(ending);
        let share = drawn_from(&tb, ending, formation);
        println!("{ending} {name}: {share:.4} drawn");
        assert!(share > 0.8, "{ending} ({name}): only {share:.3} drawn");
    }
}
