//! Why an imported file cannot be opened, in English and in Chinese.
//!
//! The app keeps its texts in its `words` module; these few are phrased
//! here, in the worker, so that the page needs neither the error's types
//! nor their sentences before a file is opened (its first paint stays
//! small). The worker sends both languages; the page shows the one in use.

use crate::protocol::Message;

/// Why a record could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportProblem {
    /// The format it was read as (`pgn`, `xqf`, `dhtmlxq`), if recognised.
    pub format: Option<String>,
    /// What is wrong.
    pub kind: ProblemKind,
}

/// What is wrong with a record (see the rules crate's `ImportErrorKind`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProblemKind {
    /// Empty, or in no format the app reads.
    UnknownFormat,
    /// Not a file of the format it claims to be.
    NotThisFormat,
    /// Larger than the app accepts.
    TooLarge { size: usize, max: usize },
    /// Neither UTF-8 nor GBK text.
    BadEncoding,
    /// Cut short inside a part (`header`, `move`, `comment`, …).
    Truncated { part: String },
    /// The set-up position is not a legal one.
    BadSetup,
    /// A malformed tag line.
    BadTag { line: usize },
    /// A move that cannot be played where it stands.
    IllegalMove {
        move_number: u32,
        /// `red` or `black`.
        side: String,
        text: String,
    },
    /// More moves than the app accepts.
    TooManyMoves { max: usize },
    /// Variations nested deeper than the app accepts.
    NestedTooDeep { max: usize },
    /// A comment or variation never closed.
    Unterminated { line: usize, what: String },
    /// A parenthesis out of place.
    MisplacedParenthesis { line: usize },
    /// A DhtmlXQ move list that is not one.
    BadMoveList { name: String },
    /// A DhtmlXQ variation that branches from nowhere.
    OrphanVariation { name: String },
    /// Anything else, in English.
    Other { text: String },
}

/// `problem` in both languages.
pub fn both(problem: &ImportProblem) -> Message {
    Message {
        en: import_problem(Lang::En, problem),
        zh: import_problem(Lang::Zh, problem),
    }
}

/// The app's two languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    /// English.
    En,
    /// Chinese (simplified).
    Zh,
}

/// "XQF file: it ends inside the header.", "XQF 文件：数据在文件头处中断。"
pub fn import_problem(lang: Lang, problem: &ImportProblem) -> String {
    let format = problem.format.as_deref().map(|f| match f {
        "xqf" => "XQF",
        "dhtmlxq" => "DhtmlXQ",
        _ => "PGN",
    });
    let what = what_is_wrong(lang, &problem.kind);
    match (lang, format) {
        (Lang::En, Some(f)) => format!("{f}: {what}."),
        (Lang::Zh, Some(f)) => format!("{f}：{what}。"),
        (Lang::En, None) => format!("{what}."),
        (Lang::Zh, None) => format!("{what}。"),
    }
}

fn what_is_wrong(lang: Lang, kind: &ProblemKind) -> String {
    let zh = lang == Lang::Zh;
    let part = |p: &str| match (zh, p) {
        (false, p) => p.to_string(),
        (true, "header") => "文件头".into(),
        (true, "move") => "着法".into(),
        (true, "comment") => "注释".into(),
        (true, "variation") => "变着".into(),
        (true, _) => "标签".into(),
    };
    match kind {
        ProblemKind::UnknownFormat if zh => "不是可识别的棋谱（支持 XQF、PGN、DhtmlXQ）".into(),
        ProblemKind::UnknownFormat => {
            "this is not a game record the app reads (XQF, PGN, DhtmlXQ)".into()
        }
        ProblemKind::NotThisFormat if zh => "文件格式不对".into(),
        ProblemKind::NotThisFormat => "the file is not in this format".into(),
        ProblemKind::TooLarge { size, max } if zh => {
            format!("文件太大（{} KB，上限 {} KB）", size / 1024, max / 1024)
        }
        ProblemKind::TooLarge { size, max } => {
            format!(
                "the file is too large ({} KB; at most {} KB)",
                size / 1024,
                max / 1024
            )
        }
        ProblemKind::BadEncoding if zh => "文字编码无法识别（应为 UTF-8 或 GBK）".into(),
        ProblemKind::BadEncoding => "the text is neither UTF-8 nor GBK".into(),
        ProblemKind::Truncated { part: p } if zh => format!("数据在{}处中断", part(p)),
        ProblemKind::Truncated { part: p } => format!("the data ends inside the {}", part(p)),
        ProblemKind::BadSetup if zh => "开局摆放不合规则".into(),
        ProblemKind::BadSetup => "the set-up position is not a legal one".into(),
        ProblemKind::BadTag { line } if zh => format!("第{line}行的标签格式不对"),
        ProblemKind::BadTag { line } => format!("line {line} is a malformed tag"),
        ProblemKind::IllegalMove {
            move_number,
            side,
            text,
        } if zh => {
            let side = if side == "black" { "黑方" } else { "红方" };
            format!("第{move_number}回合（{side}）“{text}”在此局面下无法走出")
        }
        ProblemKind::IllegalMove {
            move_number,
            side,
            text,
        } => {
            let side = if side == "black" { "Black" } else { "Red" };
            format!("Move {move_number} ({side}): “{text}” cannot be played from this position")
        }
        ProblemKind::TooManyMoves { max } if zh => format!("着法超过{max}步"),
        ProblemKind::TooManyMoves { max } => format!("it has more than {max} moves"),
        ProblemKind::NestedTooDeep { max } if zh => format!("变着嵌套超过{max}层"),
        ProblemKind::NestedTooDeep { max } => format!("variations are nested more than {max} deep"),
        ProblemKind::Unterminated { line, what } if zh => {
            format!("第{line}行开始的{}没有结束", part(what))
        }
        ProblemKind::Unterminated { line, what } => {
            format!("the {} opened on line {line} is never closed", part(what))
        }
        ProblemKind::MisplacedParenthesis { line } if zh => format!("第{line}行的括号位置不对"),
        ProblemKind::MisplacedParenthesis { line } => {
            format!("line {line} has a misplaced parenthesis")
        }
        ProblemKind::BadMoveList { name } if zh => format!("着法列表 {name} 格式不对"),
        ProblemKind::BadMoveList { name } => format!("the move list {name} is malformed"),
        ProblemKind::OrphanVariation { name } if zh => format!("变着 {name} 找不到出处"),
        ProblemKind::OrphanVariation { name } => {
            format!("the variation {name} branches from a move the record does not have")
        }
        ProblemKind::Other { text } => text.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_move_is_named_once_with_its_format() {
        let problem = ImportProblem {
            format: Some("pgn".into()),
            kind: ProblemKind::IllegalMove {
                move_number: 23,
                side: "black".into(),
                text: "马８进７".into(),
            },
        };
        assert_eq!(
            import_problem(Lang::En, &problem),
            "PGN: Move 23 (Black): “马８进７” cannot be played from this position."
        );
        assert_eq!(
            import_problem(Lang::Zh, &problem),
            "PGN：第23回合（黑方）“马８进７”在此局面下无法走出。"
        );
    }
}
