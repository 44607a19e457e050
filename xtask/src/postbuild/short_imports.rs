//! Gives the functions a WebAssembly module imports from its JavaScript glue
//! short names.
//!
//! wasm-bindgen names each function the glue provides after what it does
//! and a 16-digit hash (`__wbg_createElement_8c9931a732ee2fea`), and each
//! name is written twice: in the module's import section and as a key of the
//! glue's import object. The hashes do not compress: the page's 233 names
//! cost about 7 KB of its gzip download. Here each name becomes a short one
//! (`a`, `b`, … `Z`, `ab`, `bb`, …) in both files, and the import object's module
//! name (`./xiangqi-web_bg.js`) becomes `w`.
//!
//! A name is renamed only where the glue spells it exactly once, as a whole
//! word, so that the one spelling found is the import object's key; anything
//! else is left as it was. The other sections of the module are copied byte
//! for byte.

use std::collections::HashMap;
use std::path::Path;

use wasm_encoder::{EntityType, ImportSection, Module, RawSection};
use wasmparser::{Parser, Payload};

/// The short module name the glue's functions are imported from.
const SHORT_MODULE: &str = "w";

/// Shortens the glue's import names of every wasm-bindgen module in
/// `staging` (each `X_bg.wasm` beside its `X.js`); the bytes saved, gzip
/// not counted, per module.
pub fn shorten_all(staging: &Path) -> Result<Vec<(String, usize)>, String> {
    let entries = std::fs::read_dir(staging)
        .map_err(|e| format!("cannot list {}: {e}", staging.display()))?;
    let mut saved = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(stem) = name.strip_suffix("_bg.wasm") else {
            continue;
        };
        let js_path = staging.join(format!("{stem}.js"));
        if !js_path.exists() {
            continue;
        }
        let wasm = std::fs::read(entry.path()).map_err(|e| format!("cannot read {name}: {e}"))?;
        let js = std::fs::read_to_string(&js_path)
            .map_err(|e| format!("cannot read {}: {e}", js_path.display()))?;
        let (new_wasm, new_js) = shorten(&wasm, &js).map_err(|e| format!("{name}: {e}"))?;
        saved.push((
            stem.to_string(),
            wasm.len() + js.len() - new_wasm.len() - new_js.len(),
        ));
        std::fs::write(entry.path(), new_wasm).map_err(|e| format!("cannot write {name}: {e}"))?;
        std::fs::write(&js_path, new_js)
            .map_err(|e| format!("cannot write {}: {e}", js_path.display()))?;
    }
    Ok(saved)
}

/// The module and its glue with the glue's import names shortened.
pub fn shorten(wasm: &[u8], js: &str) -> Result<(Vec<u8>, String), String> {
    let imports = imports(wasm)?;
    let Some(glue) = glue_module(&imports) else {
        return Ok((wasm.to_vec(), js.to_string()));
    };
    let glue_key = format!("\"{glue}\":");
    let rename_module = words_at(js, &glue_key).len() == 1;
    let renames = short_names(&imports, &glue, js);

    let mut js = js.to_string();
    for (long, short) in &renames {
        let at = words_at(&js, long)[0];
        js.replace_range(at..at + long.len(), short);
    }
    if rename_module {
        js = js.replacen(&glue_key, &format!("\"{SHORT_MODULE}\":"), 1);
    }

    let mut section = ImportSection::new();
    for import in &imports {
        let (module, name) = if import.module == glue {
            let module = if rename_module {
                SHORT_MODULE
            } else {
                &import.module
            };
            (module, renames.get(&import.name).unwrap_or(&import.name))
        } else {
            (import.module.as_str(), &import.name)
        };
        section.import(module, name, import.ty);
    }
    Ok((with_imports(wasm, &section)?, js))
}

/// One import of the module, owned.
struct Import {
    module: String,
    name: String,
    ty: EntityType,
}

/// The module's imports, in order.
fn imports(wasm: &[u8]) -> Result<Vec<Import>, String> {
    let mut out = Vec::new();
    for payload in Parser::new(0).parse_all(wasm) {
        if let Payload::ImportSection(reader) = payload.map_err(|e| e.to_string())? {
            for import in reader.into_imports() {
                let import = import.map_err(|e| e.to_string())?;
                out.push(Import {
                    module: import.module.to_string(),
                    name: import.name.to_string(),
                    ty: EntityType::try_from(import.ty)
                        .map_err(|e| format!("an import's type cannot be copied: {e:?}"))?,
                });
            }
        }
    }
    Ok(out)
}

/// The module name wasm-bindgen gives its glue (`./<crate>_bg.js`).
fn glue_module(imports: &[Import]) -> Option<String> {
    imports
        .iter()
        .map(|i| &i.module)
        .find(|m| m.starts_with("./") && m.ends_with("_bg.js"))
        .cloned()
}

/// Each glue import name that the glue spells exactly once, with its new
/// name; names already short enough, or spelled more than once, stay.
fn short_names(imports: &[Import], glue: &str, js: &str) -> HashMap<String, String> {
    let glue_names: Vec<&str> = imports
        .iter()
        .filter(|i| i.module == glue)
        .map(|i| i.name.as_str())
        .collect();
    let renamable: Vec<&str> = glue_names
        .iter()
        .copied()
        .filter(|name| name.len() > 3 && words_at(js, name).len() == 1)
        .collect();
    let kept: Vec<&str> = glue_names
        .iter()
        .copied()
        .filter(|n| !renamable.contains(n))
        .collect();
    let mut fresh = (0..)
        .map(short_name)
        .filter(|s| !kept.contains(&s.as_str()));
    renamable
        .into_iter()
        .map(|long| (long.to_string(), fresh.next().unwrap_or_default()))
        .collect()
}

/// The `n`th short name: `a`…`z`, `A`…`Z`, then two letters and more (`n`
/// in base 52, lowest digit first: `ab`, `bb`, …), each name once.
fn short_name(mut n: usize) -> String {
    const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let mut name = String::new();
    loop {
        name.push(char::from(LETTERS[n % LETTERS.len()]));
        n /= LETTERS.len();
        if n == 0 {
            return name;
        }
    }
}

/// Where `word` occurs in `text` as a whole JavaScript word (no letter,
/// digit, `_` or `$` right before or after it).
fn words_at(text: &str, word: &str) -> Vec<usize> {
    let is_word =
        |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric() || "_$".contains(c));
    text.match_indices(word)
        .map(|(at, _)| at)
        .filter(|&at| {
            !is_word(text[..at].chars().next_back())
                && !is_word(text[at + word.len()..].chars().next())
        })
        .collect()
}

/// The module with its import section replaced by `section`; every other
/// section copied as it was.
fn with_imports(wasm: &[u8], section: &ImportSection) -> Result<Vec<u8>, String> {
    let mut module = Module::new();
    for payload in Parser::new(0).parse_all(wasm) {
        let payload = payload.map_err(|e| e.to_string())?;
        match &payload {
            Payload::ImportSection(_) => {
                module.section(section);
            }
            other => {
                if let Some((id, range)) = other.as_section() {
                    module.section(&RawSection {
                        id,
                        data: &wasm[range],
                    });
                }
            }
        }
    }
    Ok(module.finish())
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_encoder::{
        CodeSection, ExportKind, ExportSection, Function, FunctionSection, Instruction, TypeSection,
    };

    /// A module importing two glue functions and one from elsewhere, and
    /// exporting a function that calls the first.
    fn module() -> Vec<u8> {
        let mut types = TypeSection::new();
        types.ty().function([], []);
        let mut imports = ImportSection::new();
        imports.import(
            "./app_bg.js",
            "__wbg_alert_0123456789abcdef",
            EntityType::Function(0),
        );
        imports.import(
            "./app_bg.js",
            "__wbg_log_fedcba9876543210",
            EntityType::Function(0),
        );
        imports.import("./snippets/x.js", "hello", EntityType::Function(0));
        let mut functions = FunctionSection::new();
        functions.function(0);
        let mut exports = ExportSection::new();
        exports.export("run", ExportKind::Func, 3);
        let mut code = CodeSection::new();
        let mut body = Function::new([]);
        body.instruction(&Instruction::Call(0));
        body.instruction(&Instruction::End);
        code.function(&body);
        let mut module = Module::new();
        module
            .section(&types)
            .section(&imports)
            .section(&functions)
            .section(&exports)
            .section(&code);
        module.finish()
    }

    const GLUE: &str = "const import0 = {\n    __wbg_alert_0123456789abcdef: function() { alert(1); },\n    __wbg_log_fedcba9876543210: function() { console.log(__wbg_log_fedcba9876543210); },\n};\nreturn { \"./app_bg.js\": import0, \"./snippets/x.js\": import1 };";

    fn names(wasm: &[u8]) -> Vec<(String, String)> {
        imports(wasm)
            .unwrap()
            .into_iter()
            .map(|i| (i.module, i.name))
            .collect()
    }

    #[test]
    fn a_name_spelled_once_is_shortened_in_both_files() {
        let (wasm, js) = shorten(&module(), GLUE).unwrap();
        assert_eq!(
            names(&wasm),
            [
                ("w".to_string(), "a".to_string()),
                ("w".to_string(), "__wbg_log_fedcba9876543210".to_string()),
                ("./snippets/x.js".to_string(), "hello".to_string()),
            ]
        );
        assert!(js.contains("    a: function() { alert(1); },"), "{js}");
        assert!(js.contains("\"w\": import0"), "{js}");
        assert!(!js.contains("__wbg_alert_"), "{js}");
        // Spelled twice: which one is the key is not certain, so it stays.
        assert_eq!(words_at(&js, "__wbg_log_fedcba9876543210").len(), 2);
        wasmparser::validate(&wasm).unwrap();
    }

    #[test]
    fn every_other_section_is_copied_byte_for_byte() {
        let original = module();
        let (same, _) = shorten(&original, "").unwrap();
        // No name is spelled in an empty glue: nothing renamed, and the
        // module comes back as it was (its module name kept too).
        assert_eq!(same, original);
    }

    #[test]
    fn short_names_run_through_the_letters() {
        assert_eq!(short_name(0), "a");
        assert_eq!(short_name(25), "z");
        assert_eq!(short_name(26), "A");
        assert_eq!(short_name(51), "Z");
        assert_eq!(short_name(52), "ab");
        assert_eq!(short_name(53), "bb");
    }

    #[test]
    fn a_word_inside_a_longer_word_does_not_count() {
        assert_eq!(words_at("ab abc $ab ab_ ab", "ab"), [0, 15]);
    }
}
