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

pub use crate::model::Lang;
pub use files::open_partial;
pub use outcome::{outcome, outcome_for};
pub use sentences::*;
pub use warning::perpetual_warning;

/// Declares the fixed messages: the enum, the list of all of them, and
/// their texts in both languages, from one table.
macro_rules! messages {
    ($($name:ident => ($en:expr, $zh:expr $(,)?)),* $(,)?) => {
        /// A fixed message.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Msg {
            $($name,)*
        }

        impl Msg {
            /// Every message.
            pub const ALL: &'static [Msg] = &[$(Msg::$name,)*];

            /// The English and Chinese texts.
            const fn texts(self) -> (&'static str, &'static str) {
                match self {
                    $(Msg::$name => ($en, $zh),)*
                }
            }
        }
    };
}

messages! {

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
        NewGameTitle => ("New game", "新对局"),
        Opponent => ("Opponent", "对手"),
        OpponentAi => ("Computer", "电脑"),
        OpponentHuman => ("A friend on this device", "本机好友"),
        YourSide => ("Your side", "执子"),
        Red => ("Red", "红方"),
        Black => ("Black", "黑方"),
        Random => ("Random", "随机"),
        Level => ("AI level", "电脑等级"),
        Start => ("Start", "开始"),
        Cancel => ("Cancel", "取消"),
        GameOverTitle => ("Game over", "对局结束"),
        ReviewGame => ("See the board", "查看棋盘"),
        ConfirmResign => ("Resign this game?", "确定认输吗？"),
        ResignYes => ("Resign", "认输"),
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
        NotationChinese => ("Chinese", "中文"),
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
        MenuGame => ("Game", "对局"),
        MenuFiles => ("Records", "棋谱"),
        MenuStudy => ("Study", "研究"),
        Preferences => ("Preferences", "设置"),
        MenuHelp => ("Help", "帮助"),
        ClocksPaused => ("Clocks paused", "计时已暂停"),
        Pause => ("Pause clocks", "暂停计时"),
        DeleteGame => ("Delete this game", "删除这盘棋"),
        ClockStartsAtOnce => (
            "Red's clock starts as soon as the game begins, as at tournaments.",
            "对局一开始红方即开始计时（与正式比赛相同）。"
        ),
        OpenFile => ("Open a file (XQF, PGN, DhtmlXQ)", "打开棋谱文件（XQF、PGN、DhtmlXQ）"),
        Reading => ("Reading…", "读取中…"),
        FilesUnavailable => ("Files cannot be read here: the reader did not start.", "无法读取文件：读取程序未能启动。"),
        DownloadAs => ("Download as", "下载为"),
        DropHere => ("Drop a game file to open it", "松开以打开棋谱文件"),
        ConfirmDelete => ("Delete?", "确认删除？"),
        MoveClock => ("Time left for this move", "本步剩余时间"),
        Resume => ("Resume clocks", "继续计时"),
        Export => ("Export", "导出"),
        Import => ("Import", "导入"),
        History => ("Past games", "历史对局"),
        Language => ("Language", "语言"),
        Pieces => ("Pieces", "棋子"),
        Traditional => ("Traditional characters", "繁体字"),
        Simplified => ("Simplified characters", "简体字"),
        PieceStyle => ("Piece style", "棋子样式"),
        StylePlain => ("Characters only", "仅文字"),
        StyleHints => ("With movement hints", "显示走法提示"),
        TimeControl => ("Time control", "计时方式"),
        CustomTime => ("Custom…", "自定义…"),
        CustomTimeHelp => (
            "Minutes + increment seconds, or main time and periods",
            "分钟+每步加秒，或基本时间加读秒次数×秒数",
        ),
        BadTimeControl => ("This time control cannot be read.", "无法识别该计时方式。"),
        Seating => ("Seating", "座位"),
        SideBySide => ("Side by side", "并排而坐"),
        FaceToFace => (
            "Face to face (tablet between players)",
            "面对面（平板放在两人之间）",
        ),
        AutoFlip => ("Turn the board after each move", "每步后翻转棋盘"),
        Copy => ("Copy", "复制"),
        Copied => ("Copied.", "已复制。"),
        SelectToCopy => ("Select the text and copy it.", "请选中文字后复制。"),
        PositionFen => ("Position (FEN)", "局面（FEN）"),
        GameRecord => ("Game record", "棋谱"),
        ShareLink => ("Link to this position", "局面链接"),
        Imported => ("Opened.", "已打开。"),
        PasteFen => ("Paste a position (FEN)", "粘贴局面（FEN）"),
        SetUp => ("Set up", "摆棋"),
        // The position editor (摆局).
        SetUpPosition => ("Set up position", "摆局"),
        Puzzles => ("Puzzles", "杀局练习"),
        EditorBoard => ("Set-up board", "摆局棋盘"),
        EditorHelp => (
            "Choose a piece below or above the board, then tap points to place it. Drag a piece to move it, or off the board to remove it.",
            "选择棋盘上下方的棋子，再点按棋盘放置；拖动棋子可移动，拖出棋盘即移除。",
        ),
        RedPieces => ("Red pieces", "红方棋子"),
        BlackPieces => ("Black pieces", "黑方棋子"),
        MoveTool => ("Move", "移动"),
        MoveToolHelp => ("Move pieces on the board", "移动棋盘上的棋子"),
        Eraser => ("Eraser", "橡皮"),
        EraserHelp => ("Remove pieces from the board", "移除棋盘上的棋子"),
        SideToMove => ("Side to move", "走棋方"),
        ClearBoard => ("Clear", "清空"),
        ClearBoardHelp => ("Clear the board", "清空棋盘"),
        StartPosition => ("Start", "初始"),
        StartPositionHelp => ("Start position", "初始局面"),
        PlayComputer => ("Play the computer", "与电脑对弈"),
        PlayFriend => ("Play a friend", "与好友对弈"),
        Analyse => ("Analyse", "分析"),
        CopyLink => ("Copy link", "复制链接"),
        BackToGame => ("Back to the game", "返回对局"),
        SetupLegal => ("The position is legal.", "局面合法。"),
        SetupBlocked => (
            "Fix the position to play or analyse it:",
            "局面不合规则，修正后才能对弈或分析：",
        ),
        YouPlay => ("You play", "你执"),
        OverAtOnce => (
            "The side to move has no legal move: a game from here is over at once.",
            "走棋方无棋可走：从此局面开始，对局将立即结束。",
        ),
        PasteRecord => (
            "Paste a game record (Chinese, WXF or ICCS moves)",
            "粘贴棋谱（中文、WXF 或 ICCS 记谱）",
        ),
        OpenRecord => ("Open record", "打开棋谱"),
        NoGames => ("No games yet", "暂无对局"),
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
        InstallApp => ("Install app", "安装应用"),
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
        KeysTitle => ("Keyboard shortcuts", "键盘快捷键"),
        KeyStep => ("Previous / next move", "上一步 / 下一步"),
        KeyEnds => ("First / current position", "开局 / 当前局面"),
        KeyEscape => ("Close a dialog, put a piece down", "关闭对话框，放下棋子"),
        KeyBoard => (
            "On the board: move the cursor, pick up and put down",
            "在棋盘上：移动光标，拿起和放下棋子",
        ),
        Keys => ("Keys", "快捷键"),
        PlayOn => ("Play on from here as a new game", "从此局面开始新对局"),
        AnalysisBoard => ("Analysis board", "分析棋盘"),
        AnalyseHere => ("Analyse from here", "从此局面分析"),
        Engine => ("Engine", "引擎"),
        EngineLines => ("Lines", "变例数"),
        EngineOff => ("The engine is off.", "引擎已关闭。"),
        EngineDone => ("Analysis complete", "分析完成"),
        EngineStarting => ("Engine starting…", "引擎启动中…"),
        EngineFailed => (
            "The engine could not start; the board still works.",
            "引擎无法启动；棋盘仍可使用。",
        ),
        NoMoveHere => ("No legal move: the game is over here.", "无着可走：此局面对局已结束。"),
        Evaluation => ("Evaluation", "局面评估"),
        Promote => ("Make main line", "设为主变"),
        DeleteFromHere => ("Delete from this move", "删除此着及以后"),
        MovesAndVariations => ("Moves and variations", "着法与变例"),
        Nodes => ("nodes", "节点"),
        NewShort => ("New", "新局"),
        UndoShort => ("Undo", "悔棋"),
        FlipShort => ("Flip", "翻转"),
        DrawShort => ("Draw", "求和"),
        CopyAs => ("Copy as", "复制为"),
        RulesTitle => ("How to play", "象棋规则"),
        RulesButton => ("Rules", "规则"),
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
        WelcomeLearnDetail => ("The rules in brief.", "简明规则。"),
        PauseShort => ("Pause", "暂停"),
        ResumeShort => ("Resume", "继续"),
        BoardPicture => ("Picture of the board", "棋盘图片"),
        WithCoordinates => ("With file numbers", "显示路数"),
        Share => ("Share", "分享"),
        MoveMark => ("Mark", "标记"),
        MoveComment => ("Comment on this move", "本着注释"),
        StudyUnavailable => (
            "The analysis board could not be loaded. Check the connection and try again.",
            "无法载入分析棋盘，请检查网络后重试。",
        ),
        DialogUnavailable => (
            "This dialog could not be loaded. Check the connection and try again.",
            "无法载入此对话框，请检查网络后重试。",
        ),
        StartReview => ("Review with the engine", "引擎复盘"),
        ResumeReview => ("Resume the review", "继续复盘"),
        StopReview => ("Stop", "停止"),
        ReviewRunning => ("Reviewing the game…", "正在复盘…"),
        Inaccuracies => ("Inaccuracies", "缓着"),
        Mistakes => ("Mistakes", "错着"),
        Blunders => ("Blunders", "败着"),
        Accuracy => ("Accuracy", "准确率"),
        BetterWas => ("Better was", "更好的是"),
        TryAgain => ("Try again from here", "从这里再下一次"),
        MateMissed => ("A forced mate was missed.", "错失了杀棋。"),
        MateAllowed => ("This lets the opponent mate.", "此着让对方有杀棋。"),
        EvalGraph => ("Evaluation over the game", "形势走势图"),
        Inaccuracy => ("Inaccuracy", "缓着"),
        Mistake => ("Mistake", "错着"),
        Blunder => ("Blunder", "败着"),
        AnalyseBlocked => (
            "Finish the timed game against the computer first.",
            "请先下完与电脑的计时对局。",
        ),
}

/// The text of `msg` in `lang`.
pub fn t(lang: Lang, msg: Msg) -> &'static str {
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
        for &msg in Msg::ALL {
            let (en, zh) = msg.texts();
            assert!(!en.trim().is_empty(), "{msg:?} has no English");
            assert!(!zh.trim().is_empty(), "{msg:?} has no Chinese");
            assert_ne!(en, zh, "{msg:?} is not translated");
        }
        assert!(Msg::ALL.len() > 100);
    }
}
