//! The serialised form of a [`TimeControl`]: one flat record tagged by
//! `type`, the same JSON that earlier versions wrote for the controls they
//! knew (`{"type":"fischer","main_ms":600000,"increment_ms":5000}`), so
//! saved games and settings stay readable. Read without buffering, which
//! keeps the reader small in a wasm build.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::control::{GameTime, TimeControl};

#[derive(Serialize, Deserialize, Clone, Copy)]
#[serde(rename_all = "snake_case")]
enum Kind {
    Unlimited,
    SuddenDeath,
    Fischer,
    Byoyomi,
    MovesInTime,
}

#[derive(Serialize, Deserialize, Default)]
struct Fields {
    #[serde(rename = "type")]
    kind: Option<Kind>,
    #[serde(skip_serializing_if = "Option::is_none")]
    main_ms: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    increment_ms: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    periods: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    period_ms: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    then_ms: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    per_move_ms: Option<u64>,
}

impl From<&TimeControl> for Fields {
    fn from(tc: &TimeControl) -> Fields {
        let mut f = Fields {
            per_move_ms: tc.per_move_ms,
            ..Fields::default()
        };
        f.kind = Some(match tc.game {
            GameTime::Unlimited => Kind::Unlimited,
            GameTime::SuddenDeath { main_ms } => {
                f.main_ms = Some(main_ms);
                Kind::SuddenDeath
            }
            GameTime::Fischer {
                main_ms,
                increment_ms,
            } => {
                f.main_ms = Some(main_ms);
                f.increment_ms = Some(increment_ms);
                Kind::Fischer
            }
            GameTime::Byoyomi {
                main_ms,
                periods,
                period_ms,
            } => {
                f.main_ms = Some(main_ms);
                f.periods = Some(periods);
                f.period_ms = Some(period_ms);
                Kind::Byoyomi
            }
            GameTime::MovesInTime {
                moves,
                stage_ms,
                then_ms,
            } => {
                f.moves = Some(moves);
                f.main_ms = Some(stage_ms);
                f.then_ms = then_ms;
                Kind::MovesInTime
            }
        });
        f
    }
}

impl TryFrom<Fields> for TimeControl {
    type Error = &'static str;

    fn try_from(f: Fields) -> Result<TimeControl, &'static str> {
        const MISSING: &str = "a time control field is missing";
        let game = match f.kind.ok_or(MISSING)? {
            Kind::Unlimited => GameTime::Unlimited,
            Kind::SuddenDeath => GameTime::SuddenDeath {
                main_ms: f.main_ms.ok_or(MISSING)?,
            },
            Kind::Fischer => GameTime::Fischer {
                main_ms: f.main_ms.ok_or(MISSING)?,
                increment_ms: f.increment_ms.ok_or(MISSING)?,
            },
            Kind::Byoyomi => GameTime::Byoyomi {
                main_ms: f.main_ms.ok_or(MISSING)?,
                periods: f.periods.ok_or(MISSING)?,
                period_ms: f.period_ms.ok_or(MISSING)?,
            },
            Kind::MovesInTime => GameTime::MovesInTime {
                moves: f.moves.filter(|&m| m > 0).ok_or(MISSING)?,
                stage_ms: f.main_ms.ok_or(MISSING)?,
                then_ms: f.then_ms,
            },
        };
        Ok(TimeControl {
            game,
            per_move_ms: f.per_move_ms.filter(|&ms| ms > 0),
        })
    }
}

impl Serialize for TimeControl {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Fields::from(self).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for TimeControl {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<TimeControl, D::Error> {
        let fields = Fields::deserialize(deserializer)?;
        TimeControl::try_from(fields).map_err(serde::de::Error::custom)
    }
}
