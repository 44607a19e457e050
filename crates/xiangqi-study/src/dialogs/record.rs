//! "Your record" (`data-testid="dialog-record"`): the player's own figures
//! drawn from what the device keeps (see
//! `xiangqi_model::player_record`): results against each opponent as
//! bars, the rating against the computer's levels over time with its
//! uncertainty as a band, the puzzle rating over time, and the accuracy
//! of the player's moves in the reviewed games against the computer.

use leptos::prelude::*;

use super::{CloseRow, Dialogs, Modal};
use xiangqi_ui::model::player_record::{player_record, Against, PlayerRecord, RatingPoint, Tally};
use xiangqi_ui::model::Lang;
use xiangqi_ui::web::database::{games as stored_games, reviews as stored_reviews};
use xiangqi_ui::web::storage;
use xiangqi_ui::words::catalog::fill;
use xiangqi_ui::words::{self, t, Part, StudyMsg};

/// The charts' drawing size (the SVG scales to the dialog's width).
const WIDTH: f64 = 320.0;
const HEIGHT: f64 = 120.0;

#[component]
pub fn Record() -> impl IntoView {
    let s = expect_context::<Dialogs>();
    let lang = s.lang;
    let record: RwSignal<Option<PlayerRecord>> = RwSignal::new(None);
    wasm_bindgen_futures::spawn_local(async move {
        let games = stored_games::all()
            .await
            .map(|(g, _)| g)
            .unwrap_or_default();
        let puzzles = storage::load_puzzle_progress().ok().flatten();
        let reviews = stored_reviews::all().await.unwrap_or_default();
        let figures = player_record(&games, puzzles.as_ref(), &reviews, |level| {
            xiangqi_engine::levels()
                .iter()
                .find(|l| l.number == level)
                .map(|l| f64::from(l.elo))
        });
        let _ = record.try_set(Some(figures));
    });
    let w = move |msg: StudyMsg| t(lang.get(), msg);
    let tallies = move || {
        record.with(|r| {
            let r = r.as_ref()?;
            Some(if r.tallies.is_empty() {
                view! { <p class="no-moves">{w(StudyMsg::RecordNoGames)}</p> }.into_any()
            } else {
                r.tallies
                    .iter()
                    .map(|(against, tally)| tally_row(s, *against, *tally))
                    .collect_view()
                    .into_any()
            })
        })
    };
    let rating = move || {
        record.with(|r| {
            let r = r.as_ref()?;
            Some(series(lang.get(), &r.rating, &RATING, |now| {
                fill(
                    lang.get(),
                    Part::Study,
                    "RecordRatingNow",
                    &[
                        ("rating", &now.rating.round()),
                        ("range", &(2.0 * now.deviation).round()),
                        ("games", &r.rating.len()),
                    ],
                )
            }))
        })
    };
    let puzzles = move || {
        record.with(|r| {
            let r = r.as_ref()?;
            Some(series(lang.get(), &r.puzzles, &PUZZLES, |now| {
                fill(
                    lang.get(),
                    Part::Study,
                    "RecordPuzzleNow",
                    &[
                        ("rating", &now.rating.round()),
                        ("attempts", &r.puzzles.len()),
                    ],
                )
            }))
        })
    };
    let accuracy = move || {
        record.with(|r| {
            let r = r.as_ref()?;
            Some(series(lang.get(), &r.accuracy, &ACCURACY, |now| {
                let mean =
                    r.accuracy.iter().map(|p| p.rating).sum::<f64>() / r.accuracy.len() as f64;
                fill(
                    lang.get(),
                    Part::Study,
                    "RecordAccuracyNow",
                    &[
                        ("last", &now.rating.round()),
                        ("mean", &mean.round()),
                        ("games", &r.accuracy.len()),
                    ],
                )
            }))
        })
    };
    view! {
        <Modal testid="dialog-record" title=Signal::derive(move || t(lang.get(), StudyMsg::YourRecord).to_string())>
            <section class="record-part">
                <h3>{move || w(StudyMsg::RecordResults)}</h3>
                <div class="record-tallies" data-testid="record-tallies">{tallies}</div>
            </section>
            <section class="record-part">
                <h3>{move || w(StudyMsg::RecordRating)}</h3>
                <p class="pref-why">{move || w(StudyMsg::RecordRatingAbout)}</p>
                {rating}
            </section>
            <section class="record-part">
                <h3>{move || w(StudyMsg::RecordPuzzles)}</h3>
                {puzzles}
            </section>
            <section class="record-part">
                <h3>{move || w(StudyMsg::RecordAccuracy)}</h3>
                <p class="pref-why">{move || w(StudyMsg::RecordAccuracyAbout)}</p>
                {accuracy}
            </section>
            <CloseRow />
        </Modal>
    }
}

/// How one of the record's figures over time is drawn.
struct Series {
    testid: &'static str,
    /// What is said before there is any point.
    empty: StudyMsg,
    /// Whether two deviations either side are drawn as a band.
    band: bool,
    /// A fixed scale, or one that fits the points.
    scale: Option<(f64, f64)>,
}

const RATING: Series = Series {
    testid: "record-rating",
    empty: StudyMsg::RecordNoRating,
    band: true,
    scale: None,
};
const PUZZLES: Series = Series {
    testid: "record-puzzles",
    empty: StudyMsg::RecordNoPuzzles,
    band: false,
    scale: None,
};
const ACCURACY: Series = Series {
    testid: "record-accuracy",
    empty: StudyMsg::RecordNoAccuracy,
    band: false,
    scale: Some((0.0, 100.0)),
};

/// `points` drawn as `how` says, under the words `said` gives for the
/// last point.
fn series(
    lang: Lang,
    points: &[RatingPoint],
    how: &Series,
    said: impl Fn(&RatingPoint) -> String,
) -> AnyView {
    match points.last() {
        None => view! { <p class="no-moves">{t(lang, how.empty)}</p> }.into_any(),
        Some(now) => {
            let said = said(now);
            view! {
                <p class="record-now">{said.clone()}</p>
                {chart(how, points, said, now.rating)}
            }
            .into_any()
        }
    }
}

/// One opponent's results: the name, the counts, and a bar of three parts.
fn tally_row(s: Dialogs, against: Against, tally: Tally) -> impl IntoView {
    let lang = s.lang;
    let name = move || match against {
        Against::Level(n) => words::history_level(lang.get(), n),
        Against::Friend => t(lang.get(), StudyMsg::HistoryFriend).to_string(),
        Against::FaceToFace => t(lang.get(), StudyMsg::FaceToFace).to_string(),
    };
    let counts = move || {
        fill(
            lang.get(),
            Part::Study,
            "RecordTally",
            &[
                ("won", &tally.won),
                ("drawn", &tally.drawn),
                ("lost", &tally.lost),
            ],
        )
    };
    let total = f64::from(tally.games().max(1));
    let part = |n: u32| WIDTH * f64::from(n) / total;
    let (won, drawn, lost) = (part(tally.won), part(tally.drawn), part(tally.lost));
    let id = match against {
        Against::Level(n) => format!("level-{n}"),
        Against::Friend => "friend".to_string(),
        Against::FaceToFace => "face-to-face".to_string(),
    };
    view! {
        <div
            class="record-tally"
            data-testid="record-tally"
            data-against=id
            data-won=tally.won
            data-drawn=tally.drawn
            data-lost=tally.lost
        >
            <span class="record-name">{name}</span>
            <span class="record-counts">{counts}</span>
            <svg class="record-bar" viewBox=format!("0 0 {WIDTH} 14") preserveAspectRatio="none" role="img" aria-label=counts>
                <rect class="won" x="0" y="0" width=won height="14" />
                <rect class="drawn" x=won y="0" width=drawn height="14" />
                <rect class="lost" x=won + drawn y="0" width=lost height="14" />
            </svg>
        </div>
    }
}

/// A figure over time: the line, and (with a band) two deviations either
/// side of it; `said` is its description for screen readers.
fn chart(how: &Series, points: &[RatingPoint], said: String, last: f64) -> impl IntoView {
    let (testid, band) = (how.testid, how.band);
    let low = points
        .iter()
        .map(|p| p.rating - if band { 2.0 * p.deviation } else { 0.0 })
        .fold(f64::INFINITY, f64::min);
    let high = points
        .iter()
        .map(|p| p.rating + if band { 2.0 * p.deviation } else { 0.0 })
        .fold(f64::NEG_INFINITY, f64::max);
    let (low, high) = if let Some(scale) = how.scale {
        scale
    } else if high - low < 100.0 {
        let mid = (high + low) / 2.0;
        (mid - 50.0, mid + 50.0)
    } else {
        (low, high)
    };
    let x = |i: usize| {
        if points.len() < 2 {
            WIDTH / 2.0
        } else {
            WIDTH * i as f64 / (points.len() - 1) as f64
        }
    };
    let y = |r: f64| HEIGHT - 4.0 - (HEIGHT - 8.0) * (r - low) / (high - low);
    let line: Vec<String> = points
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{:.1},{:.1}", x(i), y(p.rating)))
        .collect();
    let band_path = band.then(|| {
        let upper = points
            .iter()
            .enumerate()
            .map(|(i, p)| format!("{:.1},{:.1}", x(i), y(p.rating + 2.0 * p.deviation)));
        let lower = points
            .iter()
            .enumerate()
            .rev()
            .map(|(i, p)| format!("{:.1},{:.1}", x(i), y(p.rating - 2.0 * p.deviation)));
        upper.chain(lower).collect::<Vec<_>>().join(" ")
    });
    view! {
        <div class="record-chart">
            <span class="record-scale" aria-hidden="true">
                <span>{high.round()}</span>
                <span>{low.round()}</span>
            </span>
            <svg
                data-testid=testid
                data-points=points.len()
                data-last=last.round()
                viewBox=format!("0 0 {WIDTH} {HEIGHT}")
                preserveAspectRatio="none"
                role="img"
                aria-label=said
            >
                {band_path.map(|p| view! { <polygon class="record-band" points=p /> })}
                <polyline class="record-line" points=line.join(" ") />
            </svg>
        </div>
    }
}
