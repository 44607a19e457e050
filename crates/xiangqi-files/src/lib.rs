//! Game files, read and written in a Web Worker.
//!
//! The readers and writers of the rules crate (XQF, PGN in Chinese, WXF or
//! ICCS, DhtmlXQ) and the GBK text they meet are large; run in a worker of
//! their own, loaded when the player first imports or exports, they cost
//! the page's first paint nothing and never block its thread.
//!
//! The page and the worker exchange the JSON messages of [`protocol`]. A
//! game crosses as the app's own record text (ICCS moves, which the page
//! already reads), with the whole tree (variations and comments) beside it
//! as PGN so that nothing of an imported file is lost. The board as a
//! picture ([`image`]) is drawn here too.

pub mod convert;
pub mod image;
pub mod message;
pub mod opening;
pub mod piece_pictures;
pub mod protocol;
pub mod worker;
