//! Material signatures: which pieces each side of an ending has.
//!
//! Notation: the two sides separated by `-` (or `v`), each side its
//! general `K` followed by its other pieces: `R` chariot, `N` (or `H`)
//! horse, `C` cannon, `P` soldier, `A` advisor, `E` (or `B`) elephant.
//! `KR-KAAEE` is a chariot against a full defence. Letters may be given in
//! any order and case; [`Material`] prints them in the order `R N C P A E`
//! with `-` between the sides.

use std::{collections::BTreeSet, fmt, str::FromStr};

use xiangqi::{Color, Position, Role};

/// The roles other than the general, in the order the notation prints them:
/// the attacking pieces first, then the defending ones.
pub const ROLES: [Role; 6] = [
    Role::Chariot,
    Role::Horse,
    Role::Cannon,
    Role::Soldier,
    Role::Advisor,
    Role::Elephant,
];

/// Whether a piece of `role` can ever attack the enemy general: chariots,
/// horses, cannons and soldiers cross the river; generals, advisors and
/// elephants never leave their own half.
pub const fn is_attacking(role: Role) -> bool {
    matches!(
        role,
        Role::Chariot | Role::Horse | Role::Cannon | Role::Soldier
    )
}

/// The pieces of one side besides its general, counted per role.
///
/// ```
/// use xiangqi::Role;
/// use xiangqi_tablebase::Army;
/// let army: Army = "KRAA".parse().unwrap();
/// assert_eq!(army.count(Role::Advisor), 2);
/// assert!(army.is_attacking());
/// assert_eq!(army.to_string(), "KRAA");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Army {
    /// Counts in the order of [`ROLES`].
    counts: [u8; 6],
}

fn slot(role: Role) -> Option<usize> {
    ROLES.iter().position(|&r| r == role)
}

impl Army {
    /// The lone general.
    pub const BARE: Army = Army { counts: [0; 6] };

    /// How many pieces of `role` (1 for the general).
    pub fn count(&self, role: Role) -> usize {
        slot(role).map_or(1, |i| self.counts[i] as usize)
    }

    /// The same army with `count` pieces of `role` (not the general).
    pub fn with(mut self, role: Role, count: usize) -> Army {
        if let Some(i) = slot(role) {
            self.counts[i] = count.min(u8::MAX as usize) as u8;
        }
        self
    }

    /// How many attacking pieces (chariots, horses, cannons, soldiers).
    pub fn attackers(&self) -> usize {
        ROLES
            .iter()
            .filter(|&&r| is_attacking(r))
            .map(|&r| self.count(r))
            .sum()
    }

    /// Whether the army has a piece that can ever give check.
    pub fn is_attacking(&self) -> bool {
        self.attackers() > 0
    }

    /// All pieces besides the general.
    pub fn total(&self) -> usize {
        self.counts.iter().map(|&c| c as usize).sum()
    }

    /// The roles present, each repeated as often as it stands on the board,
    /// in the order of [`ROLES`].
    pub fn roles(&self) -> impl Iterator<Item = Role> + '_ {
        ROLES
            .iter()
            .flat_map(move |&r| std::iter::repeat_n(r, self.count(r)))
    }

    /// The army of `color` in `pos`.
    pub fn of(pos: &Position, color: Color) -> Army {
        pos.pieces_of(color)
            .fold(Army::BARE, |army, (_, p)| match slot(p.role) {
                Some(i) => {
                    let mut a = army;
                    a.counts[i] = a.counts[i].saturating_add(1);
                    a
                }
                None => army,
            })
    }

    /// A key that orders armies by strength for [`Material::canonical`]:
    /// attackers first, then the number of pieces, then the counts.
    fn strength(&self) -> (usize, usize, [u8; 6]) {
        (self.attackers(), self.total(), self.counts)
    }
}

impl fmt::Display for Army {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("K")?;
        for role in self.roles() {
            let letter = match role {
                Role::Elephant => 'E',
                other => other.char().to_ascii_uppercase(),
            };
            write!(f, "{letter}")?;
        }
        Ok(())
    }
}

/// Why a material signature could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMaterialError {
    /// Not two sides separated by `-` or `v`.
    #[error("expected two sides separated by `-` or `v`, like KR-KAAEE: `{0}`")]
    Sides(String),
    /// A side that does not start with its one general.
    #[error("each side is its general K followed by its pieces: `{0}`")]
    General(String),
    /// A letter that names no piece.
    #[error("unknown piece letter `{0}` (K, A, E or B, R, N or H, C, P)")]
    Letter(char),
    /// More pieces of a kind than a side has.
    #[error("too many of {role}: {count} (at most {max})")]
    TooMany {
        /// The role.
        role: Role,
        /// How many were given.
        count: usize,
        /// The most a side has.
        max: usize,
    },
}

impl FromStr for Army {
    type Err = ParseMaterialError;
    fn from_str(s: &str) -> Result<Army, ParseMaterialError> {
        let s = s.trim();
        let mut letters = s.chars();
        if !matches!(letters.next(), Some('K' | 'k')) {
            return Err(ParseMaterialError::General(s.to_string()));
        }
        let mut counts = [0usize; 6];
        for ch in letters {
            let role = Role::from_char(ch).ok_or(ParseMaterialError::Letter(ch))?;
            let i = slot(role).ok_or_else(|| ParseMaterialError::General(s.to_string()))?;
            counts[i] += 1;
            if counts[i] > role.max_count() {
                return Err(ParseMaterialError::TooMany {
                    role,
                    count: counts[i],
                    max: role.max_count(),
                });
            }
        }
        let mut army = Army::BARE;
        for (i, &c) in counts.iter().enumerate() {
            army.counts[i] = c as u8;
        }
        Ok(army)
    }
}

/// The material of an ending: the pieces of two sides, the side written
/// first and the side written second.
///
/// A table is stored for the [canonical](Material::canonical) order, the
/// stronger side first, and played with that side as Red; it answers the
/// positions with the colours the other way round too.
///
/// ```
/// use xiangqi_tablebase::Material;
/// let m: Material = "krvkaabb".parse().unwrap();
/// assert_eq!(m.to_string(), "KR-KAAEE");
/// let swapped: Material = "KAAEE-KR".parse().unwrap();
/// assert_eq!(swapped.canonical(), (m, true));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Material {
    /// The side written first.
    pub first: Army,
    /// The side written second.
    pub second: Army,
}

impl Material {
    /// Red's army first, Black's second.
    pub fn of(pos: &Position) -> Material {
        Material {
            first: Army::of(pos, Color::Red),
            second: Army::of(pos, Color::Black),
        }
    }

    /// The two sides swapped.
    pub fn swapped(self) -> Material {
        Material {
            first: self.second,
            second: self.first,
        }
    }

    /// The stronger side first (the one with attacking pieces, or with more
    /// pieces when neither attacks), and whether that swapped the sides.
    pub fn canonical(self) -> (Material, bool) {
        if self.second.strength() > self.first.strength() {
            (self.swapped(), true)
        } else {
            (self, false)
        }
    }

    /// Whether both sides have an attacking piece (no table covers that:
    /// see the crate's documentation on repetition).
    pub fn both_attack(&self) -> bool {
        self.first.is_attacking() && self.second.is_attacking()
    }

    /// Whether one side has a single attacking piece and nothing beside
    /// its general, and the other side no attacking piece: the endings
    /// small enough to solve where they are needed, in the browser
    /// included (the largest, `KR-KAAEE` with every ending it leads to,
    /// takes about 12 s natively).
    ///
    /// ```
    /// use xiangqi_tablebase::Material;
    /// let m = |s: &str| s.parse::<Material>().unwrap();
    /// assert!(m("KR-KAAEE").is_lone_attacker());
    /// assert!(m("KAA-KP").is_lone_attacker());
    /// assert!(!m("KRA-KAAEE").is_lone_attacker());
    /// assert!(!m("KA-K").is_lone_attacker());
    /// assert!(!m("KR-KP").is_lone_attacker());
    /// ```
    pub fn is_lone_attacker(&self) -> bool {
        let (m, _) = self.canonical();
        m.first.attackers() == 1 && m.first.total() == 1 && !m.second.is_attacking()
    }

    /// Whether one side has a single attacking piece, with any advisors
    /// and elephants beside it, and the other side no attacking piece:
    /// every ending `xiangqi-tablebase build all` solves. Those beyond
    /// [`Material::is_lone_attacker`] are too large to solve in a browser
    /// and are downloaded where the host serves them (see
    /// [`crate::ServedIndex`]).
    ///
    /// ```
    /// use xiangqi_tablebase::Material;
    /// let m = |s: &str| s.parse::<Material>().unwrap();
    /// assert!(m("KR-KAAEE").is_single_attacker());
    /// assert!(m("KRAEE-KAAEE").is_single_attacker());
    /// assert!(m("KAA-KPE").is_single_attacker());
    /// assert!(!m("KA-K").is_single_attacker());
    /// assert!(!m("KR-KP").is_single_attacker());
    /// assert!(!m("KRP-K").is_single_attacker());
    /// ```
    pub fn is_single_attacker(&self) -> bool {
        let (m, _) = self.canonical();
        m.first.attackers() == 1 && !m.second.is_attacking()
    }

    /// Whether one side has a single attacking piece with some of its own
    /// advisors or elephants, and the other side no attacking piece: the
    /// single-attacker endings too large to solve in a browser, which a
    /// host may serve.
    ///
    /// ```
    /// use xiangqi_tablebase::Material;
    /// let m = |s: &str| s.parse::<Material>().unwrap();
    /// assert!(m("KRA-K").is_guarded_attacker());
    /// assert!(!m("KR-KAAEE").is_guarded_attacker());
    /// assert!(!m("KRC-K").is_guarded_attacker());
    /// ```
    pub fn is_guarded_attacker(&self) -> bool {
        self.is_single_attacker() && !self.is_lone_attacker()
    }

    /// Whether one side has attacking pieces and the other none: the
    /// endings whose tables are exact under the repetition rulings (the
    /// defender can never check or chase), and the ones the app asks its
    /// tables about.
    ///
    /// ```
    /// use xiangqi_tablebase::Material;
    /// let m = |s: &str| s.parse::<Material>().unwrap();
    /// assert!(m("KNP-KAAEE").is_one_sided());
    /// assert!(m("KAA-KR").is_one_sided());
    /// assert!(!m("KR-KP").is_one_sided());
    /// assert!(!m("KAA-KEE").is_one_sided());
    /// ```
    pub fn is_one_sided(&self) -> bool {
        !self.both_attack() && !self.is_dead()
    }

    /// Whether the ending is one the app takes from a host rather than
    /// solving it where it is needed: one-sided and beyond
    /// [`Material::is_lone_attacker`] (an attacking piece with its own
    /// advisors or elephants, or two attacking pieces). A host serves the
    /// ones it has built (see [`crate::ServedIndex`]).
    ///
    /// ```
    /// use xiangqi_tablebase::Material;
    /// let m = |s: &str| s.parse::<Material>().unwrap();
    /// assert!(m("KRA-K").is_for_host());
    /// assert!(m("KPP-KA").is_for_host());
    /// assert!(!m("KR-KAAEE").is_for_host());
    /// assert!(!m("KR-KP").is_for_host());
    /// ```
    pub fn is_for_host(&self) -> bool {
        self.is_one_sided() && !self.is_lone_attacker()
    }

    /// Whether neither side can ever give check.
    pub fn is_dead(&self) -> bool {
        !self.first.is_attacking() && !self.second.is_attacking()
    }

    /// The endings one capture away, canonical and without repeats.
    ///
    /// ```
    /// use xiangqi_tablebase::Material;
    /// let m: Material = "KR-KAA".parse().unwrap();
    /// let subs: Vec<String> = m.captures().iter().map(|m| m.to_string()).collect();
    /// assert_eq!(subs, ["KR-KA", "KAA-K"]);
    /// ```
    pub fn captures(&self) -> Vec<Material> {
        let mut out = BTreeSet::new();
        for (army, first) in [(self.first, true), (self.second, false)] {
            for role in ROLES {
                let n = army.count(role);
                if n > 0 {
                    let fewer = army.with(role, n - 1);
                    let m = if first {
                        Material {
                            first: fewer,
                            second: self.second,
                        }
                    } else {
                        Material {
                            first: self.first,
                            second: fewer,
                        }
                    };
                    out.insert(std::cmp::Reverse(m.canonical().0));
                }
            }
        }
        out.into_iter().map(|r| r.0).collect()
    }
}

impl fmt::Display for Material {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.first, self.second)
    }
}

impl FromStr for Material {
    type Err = ParseMaterialError;
    fn from_str(s: &str) -> Result<Material, ParseMaterialError> {
        let t = s.trim();
        let mut parts = t.split(['-', 'v', 'V']);
        match (parts.next(), parts.next(), parts.next()) {
            (Some(a), Some(b), None) => Ok(Material {
                first: a.parse()?,
                second: b.parse()?,
            }),
            _ => Err(ParseMaterialError::Sides(t.to_string())),
        }
    }
}

/// Every ending [`Material::is_lone_attacker`] covers: a chariot, horse,
/// cannon or soldier alone against 0–2 advisors and 0–2 elephants (36
/// endings), by attacking piece, the smaller defences first.
///
/// ```
/// let endings = xiangqi_tablebase::lone_attacker_endings();
/// assert_eq!(endings.len(), 36);
/// assert_eq!(endings[0].to_string(), "KR-K");
/// assert!(endings.iter().all(|m| m.is_lone_attacker()));
/// ```
pub fn lone_attacker_endings() -> Vec<Material> {
    let mut out = Vec::new();
    for attacker in [Role::Chariot, Role::Horse, Role::Cannon, Role::Soldier] {
        for advisors in 0..3 {
            for elephants in 0..3 {
                out.push(Material {
                    first: Army::BARE.with(attacker, 1),
                    second: Army::BARE
                        .with(Role::Advisor, advisors)
                        .with(Role::Elephant, elephants),
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_and_refuses_nonsense() {
        for text in ["KR-K", "KNP-KAAEE", "K-K", "KPP-KA", "KAE-KE"] {
            let m: Material = text.parse().unwrap();
            assert_eq!(m.to_string(), text);
        }
        assert_eq!("KHB-K".parse::<Material>().unwrap().to_string(), "KNE-K");
        assert!(matches!(
            "KR".parse::<Material>(),
            Err(ParseMaterialError::Sides(_))
        ));
        assert!(matches!(
            "R-K".parse::<Material>(),
            Err(ParseMaterialError::General(_))
        ));
        assert!(matches!(
            "KKR-K".parse::<Material>(),
            Err(ParseMaterialError::General(_))
        ));
        assert_eq!(
            "KX-K".parse::<Material>(),
            Err(ParseMaterialError::Letter('X'))
        );
        assert!(matches!(
            "KAAA-K".parse::<Material>(),
            Err(ParseMaterialError::TooMany { .. })
        ));
    }

    #[test]
    fn canonical_puts_the_attacker_first() {
        let m: Material = "KAA-KN".parse().unwrap();
        assert_eq!(m.canonical().0.to_string(), "KN-KAA");
        let dead: Material = "KA-KAE".parse().unwrap();
        assert_eq!(dead.canonical().0.to_string(), "KAE-KA");
        assert!(dead.is_dead());
        assert!("KR-KP".parse::<Material>().unwrap().both_attack());
    }
}
