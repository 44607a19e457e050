//! The path through the lessons: each part with its lessons, what is
//! done, and the way forward (easy puzzles, a gentle game).

use leptos::prelude::*;
use xiangqi_ui::model::lesson::Part;

use super::session::Lessons;
use super::words::text;

fn part_key(part: Part) -> &'static str {
    match part {
        Part::Pieces => "part-pieces",
        Part::Rules => "part-rules",
        Part::Mates => "part-mates",
    }
}

#[component]
pub fn LessonList() -> impl IntoView {
    let l = expect_context::<Lessons>();
    let all = l.all.get_value();
    let total = all.len();
    let done_count = move || {
        l.progress
            .with(|p| all.iter().filter(|x| p.is_done(&x.id)).count())
    };
    let parts = [Part::Pieces, Part::Rules, Part::Mates].map(|part| {
        let lessons: Vec<_> = l
            .all
            .get_value()
            .iter()
            .filter(|x| x.part == part)
            .cloned()
            .collect();
        let items = lessons
            .into_iter()
            .map(|lesson| {
                let id = lesson.id.clone();
                let done = {
                    let id = id.clone();
                    Memo::new(move |_| l.progress.with(|p| p.is_done(&id)))
                };
                let open_id = id.clone();
                let title = lesson.title.clone();
                view! {
                    <li>
                        <button
                            class="lesson-item"
                            class:done=done
                            data-testid="lesson-item"
                            data-id=id
                            data-done=move || done.get().to_string()
                            on:click=move |_| { l.open(&open_id); }
                        >
                            <span class="lesson-title">{move || text(l.lang(), &title)}</span>
                            {move || done.get().then(|| view! {
                                <span class="lesson-done" aria-label=l.w("done")>"✓"</span>
                            })}
                        </button>
                    </li>
                }
            })
            .collect_view();
        view! {
            <section class="lesson-part">
                <h2>{move || l.w(part_key(part))}</h2>
                <ol>{items}</ol>
            </section>
        }
    });
    view! {
        <div class="panel lesson-list" data-testid="lesson-list">
            <header class="analysis-head">
                <h2>{move || l.w("title")}</h2>
                <div class="analysis-head-buttons">
                    <button data-testid="lessons-close" on:click=move |_| xiangqi_ui::web::go("")>
                        {move || l.w("back")}
                    </button>
                </div>
            </header>
            <p class="lesson-progress" data-testid="lesson-progress">
                {move || super::words::word(l.lang(), "progress", &[
                    ("done", done_count().to_string()),
                    ("total", total.to_string()),
                ])}
            </p>
            {parts}
            <section class="lesson-forward">
                <p>{move || l.w("forward")}</p>
                <div class="lesson-forward-buttons">
                    <button data-testid="lessons-puzzles" on:click=move |_| xiangqi_ui::web::go("?mode=puzzle")>
                        {move || l.w("puzzles")}
                    </button>
                    <button data-testid="lessons-play" on:click=move |_| xiangqi_ui::web::go("?opponent=ai&level=1")>
                        {move || l.w("play-level-1")}
                    </button>
                </div>
            </section>
        </div>
    }
}
