//! The browser suite, run through cargo: every scenario in headless
//! Chromium, and the core of it in Firefox ESR and in WebKitGTK (the
//! engine of Safari and of every browser on an iPhone or iPad), each
//! chosen by `E2E_BROWSER` (see the suite's `harness::browser`).

use crate::cmd;

/// The scenarios run in every browser: what a player does first and most
/// (play the computer, a refused move, face to face with a draw offer and
/// a takeback, clocks to a flag, a reload, offline, a lesson, a puzzle,
/// the analysis board, a file, a game by link, a friend's live game or
/// what is said where a browser cannot hold one, the data kept across
/// tabs and moved between devices, the browser's own controls legible,
/// the accessibility audit, and what an iPhone or iPad needs).
const CORE: [&str; 24] = [
    "play::a_short_game_against_level_1_with_clicks",
    "play::an_illegal_move_is_refused_and_changes_nothing",
    "play::takeback_hint_and_resignation",
    "clocks::a_face_to_face_game_on_a_tablet",
    "clocks::black_loses_on_time_with_an_increment",
    "saving::a_reload_against_the_ai_resumes_the_same_game_and_clocks",
    "pwa::after_one_visit_the_app_plays_the_ai_offline",
    "lessons::the_horse_goes_around_and_the_lesson_is_kept_without_next",
    "puzzles::a_puzzle_is_solved_by_playing_its_solution",
    "analysis::a_mate_in_one_is_the_first_line_with_its_arrow",
    "files::an_encrypted_xqf_file_opens_from_the_file_input",
    "files::a_broken_file_is_refused_and_the_game_stays",
    "friend::three_moves_travel_by_link_between_two_devices",
    "friend::a_live_game_or_what_this_browser_lacks",
    "keeping::two_tabs_each_keep_the_game_they_finish_and_share_settings",
    "keeping::the_previous_releases_settings_and_progress_move_into_the_database",
    "transfer::all_of_one_devices_data_reaches_the_other_or_what_this_browser_lacks",
    "controls::native_controls_are_legible_in_every_engine",
    "themes::the_menus_choice_of_light_or_dark_is_drawn_and_kept",
    "a11y::axe_finds_nothing_on_the_main_screens",
    "a11y::axe_finds_nothing_on_a_phone",
    "iphone::install_on_an_iphone_says_share_then_add_to_home_screen",
    "iphone::the_installed_app_on_an_iphone_offers_no_install",
    "iphone::no_double_tap_zoom",
];

/// The browsers beside Chromium that run [`CORE`].
const OTHER_BROWSERS: [(&str, &str); 2] = [("firefox", "Firefox ESR"), ("webkit", "WebKitGTK")];

/// The browser end-to-end suite against `dist/` in Chromium (extra args
/// go to the test binary); without extra args, the core in the other
/// browsers too.
pub(crate) fn e2e(extra: &[String]) -> Result<(), String> {
    cmd::step("browser end-to-end tests (headless Chromium)");
    cmd::run(suite(extra.iter().map(String::as_str)).env("E2E_BROWSER", "chromium"))?;
    if !extra.is_empty() {
        return Ok(());
    }
    // A renamed scenario would otherwise leave the core quietly smaller.
    let listed = cmd::output(&mut suite(["--list"].into_iter())).unwrap_or_default();
    let missing: Vec<&str> = CORE
        .into_iter()
        .filter(|name| !listed.lines().any(|l| l == format!("{name}: test")))
        .collect();
    if !missing.is_empty() {
        return Err(format!(
            "the core names scenarios that do not exist: {missing:?}"
        ));
    }
    for (browser, name) in OTHER_BROWSERS {
        cmd::step(&format!("the core of the browser tests in {name}"));
        let args = std::iter::once("--exact").chain(CORE);
        cmd::run(suite(args).env("E2E_BROWSER", browser))?;
    }
    Ok(())
}

/// `cargo test` of the browser suite, one scenario at a time, with `args`.
fn suite<'a>(args: impl Iterator<Item = &'a str>) -> std::process::Command {
    let mut command = cmd::cargo();
    command.args([
        "test",
        "--features",
        "e2e",
        "--test",
        "e2e",
        "--",
        "--test-threads=1",
    ]);
    command.args(args);
    command
}
