//! Short sounds made with Web Audio (no files): a knock for a capture,
//! two rising tones for a check and two short beeps when time runs low. Silent unless the player turned sound on.

use std::cell::RefCell;

use web_sys::{AudioContext, OscillatorType};

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

use crate::model::Sound;

/// Creates (or resumes) the audio context; call from a user gesture so the
/// browser lets it play.
pub fn unlock() {
    CONTEXT.with(|c| {
        let mut slot = c.borrow_mut();
        if slot.is_none() {
            *slot = AudioContext::new().ok();
        }
        if let Some(ctx) = slot.as_ref() {
            let _ = ctx.resume();
        }
    });
}

/// Plays `sound` if audio has been unlocked.
pub fn play(sound: Sound) {
    CONTEXT.with(|c| {
        if let Some(ctx) = c.borrow().as_ref() {
            let _ = match sound {
                Sound::Capture => tone(ctx, OscillatorType::Triangle, 180.0, 0.0, 0.12, 0.5),
                Sound::Check => tone(ctx, OscillatorType::Sine, 660.0, 0.0, 0.12, 0.25)
                    .and_then(|()| tone(ctx, OscillatorType::Sine, 880.0, 0.13, 0.16, 0.25)),
                Sound::LowTime => tone(ctx, OscillatorType::Square, 440.0, 0.0, 0.08, 0.12)
                    .and_then(|()| tone(ctx, OscillatorType::Square, 440.0, 0.18, 0.08, 0.12)),
            };
        }
    });
}

/// One decaying tone of `freq` Hz starting `at` seconds from now.
fn tone(
    ctx: &AudioContext,
    kind: OscillatorType,
    freq: f32,
    at: f64,
    length: f64,
    volume: f32,
) -> Result<(), wasm_bindgen::JsValue> {
    let now = ctx.current_time() + at;
    let osc = ctx.create_oscillator()?;
    let gain = ctx.create_gain()?;
    osc.set_type(kind);
    osc.frequency().set_value(freq);
    gain.gain().set_value_at_time(volume, now)?;
    gain.gain()
        .exponential_ramp_to_value_at_time(0.001, now + length)?;
    osc.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&ctx.destination())?;
    osc.start_with_when(now)?;
    osc.stop_with_when(now + length + 0.02)?;
    Ok(())
}
