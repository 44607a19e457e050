//! Tag pairs: the named facts about a game (`[Red "许银川"]`), shared by
//! [`GameRecord`](crate::GameRecord) and [`GameTree`](crate::GameTree).

use std::ops::{Deref, DerefMut};

/// Tag pairs in the order they were written, such as `("Red", "Player")`.
/// Names are looked up ignoring ASCII case, as record files spell them
/// freely.
///
/// The list dereferences to the `Vec` of pairs, so it can be walked,
/// filtered or extended like one.
///
/// ```
/// use xiangqi::Tags;
/// let mut tags = Tags::default();
/// tags.set_tag("Site", "Beijing");
/// tags.set_tag("site", "Shanghai");
/// assert_eq!(tags.tag("Site"), Some("Shanghai"));
/// assert_eq!(tags.remove_tag("SITE").as_deref(), Some("Shanghai"));
/// assert_eq!(tags.tag("Site"), None);
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(transparent)
)]
pub struct Tags(Vec<(String, String)>);

impl Tags {
    /// The value of the first tag called `name` (ignoring ASCII case).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Sets the tag `name` (ignoring ASCII case), replacing its value in
    /// place or adding it at the end.
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self
            .0
            .iter_mut()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
        {
            Some((_, v)) => *v = value,
            None => self.0.push((name.to_string(), value)),
        }
    }

    /// Removes every tag called `name` (ignoring ASCII case) and returns
    /// the first one's value.
    pub fn remove_tag(&mut self, name: &str) -> Option<String> {
        let first = self.tag(name).map(str::to_string);
        self.0.retain(|(k, _)| !k.eq_ignore_ascii_case(name));
        first
    }
}

impl Deref for Tags {
    type Target = Vec<(String, String)>;
    fn deref(&self) -> &Vec<(String, String)> {
        &self.0
    }
}

impl DerefMut for Tags {
    fn deref_mut(&mut self) -> &mut Vec<(String, String)> {
        &mut self.0
    }
}

impl From<Vec<(String, String)>> for Tags {
    fn from(pairs: Vec<(String, String)>) -> Tags {
        Tags(pairs)
    }
}

impl From<Tags> for Vec<(String, String)> {
    fn from(tags: Tags) -> Vec<(String, String)> {
        tags.0
    }
}

impl FromIterator<(String, String)> for Tags {
    fn from_iter<I: IntoIterator<Item = (String, String)>>(iter: I) -> Tags {
        Tags(iter.into_iter().collect())
    }
}

impl Extend<(String, String)> for Tags {
    fn extend<I: IntoIterator<Item = (String, String)>>(&mut self, iter: I) {
        self.0.extend(iter);
    }
}

impl IntoIterator for Tags {
    type Item = (String, String);
    type IntoIter = std::vec::IntoIter<(String, String)>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a> IntoIterator for &'a Tags {
    type Item = &'a (String, String);
    type IntoIter = std::slice::Iter<'a, (String, String)>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<const N: usize> PartialEq<[(String, String); N]> for Tags {
    fn eq(&self, other: &[(String, String); N]) -> bool {
        self.0 == other
    }
}

impl PartialEq<Vec<(String, String)>> for Tags {
    fn eq(&self, other: &Vec<(String, String)>) -> bool {
        &self.0 == other
    }
}

/// Tag names with accessors; they follow the names XQWizard writes.
///
/// Expands, inside the `impl` block of a type with a `tags: Tags` field,
/// to `tag`, `set_tag`, `remove_tag` and a getter and setter for each
/// named tag, so that records and trees answer the same questions the
/// same way.
macro_rules! tag_methods {
    () => {
        /// The value of the first tag called `name` (ignoring ASCII case);
        /// see [`Tags::tag`](crate::Tags::tag).
        pub fn tag(&self, name: &str) -> Option<&str> {
            self.tags.tag(name)
        }

        /// Sets the tag `name` (ignoring ASCII case), replacing its value
        /// in place or adding it at the end.
        pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
            self.tags.set_tag(name, value);
        }

        /// Removes every tag called `name` (ignoring ASCII case) and
        /// returns the first one's value.
        pub fn remove_tag(&mut self, name: &str) -> Option<String> {
            self.tags.remove_tag(name)
        }

        $crate::record::tags::tag_methods! {
            title, set_title, "Title";
            event, set_event, "Event";
            date, set_date, "Date";
            site, set_site, "Site";
            red, set_red, "Red";
            black, set_black, "Black";
            opening, set_opening, "Opening";
            ecco, set_ecco, "ECCO";
            variation, set_variation, "Variation";
        }
    };
    ($($get:ident, $set:ident, $name:literal;)*) => {
        $(
            #[doc = concat!("The `", $name, "` tag.")]
            pub fn $get(&self) -> Option<&str> {
                self.tag($name)
            }

            #[doc = concat!("Sets the `", $name, "` tag.")]
            pub fn $set(&mut self, value: impl Into<String>) {
                self.set_tag($name, value);
            }
        )*
    };
}

pub(crate) use tag_methods;
