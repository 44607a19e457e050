//! Every user-visible text of the app, in English and Chinese.
//!
//! Components ask for a [`Msg`] in the current [`Lang`]; messages with
//! values to fill in are functions below. A language switch needs no
//! change in the components.

use xiangqi::{Color, Outcome, Preset, Reason, RecordError, TimeControl};

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
    ClocksPaused,
    Pause,
    Resume,
    Export,
    Import,
    History,
    Language,
    Pieces,
    Traditional,
    Simplified,
    PieceStyle,
    StylePlain,
    StyleHints,
    TimeControl,
    CustomTime,
    CustomTimeHelp,
    BadTimeControl,
    Seating,
    SideBySide,
    FaceToFace,
    AutoFlip,
    Copy,
    Copied,
    SelectToCopy,
    PositionFen,
    GameRecord,
    ShareLink,
    Imported,
    PasteFen,
    SetUp,
    PasteRecord,
    OpenRecord,
    NoGames,
    Unfinished,
    EventName,
    HistoryUnreadable,
    EmptyPoint,
    LegalTarget,
    BoardKeys,
    AppTitle,
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
        Msg::ClocksPaused => ("Clocks paused", "计时已暂停"),
        Msg::Pause => ("Pause clocks", "暂停计时"),
        Msg::Resume => ("Resume clocks", "继续计时"),
        Msg::Export => ("Export", "导出"),
        Msg::Import => ("Import", "导入"),
        Msg::History => ("Past games", "历史对局"),
        Msg::Language => ("Language", "语言"),
        Msg::Pieces => ("Pieces", "棋子"),
        Msg::Traditional => ("Traditional characters", "繁体字"),
        Msg::Simplified => ("Simplified characters", "简体字"),
        Msg::PieceStyle => ("Piece style", "棋子样式"),
        Msg::StylePlain => ("Characters only", "仅文字"),
        Msg::StyleHints => ("With movement hints", "显示走法提示"),
        Msg::TimeControl => ("Time control", "计时方式"),
        Msg::CustomTime => ("Custom…", "自定义…"),
        Msg::CustomTimeHelp => (
            "Minutes + increment seconds, or main time and periods",
            "分钟+每步加秒，或基本时间加读秒次数×秒数",
        ),
        Msg::BadTimeControl => ("This time control cannot be read.", "无法识别该计时方式。"),
        Msg::Seating => ("Seating", "座位"),
        Msg::SideBySide => ("Side by side", "并排而坐"),
        Msg::FaceToFace => (
            "Face to face (tablet between players)",
            "面对面（平板放在两人之间）",
        ),
        Msg::AutoFlip => ("Turn the board after each move", "每步后翻转棋盘"),
        Msg::Copy => ("Copy", "复制"),
        Msg::Copied => ("Copied.", "已复制。"),
        Msg::SelectToCopy => ("Select the text and copy it.", "请选中文字后复制。"),
        Msg::PositionFen => ("Position (FEN)", "局面（FEN）"),
        Msg::GameRecord => ("Game record", "棋谱"),
        Msg::ShareLink => ("Link to this position", "局面链接"),
        Msg::Imported => ("Opened.", "已打开。"),
        Msg::PasteFen => ("Paste a position (FEN)", "粘贴局面（FEN）"),
        Msg::SetUp => ("Set up", "摆棋"),
        Msg::PasteRecord => (
            "Paste a game record (Chinese, WXF or ICCS moves)",
            "粘贴棋谱（中文、WXF 或 ICCS 记谱）",
        ),
        Msg::OpenRecord => ("Open record", "打开棋谱"),
        Msg::NoGames => ("No games yet", "暂无对局"),
        Msg::Unfinished => ("unfinished", "未完"),
        Msg::EventName => ("Casual game", "友谊赛"),
        Msg::HistoryUnreadable => ("This game could not be opened.", "无法打开这盘棋。"),
        Msg::EmptyPoint => ("empty", "空"),
        Msg::LegalTarget => ("legal move", "可走"),
        Msg::BoardKeys => (
            "arrow keys move, Enter picks up or puts down a piece, Escape cancels",
            "方向键移动，回车键拿起或放下棋子，Esc 键取消",
        ),
        Msg::AppTitle => ("Xiangqi (Chinese chess)", "中国象棋"),
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

/// Stored data that could not be read was moved aside to `keys`.
pub fn set_aside(lang: Lang, keys: &[String]) -> String {
    let keys = keys.join(", ");
    match lang {
        Lang::En => format!("Saved data could not be read and was set aside (as {keys})."),
        Lang::Zh => format!("已保存的数据无法读取，已另存为 {keys}。"),
    }
}

/// A record date (`2026.11.30`) from a wall-clock time in ms.
pub fn record_date(ms: f64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    format!(
        "{:04}.{:02}.{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date()
    )
}

/// A pasted FEN that is not valid.
pub fn bad_fen_text(lang: Lang, error: &str) -> String {
    match lang {
        Lang::En => format!("This position is not valid: {error}."),
        Lang::Zh => format!("局面无效：{error}。"),
    }
}

/// Why a record could not be opened; a bad move is named with its move
/// number and text.
pub fn record_error(lang: Lang, error: &RecordError) -> String {
    match (lang, error) {
        (
            Lang::En,
            RecordError::BadMove {
                move_number,
                side,
                text,
                ..
            },
        ) => format!(
            "Move {move_number} ({}): “{text}” cannot be played. ({error})",
            self::side(lang, *side)
        ),
        (
            Lang::Zh,
            RecordError::BadMove {
                move_number,
                side,
                text,
                ..
            },
        ) => format!(
            "第{move_number}回合（{}）：“{text}”无法走出。（{error}）",
            self::side(lang, *side)
        ),
        (Lang::En, e) => format!("The record cannot be read: {e}."),
        (Lang::Zh, e) => format!("无法读取棋谱：{e}。"),
    }
}

/// A record whose moves cannot be replayed.
pub fn bad_record(lang: Lang, error: &str) -> String {
    match lang {
        Lang::En => format!("The record cannot be replayed: {error}."),
        Lang::Zh => format!("棋谱无法复现：{error}。"),
    }
}

/// "Red's clock" / "红方计时".
pub fn clock_label(lang: Lang, color: Color) -> String {
    match lang {
        Lang::En => format!("{}'s clock", side(lang, color)),
        Lang::Zh => format!("{}计时", side(lang, color)),
    }
}

/// "Black, resign this game?"
pub fn resign_question(lang: Lang, by: Color) -> String {
    match lang {
        Lang::En => format!("{}, resign this game?", side(lang, by)),
        Lang::Zh => format!("{}确定认输吗？", side(lang, by)),
    }
}

/// "Red asks to take back a move. Black, do you agree?"
pub fn takeback_request(lang: Lang, by: Color) -> String {
    match lang {
        Lang::En => format!(
            "{} asks to take back a move. {}, do you agree?",
            side(lang, by),
            side(lang, by.other())
        ),
        Lang::Zh => format!(
            "{}请求悔棋，{}是否同意？",
            side(lang, by),
            side(lang, by.other())
        ),
    }
}

fn minutes_seconds(lang: Lang, ms: u64) -> String {
    let (m, rest) = (ms / 60_000, ms % 60_000);
    let s = seconds(rest);
    match lang {
        Lang::En => match (m, rest) {
            (0, _) => format!("{s} s"),
            (m, 0) => format!("{m} min"),
            (m, _) => format!("{m} min {s} s"),
        },
        Lang::Zh => match (m, rest) {
            (0, _) => format!("{s}秒"),
            (m, 0) => format!("{m}分钟"),
            (m, _) => format!("{m}分{s}秒"),
        },
    }
}

/// Milliseconds as seconds with only the decimals they need (`30`, `1.5`,
/// `0.25`), in integer arithmetic, which keeps float printing out of the wasm.
fn seconds(ms: u64) -> String {
    let (whole, thousandths) = (ms / 1000, ms % 1000);
    if thousandths == 0 {
        return whole.to_string();
    }
    let decimals = format!("{thousandths:03}");
    format!("{whole}.{}", decimals.trim_end_matches('0'))
}

/// A time control in words: "10 min + 5 s per move", "10分钟 + 3×30秒读秒".
pub fn time_control(lang: Lang, tc: &TimeControl) -> String {
    let t = |ms| minutes_seconds(lang, ms);
    match (lang, *tc) {
        (Lang::En, TimeControl::Unlimited) => "No clock".into(),
        (Lang::Zh, TimeControl::Unlimited) => "不计时".into(),
        (_, TimeControl::SuddenDeath { main_ms }) => t(main_ms),
        (
            Lang::En,
            TimeControl::Fischer {
                main_ms,
                increment_ms,
            },
        ) => format!("{} + {} per move", t(main_ms), t(increment_ms)),
        (
            Lang::Zh,
            TimeControl::Fischer {
                main_ms,
                increment_ms,
            },
        ) => format!("{} + 每步加{}", t(main_ms), t(increment_ms)),
        (
            Lang::En,
            TimeControl::Byoyomi {
                main_ms,
                periods,
                period_ms,
            },
        ) => format!("{} + {periods}×{} byo-yomi", t(main_ms), t(period_ms)),
        (
            Lang::Zh,
            TimeControl::Byoyomi {
                main_ms,
                periods,
                period_ms,
            },
        ) => format!("{} + {periods}×{}读秒", t(main_ms), t(period_ms)),
    }
}

/// A preset in the time control list: "Blitz · 3 min + 2 s per move".
pub fn preset_name(lang: Lang, preset: &Preset) -> String {
    let kind = preset.name.split(' ').next().unwrap_or_default();
    let kind = match (lang, kind) {
        (Lang::Zh, "Bullet") => "超快棋",
        (Lang::Zh, "Blitz") => "快棋",
        (Lang::Zh, "Rapid") => "快速棋",
        (Lang::Zh, "Classical") => "慢棋",
        (Lang::Zh, "Byo-yomi") => "读秒",
        (Lang::Zh, _) => "",
        (Lang::En, "Unlimited") => "",
        (Lang::En, k) => k,
    };
    let control = time_control(lang, &preset.control);
    if kind.is_empty() {
        control
    } else {
        format!("{kind} · {control}")
    }
}

/// Why a game ended, in a word or two.
pub fn reason(lang: Lang, reason: Reason) -> &'static str {
    let (en, zh) = match reason {
        Reason::Checkmate => ("checkmate", "将死"),
        Reason::Stalemate => ("stalemate", "困毙"),
        Reason::PerpetualCheck => ("perpetual check", "长将"),
        Reason::PerpetualChase => ("perpetual chase", "长捉"),
        Reason::Repetition => ("repetition", "重复局面"),
        Reason::MoveLimit => ("move limit", "自然限着"),
        Reason::Resignation => ("resignation", "认输"),
        Reason::Agreement => ("agreement", "议和"),
        Reason::Timeout => ("time", "超时"),
    };
    match lang {
        Lang::En => en,
        Lang::Zh => zh,
    }
}

/// Who played a past game: "You (Red) vs computer level 3".
pub fn history_players(lang: Lang, ai: Option<Color>, level: u8) -> String {
    match (lang, ai) {
        (Lang::En, None) => "Two players".into(),
        (Lang::Zh, None) => "双人对弈".into(),
        (Lang::En, Some(ai)) => {
            format!("You ({}) vs computer level {level}", side(lang, ai.other()))
        }
        (Lang::Zh, Some(ai)) => format!("你（{}）对电脑{level}级", side(lang, ai.other())),
    }
}

/// "12 moves" / "12步".
pub fn move_count(lang: Lang, plies: usize) -> String {
    match lang {
        Lang::En if plies == 1 => "1 move".into(),
        Lang::En => format!("{plies} moves"),
        Lang::Zh => format!("{plies}步"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_keep_only_the_decimals_they_need() {
        assert_eq!(seconds(30_000), "30");
        assert_eq!(seconds(1_500), "1.5");
        assert_eq!(seconds(250), "0.25");
        assert_eq!(seconds(1_001), "1.001");
        assert_eq!(minutes_seconds(Lang::En, 90_000), "1 min 30 s");
        assert_eq!(minutes_seconds(Lang::Zh, 600_000), "10分钟");
    }

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
