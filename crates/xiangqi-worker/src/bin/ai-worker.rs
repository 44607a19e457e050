//! The Web Worker that runs the AI (see `xiangqi_worker`).

fn main() {
    xiangqi_worker::worker::run();
}
