//! `gen`: self-play games appended to the data file (see `crate::data`),
//! resuming where an earlier run with the same settings stopped.

use std::io::Write;
use std::path::Path;
use std::time::Instant;

use xiangqi_engine::selfplay::{data_engine, game_seed, play_game, SelfPlay};
use xiangqi_engine::Engine;

use crate::data::{existing, header, write_end, write_sample};

/// What a run makes.
#[derive(Clone, Copy, Debug)]
pub struct GenSettings {
    /// The number of games the file should hold when the run ends.
    pub games: u64,
    pub seed: u64,
    pub play: SelfPlay,
}

impl Default for GenSettings {
    fn default() -> Self {
        GenSettings {
            games: 10_000,
            seed: 1,
            play: SelfPlay {
                nodes: 5_000,
                skip_plies: 8,
                random_plies: 2,
            },
        }
    }
}

impl GenSettings {
    /// The settings that decide the games, as the header keeps them.
    fn describe(&self) -> String {
        format!(
            "seed={} nodes={} skip-plies={} random-plies={}",
            self.seed, self.play.nodes, self.play.skip_plies, self.play.random_plies
        )
    }
}

/// The data lines of game `index`, its closing line included, and the
/// number of positions in them.
pub fn game_lines(engine: &mut Engine, s: &GenSettings, index: u64) -> (String, usize) {
    let game = play_game(engine, game_seed(s.seed, index), &s.play);
    let mut text = String::new();
    let mut kept = 0;
    for sample in &game.samples {
        if let Some(cp) = sample.score_cp {
            write_sample(&mut text, index, game.result, cp, &sample.pos);
            kept += 1;
        }
    }
    write_end(&mut text, index);
    (text, kept)
}

/// Brings the file at `path` to `s.games` games, printing the rate.
pub fn run(s: &GenSettings, path: &Path) -> Result<(), String> {
    let shown = path.display();
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let first = match std::fs::read_to_string(path) {
        Ok(text) => {
            let e = existing(&text).map_err(|why| format!("{shown}: {why}"))?;
            if e.settings != s.describe() {
                return Err(format!(
                    "{shown} was made with {}, not {}: name another file or the same settings",
                    e.settings,
                    s.describe()
                ));
            }
            // Cut a game that an earlier run left unfinished.
            let file = std::fs::OpenOptions::new()
                .write(true)
                .open(path)
                .map_err(|e| format!("cannot write {shown}: {e}"))?;
            file.set_len(e.whole_len as u64)
                .map_err(|e| format!("cannot write {shown}: {e}"))?;
            e.games
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            std::fs::write(path, header(&s.describe()))
                .map_err(|e| format!("cannot write {shown}: {e}"))?;
            0
        }
        Err(e) => return Err(format!("cannot read {shown}: {e}")),
    };
    if first >= s.games {
        println!("gen: {shown} already holds {first} games");
        return Ok(());
    }
    eprintln!(
        "gen: games {first}..{} into {shown} ({})",
        s.games,
        s.describe()
    );
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(path)
        .map_err(|e| format!("cannot write {shown}: {e}"))?;
    let mut engine = data_engine();
    let started = Instant::now();
    let mut positions = 0;
    for index in first..s.games {
        let (text, kept) = game_lines(&mut engine, s, index);
        file.write_all(text.as_bytes())
            .and_then(|()| file.flush())
            .map_err(|e| format!("cannot write {shown}: {e}"))?;
        positions += kept;
        let done = index + 1 - first;
        if done % 10 == 0 || index + 1 == s.games {
            let secs = started.elapsed().as_secs_f64().max(1e-9);
            eprintln!(
                "gen: {} of {} games, {positions} positions this run, {:.0} positions/s, {:.2} games/s",
                index + 1,
                s.games,
                positions as f64 / secs,
                done as f64 / secs
            );
        }
    }
    println!("gen: {shown} holds {} games", s.games);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small(games: u64) -> GenSettings {
        GenSettings {
            games,
            seed: 7,
            play: SelfPlay {
                nodes: 200,
                skip_plies: 4,
                random_plies: 2,
            },
        }
    }

    #[test]
    fn a_run_cut_short_and_resumed_writes_what_an_unbroken_one_does() {
        let dir = std::env::temp_dir().join(format!("xiangqi-nnue-{}", std::process::id()));
        let (whole, cut) = (dir.join("whole.txt"), dir.join("cut.txt"));
        run(&small(3), &whole).unwrap();
        // One game, then a second one cut off halfway through its lines.
        run(&small(1), &cut).unwrap();
        let mut engine = data_engine();
        let (second, _) = game_lines(&mut engine, &small(3), 1);
        let mut text = std::fs::read_to_string(&cut).unwrap();
        text.push_str(&second[..second.len() / 2]);
        std::fs::write(&cut, text).unwrap();
        run(&small(3), &cut).unwrap();
        let (a, b) = (
            std::fs::read_to_string(&whole).unwrap(),
            std::fs::read_to_string(&cut).unwrap(),
        );
        assert_eq!(a, b);
        assert_eq!(a.matches("# end ").count(), 3);
        // Other settings are refused rather than mixed in.
        let mut other = small(4);
        other.seed = 8;
        assert!(run(&other, &whole).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
