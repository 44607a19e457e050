//! The bag each side's pieces are revealed from, shuffled from a seed.

use xiangqi::{ByColor, Color, Role};

/// How many face-down pieces each side starts with.
pub const PIECES_PER_SIDE: usize = 15;

/// The fifteen pieces of one side besides the general, in a fixed order.
const SIDE_PIECES: [Role; PIECES_PER_SIDE] = [
    Role::Advisor,
    Role::Advisor,
    Role::Elephant,
    Role::Elephant,
    Role::Horse,
    Role::Horse,
    Role::Chariot,
    Role::Chariot,
    Role::Cannon,
    Role::Cannon,
    Role::Soldier,
    Role::Soldier,
    Role::Soldier,
    Role::Soldier,
    Role::Soldier,
];

/// The order in which each side's face-down pieces are turned over: the
/// n-th of a side to be revealed (by moving or by being captured) is the
/// n-th of its order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bag {
    /// The seed it was shuffled from, recorded with the game.
    pub seed: u64,
    red: Vec<Role>,
    black: Vec<Role>,
}

impl Bag {
    /// Both sides' orders, shuffled from `seed` (Fisher–Yates on PCG32,
    /// Red's order first). The same seed gives the same bag everywhere.
    pub fn from_seed(seed: u64) -> Bag {
        let mut rng = oorandom::Rand32::new(seed);
        let mut shuffled = || {
            let mut order = SIDE_PIECES.to_vec();
            for i in (1..order.len()).rev() {
                let j = rng.rand_range(0..(i as u32 + 1)) as usize;
                order.swap(i, j);
            }
            order
        };
        let red = shuffled();
        let black = shuffled();
        Bag { seed, red, black }
    }

    /// A bag with these orders, for tests and for positions set up by
    /// hand. `None` unless each order holds exactly one side's fifteen
    /// pieces.
    pub fn from_orders(seed: u64, red: Vec<Role>, black: Vec<Role>) -> Option<Bag> {
        let whole = |order: &[Role]| {
            let mut sorted = order.to_vec();
            sorted.sort();
            let mut expected = SIDE_PIECES.to_vec();
            expected.sort();
            sorted == expected
        };
        (whole(&red) && whole(&black)).then_some(Bag { seed, red, black })
    }

    /// `color`'s order.
    pub fn order(&self, color: Color) -> &[Role] {
        match color {
            Color::Red => &self.red,
            Color::Black => &self.black,
        }
    }

    /// The piece `color` reveals after `drawn` of its pieces have been
    /// revealed, if any is left.
    pub fn draw(&self, color: Color, drawn: usize) -> Option<Role> {
        self.order(color).get(drawn).copied()
    }

    /// How many pieces of each role one side has face down at the start.
    pub fn side_counts() -> [u8; 8] {
        let mut counts = [0u8; 8];
        for role in SIDE_PIECES {
            counts[role as usize] += 1;
        }
        counts
    }

    /// Both sides' orders.
    pub fn orders(&self) -> ByColor<&[Role]> {
        ByColor::new(&self.red, &self.black)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_the_same_bag_for_ever() {
        // Pinned: a recorded game must replay with the same reveals after
        // any update. If this fails, the shuffle changed; it must not.
        let bag = Bag::from_seed(2026);
        let letters = |color| -> String { bag.order(color).iter().map(|r| r.char()).collect() };
        assert_eq!(letters(Color::Red), PINNED_RED);
        assert_eq!(letters(Color::Black), PINNED_BLACK);
        assert_eq!(Bag::from_seed(2026), bag);
        assert_ne!(Bag::from_seed(2027), bag);
    }

    const PINNED_RED: &str = "capncapnbrrbppp";
    const PINNED_BLACK: &str = "nrpabcrnpppbpca";

    #[test]
    fn each_order_holds_one_side_s_fifteen_pieces() {
        for seed in 0..50 {
            let bag = Bag::from_seed(seed);
            assert!(Bag::from_orders(seed, bag.red.clone(), bag.black.clone()).is_some());
        }
        let mut short = SIDE_PIECES.to_vec();
        short.pop();
        assert!(Bag::from_orders(0, short, SIDE_PIECES.to_vec()).is_none());
        let counts = Bag::side_counts();
        assert_eq!(counts[Role::Soldier as usize], 5);
        assert_eq!(
            counts.iter().map(|c| *c as usize).sum::<usize>(),
            PIECES_PER_SIDE
        );
    }
}
