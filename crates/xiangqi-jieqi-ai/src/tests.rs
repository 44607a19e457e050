use xiangqi::{Color, Role};
use xiangqi_jieqi::{Bag, Game, GameEnd};

use super::*;

/// `bag` with every piece not yet drawn put in another order: a bag that
/// differs from it only in what is still face down.
fn other_tails(bag: &Bag, drawn: [usize; 2]) -> Bag {
    let tail_changed = |color: Color, drawn: usize| -> Vec<Role> {
        let order = bag.order(color);
        let mut changed = order[..drawn].to_vec();
        let mut tail = order[drawn..].to_vec();
        tail.rotate_left(1);
        tail.reverse();
        changed.extend(tail);
        changed
    };
    Bag::from_orders(
        bag.seed,
        tail_changed(Color::Red, drawn[0]),
        tail_changed(Color::Black, drawn[1]),
    )
    .expect("the same pieces")
}

#[test]
fn the_computer_never_uses_what_is_still_face_down() {
    // Twenty moves of the computer as Red against itself as Black. At each
    // of its turns, the same game is replayed over a bag that differs only
    // in the pieces still face down, and it is asked again with the same
    // seed: it must play the same move.
    let bag = Bag::from_seed(61);
    let mut game = Game::with_bag(bag.clone());
    let mut differing_bags = 0;
    for turn in 0..40u64 {
        if game.end().is_some() {
            break;
        }
        let now = game.position();
        let drawn = [
            now.revealed_count(Color::Red),
            now.revealed_count(Color::Black),
        ];
        let other = other_tails(&bag, drawn);
        differing_bags += usize::from(other != bag);
        let mut twin = Game::with_bag(other);
        for ply in game.plies() {
            assert_eq!(
                twin.play(ply.mv).unwrap(),
                *ply,
                "the same pieces turned over so far"
            );
        }
        let strength = level(5);
        let mine = choose_move(game.position(), strength, turn);
        let twins = choose_move(twin.position(), strength, turn);
        assert_eq!(mine, twins, "turn {turn}");
        game.play(mine.expect("a move")).unwrap();
    }
    assert!(game.plies().len() >= 40 || game.end().is_some());
    assert!(differing_bags >= 20);
}

#[test]
fn the_same_seed_gives_the_same_move_and_every_move_is_legal() {
    let mut game = Game::new(5);
    for turn in 0..30u64 {
        if game.end().is_some() {
            break;
        }
        let strength = level(1 + (turn % 6) as u8);
        let a = choose_move(game.position(), strength, turn).unwrap();
        assert_eq!(choose_move(game.position(), strength, turn), Some(a));
        assert!(game.position().is_legal(a));
        game.play(a).unwrap();
    }
}

/// Plays a game between two levels, `red` as Red; the winner's colour.
fn play_out(seed: u64, red: u8, black: u8) -> Option<Color> {
    let mut game = Game::new(seed);
    for ply in 0..300u64 {
        if let Some(end) = game.end() {
            return end.winner();
        }
        let side = game.position().side_to_move();
        let lvl = if side == Color::Red { red } else { black };
        let mv = choose_move(game.position(), level(lvl), seed * 1000 + ply).unwrap();
        game.play(mv).unwrap();
    }
    game.end().and_then(GameEnd::winner)
}

#[test]
fn a_higher_level_beats_the_lowest() {
    let mut strong_wins = 0;
    let games = 6;
    for seed in 0..games {
        let (red, black) = if seed % 2 == 0 { (5, 1) } else { (1, 5) };
        let strong = if red == 5 { Color::Red } else { Color::Black };
        if play_out(seed, red, black) == Some(strong) {
            strong_wins += 1;
        }
    }
    assert!(
        strong_wins >= 5,
        "level 5 won {strong_wins} of {games} against level 1"
    );
}
