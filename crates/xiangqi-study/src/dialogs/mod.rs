//! The game's dialogs: new game, game over, the yes/no questions (resign,
//! offer a draw, a takeback), import, export, past games, keys and rules
//! (the first visit's welcome is the page's own). They are part of the study module, which the page loads
//! after its first paint (see the page's `dialogs_host`), so the first
//! paint does not carry them.
//!
//! The page describes what they show in a [`DialogContext`] (sent again
//! whenever it changes) and carries out the [`DialogCommand`]s they send.

mod confirm;
mod export;
mod game_over;
mod history;
mod import;
mod keys;
mod menu;
mod new_game;
mod notation_select;
mod parts;
mod record;
mod rules;
mod your_data;

pub use export::DownloadButtons;
pub use parts::preload_menu;

use std::cell::RefCell;
use std::rc::Rc;

use leptos::mount::UnmountHandle;
use leptos::prelude::*;
use leptos::tachys::view::any_view::AnyViewState;
use xiangqi::Notation;

use import::ImportState;
use xiangqi_ui::dialogs::frame::{seat_class, ModalFrame};
use xiangqi_ui::model::{Dialog, DialogCommand, DialogContext, Lang};
use xiangqi_ui::words::{self, Msg};

/// How a dialog sends a command to the game: the answer is an error to
/// show, if the command could not be carried out.
pub type Send = Box<dyn Fn(DialogCommand) -> Option<String>>;

/// What the dialogs read and how they act. Cheap to copy.
#[derive(Clone, Copy)]
pub struct Dialogs {
    /// The game as the page last described it.
    pub context: RwSignal<DialogContext>,
    pub lang: Memo<Lang>,
    pub notation: Memo<Notation>,
    send: StoredValue<Send, LocalStorage>,
}

impl Dialogs {
    /// The text of a fixed message in the page's language.
    pub fn t(&self, msg: impl words::Text) -> &'static str {
        words::t(self.lang.get(), msg)
    }

    /// Asks the game to do something; an error to show if it could not.
    pub fn send(&self, command: DialogCommand) -> Option<String> {
        self.send.try_with_value(|send| send(command)).flatten()
    }

    /// Closes the dialog.
    pub fn close(&self) {
        self.send(DialogCommand::Close);
    }
}

/// The mounted dialog: its view, its context and the import's progress.
struct Mounted {
    _view: UnmountHandle<AnyViewState>,
    dialogs: Dialogs,
    context: RwSignal<DialogContext>,
    import: RwSignal<ImportState>,
}

thread_local! {
    static MOUNTED: RefCell<Option<Mounted>> = const { RefCell::new(None) };
}

/// Puts the dialog `context` names into `root`. `file` is a file to
/// import at once (dropped on the board, or opened from the system).
pub fn mount_dialog(
    root: web_sys::HtmlElement,
    context: DialogContext,
    send: Send,
    file: Option<web_sys::File>,
) {
    unmount_dialog();
    let made = Rc::new(RefCell::new(None));
    let made_inside = made.clone();
    let view = leptos::mount::mount_to(root, move || {
        let context = RwSignal::new(context);
        let import = RwSignal::new(ImportState::Idle);
        let s = Dialogs {
            context,
            lang: Memo::new(move |_| context.with(DialogContext::lang)),
            notation: Memo::new(move |_| context.with(DialogContext::notation)),
            send: StoredValue::new_local(send),
        };
        provide_context(s);
        provide_context(import);
        *made_inside.borrow_mut() = Some((context, import, s));
        view! { <OpenDialog /> }.into_any()
    });
    let Some((context, import, s)) = made.borrow_mut().take() else {
        return;
    };
    if let Some(file) = file {
        parts::import_file(s, import, file);
    }
    MOUNTED.with(|m| {
        *m.borrow_mut() = Some(Mounted {
            _view: view,
            dialogs: s,
            context,
            import,
        })
    });
}

/// The page's new description of the game.
pub fn update_dialog(context: DialogContext) {
    MOUNTED.with(|m| {
        if let Some(mounted) = m.borrow().as_ref() {
            mounted.context.set(context);
        }
    });
}

/// A file to import into the open import dialog.
pub fn import_file(file: web_sys::File) {
    let found = MOUNTED.with(|m| m.borrow().as_ref().map(|m| (m.dialogs, m.import)));
    if let Some((s, import)) = found {
        parts::import_file(s, import, file);
    }
}

/// Takes the dialog away. Its view goes once the current event is handled:
/// the page closes it from inside the dialog's own handlers.
pub fn unmount_dialog() {
    let mounted = MOUNTED.with(|m| m.borrow_mut().take());
    if let Some(mounted) = mounted {
        gloo_timers::callback::Timeout::new(0, move || drop(mounted)).forget();
    }
}

/// Whichever of these dialogs the page has open.
#[component]
fn OpenDialog() -> impl IntoView {
    let s = expect_context::<Dialogs>();
    let dialog = Memo::new(move |_| s.context.with(|c| c.dialog));
    move || match dialog.get() {
        Dialog::NewGame => parts::new_game(),
        Dialog::Export => parts::export(),
        Dialog::Import => parts::import(),
        Dialog::History => parts::history(),
        Dialog::Record => parts::record(),
        Dialog::Menu => parts::menu(),
        Dialog::Keys => view! { <keys::Keys /> }.into_any(),
        Dialog::Rules => view! { <rules::Rules /> }.into_any(),
        Dialog::GameOver => view! { <game_over::GameOver /> }.into_any(),
        Dialog::ConfirmResign(by) => view! { <confirm::ConfirmResign by /> }.into_any(),
        Dialog::ConfirmDrawOffer(by) => view! { <confirm::ConfirmDrawOffer by /> }.into_any(),
        Dialog::Takeback(by) => view! { <confirm::Takeback by /> }.into_any(),
        Dialog::None | Dialog::Welcome => ().into_any(),
    }
}

/// The frame of these dialogs, seated for the player it asks (see
/// [`seat_class`]); Escape closes it.
#[component]
pub fn Modal(
    testid: &'static str,
    #[prop(into)] title: Signal<String>,
    children: Children,
) -> impl IntoView {
    let s = expect_context::<Dialogs>();
    let seat = s
        .context
        .with_untracked(|c| seat_class(c.dialog, c.face_to_face));
    view! {
        <ModalFrame testid title seat on_close=Callback::new(move |()| s.close())>
            {children()}
        </ModalFrame>
    }
}

/// The row with a dialog's one button, "Close".
#[component]
pub fn CloseRow() -> impl IntoView {
    let s = expect_context::<Dialogs>();
    view! {
        <div class="dialog-buttons">
            <button class="primary" data-testid="close" on:click=move |_| s.close()>
                {move || s.t(Msg::Close)}
            </button>
        </div>
    }
}
