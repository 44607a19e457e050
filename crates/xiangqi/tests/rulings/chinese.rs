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

/// 徐善瑶, 一着棋多种作用重判例 (棋艺 2002 no. 12,
/// <http://www.victorzhang.cn/page/2002/1231/29093050.shtml>), 图2: from the
/// 1997 棋友杯 national tournament (Liangshan), 孙树成 (Red) against 龚晓民
/// (Black). Red's 车九平八 offers the cannons' exchange and, at the same
/// time, attacks the black cannon with the chariot: a chase (a move that
/// both offers an exchange and chases counts as a chase); 车八平九 attacks
/// the unprotected cannon directly. Two chases against Black's two idle
/// cannon moves: Red must change or lose. The article gives Red's moves and
/// calls Black's two cannon moves idle; here the black cannon steps
/// between b7 and a7, and the red cannon on b2 is the other half of the
/// exchange.
#[test]
fn a_chase_that_also_offers_an_exchange_is_a_chase() {
    let fen = "4k4/9/1c7/9/R8/9/9/1C7/9/5K3 w";
    let (prefix, cycle) = published_cycle(fen, &[], &["车九平八", "炮2平1", "车八平九", "炮1平2"]);
    let o = play_out(fen, &prefix, &cycle);
    assert_eq!(
        Ruling::of(&o),
        Ruling::Loses(Color::Red, Reason::PerpetualChase)
    );
    assert_eq!(
        o.chased.map(|(p, _)| p),
        Some(Piece::new(Color::Black, Role::Cannon))
    );
}
