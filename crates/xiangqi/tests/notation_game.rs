//! Complete recorded games played from the start in all three notations.

mod transcribe;

use xiangqi::{ChineseStyle, Move, Notation, Position, Script};

/// A line from a published opening book (顺炮直车对缓开车, 红过河车黑边马,
/// variation 车2平6), played to the end: Red's last move mates.
const MATE_GAME: &str = "
    炮二平五 炮８平５ 马二进三 马８进７ 车一平二 卒７进１ 车二进六 车９平８
    车二平三 马２进１ 炮八平六 炮２平４ 马八进七 车１平２ 兵七进一 车２进４
    车九平八 车２平６ 马七进六 车６进１ 炮六进五 车６平４ 炮六平三 车８进８
    仕六进五 车８平７ 炮五进四 士４进５ 炮三平二 车７退１ 车三进三 将５平４
    相七进五 炮５进４ 炮二进二 车４进３ 车三退二 将４进１ 车八进八 马１退３
    车八平七";

/// The same game in ICCS coordinates.
const MATE_GAME_ICCS: &str = "
    h2e2 h7e7 h0g2 h9g7 i0h0 g6g5 h0h6 i9h9 h6g6 b9a7 b2d2 b7d7 b0c2 a9b9
    c3c4 b9b5 a0b0 b5f5 c2d4 f5f4 d2d7 f4d4 d7g7 h9h1 d0e1 h1g1 e2e6 d9e8
    g7h7 g1g2 g6g9 e9d9 c0e2 e7e3 h7h9 d4d1 g9g7 d9d8 b0b8 a7c8 b8c8";

/// 橘中秘 (1632), 顺炮横车破直车, a main line given in the manual as a win
/// for Red (the record stops with Black lost, not yet mated).
const JUZHONGMI: &str = "
    炮二平五 炮８平５ 马二进三 马８进７ 车一平二 车９进１ 车二进六 车９平４
    车二平三 车４进７ 马八进七 车４平３ 炮八进二 马２进１ 马三退五 炮２平３
    炮八平三 马７退９ 炮五平二 车３平４ 炮二进六 士６进５ 炮三进五 将５平６
    车三进二";

const JUZHONGMI_ICCS: &str = "
    h2e2 h7e7 h0g2 h9g7 i0h0 i9i8 h0h6 i8d8 h6g6 d8d1 b0c2 d1c1 b2b4 b9a7
    g2e1 b7c7 b4g4 g7i8 e2h2 c1d1 h2h8 f9e8 g4g9 e9f9 g6g8";

/// 1997 national championship (嘉丰杯), 柳大中 vs 刘大华, as stored in ICCS
/// coordinates (the record ends with Red's resignation).
const LIU_LIU_1997: &str = "
    h2e2 b9c7 h0g2 h7f7 g3g4 h9g7 b2c2 i9h9 b0a2 a9b9 a0b0 b7b3 c3c4 h9h5
    i0h0 h5d5 c2c6 c9e7 e2f2 d5d6 c4c5 b3b2 h0h8 b2g2 b0b9 c7b9 h8b8 g2a2
    c0a2 b9d8 c6c9 d9e8 c9a9 d6d7 b8b9 e8d9 b9b8 d9e8 f2d2 d7a7 b8b9 e8d9
    b9d9 e9e8 c5d5 d8b7 a9f9 g6g5 d2g2 f7f8 g4g5 g7f9 d9f9 a7a9 f9a9 b7a9
    g5g6 a9c8 g2e2 e8e9 e2e6 f8e8 e6e8 e9e8 i3i4 e7c9 g6h6 c8e7 d5e5 e7c6
    e5e6 c6b4 a2c4 a6a5 h6i6 b4c2";

/// Plays a record: every move written in each notation must match the
/// record, and every text must read back to the same move.
fn play_record(chinese: &str, iccs: &str) -> Position {
    let zh: Vec<&str> = chinese.split_whitespace().collect();
    let co: Vec<&str> = iccs.split_whitespace().collect();
    assert_eq!(zh.len(), co.len());
    let mut pos = Position::startpos();
    for (ply, (&zh, &co)) in zh.iter().zip(&co).enumerate() {
        let ply = ply + 1;
        let wxf = transcribe::to_wxf(zh);
        let m: Move = co.parse().unwrap();
        assert!(pos.is_legal(m), "ply {ply}: {co} is not legal");
        assert_eq!(pos.to_notation(m, Notation::Chinese), zh, "ply {ply}");
        assert_eq!(pos.to_notation(m, Notation::Wxf), wxf, "ply {ply}");
        assert_eq!(pos.to_notation(m, Notation::Iccs), co, "ply {ply}");
        assert_eq!(pos.parse_move(zh), Ok(m), "ply {ply}: {zh}");
        assert_eq!(pos.parse_move(&wxf), Ok(m), "ply {ply}: {wxf}");
        assert_eq!(pos.parse_move(co), Ok(m), "ply {ply}: {co}");
        let trad = pos.to_chinese(m, ChineseStyle::TRADITIONAL);
        assert_eq!(pos.parse_move(&trad), Ok(m), "ply {ply}: {trad}");
        pos = pos.play(m).unwrap();
    }
    pos
}

#[test]
fn opening_book_line_ending_in_mate() {
    let end = play_record(MATE_GAME, MATE_GAME_ICCS);
    assert!(end.is_checkmate(), "{}", end.to_fen());
}

#[test]
fn juzhongmi_line() {
    let end = play_record(JUZHONGMI, JUZHONGMI_ICCS);
    assert!(!end.is_game_over());
}

#[test]
fn tournament_game_round_trips() {
    let mut pos = Position::startpos();
    let ascii = ChineseStyle {
        script: Script::Traditional,
        full_width_digits: false,
    };
    for (ply, co) in LIU_LIU_1997.split_whitespace().enumerate() {
        let m: Move = co.parse().unwrap();
        assert!(pos.is_legal(m), "ply {}: {co}", ply + 1);
        for n in Notation::ALL {
            let text = pos.to_notation(m, n);
            assert_eq!(
                pos.parse_move_in(&text, n),
                Ok(m),
                "ply {}: {text}",
                ply + 1
            );
            assert_eq!(pos.parse_move(&text), Ok(m), "ply {}: {text}", ply + 1);
        }
        let text = pos.to_chinese(m, ascii);
        assert_eq!(pos.parse_move(&text), Ok(m), "ply {}: {text}", ply + 1);
        pos = pos.play(m).unwrap();
    }
}
