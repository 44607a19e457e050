//! `xiangqi-engine`: the engine speaking UCI or UCCI on standard input and
//! output (the first command, `uci` or `ucci`, chooses).

fn main() {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    xiangqi_engine::frontend::run(stdin.lock(), stdout);
}
