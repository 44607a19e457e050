//! A direct connection to the other device: a WebRTC data channel,
//! introduced by hand. Each side's session description is gathered whole
//! (every candidate address in it, no trickling) so that one code each
//! way is enough. No server is contacted unless the player names a STUN
//! server.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelEvent, RtcIceGatheringState,
    RtcIceServer, RtcPeerConnection, RtcSdpType, RtcSessionDescriptionInit,
};
use xiangqi_ui::model::remote::{CodeError, CodeKind, ConnectionCode};

/// What the connection reports.
#[derive(Clone, Debug, PartialEq)]
pub enum PeerEvent {
    /// The channel is open: messages can flow.
    Open,
    /// A message from the other device (not yet trusted).
    Message(String),
    /// The channel closed or the connection failed.
    Closed,
}

/// How long to wait for the addresses to be gathered, in ms.
const GATHER_LIMIT_MS: u32 = 5_000;

type OnEvent = Rc<dyn Fn(PeerEvent)>;

/// One direct connection; closed when dropped.
pub struct Peer {
    connection: RtcPeerConnection,
    channel: Rc<RefCell<Option<RtcDataChannel>>>,
    /// The handlers the browser calls, kept as long as the connection.
    _handlers: Vec<Closure<dyn FnMut(JsValue)>>,
}

impl Drop for Peer {
    fn drop(&mut self) {
        if let Some(channel) = self.channel.borrow().as_ref() {
            channel.set_onclose(None);
            channel.set_onmessage(None);
            channel.set_onopen(None);
            channel.close();
        }
        self.connection.set_ondatachannel(None);
        self.connection.close();
    }
}

impl Peer {
    fn new(stun: Option<&str>, on_event: OnEvent) -> Result<Peer, JsValue> {
        let config = RtcConfiguration::new();
        let servers = js_sys::Array::new();
        if let Some(url) = stun.filter(|u| !u.trim().is_empty()) {
            let server = RtcIceServer::new();
            server.set_urls_str(url.trim());
            servers.push(&server);
        }
        config.set_ice_servers(&servers);
        let connection = RtcPeerConnection::new_with_configuration(&config)?;
        let channel = Rc::new(RefCell::new(None::<RtcDataChannel>));
        let mut handlers = Vec::new();
        // The joining side receives the channel the inviting side made.
        let slot = channel.clone();
        let events = on_event.clone();
        let on_channel = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            if let Ok(e) = e.dyn_into::<RtcDataChannelEvent>() {
                let channel = e.channel();
                hook(&channel, events.clone());
                *slot.borrow_mut() = Some(channel);
            }
        });
        connection.set_ondatachannel(Some(on_channel.as_ref().unchecked_ref()));
        handlers.push(on_channel);
        Ok(Peer {
            connection,
            channel,
            _handlers: handlers,
        })
    }

    /// The inviting side: a connection with its channel, and the offer
    /// (SDP) to send.
    pub async fn invite(
        stun: Option<&str>,
        on_event: impl Fn(PeerEvent) + 'static,
    ) -> Result<(Peer, String), JsValue> {
        let on_event: OnEvent = Rc::new(on_event);
        let peer = Peer::new(stun, on_event.clone())?;
        let channel = peer.connection.create_data_channel("game");
        hook(&channel, on_event);
        *peer.channel.borrow_mut() = Some(channel);
        let offer = JsFuture::from(peer.connection.create_offer()).await?;
        let sdp = sdp_of(&offer)?;
        peer.set_local(RtcSdpType::Offer, &sdp).await?;
        let gathered = peer.gathered().await?;
        Ok((peer, gathered))
    }

    /// The joining side: a connection answering `offer`, and the answer
    /// (SDP) to send back.
    pub async fn join(
        offer: &str,
        stun: Option<&str>,
        on_event: impl Fn(PeerEvent) + 'static,
    ) -> Result<(Peer, String), JsValue> {
        let peer = Peer::new(stun, Rc::new(on_event))?;
        let remote = RtcSessionDescriptionInit::new(RtcSdpType::Offer);
        remote.set_sdp(offer);
        JsFuture::from(peer.connection.set_remote_description(&remote)).await?;
        let answer = JsFuture::from(peer.connection.create_answer()).await?;
        let sdp = sdp_of(&answer)?;
        peer.set_local(RtcSdpType::Answer, &sdp).await?;
        let gathered = peer.gathered().await?;
        Ok((peer, gathered))
    }

    /// The inviting side takes the joining side's answer (a future that
    /// holds no borrow of this connection).
    pub fn accept_later(
        &self,
        answer: String,
    ) -> impl std::future::Future<Output = Result<(), JsValue>> + 'static {
        let connection = self.connection.clone();
        async move {
            let remote = RtcSessionDescriptionInit::new(RtcSdpType::Answer);
            remote.set_sdp(&answer);
            JsFuture::from(connection.set_remote_description(&remote)).await?;
            Ok(())
        }
    }

    /// Sends `text`; false if the channel is not open.
    pub fn send(&self, text: &str) -> bool {
        self.channel
            .borrow()
            .as_ref()
            .is_some_and(|c| c.send_with_str(text).is_ok())
    }

    /// The bytes sent but not yet on their way (0 without a channel): a
    /// long sender waits while it is high, since a browser closes a
    /// channel whose buffer overflows.
    pub fn buffered(&self) -> u32 {
        self.channel
            .borrow()
            .as_ref()
            .map_or(0, RtcDataChannel::buffered_amount)
    }

    async fn set_local(&self, kind: RtcSdpType, sdp: &str) -> Result<(), JsValue> {
        let local = RtcSessionDescriptionInit::new(kind);
        local.set_sdp(sdp);
        JsFuture::from(self.connection.set_local_description(&local)).await?;
        Ok(())
    }

    /// The local description once every address is in it (or after
    /// [`GATHER_LIMIT_MS`] with what has been found).
    async fn gathered(&self) -> Result<String, JsValue> {
        let mut waited = 0;
        while self.connection.ice_gathering_state() != RtcIceGatheringState::Complete
            && waited < GATHER_LIMIT_MS
        {
            gloo_timers::future::TimeoutFuture::new(100).await;
            waited += 100;
        }
        self.connection
            .local_description()
            .map(|d| d.sdp())
            .ok_or_else(|| JsValue::from_str("no local description"))
    }
}

/// Whether this browser can open a direct connection at all: some (a
/// WebKitGTK built without WebRTC, privacy-hardened browsers) have no
/// `RTCPeerConnection`, and are told so rather than offered a button
/// that does nothing.
pub fn can_connect() -> bool {
    web_sys::window().is_some_and(|w| {
        js_sys::Reflect::get(&w, &JsValue::from_str("RTCPeerConnection"))
            .is_ok_and(|c| c.is_function())
    })
}

/// The code of `kind` that carries `description`, made now.
pub fn code(kind: CodeKind, description: String) -> String {
    ConnectionCode {
        kind,
        description,
        made_at: now_s(),
    }
    .encode()
}

/// The session description in the pasted or scanned code `text`, which
/// should be of `kind`.
pub fn read_code(text: &str, kind: CodeKind) -> Result<String, CodeError> {
    ConnectionCode::decode(text, kind, now_s()).map(|code| code.description)
}

fn now_s() -> u64 {
    (js_sys::Date::now() / 1000.0) as u64
}

/// The `sdp` of a description the browser made.
fn sdp_of(description: &JsValue) -> Result<String, JsValue> {
    js_sys::Reflect::get(description, &"sdp".into())?
        .as_string()
        .ok_or_else(|| JsValue::from_str("a description without SDP"))
}

/// Reports `channel`'s opening, messages and closing to `on_event`.
fn hook(channel: &RtcDataChannel, on_event: OnEvent) {
    let events = on_event.clone();
    let on_open = Closure::<dyn FnMut(JsValue)>::new(move |_| events(PeerEvent::Open));
    channel.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    on_open.forget();
    let events = on_event.clone();
    let on_message = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
        // Only text is read; anything else from the peer is dropped.
        if let Some(text) = e
            .dyn_into::<MessageEvent>()
            .ok()
            .and_then(|e| e.data().as_string())
        {
            events(PeerEvent::Message(text));
        }
    });
    channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_close = Closure::<dyn FnMut(JsValue)>::new(move |_| on_event(PeerEvent::Closed));
    channel.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    on_close.forget();
}
