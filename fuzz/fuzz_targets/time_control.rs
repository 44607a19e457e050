//! Time control text: never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::TimeControl;

fuzz_target!(|text: &str| {
    let _ = text.parse::<TimeControl>();
});
