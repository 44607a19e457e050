//! Game files: the offer to open what could be read of a broken record.
//! (Why a file cannot be read is phrased by the files worker, see
//! `xiangqi_files::message`, so that its sentences load with it.)

use super::Lang;

/// The offer to open what could be read: "Open the first 22 moves".
pub fn open_partial(lang: Lang, plies: usize) -> String {
    super::catalog::counted(lang, super::Part::Page, "OpenPartial", plies as u64, &[])
}
