//! The UCI dialect (with ICCS move coordinates such as `h2e2`): how UCI
//! commands read and how the answers are written. [`crate::frontend`]
//! carries the commands out.

use crate::command::{
    book_option, hash_option, level_option, multipv_option, network_option, number_after,
    parse_bench, parse_perft, parse_position, seed_option, tablebase_option, Command, EngineOption,
    Go, MAX_MULTIPV,
};
use crate::levels::levels;
use crate::tt::{DEFAULT_MIB, MAX_MIB};
use crate::{SearchInfo, SearchOutcome};

/// Reads one UCI line; `Ok(None)` for a blank line.
pub fn parse(line: &str) -> Result<Option<Command>, String> {
    let mut parts = line.split_whitespace();
    let Some(cmd) = parts.next() else {
        return Ok(None);
    };
    let args: Vec<&str> = parts.collect();
    let command = match cmd {
        "uci" => Command::Hello,
        "isready" => Command::IsReady,
        "ucinewgame" => Command::NewGame,
        "setoption" => Command::SetOption(parse_setoption(&args)?),
        "position" => {
            let (start, moves) = parse_position(&args)?;
            Command::Position { start, moves }
        }
        "go" if args.first() == Some(&"perft") => Command::Perft(parse_perft(&args[1..])?),
        "go" => Command::Go(parse_go(&args)?),
        "stop" => Command::Stop,
        "d" => Command::Display,
        "bench" => Command::Bench(parse_bench(&args)?),
        "quit" => Command::Quit,
        other => return Err(format!("unknown command '{other}'")),
    };
    Ok(Some(command))
}

/// `setoption name <words...> [value <words...>]`.
fn parse_setoption(args: &[&str]) -> Result<EngineOption, String> {
    if args.first() != Some(&"name") {
        return Err("setoption: expected 'name'".to_string());
    }
    let vpos = args.iter().position(|&a| a == "value");
    let name = args[1..vpos.unwrap_or(args.len())].join(" ");
    let value = vpos.map(|p| args[p + 1..].join(" "));
    let value = value.as_deref();
    match name.to_ascii_lowercase().as_str() {
        "hash" => hash_option("Hash", value),
        "level" => level_option("Level", value),
        "seed" => seed_option("Seed", value),
        "multipv" => multipv_option("MultiPV", value),
        "ownbook" => book_option("OwnBook", value),
        "tablebasepath" => Ok(tablebase_option(value)),
        "use nnue" => network_option("Use NNUE", value),
        "clear hash" => Ok(EngineOption::ClearHash),
        "" => Err("setoption: missing option name".to_string()),
        other => Err(format!("setoption: unknown option '{other}'")),
    }
}

/// `go [depth D] [nodes N] [movetime MS] [wtime MS] [btime MS] [winc MS]
/// [binc MS] [movestogo N] [infinite] [ponder]`. `ponder` is accepted and
/// searched like a normal move.
fn parse_go(args: &[&str]) -> Result<Go, String> {
    let mut go = Go::default();
    let limits = &mut go.limits;
    let mut i = 0;
    while i < args.len() {
        let key = args[i];
        if key == "infinite" {
            limits.infinite = true;
            i += 1;
            continue;
        }
        if key == "ponder" {
            i += 1;
            continue;
        }
        let u = number_after(args, i)?;
        match key {
            "depth" => limits.depth = Some(u.min(u32::MAX as u64) as u32),
            "nodes" => limits.nodes = Some(u),
            "movetime" => limits.movetime = Some(u),
            "wtime" => limits.wtime = Some(u),
            "btime" => limits.btime = Some(u),
            "winc" => limits.winc = Some(u),
            "binc" => limits.binc = Some(u),
            "movestogo" => limits.movestogo = Some(u.min(u32::MAX as u64) as u32),
            other => return Err(format!("go: unknown parameter '{other}'")),
        }
        i += 2;
    }
    Ok(go)
}

/// The answer to `uci`: identity, options, `uciok`.
pub fn hello() -> Vec<String> {
    vec![
        format!("id name xiangqi-engine {}", env!("CARGO_PKG_VERSION")),
        "id author the xiangqi-engine developers".to_string(),
        format!("option name Hash type spin default {DEFAULT_MIB} min 1 max {MAX_MIB}"),
        format!(
            "option name Level type spin default {n} min 1 max {n}",
            n = levels().len()
        ),
        "option name Clear Hash type button".to_string(),
        "option name Seed type spin default 0 min 0 max 2147483647".to_string(),
        format!("option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"),
        "option name OwnBook type check default true".to_string(),
        "option name TablebasePath type string default <empty>".to_string(),
        "option name Use NNUE type check default true".to_string(),
        "uciok".to_string(),
    ]
}

/// Formats an `info` line: `info depth 9 seldepth 14 multipv 2 score cp
/// -31 nodes ... nps ... time ... pv h2e2 h9g7` for a line, without
/// `multipv`, `score` and `pv` for a heartbeat.
pub fn info_line(i: &SearchInfo) -> String {
    if i.progress_only {
        return format!(
            "info depth {} seldepth {} nodes {} nps {} time {}",
            i.depth, i.seldepth, i.nodes, i.nps, i.time_ms
        );
    }
    let pv: Vec<String> = i.pv.iter().map(|m| m.to_string()).collect();
    format!(
        "info depth {} seldepth {} multipv {} score {} nodes {} nps {} time {} pv {}",
        i.depth,
        i.seldepth,
        i.multipv,
        i.score.uci(),
        i.nodes,
        i.nps,
        i.time_ms,
        pv.join(" ")
    )
}

/// The `bestmove` line; `bestmove (none)` when there is no legal move.
pub fn best_move_line(out: &SearchOutcome) -> String {
    match (out.best, out.ponder) {
        (Some(b), Some(p)) => format!("bestmove {b} ponder {p}"),
        (Some(b), None) => format!("bestmove {b}"),
        (None, _) => "bestmove (none)".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontend::converse;
    use xiangqi::{Move, Position};

    #[test]
    fn go_reads_clocks_and_ignores_ponder() {
        let Ok(Some(Command::Go(go))) =
            parse("go ponder wtime 1000 btime 900 winc 10 binc 20 movestogo 5")
        else {
            panic!("not a go");
        };
        let l = go.limits;
        assert_eq!(
            (l.wtime, l.btime, l.winc, l.binc),
            (Some(1000), Some(900), Some(10), Some(20))
        );
        assert_eq!(l.movestogo, Some(5));
        assert!(!go.ponder);
        assert_eq!(parse("ucinewgame"), Ok(Some(Command::NewGame)));
        assert_eq!(parse(""), Ok(None));
        // UCCI's words are not UCI's.
        assert!(parse("banmoves h2e2").is_err());
    }

    #[test]
    fn handshake() {
        let out = converse("uci\nisready\n");
        assert!(out.contains("id name xiangqi-engine"));
        assert!(out.contains("id author"));
        assert!(out.contains("option name Hash type spin default 16 min 1 max 1024"));
        assert!(out.contains("option name Level type spin default 8 min 1 max 8"));
        assert!(out.contains("option name Clear Hash type button"));
        assert!(out.contains("uciok\n"));
        assert!(out.ends_with("readyok\n"));
    }

    /// The learned evaluation is on unless the option turns it off; the
    /// bench shows which evaluation searched (its node counts at depth 2
    /// are pinned in `bench.rs` and were 1,790 before the network).
    #[test]
    fn the_learned_evaluation_can_be_turned_off() {
        let nodes = |out: &str| {
            out.lines()
                .find_map(|l| l.strip_prefix("Nodes searched  : "))
                .map(str::to_string)
        };
        let out = converse("uci\nbench 2\n");
        assert!(out.contains("option name Use NNUE type check default true"));
        let with_network = nodes(&out);
        let out = converse("setoption name Use NNUE value false\nbench 2\n");
        assert_eq!(nodes(&out).as_deref(), Some("1790"), "{out}");
        assert_ne!(with_network.as_deref(), Some("1790"));
        let out = converse(
            "setoption name Use NNUE value false\nsetoption name Use NNUE value true\nbench 2\n",
        );
        assert_eq!(nodes(&out), with_network);
        assert!(
            converse("setoption name Use NNUE value maybe\n").contains("expected true or false")
        );
    }

    #[test]
    fn game_moves_come_from_the_book_unless_it_is_off() {
        let out = converse("uci\nposition startpos moves h2e2\ngo movetime 5000\n");
        assert!(out.contains("option name OwnBook type check default true"));
        // Straight from the book: no search, so no info line.
        assert!(!out.contains("info depth"), "{out}");
        let last = out.lines().last().unwrap();
        let m: Move = last.split_whitespace().nth(1).unwrap().parse().unwrap();
        let after = Position::startpos().play("h2e2".parse().unwrap()).unwrap();
        let book = xiangqi_openings::book::Book::builtin().probe(&after);
        assert!(book.iter().any(|&(b, _)| b == m), "{m} not in the book");
        // Analysis is never from the book, and the option turns it off.
        let out = converse("position startpos moves h2e2\ngo depth 2\n");
        assert!(out.contains("info depth 2"), "{out}");
        let out = converse(
            "setoption name OwnBook value false\nposition startpos moves h2e2\ngo movetime 100\n",
        );
        assert!(out.contains("info depth"), "{out}");
        assert!(converse("setoption name OwnBook value maybe\n").contains("expected true or false"));
    }

    #[test]
    fn go_depth_prints_info_and_bestmove() {
        let out = converse("position startpos moves h2e2 h9g7\ngo depth 3\n");
        assert!(out.contains("info depth 3 seldepth"), "{out}");
        assert!(out.contains(" score cp "));
        let last = out.lines().last().unwrap();
        assert!(last.starts_with("bestmove "), "{out}");
        let m: Move = last.split_whitespace().nth(1).unwrap().parse().unwrap();
        let pos = Position::startpos()
            .play("h2e2".parse().unwrap())
            .unwrap()
            .play("h9g7".parse().unwrap())
            .unwrap();
        assert!(pos.is_legal(m));
    }

    #[test]
    fn mate_score_and_no_move() {
        let out = converse("position fen 4k4/R8/9/9/9/9/9/9/9/1R1K5 w\ngo depth 3\n");
        assert!(out.contains("score mate 1"), "{out}");
        assert!(out.contains("bestmove b0b9"));
        let out = converse("position fen 1R2k4/R8/9/9/9/9/9/9/9/3K5 b\ngo depth 2\nd\n");
        assert!(out.contains("bestmove (none)"), "{out}");
        assert!(out.contains("outcome: red checkmate"), "{out}");
    }

    #[test]
    fn stop_ends_infinite_search() {
        let out = converse("go infinite\nisready\nstop\nisready\n");
        assert!(out.contains("readyok"));
        assert!(out.contains("bestmove "), "{out}");
    }

    #[test]
    fn perft_divide_output() {
        let out = converse("go perft 2\n");
        assert!(out.contains("h2e2: "));
        assert!(out.contains("\n\nNodes searched: 1920\n"), "{out}");
    }

    #[test]
    fn display_board() {
        let out = converse("position startpos moves h2e2\nd\n");
        assert!(out.contains("Fen: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b"));
        assert!(out.contains("Side to move: black"));
        assert!(out.contains("Checkers: \n"));
        assert!(out.contains("outcome: none"));
    }

    #[test]
    fn display_a_dead_position_as_drawn() {
        let out = converse("position fen 3ak4/9/9/9/9/9/9/9/9/3K5 w - - 0 1\nd\n");
        assert!(out.contains("outcome: draw insufficient-material"), "{out}");
    }

    #[test]
    fn multipv_reports_several_lines() {
        let out = converse("uci\nsetoption name MultiPV value 2\ngo depth 4\n");
        assert!(
            out.contains("option name MultiPV type spin default 1 min 1 max 8"),
            "{out}"
        );
        let depth4: Vec<&str> = out
            .lines()
            .filter(|l| l.starts_with("info depth 4 "))
            .collect();
        assert_eq!(depth4.len(), 2, "{out}");
        assert!(depth4[0].contains(" multipv 1 score "), "{out}");
        assert!(depth4[1].contains(" multipv 2 score "), "{out}");
        let first = |l: &str| {
            l.split(" pv ")
                .nth(1)
                .and_then(|pv| pv.split(' ').next())
                .map(str::to_owned)
        };
        assert_ne!(first(depth4[0]), first(depth4[1]), "{out}");
        assert!(out.lines().last().unwrap().starts_with("bestmove "));
        let out = converse("setoption name MultiPV value 9\n");
        assert!(
            out.contains("setoption MultiPV: expected a value 1..8"),
            "{out}"
        );
    }

    #[test]
    fn options_and_newgame() {
        let out = converse(
            "setoption name Hash value 2\nsetoption name Level value 1\nsetoption name Clear Hash\nucinewgame\ngo depth 5\n",
        );
        assert!(!out.contains("error"), "{out}");
        assert!(out.contains("bestmove "));
    }

    #[test]
    fn error_unknown_command() {
        let out = converse("foo bar\nisready\n");
        assert!(out.contains("info string error: unknown command 'foo'"));
        assert!(out.ends_with("readyok\n"));
    }

    #[test]
    fn error_bad_fen() {
        let out = converse("position fen xyz w\nd\n");
        assert!(out.contains("info string error: bad FEN"), "{out}");
        // The previous position is kept.
        assert!(out.contains("Fen: rnbakabnr/9/1c5c1"));
    }

    #[test]
    fn error_illegal_move() {
        let out = converse("position startpos moves h2e2 h2e2\n");
        assert!(
            out.contains("info string error: illegal move 'h2e2'"),
            "{out}"
        );
    }

    #[test]
    fn error_malformed_move() {
        let out = converse("position startpos moves zz99\n");
        assert!(
            out.contains("info string error: malformed move 'zz99'"),
            "{out}"
        );
    }

    #[test]
    fn error_bad_position_syntax() {
        let out = converse("position\nposition fen\n");
        assert_eq!(
            out.matches("info string error: position").count(),
            2,
            "{out}"
        );
    }

    #[test]
    fn error_bad_go_parameters() {
        let out = converse("go depth x\ngo sideways 3\ngo perft\n");
        assert!(out.contains("go: 'depth' needs a number"));
        assert!(out.contains("go: unknown parameter 'sideways'"));
        assert!(out.contains("go perft: expected a depth"));
        assert!(!out.contains("bestmove"));
    }

    #[test]
    fn error_bad_options() {
        let out = converse(
            "setoption name Hash value 0\nsetoption name Level value 99\nsetoption name Nope value 1\nsetoption\n",
        );
        assert!(out.contains("setoption Hash: expected"));
        assert!(out.contains("setoption Level: expected"));
        assert!(out.contains("unknown option 'nope'"));
        assert!(out.contains("setoption: expected 'name'"));
    }

    #[test]
    fn error_bad_bench_depth() {
        let out = converse("bench x\n");
        assert!(out.contains("bench: expected a depth"));
    }

    #[test]
    fn display_perpetual_check_outcome() {
        let out = converse(
            "position fen 3k5/8R/9/9/9/9/9/9/9/4K4 w moves i8i9 d9d8 i9i8 d8d9 i8i9 d9d8 i9i8 d8d9\nd\n",
        );
        assert!(out.contains("outcome: black perpetual-check"), "{out}");
    }

    #[test]
    fn display_perpetual_attack_outcome() {
        // One check, one chase: the chariot checks from h9 and attacks the
        // horse on c4 from h4, twice over.
        let out = converse(
            "position fen 3k5/9/9/9/9/2n4R1/9/9/9/5K3 w moves h4h9 d9d8 h9h4 d8d9 h4h9 d9d8 h9h4 d8d9\nd\n",
        );
        assert!(out.contains("outcome: black perpetual-attack"), "{out}");
    }

    #[test]
    fn commands_during_infinite_search_do_not_hang() {
        let out = converse("go infinite\ngo depth 1\nsetoption name Hash value 1\nucinewgame\n");
        assert_eq!(out.matches("bestmove").count(), 2, "{out}");
    }

    #[test]
    fn quit_stops() {
        let out = converse("quit\nisready\n");
        assert!(!out.contains("readyok"));
    }
}
