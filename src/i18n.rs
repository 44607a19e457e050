//! Every user-visible text of the app, in English and Chinese.
//!
//! Components ask for a [`Msg`] in the current [`Lang`]; messages with
//! values to fill in are functions below. A language switch needs no
//! change in the components.

use xiangqi::{Color, Outcome};

/// The language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    En,
    Zh,
}

impl Lang {
    /// Chinese when the browser's language starts with `zh`, else English.
    pub fn detect() -> Lang {
        let language = web_sys::window()
            .and_then(|w| w.navigator().language())
            .unwrap_or_default();
        Lang::from_tag(&language)
    }

    /// The language for a BCP 47 tag such as `zh-CN` or `en-US`.
    pub fn from_tag(tag: &str) -> Lang {
        if tag.to_ascii_lowercase().starts_with("zh") {
            Lang::Zh
        } else {
            Lang::En
        }
    }
}

/// A fixed message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg {
    NewGame,
    Undo,
    Hint,
    Flip,
    Resign,
    OfferDraw,
    Sound,
    EnginePanel,
    First,
    Previous,
    Next,
    Last,
    RedToMove,
    BlackToMove,
    YourMove,
    Thinking,
    Check,
    IllegalMove,
    NotYourTurn,
    ReviewOnly,
    NewGameTitle,
    Opponent,
    OpponentAi,
    OpponentHuman,
    YourSide,
    Red,
    Black,
    Random,
    Level,
    Start,
    Cancel,
    GameOverTitle,
    ReviewGame,
    ConfirmResign,
    ResignYes,
    DrawThinking,
    DrawDeclined,
    DrawAccepted,
    DrawAlreadyDeclined,
    Accept,
    Decline,
    WorkerRestarted,
    WorkerFailed,
    You,
    Depth,
    Score,
    BestLine,
    Notation,
    NotationChinese,
    NoMoves,
    Moves,
    HintThinking,
    NoHint,
    LinkIgnored,
    BadLink,
    Close,
    Board,
    Controls,
}

/// The text of `msg` in `lang`.
pub fn t(lang: Lang, msg: Msg) -> &'static str {
    let (en, zh) = match msg {
        Msg::NewGame => ("New game", "新局"),
        Msg::Undo => ("Take back", "悔棋"),
        Msg::Hint => ("Hint", "提示"),
        Msg::Flip => ("Flip board", "翻转棋盘"),
        Msg::Resign => ("Resign", "认输"),
        Msg::OfferDraw => ("Offer draw", "求和"),
        Msg::Sound => ("Sound", "声音"),
        Msg::EnginePanel => ("Engine analysis", "引擎分析"),
        Msg::First => ("First position", "开局"),
        Msg::Previous => ("Previous move", "上一步"),
        Msg::Next => ("Next move", "下一步"),
        Msg::Last => ("Current position", "当前局面"),
        Msg::RedToMove => ("Red to move", "红方走棋"),
        Msg::BlackToMove => ("Black to move", "黑方走棋"),
        Msg::YourMove => ("Your move", "轮到你走棋"),
        Msg::Thinking => ("The AI is thinking…", "电脑思考中…"),
        Msg::Check => ("Check!", "将军！"),
        Msg::IllegalMove => ("That move is not allowed.", "这步棋不符合规则。"),
        Msg::NotYourTurn => ("Wait for the AI's move.", "请等待电脑走棋。"),
        Msg::ReviewOnly => (
            "You are looking at an earlier position: go to the current one to move.",
            "正在查看之前的局面：回到当前局面才能走棋。",
        ),
        Msg::NewGameTitle => ("New game", "新对局"),
        Msg::Opponent => ("Opponent", "对手"),
        Msg::OpponentAi => ("Computer", "电脑"),
        Msg::OpponentHuman => ("A friend on this device", "本机好友"),
        Msg::YourSide => ("Your side", "执子"),
        Msg::Red => ("Red", "红方"),
        Msg::Black => ("Black", "黑方"),
        Msg::Random => ("Random", "随机"),
        Msg::Level => ("AI level", "电脑等级"),
        Msg::Start => ("Start", "开始"),
        Msg::Cancel => ("Cancel", "取消"),
        Msg::GameOverTitle => ("Game over", "对局结束"),
        Msg::ReviewGame => ("Review the game", "复盘"),
        Msg::ConfirmResign => ("Resign this game?", "确定认输吗？"),
        Msg::ResignYes => ("Resign", "认输"),
        Msg::DrawThinking => ("The AI considers your offer…", "电脑正在考虑和棋提议…"),
        Msg::DrawDeclined => ("The AI declines the draw.", "电脑拒绝和棋。"),
        Msg::DrawAccepted => ("The AI accepts the draw.", "电脑同意和棋。"),
        Msg::DrawAlreadyDeclined => (
            "Your draw offer was declined: wait for the opponent's next move.",
            "和棋提议已被拒绝：请等对方走棋后再提。",
        ),
        Msg::Accept => ("Accept", "同意"),
        Msg::Decline => ("Decline", "拒绝"),
        Msg::WorkerRestarted => (
            "The AI stopped unexpectedly and was restarted; the game goes on.",
            "电脑引擎意外停止，已重新启动，对局继续。",
        ),
        Msg::WorkerFailed => (
            "The AI cannot run in this browser; you can still play a friend.",
            "电脑引擎无法在此浏览器中运行；仍可与好友对弈。",
        ),
        Msg::You => ("You", "你"),
        Msg::Depth => ("Depth", "深度"),
        Msg::Score => ("Score", "评分"),
        Msg::BestLine => ("Best line", "主要变例"),
        Msg::Notation => ("Notation", "记谱"),
        Msg::NotationChinese => ("Chinese", "中文"),
        Msg::NoMoves => ("No moves yet", "尚无着法"),
        Msg::Moves => ("Moves", "棋谱"),
        Msg::HintThinking => ("Looking for a good move…", "正在寻找好棋…"),
        Msg::NoHint => ("No move to suggest.", "没有可建议的着法。"),
        Msg::LinkIgnored => (
            "The link was not used; a normal game starts.",
            "链接未被采用，开始普通对局。",
        ),
        Msg::BadLink => ("The link could not be read.", "无法读取链接。"),
        Msg::Close => ("Close", "关闭"),
        Msg::Board => ("Xiangqi board", "象棋棋盘"),
        Msg::Controls => ("Game controls", "对局操作"),
    };
    match lang {
        Lang::En => en,
        Lang::Zh => zh,
    }
}

/// "Red" / "红方".
pub fn side(lang: Lang, color: Color) -> &'static str {
    match color {
        Color::Red => t(lang, Msg::Red),
        Color::Black => t(lang, Msg::Black),
    }
}

/// Who won and why, in plain words.
pub fn outcome(lang: Lang, outcome: &Outcome) -> String {
    match lang {
        Lang::En => outcome.describe(),
        Lang::Zh => outcome.describe_zh(),
    }
}

/// A problem with the FEN in a link.
pub fn bad_fen(lang: Lang, error: &str) -> String {
    match lang {
        Lang::En => format!("The position in the link is not valid: {error}."),
        Lang::Zh => format!("链接中的局面无效：{error}。"),
    }
}

/// An unknown value of a link parameter.
pub fn bad_param(lang: Lang, name: &str, value: &str, expected: &str) -> String {
    match lang {
        Lang::En => {
            format!("Unknown {name} \u{201c}{value}\u{201d} in the link (use {expected}).")
        }
        Lang::Zh => format!("链接参数 {name} 的值“{value}”无效（可用：{expected}）。"),
    }
}

/// "Computer · Level 3 Amateur" / "电脑 · 3级 业余".
pub fn ai_player(lang: Lang, number: u8, name: &str) -> String {
    match lang {
        Lang::En => format!("Computer · level {number} {name}"),
        Lang::Zh => format!("电脑 · {number}级 {name}"),
    }
}

/// A level in the level chooser: "3 · Amateur" / "3级 · 业余".
pub fn level_option(lang: Lang, number: u8, name: &str) -> String {
    match lang {
        Lang::En => format!("{number} · {name}"),
        Lang::Zh => format!("{number}级 · {name}"),
    }
}

/// "Showing move 5 of 12" / "第5步（共12步）".
pub fn reviewing(lang: Lang, ply: usize, total: usize) -> String {
    match lang {
        Lang::En => format!("Showing move {ply} of {total}"),
        Lang::Zh => format!("查看第{ply}步（共{total}步）"),
    }
}

/// "Red offers a draw." / "红方提议和棋。"
pub fn draw_offer(lang: Lang, by: Color) -> String {
    match lang {
        Lang::En => format!(
            "{} offers a draw. {}, do you accept?",
            side(lang, by),
            side(lang, by.other())
        ),
        Lang::Zh => format!(
            "{}提议和棋，{}是否同意？",
            side(lang, by),
            side(lang, by.other())
        ),
    }
}

/// The suggested move: "Hint: 炮二平五".
pub fn hint(lang: Lang, text: &str) -> String {
    match lang {
        Lang::En => format!("Hint: {text}"),
        Lang::Zh => format!("提示：{text}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_browsers_get_chinese() {
        assert_eq!(Lang::from_tag("zh-CN"), Lang::Zh);
        assert_eq!(Lang::from_tag("zh"), Lang::Zh);
        assert_eq!(Lang::from_tag("en-GB"), Lang::En);
        assert_eq!(Lang::from_tag(""), Lang::En);
    }

    #[test]
    fn every_message_exists_in_both_languages() {
        for msg in [Msg::NewGame, Msg::IllegalMove, Msg::WorkerRestarted] {
            assert!(!t(Lang::En, msg).is_empty());
            assert!(!t(Lang::Zh, msg).is_empty());
            assert_ne!(t(Lang::En, msg), t(Lang::Zh, msg));
        }
    }
}
