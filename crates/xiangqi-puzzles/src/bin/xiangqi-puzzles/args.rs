//! Command-line options.

use std::path::PathBuf;

pub const USAGE: &str = "\
usage: xiangqi-puzzles [options]   (cargo xtask puzzles [options])
       xiangqi-puzzles recheck [options]   (recheck --help lists them)

Plays the engine against itself at varied levels from varied openings,
finds puzzle candidates in the games, proves them and writes the collection.
The same options give the same collection.

options:
  --games N     self-play games to play (default 20)
  --first N     number of the first game (default 0): runs with different
                --first cover different games of the same seed
  --seed S      seed of the openings, levels and engines (default 1)
  --out PATH    collection file (default public/puzzles/puzzles.txt)
  --merge       keep the puzzles already in --out and add the new ones
  --check PATH  do not generate: replay every puzzle of PATH with the rules
                and exit non-zero on the first failure
  --reprove     do not generate: prove every puzzle of --out again with this
                build's engine, and keep only those whose proof comes out the
                same (after a change to the engine's search)
";

#[derive(Debug, Clone)]
pub struct Args {
    pub games: u64,
    pub first: u64,
    pub seed: u64,
    pub out: PathBuf,
    pub merge: bool,
    pub check: Option<PathBuf>,
    pub reprove: bool,
}

pub fn parse(raw: &[String]) -> Result<Args, String> {
    let mut a = Args {
        games: 20,
        first: 0,
        seed: 1,
        out: PathBuf::from("public/puzzles/puzzles.txt"),
        merge: false,
        check: None,
        reprove: false,
    };
    let mut it = raw.iter();
    while let Some(opt) = it.next() {
        let mut value = || it.next().cloned().ok_or(format!("{opt} needs a value"));
        let number = |v: String| {
            v.parse::<u64>()
                .map_err(|_| format!("{opt}: not a number: {v}"))
        };
        match opt.as_str() {
            "--games" => a.games = number(value()?)?,
            "--first" => a.first = number(value()?)?,
            "--seed" => a.seed = number(value()?)?,
            "--out" => a.out = PathBuf::from(value()?),
            "--merge" => a.merge = true,
            "--check" => a.check = Some(PathBuf::from(value()?)),
            "--reprove" => a.reprove = true,
            "--help" | "-h" => return Err(String::new()),
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(a)
}
