//! A mechanical transcription of Chinese move text into WXF, independent
//! of the crate's writers, shared by the record and game tests.

/// `炮二平五` → `C2=5`, `马８进７` → `H8+7`. Panics on a character it does
/// not know (the inputs are fixed test records).
pub fn to_wxf(zh: &str) -> String {
    zh.chars()
        .map(|c| match c {
            '帅' | '将' => 'K',
            '仕' | '士' => 'A',
            '相' | '象' => 'E',
            '马' => 'H',
            '车' => 'R',
            '炮' => 'C',
            '兵' | '卒' => 'P',
            '进' => '+',
            '退' => '-',
            '平' => '=',
            '１'..='９' => char::from_u32(c as u32 - '０' as u32 + '0' as u32).unwrap(),
            _ => match "一二三四五六七八九".chars().position(|n| n == c) {
                Some(i) => char::from(b'1' + i as u8),
                None => panic!("unexpected {c}"),
            },
        })
        .collect()
}
