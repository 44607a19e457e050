//! Project automation, run as `cargo xtask <command>`.
//!
//! Every command first installs what it needs and is missing (see
//! [`tools`]), so a fresh machine with only rustup/cargo needs nothing else.

mod audit;
mod bench;
mod build;
mod cmd;
mod crosscheck;
mod dist;
mod e2e;
mod gzip;
mod icons;
mod postbuild;
mod screen_sizes;
mod server;
mod speed;
mod tablebase;
mod tools;

use std::process::ExitCode;

use build::{build_engine_bin, build_release};
use e2e::e2e;

const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  serve    install missing tools, release build, serve it on http://127.0.0.1:8080 as users get
           it: installable, works offline, full-speed AI (--port N for another port)
  dev      debug build served by trunk on http://127.0.0.1:8080 with live reload (no service
           worker, slower AI)
  test     install missing tools, then fmt, clippy, all tests, release build, browser e2e suite
  e2e      release build and the browser end-to-end suite only
  build    release build of the app into dist/
  dist     release build packaged for a static host: dist/ (works at any path, with the hosts'
           configuration files) and target/xiangqi-web-dist.tar.gz; `--tables DIR` adds the
           endgame tables built into DIR as dist/tables/ with their index
  bench    figures: perft and engine speed natively and in wasm (V8), release build size
           (`bench speed` or `bench size` for one of them; `bench study`: the
           analysis board's depth and a game review's time in Chromium; `bench worker`:
           the engine's speed in a Chromium Web Worker, with and without the network;
           `bench games`: 10,000 past games' storage and the time their list takes to open)
  match    match between engine levels, search variants or external UCI engines
           (arguments go to xiangqi-match; --help lists them)
  elo      the levels' Elo: fits crates/xiangqi-engine/data/level-elo.txt and prints everyone's
           rating; `elo play --reference PATH` plays its pairings against Fairy-Stockfish at
           fixed node counts (arguments go to xiangqi-elo; --help lists them)
  uci      the engine on stdin/stdout, speaking UCI or UCCI
  book     build the opening book from the ECCO lines with the engine (release build;
           [--depth N] [--margin CP] [--out PATH]), into crates/xiangqi-openings/data/book.txt
  tune     fit the evaluation to self-play results (release build): `tune gen` plays games and
           writes their quiet positions to target/tune/, `tune fit` fits the weights and writes
           crates/xiangqi-engine/src/tuned.rs (arguments go to xiangqi-tune; --help lists them)
  nnue     the learned evaluation's data (release build): `nnue gen` plays self-play games at a
           fixed node count and appends their quiet positions with the search's score and the
           game's result to target/nnue/data.txt, resuming where an earlier run stopped
           (arguments go to xiangqi-nnue; --help lists them)
  puzzles  generate the puzzle collection from self-play (release build; arguments go to
           xiangqi-puzzles, --help lists them)
  crosscheck  the rules against Fairy-Stockfish (pyffish): move sets and repetition rulings
           over random games ([games] [cycles] [seed]); `crosscheck tables --engine PATH`:
           the endgame tables against another engine's search (random positions of the 36 endings)
  tablebase  endgame tables (release build): `tablebase [build|check|index] [ENDINGS...] [--out DIR]`
           solves each ending (KR-KAAEE, ...; `all`: every one-attacker ending) with the ones
           its captures lead to into DIR (target/tablebase/), or reads them back and proves
           them against the rules; prints positions, wins, draws, losses, longest mate,
           bytes raw and compressed, seconds; `index` lists DIR's tables with their SHA-256
           in DIR/index.txt, for a host to serve as the app's tables/ folder
  audit    Lighthouse scores (performance, accessibility, best practices) of the release build
  icons    render public/icons/*.png from their SVG sources (--check: verify only)
  postbuild  trunk's post-build hook (release): CSP, external start-up script, sw.js
  setup    install missing tools only (add --browser for Chromium and chromedriver)
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(command) = args.first() else {
        eprint!("{USAGE}");
        return ExitCode::FAILURE;
    };
    let rest = &args[1..];
    let result = match command.as_str() {
        "serve" => serve(rest),
        "dev" => dev(),
        "test" => test(),
        "e2e" => tools::ensure_all(true)
            .and_then(|()| build_release())
            .and_then(|()| e2e(rest)),
        "build" => tools::ensure_all(false).and_then(|()| build_release()),
        "dist" => dist::run(rest),
        "bench" => bench::run(rest),
        "match" => release_bin("xiangqi-match", rest),
        "elo" => elo(rest),
        "uci" => release_bin("xiangqi-engine", rest),
        "book" => release_bin("xiangqi-book", rest),
        "tune" => release_bin("xiangqi-tune", rest),
        "nnue" => release_bin("xiangqi-nnue", rest),
        "puzzles" => release_bin_of("xiangqi-puzzles", "xiangqi-puzzles", rest),
        "icons" => icons::run(rest),
        "audit" => audit::run(),
        "crosscheck" => crosscheck::run(rest),
        "tablebase" => tablebase::run(rest),
        "postbuild" => postbuild::run(),
        "setup" => tools::ensure_all(rest.iter().any(|a| a == "--browser")),
        "help" | "--help" | "-h" => {
            print!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown command `{other}`\n\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("\nxtask: error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Release build, then `dist/` served the way a static host serves it.
fn serve(args: &[String]) -> Result<(), String> {
    let port = match args {
        [] => 8080,
        [flag, port] if flag == "--port" => port
            .parse::<u16>()
            .map_err(|_| format!("--port: expected a port number, got `{port}`"))?,
        _ => return Err(format!("serve: unexpected arguments {args:?}\n\n{USAGE}")),
    };
    // The port first: a port in use is reported before a long build.
    let address = format!("127.0.0.1:{port}");
    let listener = std::net::TcpListener::bind(&address)
        .map_err(|e| format!("cannot listen on {address}: {e}"))?;
    tools::ensure_all(false)?;
    build_release()?;
    cmd::step(&format!(
        "serving the release build (dist/) on http://{address}/ (Ctrl-C stops)"
    ));
    server::serve(listener, cmd::root().join("dist"));
    Ok(())
}

/// The debug build served by trunk, rebuilt and reloaded on every change.
fn dev() -> Result<(), String> {
    tools::ensure_all(false)?;
    cmd::step("debug build on http://127.0.0.1:8080 (live reload; Ctrl-C stops)");
    cmd::run(
        tools::trunk()
            // The build's URLs are relative; the development server serves
            // from the root.
            .args([
                "serve",
                "--address",
                "127.0.0.1",
                "--port",
                "8080",
                "--public-url",
                "/",
            ])
            .env("TRUNK_TOOLS_WASM_OPT", tools::WASM_OPT_PIN),
    )
}

fn test() -> Result<(), String> {
    tools::ensure_all(true)?;
    cmd::step("cargo fmt --check");
    cmd::run(cmd::cargo().args(["fmt", "--all", "--", "--check"]))?;
    cmd::step("cargo clippy (all targets, all features, warnings are errors)");
    cmd::run(cmd::cargo().args([
        "clippy",
        "--workspace",
        "--all-targets",
        "--all-features",
        "--",
        "-D",
        "warnings",
    ]))?;
    cmd::step("unit, integration and doc tests");
    cmd::run(cmd::cargo().args(["test", "--workspace"]))?;
    cmd::step("cargo doc (warnings are errors)");
    cmd::run(
        cmd::cargo()
            .args(["doc", "--workspace", "--no-deps", "--exclude", "xtask"])
            .env("RUSTDOCFLAGS", "-D warnings"),
    )?;
    build_release()?;
    e2e(&[])
}

/// Runs `bin` in release mode: the engine's UCI program from the engine
/// crate, every other (match, elo, book, tune, nnue) from its tools crate.
fn release_bin(bin: &str, args: &[String]) -> Result<(), String> {
    release_bin_of(package_of(bin), bin, args)
}

/// The package that holds the engine's program `bin`.
pub(crate) fn package_of(bin: &str) -> &'static str {
    if bin == "xiangqi-engine" {
        "xiangqi-engine"
    } else {
        "xiangqi-engine-tools"
    }
}

/// `xiangqi-elo`, with the `xiangqi-match` it runs built beside it.
fn elo(args: &[String]) -> Result<(), String> {
    build_engine_bin("xiangqi-match")?;
    release_bin("xiangqi-elo", args)
}

/// Runs `bin` of `package`, built in release mode.
fn release_bin_of(package: &str, bin: &str, args: &[String]) -> Result<(), String> {
    cmd::run_release_bin(package, bin, args)
}
