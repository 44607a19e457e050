//! The rules in brief, as the Rules dialog shows them.

use super::Lang;

/// One heading and its paragraph.
pub struct Section {
    pub title: &'static str,
    pub text: &'static str,
}

const EN: [Section; 10] = [
    Section {
        title: "The aim",
        text: "Red moves first, then the players take turns. You win by checkmating the other general: it is attacked and no move can save it. A player with no legal move at all also loses.",
    },
    Section {
        title: "General 帅 / 将",
        text: "One point along a line, never diagonally, and never out of its palace (the 3×3 square with the cross). The two generals may not face each other on an open file.",
    },
    Section {
        title: "Advisor 仕 / 士",
        text: "One point diagonally, inside the palace only.",
    },
    Section {
        title: "Elephant 相 / 象",
        text: "Exactly two points diagonally, never across the river, and not if the point in between is occupied (its eye is blocked).",
    },
    Section {
        title: "Horse 马",
        text: "One point along a line, then one diagonally outwards. It cannot jump: a piece on the first point (its leg) blocks it.",
    },
    Section {
        title: "Chariot 车",
        text: "Any distance along a rank or a file, not through other pieces.",
    },
    Section {
        title: "Cannon 炮",
        text: "Moves like a chariot, but captures by jumping over exactly one piece (the screen) on the way.",
    },
    Section {
        title: "Soldier 兵 / 卒",
        text: "One point forwards. Once across the river it may also move one point sideways. It never moves back.",
    },
    Section {
        title: "Repeating moves",
        text: "Checking or chasing without end is forbidden: the side that keeps doing it must change its moves or lose. Any other repetition is a draw, as is a game with 60 moves by each side without a capture, and a position in which neither side has a piece that can cross the river.",
    },
    Section {
        title: "Tip",
        text: "Choose the piece style “With movement hints” in the preferences: each piece then shows where it may go.",
    },
];

const ZH: [Section; 10] = [
    Section {
        title: "目标",
        text: "红方先走，双方轮流走棋。将死对方的将（帅）即获胜：将帅被攻击且无法解救。一方无子可走（困毙）也判负。",
    },
    Section {
        title: "帅 / 将",
        text: "每步沿直线走一格，不能斜走，也不能走出九宫。双方的将帅不能在同一直线上直接照面。",
    },
    Section {
        title: "仕 / 士",
        text: "每步斜走一格，只能在九宫内。",
    },
    Section {
        title: "相 / 象",
        text: "每步斜走两格（走“田”字），不能过河；田字中心有子（塞象眼）时不能走。",
    },
    Section {
        title: "马",
        text: "先直走一格再斜走一格（走“日”字）。不能跳子：第一步的位置有子（蹩马腿）时不能走。",
    },
    Section {
        title: "车",
        text: "沿横线或直线走任意格，不能越过其他棋子。",
    },
    Section {
        title: "炮",
        text: "走法同车；吃子时必须隔一个棋子（炮架）跳吃。",
    },
    Section {
        title: "兵 / 卒",
        text: "每步向前走一格；过河后也可以向左右走一格。永远不能后退。",
    },
    Section {
        title: "重复着法",
        text: "禁止长将、长捉：一方不断将军或捉子，必须变着，否则判负。其他重复局面判和；双方各走六十步无吃子，或双方都没有能过河进攻的棋子，也判和。",
    },
    Section {
        title: "提示",
        text: "在设置中选择棋子样式“显示走法提示”，每个棋子会标出它能走的方向。",
    },
];

/// The rules in `lang`.
pub fn rules(lang: Lang) -> &'static [Section] {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}
