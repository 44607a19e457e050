//! Probes of the endings a host may serve (see `crate::download`): the
//! table comes from storage, else from the host, else is solved here if
//! that is quick, and the verdict follows as for any probe.

use std::cell::RefCell;

use xiangqi::Position;
use xiangqi_tablebase::{Material, Table};

use crate::engine_slot::{adopt_tables, post_to_page, with_engine};
use crate::protocol::Response;
use crate::{download, endings, stored};

thread_local! {
    /// The served tables being fetched.
    static FETCHING: RefCell<Vec<Material>> = const { RefCell::new(Vec::new()) };
}

/// Answers a probe of `pos`, whose ending the host may serve: the table
/// is taken from storage, else downloaded (see `crate::download`), else
/// solved here if that is quick; then the verdict is posted as for any
/// probe.
pub(crate) async fn answer(id: u32, pos: Position, material: Material, each_move: bool) {
    if !endings::has(material) {
        // One download of a table at a time: a probe meanwhile (the next
        // position of the same ending) is answered without a verdict.
        let already = FETCHING.with(|f| {
            let mut f = f.borrow_mut();
            let already = f.contains(&material);
            if !already {
                f.push(material);
            }
            already
        });
        if already {
            post_to_page(Response::Error {
                id,
                message: format!("the table of {material} is on its way"),
            });
            return;
        }
        let table = fetch_served(id, material).await;
        FETCHING.with(|f| f.borrow_mut().retain(|&m| m != material));
        match table {
            Ok(table) => adopt_tables(vec![table]),
            Err(_) if endings::solvable_here(material) => {
                with_engine(|engine| endings::prepare(engine, &[material], id, &post_to_page));
                stored::keep(endings::take_newly_solved());
            }
            Err(why) => {
                post_to_page(Response::Error { id, message: why });
                return;
            }
        }
    }
    for answer in endings::verdict(id, &pos, each_move) {
        post_to_page(answer);
    }
}

/// The table of `material` from storage, else downloaded from the host
/// (saying so for request `id`) and kept; why not, if neither has it.
async fn fetch_served(id: u32, material: Material) -> Result<Table, String> {
    if let Some(table) = stored::load(material).await {
        return Ok(table);
    }
    if let Some(bytes) = download::served_bytes(material).await {
        post_to_page(Response::Downloading {
            id,
            ending: material.to_string(),
            bytes,
        });
    }
    let (table, bytes) = download::table(material).await?;
    stored::keep(vec![(material, bytes)]);
    Ok(table)
}

/// Hands the engine the stored table of `material`, if the device keeps
/// one (nothing is downloaded).
pub(crate) async fn from_storage(material: Material) {
    if let Some(table) = stored::load(material).await {
        adopt_tables(vec![table]);
    }
}
