//! `train`: fits the network to the data file's positions by Adam over
//! minibatches, one thread, the same weights for the same data and seed.
//! The target of a position blends the search's score (as a winning
//! chance, `sigmoid(score / scale)`) with the game's result, both for the
//! side to move; the loss is the squared difference of chances. One game
//! in `holdout` is kept out of training, and its positions' loss is
//! printed after each epoch beside the training loss.
//!
//! With `correction` the net learns what to add to the hand-written
//! evaluation instead of the whole evaluation: its output starts at zero
//! (the hand-written evaluation alone) and the chance it is judged by is
//! `sigmoid(own / scale + z)`.

use std::time::Instant;

use xiangqi::{Color, Position};
use xiangqi_engine::eval::evaluate;
use xiangqi_engine::material::Material;
use xiangqi_engine::rng::Rng;
use xiangqi_openings::key::mirror_position;

use crate::data::{read_samples, Sample};
use crate::features::both;
use crate::net::{sigmoid, Net};

/// How the network is trained.
#[derive(Clone, Debug)]
pub struct TrainSettings {
    pub hidden: usize,
    pub epochs: u32,
    pub batch: usize,
    pub rate: f32,
    pub seed: u64,
    /// One game in this many is held out.
    pub holdout: u64,
    /// Centipawns per unit of the network's output.
    pub scale: f32,
    /// The weight of the search's score in the target (the rest is the
    /// game's result).
    pub lambda: f32,
    /// Train a correction to the hand-written evaluation
    /// ([`xiangqi_engine::network::Network::corrects_hand_written`]).
    pub correction: bool,
    /// Also train on each training position mirrored left to right (the
    /// same score and result: the rules are symmetric), which doubles the
    /// positions without another game. Held-out positions stay as played.
    pub mirror: bool,
}

impl Default for TrainSettings {
    fn default() -> Self {
        TrainSettings {
            hidden: 32,
            epochs: 10,
            batch: 256,
            rate: 0.001,
            seed: 1,
            holdout: 10,
            scale: 400.0,
            lambda: 0.5,
            correction: false,
            mirror: false,
        }
    }
}

/// A position ready for the network: both views and the target chance.
pub struct Example {
    views: [Vec<u16>; 2],
    target: f32,
    /// The engine's own evaluation of the position (side to move), the
    /// figure a learned one has to beat.
    own_cp: i32,
    /// What the net's output is added to: the hand-written evaluation in
    /// the output's units for a correction, else 0.
    base: f32,
}

/// The example for a position with the search's `score_cp` (side to move)
/// and the game's `result` for Red.
pub fn example(pos: &Position, score_cp: i32, result: f32, s: &TrainSettings) -> Example {
    let result_to_move = if pos.side_to_move() == Color::Red {
        result
    } else {
        1.0 - result
    };
    let target = s.lambda * sigmoid(score_cp as f32 / s.scale) + (1.0 - s.lambda) * result_to_move;
    let own_cp = evaluate(&Material::from_position(pos), pos);
    Example {
        views: both(pos),
        target,
        own_cp,
        base: if s.correction {
            own_cp as f32 / s.scale
        } else {
            0.0
        },
    }
}

/// The loss of the engine's own evaluation over `set`, read as a winning
/// chance the same way (`sigmoid(cp / scale)`).
pub fn own_loss(set: &[Example], scale: f32) -> f32 {
    if set.is_empty() {
        return 0.0;
    }
    let total: f32 = set
        .iter()
        .map(|e| (sigmoid(e.own_cp as f32 / scale) - e.target).powi(2))
        .sum();
    total / set.len() as f32
}

/// The mean loss over `set`.
pub fn loss(net: &Net, set: &[Example]) -> f32 {
    if set.is_empty() {
        return 0.0;
    }
    let total: f32 = set
        .iter()
        .map(|e| (sigmoid(net.forward(&e.views).z + e.base) - e.target).powi(2))
        .sum();
    total / set.len() as f32
}

/// Adam's running moments, one pair per parameter.
struct Adam {
    m: Vec<f32>,
    v: Vec<f32>,
    step: i32,
}

impl Adam {
    fn apply(&mut self, net: &mut Net, grad: &mut Net, rate: f32) {
        const B1: f32 = 0.9;
        const B2: f32 = 0.999;
        self.step += 1;
        let (c1, c2) = (1.0 - B1.powi(self.step), 1.0 - B2.powi(self.step));
        let moments = self.m.iter_mut().zip(self.v.iter_mut());
        for ((p, g), (m, v)) in net.params_mut().zip(grad.params_mut()).zip(moments) {
            *m = B1 * *m + (1.0 - B1) * *g;
            *v = B2 * *v + (1.0 - B2) * *g * *g;
            *p -= rate * (*m / c1) / ((*v / c2).sqrt() + 1e-8);
            *g = 0.0;
        }
    }
}

/// Trains a net on `train`, reporting each epoch's losses through
/// `report(epoch, train loss, held-out loss)`. The net returned is the
/// epoch's with the lowest held-out loss (the last one without held-out
/// positions): past that epoch the net learns the training games, not
/// xiangqi.
pub fn fit(
    s: &TrainSettings,
    train: &[Example],
    held: &[Example],
    report: &mut dyn FnMut(u32, f32, f32),
) -> Net {
    let mut net = Net::new(s.hidden, s.seed);
    if s.correction {
        // No correction at first: the hand-written evaluation alone.
        net.w2.fill(0.0);
    }
    let mut grad = net.zeros_like();
    let count = grad.params_mut().count();
    let mut adam = Adam {
        m: vec![0.0; count],
        v: vec![0.0; count],
        step: 0,
    };
    let mut order: Vec<usize> = (0..train.len()).collect();
    let mut rng = Rng::new(s.seed ^ 0x5EED);
    let mut best: Option<(f32, Net)> = None;
    for epoch in 1..=s.epochs {
        // A seeded shuffle (Fisher–Yates).
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i as u64 + 1) as usize);
        }
        for batch in order.chunks(s.batch.max(1)) {
            for &i in batch {
                let e = &train[i];
                let pass = net.forward(&e.views);
                let p = sigmoid(pass.z + e.base);
                let dz = 2.0 * (p - e.target) * p * (1.0 - p) / batch.len() as f32;
                net.backward(&e.views, &pass, dz, &mut grad);
            }
            adam.apply(&mut net, &mut grad, s.rate);
        }
        let held_loss = loss(&net, held);
        report(epoch, loss(&net, train), held_loss);
        if !held.is_empty() && best.as_ref().is_none_or(|(b, _)| held_loss < *b) {
            best = Some((held_loss, net.clone()));
        }
    }
    best.map_or(net, |(_, kept)| kept)
}

/// The examples to train on and those held out (one game in
/// `s.holdout`), with the training positions' mirror images if
/// `s.mirror` (a position that is its own mirror image once).
fn split(samples: &[Sample], s: &TrainSettings) -> (Vec<Example>, Vec<Example>) {
    let (mut train, mut held) = (Vec::new(), Vec::new());
    for sample in samples {
        let e = example(&sample.pos, sample.score_cp, sample.result, s);
        if s.holdout > 0 && sample.game % s.holdout == 0 {
            held.push(e);
            continue;
        }
        train.push(e);
        if s.mirror {
            let mirrored = mirror_position(&sample.pos);
            if mirrored != sample.pos {
                train.push(example(&mirrored, sample.score_cp, sample.result, s));
            }
        }
    }
    (train, held)
}

/// The positions of every file of `data`, one after another; an error
/// names the file it is in.
fn read_all(data: &[std::path::PathBuf]) -> Result<Vec<Sample>, String> {
    let mut samples = Vec::new();
    for path in data {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        samples.extend(read_samples(&text).map_err(|e| format!("{}: {e}", path.display()))?);
    }
    Ok(samples)
}

/// Reads every file of `data` (several runs of `gen`, say with different
/// seeds, learned together; each file's games are held out by the same
/// rule), trains, writes the net to `out`, printing the losses.
pub fn run(
    s: &TrainSettings,
    data: &[std::path::PathBuf],
    out: &std::path::Path,
) -> Result<(), String> {
    let (train, held) = split(&read_all(data)?, s);
    println!(
        "train: {} positions{}, {} held out (one game in {}), {} hidden units a view, {} parameters{}",
        train.len(),
        if s.mirror { " (with their mirror images)" } else { "" },
        held.len(),
        s.holdout,
        s.hidden,
        Net::new(s.hidden, 0).params_mut().count(),
        if s.correction {
            ", a correction to the hand-written evaluation"
        } else {
            ""
        }
    );
    println!(
        "the engine's own evaluation: loss {:.5} training, {:.5} held out",
        own_loss(&train, s.scale),
        own_loss(&held, s.scale)
    );
    let started = Instant::now();
    let mut kept = (0, f32::INFINITY);
    let net = fit(s, &train, &held, &mut |epoch, t, h| {
        println!(
            "epoch {epoch}: loss {t:.5} training, {h:.5} held out ({:.1} s)",
            started.elapsed().as_secs_f64()
        );
        if h < kept.1 {
            kept = (epoch, h);
        }
    });
    if !held.is_empty() {
        println!("train: kept epoch {} (held-out loss {:.5})", kept.0, kept.1);
    }
    if let Some(dir) = out.parent() {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let network = net.to_network(s.scale).correcting(s.correction);
    std::fs::write(out, network.to_bytes())
        .map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    println!("train: the net is in {}", out.display());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions where one side has an extra chariot, labelled as won by it.
    fn lopsided() -> Vec<Example> {
        let s = TrainSettings::default();
        let fens = [
            ("3k5/9/9/9/9/9/9/9/9/R3K4 w", 1.0, 900),
            ("3k5/9/9/9/9/9/9/9/9/R3K4 b", 1.0, -900),
            ("r2k5/9/9/9/9/9/9/9/9/4K4 w", 0.0, -900),
            ("r2k5/9/9/9/9/9/9/9/9/4K4 b", 0.0, 900),
            ("3k5/9/9/9/9/9/9/9/9/4K4 w", 0.5, 0),
        ];
        fens.iter()
            .map(|&(fen, result, cp)| example(&Position::from_fen(fen).unwrap(), cp, result, &s))
            .collect()
    }

    #[test]
    fn training_lowers_the_loss_and_is_the_same_for_the_same_seed() {
        let set = lopsided();
        let s = TrainSettings {
            epochs: 200,
            batch: 2,
            rate: 0.01,
            hidden: 8,
            ..TrainSettings::default()
        };
        let before = loss(&Net::new(s.hidden, s.seed), &set);
        let mut losses = Vec::new();
        let net = fit(&s, &set, &set, &mut |_, t, _| losses.push(t));
        let after = loss(&net, &set);
        assert!(after < before / 4.0, "loss {before} -> {after}");
        assert_eq!(net, fit(&s, &set, &set, &mut |_, _, _| {}));
        // The side with the chariot is judged ahead, whichever it is.
        let won = net.forward(&set[0].views).z;
        let lost = net.forward(&set[1].views).z;
        assert!(won > 0.0 && lost < 0.0, "{won} {lost}");
    }

    /// Held-out games that disagree with the training ones: the more the
    /// net learns, the worse it does on them, so the first epoch's net is
    /// the one kept.
    #[test]
    fn the_net_kept_is_the_epoch_best_on_held_out_games() {
        let set = lopsided();
        let contrary: Vec<Example> = set
            .iter()
            .map(|e| Example {
                views: e.views.clone(),
                target: 1.0 - e.target,
                own_cp: -e.own_cp,
                base: -e.base,
            })
            .collect();
        let s = TrainSettings {
            epochs: 30,
            batch: 2,
            rate: 0.01,
            hidden: 8,
            ..TrainSettings::default()
        };
        let mut held_losses = Vec::new();
        let kept = fit(&s, &set, &contrary, &mut |_, _, h| held_losses.push(h));
        assert!(held_losses[29] > held_losses[0], "{held_losses:?}");
        let first = fit(
            &TrainSettings {
                epochs: 1,
                ..s.clone()
            },
            &set,
            &contrary,
            &mut |_, _, _| {},
        );
        assert_eq!(kept, first);
    }

    /// A correction starts as the hand-written evaluation (its loss is
    /// the engine's own before any training) and lowers it on positions
    /// that evaluation misjudges.
    #[test]
    fn a_correction_starts_from_the_hand_written_evaluation_and_improves_on_it() {
        let s = TrainSettings {
            epochs: 100,
            batch: 2,
            rate: 0.01,
            hidden: 8,
            correction: true,
            ..TrainSettings::default()
        };
        // The side with the chariot loses in these made-up games: the
        // hand-written evaluation is far off, and the correction learns it.
        let set: Vec<Example> = [
            ("3k5/9/9/9/9/9/9/9/9/R3K4 w", 0.0),
            ("r2k5/9/9/9/9/9/9/9/9/4K4 b", 1.0),
        ]
        .iter()
        .map(|&(fen, result)| example(&Position::from_fen(fen).unwrap(), 0, result, &s))
        .collect();
        let first = fit(
            &TrainSettings {
                epochs: 0,
                ..s.clone()
            },
            &set,
            &[],
            &mut |_, _, _| {},
        );
        assert!((loss(&first, &set) - own_loss(&set, s.scale)).abs() < 1e-6);
        let net = fit(&s, &set, &[], &mut |_, _, _| {});
        assert!(loss(&net, &set) < own_loss(&set, s.scale) / 2.0);
        let network = net.to_network(s.scale).correcting(true);
        let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1").unwrap();
        assert!(network.evaluate(&pos) < set[0].own_cp);
    }

    #[test]
    fn mirroring_adds_each_training_position_turned_left_to_right() {
        let sample = |game, fen: &str| Sample {
            game,
            result: 1.0,
            score_cp: 300,
            pos: Position::from_fen(fen).unwrap(),
        };
        let lopsided = "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1";
        let samples = [
            sample(1, lopsided),
            // Its own mirror image: learned once.
            sample(1, "4k4/9/9/9/9/4P4/9/9/9/4K4 w - - 0 1"),
            // A held-out game stays as played.
            sample(10, lopsided),
        ];
        let plain = TrainSettings::default();
        let (train, held) = split(&samples, &plain);
        assert_eq!((train.len(), held.len()), (2, 1));
        let mirror = TrainSettings {
            mirror: true,
            ..plain
        };
        let (train, held) = split(&samples, &mirror);
        assert_eq!((train.len(), held.len()), (3, 1));
        let turned = Position::from_fen("5k3/9/9/9/9/9/9/9/9/4K3R w - - 0 1").unwrap();
        assert_eq!(train[1].views, both(&turned));
        assert_eq!(train[1].target, train[0].target);
    }

    #[test]
    fn several_data_files_are_learned_together() {
        use crate::data::{header, write_end, write_sample};
        let dir = std::env::temp_dir().join(format!("nnue-read-all-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = |name: &str, seed: u32, games: u64| {
            let mut text = header(&format!("seed={seed}"));
            for game in 0..games {
                write_sample(&mut text, game, 0.5, 7, &Position::startpos());
                write_end(&mut text, game);
            }
            let path = dir.join(name);
            std::fs::write(&path, text).unwrap();
            path
        };
        let (one, two) = (file("one.txt", 1, 2), file("two.txt", 2, 3));
        assert_eq!(read_all(&[one.clone(), two.clone()]).unwrap().len(), 5);
        let broken = dir.join("broken.txt");
        std::fs::write(&broken, "0 2 7 rnbakabnr\n").unwrap();
        let why = read_all(&[one, broken]).err().unwrap();
        assert!(
            why.contains("broken.txt") && why.contains("line 1"),
            "{why}"
        );
        let missing = read_all(&[dir.join("missing.txt")]).err().unwrap();
        assert!(missing.contains("cannot read"), "{missing}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_gradient_matches_a_finite_difference() {
        let set = lopsided();
        let e = &set[0];
        let net = Net::new(4, 3);
        let pass = net.forward(&e.views);
        let mut grad = net.zeros_like();
        net.backward(&e.views, &pass, 1.0, &mut grad);
        // dz/db2 is 1; dz/dw2[j] is the clipped activation.
        assert!((grad.b2 - 1.0).abs() < 1e-6);
        let i = e.views[0][0] as usize;
        for j in 0..4 {
            let mut up = net.clone();
            up.w1[i * 4 + j] += 1e-3;
            let numeric = (up.forward(&e.views).z - pass.z) / 1e-3;
            assert!(
                (numeric - grad.w1[i * 4 + j]).abs() < 1e-2,
                "{numeric} {}",
                grad.w1[i * 4 + j]
            );
        }
    }
}
