//! A lesson as its data file describes it (`lessons/*.json`): its place on
//! the path, its title, and its steps, each with its texts in every
//! language. Adding a lesson adds a file; nothing here names a lesson.

use std::collections::BTreeMap;

use serde::{Deserialize, Deserializer};
use xiangqi::{Move, Position, Role, Square};

/// The languages every lesson text is written in, by their tags.
pub const LOCALES: [&str; 4] = ["en", "zh-Hans", "zh-Hant", "vi"];

/// A square or a move, from its text (`e4`, `h2e2`).
fn text<'de, D: Deserializer<'de>, T: std::str::FromStr>(d: D) -> Result<T, D::Error>
where
    T::Err: std::fmt::Display,
{
    let s = String::deserialize(d)?;
    s.parse().map_err(serde::de::Error::custom)
}

/// A square, if the field is there.
fn some_text<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Square>, D::Error> {
    text(d).map(Some)
}

/// A role from its FEN letter (`r`, `n`, `c`, `b`, `a`, `k`, `p`).
fn role_letter<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Role>, D::Error> {
    let s = String::deserialize(d)?;
    let mut chars = s.chars();
    match (chars.next().and_then(Role::from_char), chars.next()) {
        (Some(role), None) => Ok(Some(role)),
        _ => Err(serde::de::Error::custom(format!("not a piece letter: {s}"))),
    }
}

/// Moves, from their texts.
fn texts<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Move>, D::Error> {
    Vec::<String>::deserialize(d)?
        .iter()
        .map(|s| s.parse().map_err(serde::de::Error::custom))
        .collect()
}

/// One text in every language, by locale tag.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct Texts(BTreeMap<String, String>);

impl Texts {
    /// The text in `locale`, or in English if that language lacks it.
    pub fn get(&self, locale: &str) -> &str {
        self.0
            .get(locale)
            .or_else(|| self.0.get("en"))
            .map_or("", String::as_str)
    }

    /// The locales of [`LOCALES`] this text lacks (or has empty).
    pub fn missing(&self) -> Vec<&'static str> {
        LOCALES
            .into_iter()
            .filter(|l| self.0.get(*l).is_none_or(|t| t.trim().is_empty()))
            .collect()
    }
}

/// The three parts of the path, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Part {
    /// Each piece on a board of its own.
    Pieces,
    /// The rules that decide games.
    Rules,
    /// The classic mates.
    Mates,
}

/// What a goal step asks for.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Goal {
    /// Capture every piece of the other side but its general.
    CaptureAll,
    /// Bring a piece to this point.
    Reach {
        #[serde(deserialize_with = "text")]
        square: Square,
    },
    /// Checkmate (or leave the other side without a move), within `within`
    /// of the learner's moves against the best defence where the AI
    /// defends (the engine confirms that length in a test).
    Mate {
        #[serde(default, rename = "in")]
        within: Option<u32>,
    },
    /// Leave the other side without a legal move while not in check (困毙).
    Stalemate,
    /// Play one of these moves.
    Play {
        #[serde(deserialize_with = "texts")]
        moves: Vec<Move>,
    },
}

impl Goal {
    /// Whether the goal is reached in `after`, the position after the
    /// learner's move `m`.
    pub(super) fn reached(&self, after: &Position, m: Move) -> bool {
        let them = after.side_to_move();
        match self {
            Goal::CaptureAll => after.pieces_of(them).all(|(_, p)| p.role == Role::General),
            Goal::Reach { square } => m.to == *square,
            Goal::Mate { .. } => !after.has_legal_move(),
            Goal::Stalemate => !after.has_legal_move() && !after.is_check(),
            Goal::Play { moves } => moves.contains(&m),
        }
    }
}

/// Who answers the learner's moves in a goal step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reply {
    /// Nobody: the learner moves again (the other side only watches).
    #[default]
    None,
    /// The AI defends, as well as it can.
    Ai,
}

/// One answer of a question.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct Choice {
    pub text: Texts,
    #[serde(default)]
    pub right: bool,
    /// Why this answer is right or wrong.
    pub why: Texts,
}

/// One step of a lesson.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Step {
    /// Tap every point the piece on `from` can move to.
    Reach {
        fen: String,
        #[serde(deserialize_with = "text")]
        from: Square,
        text: Texts,
    },
    /// Make moves until the goal is reached, within `moves` moves if given.
    Goal {
        fen: String,
        goal: Goal,
        #[serde(default)]
        moves: Option<u32>,
        #[serde(default)]
        reply: Reply,
        /// The piece (by its starting point) the text asks to do the task
        /// alone, where it names one ("with the elephant"); a test holds
        /// the task to it.
        #[serde(default, deserialize_with = "some_text")]
        by: Option<Square>,
        text: Texts,
    },
    /// Choose the right answer (about the position, if one is given).
    Quiz {
        #[serde(default)]
        fen: Option<String>,
        text: Texts,
        options: Vec<Choice>,
    },
}

impl Step {
    /// The step's position (a quiz without one shows the start).
    pub fn position(&self) -> Result<Position, xiangqi::FenError> {
        match self {
            Step::Reach { fen, .. } | Step::Goal { fen, .. } => Position::from_fen(fen),
            Step::Quiz { fen: Some(fen), .. } => Position::from_fen(fen),
            Step::Quiz { fen: None, .. } => Ok(Position::startpos()),
        }
    }

    /// What the step asks, in words.
    pub fn text(&self) -> &Texts {
        match self {
            Step::Reach { text, .. } | Step::Goal { text, .. } | Step::Quiz { text, .. } => text,
        }
    }
}

/// A lesson.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct Lesson {
    /// Stable name, used in links (`?mode=learn&id=`) and the saved progress.
    pub id: String,
    pub part: Part,
    /// Its place in its part (lessons are listed by part, then order).
    pub order: u32,
    pub title: Texts,
    /// The piece a lesson of the pieces part teaches (its FEN letter in
    /// the file): shown beside the title in both colours, so that every
    /// reader sees which character it is.
    #[serde(default, deserialize_with = "role_letter")]
    pub piece: Option<Role>,
    /// One or two sentences that open the lesson.
    pub intro: Texts,
    pub steps: Vec<Step>,
}

/// Why a lesson file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonError {
    /// The file's lesson id (or its name, if it has none).
    pub lesson: String,
    pub problem: String,
}

impl std::fmt::Display for LessonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "lesson {}: {}", self.lesson, self.problem)
    }
}

impl Lesson {
    /// Reads a lesson file, and checks what the rules can check: every
    /// position legal, the piece of a reach step there and able to move,
    /// a quiz with exactly one right answer, every text in every language.
    pub fn parse(name: &str, json: &str) -> Result<Lesson, LessonError> {
        let lesson: Lesson = serde_json::from_str(json).map_err(|e| LessonError {
            lesson: name.to_string(),
            problem: e.to_string(),
        })?;
        lesson.check().map_err(|problem| LessonError {
            lesson: lesson.id.clone(),
            problem,
        })?;
        Ok(lesson)
    }

    fn check(&self) -> Result<(), String> {
        if self.steps.is_empty() {
            return Err("no steps".into());
        }
        let mut texts = vec![("title", &self.title), ("intro", &self.intro)];
        for (i, step) in self.steps.iter().enumerate() {
            let at = |what: &str| format!("step {}: {what}", i + 1);
            let position = step.position().map_err(|e| at(&e.to_string()))?;
            texts.push(("step", step.text()));
            match step {
                Step::Reach { from, .. } => {
                    let piece = position
                        .piece_at(*from)
                        .ok_or_else(|| at(&format!("no piece on {from}")))?;
                    let mut mover = position.clone();
                    if mover.side_to_move() != piece.color {
                        mover.do_null_move();
                    }
                    if !mover.legal_moves().iter().any(|m| m.from == *from) {
                        return Err(at(&format!("the piece on {from} cannot move")));
                    }
                }
                Step::Goal {
                    goal, moves, reply, ..
                } => {
                    if !position.has_legal_move() {
                        return Err(at("the learner has no move"));
                    }
                    if *reply == Reply::Ai {
                        let Goal::Mate { within: Some(n) } = goal else {
                            return Err(at("the AI defends only against a mate of given length"));
                        };
                        if *moves != Some(*n) {
                            return Err(at("the moves allowed must be the mate's length"));
                        }
                    }
                    if let Goal::Play { moves } = goal {
                        if moves.is_empty() || !moves.iter().all(|m| position.is_legal(*m)) {
                            return Err(at("an answer is not a legal move"));
                        }
                    }
                }
                Step::Quiz { options, .. } => {
                    if options.iter().filter(|o| o.right).count() != 1 {
                        return Err(at("a question needs exactly one right answer"));
                    }
                    for o in options {
                        texts.push(("answer", &o.text));
                        texts.push(("why", &o.why));
                    }
                }
            }
        }
        for (what, text) in texts {
            let missing = text.missing();
            if !missing.is_empty() {
                return Err(format!("a {what} text lacks {}", missing.join(", ")));
            }
        }
        Ok(())
    }
}

/// Reads every lesson file (`(name, text)` pairs) and sorts the lessons
/// into the path: by part, then order.
pub fn read_all<'a>(
    files: impl IntoIterator<Item = (&'a str, &'a str)>,
) -> Result<Vec<Lesson>, LessonError> {
    let mut lessons = files
        .into_iter()
        .map(|(name, text)| Lesson::parse(name, text))
        .collect::<Result<Vec<_>, _>>()?;
    lessons.sort_by(|a, b| (a.part, a.order, &a.id).cmp(&(b.part, b.order, &b.id)));
    Ok(lessons)
}
