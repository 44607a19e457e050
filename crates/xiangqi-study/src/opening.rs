//! The name of the game's opening above the page's move list.
//!
//! The page holds only the place for it: naming an opening takes the
//! files worker (where the ECCO table lives) and its messages, which the
//! page's first download does without. The page hands over the game's
//! first moves and the language whenever either changes
//! ([`show_opening`]); this module asks the worker and draws the answer.

use std::cell::RefCell;
use std::rc::Rc;

use leptos::mount::{mount_to, UnmountHandle};
use leptos::prelude::*;
use leptos::tachys::view::any_view::AnyViewState;
use xiangqi_files::protocol::{OpeningAnswer, OpeningName, OpeningQuestion};
use xiangqi_ui::files::request_json;
use xiangqi_ui::model::Lang;
use xiangqi_ui::web::json;

/// What the page asked to be named: the moves (ICCS) and the language.
#[derive(Clone, Debug, PartialEq)]
struct Asked {
    moves: Vec<String>,
    lang: Lang,
}

/// The line drawn into the page's place for it.
struct Shown {
    root: web_sys::HtmlElement,
    asked: RwSignal<Asked>,
    _view: UnmountHandle<AnyViewState>,
}

thread_local! {
    static SHOWN: RefCell<Option<Shown>> = const { RefCell::new(None) };
}

/// Names the opening of `moves` (ICCS, space-separated, from the start
/// position; empty for none) in the language `lang` (a code such as
/// `zh-Hant`) inside `root`, the page's place for it. A new `root` (the
/// page drew its move list again) moves the line there.
pub fn show_opening(root: web_sys::HtmlElement, moves: &str, lang: &str) {
    let asked = Asked {
        moves: moves.split_whitespace().map(str::to_string).collect(),
        lang: Lang::from_tag(lang).unwrap_or(Lang::En),
    };
    let updated = SHOWN.with(|shown| match shown.borrow().as_ref() {
        Some(shown) if shown.root == root => {
            shown.asked.set(asked.clone());
            true
        }
        _ => false,
    });
    if updated {
        return;
    }
    // Dropping the old line (if any) takes it off its old place.
    SHOWN.with(|shown| shown.borrow_mut().take());
    let made = Rc::new(RefCell::new(None));
    let made_inside = made.clone();
    let view = mount_to(root.clone(), move || {
        let signal = RwSignal::new(asked);
        *made_inside.borrow_mut() = Some(signal);
        view! { <OpeningLine asked=signal /> }.into_any()
    });
    let made = made.borrow_mut().take();
    if let Some(asked) = made {
        SHOWN.with(|shown| {
            *shown.borrow_mut() = Some(Shown {
                root,
                asked,
                _view: view,
            })
        });
    }
}

/// The opening's code and name, once the files worker has named it.
#[component]
fn OpeningLine(asked: RwSignal<Asked>) -> impl IntoView {
    let moves = Memo::new(move |_| asked.with(|a| a.moves.clone()));
    let opening = RwSignal::new(None::<OpeningName>);
    // Answers to an earlier question are ignored.
    let question = StoredValue::new(0u32);
    Effect::new(move |_| {
        let moves = moves.get();
        let this = question.get_value().wrapping_add(1);
        question.set_value(this);
        if moves.is_empty() {
            opening.set(None);
            return;
        }
        request_json(
            move |id| json::write(&OpeningQuestion::Opening { id, moves }),
            move |answer| {
                if question.get_value() != this {
                    return;
                }
                match answer.and_then(|text| json::read(&text)) {
                    Some(OpeningAnswer::Opening { opening: name, .. }) => opening.set(name),
                    None => opening.set(None),
                }
            },
        );
    });
    move || {
        opening.get().map(|o| {
            let name = name_in(&o, asked.with(|a| a.lang)).to_string();
            view! {
                <p class="opening" data-testid="opening" data-code=o.code.clone()>
                    <span class="opening-code">{o.code.clone()}</span>
                    " "
                    <span class="opening-name">{name}</span>
                </p>
            }
        })
    }
}

/// The opening's name in `lang`; a name the worker left empty falls back
/// to the one it comes from.
fn name_in(o: &OpeningName, lang: Lang) -> &str {
    match lang {
        Lang::Zh => &o.zh,
        Lang::ZhHant if !o.zh_hant.is_empty() => &o.zh_hant,
        Lang::ZhHant => &o.zh,
        Lang::Vi if !o.vi.is_empty() => &o.vi,
        Lang::En | Lang::Vi => &o.en,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_reads_its_own_name() {
        let o = OpeningName {
            code: "A40".into(),
            zh: "起马局".into(),
            zh_hant: "起馬局".into(),
            vi: "Khởi mã cục".into(),
            en: "Horse opening".into(),
        };
        assert_eq!(name_in(&o, Lang::Zh), "起马局");
        assert_eq!(name_in(&o, Lang::ZhHant), "起馬局");
        assert_eq!(name_in(&o, Lang::Vi), "Khởi mã cục");
        assert_eq!(name_in(&o, Lang::En), "Horse opening");
        let older = OpeningName {
            zh_hant: String::new(),
            vi: String::new(),
            ..o
        };
        assert_eq!(name_in(&older, Lang::ZhHant), "起马局");
        assert_eq!(name_in(&older, Lang::Vi), "Horse opening");
    }
}
