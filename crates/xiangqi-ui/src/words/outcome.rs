//! How a game ended, in a sentence.

use xiangqi::{AttackPattern, Outcome, Piece, Reason, Square};

use super::moves::color_word;
use super::{side, Lang};

/// Who won and why: "Red wins by checkmate", "Black loses: perpetual
/// chase of the red horse on e5", "和棋：六十回合自然限着".
pub fn outcome(lang: Lang, outcome: &Outcome) -> String {
    match lang {
        Lang::En => english(outcome),
        Lang::Zh => chinese(outcome),
    }
}

/// The result as the player against the AI reads it: whether they won,
/// lost or drew, then how ("You win! Red wins by checkmate").
pub fn outcome_for(lang: Lang, o: &Outcome, player: xiangqi::Color) -> String {
    let verdict = match (o.winner, lang) {
        (Some(w), Lang::En) if w == player => "You win!",
        (Some(_), Lang::En) => "You lose.",
        (None, Lang::En) => "Draw.",
        (Some(w), Lang::Zh) if w == player => "你赢了！",
        (Some(_), Lang::Zh) => "你输了。",
        (None, Lang::Zh) => "和棋。",
    };
    format!("{verdict} {}", outcome(lang, o))
}

fn english(o: &Outcome) -> String {
    let Some(w) = o.winner else {
        return match o.reason {
            Reason::Repetition => "Draw by repetition".to_string(),
            Reason::MoveLimit => "Draw: 60 moves each without a capture".to_string(),
            Reason::InsufficientMaterial => {
                "Draw: neither side has a piece left that can attack".to_string()
            }
            Reason::TheoreticalDraw => "Draw: this ending cannot be won with best play".to_string(),
            Reason::Agreement => "Draw by agreement".to_string(),
            Reason::PerpetualCheck => "Draw: both sides check perpetually".to_string(),
            Reason::PerpetualChase => "Draw: both sides chase perpetually".to_string(),
            Reason::PerpetualAttack => "Draw: both sides attack perpetually".to_string(),
            other => format!("Draw ({})", other.code()),
        };
    };
    let (w, l) = (side(Lang::En, w), side(Lang::En, w.other()));
    match o.reason {
        Reason::Checkmate => format!("{w} wins by checkmate"),
        Reason::Stalemate => format!("{w} wins: stalemate ({l} has no legal move)"),
        Reason::PerpetualCheck => format!("{l} loses: perpetual check"),
        Reason::PerpetualChase => match o.chased {
            Some((p, sq)) => format!(
                "{l} loses: perpetual chase of the {} {} on {sq}",
                color_word(Lang::En, p.color),
                p.role.name()
            ),
            None => format!("{l} loses: perpetual chase"),
        },
        Reason::PerpetualAttack => match (o.pattern, o.chased) {
            (Some(pattern), Some(chased)) => format!(
                "{l} loses: perpetual attack ({})",
                english_pattern(pattern, chased)
            ),
            _ => format!("{l} loses: perpetual attack"),
        },
        Reason::Resignation => format!("{w} wins: {l} resigned"),
        Reason::Timeout => format!("{w} wins on time: {l} ran out of time"),
        Reason::Repetition => format!("{w} wins by repetition"),
        Reason::MoveLimit => format!("{w} wins at the move limit"),
        Reason::InsufficientMaterial | Reason::TheoreticalDraw => format!("{w} wins"),
        Reason::Agreement => format!("{w} wins by agreement"),
    }
}

fn chinese(o: &Outcome) -> String {
    let Some(w) = o.winner else {
        return match o.reason {
            Reason::Repetition => "和棋：重复局面".to_string(),
            Reason::MoveLimit => "和棋：六十回合自然限着".to_string(),
            Reason::InsufficientMaterial => "和棋：双方均无进攻子力".to_string(),
            Reason::TheoreticalDraw => "和棋：此残局双方均无法取胜（理论和棋）".to_string(),
            Reason::Agreement => "和棋：双方议和".to_string(),
            Reason::PerpetualCheck => "和棋：双方长将".to_string(),
            Reason::PerpetualChase => "和棋：双方长捉".to_string(),
            Reason::PerpetualAttack => "和棋：双方长打".to_string(),
            _ => "和棋".to_string(),
        };
    };
    let (w, l): (&str, &str) = (side(Lang::Zh, w), side(Lang::Zh, w.other()));
    match o.reason {
        Reason::Checkmate => format!("{w}将死{l}"),
        Reason::Stalemate => format!("{l}困毙，{w}胜"),
        Reason::PerpetualCheck => format!("{l}长将，判负"),
        Reason::PerpetualChase => match o.chased {
            Some((p, _)) => format!(
                "{l}长捉{}{}，判负",
                color_word(Lang::Zh, p.color),
                p.chinese(true)
            ),
            None => format!("{l}长捉，判负"),
        },
        Reason::PerpetualAttack => match (o.pattern, o.chased) {
            (Some(pattern), Some(chased)) => {
                format!("{l}长打（{}），判负", chinese_pattern(pattern, chased))
            }
            _ => format!("{l}长打，判负"),
        },
        Reason::Resignation => format!("{l}认输，{w}胜"),
        Reason::Timeout => format!("{l}超时，{w}胜"),
        Reason::Repetition
        | Reason::MoveLimit
        | Reason::InsufficientMaterial
        | Reason::TheoreticalDraw
        | Reason::Agreement => format!("{w}胜"),
    }
}

/// "moves 1 and 3 checked, moves 2 and 4 chased the black horse on c7":
/// the offender's moves in the judged cycle, counted from 1.
fn english_pattern(pattern: AttackPattern, (piece, sq): (Piece, Square)) -> String {
    let moves = |numbers: &[usize]| {
        let word = if numbers.len() == 1 { "move" } else { "moves" };
        format!("{word} {}", english_list(numbers))
    };
    let checks: Vec<usize> = pattern.checks().map(|i| i + 1).collect();
    let chases: Vec<usize> = pattern.chases().map(|i| i + 1).collect();
    let mut parts = Vec::new();
    if !checks.is_empty() {
        parts.push(format!("{} checked", moves(&checks)));
    }
    if !chases.is_empty() {
        parts.push(format!(
            "{} chased the {} {} on {sq}",
            moves(&chases),
            color_word(Lang::En, piece.color),
            piece.role.name()
        ));
    }
    parts.join(", ")
}

/// "1", "1 and 3", "1, 3 and 5".
fn english_list(numbers: &[usize]) -> String {
    match numbers {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => {
            let rest: Vec<String> = rest.iter().map(usize::to_string).collect();
            format!("{} and {last}", rest.join(", "))
        }
    }
}

/// "第1、3着将军，第2、4着捉黑马".
fn chinese_pattern(pattern: AttackPattern, (piece, _): (Piece, Square)) -> String {
    let list = |numbers: Vec<String>| numbers.join("、");
    let checks: Vec<String> = pattern.checks().map(|i| (i + 1).to_string()).collect();
    let chases: Vec<String> = pattern.chases().map(|i| (i + 1).to_string()).collect();
    let mut parts = Vec::new();
    if !checks.is_empty() {
        parts.push(format!("第{}着将军", list(checks)));
    }
    if !chases.is_empty() {
        parts.push(format!(
            "第{}着捉{}{}",
            list(chases),
            color_word(Lang::Zh, piece.color),
            piece.chinese(true)
        ));
    }
    parts.join("，")
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::{Color, Piece, Role};

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
        assert_eq!(english_list(&[1, 3, 5]), "1, 3 and 5");

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
