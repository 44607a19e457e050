//! The opening the game has entered, above the move list: its ECCO code
//! and name in the page's language ("C00 中炮对屏风马", "C00 Central Cannon
//! vs Screen Horses").
//!
//! The classification table is not in the page's module: the files worker
//! (loaded after the first paint) names the opening from the moves, and
//! the answer is shown when it comes. Only games from the usual start
//! position have an opening.

use leptos::prelude::*;
use xiangqi::Position;
use xiangqi_files::protocol::{OpeningAnswer, OpeningName, OpeningQuestion};
use xiangqi_ui::model::Lang;
use xiangqi_ui::web::json;

use crate::session::Session;

/// How many plies are sent: every defining line is far shorter, and the
/// name cannot change after this.
const PLIES_SENT: usize = 60;

/// The opening's code and name, once the files worker has named it.
#[component]
pub fn OpeningLine() -> impl IntoView {
    let s = expect_context::<Session>();
    // The first moves of a game from the start position (`None` otherwise).
    let moves = Memo::new(move |_| {
        s.table.with(|t| {
            let game = t.game();
            let standard = game.start().to_fen() == Position::startpos().to_fen();
            standard.then(|| {
                game.moves()
                    .iter()
                    .take(PLIES_SENT)
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
            })
        })
    });
    let opening = RwSignal::new(None::<OpeningName>);
    // Answers to an earlier question are ignored.
    let asked = StoredValue::new(0u32);
    Effect::new(move |_| {
        let Some(moves) = moves.get().filter(|m| !m.is_empty()) else {
            opening.set(None);
            return;
        };
        let question = asked.get_value().wrapping_add(1);
        asked.set_value(question);
        xiangqi_ui::files::request_json(
            move |id| json::write(&OpeningQuestion::Opening { id, moves }),
            move |answer| {
                if asked.get_value() != question {
                    return;
                }
                let answer = answer.and_then(|text| json::read(&text));
                match answer {
                    Some(OpeningAnswer::Opening { opening: name, .. }) => opening.set(name),
                    None => opening.set(None),
                }
            },
        );
    });
    move || {
        opening.get().map(|o| {
            // A name the worker left empty falls back to its source.
            let name = match s.lang.get() {
                Lang::Zh => &o.zh,
                Lang::ZhHant if !o.zh_hant.is_empty() => &o.zh_hant,
                Lang::ZhHant => &o.zh,
                Lang::Vi if !o.vi.is_empty() => &o.vi,
                Lang::En | Lang::Vi => &o.en,
            }
            .clone();
            view! {
                <p class="opening" data-testid="opening" data-code=o.code.clone()>
                    <span class="opening-code">{o.code.clone()}</span>
                    " "
                    <span class="opening-name">{name}</span>
                </p>
            }
        })
    }
}
