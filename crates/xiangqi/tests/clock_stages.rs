//! The rule book's controls: moves in time (负 (四)) and the per-move
//! limit (步时), alone and with the other controls.

use proptest::prelude::*;
use xiangqi::{ByColor, Clocks, Color, Flagged, GameTime, TimeControl};

const RED: Color = Color::Red;
const BLACK: Color = Color::Black;

fn tc(s: &str) -> TimeControl {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

#[test]
fn texts_of_the_rule_book_controls() {
    let stages = |moves, stage_min: u64, then_min: Option<u64>| GameTime::MovesInTime {
        moves,
        stage_ms: stage_min * 60_000,
        then_ms: then_min.map(|m| m * 60_000),
    };
    let cases = [
        ("40/90", stages(40, 90, None), None),
        ("40/90, 30", stages(40, 90, Some(30)), None),
        ("40/90，30", stages(40, 90, Some(30)), None),
        ("40 moves/90 min, 30 min", stages(40, 90, Some(30)), None),
        ("40步/90分钟", stages(40, 90, None), None),
        ("60 s/move", GameTime::Unlimited, Some(60_000)),
        ("60 s per move", GameTime::Unlimited, Some(60_000)),
        ("每步60秒", GameTime::Unlimited, Some(60_000)),
        ("步时 1 分钟", GameTime::Unlimited, Some(60_000)),
        (
            "10 min, 60 s/move",
            GameTime::SuddenDeath { main_ms: 600_000 },
            Some(60_000),
        ),
        (
            "5+3, 30 s/move",
            GameTime::Fischer {
                main_ms: 300_000,
                increment_ms: 3_000,
            },
            Some(30_000),
        ),
        (
            "40/90, 30, 2 min/move",
            stages(40, 90, Some(30)),
            Some(120_000),
        ),
        ("10 s/move", GameTime::Unlimited, Some(10_000)),
    ];
    for (text, game, per_move_ms) in cases {
        let parsed = tc(text);
        assert_eq!(parsed, TimeControl { game, per_move_ms }, "{text}");
        assert_eq!(tc(&parsed.to_string()), parsed, "{text} → {parsed}");
    }
    for bad in [
        "0/90",
        "x/90",
        "40/",
        "40/0",
        "0 s/move",
        "60 s/move, 30 s/move",
        "10, 20",
        "5+3, 40/90",
        "40/90, 30, 20",
        "1001/90",
    ] {
        assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
    }
}

#[test]
fn moves_in_time_repeats_its_stage() {
    let mut c = Clocks::new(tc("2/10s"));
    c.start(RED, 0.0);
    assert_eq!(c.remaining(RED, 0.0).moves_to_control, Some(2));
    c.press(4_000.0).unwrap(); // Red 1: 6 s left
    c.press(4_000.0).unwrap(); // Black 1
    c.press(9_000.0).unwrap(); // Red 2: 1 s left + 10 s
    let r = c.remaining(RED, 9_000.0);
    assert_eq!((r.main_ms, r.moves_to_control), (11_000, Some(2)));
    c.press(9_000.0).unwrap(); // Black 2: 10 s + 10 s
    assert_eq!(c.remaining(BLACK, 9_000.0).main_ms, 20_000);
    // Red's third and fourth moves must fit in 11 s.
    c.press(15_000.0).unwrap(); // 5 s left
    c.press(15_000.0).unwrap();
    assert_eq!(c.flagged(19_999.0), None);
    assert_eq!(c.press(20_000.0), Err(Flagged { color: RED }));
}

#[test]
fn moves_in_time_then_the_rest_of_the_game() {
    let mut c = Clocks::new(tc("1/10s, 5s"));
    c.start(RED, 0.0);
    c.press(8_000.0).unwrap(); // Red completes the stage: 2 s + 5 s
    let r = c.remaining(RED, 8_000.0);
    assert_eq!((r.main_ms, r.moves_to_control), (7_000, None));
    c.press(8_000.0).unwrap();
    c.press(14_000.0).unwrap(); // 1 s left, nothing more is added
    assert_eq!(c.remaining(RED, 14_000.0).main_ms, 1_000);
}

#[test]
fn not_completing_the_stage_in_time_loses() {
    let mut c = Clocks::new(tc("40/90"));
    c.start(RED, 0.0);
    for i in 0..39 {
        let t = f64::from(i + 1) * 100_000.0;
        c.press(t).unwrap();
        c.press(t).unwrap();
    }
    // Red has used 3 900 s of 5 400 s and still owes the 40th move.
    assert_eq!(c.remaining(RED, 3_900_000.0).moves_to_control, Some(1));
    assert_eq!(c.flagged(5_400_000.0), Some(RED));
}

#[test]
fn per_move_limit_alone() {
    let mut c = Clocks::new(tc("10 s/move"));
    c.start(RED, 0.0);
    let r = c.remaining(RED, 4_000.0);
    assert_eq!(r.move_ms_left, Some(6_000));
    c.press(9_999.0).unwrap();
    // Black's move starts with the full limit, and so does Red's next.
    assert_eq!(c.remaining(BLACK, 9_999.0).move_ms_left, Some(10_000));
    c.press(15_000.0).unwrap();
    assert_eq!(c.remaining(RED, 15_000.0).move_ms_left, Some(10_000));
    assert_eq!(c.display(RED, 15_000.0), "0:09.9"); // time used
    assert_eq!(c.flagged(24_999.0), None);
    assert_eq!(c.flagged(25_000.0), Some(RED));
}

#[test]
fn per_move_limit_with_game_time_loses_on_either() {
    // Game time runs out first.
    let mut c = Clocks::new(tc("0:15, 10 s/move"));
    c.start(RED, 0.0);
    c.press(9_000.0).unwrap();
    c.press(9_000.0).unwrap();
    assert_eq!(c.flagged(14_999.0), None);
    assert_eq!(c.flagged(15_000.0), Some(RED));
    // The move's time runs out first.
    let mut c = Clocks::new(tc("10 min, 10 s/move"));
    c.start(RED, 0.0);
    assert_eq!(c.flagged(10_000.0), Some(RED));
    assert_eq!(c.remaining(RED, 10_000.0).main_ms, 590_000);
}

#[test]
fn per_move_limit_with_increment_and_byoyomi() {
    let mut c = Clocks::new(tc("5+3, 30 s/move"));
    c.start(RED, 0.0);
    c.press(20_000.0).unwrap();
    assert_eq!(c.remaining(RED, 20_000.0).main_ms, 283_000);
    let mut c = Clocks::new(tc("3x20, 15 s/move"));
    c.start(RED, 0.0);
    // The period is longer than the move limit: the move limit decides.
    assert_eq!(c.flagged(15_000.0), Some(RED));
}

#[test]
fn pausing_keeps_the_move_time_and_a_take_back_renews_it() {
    let mut c = Clocks::new(tc("10 s/move"));
    c.start(RED, 0.0);
    c.pause(4_000.0);
    assert_eq!(c.remaining(RED, 100_000.0).move_ms_left, Some(6_000));
    c.resume(100_000.0);
    assert_eq!(c.remaining(RED, 101_000.0).move_ms_left, Some(5_000));
    c.retake(ByColor::new(0, 0), 101_000.0);
    assert_eq!(c.remaining(RED, 101_000.0).move_ms_left, Some(10_000));
    assert_eq!(c.remaining(RED, 102_000.0).move_ms_left, Some(9_000));
}

#[test]
fn a_control_reached_again_after_a_takeback_adds_no_time() {
    for text in ["2/60s", "2/60s, 30s"] {
        let mut c = Clocks::new(tc(text));
        c.start(RED, 0.0);
        for at in [1_000.0, 2_000.0, 3_000.0] {
            c.press(at).unwrap();
        }
        // Red's second move reaches the control: 60 s - 2 s + the stage.
        c.press(4_000.0).unwrap();
        let after_control = c.remaining(RED, 4_000.0).main_ms;
        // Both take back their second moves and Red plays its again.
        c.retake(ByColor::new(1, 1), 4_000.0);
        c.start(RED, 4_000.0);
        c.press(5_000.0).unwrap();
        assert_eq!(
            c.remaining(RED, 5_000.0).main_ms,
            after_control - 1_000,
            "{text}: the control's time was added twice"
        );
        assert_eq!(
            c.remaining(RED, 5_000.0).moves_to_control,
            Some(2).filter(|_| text == "2/60s")
        );
    }
}

#[test]
fn snapshots_keep_moves_and_move_time() {
    let mut c = Clocks::new(tc("3/60s, 10 s/move"));
    c.start(RED, 0.0);
    c.press(2_000.0).unwrap();
    c.press(3_000.0).unwrap();
    let restored = Clocks::restore(c.snapshot(7_000.0), 50.0);
    let r = restored.remaining(RED, 50.0);
    assert_eq!(r.moves_to_control, Some(2));
    assert_eq!(r.move_ms_left, Some(6_000));
    assert_eq!(r.main_ms, 54_000);
}

/// The time a side should have left after thinking `thinks[i]` for its
/// i-th move under `moves`/`stage` repeating, or `None` if it flagged.
fn expected_stage_time(moves: u32, stage: f64, thinks: &[f64]) -> Option<f64> {
    let mut left = stage;
    for (i, &t) in thinks.iter().enumerate() {
        left -= t;
        if left <= 0.0 {
            return None;
        }
        if (i as u32 + 1).is_multiple_of(moves) {
            left += stage;
        }
    }
    Some(left)
}

proptest! {
    /// Red's clock under a repeating stage equals an independent sum of
    /// stage grants minus thinking times: no drift, each stage granted
    /// exactly once, and the flag falls exactly when the sum reaches zero.
    #[test]
    fn stages_are_granted_exactly_once(
        moves in 1u32..6,
        stage_s in 1u64..20,
        thinks in proptest::collection::vec(0u32..9_000, 1..30),
    ) {
        let stage_ms = stage_s * 1_000;
        let control = TimeControl::from(GameTime::MovesInTime { moves, stage_ms, then_ms: None });
        let mut c = Clocks::new(control);
        c.start(RED, 0.0);
        let mut now = 0.0;
        let thinks: Vec<f64> = thinks.into_iter().map(f64::from).collect();
        let mut flagged = false;
        for (i, &t) in thinks.iter().enumerate() {
            now += t;
            if c.press(now).is_err() {
                flagged = true;
                prop_assert_eq!(expected_stage_time(moves, stage_ms as f64, &thinks[..=i]), None);
                break;
            }
            c.press(now).unwrap(); // Black replies at once
            let expected = expected_stage_time(moves, stage_ms as f64, &thinks[..=i]).unwrap();
            let r = c.remaining(RED, now);
            prop_assert_eq!(r.main_ms as f64, expected.ceil());
            let done = i as u32 + 1;
            prop_assert_eq!(r.moves_to_control, Some(moves - done % moves));
        }
        if !flagged {
            prop_assert_eq!(c.flagged(now), None);
        }
    }

    /// Under a per-move limit a move loses exactly when it takes the limit
    /// or longer, however the move is cut by pauses and restores.
    #[test]
    fn the_move_limit_is_exact_across_pauses_and_restores(
        limit_s in 1u64..30,
        pieces in proptest::collection::vec((0u32..4_000, 0u8..3), 1..12),
    ) {
        let limit = (limit_s * 1_000) as f64;
        let mut c = Clocks::new(TimeControl::per_move(limit_s * 1_000));
        c.start(RED, 0.0);
        let mut now = 0.0;
        let mut thought = 0.0;
        for (think, cut) in pieces {
            now += f64::from(think);
            thought += f64::from(think);
            prop_assert_eq!(c.flagged(now).is_some(), thought >= limit);
            if thought >= limit {
                break;
            }
            match cut {
                0 => {
                    c.pause(now);
                    now += 1_000_000.0;
                    c.resume(now);
                }
                1 => c = Clocks::restore(c.snapshot(now), now),
                _ => {}
            }
            prop_assert_eq!(c.remaining(RED, now).move_ms_left, Some((limit - thought).ceil() as u64));
        }
    }
}
