//! The Web Worker that runs the AI (see `xiangqi_web::ai::worker`).

fn main() {
    xiangqi_web::ai::worker::run();
}
