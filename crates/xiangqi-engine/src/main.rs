//! `xiangqi-engine`: the engine speaking UCI on standard input and output.

fn main() {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    xiangqi_engine::uci::run(stdin.lock(), stdout);
}
