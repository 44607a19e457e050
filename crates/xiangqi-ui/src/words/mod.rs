//! Every word the app shows or speaks, in English and Chinese: fixed
//! messages ([`Msg`]), sentences with values ([`sentences`]), moves and
//! board points in words ([`moves`]), and the model's notices
//! ([`notices`]).
//!
//! Each fixed message is written once with both of its texts, so a message
//! cannot exist in one language only.

pub mod editor;
mod files;
pub mod moves;
pub mod notices;
mod outcome;
pub mod puzzles;
pub mod rules;
pub mod score;
pub mod sentences;
mod warning;
pub mod word_file;

pub use crate::model::Lang;
pub use files::open_partial;
pub use outcome::{outcome, outcome_for};
pub use sentences::*;
pub use warning::perpetual_warning;

/// Declares the fixed messages: the enum, the list of all of them, and
/// their texts in both languages, from one table.
macro_rules! messages {
    ($enum:ident; $($name:ident => ($en:expr, $zh:expr $(,)?)),* $(,)?) => {
        /// A fixed message.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $enum {
            $($name,)*
        }

        impl $enum {
            /// Every message.
            pub const ALL: &'static [$enum] = &[$($enum::$name,)*];
        }

        impl $crate::words::Text for $enum {
            fn texts(self) -> (&'static str, &'static str) {
                match self {
                    $($enum::$name => ($en, $zh),)*
                }
            }
        }
    };
}

/// A fixed message of either table: its English and Chinese texts.
pub trait Text: Copy {
    /// The English and Chinese texts.
    fn texts(self) -> (&'static str, &'static str);
}

mod study_words;
pub use study_words::StudyMsg;

/// A fixed message of either table, for the study module's code that
/// takes both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnyMsg {
    Page(Msg),
    Study(StudyMsg),
}

impl From<Msg> for AnyMsg {
    fn from(msg: Msg) -> AnyMsg {
        AnyMsg::Page(msg)
    }
}

impl From<StudyMsg> for AnyMsg {
    fn from(msg: StudyMsg) -> AnyMsg {
        AnyMsg::Study(msg)
    }
}

impl Text for AnyMsg {
    fn texts(self) -> (&'static str, &'static str) {
        match self {
            AnyMsg::Page(msg) => msg.texts(),
            AnyMsg::Study(msg) => msg.texts(),
        }
    }
}

messages! {
    Msg;

        NewGame => ("New game", "新局"),
        Undo => ("Take back", "悔棋"),
        Hint => ("Hint", "提示"),
        Flip => ("Flip board", "翻转棋盘"),
        Resign => ("Resign", "认输"),
        OfferDraw => ("Offer draw", "求和"),
        Sound => ("Sound", "声音"),
        EnginePanel => ("Engine analysis", "引擎分析"),
        First => ("First position", "开局"),
        Previous => ("Previous move", "上一步"),
        Next => ("Next move", "下一步"),
        Last => ("Current position", "当前局面"),
        RedToMove => ("Red to move", "红方走棋"),
        BlackToMove => ("Black to move", "黑方走棋"),
        YourMove => ("Your move", "轮到你走棋"),
        Thinking => ("The AI is thinking…", "电脑思考中…"),
        Check => ("Check!", "将军！"),
        IllegalMove => ("That move is not allowed.", "这步棋不符合规则。"),
        NotYourTurn => ("Wait for the AI's move.", "请等待电脑走棋。"),
        ReviewOnly => (
            "You are looking at an earlier position: go to the current one to move.",
            "正在查看之前的局面：回到当前局面才能走棋。",
        ),
        Opponent => ("Opponent", "对手"),
        Red => ("Red", "红方"),
        Black => ("Black", "黑方"),
        Random => ("Random", "随机"),
        Start => ("Start", "开始"),
        Cancel => ("Cancel", "取消"),
        ConfirmResign => ("Resign this game?", "确定认输吗？"),
        DrawDeclined => ("The AI declines the draw.", "电脑拒绝和棋。"),
        DrawAccepted => ("The AI accepts the draw.", "电脑同意和棋。"),
        Accept => ("Accept", "同意"),
        Decline => ("Decline", "拒绝"),
        Withdraw => ("Withdraw", "撤回"),
        PiecePicked => ("picked up", "已拿起"),
        TakebackWaiting => ("Take back asked: waiting for the answer.", "已请求悔棋，等待对方答复。"),
        WorkerRestarted => (
            "The AI stopped unexpectedly and was restarted; the game goes on.",
            "电脑引擎意外停止，已重新启动，对局继续。",
        ),
        WorkerFailed => (
            "The AI cannot run in this browser; you can still play a friend.",
            "电脑引擎无法在此浏览器中运行；仍可与好友对弈。",
        ),
        You => ("You", "你"),
        Depth => ("Depth", "深度"),
        Score => ("Score", "评分"),
        BestLine => ("Best line", "主要变例"),
        OpeningBook => ("Opening book", "开局库"),
        Notation => ("Notation", "记谱"),
        NoMoves => ("No moves yet", "尚无着法"),
        Moves => ("Moves", "棋谱"),
        HintThinking => ("Looking for a good move…", "正在寻找好棋…"),
        NoHint => ("No move to suggest.", "没有可建议的着法。"),
        LinkIgnored => (
            "The link was not used; a normal game starts.",
            "链接未被采用，开始普通对局。",
        ),
        BadLink => ("The link could not be read.", "无法读取链接。"),
        Close => ("Close", "关闭"),
        Board => ("Xiangqi board", "象棋棋盘"),
        Controls => ("Game controls", "对局操作"),
        Menu => ("Menu", "菜单"),
        ClocksPaused => ("Clocks paused", "计时已暂停"),
        Pause => ("Pause clocks", "暂停计时"),
        MoveClock => ("Time left for this move", "本步剩余时间"),
        Resume => ("Resume clocks", "继续计时"),
        Export => ("Export", "导出"),
        Import => ("Import", "导入"),
        History => ("Past games", "历史对局"),
        Pieces => ("Pieces", "棋子"),
        Simplified => ("Simplified characters", "简体字"),
        PieceStyle => ("Piece style", "棋子样式"),
        TimeControl => ("Time control", "计时方式"),
        BadTimeControl => ("This time control cannot be read.", "无法识别该计时方式。"),
        Seating => ("Seating", "座位"),
        SideBySide => ("Side by side", "并排而坐"),
        FaceToFace => (
            "Face to face (tablet between players)",
            "面对面（平板放在两人之间）",
        ),
        Copy => ("Copy", "复制"),
        Copied => ("Copied.", "已复制。"),
        SelectToCopy => ("Select the text and copy it.", "请选中文字后复制。"),
        GameRecord => ("Game record", "棋谱"),
        Imported => ("Opened.", "已打开。"),
        SetUp => ("Set up", "摆棋"),
        // The position editor (摆局).
        Puzzles => ("Puzzles", "杀局练习"),
        Analyse => ("Analyse", "分析"),
        BackToGame => ("Back to the game", "返回对局"),
        OpenRecord => ("Open record", "打开棋谱"),
        Unfinished => ("unfinished", "未完"),
        EventName => ("Casual game", "友谊赛"),
        HistoryUnreadable => ("This game could not be opened.", "无法打开这盘棋。"),
        EmptyPoint => ("empty", "空"),
        LegalTarget => ("legal move", "可走"),
        BoardKeys => (
            "arrow keys move, Enter picks up or puts down a piece, Escape cancels",
            "方向键移动，回车键拿起或放下棋子，Esc 键取消",
        ),
        AppTitle => ("Xiangqi (Chinese chess)", "中国象棋"),
        UpdateRegion => ("Update", "更新"),
        UpdateReady => (
            "A new version is ready. Your game is saved.",
            "新版本已就绪，对局已保存。",
        ),
        UpdateNow => ("Update now", "立即更新"),
        OfferGoesWithMove => (
            "Draw offered: make your move, the computer answers on its turn.",
            "已提和：请走棋，电脑将在其回合答复。",
        ),
        AiOffersDraw => (
            "The computer offers a draw: accept, decline, or decline by playing on.",
            "电脑提议和棋：可同意、拒绝，或直接走棋表示拒绝。",
        ),
        OfferBlockedOver => ("The game is over.", "对局已结束。"),
        OfferBlockedPending => (
            "A draw offer is waiting for its answer.",
            "和棋提议正在等待答复。",
        ),
        OfferBlockedTurn => (
            "A draw is offered in your own turn, then you move.",
            "须在己方走棋时提和，然后走棋。",
        ),
        OfferBlockedDeclined => (
            "Your offer was declined: you may offer again once your opponent has offered.",
            "你的提和已被拒绝：须待对方提和一次后才能再提。",
        ),
        DrawOffers => ("Draw offer", "和棋提议"),
        Keys => ("Keys", "快捷键"),
        PlayOn => ("Play on from here as a new game", "从此局面开始新对局"),
        Engine => ("Engine", "引擎"),
        Promote => ("Make main line", "设为主变"),
        Nodes => ("nodes", "节点"),
        NewShort => ("New", "新局"),
        UndoShort => ("Undo", "悔棋"),
        FlipShort => ("Flip", "翻转"),
        DrawShort => ("Draw", "求和"),
        WelcomeTitle => ("Welcome to Xiangqi", "欢迎来下象棋"),
        WelcomeText => ("What would you like to do?", "你想做什么？"),
        WelcomeAi => ("Play the computer", "与电脑对弈"),
        WelcomeAiDetail => (
            "An easy opponent to start with; the level can be raised under New game.",
            "从容易的对手开始；可在“新局”中调高等级。",
        ),
        WelcomeFriend => ("Play a friend on this device", "与身边的朋友对弈"),
        WelcomeFriendDetail => (
            "Pass the device, or sit face to face with a tablet between you.",
            "轮流使用本机，或把平板放在两人之间面对面下。",
        ),
        WelcomeLearn => ("Learn how the pieces move", "学习棋子走法"),
        WelcomeLearnDetail => ("Lessons on the board, one piece at a time.", "在棋盘上一课一课地学。"),
        PauseShort => ("Pause", "暂停"),
        ResumeShort => ("Resume", "继续"),
        StudyUnavailable => (
            "The analysis board could not be loaded. Check the connection and try again.",
            "无法载入分析棋盘，请检查网络后重试。",
        ),
        DialogUnavailable => (
            "This dialog could not be loaded. Check the connection and try again.",
            "无法载入此对话框，请检查网络后重试。",
        ),
        Inaccuracy => ("Inaccuracy", "缓着"),
        Mistake => ("Mistake", "错着"),
        Blunder => ("Blunder", "败着"),
}

/// The locale tag of the texts kept in data files (the lessons, the
/// friend screen) for the app's language.
pub fn locale(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::Zh => "zh-Hans",
    }
}

/// The text of `msg` in `lang`.
pub fn t(lang: Lang, msg: impl Text) -> &'static str {
    let (en, zh) = msg.texts();
    match lang {
        Lang::En => en,
        Lang::Zh => zh,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_has_both_texts_and_they_differ() {
        let all = Msg::ALL
            .iter()
            .map(|&m| (format!("{m:?}"), m.texts()))
            .chain(StudyMsg::ALL.iter().map(|&m| (format!("{m:?}"), m.texts())));
        for (msg, (en, zh)) in all {
            assert!(!en.trim().is_empty(), "{msg} has no English");
            assert!(!zh.trim().is_empty(), "{msg} has no Chinese");
            assert_ne!(en, zh, "{msg} is not translated");
        }
        assert!(Msg::ALL.len() + StudyMsg::ALL.len() > 200);
    }
}
