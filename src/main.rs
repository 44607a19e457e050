//! The Xiangqi web app's page (see `xiangqi_web`).

/// A smaller allocator than the standard library's in WebAssembly, for a
/// smaller first download.
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    xiangqi_web::run();
}
