//! Numbering the placements of an ending's pieces.
//!
//! Each piece kind is placed only on the points it can reach (see
//! [`points`](crate::points)), two pieces of a kind count as an unordered
//! pair, and the left-right mirror (files a..i reversed), under which the
//! rules are exactly symmetric, is folded away: of the 81 placements of
//! the two generals, 36 mirror-image pairs keep one of each, and the 9 with
//! both generals on the centre file keep the orientation of the other
//! pieces whose number is smaller. Numbers a fold does not keep, and
//! placements with two pieces on one point, are never legal positions.
//!
//! The strong side (the first of the [`Material`]) always plays Red here.

use xiangqi::{Color, Piece, Role, Setup, Square};

use crate::{material::Material, points::points};

/// Most pieces a supported ending has: two generals, two attackers and two
/// advisors and two elephants on the strong side, and the same defence on
/// the weak side.
pub(crate) const MAX_PIECES: usize = 12;

/// The square of every piece of a placement, in the indexer's slot order:
/// the strong general, the weak general, then each group's pieces.
pub(crate) type Slots = [u8; MAX_PIECES];

/// Marks "not a point of this group" in [`Group::local`].
const NONE: u8 = u8::MAX;

/// One or two pieces of the same kind and colour.
#[derive(Clone, Debug)]
pub(crate) struct Group {
    pub(crate) piece: Piece,
    count: usize,
    points: Vec<u8>,
    /// The position of each square in `points`, or [`NONE`].
    local: [u8; 90],
    /// For a pair: the points' positions `(low, high)` by pair number.
    pairs: Vec<(u8, u8)>,
    size: usize,
    /// The group's first slot.
    first: usize,
}

impl Group {
    fn new(piece: Piece, count: usize, first: usize) -> Group {
        let points: Vec<u8> = points(piece).iter().map(|s| s.index() as u8).collect();
        let mut local = [NONE; 90];
        for (i, &p) in points.iter().enumerate() {
            local[p as usize] = i as u8;
        }
        let n = points.len();
        let mut pairs = Vec::new();
        if count == 2 {
            for high in 1..n {
                for low in 0..high {
                    pairs.push((low as u8, high as u8));
                }
            }
        }
        let size = match count {
            1 => n,
            _ => pairs.len(),
        };
        Group {
            piece,
            count,
            points,
            local,
            pairs,
            size,
            first,
        }
    }

    /// The group's number for its pieces on `squares`, mirrored or not.
    #[inline]
    fn encode(&self, squares: &[u8], mirrored: bool) -> Option<usize> {
        let at = |s: u8| {
            let s = if mirrored { mirror(s) } else { s };
            match self.local[s as usize] {
                NONE => None,
                l => Some(l as usize),
            }
        };
        if self.count == 1 {
            return at(squares[0]);
        }
        let (a, b) = (at(squares[0])?, at(squares[1])?);
        let (low, high) = match a.cmp(&b) {
            std::cmp::Ordering::Less => (a, b),
            std::cmp::Ordering::Greater => (b, a),
            std::cmp::Ordering::Equal => return None,
        };
        Some(high * (high - 1) / 2 + low)
    }

    #[inline]
    fn decode(&self, number: usize, squares: &mut [u8]) {
        if self.count == 1 {
            squares[0] = self.points[number];
        } else {
            let (low, high) = self.pairs[number];
            squares[0] = self.points[low as usize];
            squares[1] = self.points[high as usize];
        }
    }
}

/// The left-right mirror of square index `s`.
#[inline]
pub(crate) fn mirror(s: u8) -> u8 {
    let (rank, file) = (s / 9, s % 9);
    rank * 9 + (8 - file)
}

/// How the generals' placement is folded by the mirror.
#[derive(Clone, Copy, Debug)]
struct KingPair {
    /// The number of the kept pair.
    number: u8,
    /// This placement is the mirror image of the kept one.
    mirrored: bool,
    /// Both generals on the centre file: the mirror keeps the pair.
    symmetric: bool,
}

/// Numbers the placements of one ending; see the module documentation.
#[derive(Clone, Debug)]
pub struct Indexer {
    material: Material,
    groups: Vec<Group>,
    pieces: usize,
    /// The kept generals' placements: (strong general, weak general).
    kings: Vec<(u8, u8)>,
    /// By (strong general point, weak general point) numbers 0..9 each.
    king_pairs: [KingPair; 81],
    strong_palace: Vec<u8>,
    weak_palace: Vec<u8>,
    rest: usize,
    size: usize,
}

impl Indexer {
    /// The indexer of a canonical material (see [`Material::canonical`]),
    /// or `None` when a side has more than two pieces of a kind (not
    /// supported by this numbering).
    pub fn new(material: Material) -> Option<Indexer> {
        let mut groups = Vec::new();
        let mut first = 2;
        for (army, color) in [
            (material.first, Color::Red),
            (material.second, Color::Black),
        ] {
            for role in crate::material::ROLES {
                let count = army.count(role);
                if count == 0 {
                    continue;
                }
                if count > 2 {
                    return None;
                }
                groups.push(Group::new(Piece::new(color, role), count, first));
                first += count;
            }
        }
        if first > MAX_PIECES {
            return None;
        }
        let palace = |c| -> Vec<u8> {
            points(Piece::new(c, Role::General))
                .iter()
                .map(|s| s.index() as u8)
                .collect()
        };
        let strong_palace = palace(Color::Red);
        let weak_palace = palace(Color::Black);
        let centre = |s: u8| s % 9 == 4;
        let kept = |s: u8, w: u8| s % 9 < 4 || (centre(s) && w % 9 <= 4);
        let mut kings = Vec::new();
        let mut king_pairs = [KingPair {
            number: 0,
            mirrored: false,
            symmetric: false,
        }; 81];
        for (i, &s) in strong_palace.iter().enumerate() {
            for (j, &w) in weak_palace.iter().enumerate() {
                if kept(s, w) {
                    king_pairs[i * 9 + j] = KingPair {
                        number: kings.len() as u8,
                        mirrored: false,
                        symmetric: centre(s) && centre(w),
                    };
                    kings.push((s, w));
                }
            }
        }
        let at = |list: &[u8], s: u8| list.iter().position(|&p| p == s).unwrap_or(0);
        for (i, &s) in strong_palace.iter().enumerate() {
            for (j, &w) in weak_palace.iter().enumerate() {
                if !kept(s, w) {
                    let (ms, mw) = (mirror(s), mirror(w));
                    let image = king_pairs[at(&strong_palace, ms) * 9 + at(&weak_palace, mw)];
                    king_pairs[i * 9 + j] = KingPair {
                        number: image.number,
                        mirrored: true,
                        symmetric: false,
                    };
                }
            }
        }
        let rest = groups.iter().map(|g| g.size).product::<usize>();
        let size = kings.len() * rest;
        Some(Indexer {
            material,
            groups,
            pieces: first,
            kings,
            king_pairs,
            strong_palace,
            weak_palace,
            rest,
            size,
        })
    }

    /// How many numbers (per side to move).
    pub fn size(&self) -> usize {
        self.size
    }

    /// The material this indexer numbers.
    pub fn material(&self) -> Material {
        self.material
    }

    /// How many pieces a placement has.
    pub(crate) fn pieces(&self) -> usize {
        self.pieces
    }

    /// The piece in `slot`.
    pub(crate) fn piece(&self, slot: usize) -> Piece {
        match slot {
            0 => Piece::new(Color::Red, Role::General),
            1 => Piece::new(Color::Black, Role::General),
            _ => self
                .groups
                .iter()
                .find(|g| slot >= g.first && slot < g.first + g.count)
                .map_or(Piece::new(Color::Red, Role::General), |g| g.piece),
        }
    }

    /// The first slot of a free piece of `piece`'s kind in `filled`
    /// (one flag per slot), if any.
    pub(crate) fn free_slot(&self, piece: Piece, filled: &[bool; MAX_PIECES]) -> Option<usize> {
        if piece.role == Role::General {
            let s = piece.color.index();
            return (!filled[s]).then_some(s);
        }
        let g = self.groups.iter().find(|g| g.piece == piece)?;
        (g.first..g.first + g.count).find(|&s| !filled[s])
    }

    fn rest_number(&self, slots: &Slots, mirrored: bool) -> Option<usize> {
        let mut n = 0;
        for g in &self.groups {
            n = n * g.size + g.encode(&slots[g.first..g.first + g.count], mirrored)?;
        }
        Some(n)
    }

    /// The number of a placement, or `None` if a piece stands off its
    /// points or two of a pair share one.
    #[inline]
    pub(crate) fn encode(&self, slots: &Slots) -> Option<usize> {
        let i = self.strong_palace.iter().position(|&p| p == slots[0])?;
        let j = self.weak_palace.iter().position(|&p| p == slots[1])?;
        let kp = self.king_pairs[i * 9 + j];
        let rest = if kp.symmetric {
            self.rest_number(slots, false)?
                .min(self.rest_number(slots, true)?)
        } else {
            self.rest_number(slots, kp.mirrored)?
        };
        Some(kp.number as usize * self.rest + rest)
    }

    /// The placement numbered `index` (`index < size`). Placements the
    /// fold does not keep decode too; [`Indexer::encode`] then gives
    /// another number.
    pub(crate) fn decode(&self, index: usize) -> Slots {
        let mut slots = [0u8; MAX_PIECES];
        let (kings, mut rest) = (index / self.rest, index % self.rest);
        (slots[0], slots[1]) = self.kings[kings];
        for g in self.groups.iter().rev() {
            let n = rest % g.size;
            rest /= g.size;
            g.decode(n, &mut slots[g.first..g.first + g.count]);
        }
        slots
    }

    /// The board of a placement with Red (the strong side) and Black, or
    /// `None` when two pieces share a point.
    pub(crate) fn setup(&self, slots: &Slots, turn: Color) -> Option<Setup> {
        let mut occupied = 0u128;
        let mut setup = Setup::empty();
        for (slot, &s) in slots[..self.pieces].iter().enumerate() {
            let bit = 1u128 << s;
            if occupied & bit != 0 {
                return None;
            }
            occupied |= bit;
            let sq = Square::from_index(s as usize)?;
            setup.put(sq, Some(self.piece(slot)));
        }
        setup.set_side_to_move(turn);
        Some(setup)
    }
}

/// The most table entries (both sides to move, smaller endings included)
/// worth solving in a browser when a position needs them: about as many
/// as the largest ending always solved there, `KR-KAAEE` with every ending
/// it leads to (seconds in a browser's worker). Larger endings come from
/// a host that serves them (see [`crate::ServedIndex`]).
pub const BROWSER_SOLVES_AT_MOST: usize = 4_000_000;

impl Material {
    /// How many table entries (both sides to move) solving this ending
    /// from nothing takes: its own and those of every smaller ending it
    /// leads to, each once.
    ///
    /// ```
    /// use xiangqi_tablebase::{Material, BROWSER_SOLVES_AT_MOST};
    /// let m = |s: &str| s.parse::<Material>().unwrap();
    /// assert!(m("KR-KAAEE").entries_to_solve() <= BROWSER_SOLVES_AT_MOST);
    /// assert!(m("KRAEE-KAAEE").entries_to_solve() > BROWSER_SOLVES_AT_MOST);
    /// ```
    pub fn entries_to_solve(&self) -> usize {
        let mut seen = std::collections::BTreeSet::new();
        let mut todo = vec![self.canonical().0];
        let mut entries = 0;
        while let Some(m) = todo.pop() {
            if !seen.insert(m) {
                continue;
            }
            entries += Indexer::new(m).map_or(0, |ix| 2 * ix.size());
            todo.extend(m.captures());
        }
        entries
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kept_number_decodes_and_encodes_back() {
        for text in ["KR-K", "KP-KAA", "KNA-KE", "KAA-KEE"] {
            let m: Material = text.parse().unwrap();
            let ix = Indexer::new(m).unwrap();
            let mut kept = 0;
            for i in 0..ix.size() {
                let slots = ix.decode(i);
                let back = ix.encode(&slots).unwrap();
                assert!(back <= i, "{text}: {i} -> {back}");
                kept += usize::from(back == i);
                // The mirror image has the same number.
                let mut image = slots;
                for s in &mut image[..ix.pieces()] {
                    *s = mirror(*s);
                }
                assert_eq!(ix.encode(&image), Some(back));
            }
            assert!(kept * 10 > ix.size() * 8, "{text}: {kept} of {}", ix.size());
        }
    }

    #[test]
    fn the_fold_nearly_halves_the_generals() {
        let ix = Indexer::new("KR-K".parse().unwrap()).unwrap();
        assert_eq!(ix.size(), 45 * 90);
        let ix = Indexer::new("KP-KAAEE".parse().unwrap()).unwrap();
        assert_eq!(ix.size(), 45 * 55 * 10 * 21);
    }
}
