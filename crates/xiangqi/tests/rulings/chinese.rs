//! Rulings from published Chinese 棋例 examples.

use xiangqi::{Color, Piece, Reason, Role};

use crate::play::{play_out, published_cycle, Ruling};

/// 徐善瑶, on 捉 under the Chinese rules, 图1
/// (<http://jizihe.com/page/2000/0614/4008947.shtml>): from the first
/// national individual championship (Beijing, 1956), 何顺安 (Red) against
/// 王嘉良 (Black). Red's 车四平三 chases the unprotected cannon, 车三平四 is
/// idle: one chase, one idle, allowed. Black's 马5进7 makes the cannon
/// attack the chariot over the horse, 马7退5 attacks it with the horse
/// itself: two chases of the chariot, forbidden; Black must change or
/// lose. The position is set up to fit the published moves.
#[test]
fn two_chases_against_one_chase_one_idle() {
    let fen = "4k4/9/4n1c2/9/5R3/9/9/9/9/3K5 w";
    let (prefix, cycle) = published_cycle(fen, &[], &["车四平三", "马5进7", "车三平四", "马7退5"]);
    let o = play_out(fen, &prefix, &cycle);
    assert_eq!(
        Ruling::of(&o),
        Ruling::Loses(Color::Black, Reason::PerpetualChase)
    );
    assert_eq!(
        o.chased.map(|(p, _)| p),
        Some(Piece::new(Color::Red, Role::Chariot))
    );
    let mut culprits = o.culprits.clone();
    culprits.sort();
    assert_eq!(culprits, ["e7".parse().unwrap(), "g7".parse().unwrap()]);
}
