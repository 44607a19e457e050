//! Table files: written, read back the same, and refused when damaged.

use xiangqi_tablebase::{FormatError, Table, Tablebase};

fn kr_k() -> (Tablebase, Vec<u8>) {
    let mut tb = Tablebase::new();
    tb.build("KR-K".parse().unwrap(), &mut |_, _| {}).unwrap();
    let bytes = tb.table("KR-K".parse().unwrap()).unwrap().to_bytes();
    (tb, bytes)
}

#[test]
fn a_file_reads_back_as_the_same_table() {
    let (tb, bytes) = kr_k();
    let original = tb.table("KR-K".parse().unwrap()).unwrap();
    let back = Table::from_bytes(&bytes).unwrap();
    assert_eq!(back.material(), original.material());
    assert_eq!(back.stats(), original.stats());
    for pos in original.positions() {
        assert_eq!(back.probe(&pos), original.probe(&pos));
    }
    assert!(bytes.len() < original.raw_bytes());
}

#[test]
fn every_damaged_byte_is_refused_without_a_panic() {
    let (_, bytes) = kr_k();
    for i in 0..bytes.len() {
        let mut bad = bytes.clone();
        bad[i] ^= 0x20;
        assert!(Table::from_bytes(&bad).is_err(), "byte {i}");
    }
    for len in 0..bytes.len() {
        assert!(Table::from_bytes(&bytes[..len]).is_err(), "cut at {len}");
    }
    let mut bad = bytes.clone();
    let last = bad.len() - 5;
    bad[last] ^= 1;
    assert_eq!(Table::from_bytes(&bad).err(), Some(FormatError::Checksum));
}

#[test]
fn a_consistent_checksum_over_a_wrong_header_is_still_refused() {
    let (_, bytes) = kr_k();
    // The draw count (after magic, version, name "KR-K", size and legal).
    let mut bad = bytes[..bytes.len() - 4].to_vec();
    let draws = 4 + 1 + 1 + 4 + 8 + 8 + 8;
    bad[draws] ^= 1;
    let crc = crc32(&bad);
    bad.extend_from_slice(&crc.to_le_bytes());
    assert!(matches!(
        Table::from_bytes(&bad),
        Err(FormatError::Inconsistent(_))
    ));
}

/// CRC-32 (IEEE), bit by bit: the file's checksum, computed independently.
fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in data {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}
