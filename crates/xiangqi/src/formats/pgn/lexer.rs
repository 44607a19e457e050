//! Cutting PGN text into tokens: tag pairs, `{comments}`, `;` comments,
//! parentheses and words (moves, move numbers, marks, glyphs, results),
//! each with the line it starts on. What a word means is the reader's
//! business.

/// A piece of PGN text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Token<'a> {
    /// `[Name "value"]`, or what is wrong with it. A malformed tag is not
    /// an error here: after the moves a `[` may start the next game, whose
    /// tags are not read.
    Tag(Result<(String, String), &'static str>),
    /// The text between `{` and `}`.
    Comment(&'a str),
    /// The text after `;`, up to the end of the line.
    LineComment(&'a str),
    /// `(`: a variation begins.
    Open,
    /// `)`: a variation ends.
    Close,
    /// Anything else up to a space or one of `{ } ; ( ) [`.
    Word(&'a str),
}

/// A `{` comment that is never closed; the line is where it starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct UnterminatedComment {
    pub(super) line: usize,
}

/// Spaces as records write them, the byte-order mark included (a text
/// pasted from a file may keep it).
pub(super) fn is_space(c: char) -> bool {
    c.is_whitespace() || c == '\u{feff}'
}

/// The tokens of a text, in order.
#[derive(Debug, Clone)]
pub(super) struct Lexer<'a> {
    rest: &'a str,
    line: usize,
}

impl<'a> Lexer<'a> {
    pub(super) fn new(text: &'a str) -> Lexer<'a> {
        Lexer {
            rest: text,
            line: 1,
        }
    }

    /// The next token with the line it starts on (counted from 1).
    pub(super) fn next_token(&mut self) -> Option<Result<(usize, Token<'a>), UnterminatedComment>> {
        self.skip_spaces();
        let c = self.rest.chars().next()?;
        let line = self.line;
        let token = match c {
            '{' => {
                let Some(end) = self.rest.find('}') else {
                    self.rest = "";
                    return Some(Err(UnterminatedComment { line }));
                };
                let text = &self.rest[1..end];
                self.line += text.matches('\n').count();
                self.rest = &self.rest[end + 1..];
                Token::Comment(text)
            }
            ';' => {
                let end = self.rest.find('\n').unwrap_or(self.rest.len());
                let text = self.rest[1..end].trim_end_matches('\r');
                self.rest = &self.rest[end..];
                Token::LineComment(text)
            }
            '(' => {
                self.rest = &self.rest[1..];
                Token::Open
            }
            ')' => {
                self.rest = &self.rest[1..];
                Token::Close
            }
            '[' => {
                let line_end = self.rest.find(['\n', '\r']).unwrap_or(self.rest.len());
                match parse_tag(&self.rest[..line_end]) {
                    Ok((name, value, used)) => {
                        self.rest = &self.rest[used..];
                        Token::Tag(Ok((name, value)))
                    }
                    Err(reason) => {
                        self.rest = &self.rest[line_end..];
                        Token::Tag(Err(reason))
                    }
                }
            }
            _ => {
                let end = self
                    .rest
                    .find(|c: char| is_space(c) || matches!(c, '{' | '}' | ';' | '(' | ')' | '['))
                    .unwrap_or(self.rest.len())
                    .max(c.len_utf8());
                let word = &self.rest[..end];
                self.rest = &self.rest[end..];
                Token::Word(word)
            }
        };
        Some(Ok((line, token)))
    }

    fn skip_spaces(&mut self) {
        let skipped = self.rest.trim_start_matches(is_space);
        let spaces = &self.rest[..self.rest.len() - skipped.len()];
        self.line += spaces.matches('\n').count();
        self.rest = skipped;
    }
}

/// Reads `[Name "value"]` at the start of `s` (one line); returns the name,
/// the value and the number of bytes used.
fn parse_tag(s: &str) -> Result<(String, String, usize), &'static str> {
    let mut it = s.char_indices().peekable();
    it.next(); // '['
    while it.next_if(|&(_, c)| is_space(c)).is_some() {}
    let mut name = String::new();
    while let Some((_, c)) = it.next_if(|&(_, c)| !is_space(c) && !matches!(c, '"' | '[' | ']')) {
        name.push(c);
    }
    if name.is_empty() {
        return Err("missing tag name");
    }
    while it.next_if(|&(_, c)| is_space(c)).is_some() {}
    match it.next() {
        Some((_, '"')) => {}
        Some((_, ']')) => return Err("missing tag value"),
        Some(_) => return Err("the tag value must be in double quotes"),
        None => return Err("missing tag value and closing ]"),
    }
    let mut value = String::new();
    loop {
        match it.next() {
            None => return Err("unterminated tag value: missing closing \" and ]"),
            Some((_, '"')) => break,
            Some((_, '\\')) => match it.next() {
                Some((_, c)) => value.push(c),
                None => return Err("unterminated tag value: missing closing \" and ]"),
            },
            Some((_, c)) => value.push(c),
        }
    }
    while it.next_if(|&(_, c)| is_space(c)).is_some() {}
    match it.next() {
        Some((i, ']')) => Ok((name, value, i + 1)),
        _ => Err("missing closing ]"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> Vec<(usize, Token<'_>)> {
        let mut lexer = Lexer::new(text);
        std::iter::from_fn(|| lexer.next_token())
            .map(|t| t.unwrap())
            .collect()
    }

    #[test]
    fn cuts_a_record_into_tokens_with_their_lines() {
        let text = "\u{feff}[Red \"A\"]\r\n{two\nlines} 1.h2e2(1... b2e2)\n; end\r\n*";
        assert_eq!(
            tokens(text),
            [
                (1, Token::Tag(Ok(("Red".into(), "A".into())))),
                (2, Token::Comment("two\nlines")),
                (3, Token::Word("1.h2e2")),
                (3, Token::Open),
                (3, Token::Word("1...")),
                (3, Token::Word("b2e2")),
                (3, Token::Close),
                (4, Token::LineComment(" end")),
                (5, Token::Word("*")),
            ]
        );
    }

    #[test]
    fn a_stray_brace_is_a_word_and_an_open_one_an_error() {
        assert_eq!(tokens("}"), [(1, Token::Word("}"))]);
        let mut lexer = Lexer::new("\n{ open");
        assert_eq!(
            lexer.next_token(),
            Some(Err(UnterminatedComment { line: 2 }))
        );
        assert_eq!(lexer.next_token(), None);
    }
}
