//! Reading and writing moves in the three common xiangqi notations.
//!
//! * [`Notation::Iccs`]: coordinates, `h2e2` (also read as `H2-E2`).
//! * [`Notation::Wxf`]: the World Xiangqi Federation's letters and digits,
//!   `C2=5`, `H8+7`.
//! * [`Notation::Chinese`]: the traditional four-character record,
//!   `炮二平五`, `马８进７`.
//!
//! [`Position::to_notation`] writes a move, [`Position::parse_move`] reads
//! one (detecting the system), and [`Position::parse_move_in`] reads one in
//! a given system. Vietnamese notation (`P2-5`, `Pháo 2 bình 5`) has its
//! own pair, [`Position::to_vietnamese`] and [`Position::parse_vietnamese`]
//! (see [`VietnameseForm`]): its letters overlap WXF's, so it is never
//! guessed. Reading only succeeds for a move that is legal in the
//! position; otherwise a [`NotationError`] says what is wrong.
//!
//! ```
//! use xiangqi::{Notation, Position};
//!
//! let pos = Position::startpos();
//! let m = pos.parse_move("炮二平五").unwrap();
//! assert_eq!(m.to_string(), "h2e2");
//! assert_eq!(pos.to_notation(m, Notation::Wxf), "C2=5");
//! assert_eq!(pos.parse_move("C2=5"), Ok(m));
//! assert_eq!(pos.parse_move("h2e2"), Ok(m));
//!
//! let pos = pos.play(m).unwrap();
//! let reply = pos.parse_move("H8+7").unwrap();
//! assert_eq!(pos.to_notation(reply, Notation::Chinese), "马８进７");
//! ```
//!
//! # Conventions
//!
//! Both vertical-line systems (WXF and Chinese) share one model. Files are
//! counted 1 to 9 from each side's own right: for Red file `i` is 1 and file
//! `a` is 9, for Black file `a` is 1 and file `i` is 9. A move names the
//! piece, its file, a direction (forward, backward, sideways) and a number.
//! Pieces moving along lines (general, chariot, cannon, soldier) give the
//! number of ranks when moving forward or backward; the others (advisor,
//! elephant, horse) give the file they land on. Sideways moves give the
//! destination file.
//!
//! When several pieces of one kind stand on one file the file no longer
//! identifies the piece, and the systems replace it by a position word.
//! The rules written here follow these published sources:
//!
//! * The WXF's official notation page (established by the Asian Xiangqi
//!   Federation in 1980/82, adopted by the WXF in 1997): for two pieces on
//!   a file the file digit becomes `+` (front) or `-` (rear), e.g. `R+=3`,
//!   `C--1`. With three soldiers on a file the front and rear ones use `+`
//!   and `-` and the middle one keeps its plain form (`P3=4`). With four,
//!   the foremost and rearmost replace the letter as well (`++`, `--`) and
//!   the inner two are `P+` and `P-`; with five, the middle one again keeps
//!   the plain form. With soldiers doubled on two files the letter is
//!   replaced by the file digit: `3+`, `33` (middle), `3-`.
//!   The federation prints sideways moves with `.`; this crate writes `=`,
//!   the form most software uses, and reads `=`, `.` or nothing.
//!   A sign placed before the letter (`+C=5`) is read as well.
//! * The national competition rules (象棋竞赛规则, 2020 edition, article
//!   7.5): same pieces on one file are told apart by 前, 中 and 后 in place
//!   of the file (前马退四, 后车平六); this applies to every kind of piece,
//!   advisors and elephants included, and is what this crate writes.
//! * The computer notation standard published by xqbase (中国象棋电脑应用
//!   规范, 2006 revision): with more than three soldiers on one file they are
//!   numbered from the front 一, 二, 三, 四, 五 in place of the piece's file,
//!   in Chinese numerals for both sides (一卒平５). This crate writes that
//!   form and also reads the traditional 前, 二, 三, 四, 后 variant.
//! * For two files each holding two or more soldiers, the traditional form
//!   recorded by the Chinese Wikipedia article on notation keeps the
//!   position word and restores the file after the piece (前兵九平八); this
//!   crate writes that, and reads the short form without the piece (前九平八)
//!   as well as xqbase's numbering across both files (soldiers on the file
//!   with the lower number first, each file front to back).
//!
//! Reading is lenient where no information is lost: traditional and
//! simplified characters, ASCII or full-width digits, Chinese numerals or
//! digits for either side, spaces anywhere, lower-case WXF letters, and a
//! plain file where only one of the pieces on it can make the move (for
//! instance the advisor that can only go forward). A text that fits more
//! than one legal move is an [`NotationError::Ambiguous`] error.

mod chinese;
mod iccs;
mod vietnamese;
mod wxf;

pub use vietnamese::VietnameseForm;

use std::{fmt, str::FromStr};

use crate::color::Color;
use crate::mv::Move;
use crate::piece::Piece;
use crate::position::Position;
use crate::role::Role;
use crate::square::Square;

/// A move notation system.
///
/// ```
/// use xiangqi::Notation;
/// assert_eq!("wxf".parse::<Notation>(), Ok(Notation::Wxf));
/// assert_eq!(Notation::Chinese.to_string(), "chinese");
/// assert_eq!(Notation::detect("炮二平五"), Some(Notation::Chinese));
/// assert_eq!(Notation::detect("h2e2"), Some(Notation::Iccs));
/// assert_eq!(Notation::detect("C2=5"), Some(Notation::Wxf));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Notation {
    /// Coordinates from square to square, `h2e2`.
    Iccs,
    /// World Xiangqi Federation letters and digits, `C2=5`.
    Wxf,
    /// Chinese characters, `炮二平五`; written in the default
    /// [`ChineseStyle`] (see [`Position::to_chinese`] for others).
    Chinese,
    /// The letters Vietnamese players write, `P2-5` (the short form of
    /// [`Position::to_vietnamese`]). Never guessed from a text's shape: its
    /// letters overlap WXF's, so it is read only when named.
    Vietnamese,
}

impl Notation {
    /// The three systems game records are written in (and
    /// [`Notation::detect`] tells apart); [`Notation::Vietnamese`] is
    /// for display and reading when named.
    pub const ALL: [Notation; 3] = [Notation::Iccs, Notation::Wxf, Notation::Chinese];

    /// Guesses the system a move text is written in, from its shape alone:
    /// any non-ASCII character means Chinese, a coordinate pair means ICCS,
    /// other non-empty text is taken for WXF. `None` for blank text.
    pub fn detect(text: &str) -> Option<Notation> {
        let t = text.trim();
        if t.is_empty() {
            None
        } else if !t.is_ascii() {
            Some(Notation::Chinese)
        } else if t.parse::<Move>().is_ok() {
            Some(Notation::Iccs)
        } else {
            Some(Notation::Wxf)
        }
    }

    /// The lower-case name: `"iccs"`, `"wxf"`, `"chinese"` or
    /// `"vietnamese"`.
    pub const fn name(self) -> &'static str {
        match self {
            Notation::Iccs => "iccs",
            Notation::Wxf => "wxf",
            Notation::Chinese => "chinese",
            Notation::Vietnamese => "vietnamese",
        }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Error returned when a notation name is not `iccs`, `wxf`, `chinese` or
/// `vietnamese`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown notation: expected iccs, wxf, chinese or vietnamese")]
pub struct ParseNotationError;

impl FromStr for Notation {
    type Err = ParseNotationError;
    fn from_str(s: &str) -> Result<Notation, ParseNotationError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "iccs" => Ok(Notation::Iccs),
            "wxf" => Ok(Notation::Wxf),
            "chinese" | "zh" => Ok(Notation::Chinese),
            "vietnamese" | "vi" => Ok(Notation::Vietnamese),
            _ => Err(ParseNotationError),
        }
    }
}

/// Which Chinese characters to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Script {
    /// 帅 车 马 炮 进 后 …
    #[default]
    Simplified,
    /// 帥 俥 傌 砲 進 後 …
    Traditional,
}

/// How Chinese notation is written.
///
/// The default is simplified characters with full-width digits for Black
/// (`马８进７`).
///
/// ```
/// use xiangqi::{ChineseStyle, Position, Script};
/// let pos = Position::startpos().play("h2e2".parse().unwrap()).unwrap();
/// let m = "h9g7".parse().unwrap();
/// assert_eq!(pos.to_chinese(m, ChineseStyle::default()), "马８进７");
/// assert_eq!(pos.to_chinese(m, ChineseStyle::TRADITIONAL), "馬８進７");
/// let ascii = ChineseStyle { script: Script::Simplified, full_width_digits: false };
/// assert_eq!(pos.to_chinese(m, ascii), "马8进7");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ChineseStyle {
    /// Simplified or traditional characters.
    pub script: Script,
    /// Whether Black's digits are full-width (`８`) rather than ASCII (`8`).
    pub full_width_digits: bool,
}

impl ChineseStyle {
    /// Simplified characters, full-width digits: `马８进７`.
    pub const SIMPLIFIED: ChineseStyle = ChineseStyle {
        script: Script::Simplified,
        full_width_digits: true,
    };
    /// Traditional characters, full-width digits: `馬８進７`.
    pub const TRADITIONAL: ChineseStyle = ChineseStyle {
        script: Script::Traditional,
        full_width_digits: true,
    };
}

impl Default for ChineseStyle {
    fn default() -> Self {
        ChineseStyle::SIMPLIFIED
    }
}

/// Why a move text could not be read.
///
/// ```
/// use xiangqi::{NotationError, Position};
/// let pos = Position::startpos();
/// assert!(matches!(pos.parse_move("炮二平"), Err(NotationError::Malformed { .. })));
/// assert!(matches!(pos.parse_move("X2=5"), Err(NotationError::UnknownPiece { .. })));
/// assert!(matches!(pos.parse_move("车五进一"), Err(NotationError::NoSuchPiece { .. })));
/// assert!(matches!(pos.parse_move("炮二进八"), Err(NotationError::IllegalMove { .. })));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NotationError {
    /// The text is empty or blank.
    #[error("empty move text")]
    Empty,
    /// The text does not have the shape of a move in the notation.
    #[error("malformed move {text:?}: {reason}")]
    Malformed {
        /// The text as given.
        text: String,
        /// What was expected.
        reason: &'static str,
    },
    /// A piece letter or character is not one the notation knows.
    #[error("unknown piece {symbol:?} in {text:?}")]
    UnknownPiece {
        /// The text as given.
        text: String,
        /// The unrecognised symbol.
        symbol: char,
    },
    /// The side to move has no piece where the text says.
    #[error("no piece for {text:?}: the side to move has no {what}")]
    NoSuchPiece {
        /// The text as given.
        text: String,
        /// The piece that was looked for, in words.
        what: String,
    },
    /// More than one legal move fits the text.
    #[error(
        "ambiguous move {text:?}: {count} pieces can make it; \
         name the piece with 前/中/后 (WXF: + or -)"
    )]
    Ambiguous {
        /// The text as given.
        text: String,
        /// How many legal moves fit.
        count: usize,
    },
    /// The move follows the piece's rules but would leave the mover's
    /// general attacked (or facing the other general).
    #[error("illegal move {text:?} ({mv}): it would leave the general in check")]
    LeavesGeneralInCheck {
        /// The text as given.
        text: String,
        /// The move the text describes.
        mv: Move,
    },
    /// The named piece cannot make the move: against its movement rules,
    /// blocked, off the board, or onto one of its own pieces.
    #[error("illegal move {text:?}: the piece cannot move like that here")]
    IllegalMove {
        /// The text as given.
        text: String,
        /// The move the text describes, when it names two squares.
        mv: Option<Move>,
    },
}

impl Position {
    /// Writes `m` in the notation `n`.
    ///
    /// The move should be legal here. For any other move the text is a best
    /// effort, and if the origin square is empty the ICCS form is returned.
    ///
    /// ```
    /// use xiangqi::{Notation, Position};
    /// let pos = Position::startpos();
    /// let m = "h0g2".parse().unwrap();
    /// assert_eq!(pos.to_notation(m, Notation::Iccs), "h0g2");
    /// assert_eq!(pos.to_notation(m, Notation::Wxf), "H2+3");
    /// assert_eq!(pos.to_notation(m, Notation::Chinese), "马二进三");
    /// ```
    pub fn to_notation(&self, m: Move, n: Notation) -> String {
        match n {
            Notation::Iccs => iccs::write(m),
            Notation::Wxf => wxf::write(self, m),
            Notation::Chinese => chinese::write(self, m, ChineseStyle::default()),
            Notation::Vietnamese => self.to_vietnamese(m, VietnameseForm::Short),
        }
    }

    /// Writes `m` in Chinese notation with the given style.
    ///
    /// ```
    /// use xiangqi::{ChineseStyle, Position};
    /// let pos = Position::startpos();
    /// let m = "i0i1".parse().unwrap();
    /// assert_eq!(pos.to_chinese(m, ChineseStyle::SIMPLIFIED), "车一进一");
    /// assert_eq!(pos.to_chinese(m, ChineseStyle::TRADITIONAL), "俥一進一");
    /// ```
    pub fn to_chinese(&self, m: Move, style: ChineseStyle) -> String {
        chinese::write(self, m, style)
    }

    /// Reads a legal move written in any of the three notations, detected
    /// with [`Notation::detect`].
    ///
    /// ```
    /// use xiangqi::Position;
    /// let pos = Position::startpos();
    /// let m = pos.parse_move("h2e2").unwrap();
    /// assert_eq!(pos.parse_move("C2=5"), Ok(m));
    /// assert_eq!(pos.parse_move("C2.5"), Ok(m));
    /// assert_eq!(pos.parse_move("炮二平五"), Ok(m));
    /// assert_eq!(pos.parse_move(" 炮 2 平 5 "), Ok(m));
    /// assert!(pos.parse_move("").is_err());
    /// ```
    pub fn parse_move(&self, text: &str) -> Result<Move, NotationError> {
        match Notation::detect(text) {
            Some(n) => self.parse_move_in(text, n),
            None => Err(NotationError::Empty),
        }
    }

    /// Reads a legal move written in the notation `n`.
    ///
    /// ```
    /// use xiangqi::{Notation, NotationError, Position};
    /// let pos = Position::startpos();
    /// assert_eq!(
    ///     pos.parse_move_in("H2+3", Notation::Wxf).unwrap().to_string(),
    ///     "h0g2"
    /// );
    /// assert!(matches!(
    ///     pos.parse_move_in("h0g2", Notation::Wxf),
    ///     Err(NotationError::Malformed { .. })
    /// ));
    /// ```
    pub fn parse_move_in(&self, text: &str, n: Notation) -> Result<Move, NotationError> {
        if text.trim().is_empty() {
            return Err(NotationError::Empty);
        }
        match n {
            Notation::Iccs => iccs::parse(self, text),
            Notation::Wxf => {
                let d = wxf::parse(text)?;
                resolve(self, text, &d)
            }
            Notation::Chinese => {
                let d = chinese::parse(text)?;
                resolve(self, text, &d)
            }
            Notation::Vietnamese => self.parse_vietnamese(text),
        }
    }
}

// ---------------------------------------------------------------------------
// Shared model of the vertical-line notations (WXF and Chinese).

/// Direction of a move relative to the mover.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Action {
    Forward,
    Backward,
    Sideways,
}

/// Which of several pieces on one file is meant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Nth {
    /// Counted from the front, 0 = foremost.
    Index(usize),
    /// Counted from the rear, 0 = rearmost.
    FromRear(usize),
    /// The middle one of an odd number.
    Middle,
    /// WXF `+`: the front one of two or three, the second of four or five.
    WxfPlus,
    /// WXF `-`: the rear one of two or three, the second last of four or five.
    WxfMinus,
    /// Chinese 一..五 (1-based from the front). Without a file and with
    /// soldiers doubled on two files, counted across both files.
    Ordinal(usize),
}

impl Nth {
    fn pick(self, n: usize) -> Option<usize> {
        let i = match self {
            Nth::Index(i) => i,
            Nth::FromRear(i) => n.checked_sub(i + 1)?,
            Nth::Middle if n >= 3 && n % 2 == 1 => n / 2,
            Nth::Middle => return None,
            Nth::WxfPlus if n >= 4 => 1,
            Nth::WxfPlus => 0,
            Nth::WxfMinus if n >= 4 => n - 2,
            Nth::WxfMinus => n.checked_sub(1)?,
            Nth::Ordinal(k) => k.checked_sub(1)?,
        };
        (i < n).then_some(i)
    }

    fn describe(self) -> String {
        match self {
            Nth::Index(0) => "front".into(),
            Nth::Index(i) => format!("number {} from the front", i + 1),
            Nth::FromRear(0) => "rear".into(),
            Nth::FromRear(i) => format!("number {} from the rear", i + 1),
            Nth::Middle => "middle".into(),
            Nth::WxfPlus => "front (+)".into(),
            Nth::WxfMinus => "rear (-)".into(),
            Nth::Ordinal(k) => format!("number {k}"),
        }
    }
}

/// How the moving piece is named.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Selector {
    /// By its file (1..=9, counted from the mover's right). With
    /// `prefer_middle`, when an odd number (3 or 5) stand on the file and
    /// several could move, the middle one is meant (WXF `P3`).
    File { file: u8, prefer_middle: bool },
    /// By its place among pieces of its kind on one file; the file is given
    /// or, if not, any file holding two or more of them.
    Nth { file: Option<u8>, nth: Nth },
}

/// A parsed vertical-line move, before it is matched against a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Description {
    /// `None` when the text leaves the piece out (前九平八).
    pub role: Option<Role>,
    pub selector: Selector,
    pub action: Action,
    /// 1..=9: a file or a number of ranks.
    pub value: u8,
}

/// Whether the role moves along lines (its forward/backward number counts ranks).
pub(crate) const fn is_straight(role: Role) -> bool {
    matches!(
        role,
        Role::General | Role::Chariot | Role::Cannon | Role::Soldier
    )
}

/// The file number 1..=9 of board file `file` (0..9) from `color`'s right.
pub(crate) const fn own_file(color: Color, file: u8) -> u8 {
    match color {
        Color::Red => 9 - file,
        Color::Black => file + 1,
    }
}

/// Inverse of [`own_file`]; `None` outside 1..=9.
const fn board_file(color: Color, own: u8) -> Option<u8> {
    if own < 1 || own > 9 {
        return None;
    }
    Some(match color {
        Color::Red => 9 - own,
        Color::Black => own - 1,
    })
}

/// +1 if forward for `color` means increasing ranks, else -1.
const fn forward(color: Color) -> i8 {
    match color {
        Color::Red => 1,
        Color::Black => -1,
    }
}

/// Squares of `piece` on board file `file`, from the front (nearest the
/// opponent) to the rear.
pub(crate) fn column(pos: &Position, piece: Piece, file: u8) -> Vec<Square> {
    let mut v: Vec<Square> = (0..10u8)
        .filter_map(|r| Square::new(file, r))
        .filter(|&sq| pos.piece_at(sq) == Some(piece))
        .collect();
    if piece.color == Color::Red {
        v.reverse();
    }
    v
}

/// Board files holding two or more of `piece`, in the owner's file order
/// (its file 1 first).
pub(crate) fn doubled_files(pos: &Position, piece: Piece) -> Vec<u8> {
    let mut files: Vec<u8> = (0..9u8)
        .filter(|&f| column(pos, piece, f).len() >= 2)
        .collect();
    files.sort_by_key(|&f| own_file(piece.color, f));
    files
}

/// Where a piece ends up and how it is counted.
pub(crate) struct MoveParts {
    pub piece: Piece,
    pub from_file: u8,
    pub action: Action,
    pub value: u8,
}

/// Splits a move into piece, own file, direction and number.
pub(crate) fn move_parts(pos: &Position, m: Move) -> Option<MoveParts> {
    let piece = pos.piece_at(m.from)?;
    let color = piece.color;
    let dr = (m.to.rank() as i8 - m.from.rank() as i8) * forward(color);
    let to_file = own_file(color, m.to.file());
    let (action, value) = if dr == 0 {
        (Action::Sideways, to_file)
    } else {
        let action = if dr > 0 {
            Action::Forward
        } else {
            Action::Backward
        };
        if is_straight(piece.role) {
            (action, dr.unsigned_abs())
        } else {
            (action, to_file)
        }
    };
    Some(MoveParts {
        piece,
        from_file: own_file(color, m.from.file()),
        action,
        value,
    })
}

/// How the moving piece must be named so that its file is unambiguous.
pub(crate) enum Tandem {
    /// Alone on its file.
    Single,
    /// `index` from the front among `count` of its kind on the file;
    /// `multi_file` when soldiers are doubled on two or more files.
    Among {
        index: usize,
        count: usize,
        multi_file: bool,
    },
}

pub(crate) fn tandem(pos: &Position, m: Move, piece: Piece) -> Tandem {
    let col = column(pos, piece, m.from.file());
    if col.len() < 2 {
        return Tandem::Single;
    }
    let index = col.iter().position(|&s| s == m.from).unwrap_or(0);
    Tandem::Among {
        index,
        count: col.len(),
        multi_file: doubled_files(pos, piece).len() >= 2,
    }
}

/// The destination of the piece `piece` on `from` for a described move,
/// if it lands on the board and has the right shape for the piece.
fn target(piece: Piece, from: Square, action: Action, value: u8) -> Option<Square> {
    let color = piece.color;
    let fwd = forward(color);
    match action {
        Action::Sideways => {
            if !is_straight(piece.role) {
                return None;
            }
            let to_file = board_file(color, value)?;
            if to_file == from.file() {
                return None;
            }
            Square::new(to_file, from.rank())
        }
        Action::Forward | Action::Backward => {
            let sign = if action == Action::Forward { fwd } else { -fwd };
            if is_straight(piece.role) {
                if value > 9 {
                    return None;
                }
                from.offset(0, sign * value as i8)
            } else {
                let to_file = board_file(color, value)?;
                let df = (to_file as i8 - from.file() as i8).abs();
                let dr = match (piece.role, df) {
                    (Role::Advisor, 1) => 1,
                    (Role::Elephant, 2) => 2,
                    (Role::Horse, 1) => 2,
                    (Role::Horse, 2) => 1,
                    _ => return None,
                };
                Square::new(to_file, (from.rank() as i8 + sign * dr).try_into().ok()?)
            }
        }
    }
}

fn describe(color: Color, d: &Description) -> String {
    let role = d.role.map_or("piece", Role::name);
    match d.selector {
        Selector::File { file, .. } => format!("{} {role} on its file {file}", color.name()),
        Selector::Nth { file: Some(f), nth } => {
            format!(
                "{} {role} on its file {f} (the {})",
                color.name(),
                nth.describe()
            )
        }
        Selector::Nth { file: None, nth } => format!(
            "{} {role} sharing a file with another (the {})",
            color.name(),
            nth.describe()
        ),
    }
}

/// Finds the unique legal move that fits a description.
pub(crate) fn resolve(pos: &Position, text: &str, d: &Description) -> Result<Move, NotationError> {
    let color = pos.side_to_move();
    let roles: Vec<Role> = match d.role {
        Some(r) => vec![r],
        None => Role::ALL.to_vec(),
    };
    // Candidate origins, each with whether it is the preferred reading.
    let mut froms: Vec<(Piece, Square, bool)> = Vec::new();
    for &role in &roles {
        let piece = Piece::new(color, role);
        match d.selector {
            Selector::File {
                file,
                prefer_middle,
            } => {
                let Some(bf) = board_file(color, file) else {
                    continue;
                };
                let col = column(pos, piece, bf);
                let n = col.len();
                for (i, &sq) in col.iter().enumerate() {
                    let pref = prefer_middle && n >= 3 && n % 2 == 1 && i == n / 2;
                    froms.push((piece, sq, pref));
                }
            }
            Selector::Nth { file, nth } => {
                let files = match file {
                    Some(f) => match board_file(color, f) {
                        Some(bf) => vec![bf],
                        None => Vec::new(),
                    },
                    None => doubled_files(pos, piece),
                };
                if let (None, Nth::Ordinal(k), true) = (file, nth, files.len() >= 2) {
                    // Numbered across the doubled files.
                    let all: Vec<Square> =
                        files.iter().flat_map(|&f| column(pos, piece, f)).collect();
                    if let Some(&sq) = k.checked_sub(1).and_then(|i| all.get(i)) {
                        froms.push((piece, sq, false));
                    }
                    continue;
                }
                for f in files {
                    let col = column(pos, piece, f);
                    // A position word names one of several on a file.
                    if col.len() < 2 {
                        continue;
                    }
                    if let Some(i) = nth.pick(col.len()) {
                        froms.push((piece, col[i], false));
                    }
                }
            }
        }
    }
    if froms.is_empty() {
        return Err(NotationError::NoSuchPiece {
            text: text.to_string(),
            what: describe(color, d),
        });
    }
    let pairs: Vec<(Move, bool)> = froms
        .iter()
        .filter_map(|&(piece, from, pref)| {
            target(piece, from, d.action, d.value).map(|to| (Move::new(from, to), pref))
        })
        .collect();
    let legal: Vec<(Move, bool)> = pairs
        .iter()
        .copied()
        .filter(|&(m, _)| pos.is_legal(m))
        .collect();
    match legal.len() {
        1 => Ok(legal[0].0),
        0 => {
            let pseudo = pos.pseudo_legal_moves();
            if let Some(&(mv, _)) = pairs.iter().find(|(m, _)| pseudo.contains(m)) {
                Err(NotationError::LeavesGeneralInCheck {
                    text: text.to_string(),
                    mv,
                })
            } else {
                Err(NotationError::IllegalMove {
                    text: text.to_string(),
                    mv: pairs.first().map(|p| p.0),
                })
            }
        }
        count => {
            let preferred: Vec<Move> = legal.iter().filter(|p| p.1).map(|p| p.0).collect();
            if preferred.len() == 1 {
                Ok(preferred[0])
            } else {
                Err(NotationError::Ambiguous {
                    text: text.to_string(),
                    count,
                })
            }
        }
    }
}
