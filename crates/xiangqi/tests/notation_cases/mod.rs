//! Positions and moves shared by the notation tests.
//!
//! A position is written `start` (the initial position), `start1` (after
//! 炮二平五) or as the side to move followed by pieces, each a FEN letter
//! and an ICCS square: `w Ke0 kd9 Ra4 Ra2`.

#![allow(dead_code)]

use xiangqi::Position;

/// Builds a position from a spec (see the module docs). Panics on a bad spec.
pub fn pos(spec: &str) -> Position {
    match spec {
        "start" => return Position::startpos(),
        "start1" => return Position::startpos().play("h2e2".parse().unwrap()).unwrap(),
        _ => {}
    }
    let mut it = spec.split_whitespace();
    let side = it.next().unwrap();
    let mut board = [[None::<char>; 9]; 10];
    for t in it {
        let mut cs = t.chars();
        let p = cs.next().unwrap();
        let sq: xiangqi::Square = cs.as_str().parse().unwrap();
        board[sq.rank() as usize][sq.file() as usize] = Some(p);
    }
    let mut fen = board_fen(&board);
    fen.push(' ');
    fen.push_str(side);
    Position::from_fen(&fen).unwrap_or_else(|e| panic!("{spec}: {fen}: {e}"))
}

/// Red pieces spread over the board, Red to move.
pub const MID_RED: &str = "w Ke0 Ad2 Af0 Eg4 Ea2 Hd4 Hg5 Rb6 Ri5 Cf5 Cc2 Pc5 Pg3 kd9";
/// Black pieces spread over the board, Black to move.
pub const MID_BLACK: &str = "b ke9 af7 ad9 ec5 ei7 hd5 hg4 rb3 rh5 cf4 ce6 pc4 pg6 Kd0";
/// Two red chariots on file 九.
pub const RED_ROOKS: &str = "w Ke0 Ra4 Ra2 kd9";
/// Two black chariots on file 1.
pub const BLACK_ROOKS: &str = "b ke9 ra7 ra5 Kd0";
/// Two red cannons on file 八.
pub const RED_CANNONS: &str = "w Ke0 Cb2 Cb0 kd9";
/// Two red horses on file 七.
pub const RED_HORSES: &str = "w Ke0 Hc3 Hc1 kd9";
/// Two red advisors on file 六.
pub const RED_ADVISORS: &str = "w Ke0 Ad0 Ad2 kd9";
/// Two red elephants on file 七.
pub const RED_ELEPHANTS: &str = "w Ke0 Ec0 Ec4 kd9";
/// Two black horses on file 5.
pub const BLACK_HORSES: &str = "b ke9 he6 he4 Kd0";
/// Three red soldiers on file 五.
pub const RED_PAWNS3: &str = "w Ke0 Pe5 Pe6 Pe7 kd9";
/// Four red soldiers on file 五.
pub const RED_PAWNS4: &str = "w Ke0 Pe5 Pe6 Pe7 Pe8 kd9";
/// Five red soldiers on file 七.
pub const RED_PAWNS5: &str = "w Kd0 Pc5 Pc6 Pc7 Pc8 Pc9 ke9";
/// Red soldiers doubled on files 七 and 三, one more on 五.
pub const RED_PAWNS22: &str = "w Kd0 Pc6 Pc7 Pg6 Pg7 Pe5 kf9";
/// Red soldiers: three on file 七, two on file 三.
pub const RED_PAWNS32: &str = "w Kd0 Pc5 Pc6 Pc7 Pg6 Pg7 kf9";
/// Three black soldiers on file 5.
pub const BLACK_PAWNS3: &str = "b ke9 pe4 pe3 pe2 Kd0";
/// Four black soldiers on file 3.
pub const BLACK_PAWNS4: &str = "b ke9 pc4 pc3 pc2 pc1 Kf0";
/// Black soldiers doubled on files 3 and 7.
pub const BLACK_PAWNS22: &str = "b ke9 pc3 pc4 pg3 pg4 Kd0";

/// (position, ICCS, WXF, Chinese in the default style).
pub const CASES: &[(&str, &str, &str, &str)] = &[
    // Opening moves, Red.
    ("start", "h2e2", "C2=5", "炮二平五"),
    ("start", "b2e2", "C8=5", "炮八平五"),
    ("start", "h2h9", "C2+7", "炮二进七"),
    ("start", "b2b9", "C8+7", "炮八进七"),
    ("start", "h2h1", "C2-1", "炮二退一"),
    ("start", "h2h6", "C2+4", "炮二进四"),
    ("start", "b0c2", "H8+7", "马八进七"),
    ("start", "b0a2", "H8+9", "马八进九"),
    ("start", "h0g2", "H2+3", "马二进三"),
    ("start", "h0i2", "H2+1", "马二进一"),
    ("start", "i0i1", "R1+1", "车一进一"),
    ("start", "i0i2", "R1+2", "车一进二"),
    ("start", "a0a1", "R9+1", "车九进一"),
    ("start", "c0e2", "E7+5", "相七进五"),
    ("start", "g0e2", "E3+5", "相三进五"),
    ("start", "c0a2", "E7+9", "相七进九"),
    ("start", "g0i2", "E3+1", "相三进一"),
    ("start", "d0e1", "A6+5", "仕六进五"),
    ("start", "f0e1", "A4+5", "仕四进五"),
    ("start", "e0e1", "K5+1", "帅五进一"),
    ("start", "c3c4", "P7+1", "兵七进一"),
    ("start", "g3g4", "P3+1", "兵三进一"),
    ("start", "e3e4", "P5+1", "兵五进一"),
    ("start", "a3a4", "P9+1", "兵九进一"),
    ("start", "i3i4", "P1+1", "兵一进一"),
    // Opening moves, Black.
    ("start1", "h7e7", "C8=5", "炮８平５"),
    ("start1", "b7e7", "C2=5", "炮２平５"),
    ("start1", "b7b0", "C2+7", "炮２进７"),
    ("start1", "h7h8", "C8-1", "炮８退１"),
    ("start1", "h9g7", "H8+7", "马８进７"),
    ("start1", "b9c7", "H2+3", "马２进３"),
    ("start1", "i9i8", "R9+1", "车９进１"),
    ("start1", "a9a8", "R1+1", "车１进１"),
    ("start1", "c9e7", "E3+5", "象３进５"),
    ("start1", "g9e7", "E7+5", "象７进５"),
    ("start1", "d9e8", "A4+5", "士４进５"),
    ("start1", "f9e8", "A6+5", "士６进５"),
    ("start1", "e9e8", "K5+1", "将５进１"),
    ("start1", "c6c5", "P3+1", "卒３进１"),
    ("start1", "g6g5", "P7+1", "卒７进１"),
    // Middle game, Red: every piece forward, backward and sideways.
    (MID_RED, "e0e1", "K5+1", "帅五进一"),
    (MID_RED, "e0d0", "K5=6", "帅五平六"),
    (MID_RED, "d2e1", "A6-5", "仕六退五"),
    (MID_RED, "f0e1", "A4+5", "仕四进五"),
    (MID_RED, "g4e2", "E3-5", "相三退五"),
    (MID_RED, "g4i2", "E3-1", "相三退一"),
    (MID_RED, "a2c0", "E9-7", "相九退七"),
    (MID_RED, "a2c4", "E9+7", "相九进七"),
    (MID_RED, "d4c6", "H6+7", "马六进七"),
    (MID_RED, "d4e6", "H6+5", "马六进五"),
    (MID_RED, "d4b3", "H6-8", "马六退八"),
    (MID_RED, "d4f3", "H6-4", "马六退四"),
    (MID_RED, "d4e2", "H6-5", "马六退五"),
    (MID_RED, "g5h7", "H3+2", "马三进二"),
    (MID_RED, "g5i6", "H3+1", "马三进一"),
    (MID_RED, "b6b9", "R8+3", "车八进三"),
    (MID_RED, "b6b0", "R8-6", "车八退六"),
    (MID_RED, "b6a6", "R8=9", "车八平九"),
    (MID_RED, "b6h6", "R8=2", "车八平二"),
    (MID_RED, "i5i9", "R1+4", "车一进四"),
    (MID_RED, "i5i0", "R1-5", "车一退五"),
    (MID_RED, "i5h5", "R1=2", "车一平二"),
    (MID_RED, "f5f9", "C4+4", "炮四进四"),
    (MID_RED, "f5f1", "C4-4", "炮四退四"),
    (MID_RED, "f5e5", "C4=5", "炮四平五"),
    (MID_RED, "c2c0", "C7-2", "炮七退二"),
    (MID_RED, "c2b2", "C7=8", "炮七平八"),
    (MID_RED, "c5b5", "P7=8", "兵七平八"),
    (MID_RED, "c5c6", "P7+1", "兵七进一"),
    (MID_RED, "c5d5", "P7=6", "兵七平六"),
    // Middle game, Black.
    (MID_BLACK, "e9e8", "K5+1", "将５进１"),
    (MID_BLACK, "e9f9", "K5=6", "将５平６"),
    (MID_BLACK, "f7e8", "A6-5", "士６退５"),
    (MID_BLACK, "d9e8", "A4+5", "士４进５"),
    (MID_BLACK, "c5e7", "E3-5", "象３退５"),
    (MID_BLACK, "c5a7", "E3-1", "象３退１"),
    (MID_BLACK, "i7g5", "E9+7", "象９进７"),
    (MID_BLACK, "i7g9", "E9-7", "象９退７"),
    (MID_BLACK, "d5c3", "H4+3", "马４进３"),
    (MID_BLACK, "d5e3", "H4+5", "马４进５"),
    (MID_BLACK, "d5c7", "H4-3", "马４退３"),
    (MID_BLACK, "d5e7", "H4-5", "马４退５"),
    (MID_BLACK, "d5f6", "H4-6", "马４退６"),
    (MID_BLACK, "b3b0", "R2+3", "车２进３"),
    (MID_BLACK, "b3b9", "R2-6", "车２退６"),
    (MID_BLACK, "b3a3", "R2=1", "车２平１"),
    (MID_BLACK, "h5h0", "R8+5", "车８进５"),
    (MID_BLACK, "h5h9", "R8-4", "车８退４"),
    (MID_BLACK, "h5i5", "R8=9", "车８平９"),
    (MID_BLACK, "f4f0", "C6+4", "炮６进４"),
    (MID_BLACK, "f4f6", "C6-2", "炮６退２"),
    (MID_BLACK, "f4e4", "C6=5", "炮６平５"),
    (MID_BLACK, "e6e1", "C5+5", "炮５进５"),
    (MID_BLACK, "e6a6", "C5=1", "炮５平１"),
    (MID_BLACK, "c4b4", "P3=2", "卒３平２"),
    (MID_BLACK, "c4c3", "P3+1", "卒３进１"),
    (MID_BLACK, "c4d4", "P3=4", "卒３平４"),
    // Two pieces of a kind on one file.
    (RED_ROOKS, "a4a5", "R++1", "前车进一"),
    (RED_ROOKS, "a2a3", "R-+1", "后车进一"),
    (RED_ROOKS, "a4b4", "R+=8", "前车平八"),
    (RED_ROOKS, "a2b2", "R-=8", "后车平八"),
    (RED_ROOKS, "a4a3", "R+-1", "前车退一"),
    (RED_ROOKS, "a2a1", "R--1", "后车退一"),
    (BLACK_ROOKS, "a5a4", "R++1", "前车进１"),
    (BLACK_ROOKS, "a7a8", "R--1", "后车退１"),
    (BLACK_ROOKS, "a7b7", "R-=2", "后车平２"),
    (BLACK_ROOKS, "a5b5", "R+=2", "前车平２"),
    (RED_CANNONS, "b2e2", "C+=5", "前炮平五"),
    (RED_CANNONS, "b0b1", "C-+1", "后炮进一"),
    (RED_CANNONS, "b2b9", "C++7", "前炮进七"),
    (RED_HORSES, "c3d5", "H++6", "前马进六"),
    (RED_HORSES, "c1b3", "H-+8", "后马进八"),
    (RED_HORSES, "c1e2", "H-+5", "后马进五"),
    (RED_HORSES, "c3a2", "H+-9", "前马退九"),
    (RED_ADVISORS, "d0e1", "A-+5", "后仕进五"),
    (RED_ADVISORS, "d2e1", "A+-5", "前仕退五"),
    (RED_ELEPHANTS, "c0e2", "E-+5", "后相进五"),
    (RED_ELEPHANTS, "c4e2", "E+-5", "前相退五"),
    (RED_ELEPHANTS, "c4a2", "E+-9", "前相退九"),
    (BLACK_HORSES, "e4d2", "H++4", "前马进４"),
    (BLACK_HORSES, "e6f8", "H--6", "后马退６"),
    // Three, four and five soldiers on one file.
    (RED_PAWNS3, "e7e8", "P++1", "前兵进一"),
    (RED_PAWNS3, "e7d7", "P+=6", "前兵平六"),
    (RED_PAWNS3, "e6d6", "P5=6", "中兵平六"),
    (RED_PAWNS3, "e6f6", "P5=4", "中兵平四"),
    (RED_PAWNS3, "e5f5", "P-=4", "后兵平四"),
    (RED_PAWNS4, "e8e9", "+++1", "一兵进一"),
    (RED_PAWNS4, "e8d8", "++=6", "一兵平六"),
    (RED_PAWNS4, "e7f7", "P+=4", "二兵平四"),
    (RED_PAWNS4, "e6d6", "P-=6", "三兵平六"),
    (RED_PAWNS4, "e5f5", "--=4", "四兵平四"),
    (RED_PAWNS5, "c9b9", "++=8", "一兵平八"),
    (RED_PAWNS5, "c8d8", "P+=6", "二兵平六"),
    (RED_PAWNS5, "c7b7", "P7=8", "三兵平八"),
    (RED_PAWNS5, "c6d6", "P-=6", "四兵平六"),
    (RED_PAWNS5, "c5b5", "--=8", "五兵平八"),
    (BLACK_PAWNS3, "e2d2", "P+=4", "前卒平４"),
    (BLACK_PAWNS3, "e2e1", "P++1", "前卒进１"),
    (BLACK_PAWNS3, "e3f3", "P5=6", "中卒平６"),
    (BLACK_PAWNS3, "e4d4", "P-=4", "后卒平４"),
    (BLACK_PAWNS4, "c1b1", "++=2", "一卒平２"),
    (BLACK_PAWNS4, "c2d2", "P+=4", "二卒平４"),
    (BLACK_PAWNS4, "c3b3", "P-=2", "三卒平２"),
    (BLACK_PAWNS4, "c4d4", "--=4", "四卒平４"),
    // Soldiers doubled on two files.
    (RED_PAWNS22, "c7b7", "7+=8", "前兵七平八"),
    (RED_PAWNS22, "c6d6", "7-=6", "后兵七平六"),
    (RED_PAWNS22, "g7g8", "3++1", "前兵三进一"),
    (RED_PAWNS22, "g6f6", "3-=4", "后兵三平四"),
    (RED_PAWNS22, "e5e6", "P5+1", "兵五进一"),
    (RED_PAWNS32, "c7c8", "7++1", "前兵七进一"),
    (RED_PAWNS32, "c6d6", "77=6", "中兵七平六"),
    (RED_PAWNS32, "c5b5", "7-=8", "后兵七平八"),
    (RED_PAWNS32, "g7h7", "3+=2", "前兵三平二"),
    (RED_PAWNS32, "g6h6", "3-=2", "后兵三平二"),
    (BLACK_PAWNS22, "c3b3", "3+=2", "前卒３平２"),
    (BLACK_PAWNS22, "g4f4", "7-=6", "后卒７平６"),
    (BLACK_PAWNS22, "g3g2", "7++1", "前卒７进１"),
    (BLACK_PAWNS22, "c4d4", "3-=4", "后卒３平４"),
];

/// The board part of a FEN for a grid of FEN letters, `board[rank][file]`.
pub fn board_fen(board: &[[Option<char>; 9]; 10]) -> String {
    let mut fen = String::new();
    for (r, row) in board.iter().enumerate().rev() {
        let mut empty = 0;
        for cell in row {
            match *cell {
                Some(p) => {
                    if empty > 0 {
                        fen.push_str(&empty.to_string());
                        empty = 0;
                    }
                    fen.push(p);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            fen.push_str(&empty.to_string());
        }
        if r > 0 {
            fen.push('/');
        }
    }
    fen
}
