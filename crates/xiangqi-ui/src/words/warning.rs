//! The warning before a forbidden repetition loses, in a sentence.

use xiangqi::{PerpetualKind, PerpetualWarning};

use super::catalog::{fill, text};
use super::moves::piece_name;
use super::{side, Lang, Part};

/// "Red: repeating this perpetual check once more loses", "红方再走长将将判负".
pub fn perpetual_warning(lang: Lang, warning: &PerpetualWarning) -> String {
    let who = side(lang, warning.offender);
    let piece = warning.chased.map(|(p, _)| piece_name(lang, p));
    let p = Part::Page;
    let what = match (warning.kind, piece) {
        (PerpetualKind::Check, _) => text(lang, p, "WarnCheck").to_string(),
        (PerpetualKind::Chase, Some(piece)) => fill(lang, p, "WarnChaseOf", &[("piece", &piece)]),
        (PerpetualKind::Chase, None) => text(lang, p, "WarnChase").to_string(),
        (PerpetualKind::Attack, Some(piece)) => fill(lang, p, "WarnAttackOf", &[("piece", &piece)]),
        (PerpetualKind::Attack, None) => text(lang, p, "WarnAttack").to_string(),
    };
    fill(lang, p, "WarnLoses", &[("side", &who), ("what", &what)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::{Color, Piece, Role};

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
