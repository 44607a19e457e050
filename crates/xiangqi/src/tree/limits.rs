//! Bounds on what a game tree may hold, so that no input can exhaust
//! memory or time.

/// The largest input the importers read: bigger inputs are refused with
/// [`ImportErrorKind::TooLarge`](crate::ImportErrorKind::TooLarge) before
/// any parsing.
pub const MAX_INPUT_BYTES: usize = 8 * 1024 * 1024;

/// The most moves a [`GameTree`](crate::GameTree) holds, variations
/// included.
pub const MAX_NODES: usize = 200_000;

/// The deepest nesting of variations: a variation inside a variation inside
/// … at most this many levels below the main line.
///
/// Nothing in the crate recurses over a tree, so the bound is not needed
/// for safety; it keeps exported records readable by other programs, which
/// often do recurse.
pub const MAX_VARIATION_DEPTH: usize = 100;
