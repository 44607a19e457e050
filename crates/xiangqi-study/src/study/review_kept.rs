//! A review that has judged every move is kept (see
//! `xiangqi_model::reviewed`), so that the player's record can draw their
//! accuracy over time.

use leptos::prelude::*;
use xiangqi::Color;
use xiangqi_ui::model::reviewed::{line_key, ReviewedLine};
use xiangqi_ui::web::database::reviews;

use super::StudySession;

/// Watches `s`'s review and keeps its figures once, when it is done.
pub fn keep_finished_reviews(s: StudySession) {
    let kept: StoredValue<Option<String>> = StoredValue::new(None);
    Effect::new(move |_| {
        let done = s.analysis.with(|a| {
            let a = a.as_ref()?;
            a.review().filter(|r| r.is_done())?;
            let summary = a.summary()?;
            let tree = a.tree();
            let accuracy = |side: Color| {
                summary
                    .iter()
                    .find(|(c, _)| *c == side)
                    .and_then(|(_, sum)| sum.accuracy)
            };
            Some(ReviewedLine {
                line: line_key(tree.start(), &tree.mainline_moves()),
                red: accuracy(Color::Red),
                black: accuracy(Color::Black),
                at: js_sys::Date::now(),
            })
        });
        let Some(review) = done else {
            return;
        };
        if kept.get_value().as_deref() == Some(review.line.as_str()) {
            return;
        }
        kept.set_value(Some(review.line.clone()));
        wasm_bindgen_futures::spawn_local(async move {
            let _ = reviews::put(&[review]).await;
        });
    });
}
