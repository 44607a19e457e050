//! The opening book: format, probe and weighted choice.
//!
//! # Format (version 1)
//!
//! UTF-8 text. The first line is `#xiangqi-book 1`; other lines starting
//! with `#` are comments (the builder records its settings there) and
//! blank lines are ignored. Every other line is one position:
//!
//! ```text
//! 6f5c3a0e52a1b3c4 h2e2:12 g0e2:3 c3c4:2
//! ```
//!
//! the position's [`crate::key::key`] in 16 hex digits, then its
//! moves in ICCS, each with a weight 1–65535 after a colon. Lines are
//! sorted by key, so a rebuilt book diffs cleanly.
//!
//! # Probing
//!
//! A position is found under its own key, or under its mirror image's key
//! with the moves mirrored (the builder stores one wing). A position that
//! is its own mirror image (the start) gets both sets of moves, a move and
//! its mirror image weighing the larger of their two weights. Moves that
//! are not legal in the position (a damaged file, a key collision) are
//! dropped, so the book can only ever suggest legal moves.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use xiangqi::{Move, Position};

use crate::key::{key, mirror_key, mirror_move};

/// The first line of a book file.
pub const HEADER: &str = "#xiangqi-book 1";

/// The book shipped with the crate, built by `cargo xtask book`.
const BUILTIN: &str = include_str!("../data/book.txt");

/// A move and its weight.
pub type Weighted = (Move, u16);

/// Positions and their book moves.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Book {
    entries: BTreeMap<u64, Vec<Weighted>>,
    comments: Vec<String>,
}

/// Why a book file cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BookError {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong.
    pub what: String,
}

impl std::fmt::Display for BookError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.what)
    }
}

impl std::error::Error for BookError {}

impl Book {
    /// An empty book.
    pub fn new() -> Book {
        Book::default()
    }

    /// Reads a book file.
    ///
    /// ```
    /// use xiangqi_openings::book::Book;
    /// let book = Book::parse("#xiangqi-book 1\n00000000000000ff h2e2:3 b2e2:1\n").unwrap();
    /// assert_eq!(book.len(), 1);
    /// assert!(Book::parse("00000000000000ff h2e2:3\n").is_err()); // no header
    /// assert!(Book::parse("#xiangqi-book 1\nxyz h2e2:3\n").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Book, BookError> {
        let mut lines = text.lines().enumerate();
        match lines.next() {
            Some((_, first)) if first.trim() == HEADER => {}
            _ => {
                return Err(BookError {
                    line: 1,
                    what: format!("expected the header '{HEADER}'"),
                })
            }
        }
        let mut book = Book::new();
        for (n, raw) in lines {
            let row = raw.trim();
            let err = |what: String| BookError { line: n + 1, what };
            if let Some(comment) = row.strip_prefix('#') {
                book.comments.push(comment.trim().to_string());
                continue;
            }
            if row.is_empty() {
                continue;
            }
            let mut words = row.split_whitespace();
            let key_text = words.next().unwrap_or_default();
            if key_text.len() != 16 {
                return Err(err(format!("'{key_text}' is not a 16-digit key")));
            }
            let k = u64::from_str_radix(key_text, 16)
                .map_err(|_| err(format!("'{key_text}' is not a 16-digit key")))?;
            let mut moves = Vec::new();
            for word in words {
                let (m, w) = word
                    .split_once(':')
                    .ok_or_else(|| err(format!("'{word}': expected move:weight")))?;
                let m: Move = m.parse().map_err(|_| err(format!("'{m}' is not a move")))?;
                let w: u16 = w
                    .parse()
                    .ok()
                    .filter(|&w| w > 0)
                    .ok_or_else(|| err(format!("'{w}' is not a weight 1..65535")))?;
                moves.push((m, w));
            }
            if moves.is_empty() {
                return Err(err("a position without moves".into()));
            }
            if book.entries.insert(k, moves).is_some() {
                return Err(err(format!("key {key_text} appears twice")));
            }
        }
        Ok(book)
    }

    /// The book as a file: header, comments, then positions by key.
    pub fn write(&self) -> String {
        let mut out = format!("{HEADER}\n");
        for c in &self.comments {
            out.push_str(&format!("# {c}\n"));
        }
        for (k, moves) in &self.entries {
            out.push_str(&format!("{k:016x}"));
            for (m, w) in moves {
                out.push_str(&format!(" {m}:{w}"));
            }
            out.push('\n');
        }
        out
    }

    /// Adds a comment line (written after the header).
    pub fn comment(&mut self, text: &str) {
        self.comments.push(text.to_string());
    }

    /// Sets the moves of the position `pos`.
    pub fn insert(&mut self, pos: &Position, moves: Vec<Weighted>) {
        self.entries.insert(key(pos), moves);
    }

    /// How many positions the book holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the book is empty.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The book's legal moves in `pos` with their weights (empty when the
    /// position is not in the book).
    pub fn probe(&self, pos: &Position) -> Vec<Weighted> {
        let own = key(pos);
        let mirrored = mirror_key(pos);
        let mut found: Vec<Weighted> = self.entries.get(&own).cloned().unwrap_or_default();
        if own == mirrored || found.is_empty() {
            if let Some(moves) = self.entries.get(&mirrored) {
                for &(m, w) in moves {
                    let m = mirror_move(m);
                    match found.iter_mut().find(|(f, _)| *f == m) {
                        // A symmetric position: a move and its mirror
                        // image are the same choice, with the larger weight.
                        Some((_, fw)) => *fw = (*fw).max(w),
                        None => found.push((m, w)),
                    }
                }
            }
        }
        found.retain(|&(m, _)| pos.is_legal(m));
        found
    }

    /// A book move for `pos`, chosen with probability proportional to its
    /// weight; `random` is a uniformly random number supplied by the
    /// caller (the engine's seeded generator, so a seed repeats a game).
    ///
    /// ```
    /// use xiangqi::Position;
    /// use xiangqi_openings::book::Book;
    /// let mut book = Book::new();
    /// let h2e2 = "h2e2".parse().unwrap();
    /// book.insert(&Position::startpos(), vec![(h2e2, 5)]);
    /// let m = book.choose(&Position::startpos(), 12345).unwrap();
    /// // The start is its own mirror image: the left central cannon too.
    /// assert!(m.to_string() == "h2e2" || m.to_string() == "b2e2");
    /// ```
    pub fn choose(&self, pos: &Position, random: u64) -> Option<Move> {
        pick(&self.probe(pos), random)
    }

    /// The book shipped with the crate (`data/book.txt`); an empty book if
    /// it were unreadable, so the engine then simply plays without one.
    pub fn builtin() -> &'static Book {
        static BOOK: OnceLock<Book> = OnceLock::new();
        BOOK.get_or_init(|| Book::parse(BUILTIN).unwrap_or_default())
    }
}

/// One of `moves`, with probability proportional to its weight, for a
/// uniformly random `random`; `None` when there is none.
pub fn pick(moves: &[Weighted], random: u64) -> Option<Move> {
    let total: u64 = moves.iter().map(|&(_, w)| u64::from(w)).sum();
    if total == 0 {
        return None;
    }
    let mut left = random % total;
    for &(m, w) in moves {
        let w = u64::from(w);
        if left < w {
            return Some(m);
        }
        left -= w;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    /// SplitMix64, as the engine's generator: a seeded, repeatable source.
    struct Seeded(u64);
    impl Seeded {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        }
    }

    fn after(moves: &[&str]) -> Position {
        let mut pos = Position::startpos();
        for m in moves {
            pos.do_move(mv(m));
        }
        pos
    }

    #[test]
    fn write_then_parse_round_trips() {
        let mut book = Book::new();
        book.comment("depth 6");
        book.insert(&after(&[]), vec![(mv("h2e2"), 7), (mv("g0e2"), 2)]);
        book.insert(&after(&["h2e2"]), vec![(mv("h9g7"), 4)]);
        let text = book.write();
        assert!(text.starts_with("#xiangqi-book 1\n# depth 6\n"));
        assert_eq!(Book::parse(&text).unwrap(), book);
    }

    #[test]
    fn weighted_choice_is_repeatable_and_follows_the_weights() {
        let mut book = Book::new();
        let pos = after(&["h2e2"]);
        book.insert(&pos, vec![(mv("h9g7"), 3), (mv("h7e7"), 1)]);
        let draw = |seed| {
            let mut rng = Seeded(seed);
            (0..400)
                .map(|_| book.choose(&pos, rng.next()).unwrap())
                .collect::<Vec<_>>()
        };
        assert_eq!(draw(1), draw(1));
        assert_ne!(draw(1), draw(2));
        let horses = draw(9).iter().filter(|&&m| m == mv("h9g7")).count();
        assert!((250..350).contains(&horses), "{horses} of 400");
    }

    #[test]
    fn mirrored_positions_use_mirrored_moves() {
        let mut book = Book::new();
        book.insert(&after(&["h2e2"]), vec![(mv("h9g7"), 2)]);
        assert_eq!(book.probe(&after(&["b2e2"])), vec![(mv("b9c7"), 2)]);
        // The start position is symmetric: both wings are offered.
        book.insert(
            &after(&[]),
            vec![(mv("h2e2"), 5), (mv("b2e2"), 1), (mv("g3g4"), 2)],
        );
        let start = book.probe(&after(&[]));
        assert_eq!(
            start,
            vec![
                (mv("h2e2"), 5),
                (mv("b2e2"), 5),
                (mv("g3g4"), 2),
                (mv("c3c4"), 2)
            ]
        );
    }

    #[test]
    fn illegal_or_unknown_gives_nothing() {
        let mut book = Book::new();
        // A collision or a damaged file: a move that is not legal here.
        book.insert(&after(&[]), vec![(mv("e0e5"), 5)]);
        assert!(book.probe(&after(&[])).is_empty());
        assert_eq!(book.choose(&after(&[]), 3), None);
        assert_eq!(book.choose(&after(&["c3c4"]), 3), None);
    }

    #[test]
    fn corrupt_files_are_errors_not_panics() {
        for bad in [
            "",
            "#xiangqi-book 2\n",
            "#xiangqi-book 1\n0123 h2e2:1\n",
            "#xiangqi-book 1\n0123456789abcdef\n",
            "#xiangqi-book 1\n0123456789abcdef h2e2\n",
            "#xiangqi-book 1\n0123456789abcdef h2e2:0\n",
            "#xiangqi-book 1\n0123456789abcdef h2e2:70000\n",
            "#xiangqi-book 1\n0123456789abcdef z9z9:1\n",
            "#xiangqi-book 1\n0123456789abcdeg h2e2:1\n",
            "#xiangqi-book 1\n0123456789abcdef h2e2:1\n0123456789abcdef h2e2:1\n",
            "#xiangqi-book 1\n\u{0}\u{ffff}é h2e2:1\n",
        ] {
            assert!(Book::parse(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn shipped_book_reads_and_every_move_is_legal() {
        let book = Book::parse(BUILTIN).expect("data/book.txt must read");
        assert!(!book.is_empty());
        assert_eq!(Book::builtin(), &book);
        assert!(!book.probe(&Position::startpos()).is_empty());
        // Every stored position lies on an ECCO line (as played or
        // mirrored), and every stored move is legal there.
        let mut seen = std::collections::BTreeSet::new();
        for line in &crate::ecco::Table::builtin().lines {
            let mut pos = Position::startpos();
            for i in 0..=line.moves.len() {
                for (k, mirrored) in [(key(&pos), false), (mirror_key(&pos), true)] {
                    if let Some(moves) = book.entries.get(&k) {
                        seen.insert(k);
                        for &(m, _) in moves {
                            let m = if mirrored { mirror_move(m) } else { m };
                            assert!(pos.is_legal(m), "{m} in {}", pos.to_fen());
                        }
                    }
                }
                if let Some(&m) = line.moves.get(i) {
                    pos.do_move(m);
                }
            }
        }
        assert_eq!(seen.len(), book.len(), "positions off the ECCO lines");
    }
}
