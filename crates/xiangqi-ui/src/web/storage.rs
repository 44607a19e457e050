//! What the app keeps under a name: the game in progress, the analysis
//! board, the settings, the trainers' progress, the games with friends,
//! each under a namespaced key (`xiangqi.v1.*`) in the model's versioned
//! JSON (see [`crate::model::saved`]). The game in progress and the
//! analysis board live in localStorage, written synchronously at every
//! move; the settings, progress and friends' games are records of the
//! database once it has read them in (see [`keep_records_in`]), and in
//! localStorage only where the browser offers no database.
//!
//! Data that cannot be read, or reads but cannot be used, is moved aside to
//! `<key>.corrupt.<timestamp>` so nothing is lost; the page goes on with a
//! fresh value and the player is told. Nothing here panics on stored data.

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::json::BrowserJson;
use crate::model::saved::{decode_with, encode_with};
use crate::model::{SavedGame, Settings, Stored, StoredAnalysis, StudyRequest};

/// The game in progress (or the last one played).
pub const CURRENT: &str = "xiangqi.v1.current";
/// Where the previous release kept the past games (most recent first);
/// they move into the database at the first start after the update (see
/// [`super::database`]).
pub const HISTORY: &str = "xiangqi.v1.history";
/// The player's settings.
pub const SETTINGS: &str = "xiangqi.v1.settings";
/// The analysis board (its tree of variations and the shown position).
pub const ANALYSIS: &str = "xiangqi.v1.analysis";
/// What the game asks the analysis board to open (a [`StudyRequest`]),
/// until the study module has opened it.
pub const STUDY_REQUEST: &str = "xiangqi.v1.study-request";
/// The puzzle trainer's progress (ratings, streak, history, filters).
pub const PUZZLES: &str = "xiangqi.v1.puzzles";
/// The lessons completed.
pub const LESSONS: &str = "xiangqi.v1.lessons";
/// The endgame trainer's progress.
pub const ENDGAMES: &str = "xiangqi.v1.endgames";
/// The 揭棋 game on its screen, in progress or last played.
pub const JIEQI: &str = "xiangqi.v1.jieqi";
/// Set once the first visit's welcome has been shown.
pub const WELCOMED: &str = "xiangqi.v1.welcomed";
/// The games by link with friends on other devices.
pub const FRIEND_LINKS: &str = "xiangqi.v1.friend-links";
/// The game over a direct connection with a friend's device.
pub const FRIEND_LIVE: &str = "xiangqi.v1.friend-live";
/// The STUN server the player named for direct connections, if any.
pub const FRIEND_STUN: &str = "xiangqi.v1.friend-stun";
/// Where settings were kept before the versioned format.
const OLD_SETTINGS: &str = "xiangqi.settings.v1";

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Keeps some of the keys above in place of localStorage (the database's
/// records, see `super::database::records`); its reads are immediate.
pub trait RecordKeeper {
    /// Whether `key` is one of its records.
    fn keeps(&self, key: &str) -> bool;
    /// The text kept under `key`, if any.
    fn get(&self, key: &str) -> Option<String>;
    /// Keeps `text` under `key` (a failure is its own to report).
    fn put(&self, key: &str, text: String);
    /// Forgets `key`.
    fn remove(&self, key: &str);
}

thread_local! {
    static KEEPER: std::cell::RefCell<Option<Box<dyn RecordKeeper>>> =
        const { std::cell::RefCell::new(None) };
}

/// From now on, the keys `keeper` keeps are read and written through it.
pub fn keep_records_in(keeper: impl RecordKeeper + 'static) {
    KEEPER.with(|k| *k.borrow_mut() = Some(Box::new(keeper)));
}

/// Runs `f` with the keeper of `key`, if one keeps it.
fn with_keeper<R>(key: &str, f: impl FnOnce(&dyn RecordKeeper) -> R) -> Option<R> {
    KEEPER.with(|k| {
        k.borrow()
            .as_deref()
            .filter(|keeper| keeper.keeps(key))
            .map(f)
    })
}

fn read_raw(key: &str) -> Option<String> {
    if let Some(text) = with_keeper(key, |k| k.get(key)) {
        return text;
    }
    local()?.get_item(key).ok().flatten()
}

/// Reads `key`: `Ok(None)` when absent, `Err(aside)` when the data could
/// not be used and was moved to `aside`.
fn load<T: DeserializeOwned>(key: &str, usable: impl Fn(&T) -> bool) -> Result<Option<T>, String> {
    let Some(text) = read_raw(key) else {
        return Ok(None);
    };
    match decode_with::<T>(&BrowserJson, &text) {
        Ok(data) if usable(&data) => Ok(Some(data)),
        _ => Err(set_aside(key, &text)),
    }
}

/// Moves `text` from `key` to `key.corrupt.<timestamp>`; returns the new key.
fn set_aside(key: &str, text: &str) -> String {
    let aside = format!("{key}.corrupt.{}", js_sys::Date::now() as u64);
    if let Some(s) = local() {
        let _ = s.set_item(&aside, text);
    }
    remove(key);
    aside
}

thread_local! {
    /// Values the browser refused to store, by key, to be written again
    /// (the latest value of each key wins).
    static UNSAVED: std::cell::RefCell<Vec<(String, String)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Stores `data` under `key`. A refusal (storage full, blocked, a private
/// window) is said to the player (see [`super::write_failures::on_failure`]) and
/// the value waits in memory for [`retry_unsaved`].
pub fn save<T: Serialize>(key: &str, data: &T) {
    let Some(text) = encode_with(&BrowserJson, data) else {
        return;
    };
    if with_keeper(key, |k| k.put(key, text.clone())).is_some() {
        // A value that waited here before the keeper took over is
        // superseded.
        UNSAVED.with(|u| u.borrow_mut().retain(|(k, _)| k != key));
        return;
    }
    let stored = local().is_some_and(|s| s.set_item(key, &text).is_ok());
    UNSAVED.with(|u| {
        let mut u = u.borrow_mut();
        u.retain(|(k, _)| k != key);
        if !stored {
            u.push((key.to_string(), text));
        }
    });
    if !stored {
        super::write_failures::report(super::write_failures::Failure::Records);
    }
}

/// The settings stored, if any can be read.
pub fn load_settings() -> Option<Settings> {
    load::<Settings>(SETTINGS, |_| true).ok().flatten()
}

/// Settings from their stored text (another tab's), if readable.
pub fn read_settings(text: &str) -> Option<Settings> {
    decode_with::<Settings>(&BrowserJson, text).ok()
}

/// Writes again what the browser refused; `true` when nothing waits.
pub fn retry_unsaved() -> bool {
    let waiting = UNSAVED.with(|u| std::mem::take(&mut *u.borrow_mut()));
    let mut still = Vec::new();
    for (key, text) in waiting {
        if local().is_none_or(|s| s.set_item(&key, &text).is_err()) {
            still.push((key, text));
        }
    }
    let done = still.is_empty();
    UNSAVED.with(|u| {
        let mut u = u.borrow_mut();
        // A newer value saved meanwhile wins over the one that waited.
        still.retain(|(k, _)| !u.iter().any(|(n, _)| n == k));
        u.extend(still);
    });
    done
}

/// The lessons done: `Err(aside)` when the stored list could not be used
/// and was moved to `aside` (the lessons start afresh and say so).
pub fn load_lesson_progress() -> Result<Option<crate::model::lesson::LessonProgress>, String> {
    load(LESSONS, |_| true)
}

/// The endgame trainer's progress: `Err(aside)` when it could not be used
/// and was moved to `aside`.
pub fn load_practice_progress() -> Result<Option<crate::model::practice::PracticeProgress>, String>
{
    load(ENDGAMES, |_| true)
}

/// The 揭棋 game kept from the last visit: `Err(aside)` when it could
/// not be read or does not replay from its seed, and was moved to `aside`.
#[cfg(feature = "study")]
pub fn load_jieqi() -> Result<Option<crate::model::jieqi::SavedJieqi>, String> {
    load(JIEQI, |saved| {
        crate::model::jieqi::JieqiTable::restore(saved).is_some()
    })
}

/// The games by link: `Err(aside)` when the stored list could not be
/// used and was moved to `aside` (the list starts afresh and says so).
pub fn load_link_games() -> Result<Option<crate::model::remote::LinkGames>, String> {
    load(FRIEND_LINKS, |_| true)
}

/// The game over a direct connection: `Err(aside)` when it could not be
/// used and was moved to `aside`.
pub fn load_live_game() -> Result<Option<crate::model::remote::StoredRemoteGame>, String> {
    load(FRIEND_LIVE, |_| true)
}

/// The STUN server the player named, if any.
pub fn load_stun() -> Option<String> {
    load::<String>(FRIEND_STUN, |_| true).ok().flatten()
}

/// The past games as the previous release kept them, still waiting to
/// move into the database: `Err(aside)` when they could not be read and
/// were moved to `aside`.
pub fn load_old_history() -> Result<Option<Vec<SavedGame>>, String> {
    load(HISTORY, |_| true)
}

/// The keys stored that start with `prefix`.
pub fn keys_starting_with(prefix: &str) -> Vec<String> {
    let Some(s) = local() else {
        return Vec::new();
    };
    let n = s.length().unwrap_or(0);
    (0..n)
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|k| k.starts_with(prefix))
        .collect()
}

/// The text stored under `key`, as it is.
pub fn read_text(key: &str) -> Option<String> {
    read_raw(key)
}

/// The text localStorage holds under `key`, whoever keeps the key now
/// (what the previous release, or a start without a database, left).
pub fn read_local(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// Forgets `key` in localStorage, whoever keeps the key now.
pub fn remove_local(key: &str) {
    if let Some(s) = local() {
        let _ = s.remove_item(key);
    }
}

/// Forgets `key`.
pub fn remove(key: &str) {
    if with_keeper(key, |k| k.remove(key)).is_some() {
        return;
    }
    if let Some(s) = local() {
        let _ = s.remove_item(key);
    }
}

/// The puzzle trainer's progress: `Err(aside)` when it could not be used
/// and was moved to `aside` (the trainer starts afresh and says so).
pub fn load_puzzle_progress() -> Result<Option<crate::model::puzzle::Progress>, String> {
    load(PUZZLES, crate::model::puzzle::Progress::is_sane)
}

/// Everything stored, with the keys of what had to be set aside.
pub fn load_all() -> Stored {
    let mut set_aside = Vec::new();
    let first_visit = [SETTINGS, OLD_SETTINGS, CURRENT, HISTORY, WELCOMED]
        .iter()
        .all(|key| read_raw(key).is_none());
    if first_visit {
        if let Some(s) = local() {
            let _ = s.set_item(WELCOMED, "1");
        }
    }
    let settings = load::<Settings>(SETTINGS, |_| true)
        .unwrap_or_else(|key| {
            set_aside.push(key);
            None
        })
        .unwrap_or_else(|| {
            read_raw(OLD_SETTINGS)
                .map(|text| Settings::from_json_with(&BrowserJson, &text))
                .unwrap_or_default()
        });
    // The past games come from the database (see `super::database`);
    // an old list that cannot be read is set aside here, and said.
    if let Err(key) = load_old_history() {
        set_aside.push(key);
    }
    let history = Vec::new();
    // A game whose moves cannot be replayed is as unreadable as bad JSON.
    let current =
        load::<SavedGame>(CURRENT, |g| g.record.to_game().is_ok()).unwrap_or_else(|key| {
            set_aside.push(key);
            None
        });
    let analysis_open = load::<AnalysisShown>(ANALYSIS, |_| true)
        .unwrap_or_else(|key| {
            set_aside.push(key);
            None
        })
        .is_some_and(|a| a.open);
    Stored {
        settings,
        current,
        history,
        set_aside,
        browser_lang: None,
        analysis_open,
        first_visit,
    }
}

/// Of the stored analysis board, only whether it was on screen: the page
/// does not read the board itself (the study module does).
#[derive(serde::Deserialize)]
struct AnalysisShown {
    #[serde(default)]
    open: bool,
}

/// The analysis board as it was left: `Err(aside)` when it could not be
/// used and was moved to `aside`.
pub fn load_analysis() -> Result<Option<StoredAnalysis>, String> {
    load(ANALYSIS, |_| true)
}

/// What the game last asked the analysis board to open, taken (it is
/// opened once).
pub fn take_study_request() -> Option<StudyRequest> {
    let request = load::<StudyRequest>(STUDY_REQUEST, |_| true).ok().flatten();
    if let Some(s) = local() {
        let _ = s.remove_item(STUDY_REQUEST);
    }
    request
}
