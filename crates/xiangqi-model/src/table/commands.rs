//! The study module's dialogs ask the game through [`DialogCommand`]s;
//! here each becomes what it does to the table. What only the browser
//! can do (open another screen, the install prompt) comes back as a
//! [`ShellStep`] for the page to carry out.

use xiangqi::{Notation, Position, Setup};

use super::Table;
use crate::dialog::Dialog;
use crate::effect::Effect;
use crate::handover::DialogCommand;
use crate::notice::Notice;
use crate::now::Now;
use crate::settings::Lang;

/// What a command leaves to the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShellStep {
    /// Nothing more.
    Done,
    /// Open the analysis board on the shown position.
    Analyse,
    /// Open the analysis board and review the game.
    Review,
    /// Go to another screen of the app: this query on the page's own
    /// address (`?mode=puzzle`, the editor's `?mode=edit&fen=…`).
    Go(String),
    /// Offer the browser's install prompt.
    Install,
}

/// Why a command could not be carried out; the game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommandError {
    /// The FEN to set up is not a position (the parser's reason).
    BadFen(String),
    /// The record's moves cannot be played (the reason).
    BadRecord(String),
}

impl Table {
    /// Carries out a dialog's `command` at `now`: the effects for the
    /// shell to run, and what is left for the page to do; or why it
    /// could not be done.
    pub fn command(
        &mut self,
        command: DialogCommand,
        now: Now,
    ) -> Result<(Vec<Effect>, ShellStep), CommandError> {
        let mut step = ShellStep::Done;
        let effects = match command {
            DialogCommand::Close => self.open_dialog(Dialog::None),
            DialogCommand::Open(dialog) => self.open_dialog(dialog),
            DialogCommand::Copied(copied) => self.notify(if copied {
                Notice::Copied
            } else {
                Notice::SelectToCopy
            }),
            DialogCommand::SetUp(fen) => {
                let position =
                    Position::from_fen(&fen).map_err(|e| CommandError::BadFen(e.to_string()))?;
                let mut effects = self.set_up(position, now);
                effects.extend(self.notify(Notice::Imported));
                effects
            }
            DialogCommand::OpenRecord { record, tree } => {
                let opened = match tree {
                    Some(tree) => self.open_imported(&record, tree, now),
                    None => self.open_record(&record, now),
                };
                let mut effects = opened.map_err(|e| CommandError::BadRecord(e.to_string()))?;
                effects.extend(self.notify(Notice::Imported));
                effects
            }
            DialogCommand::OpenHistory(key) => {
                self.effect(Effect::OpenPastGame(key));
                self.drain()
            }
            DialogCommand::DeleteHistory(key) => self.forget_past_game(&key),
            DialogCommand::NewGame(choice) => self.new_game(choice, now),
            DialogCommand::Resign(by) => self.resign(by, now),
            DialogCommand::OfferDraw(by) => self.offer_draw(by),
            DialogCommand::AcceptTakeback(by) => self.accept_takeback(by, now),
            DialogCommand::PlayOn => self.play_on(now),
            DialogCommand::Analyse => {
                step = ShellStep::Analyse;
                self.open_dialog(Dialog::None)
            }
            DialogCommand::Review => {
                step = ShellStep::Review;
                self.open_dialog(Dialog::None)
            }
            DialogCommand::SetLang(code) => match Lang::from_tag(&code) {
                Some(lang) => self.set_lang(lang),
                None => self.drain(),
            },
            DialogCommand::SetNotation(name) => match name.parse::<Notation>() {
                Ok(notation) => self.set_notation(notation),
                Err(_) => self.drain(),
            },
            DialogCommand::SetSimplified(on) => self.set_simplified(on),
            DialogCommand::SetHints(on) => self.set_hints(on),
            DialogCommand::SetTheme(theme) => self.set_theme(theme),
            DialogCommand::SetBoard(look) => self.set_board(look),
            DialogCommand::SetPieces(set) => self.set_pieces(set),
            DialogCommand::ToggleSound => self.toggle_sound(),
            DialogCommand::ToggleEnginePanel => self.toggle_engine_panel(),
            DialogCommand::TogglePause => self.toggle_pause(now),
            DialogCommand::EditPosition => {
                let setup = Setup::from(self.shown_position());
                step = ShellStep::Go(crate::editor::editor_query(&setup));
                self.leave_for_another_screen(now)
            }
            DialogCommand::Puzzles => {
                step = ShellStep::Go("?mode=puzzle".to_string());
                self.leave_for_another_screen(now)
            }
            DialogCommand::FriendDevice => {
                step = ShellStep::Go("?mode=friend".to_string());
                self.leave_for_another_screen(now)
            }
            DialogCommand::Learn => {
                step = ShellStep::Go("?mode=learn".to_string());
                self.leave_for_another_screen(now)
            }
            DialogCommand::Endgames => {
                step = ShellStep::Go("?mode=endgames".to_string());
                self.leave_for_another_screen(now)
            }
            DialogCommand::Jieqi => {
                step = ShellStep::Go(format!("?mode={}", crate::jieqi::MODE));
                self.leave_for_another_screen(now)
            }
            DialogCommand::Install => {
                step = ShellStep::Install;
                self.open_dialog(Dialog::None)
            }
        };
        Ok((effects, step))
    }

    /// The game is left for another screen: two players' running clocks
    /// stop (the game is saved as it goes; against the AI the player's
    /// clock runs on, as when the page is closed).
    fn leave_for_another_screen(&mut self, now: Now) -> Vec<Effect> {
        let running = self.mode.ai_side().is_none()
            && self.clocks.running().is_some()
            && !self.clocks.is_paused();
        if running {
            self.toggle_pause(now)
        } else {
            self.drain()
        }
    }
}
