//! The workloads `cargo xtask bench` times, written once and compiled both
//! natively and to wasm32 (run in V8 through Node.js), so the two speeds can
//! be compared on the same machine in the same run.
//!
//! Each workload returns the number of nodes it visited; the caller times it.

use xiangqi::Position;

/// perft from the start position to `depth` (leaves counted in bulk).
pub fn perft_start(depth: u32) -> u64 {
    let mut position = Position::startpos();
    xiangqi::perft(&mut position, depth)
}

/// The engine's fixed bench (its positions searched to `depth`): total nodes.
pub fn engine_bench(depth: u32) -> u64 {
    xiangqi_engine::bench::run(depth).0
}

/// The same bench with the hand-written evaluation alone (no learned
/// network), so the network's cost shows as a ratio of the two.
pub fn engine_bench_hand_written(depth: u32) -> u64 {
    xiangqi_engine::bench::run_with(depth, xiangqi_engine::Config::hand_written()).0
}

/// Solves `ending` (e.g. `KR-KAAEE`) with every smaller ending it leads
/// to, from nothing, as the AI worker does: the legal positions of all
/// those tables (0 for an ending that does not read or cannot be solved).
pub fn solve_ending(ending: &str) -> u64 {
    let Ok(material) = ending.parse::<xiangqi_tablebase::Material>() else {
        return 0;
    };
    let mut tables = xiangqi_tablebase::Tablebase::new();
    if tables.build(material, &mut |_, _| {}).is_err() {
        return 0;
    }
    tables.tables().map(|t| t.stats().legal).sum()
}

/// The first 20 moves of a 揭棋 game (seed 11) with both sides played by
/// the computer at `level`: the positions searched.
pub fn jieqi_game(level: u32) -> u64 {
    let mut game = xiangqi_jieqi::Game::new(11);
    let strength = xiangqi_jieqi_ai::level(level.min(8) as u8);
    let mut nodes = 0;
    for ply in 0..20u64 {
        let thought = xiangqi_jieqi_ai::think(game.position(), strength, ply);
        nodes += thought.nodes;
        match thought.mv {
            Some(mv) if game.play(mv).is_ok() => {}
            _ => break,
        }
    }
    nodes
}

/// The wasm entry points; node counts come back as `f64` (exact below 2^53).
#[cfg(target_arch = "wasm32")]
mod wasm {
    use wasm_bindgen::prelude::wasm_bindgen;

    #[wasm_bindgen]
    pub fn perft_start(depth: u32) -> f64 {
        super::perft_start(depth) as f64
    }

    #[wasm_bindgen]
    pub fn engine_bench(depth: u32) -> f64 {
        super::engine_bench(depth) as f64
    }

    #[wasm_bindgen]
    pub fn engine_bench_hand_written(depth: u32) -> f64 {
        super::engine_bench_hand_written(depth) as f64
    }

    #[wasm_bindgen]
    pub fn jieqi_game(level: u32) -> f64 {
        super::jieqi_game(level) as f64
    }

    #[wasm_bindgen]
    pub fn solve_ending(ending: &str) -> f64 {
        super::solve_ending(ending) as f64
    }
}
