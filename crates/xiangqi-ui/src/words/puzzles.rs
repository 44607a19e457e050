//! The puzzle trainer's words in both languages. They live apart from
//! [`super::Msg`] so that only the study module, which shows the trainer,
//! carries them.

use xiangqi::Color;
use xiangqi_puzzles::{Kind, Theme};

use super::Lang;
use crate::model::puzzle::{Feedback, Goal, Rated, Said, State};

/// Declares the trainer's fixed words, each with both texts.
macro_rules! words {
    ($($name:ident => ($en:expr, $zh:expr $(,)?)),* $(,)?) => {
        /// A fixed word of the trainer.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Word {
            $($name,)*
        }

        impl Word {
            /// Every word.
            pub const ALL: &'static [Word] = &[$(Word::$name,)*];

            /// The text in `lang`.
            pub fn text(self, lang: Lang) -> &'static str {
                match (self, lang) {
                    $((Word::$name, Lang::En) => $en,
                      (Word::$name, Lang::Zh) => $zh,)*
                }
            }
        }
    };
}

words! {
    Title => ("Puzzles", "杀局练习"),
    Next => ("Next puzzle", "下一题"),
    Hint => ("Hint", "提示"),
    Solution => ("Show solution", "看答案"),
    Analyse => ("Analyse", "分析"),
    AnalyseAfter => ("The analysis board opens once the puzzle is solved or failed", "解答完成或失败后可在分析棋盘上研究"),
    Daily => ("Daily puzzle", "每日一题"),
    Loading => ("Loading the puzzles…", "正在载入题目…"),
    LoadFailed => ("The puzzles could not be loaded. Check the connection and try again.", "题目载入失败，请检查网络后重试。"),
    Retry => ("Try again", "重试"),
    Right => ("Right!", "正确！"),
    Wrong => ("Not the move. It was taken back: try again.", "这步不对，已退回，请再试。"),
    Solved => ("Solved!", "解答正确！"),
    SolvedAfterFail => ("Puzzle finished, counted as failed.", "本题已完成，计为失败。"),
    Failed => ("Failed: the puzzle can still be finished.", "失败，但仍可继续走完本题。"),
    HintPiece => ("Hint: the highlighted piece moves.", "提示：走被标出的棋子。"),
    HintMove => ("Hint: the arrow shows the move (counts as failed).", "提示：箭头即为正着（计为失败）。"),
    SolutionShown => ("The solution is played move by move.", "正在逐步演示答案。"),
    Rating => ("Your rating", "你的等级分"),
    PuzzleRating => ("Puzzle rating", "题目等级分"),
    Streak => ("Streak", "连胜"),
    BestStreak => ("Best", "最佳"),
    History => ("Recent puzzles", "最近练习"),
    NoHistory => ("No puzzle attempted yet.", "还没有练习记录。"),
    Theme => ("Theme", "主题"),
    Goal => ("Goal", "目标"),
    AnyTheme => ("Any theme", "全部主题"),
    AnyGoal => ("Mates and material", "杀棋与得子"),
    AnyMate => ("Any mate", "所有杀棋"),
    Material => ("Win material", "得子"),
    NoneLeft => ("No puzzle matches these filters.", "没有符合筛选条件的题目。"),
    Corrupt => ("Your saved puzzle progress could not be read and was set aside; it starts afresh.", "保存的练习进度无法读取，已另存并重新开始。"),
    ResultSolved => ("solved", "正确"),
    ResultAssisted => ("solved with a hint", "提示后正确"),
    ResultFailed => ("failed", "失败"),
    Filters => ("Choose puzzles", "选题"),
    RatingExplained => (
        "Your rating says how hard a puzzle you can solve. It starts at 1000, goes up when you solve a puzzle and down when you miss one, and the next puzzles are chosen near it: a new player starts on easy ones.",
        "等级分表示你能解多难的题。起始为 1000，解对上升，解错下降，下一题按你的等级分挑选：新手从简单的题开始。"
    ),
}

/// "Find the best move for Red" / "找出红方的最佳着法".
pub fn find_best(lang: Lang, solver: Color) -> &'static str {
    match (lang, solver) {
        (Lang::En, Color::Red) => "Find the best move for Red",
        (Lang::En, Color::Black) => "Find the best move for Black",
        (Lang::Zh, Color::Red) => "找出红方的最佳着法",
        (Lang::Zh, Color::Black) => "找出黑方的最佳着法",
    }
}

/// The puzzle's goal: "Mate in 3" / "三步杀", "Win material" / "得子".
pub fn kind(lang: Lang, kind: Kind) -> String {
    match (lang, kind) {
        (Lang::En, Kind::Mate(1)) => "Mate in 1".to_string(),
        (Lang::En, Kind::Mate(n)) => format!("Mate in {n}"),
        (_, Kind::Mate(n)) => Theme::MateIn(n).chinese(),
        (_, Kind::Material(_)) => Word::Material.text(lang).to_string(),
    }
}

/// A choice of the goal filter.
pub fn goal(lang: Lang, goal: Goal) -> String {
    match goal {
        Goal::Any => Word::AnyGoal.text(lang).to_string(),
        Goal::Mate => Word::AnyMate.text(lang).to_string(),
        Goal::MateIn(n) => kind(lang, Kind::Mate(n)),
        Goal::Material => Word::Material.text(lang).to_string(),
    }
}

/// A theme's name.
pub fn theme(lang: Lang, theme: Theme) -> String {
    if lang == Lang::Zh {
        return theme.chinese();
    }
    match theme {
        Theme::MateIn(n) => kind(lang, Kind::Mate(n)),
        Theme::Opening => "Opening".into(),
        Theme::Middlegame => "Middlegame".into(),
        Theme::Endgame => "Endgame".into(),
        Theme::DoubleCheck => "Double check".into(),
        Theme::Fork => "Fork".into(),
        Theme::CheckFork => "Check and capture".into(),
        Theme::Pin => "Pin".into(),
        Theme::DiscoveredAttack => "Discovered attack".into(),
        Theme::Sacrifice => "Sacrifice".into(),
        Theme::Smothered => "Smothered mate".into(),
        Theme::IronBolt => "Iron bolt".into(),
        Theme::HorseTrough => "Horse in the trough".into(),
        Theme::DoubleCannon => "Double cannon".into(),
    }
}

/// The panel's state in words, for the status line and announcements.
pub fn state(lang: Lang, state: State, done: bool) -> &'static str {
    match (state, done) {
        (State::Solved, _) => Word::Solved.text(lang),
        (State::Failed, true) => Word::SolvedAfterFail.text(lang),
        (State::Failed, false) => Word::Failed.text(lang),
        (State::Solving, _) => "",
    }
}

/// The line under the board after the player's latest action.
pub fn feedback(lang: Lang, feedback: Feedback) -> &'static str {
    match feedback {
        Feedback::Right => Word::Right.text(lang),
        Feedback::Wrong => Word::Wrong.text(lang),
        Feedback::HintPiece => Word::HintPiece.text(lang),
        Feedback::HintMove => Word::HintMove.text(lang),
        Feedback::SolutionShown => Word::SolutionShown.text(lang),
    }
}

/// One part of what the trainer says, in words.
pub fn said(lang: Lang, part: &Said) -> String {
    match part {
        Said::FindBest(solver) => find_best(lang, *solver).to_string(),
        Said::UnknownId(id) => unknown_id(lang, id),
        Said::Move { before, mv } => super::moves::move_sentence(lang, before, *mv),
        Said::Feedback(f) => feedback(lang, *f).to_string(),
        Said::Finished(s) => state(lang, *s, true).to_string(),
        Said::Rating { after, change } => rating_said(lang, *after, *change),
    }
}

/// A result in the history list.
pub fn result(lang: Lang, result: Rated) -> &'static str {
    match result {
        Rated::Solved => Word::ResultSolved.text(lang),
        Rated::Assisted => Word::ResultAssisted.text(lang),
        Rated::Failed => Word::ResultFailed.text(lang),
    }
}

/// A rating change: "+12", "−8", "±0".
pub fn change(delta: i32) -> String {
    match delta {
        0 => "±0".to_string(),
        d if d > 0 => format!("+{d}"),
        d => format!("\u{2212}{}", -d),
    }
}

/// The rating after an attempt, for screen readers: "Rating 1512 (+12)".
pub fn rating_said(lang: Lang, rating: i32, delta: i32) -> String {
    match lang {
        Lang::En => format!("Your rating: {rating} ({})", change(delta)),
        Lang::Zh => format!("你的等级分：{rating}（{}）", change(delta)),
    }
}

/// The link asked for a puzzle the collection does not have.
pub fn unknown_id(lang: Lang, id: &str) -> String {
    match lang {
        Lang::En => {
            format!("There is no puzzle \u{201c}{id}\u{201d}; here is the next one for you.")
        }
        Lang::Zh => format!("没有编号为“{id}”的题目，已为你换成下一题。"),
    }
}

/// The collection could not be read (a broken file): what and where.
pub fn unreadable(lang: Lang, what: &str) -> String {
    match lang {
        Lang::En => format!("The puzzle collection cannot be read ({what})."),
        Lang::Zh => format!("题库无法读取（{what}）。"),
    }
}

/// "Puzzle rated 1770": the puzzle as a player knows it (its id stays out
/// of sight, in `data-puzzle-id` and the share link).
pub fn puzzle_label(lang: Lang, rating: i32) -> String {
    match lang {
        Lang::En => format!("Puzzle rated {rating}"),
        Lang::Zh => format!("题目等级分 {rating}"),
    }
}

/// `parts` as one text of sentences: each ends with a full stop of
/// `lang` unless it already ends with sentence punctuation (so a part
/// that ends "请再试。" is not followed by a second "。"); empty parts are
/// left out.
pub fn sentences(lang: Lang, parts: &[String]) -> String {
    let (stop, gap) = match lang {
        Lang::En => (".", " "),
        Lang::Zh => ("。", ""),
    };
    let ended = |s: &str| s.ends_with(['.', '!', '?', '…', '。', '！', '？']);
    parts
        .iter()
        .map(|p| p.trim())
        .filter(|p| !p.is_empty())
        .map(|p| {
            if ended(p) {
                p.to_string()
            } else {
                format!("{p}{stop}")
            }
        })
        .collect::<Vec<_>>()
        .join(gap)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_end_once() {
        let parts = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            sentences(
                Lang::Zh,
                &parts(&["红车进一", "这步不对，已退回，请再试。", ""])
            ),
            "红车进一。这步不对，已退回，请再试。"
        );
        assert_eq!(
            sentences(
                Lang::En,
                &parts(&["Red chariot one forward", "Not the move. Try again."])
            ),
            "Red chariot one forward. Not the move. Try again."
        );
    }

    #[test]
    fn every_word_has_both_texts() {
        for w in Word::ALL {
            assert!(!w.text(Lang::En).is_empty() && !w.text(Lang::Zh).is_empty());
            assert_ne!(w.text(Lang::En), w.text(Lang::Zh), "{w:?}");
        }
    }

    #[test]
    fn changes_are_signed() {
        assert_eq!(change(12), "+12");
        assert_eq!(change(-8), "\u{2212}8");
        assert_eq!(change(0), "±0");
        assert_eq!(kind(Lang::Zh, Kind::Mate(3)), "三步杀");
        assert_eq!(kind(Lang::En, Kind::Mate(2)), "Mate in 2");
    }
}
