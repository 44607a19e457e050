//! The rules in brief, as the Rules dialog shows them. Each section's
//! heading and paragraph are in the study locale files.

use super::catalog::text;
use super::{Lang, Part};

/// One heading and its paragraph.
pub struct Section {
    pub title: &'static str,
    pub text: &'static str,
}

/// The keys of each section's heading and paragraph, in the order the
/// dialog shows them.
const SECTIONS: [(&str, &str); 15] = [
    ("RulesAimTitle", "RulesAimText"),
    ("RulesGeneralTitle", "RulesGeneralText"),
    ("RulesAdvisorTitle", "RulesAdvisorText"),
    ("RulesElephantTitle", "RulesElephantText"),
    ("RulesHorseTitle", "RulesHorseText"),
    ("RulesChariotTitle", "RulesChariotText"),
    ("RulesCannonTitle", "RulesCannonText"),
    ("RulesSoldierTitle", "RulesSoldierText"),
    ("RulesRepetitionTitle", "RulesRepetitionText"),
    ("RulesOtherDrawsTitle", "RulesOtherDrawsText"),
    ("RulesDrawOffersTitle", "RulesDrawOffersText"),
    ("RulesTimeTitle", "RulesTimeText"),
    ("RulesHandicapTitle", "RulesHandicapText"),
    ("RulesJieqiTitle", "RulesJieqiText"),
    ("RulesTipTitle", "RulesTipText"),
];

/// The rules in `lang`.
pub fn rules(lang: Lang) -> Vec<Section> {
    SECTIONS
        .iter()
        .map(|&(title, paragraph)| Section {
            title: text(lang, Part::Study, title),
            text: text(lang, Part::Study, paragraph),
        })
        .collect()
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
