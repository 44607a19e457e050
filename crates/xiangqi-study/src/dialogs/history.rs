//! The games played on this device, most recent first, every one kept;
//! any can be opened again (a finished game for review, an unfinished one
//! to play on). The list narrows by opponent, result, colour, period and
//! words (a player's name, an opening), and draws only the rows in view,
//! so that ten thousand games open at once.

use std::collections::{HashMap, HashSet};

use leptos::prelude::*;
use xiangqi::{Color, RecordResult};

use super::{CloseRow, Dialogs, Modal};
use xiangqi_files::protocol::{OpeningAnswer, OpeningQuestion};
use xiangqi_ui::model::history_filter::{HistoryFilter, Opponent, Outcome};
use xiangqi_ui::model::{DialogCommand, SavedGame};
use xiangqi_ui::web::database::games as stored_games;
use xiangqi_ui::web::{json, tabs};
use xiangqi_ui::words::StudyMsg;
use xiangqi_ui::words::{self, t};

/// The height of one row, in CSS pixels (rows are drawn at fixed places).
const ROW_PX: f64 = 68.0;
/// Rows drawn beyond the visible ones, above and below.
const SPARE_ROWS: usize = 6;
/// How many of the newest games are drawn before the whole list is read.
const FIRST_ROWS: usize = 30;
/// How many of the first moves name an opening.
const OPENING_PLIES: usize = 24;

/// The period choices: their value and how far back they reach, in days.
const PERIODS: [(&str, f64); 4] = [
    ("week", 7.0),
    ("month", 31.0),
    ("year", 366.0),
    ("all", 0.0),
];

#[component]
pub fn History() -> impl IntoView {
    let s = expect_context::<Dialogs>();
    let lang = s.lang;
    // Every game kept, as the database holds them (brought up to date
    // when a tab, this one included, files or forgets one); `None` while
    // reading.
    let games: RwSignal<Option<Vec<SavedGame>>> = RwSignal::new(None);
    // The newest games, shown while the whole list is read.
    let first_rows: RwSignal<Option<Vec<SavedGame>>> = RwSignal::new(None);
    // The newest games first (a screenful, at once), then all of them.
    let total_stored = RwSignal::new(0usize);
    let read = move || {
        wasm_bindgen_futures::spawn_local(async move {
            if games.try_with_untracked(Option::is_none) == Some(true) {
                if let Ok((total, newest)) = stored_games::recent(FIRST_ROWS).await {
                    let _ = total_stored.try_set(total);
                    let _ = first_rows.try_set(Some(newest));
                }
            }
            let all = stored_games::all()
                .await
                .map(|(all, _)| all)
                .unwrap_or_default();
            // The dialog may have closed meanwhile.
            let _ = total_stored.try_set(all.len());
            let _ = games.try_set(Some(all));
        });
    };
    read();
    // A change heard from a tab (this one included): only the games added
    // are read, and those removed are dropped, not the whole list again.
    let refresh = move || {
        wasm_bindgen_futures::spawn_local(async move {
            match games.try_with_untracked(Option::is_none) {
                // Still reading: read again, so that the change is in.
                Some(true) => return read(),
                None => return,
                Some(false) => {}
            }
            let Ok(keys) = stored_games::keys().await else {
                return;
            };
            let stored: HashSet<String> = keys.into_iter().collect();
            let held: HashSet<String> = games
                .try_with_untracked(|all| all.iter().flatten().map(SavedGame::key).collect())
                .unwrap_or_default();
            let mut added = Vec::new();
            for key in stored.difference(&held) {
                if let Ok(Some(game)) = stored_games::get(key).await {
                    added.push(game);
                }
            }
            let _ = games.try_update(|all| {
                if let Some(all) = all {
                    all.retain(|g| stored.contains(&g.key()));
                    all.extend(added);
                    all.sort_by_key(|g| std::cmp::Reverse(g.key()));
                    total_stored.set(all.len());
                }
            });
        });
    };
    // Heard while the dialog is open (the listener goes with it).
    let listening = tabs::on_change(move |change| {
        if change == tabs::Change::Games {
            refresh();
        }
    });
    StoredValue::new_local(listening);
    let filter = RwSignal::new(HistoryFilter::default());
    // The openings named so far, by game key (code and names in every
    // language, so that words in any script find them).
    let openings: RwSignal<HashMap<String, String>> = RwSignal::new(HashMap::new());
    let asked = StoredValue::new(false);
    let shown = Memo::new(move |_| {
        let f = filter.get();
        openings.with(|named| {
            games.with(|all| {
                all.iter()
                    .flatten()
                    .enumerate()
                    .filter(|(_, g)| {
                        f.shows(g, |g| named.get(&g.key()).cloned().unwrap_or_default())
                    })
                    .map(|(i, _)| i)
                    .collect::<Vec<usize>>()
            })
        })
    });
    // Words may name an opening: the files worker names each game's once.
    let name_openings = move || {
        if asked.get_value() {
            return;
        }
        asked.set_value(true);
        let asked_for: Vec<(String, Vec<String>)> = games.with_untracked(|all| {
            all.iter()
                .flatten()
                .map(|g| {
                    let moves = g
                        .record
                        .moves
                        .iter()
                        .take(OPENING_PLIES)
                        .map(ToString::to_string);
                    (g.key(), moves.collect())
                })
                .collect()
        });
        for (key, moves) in asked_for {
            xiangqi_ui::files::request_json(
                move |id| json::write(&OpeningQuestion::Opening { id, moves }),
                move |answer| {
                    let name = answer.and_then(|text| json::read::<OpeningAnswer>(&text));
                    if let Some(OpeningAnswer::Opening {
                        opening: Some(o), ..
                    }) = name
                    {
                        let text = format!("{} {} {} {} {}", o.code, o.zh, o.zh_hant, o.en, o.vi);
                        let _ = openings.try_update(|m| m.insert(key, text));
                    }
                },
            );
        }
    };
    let scroll_top = RwSignal::new(0.0);
    let view_height = RwSignal::new(480.0);
    let scroller = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        if let Some(el) = scroller.get() {
            view_height.set(f64::from(el.client_height()).max(ROW_PX));
        }
    });
    let on_scroll = move |_| {
        if let Some(el) = scroller.get_untracked() {
            scroll_top.set(f64::from(el.scroll_top()));
            view_height.set(f64::from(el.client_height()).max(ROW_PX));
        }
    };
    let rows = move || {
        let l = lang.get();
        let indices = shown.get();
        let first = ((scroll_top.get() / ROW_PX) as usize).saturating_sub(SPARE_ROWS);
        let count = (view_height.get() / ROW_PX).ceil() as usize + 2 * SPARE_ROWS;
        let visible: Vec<(usize, usize)> = indices
            .iter()
            .copied()
            .enumerate()
            .skip(first)
            .take(count)
            .collect();
        if games.with(Option::is_none) {
            return first_rows.with(|newest| {
                newest
                    .iter()
                    .flatten()
                    .take(count)
                    .enumerate()
                    .map(|(place, g)| row(s, l, place, g, games).into_any())
                    .collect_view()
            });
        }
        games.with(|all| {
            let all = all.as_deref().unwrap_or_default();
            visible
                .into_iter()
                .filter_map(|(place, i)| all.get(i).map(|g| row(s, l, place, g, games).into_any()))
                .collect_view()
        })
    };
    // While the whole list is read, every stored game counts as shown.
    let total = move || {
        if games.with(Option::is_none) {
            total_stored.get()
        } else {
            shown.with(Vec::len)
        }
    };
    let all = move || {
        games
            .with(|g| g.as_ref().map(Vec::len))
            .unwrap_or_else(|| total_stored.get())
    };
    let reading = move || games.with(Option::is_none);
    let choose = move |f: fn(&mut HistoryFilter, &str)| {
        move |ev: leptos::ev::Event| {
            let value = event_target_value(&ev);
            filter.update(|h| f(h, &value));
            scroll_top.set(0.0);
            if let Some(el) = scroller.get_untracked() {
                el.set_scroll_top(0);
            }
        }
    };
    let w = move |msg: StudyMsg| t(lang.get(), msg);
    view! {
        <Modal testid="dialog-history" title=Signal::derive(move || t(lang.get(), StudyMsg::History).to_string())>
            <div class="history-filters">
                <select data-testid="history-opponent" aria-label=move || w(StudyMsg::Opponent) on:change=choose(|h, v| {
                    h.opponent = match v {
                        "computer" => Opponent::Computer,
                        "friend" => Opponent::Friend,
                        "face-to-face" => Opponent::FaceToFace,
                        level => level.strip_prefix("level-").and_then(|n| n.parse().ok()).map_or(Opponent::Any, Opponent::Level),
                    };
                })>
                    <option value="any">{move || w(StudyMsg::HistoryAnyone)}</option>
                    <option value="computer">{move || w(StudyMsg::HistoryComputer)}</option>
                    {(1..=xiangqi_engine::levels().len() as u8)
                        .map(|n| view! {
                            <option value=format!("level-{n}")>
                                {move || words::history_level(lang.get(), n)}
                            </option>
                        })
                        .collect_view()}
                    <option value="friend">{move || w(StudyMsg::HistoryFriend)}</option>
                    <option value="face-to-face">{move || w(StudyMsg::FaceToFace)}</option>
                </select>
                <select data-testid="history-result" aria-label=move || w(StudyMsg::HistoryResult) on:change=choose(|h, v| {
                    h.outcome = match v {
                        "won" => Outcome::Won,
                        "lost" => Outcome::Lost,
                        "drawn" => Outcome::Drawn,
                        "unfinished" => Outcome::Unfinished,
                        _ => Outcome::Any,
                    };
                })>
                    <option value="any">{move || w(StudyMsg::HistoryAnyResult)}</option>
                    <option value="won">{move || w(StudyMsg::HistoryWon)}</option>
                    <option value="lost">{move || w(StudyMsg::HistoryLost)}</option>
                    <option value="drawn">{move || w(StudyMsg::HistoryDrawn)}</option>
                    <option value="unfinished">{move || w(StudyMsg::Unfinished)}</option>
                </select>
                <select data-testid="history-colour" aria-label=move || w(StudyMsg::YourSide) on:change=choose(|h, v| {
                    h.colour = match v {
                        "red" => Some(Color::Red),
                        "black" => Some(Color::Black),
                        _ => None,
                    };
                })>
                    <option value="any">{move || w(StudyMsg::HistoryEitherSide)}</option>
                    <option value="red">{move || words::moves::color_word(lang.get(), Color::Red)}</option>
                    <option value="black">{move || words::moves::color_word(lang.get(), Color::Black)}</option>
                </select>
                <select data-testid="history-period" aria-label=move || w(StudyMsg::HistoryPeriod) on:change=choose(|h, v| {
                    let days = PERIODS.iter().find(|(name, _)| *name == v).map_or(0.0, |(_, d)| *d);
                    h.since = (days > 0.0).then(|| js_sys::Date::now() - days * 86_400_000.0);
                })>
                    <option value="all">{move || w(StudyMsg::HistoryAllTime)}</option>
                    <option value="week">{move || w(StudyMsg::HistoryWeek)}</option>
                    <option value="month">{move || w(StudyMsg::HistoryMonth)}</option>
                    <option value="year">{move || w(StudyMsg::HistoryYear)}</option>
                </select>
                <input
                    type="search"
                    data-testid="history-search"
                    placeholder=move || w(StudyMsg::HistorySearch)
                    aria-label=move || w(StudyMsg::HistorySearch)
                    on:focus=move |_| name_openings()
                    on:input=move |ev| {
                        name_openings();
                        let words = event_target_value(&ev);
                        filter.update(|h| h.words = words);
                    }
                />
            </div>
            <p class="history-count" data-testid="history-count" role="status">
                {move || {
                    let (n, of) = (total(), all());
                    if n == of {
                        words::history_count(lang.get(), n)
                    } else {
                        format!("{} / {}", n, of)
                    }
                }}
            </p>
            <div class="history-scroll" node_ref=scroller on:scroll=on_scroll>
                <ol
                    class="history-list"
                    data-testid="history-list"
                    data-count=move || total().to_string()
                    data-reading=move || reading().then_some("true")
                    style=move || format!("height: {}px", total() as f64 * ROW_PX)
                >
                    {rows}
                </ol>
                {move || (total() == 0 && !reading()).then(|| view! { <p class="no-moves">{w(if all() == 0 { StudyMsg::NoGames } else { StudyMsg::HistoryNoMatch })}</p> })}
            </div>
            <CloseRow />
        </Modal>
    }
}

/// One game's row, drawn at `place` in the list of `games`.
fn row(
    s: Dialogs,
    l: xiangqi_ui::model::Lang,
    place: usize,
    g: &SavedGame,
    games: RwSignal<Option<Vec<SavedGame>>>,
) -> impl IntoView {
    let key = g.key();
    let open_key = key.clone();
    let lang = s.lang;
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
    // The reason goes with the moves, so that the first line (the date
    // and the result) is never cut short on a phone.
    let moves = words::move_count(l, g.record.moves.len());
    let moves = if reason.is_empty() {
        moves
    } else {
        format!("{reason} · {moves}")
    };
    view! {
        <li class="history-row" style=format!("top: {}px", place as f64 * ROW_PX)>
            <button
                class="history-open"
                data-testid="history-open"
                data-result=g.record.result.as_str()
                on:click=move |_| {
                    s.send(DialogCommand::OpenHistory(open_key.clone()));
                }
            >
                <span class="history-when">{when}</span>
                <span class="history-who">{who}</span>
                <span class="history-result">{result}</span>
                <span class="history-moves">{moves}</span>
            </button>
            <button
                class="history-delete"
                class:armed=move || armed.get()
                data-testid="history-delete"
                aria-label=move || t(lang.get(), if armed.get() { StudyMsg::ConfirmDelete } else { StudyMsg::DeleteGame })
                on:click=move |_| {
                    if armed.get_untracked() {
                        s.send(DialogCommand::DeleteHistory(key.clone()));
                        // Gone from the list at once; the store follows.
                        games.update(|all| {
                            if let Some(all) = all {
                                all.retain(|g| g.key() != key);
                            }
                        });
                    } else {
                        armed.set(true);
                    }
                }
            >
                {move || if armed.get() { t(lang.get(), StudyMsg::ConfirmDelete) } else { "✕" }}
            </button>
        </li>
    }
}
