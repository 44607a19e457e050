//! Which protocol the GUI speaks, and how each answer is written in it.
//!
//! The front end starts in UCI and switches when it reads `ucci` (a GUI
//! names its protocol in its first command). Everything the search thread
//! prints goes through a [`Dialect`], which is `Copy` so the thread can
//! take it along.

use crate::{ucci, uci, SearchInfo, SearchOutcome};

/// The protocol of the conversation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Dialect {
    /// The Universal Chess Interface, with ICCS moves.
    #[default]
    Uci,
    /// The Universal Chinese Chess Interface (中国象棋通用引擎协议).
    Ucci,
}

impl Dialect {
    /// The answer to `uci` / `ucci`.
    pub fn hello(self) -> Vec<String> {
        match self {
            Dialect::Uci => uci::hello(),
            Dialect::Ucci => ucci::hello(),
        }
    }

    /// A report: a line of a completed iteration, or a heartbeat.
    pub fn info(self, i: &SearchInfo) -> Vec<String> {
        match self {
            Dialect::Uci => vec![uci::info_line(i)],
            Dialect::Ucci => ucci::info_lines(i),
        }
    }

    /// The final answer of a search.
    pub fn best_move(self, out: &SearchOutcome, draw_offered: bool) -> String {
        match self {
            Dialect::Uci => uci::best_move_line(out),
            Dialect::Ucci => ucci::best_move_line(out, draw_offered),
        }
    }

    /// A message about bad input or a failure.
    pub fn error(self, what: &str) -> String {
        match self {
            Dialect::Uci => format!("info string error: {what}"),
            Dialect::Ucci => format!("info message error: {what}"),
        }
    }

    /// A note for the user that is no error (tables read or refused).
    pub fn note(self, what: &str) -> String {
        match self {
            Dialect::Uci => format!("info string {what}"),
            Dialect::Ucci => format!("info message {what}"),
        }
    }

    /// The answer to `stop` when nothing is being searched: UCCI asks for
    /// `nobestmove` so a GUI that lost track does not wait forever.
    pub fn idle_stop(self) -> Option<&'static str> {
        match self {
            Dialect::Uci => None,
            Dialect::Ucci => Some("nobestmove"),
        }
    }

    /// The last words on `quit`.
    pub fn farewell(self) -> Option<&'static str> {
        match self {
            Dialect::Uci => None,
            Dialect::Ucci => Some("bye"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_dialect_words_its_answers() {
        assert_eq!(Dialect::default(), Dialect::Uci);
        assert_eq!(Dialect::Uci.error("x"), "info string error: x");
        assert_eq!(Dialect::Ucci.error("x"), "info message error: x");
        assert_eq!(Dialect::Uci.note("x"), "info string x");
        assert_eq!(Dialect::Ucci.note("x"), "info message x");
        assert_eq!(Dialect::Uci.idle_stop(), None);
        assert_eq!(Dialect::Ucci.idle_stop(), Some("nobestmove"));
        assert_eq!(Dialect::Uci.farewell(), None);
        assert_eq!(Dialect::Ucci.farewell(), Some("bye"));
        assert_eq!(Dialect::Uci.hello().last().unwrap(), "uciok");
        assert_eq!(Dialect::Ucci.hello().last().unwrap(), "ucciok");
        let none = SearchOutcome {
            best: None,
            ponder: None,
            score: crate::Score::Mate(0),
            depth: 0,
            nodes: 0,
        };
        assert_eq!(Dialect::Uci.best_move(&none, false), "bestmove (none)");
        assert_eq!(Dialect::Ucci.best_move(&none, false), "nobestmove");
    }
}
