//! Bytes to text: UTF-8, UTF-16 with a byte-order mark, or GB18030 (which
//! includes GBK, the encoding of most Chinese records from Windows tools).

/// Decodes `bytes`; `Err` when no encoding reads them without errors.
pub(crate) fn decode(bytes: &[u8]) -> Result<String, ()> {
    if let Some((encoding, bom_len)) = encoding_rs::Encoding::for_bom(bytes) {
        let (text, had_errors) = encoding.decode_without_bom_handling(&bytes[bom_len..]);
        return if had_errors {
            Err(())
        } else {
            Ok(text.into_owned())
        };
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
