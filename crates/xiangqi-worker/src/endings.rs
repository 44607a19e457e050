//! Endgame tables in the worker, solved where they are first needed.
//!
//! The worker solves only the endings of a single attacking piece against
//! a defence ([`Material::is_lone_attacker`]): every one of them, with the
//! smaller endings it leads to, takes seconds, so nothing has to be
//! downloaded or stored and the tables work offline from the first game.
//! Solved tables live as long as the worker, and in the browser's storage
//! across visits (see `crate::stored`); the engine is handed them, so its
//! search and its answers at the root use them (see
//! `xiangqi_engine::endgame`).

use std::cell::RefCell;
use std::collections::BTreeSet;
use std::sync::Arc;

use xiangqi::{Move, Position};
use xiangqi_engine::Engine;
use xiangqi_tablebase::{Indexer, Material, Table, Tablebase, Task, BROWSER_SOLVES_AT_MOST};

use crate::protocol::{verdict_score, Response};

thread_local! {
    /// Every table solved so far (shared with the engine).
    static TABLES: RefCell<Arc<Tablebase>> = RefCell::new(Arc::new(Tablebase::new()));
    /// The endings solved since [`take_newly_solved`] last asked.
    static NEWLY_SOLVED: RefCell<Vec<Material>> = const { RefCell::new(Vec::new()) };
}

/// The tables known so far, for an engine; `None` while there are none.
pub fn shared() -> Option<Arc<Tablebase>> {
    TABLES.with(|cell| {
        let tables = cell.borrow();
        let any = tables.tables().next().is_some();
        any.then(|| Arc::clone(&tables))
    })
}

/// Takes in tables solved earlier (read back from storage), handing them
/// to `engine` if there is one yet.
pub fn adopt(tables: Vec<Table>, mut engine: Option<&mut Engine>) {
    if tables.is_empty() {
        return;
    }
    TABLES.with(|cell| {
        let mut shared = cell.borrow_mut();
        // The engine lets go of its copy, so the tables grow in place.
        if let Some(engine) = engine.as_deref_mut() {
            engine.set_tablebase(None);
        }
        let grown = Arc::make_mut(&mut shared);
        for table in tables {
            grown.insert(table);
        }
        if let Some(engine) = engine {
            engine.set_tablebase(Some(shared.clone()));
        }
    });
}

/// The endings solved since the last call, each with its table's file
/// bytes (to keep them, see `crate::stored`).
pub fn take_newly_solved() -> Vec<(Material, Vec<u8>)> {
    let materials = NEWLY_SOLVED.with(|list| std::mem::take(&mut *list.borrow_mut()));
    TABLES.with(|cell| {
        let tables = cell.borrow();
        materials
            .into_iter()
            .filter_map(|m| tables.table(m).map(|t| (m, t.to_bytes())))
            .collect()
    })
}

/// The position reached from `start` by `moves` (up to the first illegal one).
pub fn reached(start: &Position, moves: &[Move]) -> Position {
    let mut pos = start.clone();
    for &m in moves {
        match pos.play(m) {
            Ok(next) => pos = next,
            Err(_) => break,
        }
    }
    pos
}

/// The endings worth solving for a search from `pos`: its own, and those
/// a single capture leads to (so that a capture into a won or drawn
/// ending is scored as such), when they are lone-attacker endings.
pub fn for_search(pos: &Position) -> Vec<Material> {
    let own = Material::of(pos).canonical().0;
    let mut wanted = vec![own];
    wanted.extend(own.captures());
    wanted.retain(Material::is_lone_attacker);
    wanted
}

/// The ending of `pos` alone, if the worker can solve it.
pub fn for_probe(pos: &Position) -> Vec<Material> {
    let own = Material::of(pos).canonical().0;
    if own.is_lone_attacker() {
        vec![own]
    } else {
        Vec::new()
    }
}

/// The ending of `pos` if it is one the host may serve: one side attacks,
/// the other cannot, and it is beyond a lone attacker's (see
/// [`Material::is_for_host`] and `crate::download`).
pub fn served_ending(pos: &Position) -> Option<Material> {
    let own = Material::of(pos).canonical().0;
    own.is_for_host().then_some(own)
}

/// Whether the worker holds `material`'s table.
pub fn has(material: Material) -> bool {
    TABLES.with(|cell| cell.borrow().table(material.canonical().0).is_some())
}

/// Whether what `material` needs, beyond the tables held, is small
/// enough to solve here (see [`BROWSER_SOLVES_AT_MOST`]).
pub fn solvable_here(material: Material) -> bool {
    missing_entries(&[material]) <= BROWSER_SOLVES_AT_MOST
}

/// How many table entries (both sides to move) solving `wanted` adds to
/// the tables held, smaller endings included.
fn missing_entries(wanted: &[Material]) -> usize {
    TABLES.with(|cell| {
        missing(&cell.borrow(), wanted)
            .into_iter()
            .filter_map(Indexer::new)
            .map(|ix| 2 * ix.size())
            .sum()
    })
}

/// The tables `wanted` needs that are not solved yet, sub-endings
/// included, each once.
fn missing(tables: &Tablebase, wanted: &[Material]) -> BTreeSet<Material> {
    // Every smaller ending is visited, even below a solved one: tables
    // read back from storage may lack one whose stored copy was damaged.
    fn visit(
        tables: &Tablebase,
        m: Material,
        seen: &mut BTreeSet<Material>,
        out: &mut BTreeSet<Material>,
    ) {
        if !seen.insert(m) {
            return;
        }
        if tables.table(m).is_none() {
            out.insert(m);
        }
        for smaller in m.captures() {
            visit(tables, smaller, seen, out);
        }
    }
    let (mut seen, mut out) = (BTreeSet::new(), BTreeSet::new());
    for &m in wanted {
        visit(tables, m.canonical().0, &mut seen, &mut out);
    }
    out
}

/// The most table entries (both sides to move, smaller endings included)
/// a search solves before it starts: about a second or two natively, a
/// few in a browser, well inside the time the page grants a request
/// beyond its own budget. Larger endings are left to probes, which no
/// clock and no watchdog waits on.
pub const SEARCH_SOLVES_AT_MOST: usize = 1_000_000;

/// The endings of `wanted` worth solving before a search: all of them if
/// what is missing is small (see [`SEARCH_SOLVES_AT_MOST`]), else none.
pub fn affordable(wanted: Vec<Material>) -> Vec<Material> {
    if missing_entries(&wanted) <= SEARCH_SOLVES_AT_MOST {
        wanted
    } else {
        Vec::new()
    }
}

/// Solves the endings `wanted` that are not solved yet, reporting
/// progress for request `id`, and hands the engine every table.
pub fn prepare(engine: &mut Engine, wanted: &[Material], id: u32, post: &dyn Fn(Response)) {
    TABLES.with(|cell| {
        let mut shared = cell.borrow_mut();
        let todo = missing(&shared, wanted);
        if !todo.is_empty() {
            // The engine lets go of its copy, so the tables grow in place.
            engine.set_tablebase(None);
            let tables = Arc::make_mut(&mut shared);
            let total = todo.len() as u32;
            let mut done = 0;
            post(Response::Building {
                id,
                ending: wanted.first().map(ToString::to_string).unwrap_or_default(),
                done,
                total,
            });
            for &m in &todo {
                let _ = tables.build(m, &mut |table, _| {
                    done += 1;
                    NEWLY_SOLVED.with(|list| list.borrow_mut().push(table.material()));
                    post(Response::Building {
                        id,
                        ending: table.material().to_string(),
                        done: done.min(total),
                        total,
                    });
                });
            }
        }
        if shared.tables().next().is_some() {
            engine.set_tablebase(Some(shared.clone()));
        }
    });
}

/// The answer to a request for a position to practise `ending` on: none
/// for an ending with both sides attacking, or too large to solve here.
pub fn practice(
    engine: &mut Engine,
    id: u32,
    ending: &str,
    task: Task,
    seed: u64,
    post: &dyn Fn(Response),
) -> Response {
    let material = ending
        .parse::<Material>()
        .ok()
        .map(|m| m.canonical().0)
        .filter(|&m| m.is_one_sided() && solvable_here(m));
    let Some(material) = material else {
        return Response::Practice { id, fen: None };
    };
    prepare(engine, &[material], id, post);
    let fen = TABLES.with(|cell| {
        cell.borrow()
            .practice_position(material, task, seed)
            .map(|p| p.to_fen())
    });
    Response::Practice { id, fen }
}

/// The answer to a probe of `pos` (see [`crate::protocol::Request::Probe`]):
/// each legal move's line when asked, then the verdict.
pub fn verdict(id: u32, pos: &Position, each_move: bool) -> Vec<Response> {
    TABLES.with(|cell| {
        let tables = cell.borrow();
        let Some(probe) = tables.probe(pos) else {
            return vec![Response::Error {
                id,
                message: format!("no table covers {}", Material::of(pos)),
            }];
        };
        let each = if each_move {
            tables.move_verdicts(pos).unwrap_or_default()
        } else {
            Vec::new()
        };
        let mut answer: Vec<Response> = each
            .iter()
            .enumerate()
            .map(|(i, v)| Response::Info {
                id,
                depth: 0,
                score: verdict_score(v.verdict),
                pv: vec![v.mv.to_string()],
                nodes: 0,
                multipv: i as u32 + 1,
                progress: false,
            })
            .collect();
        let best = tables.best_moves(pos).and_then(|b| b.first().copied());
        answer.push(Response::Result {
            id,
            best: best.map(|m| m.to_string()),
            score: verdict_score(probe),
            depth: 0,
        });
        answer
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::WireScore;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn a_search_wants_its_ending_and_those_a_capture_leads_to() {
        // A chariot against a horse and two advisors: not itself solvable
        // here, but taking the horse leads to KR-KAA.
        let wanted = for_search(&pos("3aka3/9/4n4/9/9/9/9/9/9/R3K4 w"));
        let names: Vec<String> = wanted.iter().map(ToString::to_string).collect();
        assert_eq!(names, ["KR-KAA"]);
        assert!(for_probe(&pos("3aka3/9/4n4/9/9/9/9/9/9/R3K4 w")).is_empty());
    }

    #[test]
    fn a_search_solves_only_what_is_quick_to_solve() {
        let small = for_probe(&pos("3k5/9/9/9/9/9/9/9/9/R3K4 w"));
        assert_eq!(affordable(small.clone()), small);
        // A chariot against a full defence, with all it leads to, is not.
        let large = for_probe(&pos("2bakab2/9/9/9/9/9/9/9/9/R2K5 w"));
        assert_eq!(large.len(), 1);
        assert!(affordable(large).is_empty());
    }

    #[test]
    fn guarded_and_double_attackers_are_for_the_host_and_solved_here_only_if_small() {
        // A chariot against a lone general: solved here, never downloaded.
        assert_eq!(served_ending(&pos("3k5/9/9/9/9/9/9/9/9/R3K4 w")), None);
        // A soldier with an advisor: the host may serve it; small enough
        // to solve here when it does not.
        let small = served_ending(&pos("4k4/9/9/9/9/9/4P4/9/4A4/3K5 w"));
        assert_eq!(small.map(|m| m.to_string()).as_deref(), Some("KPA-K"));
        assert!(small.is_some_and(solvable_here));
        // A chariot with both advisors and elephants against a full
        // defence: 71 million positions, only ever downloaded.
        let large = served_ending(&pos("2bakab2/9/9/9/9/9/9/9/3K5/R1BA1AB2 w"));
        assert_eq!(
            large.map(|m| m.to_string()).as_deref(),
            Some("KRAAEE-KAAEE")
        );
        assert!(large.is_some_and(|m| !solvable_here(m)));
        // Two attacking pieces against none: the host may serve it.
        let two = served_ending(&pos("4k4/9/9/9/9/9/4P4/9/C8/3K5 w"));
        assert_eq!(two.map(|m| m.to_string()).as_deref(), Some("KCP-K"));
        // Both sides attack: no table.
        assert_eq!(served_ending(&pos("4k4/9/9/4p4/9/9/4P4/9/9/3K5 w")), None);
    }

    #[test]
    fn a_probe_solves_the_ending_and_answers_from_it() {
        let board = pos("3k5/9/9/9/9/9/9/9/9/R3K4 w");
        let mut engine = Engine::new(1);
        let reports = RefCell::new(Vec::new());
        prepare(&mut engine, &for_probe(&board), 4, &|r| {
            reports.borrow_mut().push(r)
        });
        let reports = reports.into_inner();
        // KR-K needs K-K first: two tables, counted up to the total.
        assert!(matches!(
            reports.last(),
            Some(Response::Building {
                id: 4,
                done: 2,
                total: 2,
                ..
            })
        ));
        assert!(engine.tablebase().is_some());
        let answer = verdict(4, &board, true);
        // A line per legal move, then the verdict with the best move.
        let lines: Vec<(String, WireScore)> = answer
            .iter()
            .filter_map(|r| match r {
                Response::Info { pv, score, .. } => Some((pv[0].clone(), *score)),
                _ => None,
            })
            .collect();
        assert_eq!(lines.len(), board.legal_moves().len());
        // The chariot closes the d-file; the flying general guards e9.
        assert!(lines.contains(&("a0d0".to_string(), WireScore::Mate(1))));
        // The best move is one that mates at once (a0a8 leaves the general
        // no move: 困毙 loses too).
        match answer.last() {
            Some(Response::Result {
                id: 4,
                best: Some(best),
                score: WireScore::Mate(1),
                depth: 0,
            }) => assert!(lines.contains(&(best.clone(), WireScore::Mate(1)))),
            other => panic!("{other:?}"),
        }
        // Without lines: the verdict alone.
        assert_eq!(verdict(4, &board, false).len(), 1);
        // A position to practise on comes from the table.
        match practice(&mut engine, 6, "KR-K", Task::Win, 11, &|_| {}) {
            Response::Practice { fen: Some(fen), .. } => {
                let p = Position::from_fen(&fen).unwrap();
                assert!(matches!(
                    verdict(6, &p, false)[..],
                    [Response::Result {
                        score: WireScore::Mate(n),
                        ..
                    }] if n > 0
                ));
            }
            other => panic!("{other:?}"),
        }
        // A guarded attacker small enough to solve here is practised too;
        // one too large, or an ending where both sides attack, is not.
        match practice(&mut engine, 9, "KCA-KA", Task::Win, 2, &|_| {}) {
            Response::Practice { fen: Some(fen), .. } => {
                let p = Position::from_fen(&fen).unwrap();
                assert_eq!(Material::of(&p).to_string(), "KCA-KA");
            }
            other => panic!("{other:?}"),
        }
        for ending in ["KRA-KAAEE", "KR-KP"] {
            assert_eq!(
                practice(&mut engine, 7, ending, Task::Win, 1, &|_| {}),
                Response::Practice { id: 7, fen: None },
                "{ending}"
            );
        }
        // A position no table covers is answered with an error.
        let crowded = Position::startpos();
        assert!(matches!(
            verdict(8, &crowded, true)[..],
            [Response::Error { id: 8, .. }]
        ));
        // Solved once: a second preparation reports nothing.
        let again = RefCell::new(0);
        prepare(&mut engine, &for_probe(&board), 5, &|_| {
            *again.borrow_mut() += 1
        });
        assert_eq!(again.into_inner(), 0);
    }

    #[test]
    fn solved_tables_are_handed_out_once_to_keep_and_another_worker_takes_them_back() {
        let board = pos("3k5/9/9/9/9/9/9/9/9/R3K4 w");
        let mut engine = Engine::new(1);
        prepare(&mut engine, &for_probe(&board), 1, &|_| {});
        let kept = take_newly_solved();
        let names: Vec<String> = kept.iter().map(|(m, _)| m.to_string()).collect();
        assert!(names.contains(&"KR-K".to_string()), "{names:?}");
        assert!(take_newly_solved().is_empty());
        // Another worker (its own thread, so its own tables) adopts the
        // kept files and answers at once, with nothing to solve.
        std::thread::spawn(move || {
            let tables = kept
                .iter()
                .map(|(_, bytes)| Table::from_bytes(bytes).unwrap())
                .collect();
            let mut engine = Engine::new(1);
            adopt(tables, Some(&mut engine));
            let reports = RefCell::new(0);
            prepare(&mut engine, &for_probe(&board), 2, &|_| {
                *reports.borrow_mut() += 1
            });
            assert_eq!(reports.into_inner(), 0, "solved again");
            assert!(take_newly_solved().is_empty());
            assert!(matches!(
                verdict(3, &board, false)[..],
                [Response::Result {
                    score: WireScore::Mate(n),
                    ..
                }] if n > 0
            ));
            assert!(shared().is_some());
        })
        .join()
        .unwrap();
    }

    #[test]
    fn a_smaller_ending_missing_below_a_solved_one_is_solved_again() {
        // KR-KAA and the endings it leads to, solved and kept.
        let board = pos("3akab2/9/9/9/9/9/9/9/9/R2K5 w");
        let mut engine = Engine::new(1);
        prepare(&mut engine, &for_probe(&board), 1, &|_| {});
        let kept = take_newly_solved();
        assert!(kept.len() > 2);
        // Another worker reads them back, all but the bare KR-K (its
        // stored copy was damaged and refused).
        std::thread::spawn(move || {
            let tables = kept
                .iter()
                .filter(|(m, _)| m.to_string() != "KR-K")
                .map(|(_, bytes)| Table::from_bytes(bytes).unwrap())
                .collect();
            let mut engine = Engine::new(1);
            adopt(tables, Some(&mut engine));
            prepare(&mut engine, &for_probe(&board), 2, &|_| {});
            let again: Vec<String> = take_newly_solved()
                .iter()
                .map(|(m, _)| m.to_string())
                .collect();
            assert_eq!(again, ["KR-K"]);
        })
        .join()
        .unwrap();
    }
}
