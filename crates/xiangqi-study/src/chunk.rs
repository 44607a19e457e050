//! Parts of these screens downloaded only when the player reaches them: a
//! dialog, the backup file's code. The page's program is cut at functions
//! marked `#[wasm_split(<part>, fallible)]` (see the page's `chunks.rs`
//! for the screens themselves); calling one downloads its chunk the first
//! time, and a chunk that cannot be had is a [`ChunkMissing`], tried
//! again at the next call.

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;
use wasm_split_helpers::SplitLoaderError;
use xiangqi_ui::model::Lang;
use xiangqi_ui::words::{t, StudyMsg};

/// A chunk of the program could not be downloaded.
#[derive(Debug)]
pub struct ChunkMissing;

impl From<SplitLoaderError> for ChunkMissing {
    fn from(_: SplitLoaderError) -> ChunkMissing {
        ChunkMissing
    }
}

/// Work a chunk hands back to be awaited: the future's code is the
/// chunk's own.
pub type ChunkWork<T> = Pin<Box<dyn Future<Output = T>>>;

/// The view that `load` (the call of a split function making a view)
/// makes, drawn once its chunk is there; `missing` is drawn instead if
/// the chunk cannot be had. Both are made under the owner of the place
/// they are drawn in, so that they find its context. Until then nothing is
/// drawn (whatever was there before goes at once), and if that place is
/// redrawn meanwhile the view is not made at all.
pub fn lazy_view(
    load: impl Future<Output = Result<AnyView, ChunkMissing>> + 'static,
    missing: impl FnOnce() -> AnyView + 'static,
) -> AnyView {
    let ready = RwSignal::new(false);
    let made: StoredValue<Option<AnyView>, LocalStorage> = StoredValue::new_local(None);
    leptos::task::spawn_local_scoped_with_cancellation(async move {
        let view = match load.await {
            Ok(view) => view,
            Err(ChunkMissing) => missing(),
        };
        if made.try_set_value(Some(view)).is_none() {
            ready.try_set(true);
        }
    });
    (move || {
        ready.get();
        made.try_update_value(Option::take).flatten()
    })
    .into_any()
}

/// What a part of a screen shows in its place when its chunk cannot be
/// had (`data-testid="part-unavailable"`), in the language `lang` says.
pub fn part_unavailable(lang: Memo<Lang>) -> AnyView {
    view! {
        <p class="field-error" role="alert" data-testid="part-unavailable">
            {move || t(lang.get(), StudyMsg::PartUnavailable)}
        </p>
    }
    .into_any()
}
