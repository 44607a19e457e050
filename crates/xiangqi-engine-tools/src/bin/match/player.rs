//! A player in a match: this engine in-process (at a level or with
//! search switches), or an external UCI engine.

use xiangqi::{Move, Position};
use xiangqi_engine::{Config, Engine, Level, Limits};

use crate::external::External;

/// One side of a match.
pub enum Player {
    /// This engine, searched on the match's thread.
    Internal {
        engine: Box<Engine>,
        level: Option<&'static Level>,
        config: Config,
    },
    /// Another program speaking UCI.
    External(External),
}

impl Player {
    /// This engine with a hash table of `hash_mib`.
    pub fn internal(hash_mib: usize, level: Option<&'static Level>, config: Config) -> Player {
        Player::Internal {
            engine: Box::new(Engine::new(hash_mib)),
            level,
            config,
        }
    }

    /// How the player is shown in the result.
    pub fn name(&self) -> String {
        match self {
            Player::Internal { level, config, .. } => {
                let mut name = match level {
                    Some(l) => format!("level {} ({} {})", l.number, l.name_en, l.name_zh),
                    None => "full strength".to_string(),
                };
                if config.network.is_none() {
                    name.push_str(" (hand-written evaluation)");
                } else if config.network != Config::default().network {
                    name.push_str(" (another network)");
                }
                if *config
                    != (Config {
                        network: config.network,
                        ..Config::default()
                    })
                {
                    name.push_str(" (modified search)");
                }
                name
            }
            Player::External(e) => e.name.clone(),
        }
    }

    /// Forgets the previous game; `seed` drives a level's randomness.
    pub fn new_game(&mut self, seed: u64) -> Result<(), String> {
        match self {
            Player::Internal { engine, .. } => {
                engine.new_game();
                engine.set_seed(seed);
                Ok(())
            }
            Player::External(e) => e.new_game(),
        }
    }

    /// The move to play in the position reached from `start` by `moves`,
    /// or `None` when the player has none.
    pub fn best_move(
        &mut self,
        start: &Position,
        moves: &[Move],
        limits: &Limits,
    ) -> Result<Option<Move>, String> {
        match self {
            Player::Internal {
                engine,
                level,
                config,
            } => {
                engine.set_config(*config);
                Ok(engine
                    .search(start, moves, limits, *level, &mut |_| {})
                    .best)
            }
            Player::External(e) => e.best_move(start, moves, limits),
        }
    }
}
