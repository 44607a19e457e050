//! The player's rating with its last change, the streak, and the recent
//! attempts with their results and rating changes.

use leptos::prelude::*;

use super::session::Trainer;
use xiangqi_ui::words;
use xiangqi_ui::words::puzzles::{self as w, Word};

/// How many attempts the list shows.
const SHOWN: usize = 10;

#[component]
pub fn Stats() -> impl IntoView {
    let t = expect_context::<Trainer>();
    let p = t.progress;
    let rating = move || p.with(|p| p.player.shown());
    let change = move || p.with(|p| p.last_change()).map(w::change);
    let change_class = move || match p.with(|p| p.last_change()) {
        Some(d) if d > 0 => "rating-change up",
        Some(d) if d < 0 => "rating-change down",
        _ => "rating-change",
    };
    view! {
        <dl class="trainer-stats">
            <div>
                <dt>{move || t.w(Word::Rating)}</dt>
                <dd>
                    <span data-testid="puzzle-rating">{rating}</span>
                    " "
                    <span class=change_class data-testid="puzzle-rating-change">{change}</span>
                </dd>
            </div>
            <div>
                <dt>{move || t.w(Word::Streak)}</dt>
                <dd data-testid="puzzle-streak">{move || p.with(|p| p.streak)}</dd>
            </div>
            <div>
                <dt>{move || t.w(Word::BestStreak)}</dt>
                <dd>{move || p.with(|p| p.best_streak)}</dd>
            </div>
        </dl>
        // A new player is told what the number means.
        {move || p.with(|p| p.history.is_empty()).then(|| view! {
            <p class="trainer-rating-help" data-testid="puzzle-rating-help">{t.w(Word::RatingExplained)}</p>
        })}
    }
}

#[component]
pub fn History() -> impl IntoView {
    let t = expect_context::<Trainer>();
    let rows = move || {
        let lang = t.lang();
        t.progress.with(|p| {
            p.history
                .iter()
                .take(SHOWN)
                .map(|e| {
                    let class = match e.result {
                        xiangqi_ui::model::puzzle::Rated::Failed => "history-row failed",
                        _ => "history-row solved",
                    };
                    view! {
                        <li class=class data-puzzle-id=e.id.clone()>
                            <span class="history-when">{words::date_and_time(xiangqi_ui::web::local_ms(e.at))}</span>
                            <span>{w::result(lang, e.result)}</span>
                            <span class="history-change">{w::change(e.change())}</span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <section class="trainer-history" data-testid="puzzle-history">
            <h3>{move || t.w(Word::History)}</h3>
            {move || t.progress.with(|p| p.history.is_empty()).then(|| view! { <p>{t.w(Word::NoHistory)}</p> })}
            <ol>{rows}</ol>
        </section>
    }
}
