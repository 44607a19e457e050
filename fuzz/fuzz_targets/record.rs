//! The app's own record format: never panics, and a record read writes
//! back to itself.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::{GameRecord, Notation};

fuzz_target!(|text: &str| {
    if let Ok(record) = GameRecord::parse(text) {
        for n in Notation::ALL {
            let written = record.write(n);
            assert_eq!(GameRecord::parse(&written).as_ref(), Ok(&record), "{written}");
        }
    }
});
