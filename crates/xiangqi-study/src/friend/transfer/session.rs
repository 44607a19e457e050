//! Moving the player's data between their own devices, carried out: the
//! handshake (the same codes as a live game, of their own kinds), then the
//! backup file's text sent in parts (see
//! `xiangqi_model::backup::transfer`) and merged on the receiving device
//! as a restored backup is. The sending device changes nothing of its own.

use leptos::prelude::*;
use xiangqi_ui::model::backup::transfer::{
    messages, Incoming, Received, TransferError, TransferMessage,
};
use xiangqi_ui::model::backup::{BackupError, Merged};
use xiangqi_ui::model::remote::CodeKind;
use xiangqi_ui::web::storage;
use xiangqi_ui::words::StudyMsg;

use crate::backup_file::{self, NotRestored};
use crate::friend::peer::{code, read_code, Peer, PeerEvent};
use crate::friend::session::Friend;
use crate::friend::words;

/// The most bytes left waiting in the channel before the sender pauses:
/// browsers close a channel whose buffer passes 16 MB.
const HIGH_WATER: u32 = 1024 * 1024;

/// Where moving the data stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The choice: send from this device, or receive on it.
    Choose,
    /// This device will receive: the sending device's code is awaited.
    ToReceive,
    /// Gathering this device's addresses.
    Working,
    /// This device sends: its code is shown, the answer awaited.
    Offered(String),
    /// This device receives: its answer is shown, the connection awaited.
    Answered(String),
    /// Parts `done` of `total` are sent.
    Sending { done: usize, total: usize },
    /// Parts `done` of `total` have arrived.
    Receiving { done: usize, total: usize },
    /// Everything is in; it is being merged here.
    Merging,
    /// The other device merged everything: what it added.
    Sent(Merged),
    /// Everything was merged here: what it added.
    Received(Merged),
    /// It stopped: why, in words. Nothing was changed on the receiver.
    Failed(String),
}

impl Step {
    /// The step's name for the browser tests (`data-step`).
    pub fn name(&self) -> &'static str {
        match self {
            Step::Choose => "choose",
            Step::ToReceive => "to-receive",
            Step::Working => "working",
            Step::Offered(_) => "offered",
            Step::Answered(_) => "answered",
            Step::Sending { .. } => "sending",
            Step::Receiving { .. } => "receiving",
            Step::Merging => "merging",
            Step::Sent(_) => "sent",
            Step::Received(_) => "received",
            Step::Failed(_) => "failed",
        }
    }

    /// Whether the transfer is over, well or not.
    fn is_over(&self) -> bool {
        matches!(self, Step::Sent(_) | Step::Received(_) | Step::Failed(_))
    }
}

/// The transfer's handles (cheap to copy).
#[derive(Clone, Copy)]
pub struct Transfer {
    pub f: Friend,
    pub step: RwSignal<Step>,
    /// The parts moved and their number, as last seen (kept after the end).
    pub moved: RwSignal<(usize, usize)>,
    /// Why the last pasted or scanned code cannot be used.
    pub said: RwSignal<Option<String>>,
    peer: StoredValue<Option<Peer>, LocalStorage>,
    incoming: StoredValue<Incoming, LocalStorage>,
}

impl Transfer {
    pub fn new(f: Friend) -> Transfer {
        Transfer {
            f,
            step: RwSignal::new(Step::Choose),
            moved: RwSignal::new((0, 0)),
            said: RwSignal::new(None),
            peer: StoredValue::new_local(None),
            incoming: StoredValue::new_local(Incoming::new()),
        }
    }

    /// This device sends: its code is made.
    pub fn send(&self) {
        self.step.set(Step::Working);
        let t = *self;
        wasm_bindgen_futures::spawn_local(async move {
            let stun = storage::load_stun();
            match Peer::invite(stun.as_deref(), move |e| t.on_sending_peer(e)).await {
                Ok((peer, sdp)) => {
                    t.peer.set_value(Some(peer));
                    t.step.set(Step::Offered(code(CodeKind::DataOffer, sdp)));
                }
                Err(e) => t.failed_to_connect(&e),
            }
        });
    }

    /// This device will receive: the field for the sender's code.
    pub fn await_code(&self) {
        self.step.set(Step::ToReceive);
    }

    /// This device receives: answers the sending device's code `text`.
    pub fn receive(&self, text: &str) {
        let offer = match read_code(text, CodeKind::DataOffer) {
            Ok(offer) => offer,
            Err(why) => return self.bad_code(&why),
        };
        self.incoming.set_value(Incoming::new());
        self.said.set(None);
        self.step.set(Step::Working);
        let t = *self;
        wasm_bindgen_futures::spawn_local(async move {
            let stun = storage::load_stun();
            match Peer::join(&offer, stun.as_deref(), move |e| t.on_receiving_peer(e)).await {
                Ok((peer, sdp)) => {
                    t.peer.set_value(Some(peer));
                    t.step.set(Step::Answered(code(CodeKind::DataAnswer, sdp)));
                }
                Err(e) => t.failed_to_connect(&e),
            }
        });
    }

    /// The sending device takes the receiving device's answer `text`.
    pub fn connect(&self, text: &str) {
        let answer = match read_code(text, CodeKind::DataAnswer) {
            Ok(answer) => answer,
            Err(why) => return self.bad_code(&why),
        };
        self.said.set(None);
        let t = *self;
        wasm_bindgen_futures::spawn_local(async move {
            let accept = t
                .peer
                .with_value(|p| p.as_ref().map(|p| p.accept_later(answer)));
            if let Some(accept) = accept {
                if let Err(e) = accept.await {
                    t.failed_to_connect(&e);
                }
            }
        });
    }

    /// Back to the choice, closing any connection.
    pub fn cancel(&self) {
        self.peer.set_value(None);
        self.said.set(None);
        self.step.set(Step::Choose);
    }

    fn on_sending_peer(&self, event: PeerEvent) {
        match event {
            PeerEvent::Open => {
                let t = *self;
                wasm_bindgen_futures::spawn_local(async move { t.send_all().await });
            }
            PeerEvent::Message(text) => match TransferMessage::decode(&text) {
                Some(TransferMessage::Received(merged)) => self.finish(Step::Sent(merged)),
                Some(TransferMessage::Refused) => {
                    self.finish(Step::Failed(self.f.w("transfer-refused")))
                }
                _ => {}
            },
            PeerEvent::Closed => self.closed(),
        }
    }

    /// Sends everything this device holds, in parts, pausing while the
    /// channel's buffer is full.
    async fn send_all(&self) {
        let Some(text) = backup_file::text(js_sys::Date::now()).await else {
            return self.finish(Step::Failed(
                self.f.study.t(StudyMsg::BackupFailed).to_string(),
            ));
        };
        let lines = messages(&text);
        let total = lines.len() - 1;
        for (i, line) in lines.iter().enumerate() {
            while self.peer.with_value(|p| p.as_ref().map(Peer::buffered)) > Some(HIGH_WATER) {
                gloo_timers::future::TimeoutFuture::new(20).await;
            }
            let sent = self
                .peer
                .with_value(|p| p.as_ref().is_some_and(|p| p.send(line)));
            if !sent {
                return self.closed();
            }
            self.step.set(Step::Sending { done: i, total });
            self.moved.set((i, total));
        }
    }

    fn on_receiving_peer(&self, event: PeerEvent) {
        match event {
            PeerEvent::Open => self.step.set(Step::Receiving { done: 0, total: 0 }),
            PeerEvent::Message(text) => self.take(&text),
            PeerEvent::Closed => self.closed(),
        }
    }

    /// One message from the sending device.
    fn take(&self, text: &str) {
        if self
            .step
            .with_untracked(|s| s.is_over() || *s == Step::Merging)
        {
            return;
        }
        match self.incoming.try_update_value(|i| i.take(text)) {
            Some(Ok(Received::Progress { done, total })) => {
                self.step.set(Step::Receiving { done, total });
                self.moved.set((done, total));
            }
            Some(Ok(Received::Complete(whole))) => {
                self.moved.update(|m| m.0 = m.1);
                self.step.set(Step::Merging);
                let t = *self;
                wasm_bindgen_futures::spawn_local(async move { t.merge(whole).await });
            }
            Some(Err(why)) => self.refuse(self.transfer_error(why)),
            None => {}
        }
    }

    /// Merges what arrived into this device's data, and says so to both.
    async fn merge(&self, text: String) {
        let result = match backup_file::restore(text).await {
            Ok(merged) => Ok(merged),
            Err(NotRestored::NotStored) => Err(self.f.study.t(StudyMsg::BackupFailed).to_string()),
            Err(NotRestored::Unreadable(why)) => Err(self.backup_error(why)),
        };
        match result {
            Ok(merged) => {
                self.answer(&TransferMessage::Received(merged));
                self.finish(Step::Received(merged));
            }
            Err(why) => self.refuse(why),
        }
    }

    /// Stops taking the data: the sender is told, nothing is changed here.
    fn refuse(&self, why: String) {
        self.answer(&TransferMessage::Refused);
        self.finish(Step::Failed(
            self.f.w_with("transfer-bad-data", &[("why", why)]),
        ));
    }

    fn answer(&self, message: &TransferMessage) {
        self.peer
            .with_value(|p| p.as_ref().map(|p| p.send(&message.encode())));
    }

    /// Ends the transfer at `step`; the connection is closed after a
    /// moment, so that a last message still leaves.
    fn finish(&self, step: Step) {
        self.step.set(step);
        let t = *self;
        gloo_timers::callback::Timeout::new(1_000, move || {
            t.peer.try_set_value(None);
        })
        .forget();
    }

    /// The connection closed: the end if the transfer was over, else a
    /// failure that says how far it came.
    fn closed(&self) {
        self.peer.try_set_value(None);
        let key = match self.step.get_untracked() {
            step if step.is_over() => return,
            Step::Sending { done, total } if done == total => "transfer-unconfirmed",
            _ => "transfer-closed",
        };
        self.step.set(Step::Failed(self.f.w(key)));
    }

    fn failed_to_connect(&self, e: &wasm_bindgen::JsValue) {
        let why = e
            .as_string()
            .or_else(|| {
                js_sys::Reflect::get(e, &"message".into())
                    .ok()
                    .and_then(|m| m.as_string())
            })
            .unwrap_or_default();
        self.peer.set_value(None);
        self.step
            .set(Step::Failed(self.f.w_with("live-failed", &[("why", why)])));
    }

    fn bad_code(&self, why: &xiangqi_ui::model::remote::CodeError) {
        let why = words::code_error(self.f.lang(), why);
        self.said
            .set(Some(self.f.w_with("live-bad-code", &[("why", why)])));
    }

    fn transfer_error(&self, why: TransferError) -> String {
        self.f.w(match why {
            TransferError::Unexpected => "transfer-why-unexpected",
            TransferError::TooLarge => "transfer-why-too-large",
            TransferError::NotAsAnnounced => "transfer-why-not-as-announced",
        })
    }

    fn backup_error(&self, why: BackupError) -> String {
        self.f.w(match why {
            BackupError::NotJson | BackupError::Foreign => "transfer-why-foreign",
            BackupError::Newer(_) => "transfer-why-newer",
            BackupError::Broken => "transfer-why-broken",
        })
    }
}
