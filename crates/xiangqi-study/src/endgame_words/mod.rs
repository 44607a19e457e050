//! The words of the endgame tables' screens: the endgame trainer's and
//! the analysis board's table verdicts (the study locale files'
//! `endgames.` keys).

use xiangqi::Color;
use xiangqi_tablebase::{Probe, Wdl};
use xiangqi_ui::model::Lang;
use xiangqi_ui::words::catalog::plural;
use xiangqi_ui::words::word_file::WordSource;

static FILE: WordSource = WordSource::new("endgames");

/// The word `key` in `lang`, with `{name}` placeholders filled.
pub fn word(lang: Lang, key: &str, args: &[(&str, String)]) -> String {
    FILE.word(lang, key, args)
}

/// A download's size as `lang` writes it: megabytes to a tenth from one
/// megabyte (`4.2 MB`; `4,2 MB` in Vietnamese), whole kilobytes below,
/// rounded up so that a small file never reads as nothing (`3 KB`).
pub fn download_size(lang: Lang, bytes: u64) -> String {
    if bytes < 1_000_000 {
        format!("{} KB", plural::number(lang, bytes.div_ceil(1_000)))
    } else {
        format!("{} MB", plural::tenths(lang, (bytes + 50_000) / 100_000))
    }
}

/// The side's name.
pub fn side(lang: Lang, color: Color) -> String {
    word(
        lang,
        match color {
            Color::Red => "red",
            Color::Black => "black",
        },
        &[],
    )
}

/// A table's verdict on a position, for `to_move`.
pub fn verdict(lang: Lang, to_move: Color, probe: Probe) -> String {
    let n = probe.moves_to_mate.unwrap_or(0).to_string();
    let args = [("side", side(lang, to_move)), ("n", n)];
    match probe.result {
        Wdl::Win => word(lang, "tb-win", &args),
        Wdl::Loss => word(lang, "tb-loss", &args),
        Wdl::Draw => word(lang, "tb-draw", &[]),
    }
}

/// A move's verdict, from its mover's view.
pub fn move_verdict(lang: Lang, probe: Probe) -> String {
    let args = [("n", probe.moves_to_mate.unwrap_or(0).to_string())];
    match probe.result {
        Wdl::Win => word(lang, "tb-move-win", &args),
        Wdl::Loss => word(lang, "tb-move-loss", &args),
        Wdl::Draw => word(lang, "tb-move-draw", &[]),
    }
}

/// The data attribute for a result: `win`, `draw` or `loss`.
pub fn result_code(probe: Probe) -> &'static str {
    match probe.result {
        Wdl::Win => "win",
        Wdl::Draw => "draw",
        Wdl::Loss => "loss",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_download_is_sized_in_megabytes_or_kilobytes() {
        assert_eq!(download_size(Lang::En, 4_239_106), "4.2 MB");
        assert_eq!(download_size(Lang::Vi, 4_239_106), "4,2 MB");
        assert_eq!(download_size(Lang::En, 2_960_000), "3.0 MB");
        assert_eq!(download_size(Lang::Zh, 30_000), "30 KB");
        assert_eq!(download_size(Lang::En, 2_878), "3 KB");
        assert_eq!(download_size(Lang::Vi, 999_999), "1.000 KB");
    }
    use xiangqi_ui::model::practice::DRILLS;

    #[test]
    fn every_drill_has_its_words() {
        for d in DRILLS {
            for part in ["title", "about"] {
                let key = format!("{}-{part}", d.id);
                assert_ne!(word(Lang::En, &key, &[]), key, "{key} is missing");
            }
        }
    }

    #[test]
    fn verdicts_read_as_a_player_says_them() {
        let mate = Probe {
            result: Wdl::Win,
            moves_to_mate: Some(12),
        };
        assert_eq!(
            verdict(Lang::En, Color::Red, mate),
            "Red to move wins: mate in 12"
        );
        assert_eq!(verdict(Lang::Zh, Color::Black, mate), "黑方先走胜：12步杀");
        assert_eq!(move_verdict(Lang::En, Probe::DRAW), "draws");
        assert_eq!(result_code(Probe::DRAW), "draw");
    }
}
