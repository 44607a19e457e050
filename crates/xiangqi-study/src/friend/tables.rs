//! The endgame tables for a game between two devices: the AI worker is
//! asked once about each position a game's model names (see
//! `xiangqi_model::remote`'s theoretical draw), and its verdicts come back
//! as "drawn or not" for a position.

use leptos::prelude::*;
use xiangqi_tablebase::Wdl;
use xiangqi_ui::ai::{AiBridge, AiEvent};

/// Asks the tables; cheap to copy.
#[derive(Clone, Copy)]
pub struct TablesAsk {
    bridge: StoredValue<Option<AiBridge>, LocalStorage>,
    /// The last position asked about.
    asked: StoredValue<Option<String>>,
}

impl TablesAsk {
    /// A way to ask the tables; each verdict goes to `on_verdict` as the
    /// position's FEN and whether it is drawn. The worker starts at the
    /// first question.
    pub fn new(on_verdict: impl Fn(String, bool) + 'static) -> TablesAsk {
        let bridge = AiBridge::new(move |event| {
            if let AiEvent::Ending { fen, verdict, .. } = event {
                on_verdict(fen, verdict.is_some_and(|v| v.result == Wdl::Draw));
            }
        });
        TablesAsk {
            bridge: StoredValue::new_local(Some(bridge)),
            asked: StoredValue::new(None),
        }
    }

    /// Asks about `fen` (what the game's model names, if anything), unless
    /// it was the last position asked about.
    pub fn ask(&self, fen: Option<String>) {
        let Some(fen) = fen else {
            return;
        };
        if self.asked.get_value().as_ref() != Some(&fen) {
            self.asked.set_value(Some(fen.clone()));
            self.bridge.with_value(|b| {
                if let Some(b) = b {
                    b.probe(&fen, false);
                }
            });
        }
    }
}
