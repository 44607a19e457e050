//! Clocks and time controls: flag falls, increments, byo-yomi periods,
//! pausing, saving and restoring, display and odd input.

use proptest::prelude::*;
use xiangqi::{ClockSnapshot, Clocks, Color, Flagged, GameTime, TimeControl};

const RED: Color = Color::Red;
const BLACK: Color = Color::Black;

fn tc(s: &str) -> TimeControl {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

#[test]
fn sudden_death_flags_at_exactly_zero() {
    let mut c = Clocks::new(tc("5s"));
    c.start(RED, 1_000.0);
    assert_eq!(c.flagged(5_999.0), None);
    assert_eq!(c.remaining(RED, 5_999.0).main_ms, 1);
    assert_eq!(c.flagged(6_000.0), Some(RED));
    assert_eq!(c.remaining(RED, 6_000.0).main_ms, 0);
    // Black's clock has not moved.
    assert_eq!(c.remaining(BLACK, 6_000.0).main_ms, 5_000);
    // A move made just in time is fine.
    assert_eq!(c.press(5_999.5), Ok(()));
    assert_eq!(c.remaining(RED, 100_000.0).main_ms, 1);
    assert_eq!(c.running(), Some(BLACK));
    assert_eq!(c.flagged(10_999.4), None);
    assert_eq!(c.flagged(10_999.5), Some(BLACK));
    assert_eq!(c.press(11_000.0), Err(Flagged { color: BLACK }));
    assert_eq!(c.running(), None);
    assert_eq!(c.flagged(0.0), Some(BLACK));
    // Stopped for good.
    assert_eq!(c.press(12_000.0), Err(Flagged { color: BLACK }));
    c.resume(13_000.0);
    c.start(RED, 13_000.0);
    assert_eq!(c.running(), None);
}

#[test]
fn flag_recorded_by_pause() {
    let mut c = Clocks::new(tc("2s"));
    c.start(BLACK, 0.0);
    c.pause(3_000.0);
    assert_eq!(c.flagged(3_000.0), Some(BLACK));
    assert!(!c.is_paused());
    assert_eq!(c.press(3_000.0), Err(Flagged { color: BLACK }));
}

#[test]
fn fischer_increment_after_every_move() {
    let mut c = Clocks::new(tc("10s+2s"));
    c.start(RED, 0.0);
    // The first move earns the increment too.
    c.press(1_000.0).unwrap();
    assert_eq!(c.remaining(RED, 1_000.0).main_ms, 11_000);
    c.press(4_000.0).unwrap(); // Black used 3 s
    assert_eq!(c.remaining(BLACK, 4_000.0).main_ms, 9_000);
    c.press(4_500.0).unwrap();
    assert_eq!(c.remaining(RED, 4_500.0).main_ms, 12_500);
    // No increment while thinking.
    assert_eq!(c.remaining(BLACK, 6_500.0).main_ms, 7_000);
    // Black can last exactly 9 s from 4.5 s.
    assert_eq!(c.flagged(13_499.0), None);
    assert_eq!(c.flagged(13_500.0), Some(BLACK));
    assert_eq!(c.press(13_500.0), Err(Flagged { color: BLACK }));
    // The increment is not added after a flag fall.
    assert_eq!(c.remaining(BLACK, 20_000.0).main_ms, 0);
}

#[test]
fn byoyomi_periods() {
    // 2 s main, 3 periods of 1 s.
    let mut c = Clocks::new(TimeControl::from(GameTime::Byoyomi {
        main_ms: 2_000,
        periods: 3,
        period_ms: 1_000,
    }));
    c.start(RED, 0.0);
    let r = c.remaining(RED, 1_999.0);
    assert!(!r.in_byoyomi);
    assert_eq!((r.main_ms, r.periods_left, r.period_ms_left), (1, 3, 1_000));

    // Main time runs out: into the periods.
    let r = c.remaining(RED, 2_000.0);
    assert!(r.in_byoyomi);
    assert_eq!((r.main_ms, r.periods_left, r.period_ms_left), (0, 3, 1_000));
    let r = c.remaining(RED, 2_400.0);
    assert_eq!((r.periods_left, r.period_ms_left), (3, 600));

    // A move within a period keeps the count and resets the period.
    c.press(2_400.0).unwrap();
    let r = c.remaining(RED, 2_400.0);
    assert_eq!((r.periods_left, r.period_ms_left), (3, 1_000));
    c.press(2_500.0).unwrap(); // Black, still in main time

    // An expired period consumes one.
    let r = c.remaining(RED, 3_500.0);
    assert_eq!((r.periods_left, r.period_ms_left), (2, 1_000));
    let r = c.remaining(RED, 3_700.0);
    assert_eq!((r.periods_left, r.period_ms_left), (2, 800));
    c.press(3_700.0).unwrap();
    assert_eq!(c.remaining(RED, 3_700.0).periods_left, 2);
    assert_eq!(c.remaining(RED, 3_700.0).period_ms_left, 1_000);
    c.press(3_800.0).unwrap();

    // Two periods left: the second running out flags.
    assert_eq!(c.remaining(RED, 4_800.0).periods_left, 1);
    assert_eq!(c.flagged(5_799.0), None);
    assert_eq!(c.flagged(5_800.0), Some(RED));
    assert_eq!(c.press(5_800.0), Err(Flagged { color: RED }));
    let r = c.remaining(RED, 9_000.0);
    assert_eq!(
        (r.periods_left, r.period_ms_left, r.in_byoyomi),
        (0, 0, false)
    );
}

#[test]
fn byoyomi_spans_main_and_periods_in_one_move() {
    let mut c = Clocks::new(tc("1s 3x1s"));
    c.start(RED, 0.0);
    // 1 s main + 2.5 periods in one go: one period left, half used.
    let r = c.remaining(RED, 3_500.0);
    assert_eq!((r.periods_left, r.period_ms_left), (1, 500));
    assert_eq!(c.flagged(3_999.0), None);
    assert_eq!(c.flagged(4_000.0), Some(RED));
    // Only periods, no main time.
    let mut c = Clocks::new(tc("2x10s"));
    c.start(RED, 0.0);
    assert!(c.remaining(RED, 0.0).in_byoyomi);
    assert_eq!(c.display(RED, 0.0), "10 ×2");
    c.press(9_000.0).unwrap();
    assert_eq!(c.remaining(RED, 9_000.0).period_ms_left, 10_000);
    assert_eq!(c.remaining(RED, 9_000.0).periods_left, 2);
}

#[test]
fn pause_and_resume_charge_nothing_while_paused() {
    let mut c = Clocks::new(tc("1"));
    c.start(RED, 0.0);
    c.pause(10_000.0);
    assert!(c.is_paused());
    assert_eq!(c.running(), None);
    assert_eq!(c.remaining(RED, 1e9).main_ms, 50_000);
    assert_eq!(c.flagged(1e9), None);
    c.resume(1_000_000.0);
    assert_eq!(c.running(), Some(RED));
    assert_eq!(c.remaining(RED, 1_005_000.0).main_ms, 45_000);
    c.press(1_005_000.0).unwrap();
    c.pause(1_006_000.0);
    // Pausing twice and resuming twice are harmless.
    c.pause(1_007_000.0);
    c.resume(2_000_000.0);
    c.resume(2_001_000.0);
    assert_eq!(c.remaining(BLACK, 2_002_000.0).main_ms, 57_000);
    // A move "made" while paused only passes the turn.
    c.pause(2_002_000.0);
    c.press(3_000_000.0).unwrap();
    assert_eq!(c.side_to_move(), Some(RED));
    assert_eq!(c.remaining(BLACK, 3_000_000.0).main_ms, 57_000);
    assert_eq!(c.remaining(RED, 3_000_000.0).main_ms, 45_000);
}

#[test]
fn not_started() {
    let mut c = Clocks::new(tc("5+3"));
    assert_eq!(c.running(), None);
    assert!(!c.is_paused());
    assert_eq!(c.press(1_000.0), Ok(()));
    c.pause(2_000.0);
    c.resume(3_000.0);
    assert_eq!(c.running(), None);
    assert_eq!(c.flagged(1e12), None);
    assert_eq!(c.remaining(RED, 1e12).main_ms, 300_000);
    assert_eq!(c.display(BLACK, 5.0), "5:00");
}

#[test]
fn start_again_charges_the_running_side() {
    let mut c = Clocks::new(tc("1"));
    c.start(RED, 0.0);
    c.start(BLACK, 1_000.0);
    assert_eq!(c.remaining(RED, 5_000.0).main_ms, 59_000);
    assert_eq!(c.remaining(BLACK, 5_000.0).main_ms, 56_000);
}

#[test]
fn snapshot_restore_round_trip() {
    for control in [tc("1"), tc("10s+2"), tc("3s 2x1s"), TimeControl::UNLIMITED] {
        let mut c = Clocks::new(control);
        c.start(RED, 100.0);
        c.press(1_300.0).unwrap();
        c.press(2_000.0).unwrap();
        c.press(4_750.0).unwrap();
        let snap = c.snapshot(5_000.0);
        assert_eq!(snap.turn, Some(BLACK));
        assert!(snap.running);
        // Restored at another time origin, it continues where it was.
        let r = Clocks::restore(snap.clone(), 70_000.0);
        for t in [0.0, 250.0, 900.0, 1_500.0] {
            for side in Color::ALL {
                assert_eq!(
                    r.remaining(side, 70_000.0 + t),
                    c.remaining(side, 5_000.0 + t),
                    "{control} {side} +{t}"
                );
                assert_eq!(r.display(side, 70_000.0 + t), c.display(side, 5_000.0 + t));
            }
            assert_eq!(r.flagged(70_000.0 + t), c.flagged(5_000.0 + t));
        }
        assert_eq!(r.snapshot(70_000.0), snap);
    }
}

#[test]
fn snapshot_of_paused_and_flagged_clocks() {
    let mut c = Clocks::new(tc("2s"));
    c.start(RED, 0.0);
    c.pause(500.0);
    let snap = c.snapshot(9_000.0);
    assert!(!snap.running);
    let r = Clocks::restore(snap, 0.0);
    assert!(r.is_paused());
    assert_eq!(r.remaining(RED, 100_000.0).main_ms, 1_500);

    c.resume(1_000.0);
    let snap = c.snapshot(3_000.0);
    assert_eq!(snap.flagged, Some(RED));
    assert!(!snap.running);
    let r = Clocks::restore(snap, 0.0);
    assert_eq!(r.flagged(0.0), Some(RED));
    assert_eq!(r.running(), None);
}

#[test]
fn restore_sanitizes_bad_values() {
    let snap = ClockSnapshot {
        control: tc("1"),
        red: xiangqi::SideTime {
            main_ms: f64::NAN,
            periods_left: 7,
            period_ms_left: -5.0,
            used_ms: f64::INFINITY,
            ..xiangqi::SideTime::default()
        },
        black: xiangqi::SideTime::default(),
        turn: Some(RED),
        running: true,
        flagged: None,
    };
    let c = Clocks::restore(snap, f64::NAN);
    assert_eq!(c.remaining(RED, 10.0).main_ms, 0);
    assert_eq!(c.flagged(10.0), Some(RED));
    assert_eq!(c.display(RED, 10.0), "0:00.0");
}

#[cfg(feature = "serde")]
#[test]
fn snapshot_serde() {
    let mut c = Clocks::new(tc("20 3x30"));
    c.start(RED, 0.0);
    c.press(61_000.0).unwrap();
    let snap = c.snapshot(62_000.0);
    let json = serde_json::to_string(&snap).unwrap();
    assert!(json.contains("\"turn\":\"black\""), "{json}");
    assert!(json.contains("\"type\":\"byoyomi\""), "{json}");
    let back: ClockSnapshot = serde_json::from_str(&json).unwrap();
    assert_eq!(back, snap);
    assert!(serde_json::from_str::<ClockSnapshot>(&json.replace("black", "blue")).is_err());
}

#[test]
fn display_formats() {
    let mut c = Clocks::new(tc("1:05:00"));
    assert_eq!(c.display(RED, 0.0), "1:05:00");
    c.start(RED, 0.0);
    assert_eq!(c.display(RED, 300_000.0), "1:00:00");
    assert_eq!(c.display(RED, 300_001.0), "59:59");
    assert_eq!(c.display(RED, 3_900_000.0 - 10_000.0), "0:10");
    assert_eq!(c.display(RED, 3_900_000.0 - 9_999.0), "0:09.9");
    assert_eq!(c.display(RED, 3_900_000.0 - 7_300.0), "0:07.3");
    assert_eq!(c.display(RED, 3_900_000.0 - 50.0), "0:00.0");
    assert_eq!(c.display(RED, 3_900_000.0 + 50.0), "0:00.0");

    let mut c = Clocks::new(tc("10 min 3x30 s"));
    c.start(RED, 0.0);
    assert_eq!(c.display(RED, 2_000.0), "9:58");
    assert_eq!(c.display(RED, 600_000.0), "30 ×3");
    assert_eq!(c.display(RED, 600_000.5), "29 ×3");
    assert_eq!(c.display(RED, 600_000.0 + 22_700.0), "7.3 ×3");
    assert_eq!(c.display(RED, 600_000.0 + 30_000.0), "30 ×2");
    assert_eq!(c.display(RED, 600_000.0 + 90_000.0), "0.0 ×0");

    let mut c = Clocks::new(TimeControl::UNLIMITED);
    c.start(RED, 0.0);
    assert_eq!(c.display(RED, 75_000.0), "1:15");
    assert_eq!(c.display(BLACK, 75_000.0), "0:00.0");
    c.press(75_000.0).unwrap();
    assert_eq!(c.flagged(1e15), None);
    assert_eq!(c.remaining(RED, 1e15).used_ms, 75_000);
}

#[test]
fn time_going_backwards_counts_as_no_time() {
    let mut c = Clocks::new(tc("10s"));
    c.start(RED, 5_000.0);
    assert_eq!(c.remaining(RED, 1_000.0).main_ms, 10_000);
    assert_eq!(c.remaining(RED, f64::NAN).main_ms, 10_000);
    assert_eq!(c.remaining(RED, f64::NEG_INFINITY).main_ms, 10_000);
    assert_eq!(c.remaining(RED, f64::INFINITY).main_ms, 10_000);
    c.press(4_000.0).unwrap();
    assert_eq!(c.remaining(RED, 9_000.0).main_ms, 10_000);
    // Black's clock started at the last valid reading, 5 s.
    assert_eq!(c.remaining(BLACK, 6_000.0).main_ms, 9_000);
    c.pause(f64::NAN);
    c.resume(f64::NAN);
    c.press(f64::NAN).unwrap();
    assert_eq!(c.side_to_move(), Some(RED));
    assert_eq!(c.remaining(BLACK, 0.0).main_ms, 10_000);
}

#[test]
fn time_control_display_and_parse() {
    let cases = [
        ("unlimited", TimeControl::UNLIMITED),
        (
            "5 min",
            TimeControl::from(GameTime::SuddenDeath { main_ms: 300_000 }),
        ),
        (
            "0:03",
            TimeControl::from(GameTime::SuddenDeath { main_ms: 3_000 }),
        ),
        (
            "1:30.5",
            TimeControl::from(GameTime::SuddenDeath { main_ms: 90_500 }),
        ),
        (
            "10+5",
            TimeControl::from(GameTime::Fischer {
                main_ms: 600_000,
                increment_ms: 5_000,
            }),
        ),
        (
            "3+0",
            TimeControl::from(GameTime::Fischer {
                main_ms: 180_000,
                increment_ms: 0,
            }),
        ),
        (
            "0:30+2.5",
            TimeControl::from(GameTime::Fischer {
                main_ms: 30_000,
                increment_ms: 2_500,
            }),
        ),
        (
            "20 min + 3×30 s 读秒",
            TimeControl::from(GameTime::Byoyomi {
                main_ms: 1_200_000,
                periods: 3,
                period_ms: 30_000,
            }),
        ),
        (
            "0:45 + 1×5 s 读秒",
            TimeControl::from(GameTime::Byoyomi {
                main_ms: 45_000,
                periods: 1,
                period_ms: 5_000,
            }),
        ),
        (
            "5×10 s 读秒",
            TimeControl::from(GameTime::Byoyomi {
                main_ms: 0,
                periods: 5,
                period_ms: 10_000,
            }),
        ),
    ];
    for (text, control) in cases {
        assert_eq!(control.to_string(), text);
        assert_eq!(text.parse::<TimeControl>(), Ok(control), "{text}");
    }
    let same = [
        ("10", "10 min"),
        ("10m", "10 min"),
        ("10 分钟", "10 min"),
        ("600s", "10 min"),
        ("1h", "60 min"),
        ("0.5", "0:30"),
        ("15+10", "15 + 10 s"),
        ("15+10", "15min+10sec"),
        ("10 3x30 byo", "10 min + 3×30 s 读秒"),
        ("10+3*30", "10 3X30 byo-yomi"),
        ("10 3x30", "１０ ３×３０ 读秒"),
        ("2s+500ms", "0:02+0.5"),
        ("none", "∞"),
        ("UNLIMITED", "-"),
    ];
    for (a, b) in same {
        assert_eq!(tc(a), tc(b), "{a} vs {b}");
    }
    for bad in [
        "",
        " ",
        "0",
        "0+5",
        "10+",
        "+5",
        "x30",
        "3x",
        "0x30",
        "3x0",
        "10 min 20",
        "1:2:3:4",
        "1:60",
        "5 lightyears",
        "1..5",
        "99999999999",
        "-5",
        "10+-5",
        "abc",
    ] {
        assert!(
            bad.parse::<TimeControl>().is_err(),
            "{bad:?} should be rejected"
        );
    }
}

#[test]
fn presets_are_sensible() {
    let presets = TimeControl::presets();
    assert!(presets.len() >= 8);
    let shown: Vec<String> = presets.iter().map(|p| p.control.to_string()).collect();
    for expected in ["3+2", "5 min", "10+5", "15+10", "20 min + 3×30 s 读秒"] {
        assert!(
            shown.iter().any(|s| s == expected),
            "{expected} in {shown:?}"
        );
    }
    for p in presets {
        assert!(!p.name.is_empty());
        assert_eq!(p.control.to_string().parse::<TimeControl>(), Ok(p.control));
    }
}

proptest! {
    #[test]
    fn parsing_never_panics(s in "\\PC{0,24}") {
        if let Ok(t) = s.parse::<TimeControl>() {
            prop_assert_eq!(t.to_string().parse::<TimeControl>(), Ok(t));
        }
    }

    #[test]
    fn parsing_time_like_text_never_panics(s in "[0-9:.+x ms]{0,16}") {
        if let Ok(t) = s.parse::<TimeControl>() {
            prop_assert_eq!(t.to_string().parse::<TimeControl>(), Ok(t));
        }
    }

    #[test]
    fn clocks_never_panic_and_stay_consistent(
        kind in 0u8..4,
        main in 0u64..20_000,
        inc in 0u64..5_000,
        periods in 0u32..5,
        steps in proptest::collection::vec((0u8..6, -1_000.0f64..5_000.0), 0..40),
    ) {
        let control = match kind {
            0 => TimeControl::UNLIMITED,
            1 => TimeControl::from(GameTime::SuddenDeath { main_ms: main }),
            2 => TimeControl::from(GameTime::Fischer { main_ms: main, increment_ms: inc }),
            _ => TimeControl::from(GameTime::Byoyomi { main_ms: main, periods, period_ms: inc }),
        };
        let mut c = Clocks::new(control);
        let mut now = 0.0;
        for (op, dt) in steps {
            now += dt;
            match op {
                0 => c.start(Color::Red, now),
                1 | 2 => { let _ = c.press(now); }
                3 => c.pause(now),
                4 => c.resume(now),
                _ => c = Clocks::restore(c.snapshot(now), now),
            }
            for side in Color::ALL {
                let r = c.remaining(side, now + dt);
                let _ = c.display(side, now + dt);
                if let GameTime::Byoyomi { periods, .. } = control.game {
                    prop_assert!(r.periods_left <= periods);
                }
            }
            if let Some(f) = c.flagged(now) {
                // Once flagged, always flagged.
                prop_assert_eq!(c.flagged(now + 1e6), Some(f));
            }
        }
    }
}

#[cfg(feature = "serde")]
#[test]
fn time_controls_round_trip_through_json_and_bad_ones_are_errors() {
    for tc in [
        TimeControl::UNLIMITED,
        TimeControl::from(GameTime::SuddenDeath { main_ms: 60_000 }),
        TimeControl::from(GameTime::Fischer {
            main_ms: 600_000,
            increment_ms: 5_000,
        }),
        TimeControl::from(GameTime::Byoyomi {
            main_ms: 0,
            periods: 3,
            period_ms: 30_000,
        }),
        TimeControl::from(GameTime::MovesInTime {
            moves: 40,
            stage_ms: 5_400_000,
            then_ms: Some(1_800_000),
        }),
        TimeControl::per_move(60_000),
        TimeControl {
            game: GameTime::Fischer {
                main_ms: 300_000,
                increment_ms: 3_000,
            },
            per_move_ms: Some(30_000),
        },
    ] {
        let text = serde_json::to_string(&tc).unwrap();
        assert_eq!(
            serde_json::from_str::<TimeControl>(&text).unwrap(),
            tc,
            "{text}"
        );
    }
    assert_eq!(
        serde_json::to_string(&TimeControl::from(GameTime::Fischer {
            main_ms: 1,
            increment_ms: 2
        }))
        .unwrap(),
        r#"{"type":"fischer","main_ms":1,"increment_ms":2}"#
    );
    for bad in [
        r#"{"type":"fischer","main_ms":1}"#,
        r#"{"type":"hourglass"}"#,
        r#"{"main_ms":1}"#,
        r#"{"type":"sudden_death","main_ms":-5}"#,
        r#"{"type":"moves_in_time","main_ms":60000}"#,
        r#"{"type":"moves_in_time","moves":0,"main_ms":60000}"#,
    ] {
        assert!(serde_json::from_str::<TimeControl>(bad).is_err(), "{bad}");
    }
}
