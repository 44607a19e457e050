//! Game files: the page's side of the files worker (see `xiangqi_files`),
//! reading a file the player picks or drops, saving a download, and the
//! board as a picture.

mod bridge;
mod io;
pub mod picture;

pub use bridge::{request, request_json};
pub use io::{download, read_file};
