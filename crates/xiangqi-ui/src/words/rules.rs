//! The rules in brief, as the Rules dialog shows them.

use super::Lang;

/// One heading and its paragraph.
pub struct Section {
    pub title: &'static str,
    pub text: &'static str,
}

const EN: [Section; 13] = [
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
        text: "When the same position comes up for the third time, the moves since it last stood on the board are judged. A side that gave check with every one of them (perpetual check), chased the same piece with every one (perpetual chase), or mixed checks with chases of that piece (one check one chase and the like) loses. If both sides did, it is a draw. Any other repetition is a draw at once; nobody needs to claim it. At the second time the app warns the side that would lose.",
    },
    Section {
        title: "Other draws",
        text: "Sixty moves by each side without a capture is a draw; within those, each side's checks after its tenth do not count. A position in which neither side has a chariot, horse, cannon or soldier left is a draw.",
    },
    Section {
        title: "Offering a draw",
        text: "Offer a draw in your own turn; the offer goes with the move you then play and cannot be taken back, not even by taking the move back. Your opponent accepts, or declines by playing on. After a declined offer you may offer again only once your opponent has offered as often.",
    },
    Section {
        title: "Time",
        text: "In a timed game, a player whose time runs out loses. With moves in time (for example 40 moves in 90 minutes) the clock gains the next stage's time when the moves are made; with a time per move, every move must be made within it.",
    },
    Section {
        title: "Tip",
        text: "Choose the piece style “With movement hints” in the preferences: each piece then shows where it may go.",
    },
];

const ZH: [Section; 13] = [
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
        text: "同一局面第三次出现时，裁判自它上次出现以来的着法：一方每步都将军（长将）、每步都捉同一个子（长捉），或将军与捉该子交替（一将一捉等），判负；双方都如此则判和。其他重复立即判和，无须申请。局面第二次出现时，本应用会提醒将要判负的一方。",
    },
    Section {
        title: "其他和棋",
        text: "双方各走六十步没有吃子，判和；其间每方第十步以后的将军不计步数。双方都没有车、马、炮、兵（卒）时，判和。",
    },
    Section {
        title: "提和",
        text: "只能在自己走棋时提和，提议随即将走的一步棋生效，不能收回，悔棋也不能收回。对方可以接受，或走棋表示拒绝。提和被拒绝后，须等对方提和同样次数，才能再次提和。",
    },
    Section {
        title: "用时",
        text: "限时对局中，用完时间的一方判负。按步限时（例如 90 分钟 40 步）走满步数时加下一阶段的时间；有步时限制时，每步必须在步时内走完。",
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The whole text of the rules in `lang`.
    fn text(lang: Lang) -> String {
        rules(lang)
            .iter()
            .map(|s| format!("{} {}", s.title, s.text))
            .collect()
    }

    #[test]
    fn the_rules_say_what_decides_real_games_in_both_languages() {
        let en = text(Lang::En);
        for point in [
            "after its tenth",
            "one check one chase",
            "third time",
            "since it last stood",
            "nobody needs to claim",
            "cannot be taken back",
            "time runs out loses",
        ] {
            assert!(en.contains(point), "the English rules lack {point:?}");
        }
        let zh = text(Lang::Zh);
        for point in [
            "第十步以后的将军不计",
            "一将一捉",
            "第三次出现",
            "上次出现以来",
            "无须申请",
            "不能收回",
            "用完时间的一方判负",
        ] {
            assert!(zh.contains(point), "the Chinese rules lack {point:?}");
        }
    }
}
