//! Bytes to text: UTF-8, UTF-16 with a byte-order mark, or GB18030 (which
//! includes GBK, the encoding of most Chinese records from Windows tools).
//!
//! The byte-order marks are read here rather than by
//! `encoding_rs::Encoding::for_bom`: an encoding chosen at run time makes
//! the program carry every decoder `encoding_rs` has (Japanese and Korean
//! tables included, about 100 KB in the files worker), while GB18030
//! named outright carries only its own.

/// Decodes `bytes`; `Err` when no encoding reads them without errors.
pub(crate) fn decode(bytes: &[u8]) -> Result<String, ()> {
    if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
        return std::str::from_utf8(rest)
            .map(str::to_string)
            .map_err(|_| ());
    }
    if let Some(rest) = bytes.strip_prefix(b"\xFF\xFE") {
        return utf16(rest, u16::from_le_bytes);
    }
    if let Some(rest) = bytes.strip_prefix(b"\xFE\xFF") {
        return utf16(rest, u16::from_be_bytes);
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        return Ok(text.to_string());
    }
    let (text, had_errors) = encoding_rs::GB18030.decode_without_bom_handling(bytes);
    if had_errors {
        Err(())
    } else {
        Ok(text.into_owned())
    }
}

/// UTF-16 in the byte order `unit` reads; `Err` on an odd length or an
/// unpaired surrogate.
fn utf16(bytes: &[u8], unit: fn([u8; 2]) -> u16) -> Result<String, ()> {
    if !bytes.len().is_multiple_of(2) {
        return Err(());
    }
    let units = bytes.chunks_exact(2).map(|pair| unit([pair[0], pair[1]]));
    char::decode_utf16(units)
        .collect::<Result<String, _>>()
        .map_err(|_| ())
}

#[cfg(test)]
mod tests {
    use super::decode;

    fn utf16(text: &str, big_endian: bool) -> Vec<u8> {
        let mut bytes = if big_endian {
            vec![0xFE, 0xFF]
        } else {
            vec![0xFF, 0xFE]
        };
        for unit in text.encode_utf16() {
            let pair = if big_endian {
                unit.to_be_bytes()
            } else {
                unit.to_le_bytes()
            };
            bytes.extend(pair);
        }
        bytes
    }

    #[test]
    fn each_byte_order_mark_names_its_encoding() {
        let text = "[Event \"象棋 𠀀\"]";
        assert_eq!(decode(&utf16(text, false)).as_deref(), Ok(text));
        assert_eq!(decode(&utf16(text, true)).as_deref(), Ok(text));
        let mut utf8 = b"\xEF\xBB\xBF".to_vec();
        utf8.extend(text.as_bytes());
        assert_eq!(decode(&utf8).as_deref(), Ok(text));
    }

    #[test]
    fn broken_utf16_is_refused() {
        let mut odd = utf16("车", false);
        odd.push(0x41);
        assert_eq!(decode(&odd), Err(()));
        // A high surrogate with no low one after it.
        assert_eq!(decode(&[0xFF, 0xFE, 0x3D, 0xD8, 0x41, 0x00]), Err(()));
        assert_eq!(decode(b"\xEF\xBB\xBF\xFF"), Err(()));
    }

    #[test]
    fn without_a_mark_utf8_then_gbk() {
        assert_eq!(decode("炮二平五".as_bytes()).as_deref(), Ok("炮二平五"));
        // 炮二平五 in GBK.
        let gbk = [0xC5, 0xDA, 0xB6, 0xFE, 0xC6, 0xBD, 0xCE, 0xE5];
        assert_eq!(decode(&gbk).as_deref(), Ok("炮二平五"));
    }
}
