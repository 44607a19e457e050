//! The games played on this device, most recent first; any can be opened
//! again (a finished game for review, an unfinished one to play on).

use leptos::prelude::*;
use xiangqi::RecordResult;

use super::{CloseRow, Extras, Modal};
use xiangqi_ui::model::DialogCommand;
use xiangqi_ui::words::StudyMsg;
use xiangqi_ui::words::{self, t};

#[component]
pub fn History() -> impl IntoView {
    let s = expect_context::<Extras>();
    let lang = s.lang;
    let rows = move || {
        let l = lang.get();
        let games = s.context.with(|c| c.history.clone());
        if games.is_empty() {
            return view! { <p class="no-moves">{t(l, StudyMsg::NoGames)}</p> }.into_any();
        }
        games
            .into_iter()
            .enumerate()
            .map(|(i, g)| {
                let result = match g.record.result {
                    RecordResult::Unfinished => t(l, StudyMsg::Unfinished).to_string(),
                    r => r.as_str().to_string(),
                };
                let reason = g
                    .record
                    .tag("Termination")
                    .and_then(|r| r.parse::<xiangqi::Reason>().ok())
                    .map(|r| words::reason(l, r))
                    .unwrap_or_default();
                let named = (g.record.tag("Red"), g.record.tag("Black"));
                let who = words::history_players(l, g.ai, g.level, named);
                let when = words::date_and_time(xiangqi_ui::web::local_ms(g.started_at));
                // Deleting takes two taps: the first arms the button.
                let armed = RwSignal::new(false);
                let moves = words::move_count(l, g.record.moves.len());
                view! {
                    <li class="history-row">
                        <button
                            class="history-open"
                            data-testid="history-open"
                            data-result=g.record.result.as_str()
                            on:click=move |_| {
                                s.send(DialogCommand::OpenHistory(i));
                            }
                        >
                            <span class="history-when">{when}</span>
                            <span class="history-who">{who}</span>
                            <span class="history-result">{result}" "{reason}</span>
                            <span class="history-moves">{moves}</span>
                        </button>
                        <button
                            class="history-delete"
                            class:armed=move || armed.get()
                            data-testid="history-delete"
                            aria-label=move || t(lang.get(), if armed.get() { StudyMsg::ConfirmDelete } else { StudyMsg::DeleteGame })
                            on:click=move |_| {
                                if armed.get_untracked() {
                                    s.send(DialogCommand::DeleteHistory(i));
                                } else {
                                    armed.set(true);
                                }
                            }
                        >
                            {move || if armed.get() { t(lang.get(), StudyMsg::ConfirmDelete) } else { "✕" }}
                        </button>
                    </li>
                }
            })
            .collect_view()
            .into_any()
    };
    view! {
        <Modal testid="dialog-history" title=Signal::derive(move || t(lang.get(), StudyMsg::History).to_string())>
            <ol class="history-list" data-testid="history-list">{rows}</ol>
            <CloseRow />
        </Modal>
    }
}
