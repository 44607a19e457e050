//! The warning before a forbidden repetition loses, in a sentence.

use xiangqi::{PerpetualKind, PerpetualWarning, Piece};

use super::moves::color_word;
use super::{side, Lang};

/// "Red: repeating this perpetual check once more loses", "红方再走长将将判负".
pub fn perpetual_warning(lang: Lang, warning: &PerpetualWarning) -> String {
    let who = side(lang, warning.offender);
    let piece = warning.chased.map(|(p, _)| p);
    match lang {
        Lang::En => {
            let what = match (warning.kind, piece) {
                (PerpetualKind::Check, _) => "perpetual check".to_string(),
                (PerpetualKind::Chase, Some(p)) => format!("perpetual chase of the {}", en(p)),
                (PerpetualKind::Chase, None) => "perpetual chase".to_string(),
                (PerpetualKind::Attack, Some(p)) => {
                    format!("perpetual attack (checks and chases of the {})", en(p))
                }
                (PerpetualKind::Attack, None) => "perpetual attack".to_string(),
            };
            format!("{who}: repeating this {what} once more loses")
        }
        Lang::Zh => {
            let what = match (warning.kind, piece) {
                (PerpetualKind::Check, _) => "走长将".to_string(),
                (PerpetualKind::Chase, Some(p)) => format!("长捉{}", zh(p)),
                (PerpetualKind::Chase, None) => "走长捉".to_string(),
                (PerpetualKind::Attack, Some(p)) => format!("走长打（将军、捉{}）", zh(p)),
                (PerpetualKind::Attack, None) => "走长打".to_string(),
            };
            format!("{who}再{what}将判负")
        }
    }
}

/// "black horse".
fn en(p: Piece) -> String {
    format!("{} {}", color_word(Lang::En, p.color), p.role.name())
}

/// "黑马".
fn zh(p: Piece) -> String {
    format!("{}{}", color_word(Lang::Zh, p.color), p.chinese(true))
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::{Color, Role};

    fn warning(kind: PerpetualKind, chased: Option<Piece>) -> PerpetualWarning {
        PerpetualWarning {
            offender: Color::Red,
            kind,
            chased: chased.map(|p| (p, "c7".parse().unwrap())),
        }
    }

    #[test]
    fn each_kind_in_both_languages() {
        let horse = Some(Piece::new(Color::Black, Role::Horse));
        let cases = [
            (
                warning(PerpetualKind::Check, None),
                "Red: repeating this perpetual check once more loses",
                "红方再走长将将判负",
            ),
            (
                warning(PerpetualKind::Chase, horse),
                "Red: repeating this perpetual chase of the black horse once more loses",
                "红方再长捉黑马将判负",
            ),
            (
                warning(PerpetualKind::Attack, horse),
                "Red: repeating this perpetual attack (checks and chases of the black horse) \
                 once more loses",
                "红方再走长打（将军、捉黑马）将判负",
            ),
        ];
        for (w, en, zh) in cases {
            assert_eq!(perpetual_warning(Lang::En, &w), en);
            assert_eq!(perpetual_warning(Lang::Zh, &w), zh);
        }
    }
}
