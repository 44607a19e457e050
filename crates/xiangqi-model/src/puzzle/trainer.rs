//! The puzzle trainer as one aggregate, as [`Table`](crate::Table) is for
//! the game: the collection, the [`Attempt`] on screen, the [`Progress`]
//! kept between visits, and the rules that combine them (resume an
//! unfinished puzzle, skip one whose position does not read, reopen after
//! a filter change, record the rating once). Its methods take the time
//! and the seed as parameters and return the [`TrainerEffect`]s the shell
//! carries out (speak, wait, save, change the address), so every player
//! action is tested natively.

use std::sync::Arc;

use xiangqi::{Color, Move, Position, Square};
use xiangqi_puzzles::Puzzle;

use super::attempt::{Attempt, Hint, Pending, State, Verdict};
use super::choice;
use super::filter::Filter;
use super::progress::Progress;
use crate::analysis::StoredAnalysis;

/// The line under the board after the player's latest action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feedback {
    Right,
    Wrong,
    HintPiece,
    HintMove,
    SolutionShown,
}

/// One part of what is said to the player (and read by screen readers);
/// the shell words it in the player's language.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    /// A new puzzle: find the best move for `solver`.
    FindBest(Color),
    /// The link named a puzzle the collection does not hold.
    UnknownId(String),
    /// `mv` was played from `before`.
    Move {
        before: Position,
        mv: Move,
    },
    Feedback(Feedback),
    /// The attempt has ended in `state`.
    Finished(State),
    /// The player's rating after the attempt, and by how much it changed.
    Rating {
        after: i32,
        change: i32,
    },
}

/// What the trainer asks of its shell.
#[derive(Clone, Debug, PartialEq)]
pub enum TrainerEffect {
    /// Say these parts, in order, as one message.
    Say(Vec<Said>),
    /// Wait (the defender's reply, taking a wrong move back, the
    /// solution's next move), then call [`Trainer::resume`].
    Wait(Pending),
    /// Any wait asked for earlier is void.
    CancelWait,
    /// The progress changed: store it.
    SaveProgress,
    /// The puzzle with this id is on screen: the address names it.
    ShowPuzzle(String),
}

/// The puzzle trainer's state and behaviour.
#[derive(Clone, Debug, Default)]
pub struct Trainer {
    puzzles: Arc<Vec<Puzzle>>,
    attempt: Option<Attempt>,
    progress: Progress,
    daily: bool,
    feedback: Option<Feedback>,
}

type Effects = Vec<TrainerEffect>;

impl Trainer {
    /// The trainer with the progress stored from earlier visits, before
    /// the collection has arrived.
    pub fn new(progress: Progress) -> Trainer {
        Trainer {
            progress,
            ..Trainer::default()
        }
    }

    pub fn puzzles(&self) -> &Arc<Vec<Puzzle>> {
        &self.puzzles
    }

    pub fn attempt(&self) -> Option<&Attempt> {
        self.attempt.as_ref()
    }

    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// Takes in another copy of the progress (another tab's): see
    /// [`Progress::merge`].
    pub fn merge_progress(&mut self, other: Progress) {
        self.progress.merge(other);
    }

    /// Whether the puzzle on screen is the daily one.
    pub fn is_daily(&self) -> bool {
        self.daily
    }

    pub fn feedback(&self) -> Option<Feedback> {
        self.feedback
    }

    /// The collection has arrived: puzzle `link_id` if the link named one
    /// the collection holds, else the puzzle left unfinished last time,
    /// else the next one for the player.
    pub fn load(&mut self, puzzles: Arc<Vec<Puzzle>>, link_id: Option<&str>, seed: u64) -> Effects {
        self.puzzles = puzzles;
        let mut effects = Vec::new();
        if let Some(id) = link_id {
            match self.puzzles.iter().position(|p| p.id == id) {
                Some(i) => return self.open(i, false, seed),
                None => effects.push(TrainerEffect::Say(vec![Said::UnknownId(id.to_string())])),
            }
        }
        // A puzzle left unfinished and unrated comes back.
        let unfinished = self
            .progress
            .current
            .as_ref()
            .filter(|c| c.result.is_none())
            .and_then(|c| self.puzzles.iter().position(|q| q.id == c.id));
        effects.extend(match unfinished {
            Some(i) => self.open(i, false, seed),
            None => self.open_next(seed),
        });
        effects
    }

    /// The player asked for the next puzzle.
    pub fn next(&mut self, seed: u64) -> Effects {
        self.open_next(seed)
    }

    /// Today's puzzle (see [`choice::daily`]) for the player's calendar date.
    pub fn open_daily(&mut self, year: i32, month: u32, day: u32, seed: u64) -> Effects {
        let Some(i) = choice::daily(&self.puzzles, year, month, day) else {
            return Vec::new();
        };
        self.progress.close();
        self.open(i, true, seed)
    }

    /// Changes the filters; a puzzle on screen that no longer fits them,
    /// or one already finished, gives way to the next that does.
    pub fn set_filter(&mut self, change: impl FnOnce(&mut Filter), seed: u64) -> Effects {
        change(&mut self.progress.filter);
        let mut effects = vec![TrainerEffect::SaveProgress];
        let shown_fits = self
            .attempt
            .as_ref()
            .is_some_and(|a| self.progress.filter.admits(a.puzzle()));
        let finished = self.attempt.as_ref().is_none_or(Attempt::is_done);
        if !shown_fits || finished {
            effects.extend(self.open_next(seed));
        }
        effects
    }

    /// A tap on the board at `now_ms` (milliseconds since the epoch).
    pub fn tap(&mut self, sq: Square, now_ms: f64) -> Effects {
        self.play(|a| a.tap(sq), now_ms)
    }

    /// A piece dropped from `from` on `to`.
    pub fn drop_piece(&mut self, from: Square, to: Square, now_ms: f64) -> Effects {
        self.play(|a| a.drop_piece(from, to), now_ms)
    }

    /// After a wait: the defender's reply, the take-back of a wrong move,
    /// or the solution's next move.
    pub fn resume(&mut self, now_ms: f64) -> Effects {
        let Some(attempt) = self.attempt.as_mut() else {
            return Vec::new();
        };
        let before = attempt.position().clone();
        let mut said = Vec::new();
        if let Some(mv) = attempt.resume() {
            said.push(Said::Move { before, mv });
        }
        let mut effects = Vec::new();
        said.extend(self.rate(now_ms, &mut effects));
        if !said.is_empty() {
            effects.insert(0, TrainerEffect::Say(said));
        }
        effects.extend(self.wait());
        effects
    }

    /// The next hint: the piece, then the move.
    pub fn hint(&mut self, now_ms: f64) -> Effects {
        let Some(attempt) = self.attempt.as_mut() else {
            return Vec::new();
        };
        let feedback = match attempt.ask_hint() {
            Hint::Move => Feedback::HintMove,
            _ => Feedback::HintPiece,
        };
        self.feedback = Some(feedback);
        let mut effects = Vec::new();
        let mut said = vec![Said::Feedback(feedback)];
        said.extend(self.rate(now_ms, &mut effects));
        effects.insert(0, TrainerEffect::Say(said));
        effects
    }

    /// Plays out the rest of the solution (the attempt counts as failed).
    pub fn show_solution(&mut self, now_ms: f64) -> Effects {
        let Some(attempt) = self.attempt.as_mut() else {
            return Vec::new();
        };
        attempt.show_solution();
        self.feedback = Some(Feedback::SolutionShown);
        let mut effects = vec![TrainerEffect::CancelWait];
        let mut said = vec![Said::Feedback(Feedback::SolutionShown)];
        said.extend(self.rate(now_ms, &mut effects));
        effects.push(TrainerEffect::Say(said));
        effects.extend(self.wait());
        effects
    }

    /// The puzzle's start and the moves played so far, for the analysis
    /// board, turned to the solver.
    pub fn analysis(&self) -> Option<StoredAnalysis> {
        self.attempt.as_ref().map(|a| {
            let mut stored = StoredAnalysis::of_moves(a.start().clone(), &a.moves());
            stored.bottom = a.solver();
            stored
        })
    }

    /// Opens puzzle `index`. A position that does not read is marked seen
    /// and passed over for another (never more often than the collection
    /// has puzzles, so a collection of nothing but unreadable ones ends
    /// with no puzzle rather than a loop).
    fn open(&mut self, index: usize, daily: bool, seed: u64) -> Effects {
        let mut index = index;
        let mut effects = vec![TrainerEffect::CancelWait];
        for tried in 0..=self.puzzles.len() {
            let Some(puzzle) = self.puzzles.get(index).cloned() else {
                break;
            };
            let id = puzzle.id.clone();
            let attempt = match self.progress.rated_result(&id) {
                Some(result) => Attempt::resumed(puzzle, result),
                None => Attempt::new(puzzle),
            };
            self.progress.open(&id);
            match attempt {
                Ok(attempt) => {
                    let solver = attempt.solver();
                    self.attempt = Some(attempt);
                    self.daily = daily && tried == 0;
                    self.feedback = None;
                    effects.extend([
                        TrainerEffect::SaveProgress,
                        TrainerEffect::ShowPuzzle(id),
                        TrainerEffect::Say(vec![Said::FindBest(solver)]),
                    ]);
                    return effects;
                }
                Err(_) => {
                    self.progress.close();
                    match choice::next(
                        &self.puzzles,
                        &self.progress,
                        seed.wrapping_add(tried as u64),
                    ) {
                        Some(i) => index = i,
                        None => break,
                    }
                }
            }
        }
        self.attempt = None;
        self.daily = false;
        self.feedback = None;
        effects.push(TrainerEffect::SaveProgress);
        effects
    }

    /// The next puzzle for the player (see [`choice::next`]).
    fn open_next(&mut self, seed: u64) -> Effects {
        self.progress.close();
        match choice::next(&self.puzzles, &self.progress, seed) {
            Some(i) => self.open(i, false, seed),
            None => {
                self.attempt = None;
                self.daily = false;
                self.feedback = None;
                vec![TrainerEffect::CancelWait, TrainerEffect::SaveProgress]
            }
        }
    }

    fn play(&mut self, f: impl FnOnce(&mut Attempt) -> Option<Verdict>, now_ms: f64) -> Effects {
        let Some(attempt) = self.attempt.as_mut() else {
            return Vec::new();
        };
        let before = attempt.position().clone();
        let Some(verdict) = f(attempt) else {
            return Vec::new();
        };
        let (mv, feedback) = match verdict {
            Verdict::Right(mv) => (mv, Feedback::Right),
            Verdict::Wrong(mv) => (mv, Feedback::Wrong),
        };
        self.feedback = Some(feedback);
        let mut effects = Vec::new();
        let mut said = vec![Said::Move { before, mv }, Said::Feedback(feedback)];
        said.extend(self.rate(now_ms, &mut effects));
        effects.insert(0, TrainerEffect::Say(said));
        effects.extend(self.wait());
        effects
    }

    /// Records the attempt's result once it is known (asking for the
    /// progress to be saved); returns what to say of it.
    fn rate(&mut self, now_ms: f64, effects: &mut Effects) -> Vec<Said> {
        let Some(attempt) = self.attempt.as_mut() else {
            return Vec::new();
        };
        let mut said = Vec::new();
        if let Some(result) = attempt.take_result() {
            let (id, estimate) = (attempt.puzzle().id.clone(), attempt.puzzle().rating);
            let entry = self.progress.record(&id, estimate, result, now_ms);
            said.push(Said::Rating {
                after: entry.after.round() as i32,
                change: entry.change(),
            });
            effects.push(TrainerEffect::SaveProgress);
        }
        if attempt.is_done() {
            said.insert(0, Said::Finished(attempt.state()));
        }
        said
    }

    /// The wait the attempt asks for next, if any.
    fn wait(&self) -> Option<TrainerEffect> {
        self.attempt
            .as_ref()
            .and_then(Attempt::pending)
            .map(TrainerEffect::Wait)
    }
}
