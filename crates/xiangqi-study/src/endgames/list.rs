//! The endings to practise, by attacking piece: each with its task, a
//! word on how it is won or held, and the player's record.

use leptos::prelude::*;
use xiangqi_ui::model::practice::{Group, Task, DRILLS};

use super::session::Endgames;
use crate::endgame_words::word;

fn group_key(group: Group) -> &'static str {
    match group {
        Group::Chariot => "group-chariot",
        Group::Horse => "group-horse",
        Group::Cannon => "group-cannon",
        Group::Soldier => "group-soldier",
    }
}

fn task_key(task: Task) -> &'static str {
    match task {
        Task::Win => "task-win",
        Task::Hold => "task-hold",
    }
}

#[component]
pub fn EndgameList() -> impl IntoView {
    let e = expect_context::<Endgames>();
    let mastered = move || {
        e.progress
            .with(|p| DRILLS.iter().filter(|d| p.is_done(d.id)).count())
    };
    let groups = [Group::Chariot, Group::Horse, Group::Cannon, Group::Soldier].map(|group| {
        let items = DRILLS
            .iter()
            .filter(|d| d.group == group)
            .map(|d| {
                let id = d.id;
                let record = Memo::new(move |_| e.progress.with(|p| p.record(id)));
                let done = move || record.get().successes > 0;
                view! {
                    <li>
                        <button
                            class="lesson-item endgame-drill"
                            class:done=done
                            data-testid="endgame-drill"
                            data-id=id
                            data-done=move || done().to_string()
                            on:click=move |_| { e.open(id); }
                        >
                            <span class="lesson-title">
                                {move || e.w(&format!("{id}-title"))}
                                " · "
                                <span class="endgame-ending">{d.ending}</span>
                            </span>
                            <span class="endgame-task">{move || e.w(task_key(d.task))}</span>
                            <span class="endgame-about">{move || e.w(&format!("{id}-about"))}</span>
                            {move || (record.get().tries > 0).then(|| view! {
                                <span class="endgame-record" data-testid="endgame-record">
                                    {word(e.lang(), "record", &[
                                        ("successes", record.get().successes.to_string()),
                                        ("tries", record.get().tries.to_string()),
                                    ])}
                                </span>
                            })}
                            {move || done().then(|| view! {
                                <span class="lesson-done" aria-label=e.w("done")>"✓"</span>
                            })}
                        </button>
                    </li>
                }
            })
            .collect_view();
        view! {
            <section class="lesson-part">
                <h2>{move || e.w(group_key(group))}</h2>
                <ol>{items}</ol>
            </section>
        }
    });
    view! {
        <div class="panel lesson-list endgame-list" data-testid="endgame-list">
            <header class="analysis-head">
                <h2>{move || e.w("title")}</h2>
                <div class="analysis-head-buttons">
                    <button data-testid="endgames-close" on:click=move |_| xiangqi_ui::web::go("")>
                        {move || e.w("back")}
                    </button>
                </div>
            </header>
            <p>{move || e.w("intro")}</p>
            <p class="lesson-progress" data-testid="endgame-progress">
                {move || word(e.lang(), "progress", &[
                    ("done", mastered().to_string()),
                    ("total", DRILLS.len().to_string()),
                ])}
            </p>
            {groups}
        </div>
    }
}
