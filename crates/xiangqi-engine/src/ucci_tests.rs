//! Tests of the UCCI dialect: each command alone, then scripted
//! conversations through the front end.

use super::*;
use crate::frontend::converse;

fn parse(reader: &mut Reader, line: &str) -> Command {
    reader.parse(line).unwrap().unwrap()
}

#[test]
fn handshake_lists_options_and_ends_with_ucciok() {
    let out = converse("ucci\nisready\n");
    assert!(out.starts_with("id name xiangqi-engine"), "{out}");
    assert!(out.contains("option usemillisec type check default false\n"));
    assert!(out.contains("option hashsize type spin min 0 max 1024 default 16\n"));
    assert!(out.contains("option level type spin min 1 max 8 default 8\n"));
    assert!(out.contains("option newgame type button\n"));
    assert!(out.contains("ucciok\nreadyok\n"), "{out}");
    assert!(!out.contains("option name"), "UCI syntax leaked: {out}");
}

#[test]
fn times_are_seconds_until_usemillisec() {
    let mut r = Reader::default();
    let Command::Go(go) = parse(&mut r, "go time 300 increment 2 opptime 200 oppincrement 1")
    else {
        panic!("not a go");
    };
    assert_eq!(go.own.unwrap().time_ms, 300_000);
    assert_eq!(go.own.unwrap().increment_ms, 2_000);
    assert_eq!(go.opponent.unwrap().time_ms, 200_000);
    assert_eq!(go.opponent.unwrap().increment_ms, 1_000);
    assert_eq!(r.parse("setoption usemillisec true"), Ok(None));
    assert!(r.millis());
    let Command::Go(go) = parse(&mut r, "go time 300 increment 2") else {
        panic!("not a go");
    };
    assert_eq!(go.own.unwrap().time_ms, 300);
    assert_eq!(go.own.unwrap().increment_ms, 2);
}

#[test]
fn go_modes_and_flags() {
    let mut r = Reader::default();
    r.parse("setoption usemillisec true").unwrap();
    let go = |r: &mut Reader, line: &str| match parse(r, line) {
        Command::Go(go) => go,
        other => panic!("{other:?}"),
    };
    let g = go(&mut r, "go time 60000 movestogo 20");
    assert_eq!(g.own.unwrap().movestogo, Some(20));
    assert_eq!(g.limits_for(xiangqi::Color::Black).btime, Some(60_000));
    assert_eq!(go(&mut r, "go depth 7").limits.depth, Some(7));
    assert_eq!(go(&mut r, "go nodes 5000").limits.nodes, Some(5000));
    assert!(go(&mut r, "go infinite").limits.infinite);
    let p = go(&mut r, "go ponder time 1000 increment 0");
    assert!(p.ponder && !p.draw_offered);
    let d = go(
        &mut r,
        "go draw time 1000 increment 0 opptime 900 oppincrement 0",
    );
    assert!(d.draw_offered && !d.ponder);
    assert_eq!(parse(&mut r, "go depth 0"), Command::StaticEval);
    assert!(r.parse("go opptime 5").is_err());
    assert!(r.parse("go time x").is_err());
    assert!(r.parse("go sideways 3").is_err());
}

#[test]
fn setoption_reads_ucci_and_uci_forms() {
    let mut r = Reader::default();
    assert_eq!(
        parse(&mut r, "setoption hashsize 32"),
        Command::SetOption(EngineOption::Hash(32))
    );
    assert_eq!(
        parse(&mut r, "setoption hashsize 0"),
        Command::SetOption(EngineOption::Hash(DEFAULT_MIB))
    );
    assert_eq!(
        parse(&mut r, "setoption name level value 3"),
        Command::SetOption(EngineOption::Level(3))
    );
    assert_eq!(parse(&mut r, "setoption newgame"), Command::NewGame);
    assert_eq!(r.parse("setoption batch true"), Ok(None));
    assert!(r.batch());
    assert!(r.parse("setoption hashsize 99999").is_err());
    assert!(r.parse("setoption usemillisec maybe").is_err());
    assert_eq!(
        parse(&mut r, "setoption usebook false"),
        Command::SetOption(EngineOption::OwnBook(false))
    );
    assert!(r.parse("setoption usebook maybe").is_err());
    assert!(r
        .parse("setoption style risky")
        .unwrap_err()
        .contains("unknown option 'style'"));
    assert!(r.parse("setoption").is_err());
}

#[test]
fn other_commands_parse() {
    let mut r = Reader::default();
    assert_eq!(parse(&mut r, "isready"), Command::IsReady);
    assert_eq!(parse(&mut r, "stop"), Command::Stop);
    assert_eq!(parse(&mut r, "quit"), Command::Quit);
    assert_eq!(
        parse(&mut r, "ponderhit"),
        Command::PonderHit { draw: false }
    );
    assert_eq!(
        parse(&mut r, "ponderhit draw"),
        Command::PonderHit { draw: true }
    );
    assert_eq!(parse(&mut r, "probe"), Command::Probe(None));
    assert!(matches!(
        parse(&mut r, "probe startpos moves h2e2"),
        Command::Probe(Some((_, m))) if m.len() == 1
    ));
    assert_eq!(
        parse(&mut r, "banmoves h2e2 b2e2"),
        Command::BanMoves(vec!["h2e2".parse().unwrap(), "b2e2".parse().unwrap()])
    );
    assert!(r.parse("banmoves zz99").is_err());
    assert_eq!(r.parse("   "), Ok(None));
    assert!(r.parse("uciok").is_err());
}

#[test]
fn scores_and_mates() {
    assert_eq!(score(Score::Cp(-35)), -35);
    assert_eq!(score(Score::Mate(1)), 9_999);
    assert_eq!(score(Score::Mate(-1)), -9_998);
}

fn outcome(best: &str, score: Score) -> SearchOutcome {
    SearchOutcome {
        best: Some(best.parse().unwrap()),
        ponder: None,
        score,
        depth: 5,
        nodes: 1,
    }
}

#[test]
fn bestmove_offers_accepts_draws_and_resigns() {
    let worse = outcome("h2e2", Score::Cp(-120));
    assert_eq!(best_move_line(&worse, true), "bestmove h2e2 draw");
    assert_eq!(best_move_line(&worse, false), "bestmove h2e2");
    let better = outcome("h2e2", Score::Cp(80));
    assert_eq!(best_move_line(&better, true), "bestmove h2e2");
    let mated = outcome("h2e2", Score::Mate(-2));
    assert_eq!(best_move_line(&mated, false), "bestmove h2e2 resign");
    assert_eq!(best_move_line(&mated, true), "bestmove h2e2 draw");
    let none = SearchOutcome {
        best: None,
        ..mated
    };
    assert_eq!(best_move_line(&none, false), "nobestmove");
}

#[test]
fn position_with_moves_then_search() {
    let out = converse(
        "ucci\nposition fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2 h9g7\ngo depth 3\n",
    );
    assert!(out.contains("info depth 3 score "), "{out}");
    assert!(out.contains("info time "), "{out}");
    let last = out.lines().last().unwrap();
    assert!(last.starts_with("bestmove "), "{out}");
    assert!(!out.contains("score cp"), "UCI score syntax: {out}");
}

const MATE_IN_ONE: &str = "position fen 4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1";

#[test]
fn banmoves_hold_until_the_next_position() {
    let out = converse(&format!(
        "ucci\n{MATE_IN_ONE}\nbanmoves b0b9\ngo depth 3\n{MATE_IN_ONE}\ngo depth 3\n"
    ));
    let bests: Vec<&str> = out.lines().filter(|l| l.starts_with("bestmove")).collect();
    assert_eq!(bests.len(), 2, "{out}");
    assert!(!bests[0].starts_with("bestmove b0b9"), "{out}");
    assert!(bests[1].starts_with("bestmove b0b9"), "{out}");
}

#[test]
fn no_legal_move_is_nobestmove() {
    let out = converse("ucci\nposition fen 1R2k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1\ngo depth 2\n");
    assert!(out.ends_with("nobestmove\n"), "{out}");
}

#[test]
fn clock_nodes_and_infinite_searches_answer() {
    let out = converse(
        "ucci\nsetoption usemillisec true\nposition startpos\ngo time 2000 increment 0 opptime 2000 oppincrement 0\ngo time 2000 movestogo 10\ngo nodes 3000\ngo infinite\nisready\nstop\n",
    );
    assert_eq!(out.matches("bestmove ").count(), 4, "{out}");
    assert!(out.contains("readyok"));
}

#[test]
fn ponder_answers_once_after_ponderhit() {
    let out = converse(
        "ucci\nsetoption usemillisec true\nposition startpos moves h2e2\ngo ponder time 500 increment 0\nisready\nponderhit draw\n",
    );
    assert_eq!(out.matches("bestmove ").count(), 1, "{out}");
    let out = converse("ucci\ngo ponder depth 3\nstop\n");
    assert_eq!(out.matches("bestmove ").count(), 1, "{out}");
    let out = converse("ucci\nponderhit\nisready\n");
    assert!(out.contains("info message error: ponderhit"), "{out}");
}

#[test]
fn draw_offer_in_a_lost_position_is_accepted() {
    // Black to move, a chariot down.
    let out = converse(
        "ucci\nposition fen 3akab2/9/4b4/9/9/9/9/9/4A4/R3KA3 b - - 0 1\ngo draw depth 4\n",
    );
    let last = out.lines().last().unwrap();
    assert!(
        last.starts_with("bestmove ") && last.ends_with(" draw"),
        "{out}"
    );
}

#[test]
fn depth_zero_reports_the_evaluation_only() {
    let out = converse("ucci\nposition startpos\ngo depth 0\n");
    assert!(out.contains("info depth 0 score "), "{out}");
    assert!(out.ends_with("nobestmove\n"), "{out}");
}

#[test]
fn probe_reports_the_hash_table() {
    // Batch mode: the search ends before `probe` is read.
    let out = converse(
        "ucci\nsetoption batch true\nprobe\nposition startpos\ngo depth 4\nprobe\nprobe startpos moves h2e2\n",
    );
    let pops: Vec<&str> = out.lines().filter(|l| l.starts_with("pophash")).collect();
    assert_eq!(pops.len(), 3, "{out}");
    assert_eq!(pops[0], "pophash");
    assert!(pops[1].starts_with("pophash bestmove "), "{out}");
    assert!(
        pops[1].contains(" lowerbound ") && pops[1].contains(" depth 4"),
        "{out}"
    );
    assert!(out.contains("info message static evaluation "), "{out}");
}

#[test]
fn probe_while_thinking_answers_at_once() {
    let out = converse("ucci\ngo infinite\nprobe\nstop\n");
    assert!(
        out.contains("busy while the engine thinks\npophash\n"),
        "{out}"
    );
    assert_eq!(out.matches("bestmove ").count(), 1, "{out}");
}

#[test]
fn stop_while_idle_answers_nobestmove() {
    let out = converse("ucci\nstop\n");
    assert!(out.ends_with("ucciok\nnobestmove\n"), "{out}");
}

#[test]
fn quit_says_bye_and_stops_reading() {
    let out = converse("ucci\ngo infinite\nquit\nisready\n");
    assert!(out.ends_with("bye\n"), "{out}");
    assert!(!out.contains("readyok"));
}

#[test]
fn batch_mode_finishes_each_search_in_order() {
    let out = converse(
        "ucci\nsetoption batch true\nposition startpos\ngo depth 3\nposition startpos moves h2e2\ngo depth 3\n",
    );
    assert_eq!(out.matches("bestmove ").count(), 2, "{out}");
}

#[test]
fn options_apply() {
    let out = converse(
        "ucci\nsetoption hashsize 2\nsetoption level 1\nsetoption seed 5\nsetoption clearhash\nsetoption newgame\ngo depth 3\n",
    );
    assert!(!out.contains("error"), "{out}");
    assert!(out.contains("bestmove "));
}

#[test]
fn bad_input_is_reported_and_the_engine_keeps_going() {
    let out = converse(
        "ucci\nfoo\nposition fen xyz w\nposition startpos moves h2e2 h2e2\nbanmoves 12\ngo sideways\nsetoption hashsize lots\nsetoption style risky\nisready\n",
    );
    assert!(
        out.contains("info message error: unknown command 'foo'"),
        "{out}"
    );
    assert!(out.contains("info message error: bad FEN"), "{out}");
    assert!(
        out.contains("info message error: illegal move 'h2e2'"),
        "{out}"
    );
    assert!(
        out.contains("info message error: malformed move '12'"),
        "{out}"
    );
    assert!(out.contains("info message error: go: "), "{out}");
    assert!(out.contains("setoption hashsize: expected"), "{out}");
    assert!(out.contains("unknown option 'style' (ignored)"), "{out}");
    assert!(out.ends_with("readyok\n"), "{out}");
}

#[test]
fn multipv_reports_the_best_lines() {
    let out = converse("ucci\nsetoption multipv 3\ngo depth 4\n");
    assert!(
        out.contains("option multipv type spin min 1 max 8 default 1\n"),
        "{out}"
    );
    let depth4: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("info depth 4 "))
        .collect();
    assert_eq!(depth4.len(), 3, "{out}");
    assert!(!depth4[0].contains("multipv"), "{out}");
    assert!(
        depth4[1].starts_with("info depth 4 multipv 2 score "),
        "{out}"
    );
    assert!(
        depth4[2].starts_with("info depth 4 multipv 3 score "),
        "{out}"
    );
    let firsts: std::collections::HashSet<&str> = depth4
        .iter()
        .filter_map(|l| l.split(" pv ").nth(1)?.split(' ').next())
        .collect();
    assert_eq!(firsts.len(), 3, "three different moves: {out}");
    let out = converse("ucci\nsetoption multipv 0\n");
    assert!(out.contains("expected a value 1..8"), "{out}");
}
