//! The evaluation bar: how much of it is Red's shows who stands better,
//! from the engine's best line.

use leptos::prelude::*;
use xiangqi_engine::Score;

use super::session::StudySession;
use xiangqi_ui::words::score::score_text;
use xiangqi_ui::words::StudyMsg;

/// Red's share of the bar in per mille: even is half, three pawns up is
/// about four fifths, a mate fills it (a smooth curve, so that small
/// advantages still show and large ones do not run off the end).
pub fn red_share_permille(score: Score) -> u32 {
    match score {
        Score::Mate(n) if n > 0 => 1000,
        Score::Mate(_) => 0,
        Score::Cp(c) => {
            let c = i64::from(c.clamp(-3000, 3000));
            // x / (|x| + k) maps any advantage into (-1, 1).
            let k = 400;
            let share = 500 + 500 * c / (c.abs() + k);
            share.clamp(0, 1000) as u32
        }
    }
}

/// A horizontal bar across the top of the board.
#[component]
pub fn EvalBar() -> impl IntoView {
    let s = expect_context::<StudySession>();
    let score = Memo::new(move |_| s.analysis.with(|a| a.as_ref().and_then(|a| a.evaluation())));
    let share = move || score.get().map_or(500, red_share_permille);
    let text = move || score.get().map(score_text).unwrap_or_default();
    view! {
        <div
            class="eval-bar"
            data-testid="eval-bar"
            role="meter"
            aria-valuemin="0"
            aria-valuemax="1000"
            aria-valuenow=move || share().to_string()
            aria-valuetext=move || format!("{} {}", s.t(StudyMsg::Evaluation), text())
            aria-label=move || s.t(StudyMsg::Evaluation)
            data-score=move || score.get().map(xiangqi_ui::words::score::score_uci).unwrap_or_default()
        >
            <div class="eval-red" style:width=move || { let p = share(); format!("{}.{}%", p / 10, p % 10) }></div>
            <span class="eval-text">{text}</span>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bar_leans_to_the_side_ahead() {
        assert_eq!(red_share_permille(Score::Cp(0)), 500);
        assert!(red_share_permille(Score::Cp(100)) > 550);
        assert!(red_share_permille(Score::Cp(-300)) < 300);
        assert_eq!(red_share_permille(Score::Mate(3)), 1000);
        assert_eq!(red_share_permille(Score::Mate(-1)), 0);
        assert!(red_share_permille(Score::Cp(2999)) < 1000);
    }
}
