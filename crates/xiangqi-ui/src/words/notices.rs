//! The model's notices in words.

use xiangqi::Notation;

use super::{link_problem, set_aside, t, Lang, Msg};
use crate::model::{Notice, OfferBlock, Problem};

/// `notice` in `lang`; a suggested move is written in `notation`.
pub fn notice(lang: Lang, notice: &Notice, notation: Notation) -> String {
    let fixed = |msg| t(lang, msg).to_string();
    match notice {
        Notice::IllegalMove => fixed(Msg::IllegalMove),
        Notice::NotSaved => fixed(Msg::NotSaved),
        Notice::SavedAgain => fixed(Msg::SavedAgain),
        Notice::NotYourTurn => fixed(Msg::NotYourTurn),
        Notice::ReviewOnly => fixed(Msg::ReviewOnly),
        Notice::HintThinking => fixed(Msg::HintThinking),
        Notice::Hint { position, mv } => {
            super::hint(lang, &super::moves::written(lang, position, *mv, notation))
        }
        Notice::NoHint => fixed(Msg::NoHint),
        Notice::OfferGoesWithMove => fixed(Msg::OfferGoesWithMove),
        Notice::AiOffersDraw => fixed(Msg::AiOffersDraw),
        Notice::DrawAccepted => fixed(Msg::DrawAccepted),
        Notice::DrawDeclined => fixed(Msg::DrawDeclined),
        Notice::WorkerRestarted => fixed(Msg::WorkerRestarted),
        Notice::WorkerFailed => fixed(Msg::WorkerFailed),
        Notice::HistoryUnreadable => fixed(Msg::HistoryUnreadable),
        Notice::Copied => fixed(Msg::Copied),
        Notice::SelectToCopy => fixed(Msg::SelectToCopy),
        Notice::InstallByHand => fixed(Msg::InstallByHand),
        Notice::Imported => fixed(Msg::Imported),
        Notice::Problems(problems) => problems
            .iter()
            .map(|p| match p {
                Problem::Link(e) => link_problem(lang, e),
                Problem::LinkIgnored => fixed(Msg::LinkIgnored),
                Problem::SetAside(keys) => set_aside(lang, keys),
            })
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// Why a draw cannot be offered now.
pub fn offer_block(lang: Lang, block: OfferBlock) -> &'static str {
    t(
        lang,
        match block {
            OfferBlock::GameOver => Msg::OfferBlockedOver,
            OfferBlock::Pending => Msg::OfferBlockedPending,
            OfferBlock::NotYourTurn => Msg::OfferBlockedTurn,
            OfferBlock::OpponentsTurnToOffer => Msg::OfferBlockedDeclined,
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::Position;

    #[test]
    fn a_hint_is_written_in_the_chosen_notation() {
        let n = Notice::Hint {
            position: Position::startpos(),
            mv: "h2e2".parse().unwrap(),
        };
        assert_eq!(notice(Lang::Zh, &n, Notation::Chinese), "提示：炮二平五");
        assert_eq!(notice(Lang::En, &n, Notation::Iccs), "Hint: h2e2");
    }

    #[test]
    fn problems_are_all_said() {
        let n = Notice::Problems(vec![
            Problem::Link(crate::model::LinkError::Unreadable),
            Problem::LinkIgnored,
        ]);
        let text = notice(Lang::En, &n, Notation::Wxf);
        assert!(text.contains(t(Lang::En, Msg::BadLink)), "{text}");
        assert!(text.contains(t(Lang::En, Msg::LinkIgnored)), "{text}");
    }
}
