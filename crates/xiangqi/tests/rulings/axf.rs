//! Rulings of the Asian Xiangqi Federation's rule book (AXF rules, English
//! translation of the detail rules and diagrams as published at
//! <http://www.wxf.org/xq/rule/asia/>). The pages give each diagram's moves
//! in WXF notation and its ruling, but the diagrams themselves as pictures:
//! the positions here are set up to fit the published moves and the
//! ruling's explanation, and the moves are the published ones, parsed as
//! written.

use xiangqi::{Color, Piece, Reason, Role};

use crate::play::{play_out, published_cycle, Ruling};

/// Rule 28, Diagram 67 (<http://www.wxf.org/xq/rule/asia/d67to68.htm>):
/// "K6=5 c5=6 K5=4 c6=5 K4=5 c5=6 …": the king may chase perpetually;
/// a draw. Here the red general steps under the black cannon on the
/// second rank each time; the soldier on d6 keeps the generals apart.
#[test]
fn diagram_67_the_general_may_chase() {
    let fen = "3k5/9/9/3P5/9/9/9/9/4c4/3K5 w";
    let (prefix, cycle) = published_cycle(fen, &["K6=5"], &["c5=6", "K5=4", "c6=5", "K4=5"]);
    let o = play_out(fen, &prefix, &cycle);
    assert_eq!(Ruling::of(&o), Ruling::Draw);
}

/// Rule 15, Diagram 20 (<http://www.wxf.org/xq/rule/asia/d18to25.htm>):
/// "C2+1 r4+2 C2-2 r4-2 C2+2 r4+2 C2-2 r4-2 C2+2": the red cannon attacks
/// the black chariot with every move, the chariot attacks a red knight and
/// a red cannon in turn. "Red cannon's perpetual chase of Black rook is
/// not allowed; Black's chasing two pieces alternately is allowed": Red
/// loses. Here the cannon shoots over a soldier on g4 and a black soldier
/// on g6; the chariot finds the knight on b4 and the cannon on a6.
#[test]
fn diagram_20_chasing_two_pieces_in_turn_is_allowed() {
    let fen = "5k3/9/9/C2r2p2/7C1/1N4P2/9/9/9/4K4 w";
    let (prefix, cycle) = published_cycle(fen, &["C2+1"], &["r4+2", "C2-2", "r4-2", "C2+2"]);
    let o = play_out(fen, &prefix, &cycle);
    assert_eq!(
        Ruling::of(&o),
        Ruling::Loses(Color::Red, Reason::PerpetualChase)
    );
    assert_eq!(
        o.chased.map(|(p, _)| p),
        Some(Piece::new(Color::Black, Role::Chariot))
    );
}

/// Rule 18, Diagram 33 (<http://www.wxf.org/xq/rule/asia/d32to38.htm>):
/// "R2=1 c9=8 R1=2 c8=9 R2=1 …": "Red violates the rule by having the Rook
/// perpetually chasing the unprotected Cannon." Here the cannon steps
/// between h7 and i7 and the chariot follows on the second rank.
#[test]
fn diagram_33_a_chariot_may_not_chase_an_unprotected_cannon() {
    let fen = "4k4/9/8c/9/9/9/9/7R1/9/3K5 w";
    let (prefix, cycle) = published_cycle(fen, &[], &["R2=1", "c9=8", "R1=2", "c8=9"]);
    let o = play_out(fen, &prefix, &cycle);
    assert_eq!(
        Ruling::of(&o),
        Ruling::Loses(Color::Red, Reason::PerpetualChase)
    );
    assert_eq!(
        o.chased,
        Some((
            Piece::new(Color::Black, Role::Cannon),
            "i7".parse().unwrap()
        ))
    );
}

/// Rule 32, Diagram 80 (<http://www.wxf.org/xq/rule/asia/d76to80.htm>):
/// "R1=2 c8=9 R8=9 c1=2 R2=1 c9=8 R9=8 c2=1": "The two Red Rooks'
/// perpetually chasing the two Black Cannons does not violate the rule";
/// a draw. Here each chariot follows its cannon on the second rank.
#[test]
fn diagram_80_two_chariots_chasing_two_cannons_in_turn_is_a_draw() {
    let fen = "4k4/9/c6c1/9/9/9/9/1R6R/9/3K5 w";
    let (prefix, cycle) = published_cycle(
        fen,
        &[],
        &[
            "R1=2", "c8=9", "R8=9", "c1=2", "R2=1", "c9=8", "R9=8", "c2=1",
        ],
    );
    let o = play_out(fen, &prefix, &cycle);
    assert_eq!(Ruling::of(&o), Ruling::Draw);
}

/// Appendix, "Example of Non-Perpetual Chase"
/// (<http://www.wxf.org/xq/rule/asia/d101to04.htm>): "R2+1 c8+1 R2-1 c8-1
/// …": the chariot threatens the cannon with every move, but the threat
/// never goes away (the cannon does not escape), so there is no chase; a
/// draw. Here chariot and cannon share the h-file.
#[test]
fn appendix_a_threat_that_never_goes_away_is_no_chase() {
    let fen = "4k4/9/7c1/9/9/9/9/7R1/9/3K5 w";
    let (prefix, cycle) = published_cycle(fen, &[], &["R2+1", "c8+1", "R2-1", "c8-1"]);
    let o = play_out(fen, &prefix, &cycle);
    assert_eq!(Ruling::of(&o), Ruling::Draw);
}

/// Rule 15, Diagram 22 (<http://www.wxf.org/xq/rule/asia/d18to25.htm>):
/// "C8-1 r6-1 C8+1 r6+1 C8-1 …": the cannon attacks the protected chariot
/// with every move; "this is still considered an illegal perpetual chase":
/// Red loses. Here the chariot steps between f7 (protected by the advisor)
/// and f8 (protected by the general), and the cannon shoots over the
/// elephant on e7 and the advisor on e8.
#[test]
fn diagram_22_a_cannon_may_not_chase_a_protected_chariot() {
    let fen = "5k3/1C2a4/4br3/9/9/9/9/9/9/3K5 w";
    let (prefix, cycle) = published_cycle(fen, &[], &["C8-1", "r6-1", "C8+1", "r6+1"]);
    let o = play_out(fen, &prefix, &cycle);
    assert_eq!(
        Ruling::of(&o),
        Ruling::Loses(Color::Red, Reason::PerpetualChase)
    );
    assert_eq!(
        o.chased,
        Some((
            Piece::new(Color::Black, Role::Chariot),
            "f7".parse().unwrap()
        ))
    );
}

/// Rule 18, Diagram 32 (<http://www.wxf.org/xq/rule/asia/d32to38.htm>):
/// "R8=9 c1=5 R9=5 c5=1 R5=9 …": the chariot follows the unprotected
/// cannon from file to file; Red violates the rule and loses. Here the
/// cannon steps between a7 and e7, the chariot between a3 and e3.
#[test]
fn diagram_32_a_chariot_may_not_follow_an_unprotected_cannon() {
    let fen = "3k5/9/c8/9/9/9/1R7/9/9/5K3 w";
    let (prefix, cycle) = published_cycle(fen, &["R8=9"], &["c1=5", "R9=5", "c5=1", "R5=9"]);
    let o = play_out(fen, &prefix, &cycle);
    assert_eq!(
        Ruling::of(&o),
        Ruling::Loses(Color::Red, Reason::PerpetualChase)
    );
}

/// Rule 36, Diagram 91 (<http://www.wxf.org/xq/rule/asia/d90to93.htm>):
/// "R8=9 c1=2 R9=8 c2=1 R8=9 …": "In every move, Red chases the Black
/// Cannon and offers to exchange simultaneously. This is still a perpetual
/// chase." Here the red chariot, on the third rank with the black chariot
/// on i3, offers the chariots' exchange wherever it goes, and attacks the
/// cannon stepping between a7 and b7.
#[test]
fn diagram_91_an_exchange_offer_does_not_excuse_a_chase() {
    let fen = "4k4/9/c8/9/9/9/1R6r/9/9/3K5 w";
    let (prefix, cycle) = published_cycle(fen, &[], &["R8=9", "c1=2", "R9=8", "c2=1"]);
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

/// Rule 18, Diagram 37 (<http://www.wxf.org/xq/rule/asia/d32to38.htm>):
/// "R8+1 c1+1 R8-1 c1-1 R8+1 …": "Black Cannon's 'one check and one chase'
/// is allowed but not Red Rook's perpetual chasing of the Black Cannon.
/// Red has to change." **Ruled otherwise here, on purpose**: this crate
/// follows the Chinese rules, under which one check and one chase is 长打,
/// forbidden like the chariot's perpetual chase, so both sides are
/// forbidden and the repetition is drawn. Here the cannon checks from a0
/// over the elephant on c0, and from a1 chases the knight on d1 over the
/// other black cannon on c1; the chariot follows it between b0 and b1.
#[test]
fn diagram_37_one_check_one_chase_is_forbidden_here() {
    let fen = "5k3/9/9/9/9/9/9/9/c1cN5/1RB1K4 w";
    let (prefix, cycle) = published_cycle(fen, &[], &["R8+1", "c1+1", "R8-1", "c1-1"]);
    let o = play_out(fen, &prefix, &cycle);
    assert_eq!(Ruling::of(&o), Ruling::Draw);
}

/// Rule 36, Diagram 93 (<http://www.wxf.org/xq/rule/asia/d90to93.htm>):
/// "R7=8 r2=3 R8=7 r3=2 R7=8 …": "While offering to exchange the Rooks in
/// each move, Red's Knights are perpetually chasing the Black Rook. This
/// is against the rule and Red has to change or lose." Here each step of
/// the red chariot offers the chariots' exchange and frees the leg of one
/// of the knights on a4 and d4, which then attacks the black chariot.
#[test]
fn diagram_93_knights_chase_while_the_chariot_offers_an_exchange() {
    let fen = "4k4/9/9/9/1r7/N1RN5/9/9/9/3K5 w";
    let (prefix, cycle) = published_cycle(fen, &[], &["R7=8", "r2=3", "R8=7", "r3=2"]);
    let o = play_out(fen, &prefix, &cycle);
    assert_eq!(
        Ruling::of(&o),
        Ruling::Loses(Color::Red, Reason::PerpetualChase)
    );
    let mut chasers = o.culprits.clone();
    chasers.sort();
    assert_eq!(chasers, ["a4".parse().unwrap(), "d4".parse().unwrap()]);
}

/// Rule 18, Diagram 36 (<http://www.wxf.org/xq/rule/asia/d32to38.htm>):
/// "R2=7 c3=7 R7=3 c7=3 R3=7 …": "Black Cannon's attack on the two Red
/// Knights does not violate the rule but Red Rook's perpetually chasing
/// the Black Cannon does. Red has to change." Here the cannon, stepping
/// between c7 and g7, attacks the knight on a7 and the one on i7 in turn
/// over the black horses on b7 and h7.
#[test]
fn diagram_36_a_cannon_answering_with_two_targets_is_allowed() {
    let fen = "4k4/9/Nnc4nN/9/9/9/9/7R1/9/3K5 w";
    let (prefix, cycle) = published_cycle(fen, &["R2=7"], &["c3=7", "R7=3", "c7=3", "R3=7"]);
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

/// Rule 36, Diagram 90 (<http://www.wxf.org/xq/rule/asia/d90to93.htm>):
/// "R2=9 c1=2 R9=8 c2=1 R8=9 …": "Red offers to exchange the Cannons in
/// every other move while its Rook is perpetually chasing the Black
/// Cannon. This is perpetual chase and is violating the rule." Here the
/// chariot on b5 is the screen between the cannons on b2 and b7.
#[test]
fn diagram_90_an_exchange_offer_every_other_move_does_not_excuse_a_chase() {
    let fen = "4k4/9/c8/9/7R1/9/9/1C7/9/5K3 w";
    let (prefix, cycle) = published_cycle(fen, &["R2=9"], &["c1=2", "R9=8", "c2=1", "R8=9"]);
    let o = play_out(fen, &prefix, &cycle);
    assert_eq!(
        Ruling::of(&o),
        Ruling::Loses(Color::Red, Reason::PerpetualChase)
    );
}

/// Rule 15, Diagram 19 (<http://www.wxf.org/xq/rule/asia/d18to25.htm>):
/// "C2-1 r4-2 C2+2 r4+2 C2-2 r4-2 C2+2 …": the cannon keeps attacking the
/// chariot, which stands protected on one point and attacks an unprotected
/// cannon from the other: "Black is one chase and one idle that do not
/// violate the rules but Red is perpetually chase." Here the chariot steps
/// between d7 (protected by the advisor) and d5 (attacking the cannon on
/// b5); the cannon shoots over the elephant on e7 and the soldier on e5.
#[test]
fn diagram_19_one_chase_one_idle_against_a_perpetual_chase() {
    let fen = "4k4/4a4/4b4/7C1/1C1rp4/9/9/9/9/4K4 w";
    let (prefix, cycle) = published_cycle(fen, &["C2-1"], &["r4-2", "C2+2", "r4+2", "C2-2"]);
    let o = play_out(fen, &prefix, &cycle);
    assert_eq!(
        Ruling::of(&o),
        Ruling::Loses(Color::Red, Reason::PerpetualChase)
    );
    assert_eq!(
        o.chased.map(|(p, _)| p),
        Some(Piece::new(Color::Black, Role::Chariot))
    );
}
