//! The Web Worker that reads and writes game files (see `xiangqi_files`).

fn main() {
    xiangqi_files::worker::run();
}
