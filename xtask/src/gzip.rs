//! gzip -9, as the size report and the local server use it.

use std::io::Write;

use flate2::write::GzEncoder;
use flate2::Compression;

/// `bytes` compressed with gzip -9.
pub fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    // Writing to a Vec cannot fail.
    let _ = encoder.write_all(bytes);
    encoder.finish().unwrap_or_default()
}
