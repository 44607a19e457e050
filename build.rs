//! The page's program keeps its relocations, which the build's split step
//! (`cargo xtask postbuild`, see `xtask/src/postbuild/split.rs`) needs to
//! cut it into chunks at its split points (`src/chunks.rs`). Only this
//! program: the workers are not split, and relocations left in them
//! would only add to their download.

fn main() {
    if std::env::var("CARGO_CFG_TARGET_FAMILY").as_deref() == Ok("wasm") {
        println!("cargo:rustc-link-arg-bin=xiangqi-web=--emit-relocs");
    }
}
