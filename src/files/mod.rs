//! Game files: the page's side of the files worker (see `xiangqi_files`),
//! reading a file the player picks or drops, and saving a download.

mod bridge;
mod io;

pub use bridge::request;
pub use io::{download, read_file};
