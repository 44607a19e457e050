//! The live game's panels: setting a game up (side, clocks, an optional
//! STUN server, or joining with a friend's code), the handshake's codes,
//! and the game itself.

use leptos::prelude::*;
use xiangqi::{Color, TimeControl};
use xiangqi_ui::web::storage;

use super::session::{Live, Stage};
use crate::friend::fields::{BackToGame, CodeField};
use crate::friend::qr::QrImage;

/// The clocks a live game may have: the text the time-control reader
/// takes, or none.
const CLOCKS: [&str; 4] = ["", "5+3", "10+5", "15+10"];

/// Setting a live game up, or joining one.
#[component]
pub fn LiveSetup() -> impl IntoView {
    let live = expect_context::<Live>();
    let f = live.f;
    let side = RwSignal::new(Color::Red);
    let clock = RwSignal::new(String::new());
    let stun = RwSignal::new(storage::load_stun().unwrap_or_default());
    let invite = move |_| {
        storage::save(storage::FRIEND_STUN, &stun.get_untracked());
        let control = clock
            .get_untracked()
            .parse::<TimeControl>()
            .unwrap_or(TimeControl::UNLIMITED);
        live.invite(side.get_untracked(), control);
    };
    let side_button = move |color: Color, key: &'static str, testid: &'static str| {
        view! {
            <button
                data-testid=testid
                aria-pressed=move || (side.get() == color).to_string()
                class:primary=move || side.get() == color
                on:click=move |_| side.set(color)
            >
                {move || f.w(key)}
            </button>
        }
    };
    if !crate::friend::peer::can_connect() {
        return view! {
            <section class="lesson-part friend-live" data-testid="live-setup">
                <h2>{move || f.w("live-title")}</h2>
                <p class="lesson-intro" role="note" data-testid="live-unavailable">{move || f.w("live-unavailable")}</p>
            </section>
        }
        .into_any();
    }
    view! {
        <section class="lesson-part friend-live" data-testid="live-setup">
            <h2>{move || f.w("live-title")}</h2>
            <p class="lesson-intro">{move || f.w("live-intro")}</p>
            <p class="friend-field-label">{move || f.w("live-side")}</p>
            <div class="lesson-forward-buttons" role="group">
                {side_button(Color::Red, "you-red", "live-red")}
                {side_button(Color::Black, "you-black", "live-black")}
            </div>
            <label class="friend-link-label">
                {move || f.w("live-clock")}
                <select data-testid="live-clock" on:change=move |e| clock.set(event_target_value(&e))>
                    {CLOCKS
                        .iter()
                        .map(|c| {
                            let label = *c;
                            view! {
                                <option value=label>
                                    {move || if label.is_empty() { f.w("live-unlimited") } else { label.to_string() }}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            // Most players never need a STUN server: it sits folded away,
            // explained by what it is for.
            <details class="friend-advanced" data-testid="live-advanced" open=!stun.get_untracked().is_empty()>
                <summary>{move || f.w("live-advanced")}</summary>
                <p class="lesson-intro">{move || f.w("live-stun-why")}</p>
            <label class="friend-link-label">
                {move || f.w("live-stun")}
                <input
                    type="text"
                    data-testid="live-stun"
                    placeholder="stun:stun.example.org:3478"
                    prop:value=move || stun.get()
                    on:input=move |e| stun.set(event_target_value(&e))
                />
            </label>
            </details>
            <div class="lesson-forward-buttons">
                <button class="primary" data-testid="live-invite" on:click=invite>
                    {move || f.w("live-invite")}
                </button>
            </div>
            <CodeField
                label="live-join-label"
                field="live-paste"
                button="live-join"
                action="live-join"
                on_send=Callback::new(move |text: String| {
                    storage::save(storage::FRIEND_STUN, &stun.get_untracked());
                    live.join(&text);
                })
            />
        </section>
    }
    .into_any()
}

/// The code this device shows, and (when it invited) where the answer
/// goes.
#[component]
pub fn Handshake() -> impl IntoView {
    let live = expect_context::<Live>();
    let f = live.f;
    let shown = Memo::new(move |_| match live.stage.get() {
        Stage::Invited(code) | Stage::Answered(code) => code,
        _ => String::new(),
    });
    let invited = move || matches!(live.stage.get(), Stage::Invited(_));
    let copy = move |_| {
        let _ = xiangqi_ui::web::clipboard::write(&shown.get_untracked());
    };
    // Each new step of the handshake is brought into view: its top, and
    // then, when this device waits for the answer, the button that sends
    // it (on a small phone the step is taller than the screen by a few
    // pixels, and the button is what the player must reach next).
    let section = NodeRef::<leptos::html::Section>::new();
    Effect::new(move |_| {
        let _ = shown.get();
        let Some(el) = section.get() else { return };
        el.scroll_into_view();
        if invited() {
            if let Ok(Some(send)) = el.query_selector(".friend-code-send") {
                let nearest = web_sys::ScrollIntoViewOptions::new();
                nearest.set_block(web_sys::ScrollLogicalPosition::Nearest);
                send.scroll_into_view_with_scroll_into_view_options(&nearest);
            }
        }
    });
    view! {
        <section class="friend-share" data-testid="live-handshake" node_ref=section>
            {move || match live.stage.get() {
                Stage::Working => view! { <p class="lesson-task">{f.w("live-connecting")}</p> }.into_any(),
                Stage::Invited(_) => view! { <p class="lesson-task">{f.w("live-your-code")}</p> }.into_any(),
                _ => view! { <p class="lesson-task">{f.w("live-your-answer")}</p> }.into_any(),
            }}
            <label class="friend-link-label">
                {move || f.w("live-code-label")}
                <textarea data-testid="live-code" rows="3" readonly prop:value=move || shown.get()></textarea>
            </label>
            <div class="dialog-buttons">
                <button class="primary" data-testid="live-copy" on:click=copy>{move || f.w("copy-code")}</button>
                <button data-testid="live-cancel" on:click=move |_| live.cancel()>{move || f.w("live-cancel")}</button>
            </div>
            // The next step (the friend's answer) comes before the QR code,
            // so that it is in view on a phone without scrolling.
            {move || invited().then(|| view! {
                <CodeField
                    label="live-answer-label"
                    field="live-answer"
                    button="live-connect"
                    action="live-connect"
                    primary=true
                    on_send=Callback::new(move |text: String| live.connect(&text))
                />
            })}
            <QrImage text=Signal::derive(move || shown.get()) label=Signal::derive(move || f.w("qr-label")) />
        </section>
    }
}

/// The live game's panel: both clocks, whose move, the offers and
/// questions between the players, and the connection.
#[component]
pub fn LivePanel() -> impl IntoView {
    let live = expect_context::<Live>();
    let f = live.f;
    let me = move || {
        live.game
            .with(|g| g.as_ref().map_or(Color::Red, |g| g.me()))
    };
    let clock = move |color: Color| {
        live.game.with(|g| {
            let g = g.as_ref()?;
            if g.control() == TimeControl::UNLIMITED {
                return None;
            }
            let (clocks, at) = g.clocks(live.now.get());
            Some(clocks.display(color, at))
        })
    };
    let clock_row = move |mine: bool| {
        let color = move || if mine { me() } else { me().other() };
        let who = if mine { "live-you" } else { "live-friend" };
        let testid = if mine {
            "live-clock-mine"
        } else {
            "live-clock-theirs"
        };
        move || {
            clock(color()).map(|text| {
                let running = live.game.with(|g| {
                    g.as_ref()
                        .is_some_and(|g| !g.game().is_over() && g.game().side_to_move() == color())
                });
                view! {
                    <p class="friend-clock" class:running=running data-testid=testid>
                        <span>{f.w(who)}</span>
                        <span class="friend-clock-time">{text}</span>
                    </p>
                }
            })
        }
    };
    let over = move || {
        live.game
            .with(|g| g.as_ref().is_some_and(|g| g.game().is_over()))
    };
    let connected = move || live.stage.get() == Stage::Connected;
    let offered_to_me = move || {
        live.game.with(|g| {
            g.as_ref().is_some_and(|g| {
                !g.game().is_over()
                    && g.offers()
                        .pending()
                        .is_some_and(|o| o.by != g.me() && o.moved)
            })
        })
    };
    let asked_me = move || {
        live.game.with(|g| {
            g.as_ref()
                .and_then(|g| g.takeback_asked_by().map(|by| by != g.me()))
                .unwrap_or(false)
        })
    };
    let i_asked = move || {
        live.game.with(|g| {
            g.as_ref()
                .and_then(|g| g.takeback_asked_by().map(|by| by == g.me()))
                .unwrap_or(false)
        })
    };
    // The handshake's part of the panel is drawn again only when the
    // stage itself changes (not when a code is re-sent unchanged).
    let stage = Memo::new(move |_| live.stage.get());
    let status = move || {
        live.game.with(|g| {
            let g = g.as_ref()?;
            Some(if g.game().is_over() {
                String::new()
            } else if g.my_turn() {
                f.w("your-move")
            } else if i_asked() {
                f.w("live-takeback-waiting")
            } else {
                f.w("turn-theirs")
            })
        })
    };
    view! {
        <aside class="panel lesson-panel friend-panel" data-testid="live-panel">
            <header class="analysis-head">
                <h2>{move || f.w(if me() == Color::Red { "you-red" } else { "you-black" })}</h2>
                <span class="friend-connection" data-testid="live-connection" data-connected=move || connected().to_string()>
                    {move || connected().then(|| f.w("live-connected"))}
                </span>
            </header>
            {clock_row(false)}
            <p class="lesson-task" data-testid="friend-status">{status}</p>
            {clock_row(true)}
            <crate::friend::moves::FriendMoves game=Signal::derive(move || {
                live.game.with(|g| g.as_ref().map(|g| g.game().clone()))
            }) />
            <p class="lesson-feedback friend-said" data-testid="friend-said" role="status">
                {move || live.said.get()}
            </p>
            {move || offered_to_me().then(|| view! {
                <div class="lesson-buttons" data-testid="live-draw-question">
                    <button class="primary" data-testid="live-draw-accept" on:click=move |_| live.act(|g, _| g.answer_draw(true))>
                        {f.w("live-accept")}
                    </button>
                    <button data-testid="live-draw-decline" on:click=move |_| live.act(|g, _| g.answer_draw(false))>
                        {f.w("live-decline")}
                    </button>
                </div>
            })}
            {move || asked_me().then(|| view! {
                <div class="lesson-buttons" data-testid="live-takeback-question">
                    <button class="primary" data-testid="live-takeback-accept" on:click=move |_| live.act(|g, now| g.answer_takeback(true, now))>
                        {f.w("live-accept")}
                    </button>
                    <button data-testid="live-takeback-decline" on:click=move |_| live.act(|g, now| g.answer_takeback(false, now))>
                        {f.w("live-decline")}
                    </button>
                </div>
            })}
            {move || (!over() && connected()).then(|| view! {
                <label class="friend-check">
                    <input
                        type="checkbox"
                        data-testid="live-offer-draw"
                        prop:checked=move || live.offer_draw.get()
                        on:change=move |e| live.offer_draw.set(event_target_checked(&e))
                    />
                    {f.w("live-offer-draw")}
                </label>
                <div class="lesson-buttons">
                    <button data-testid="live-takeback" on:click=move |_| live.act(|g, _| g.ask_takeback())>
                        {f.w("live-takeback")}
                    </button>
                    <button data-testid="live-resign" on:click=move |_| live.act(|g, _| g.resign())>
                        {f.w("live-resign")}
                    </button>
                </div>
            })}
            {move || match stage.get() {
                Stage::Idle if !over() => view! {
                    <p class="lesson-intro">{f.w("live-away")}</p>
                    <div class="lesson-buttons">
                        <button class="primary" data-testid="live-reconnect" on:click=move |_| {
                            let me = me();
                            let control = live.game.with_untracked(|g| g.as_ref().map(|g| g.control()));
                            live.invite(me, control.unwrap_or(TimeControl::UNLIMITED));
                        }>
                            {f.w("live-reconnect")}
                        </button>
                    </div>
                    <CodeField
                        label="live-join-label"
                        field="live-paste"
                        button="live-join"
                        action="live-join"
                        on_send=Callback::new(move |text: String| live.join(&text))
                    />
                }.into_any(),
                Stage::Invited(_) | Stage::Answered(_) | Stage::Working => view! { <Handshake /> }.into_any(),
                _ => ().into_any(),
            }}
            <div class="lesson-buttons">
                {move || over().then(|| view! {
                    <button data-testid="live-new" on:click=move |_| live.forget_game()>
                        {f.w("new-game")}
                    </button>
                })}
                <BackToGame />
            </div>
        </aside>
    }
}
