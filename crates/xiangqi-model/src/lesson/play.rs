//! A lesson being played: the current step's board and what the learner
//! has done on it. Its methods return [`LessonEffect`]s, as the table's
//! do: what to say, a search to ask of the AI, the progress to save.

use std::sync::Arc;

use xiangqi::{Color, Move, Position, Square};

use super::content::{Goal, Lesson, Reply, Step, Texts};
use super::why::{why_not, Why};
use crate::effect::SearchSpec;

/// How long the AI may think over a defence, in milliseconds.
pub const DEFENCE_MS: u64 = 400;

/// One part of what the lesson says to the learner; the shell words it.
#[derive(Clone, Debug, PartialEq)]
pub enum LessonSaid {
    /// A text of the lesson itself (a question's answer explained).
    Text(Texts),
    /// The lesson's introduction or the step's task, as the step opens
    /// (shown in the panel; said for screen readers).
    Task(Texts),
    /// A point the piece can reach was found; `left` more to find.
    Found { left: usize },
    /// That point cannot be reached, for this reason.
    Refused(Why),
    /// A legal move that is not what the step asks for; it was taken back.
    NotTheMove,
    /// A check where the other side only watches: taken back.
    NoCheckHere,
    /// `mv` was played from `before` (by the learner or the AI).
    Moved { before: Position, mv: Move },
    /// The step is done.
    StepDone,
    /// The moves allowed are used up: the step starts again on request.
    OutOfMoves,
    /// A way that does the step starts with `mv`, played from `before`
    /// (the step's start), shown to a learner who ran out of moves.
    TryFirst { before: Position, mv: Move },
    /// The learner has no move left: the step starts again on request.
    Stuck,
    /// The whole lesson is done.
    LessonDone,
}

/// What the lesson asks of its shell.
#[derive(Clone, Debug, PartialEq)]
pub enum LessonEffect {
    Say(Vec<LessonSaid>),
    /// Find the AI's reply; hand it to [`LessonPlay::ai_replied`].
    Search(SearchSpec),
    /// Lesson `id` is complete: record it in the progress and store that.
    /// Given the moment its last step is done, whatever the learner taps
    /// next (Next, back to the list, a reload).
    Completed(String),
}

/// Where the current step stands.
#[derive(Clone, Debug, PartialEq)]
pub enum StepState {
    /// Finding the points the piece can reach.
    Reaching {
        found: Vec<Square>,
        targets: Vec<Square>,
    },
    /// Playing towards the goal: moves made so far.
    Playing { played: u32 },
    /// The AI is thinking over its reply to request `id`.
    Waiting { played: u32, id: u32 },
    /// Answering a question; the wrong answers tried so far.
    Asking { tried: Vec<usize> },
    /// The step failed; it can be tried again.
    Failed,
    /// The step is done; on to the next.
    Done,
}

/// A lesson in progress.
#[derive(Clone, Debug)]
pub struct LessonPlay {
    lesson: Arc<Lesson>,
    step: usize,
    position: Position,
    selected: Option<Square>,
    last_move: Option<Move>,
    state: StepState,
    /// The last id given to an AI request.
    request: u32,
    finished: bool,
}

impl LessonPlay {
    /// The lesson at its first step.
    pub fn new(lesson: Arc<Lesson>) -> LessonPlay {
        let mut play = LessonPlay {
            lesson,
            step: 0,
            position: Position::startpos(),
            selected: None,
            last_move: None,
            state: StepState::Done,
            request: 0,
            finished: false,
        };
        play.enter_step();
        play
    }

    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// The step on screen (0-based) and how many there are.
    pub fn step_index(&self) -> (usize, usize) {
        (self.step, self.lesson.steps.len())
    }

    pub fn step(&self) -> &Step {
        &self.lesson.steps[self.step]
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn state(&self) -> &StepState {
        &self.state
    }

    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    pub fn last_move(&self) -> Option<Move> {
        self.last_move
    }

    /// Whether every step is done.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The side the learner plays.
    pub fn learner(&self) -> Color {
        match self.step() {
            Step::Reach { from, .. } => self
                .position
                .piece_at(*from)
                .map_or(Color::Red, |p| p.color),
            _ => self
                .step()
                .position()
                .map_or(Color::Red, |p| p.side_to_move()),
        }
    }

    /// The points to mark: those found in a reach step, else where the
    /// selected piece may go.
    pub fn marked(&self) -> Vec<Square> {
        match &self.state {
            StepState::Reaching { found, .. } => found.clone(),
            StepState::Playing { .. } => self.selected.map_or_else(Vec::new, |from| {
                self.position
                    .legal_moves()
                    .iter()
                    .filter(|m| m.from == from)
                    .map(|m| m.to)
                    .collect()
            }),
            _ => Vec::new(),
        }
    }

    fn enter_step(&mut self) {
        let step = self.step().clone();
        // A lesson file is checked when it is read; a position that does
        // not read here stays the start position.
        self.position = step.position().unwrap_or_default();
        self.selected = None;
        self.last_move = None;
        self.state = match &step {
            Step::Reach { from, .. } => {
                if self.position.piece_at(*from).map(|p| p.color)
                    != Some(self.position.side_to_move())
                {
                    self.position.do_null_move();
                }
                self.selected = Some(*from);
                let targets = self
                    .position
                    .legal_moves()
                    .iter()
                    .filter(|m| m.from == *from)
                    .map(|m| m.to)
                    .collect();
                StepState::Reaching {
                    found: Vec::new(),
                    targets,
                }
            }
            Step::Goal { .. } => StepState::Playing { played: 0 },
            Step::Quiz { .. } => StepState::Asking { tried: Vec::new() },
        };
    }

    /// What the step asks, to be said when it opens.
    pub fn opening(&self) -> Vec<LessonEffect> {
        let mut said = Vec::new();
        if self.step == 0 {
            said.push(LessonSaid::Task(self.lesson.intro.clone()));
        }
        said.push(LessonSaid::Task(self.step().text().clone()));
        vec![LessonEffect::Say(said)]
    }

    /// A tap on the board.
    pub fn tap(&mut self, sq: Square) -> Vec<LessonEffect> {
        match &mut self.state {
            StepState::Reaching { found, targets } => {
                if Some(sq) == self.selected || found.contains(&sq) {
                    return Vec::new();
                }
                if targets.contains(&sq) {
                    found.push(sq);
                    let left = targets.len() - found.len();
                    let mut said = vec![LessonSaid::Found { left }];
                    if left == 0 {
                        said.push(LessonSaid::StepDone);
                        self.state = StepState::Done;
                    }
                    return vec![LessonEffect::Say(said)];
                }
                let from = self.selected.unwrap_or(sq);
                let why = why_not(&self.position, Move::new(from, sq)).unwrap_or(Why::PathBlocked);
                vec![LessonEffect::Say(vec![LessonSaid::Refused(why)])]
            }
            StepState::Playing { .. } => {
                let own = |p: &Position| {
                    p.piece_at(sq)
                        .is_some_and(|pc| pc.color == p.side_to_move())
                };
                match self.selected {
                    Some(from) if from == sq => {
                        self.selected = None;
                        Vec::new()
                    }
                    _ if own(&self.position) => {
                        self.selected = Some(sq);
                        Vec::new()
                    }
                    Some(from) => self.try_move(Move::new(from, sq)),
                    None => Vec::new(),
                }
            }
            _ => Vec::new(),
        }
    }

    /// A piece dragged from `from` to `to`.
    pub fn drop_piece(&mut self, from: Square, to: Square) -> Vec<LessonEffect> {
        if matches!(self.state, StepState::Reaching { .. }) {
            return if Some(from) == self.selected {
                self.tap(to)
            } else {
                Vec::new()
            };
        }
        self.try_move(Move::new(from, to))
    }

    /// The learner's move `m` in a goal step.
    pub fn try_move(&mut self, m: Move) -> Vec<LessonEffect> {
        let StepState::Playing { played } = self.state else {
            return Vec::new();
        };
        let Step::Goal {
            goal, moves, reply, ..
        } = self.step().clone()
        else {
            return Vec::new();
        };
        self.selected = None;
        if let Some(why) = why_not(&self.position, m) {
            return vec![LessonEffect::Say(vec![LessonSaid::Refused(why)])];
        }
        let before = self.position.clone();
        let learner = before.side_to_move();
        let mut after = before.clone();
        after.do_move(m);
        let moved = LessonSaid::Moved {
            before: before.clone(),
            mv: m,
        };
        if let Goal::Play { moves: answers } = &goal {
            if !answers.contains(&m) {
                return vec![LessonEffect::Say(vec![moved, LessonSaid::NotTheMove])];
            }
        }
        if reply == Reply::None && after.is_check() && !goal.reached(&after, m) {
            return vec![LessonEffect::Say(vec![moved, LessonSaid::NoCheckHere])];
        }
        self.position = after;
        self.last_move = Some(m);
        let played = played + 1;
        if goal.reached(&self.position, m) {
            return self.step_done(vec![moved]);
        }
        if moves.is_some_and(|limit| played >= limit) {
            self.state = StepState::Failed;
            let mut said = vec![moved, LessonSaid::OutOfMoves];
            let step = self.step();
            if let (Some(first), Ok(start)) = (
                super::solve::solve(step).and_then(|line| line.first().copied()),
                step.position(),
            ) {
                said.push(LessonSaid::TryFirst {
                    before: start,
                    mv: first,
                });
            }
            return vec![LessonEffect::Say(said)];
        }
        match reply {
            Reply::None => {
                self.position.do_null_move();
                self.state = StepState::Playing { played };
                debug_assert_eq!(self.position.side_to_move(), learner);
                vec![LessonEffect::Say(vec![moved])]
            }
            Reply::Ai => {
                self.request += 1;
                let id = self.request;
                self.state = StepState::Waiting { played, id };
                vec![
                    LessonEffect::Say(vec![moved]),
                    LessonEffect::Search(SearchSpec {
                        id,
                        fen: self.position.to_fen(),
                        moves: Vec::new(),
                        level: None,
                        movetime_ms: Some(DEFENCE_MS),
                        depth: None,
                        clock: None,
                        move_cap_ms: None,
                        budget_ms: 5_000,
                    }),
                ]
            }
        }
    }

    /// The AI's reply to request `id` (`None`: it had no move, or failed).
    pub fn ai_replied(&mut self, id: u32, best: Option<Move>) -> Vec<LessonEffect> {
        let StepState::Waiting {
            played,
            id: waiting,
        } = self.state
        else {
            return Vec::new();
        };
        if id != waiting {
            return Vec::new();
        }
        let reply = best
            .filter(|m| self.position.is_legal(*m))
            .or_else(|| self.position.legal_moves().iter().next().copied());
        let Some(reply) = reply else {
            self.state = StepState::Failed;
            return vec![LessonEffect::Say(vec![LessonSaid::Stuck])];
        };
        let before = self.position.clone();
        self.position.do_move(reply);
        self.last_move = Some(reply);
        let moved = LessonSaid::Moved { before, mv: reply };
        if !self.position.has_legal_move() {
            self.state = StepState::Failed;
            return vec![LessonEffect::Say(vec![moved, LessonSaid::Stuck])];
        }
        self.state = StepState::Playing { played };
        vec![LessonEffect::Say(vec![moved])]
    }

    /// An answer to the step's question.
    pub fn answer(&mut self, choice: usize) -> Vec<LessonEffect> {
        let StepState::Asking { tried } = &mut self.state else {
            return Vec::new();
        };
        let Step::Quiz { options, .. } = &self.lesson.steps[self.step] else {
            return Vec::new();
        };
        let Some(option) = options.get(choice) else {
            return Vec::new();
        };
        let why = LessonSaid::Text(option.why.clone());
        if option.right {
            return self.step_done(vec![why]);
        }
        if !tried.contains(&choice) {
            tried.push(choice);
        }
        vec![LessonEffect::Say(vec![why])]
    }

    /// The wrong answers tried in the current question.
    pub fn tried(&self) -> &[usize] {
        match &self.state {
            StepState::Asking { tried } => tried,
            _ => &[],
        }
    }

    fn step_done(&mut self, mut said: Vec<LessonSaid>) -> Vec<LessonEffect> {
        self.state = StepState::Done;
        said.push(LessonSaid::StepDone);
        let mut effects = vec![LessonEffect::Say(said)];
        if self.step + 1 == self.lesson.steps.len() {
            effects.push(LessonEffect::Completed(self.lesson.id.clone()));
        }
        effects
    }

    /// On to the next step once this one is done; after the last, the
    /// lesson is over (it was recorded as the last step was done).
    pub fn next_step(&mut self) -> Vec<LessonEffect> {
        if self.state != StepState::Done || self.finished {
            return Vec::new();
        }
        if self.step + 1 < self.lesson.steps.len() {
            self.step += 1;
            self.enter_step();
            return self.opening();
        }
        self.finished = true;
        vec![LessonEffect::Say(vec![LessonSaid::LessonDone])]
    }

    /// The current step from its start.
    pub fn retry(&mut self) -> Vec<LessonEffect> {
        if self.finished {
            return Vec::new();
        }
        self.request += 1;
        self.enter_step();
        self.opening()
    }
}
