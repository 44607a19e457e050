//! [`RemoteGame`]: one device's half of a game between two devices.

use serde::{Deserialize, Serialize};
use xiangqi::{Clocks, Color, Game, GameRecord, Move, Outcome, Position, TimeControl};

use super::link_game::valid_id;
use super::message::{position_hash, PeerMessage, Refusal, PROTOCOL};
use crate::draw_offers::DrawOffers;
use crate::mode::Seating;
use crate::now::Now;
use crate::saved::SavedGame;

/// How far (ms) the other device's reading of a flag fall may be ahead of
/// this one's: the turn started on the two devices a message's journey
/// apart.
pub const FLAG_TOLERANCE_MS: u64 = 3_000;

/// How long (ms) past the opponent's flag fall this device waits for the
/// opponent's own device to say so before it claims the game on time.
pub const CLAIM_GRACE_MS: u64 = 5_000;

/// How a game ended other than by the rules on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Ending {
    Resigned(Color),
    Flagged(Color),
    Agreed,
    /// The endgame tables found the position drawn (和 (一)).
    Theoretical,
}

/// What the player is told, besides the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RemoteState {
    /// The opponent played a move.
    OpponentMoved(Move),
    /// The opponent offers a draw with its move: accept or decline (or
    /// play on, which declines).
    DrawOffered,
    /// The opponent declined this player's offer.
    DrawDeclined,
    /// The opponent asks to take back its last move.
    TakebackAsked,
    /// The opponent agreed: the moves were taken back.
    TakebackAgreed,
    /// The opponent refused the takeback.
    TakebackRefused,
    /// The game ended (its outcome).
    Ended(Outcome),
    /// The devices agree again after a reconnection (the number of plies).
    Resumed(usize),
}

/// What a [`RemoteGame`] asks of the shell.
#[derive(Clone, Debug, PartialEq)]
pub enum RemoteEffect {
    /// Send this to the other device.
    Send(PeerMessage),
    /// A message from the other device was refused; the game is unchanged.
    Refused(Refusal),
    /// Tell the player.
    Say(RemoteState),
}

/// One device's half of a game between two devices: the game, both
/// clocks, draw offers as 和 (二) has them and takebacks only with the
/// opponent's consent.
#[derive(Clone, Debug)]
pub struct RemoteGame {
    id: String,
    me: Color,
    game: Game,
    control: TimeControl,
    /// The time each ply's player spent on it, in ms.
    spent: Vec<u64>,
    offers: DrawOffers,
    /// A takeback waiting for its answer: who asked, and the plies kept.
    takeback: Option<(Color, usize)>,
    ending: Option<Ending>,
    /// When the running turn began, on this device's clocks.
    turn_started: Now,
}

/// A [`RemoteGame`] as it is saved, so that a reload resumes it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredRemoteGame {
    id: String,
    me: Color,
    start: String,
    control: TimeControl,
    moves: Vec<String>,
    spent: Vec<u64>,
    offers: DrawOffers,
    takeback: Option<(Color, usize)>,
    ending: Option<Ending>,
    /// The wall-clock time the running turn began (ms since 1970).
    turn_started_wall: f64,
}

impl RemoteGame {
    /// A new game that this device offers: `me` plays this side, from
    /// `start`, with these clocks.
    pub fn invite(
        id: String,
        me: Color,
        start: Position,
        control: TimeControl,
        now: Now,
    ) -> RemoteGame {
        RemoteGame {
            id,
            me,
            game: Game::new(start),
            control,
            spent: Vec::new(),
            offers: DrawOffers::default(),
            takeback: None,
            ending: None,
            turn_started: now,
        }
    }

    /// The game the other device describes in its `hello`, joined from this
    /// device (which plays the other side); every move is checked.
    pub fn join(hello: &PeerMessage, now: Now) -> Result<RemoteGame, Refusal> {
        let PeerMessage::Hello {
            protocol,
            game,
            start,
            sender,
            control,
            moves,
            spent,
            hash,
        } = hello
        else {
            return Err(Refusal::Unexpected);
        };
        if *protocol != PROTOCOL {
            return Err(Refusal::Protocol(*protocol));
        }
        if !valid_id(game) {
            return Err(Refusal::Malformed("game id".into()));
        }
        let start = Position::from_fen(start).map_err(|e| Refusal::Malformed(e.to_string()))?;
        let mut remote = RemoteGame::invite(game.clone(), sender.other(), start, *control, now);
        let played = replay(remote.game.clone(), moves, spent, hash)?;
        remote.game = played;
        remote.spent = spent.clone();
        if remote
            .clocks_replayed()
            .flagged(remote.elapsed_total())
            .is_some()
        {
            return Err(Refusal::Malformed("times beyond the clock".into()));
        }
        Ok(remote)
    }

    /// This device's whole game, for the other device (on connecting).
    pub fn hello(&self) -> PeerMessage {
        PeerMessage::Hello {
            protocol: PROTOCOL,
            game: self.id.clone(),
            start: self.game.start().to_fen(),
            sender: self.me,
            control: self.control,
            moves: self.game.moves().iter().map(ToString::to_string).collect(),
            spent: self.spent.clone(),
            hash: position_hash(self.game.position()),
        }
    }

    /// The game's id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The side this device plays.
    pub fn me(&self) -> Color {
        self.me
    }

    /// The game so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The clocks' control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// The draw offers so far.
    pub fn offers(&self) -> &DrawOffers {
        &self.offers
    }

    /// The side that asked for a takeback now waiting for its answer.
    pub fn takeback_asked_by(&self) -> Option<Color> {
        self.takeback.map(|(by, _)| by)
    }

    /// Whether this device may move now.
    pub fn my_turn(&self) -> bool {
        !self.game.is_over() && self.game.side_to_move() == self.me && self.takeback.is_none()
    }

    /// Both clocks as of `now`: the moves' times replayed, then the
    /// running turn as measured here. The second value is the clocks'
    /// own time to read them at.
    pub fn clocks(&self, now: Now) -> (Clocks, f64) {
        let clocks = self.clocks_replayed();
        let running = if self.game.is_over() {
            0.0
        } else {
            (now.mono - self.turn_started.mono).max(0.0)
        };
        (clocks, self.elapsed_total() + running)
    }

    /// This device's move, offering a draw with it if `offer_draw`.
    pub fn play(&mut self, mv: Move, offer_draw: bool, now: Now) -> Option<Vec<RemoteEffect>> {
        if !self.my_turn() || !self.game.position().is_legal(mv) {
            return None;
        }
        if offer_draw
            && self
                .offers
                .block(self.me, self.me, self.game.is_over())
                .is_some()
        {
            return None;
        }
        let spent = self.running_ms(now);
        let mut effects = Vec::new();
        if self.runs_out(spent) {
            return Some(self.flag_fell(self.me, true));
        }
        let ply = self.game.ply_count() as u32;
        if offer_draw {
            self.offers.offer(self.me);
        }
        self.apply(mv, spent, now);
        effects.push(RemoteEffect::Send(PeerMessage::Move {
            ply,
            mv: mv.to_string(),
            spent,
            hash: position_hash(self.game.position()),
            offer_draw,
        }));
        effects.extend(self.ended_by_rules());
        Some(effects)
    }

    /// This player resigns.
    pub fn resign(&mut self) -> Vec<RemoteEffect> {
        if self.game.is_over() {
            return Vec::new();
        }
        self.end(Ending::Resigned(self.me));
        vec![
            RemoteEffect::Send(PeerMessage::Resign {}),
            RemoteEffect::Say(RemoteState::Ended(self.outcome_now())),
        ]
    }

    /// This player answers the opponent's draw offer.
    pub fn answer_draw(&mut self, accept: bool) -> Vec<RemoteEffect> {
        let offered = self
            .offers
            .pending()
            .is_some_and(|o| o.by != self.me && o.moved);
        if !offered || self.game.is_over() {
            return Vec::new();
        }
        let mut effects = vec![RemoteEffect::Send(PeerMessage::DrawAnswer { accept })];
        if accept {
            self.offers.accepted();
            self.end(Ending::Agreed);
            effects.push(RemoteEffect::Say(RemoteState::Ended(self.outcome_now())));
        } else {
            self.offers.decline();
        }
        effects
    }

    /// The position to ask the endgame tables about: the one on the board,
    /// when the game goes on and its ending is one the AI worker solves.
    pub fn ending_to_probe(&self) -> Option<String> {
        super::theoretical::ending_to_probe(&self.game)
    }

    /// The endgame tables' verdict on the position `fen` (`drawn`: neither
    /// side can win it). A draw ends the game as the rule book's
    /// theoretical draw at the first ply that reached that position; moves
    /// made after it are dropped (see [`super::theoretical`]): a device
    /// whose verdict came late drops the move the other device already
    /// refused. No message is sent.
    pub fn ending_verdict(&mut self, fen: &str, drawn: bool, now: Now) -> Vec<RemoteEffect> {
        let ply = drawn
            .then(|| super::theoretical::drawn_at(&self.game, fen))
            .flatten();
        let Some(ply) = ply else {
            return Vec::new();
        };
        self.take_back_to(ply, now);
        self.takeback = None;
        self.end(Ending::Theoretical);
        vec![RemoteEffect::Say(RemoteState::Ended(self.outcome_now()))]
    }

    /// The plies a takeback by `by` would keep: the game before `by`'s
    /// last move, if `by` has moved.
    fn takeback_target(&self, by: Color) -> Option<usize> {
        let plies = self.game.ply_count();
        let last = (0..plies)
            .rev()
            .find(|&ply| self.game.position_at(ply).map(Position::side_to_move) == Some(by))?;
        Some(last)
    }

    /// This player asks to take back its last move (and the reply to it).
    /// It cannot move until the opponent answers.
    pub fn ask_takeback(&mut self) -> Vec<RemoteEffect> {
        if self.takeback.is_some() || self.game.is_over() {
            return Vec::new();
        }
        let Some(plies) = self.takeback_target(self.me) else {
            return Vec::new();
        };
        self.takeback = Some((self.me, plies));
        vec![RemoteEffect::Send(PeerMessage::TakebackAsk {
            plies: plies as u32,
        })]
    }

    /// This player answers the opponent's takeback request.
    pub fn answer_takeback(&mut self, accept: bool, now: Now) -> Vec<RemoteEffect> {
        let Some((by, plies)) = self.takeback else {
            return Vec::new();
        };
        if by == self.me {
            return Vec::new();
        }
        self.takeback = None;
        if accept {
            self.take_back_to(plies, now);
        }
        vec![RemoteEffect::Send(PeerMessage::TakebackAnswer { accept })]
    }

    /// Called as time passes: declares this player's own flag fall, or
    /// claims the opponent's once it is [`CLAIM_GRACE_MS`] overdue.
    pub fn tick(&mut self, now: Now) -> Vec<RemoteEffect> {
        if self.game.is_over() {
            return Vec::new();
        }
        let (clocks, at) = self.clocks(now);
        let mover = self.game.side_to_move();
        if clocks.flagged(at) != Some(mover) {
            return Vec::new();
        }
        if mover == self.me {
            return self.flag_fell(mover, true);
        }
        if clocks.flagged(at - CLAIM_GRACE_MS as f64) == Some(mover) {
            return self.flag_fell(mover, true);
        }
        Vec::new()
    }

    /// A message from the other device: checked, then applied, or refused
    /// with the game unchanged.
    pub fn receive(&mut self, text: &str, now: Now) -> Vec<RemoteEffect> {
        let message = match PeerMessage::read(text) {
            Ok(message) => message,
            Err(refusal) => return vec![RemoteEffect::Refused(refusal)],
        };
        match self.apply_message(message, now) {
            Ok(effects) => effects,
            Err(refusal) => vec![RemoteEffect::Refused(refusal)],
        }
    }

    fn apply_message(
        &mut self,
        message: PeerMessage,
        now: Now,
    ) -> Result<Vec<RemoteEffect>, Refusal> {
        let them = self.me.other();
        match message {
            PeerMessage::Hello { .. } => self.resume(&message, now),
            PeerMessage::Move {
                ply,
                mv,
                spent,
                hash,
                offer_draw,
            } => self.their_move(ply, &mv, spent, &hash, offer_draw, now),
            PeerMessage::DrawAnswer { accept } => {
                let mine = self
                    .offers
                    .pending()
                    .is_some_and(|o| o.by == self.me && o.moved);
                if !mine || self.game.is_over() {
                    return Err(Refusal::Unexpected);
                }
                if accept {
                    self.offers.accepted();
                    self.end(Ending::Agreed);
                    Ok(vec![RemoteEffect::Say(RemoteState::Ended(
                        self.outcome_now(),
                    ))])
                } else {
                    self.offers.decline();
                    Ok(vec![RemoteEffect::Say(RemoteState::DrawDeclined)])
                }
            }
            PeerMessage::Resign {} => {
                if self.game.is_over() {
                    return Err(Refusal::Unexpected);
                }
                self.end(Ending::Resigned(them));
                Ok(vec![RemoteEffect::Say(RemoteState::Ended(
                    self.outcome_now(),
                ))])
            }
            PeerMessage::TakebackAsk { plies } => {
                let due = self.takeback_target(them);
                if self.takeback.is_some() || self.game.is_over() || due != Some(plies as usize) {
                    return Err(Refusal::Unexpected);
                }
                self.takeback = Some((them, plies as usize));
                Ok(vec![RemoteEffect::Say(RemoteState::TakebackAsked)])
            }
            PeerMessage::TakebackAnswer { accept } => {
                let Some((by, plies)) = self.takeback else {
                    return Err(Refusal::Unexpected);
                };
                if by != self.me {
                    return Err(Refusal::Unexpected);
                }
                self.takeback = None;
                if accept {
                    self.take_back_to(plies, now);
                    Ok(vec![RemoteEffect::Say(RemoteState::TakebackAgreed)])
                } else {
                    Ok(vec![RemoteEffect::Say(RemoteState::TakebackRefused)])
                }
            }
            PeerMessage::Flag { ply, loser } => {
                let expected = self.game.ply_count() as u32;
                if ply != expected {
                    return Err(Refusal::WrongPly { expected, got: ply });
                }
                if self.game.is_over() || loser != self.game.side_to_move() {
                    return Err(Refusal::Unexpected);
                }
                let (clocks, at) = self.clocks(now);
                if clocks.flagged(at + FLAG_TOLERANCE_MS as f64) != Some(loser) {
                    return Err(Refusal::Unexpected);
                }
                Ok(self.flag_fell(loser, false))
            }
        }
    }

    fn their_move(
        &mut self,
        ply: u32,
        text: &str,
        spent: u64,
        hash: &str,
        offer_draw: bool,
        now: Now,
    ) -> Result<Vec<RemoteEffect>, Refusal> {
        let them = self.me.other();
        let expected = self.game.ply_count() as u32;
        if self.game.is_over() || self.game.side_to_move() != them {
            return Err(Refusal::NotTheirTurn);
        }
        if ply != expected {
            return Err(Refusal::WrongPly { expected, got: ply });
        }
        let mv = text
            .parse::<Move>()
            .ok()
            .filter(|&m| self.game.position().is_legal(m))
            .ok_or_else(|| Refusal::IllegalMove(text.chars().take(12).collect()))?;
        let mut after = self.game.position().clone();
        after.do_move(mv);
        if position_hash(&after) != hash {
            return Err(Refusal::HashMismatch);
        }
        if offer_draw && self.offers.block(them, them, false).is_some() {
            return Err(Refusal::Unexpected);
        }
        if self.takeback.is_some_and(|(by, _)| by == self.me) {
            // The opponent moved instead of answering: the request lapses.
            self.takeback = None;
        }
        if self.runs_out(spent) {
            return Ok(self.flag_fell(them, false));
        }
        if offer_draw {
            self.offers.offer(them);
        }
        self.apply(mv, spent, now);
        let mut effects = vec![RemoteEffect::Say(RemoteState::OpponentMoved(mv))];
        if offer_draw && !self.game.is_over() {
            effects.push(RemoteEffect::Say(RemoteState::DrawOffered));
        }
        effects.extend(self.ended_by_rules());
        Ok(effects)
    }

    /// The other device's whole game after a reconnection: the longer of
    /// the two lists is kept when one continues the other.
    fn resume(&mut self, hello: &PeerMessage, now: Now) -> Result<Vec<RemoteEffect>, Refusal> {
        let theirs = RemoteGame::join(hello, now)?;
        if theirs.id != self.id {
            return Err(Refusal::OtherGame);
        }
        if theirs.me != self.me || theirs.game.start() != self.game.start() {
            return Err(Refusal::Diverged);
        }
        let (mine, other) = (self.game.ply_count(), theirs.game.ply_count());
        let shorter = mine.min(other);
        let same_start = self.game.moves()[..shorter] == theirs.game.moves()[..shorter]
            && self.spent[..shorter] == theirs.spent[..shorter];
        if !same_start {
            return Err(Refusal::Diverged);
        }
        if other > mine {
            self.game = theirs.game;
            self.spent = theirs.spent;
            self.takeback = None;
            self.turn_started = now;
        }
        let mut effects = Vec::new();
        if other < mine {
            effects.push(RemoteEffect::Send(self.hello()));
        }
        effects.push(RemoteEffect::Say(RemoteState::Resumed(
            self.game.ply_count(),
        )));
        Ok(effects)
    }

    fn apply(&mut self, mv: Move, spent: u64, now: Now) {
        let mover = self.game.side_to_move();
        if self.game.play(mv).is_ok() {
            self.spent.push(spent);
            self.offers.moved(mover);
            self.turn_started = now;
        }
    }

    fn take_back_to(&mut self, plies: usize, now: Now) {
        while self.game.ply_count() > plies {
            if self.game.undo().is_err() {
                break;
            }
        }
        self.spent.truncate(self.game.ply_count());
        self.offers.end_on_takeback();
        self.turn_started = now;
    }

    /// Whether the side to move, spending `spent` ms on its move, would
    /// overstep its time.
    fn runs_out(&self, spent: u64) -> bool {
        let mut clocks = self.clocks_replayed();
        clocks.press(self.elapsed_total() + spent as f64).is_err()
    }

    fn flag_fell(&mut self, loser: Color, tell: bool) -> Vec<RemoteEffect> {
        let ply = self.game.ply_count() as u32;
        self.end(Ending::Flagged(loser));
        let mut effects = Vec::new();
        if tell {
            effects.push(RemoteEffect::Send(PeerMessage::Flag { ply, loser }));
        }
        effects.push(RemoteEffect::Say(RemoteState::Ended(self.outcome_now())));
        effects
    }

    fn end(&mut self, ending: Ending) {
        self.ending = Some(ending);
        let _ = match ending {
            Ending::Resigned(loser) => self.game.resign(loser),
            Ending::Flagged(loser) => self.game.flag(loser),
            Ending::Agreed => self.game.agree_draw(),
            Ending::Theoretical => {
                self.game
                    .set_result(Outcome::draw(xiangqi::Reason::TheoreticalDraw));
                Ok(())
            }
        };
    }

    fn ended_by_rules(&self) -> Option<RemoteEffect> {
        self.game
            .outcome()
            .map(|o| RemoteEffect::Say(RemoteState::Ended(o)))
    }

    fn outcome_now(&self) -> Outcome {
        self.game
            .outcome()
            .unwrap_or_else(|| Outcome::draw(xiangqi::Reason::Agreement))
    }

    fn running_ms(&self, now: Now) -> u64 {
        (now.mono - self.turn_started.mono).max(0.0).round() as u64
    }

    fn elapsed_total(&self) -> f64 {
        self.spent.iter().sum::<u64>() as f64
    }

    /// The clocks with every move's time charged, stopped at the end of
    /// the last move (the clocks' own time is the sum of the times).
    fn clocks_replayed(&self) -> Clocks {
        let mut clocks = Clocks::new(self.control);
        clocks.start(self.game.start().side_to_move(), 0.0);
        let mut at = 0.0;
        for &spent in &self.spent {
            at += spent as f64;
            let _ = clocks.press(at);
        }
        clocks
    }

    /// The game as the past games keep it: the players named `red` and
    /// `black`, the board turned to this device's side.
    pub fn saved_game(&self, red: &str, black: &str, now: Now) -> SavedGame {
        let mut record = GameRecord::from(&self.game);
        record.set_red(red);
        record.set_black(black);
        let (clocks, at) = self.clocks(now);
        let started_at = now.wall - self.elapsed_total();
        SavedGame {
            record,
            clocks: clocks.snapshot(at),
            ai: None,
            level: 0,
            seating: Seating::default(),
            auto_flip: false,
            bottom: self.me,
            saved_at: now.wall,
            started_at,
            archived: true,
            draws: self.offers.clone(),
            tree: None,
        }
    }

    /// The game as it is saved.
    pub fn stored(&self, now: Now) -> StoredRemoteGame {
        StoredRemoteGame {
            id: self.id.clone(),
            me: self.me,
            start: self.game.start().to_fen(),
            control: self.control,
            moves: self.game.moves().iter().map(ToString::to_string).collect(),
            spent: self.spent.clone(),
            offers: self.offers.clone(),
            takeback: self.takeback,
            ending: self.ending,
            turn_started_wall: now.wall - (now.mono - self.turn_started.mono),
        }
    }

    /// A saved game, resumed at `now`; `None` if it does not read back (a
    /// corrupt save is dropped, not trusted).
    pub fn restore(stored: StoredRemoteGame, now: Now) -> Option<RemoteGame> {
        if !valid_id(&stored.id) {
            return None;
        }
        let start = Position::from_fen(&stored.start).ok()?;
        let game = Game::new(start.clone());
        let hash = {
            let mut g = game.clone();
            for text in &stored.moves {
                let mv = text.parse::<Move>().ok()?;
                g.play(mv).ok()?;
            }
            position_hash(g.position())
        };
        let game = replay(game, &stored.moves, &stored.spent, &hash).ok()?;
        let away = (now.wall - stored.turn_started_wall).max(0.0);
        let mut remote = RemoteGame {
            id: stored.id,
            me: stored.me,
            game,
            control: stored.control,
            spent: stored.spent,
            offers: stored.offers,
            takeback: stored.takeback,
            ending: None,
            turn_started: Now::new(now.mono - away, now.wall - away),
        };
        if let Some(ending) = stored.ending {
            remote.end(ending);
        }
        Some(remote)
    }
}

/// `game` with `moves` played, each checked, the times matching the moves
/// one for one and the final position matching `hash`.
fn replay(mut game: Game, moves: &[String], spent: &[u64], hash: &str) -> Result<Game, Refusal> {
    if moves.len() != spent.len() {
        return Err(Refusal::Malformed("a time for every move".into()));
    }
    for text in moves {
        let mv = text
            .parse::<Move>()
            .ok()
            .filter(|&m| !game.is_over() && game.position().is_legal(m))
            .ok_or_else(|| Refusal::IllegalMove(text.chars().take(12).collect()))?;
        let _ = game.play(mv);
    }
    if position_hash(game.position()) != hash {
        return Err(Refusal::HashMismatch);
    }
    Ok(game)
}
