//! Which lessons the learner has completed, kept between visits.

use serde::{Deserialize, Serialize};

/// The lessons done, by id, in the order they were first completed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonProgress {
    #[serde(default)]
    pub done: Vec<String>,
}

impl LessonProgress {
    pub fn is_done(&self, id: &str) -> bool {
        self.done.iter().any(|d| d == id)
    }

    /// Records lesson `id` as done (once).
    pub fn complete(&mut self, id: &str) {
        if !self.is_done(id) {
            self.done.push(id.to_string());
        }
    }

    /// Adds the lessons `other` has done that this lacks; returns how many.
    pub fn merge(&mut self, other: LessonProgress) -> usize {
        let before = self.done.len();
        for id in other.done {
            self.complete(&id);
        }
        self.done.len() - before
    }
}
