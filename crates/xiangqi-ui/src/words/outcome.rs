//! How a game ended, in a sentence.

use xiangqi::{AttackPattern, Color, Outcome, Piece, Reason, Square};

use super::catalog::{counted, fill, text};
use super::moves::piece_name;
use super::{list, side, Lang, Part};

/// Who won and why: "Red wins by checkmate", "Black loses: perpetual
/// chase of the red horse on e5", "和棋：六十回合自然限着".
pub fn outcome(lang: Lang, o: &Outcome) -> String {
    let p = Part::Page;
    let Some(winner) = o.winner else {
        let key = match o.reason {
            Reason::Repetition => "DrawRepetition",
            Reason::MoveLimit => "DrawMoveLimit",
            Reason::InsufficientMaterial => "DrawInsufficientMaterial",
            Reason::TheoreticalDraw => "DrawTheoretical",
            Reason::Agreement => "DrawAgreement",
            Reason::PerpetualCheck => "DrawPerpetualCheck",
            Reason::PerpetualChase => "DrawPerpetualChase",
            Reason::PerpetualAttack => "DrawPerpetualAttack",
            other => return fill(lang, p, "DrawOther", &[("reason", &other.code())]),
        };
        return text(lang, p, key).to_string();
    };
    let sides = |key| {
        fill(
            lang,
            p,
            key,
            &[
                ("winner", &side(lang, winner)),
                ("loser", &side(lang, winner.other())),
            ],
        )
    };
    let loser = side(lang, winner.other());
    match o.reason {
        Reason::Checkmate => sides("WinCheckmate"),
        Reason::Stalemate => sides("WinStalemate"),
        Reason::PerpetualCheck => sides("LossPerpetualCheck"),
        Reason::PerpetualChase => match o.chased {
            Some((piece, point)) => fill(
                lang,
                p,
                "LossChaseOf",
                &[
                    ("loser", &loser),
                    ("piece", &piece_name(lang, piece)),
                    ("point", &point),
                ],
            ),
            None => sides("LossPerpetualChase"),
        },
        Reason::PerpetualAttack => match (o.pattern, o.chased) {
            (Some(pattern), Some(chased)) => fill(
                lang,
                p,
                "LossAttackPattern",
                &[
                    ("loser", &loser),
                    ("pattern", &attack_pattern(lang, pattern, chased)),
                ],
            ),
            _ => sides("LossPerpetualAttack"),
        },
        Reason::Resignation => sides("WinResignation"),
        Reason::Timeout => sides("WinTimeout"),
        Reason::Repetition => sides("WinRepetition"),
        Reason::MoveLimit => sides("WinMoveLimit"),
        Reason::InsufficientMaterial | Reason::TheoreticalDraw => sides("WinPlain"),
        Reason::Agreement => sides("WinAgreement"),
    }
}

/// The result as the player against the AI reads it: whether they won,
/// lost or drew, then how ("You win! Red wins by checkmate").
pub fn outcome_for(lang: Lang, o: &Outcome, player: Color) -> String {
    let verdict = match o.winner {
        Some(w) if w == player => "VerdictWin",
        Some(_) => "VerdictLoss",
        None => "VerdictDraw",
    };
    fill(
        lang,
        Part::Page,
        "VerdictAndOutcome",
        &[
            ("verdict", &text(lang, Part::Page, verdict)),
            ("outcome", &outcome(lang, o)),
        ],
    )
}

/// "moves 1 and 3 checked, moves 2 and 4 chased the black horse on c7":
/// the offender's moves in the judged cycle, counted from 1.
fn attack_pattern(lang: Lang, pattern: AttackPattern, (piece, point): (Piece, Square)) -> String {
    let p = Part::Page;
    let checks: Vec<usize> = pattern.checks().map(|i| i + 1).collect();
    let chases: Vec<usize> = pattern.chases().map(|i| i + 1).collect();
    let mut parts = Vec::new();
    if !checks.is_empty() {
        parts.push(counted(
            lang,
            p,
            "PatternChecked",
            checks.len() as u64,
            &[("list", &list(lang, &checks))],
        ));
    }
    if !chases.is_empty() {
        parts.push(counted(
            lang,
            p,
            "PatternChased",
            chases.len() as u64,
            &[
                ("list", &list(lang, &chases)),
                ("piece", &piece_name(lang, piece)),
                ("point", &point),
            ],
        ));
    }
    parts.join(text(lang, p, "PatternJoin"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::Role;

    #[test]
    fn wins_draws_and_chases_in_both_languages() {
        let mate = Outcome::win(Color::Red, Reason::Checkmate);
        assert_eq!(outcome(Lang::En, &mate), "Red wins by checkmate");
        assert_eq!(outcome(Lang::Zh, &mate), "红方将死黑方");
        let chase = Outcome {
            winner: Some(Color::Red),
            reason: Reason::PerpetualChase,
            culprits: vec!["c7".parse().unwrap()],
            chased: Some((Piece::new(Color::Red, Role::Horse), "e5".parse().unwrap())),
            pattern: None,
        };
        assert_eq!(
            outcome(Lang::En, &chase),
            "Black loses: perpetual chase of the red horse on e5"
        );
        assert_eq!(outcome(Lang::Zh, &chase), "黑方长捉红马，判负");
        let draw = Outcome::draw(Reason::MoveLimit);
        assert_eq!(
            outcome(Lang::En, &draw),
            "Draw: 60 moves each without a capture"
        );
        assert_eq!(outcome(Lang::Zh, &draw), "和棋：六十回合自然限着");
        let rep = Outcome::draw(Reason::Repetition);
        assert_eq!(outcome(Lang::Zh, &rep), "和棋：重复局面");
        let dead = Outcome::draw(Reason::InsufficientMaterial);
        assert_eq!(outcome(Lang::Zh, &dead), "和棋：双方均无进攻子力");
        let solved = Outcome::draw(Reason::TheoreticalDraw);
        assert_eq!(
            outcome(Lang::En, &solved),
            "Draw: this ending cannot be won with best play"
        );
        assert_eq!(
            outcome(Lang::Zh, &solved),
            "和棋：此残局双方均无法取胜（理论和棋）"
        );
        let agreed = Outcome::draw(Reason::Agreement);
        assert_eq!(outcome(Lang::En, &agreed), "Draw by agreement");
        assert_eq!(outcome(Lang::Zh, &agreed), "和棋：双方议和");
    }

    #[test]
    fn a_perpetual_attack_says_which_moves_checked_and_which_chased() {
        let mut pattern = AttackPattern::default();
        for i in 0..4 {
            pattern.push(i % 2 == 0, i % 2 == 1);
        }
        let attack = Outcome {
            winner: Some(Color::Black),
            reason: Reason::PerpetualAttack,
            culprits: vec!["c5".parse().unwrap()],
            chased: Some((Piece::new(Color::Black, Role::Horse), "c7".parse().unwrap())),
            pattern: Some(pattern),
        };
        assert_eq!(
            outcome(Lang::En, &attack),
            "Red loses: perpetual attack (moves 1 and 3 checked, \
             moves 2 and 4 chased the black horse on c7)"
        );
        assert_eq!(
            outcome(Lang::Zh, &attack),
            "红方长打（第1、3着将军，第2、4着捉黑马），判负"
        );

        let mut one_each = AttackPattern::default();
        one_each.push(true, false);
        one_each.push(false, true);
        let attack = Outcome {
            pattern: Some(one_each),
            ..attack
        };
        assert_eq!(
            outcome(Lang::En, &attack),
            "Red loses: perpetual attack (move 1 checked, move 2 chased the black horse on c7)"
        );
        assert_eq!(list(Lang::En, &[1, 3, 5]), "1, 3 and 5");
        assert_eq!(list(Lang::Zh, &[1, 3, 5]), "1、3、5");

        // A result read from a record carries no details.
        let bare = Outcome::win(Color::Red, Reason::PerpetualAttack);
        assert_eq!(outcome(Lang::En, &bare), "Black loses: perpetual attack");
        assert_eq!(outcome(Lang::Zh, &bare), "黑方长打，判负");
        let both = Outcome::draw(Reason::PerpetualAttack);
        assert_eq!(
            outcome(Lang::En, &both),
            "Draw: both sides attack perpetually"
        );
        assert_eq!(outcome(Lang::Zh, &both), "和棋：双方长打");
    }

    #[test]
    fn the_loser_is_named_where_the_rules_name_them() {
        let cases = [
            (
                Color::Red,
                Reason::Stalemate,
                "Red wins: stalemate (Black has no legal move)",
                "黑方困毙，红方胜",
            ),
            (
                Color::Black,
                Reason::Stalemate,
                "Black wins: stalemate (Red has no legal move)",
                "红方困毙，黑方胜",
            ),
            (
                Color::Red,
                Reason::Resignation,
                "Red wins: Black resigned",
                "黑方认输，红方胜",
            ),
            (
                Color::Black,
                Reason::Timeout,
                "Black wins on time: Red ran out of time",
                "红方超时，黑方胜",
            ),
            (
                Color::Black,
                Reason::Checkmate,
                "Black wins by checkmate",
                "黑方将死红方",
            ),
            (
                Color::Black,
                Reason::PerpetualCheck,
                "Red loses: perpetual check",
                "红方长将，判负",
            ),
        ];
        for (winner, reason, en, zh) in cases {
            let o = Outcome::win(winner, reason);
            assert_eq!(outcome(Lang::En, &o), en);
            assert_eq!(outcome(Lang::Zh, &o), zh);
        }
    }
}
