//! Installs the build and test tools that are missing, each at the version
//! the project needs, and skips the ones already there.
//!
//! Nothing here downloads prebuilt binaries from project websites: tools come
//! from crates.io (`cargo install`), the npm registry or Debian's packages.

use std::path::PathBuf;
use std::process::Command;

use crate::cmd;

/// The trunk release that builds with the pinned stable toolchain.
const TRUNK_VERSION: &str = "0.21.14";
/// binaryen's `wasm-opt` from the npm registry (Debian's binaryen is too old
/// and produces broken modules).
const BINARYEN_NPM_VERSION: &str = "132.0.0";
/// axe-core (npm) for the accessibility checks of the browser tests.
const AXE_CORE_VERSION: &str = "4.11.0";
/// geckodriver, Firefox's WebDriver server (built from crates.io: its
/// release download is out of reach here).
const GECKODRIVER_VERSION: &str = "0.37.1";
/// The pin trunk is given for that `wasm-opt` (see `Trunk.toml`).
pub const WASM_OPT_PIN: &str = "version_132";

/// Installs everything `serve` needs, plus Chromium and chromedriver when `browser`.
pub fn ensure_all(browser: bool) -> Result<(), String> {
    cmd::step("checking tools");
    ensure_wasm_target()?;
    ensure_trunk()?;
    ensure_wasm_bindgen()?;
    ensure_wasm_opt()?;
    if browser {
        ensure_browser()?;
        ensure_axe_core()?;
        ensure_other_browsers()?;
    }
    Ok(())
}

/// Firefox ESR with geckodriver, and WebKitGTK's WebDriver with a virtual
/// display to draw into: the suite's core runs in both (see `e2e`).
fn ensure_other_browsers() -> Result<(), String> {
    let firefox = version_of("firefox-esr");
    let webkit = Command::new("which")
        .arg("WebKitWebDriver")
        .output()
        .is_ok_and(|o| o.status.success());
    let xvfb = Command::new("which")
        .arg("xvfb-run")
        .output()
        .is_ok_and(|o| o.status.success());
    if let (Some(f), true, true) = (&firefox, webkit, xvfb) {
        println!("ok   {f}; WebKitWebDriver; xvfb-run");
    } else {
        println!("get  Firefox ESR, WebKitGTK's WebDriver and Xvfb (Debian packages firefox-esr, webkit2gtk-driver, xvfb)");
        apt_install(&["firefox-esr", "webkit2gtk-driver", "xvfb"])?;
    }
    let have = version_of("geckodriver");
    if have
        .as_deref()
        .is_some_and(|v| v.starts_with(&format!("geckodriver {GECKODRIVER_VERSION}")))
    {
        println!("ok   geckodriver {GECKODRIVER_VERSION}");
        return Ok(());
    }
    println!(
        "get  geckodriver {GECKODRIVER_VERSION} (found: {}; cargo install takes a few minutes)",
        have.as_deref().unwrap_or("none")
    );
    cmd::run(cmd::cargo().args([
        "install",
        "geckodriver",
        "--version",
        GECKODRIVER_VERSION,
        "--locked",
    ]))
    .map_err(|e| {
        format!("{e}\nby hand: cargo install geckodriver --version {GECKODRIVER_VERSION} --locked")
    })
}

fn ensure_axe_core() -> Result<(), String> {
    ensure_npm_package("axe-core", AXE_CORE_VERSION)
}

/// An npm package at an exact version in `target/tools`, installed if missing.
pub fn ensure_npm_package(name: &str, version: &str) -> Result<(), String> {
    let package = tools_dir()
        .join("node_modules")
        .join(name)
        .join("package.json");
    let have = std::fs::read_to_string(&package).unwrap_or_default();
    if have.contains(&format!("\"version\": \"{version}\"")) {
        println!("ok   {name} {version}");
        return Ok(());
    }
    ensure_npm()?;
    println!("get  {name} {version} (npm, into target/tools)");
    npm_install(&format!("{name}@{version}"))
}

/// `npm install` of one exact package version into `target/tools`.
fn npm_install(spec: &str) -> Result<(), String> {
    std::fs::create_dir_all(tools_dir()).map_err(|e| format!("cannot create target/tools: {e}"))?;
    cmd::run(
        Command::new("npm")
            .args([
                "install",
                "--no-audit",
                "--no-fund",
                "--save-exact",
                "--prefix",
            ])
            .arg(tools_dir())
            .arg(spec),
    )
    .map_err(|e| format!("{e}\nby hand: npm install --prefix target/tools {spec}"))
}

/// The folder holding project-local tools (the npm `wasm-opt`).
fn tools_dir() -> PathBuf {
    cmd::root().join("target").join("tools")
}

/// `trunk` with the project's tool folder first on PATH.
pub fn trunk() -> Command {
    let mut command = Command::new("trunk");
    command
        .current_dir(cmd::root())
        .env("PATH", path_with_tools());
    command
}

/// PATH with the project-local tools and cargo's bin folder in front.
pub fn path_with_tools() -> std::ffi::OsString {
    let mut dirs = vec![tools_dir().join("node_modules").join(".bin")];
    if let Some(cargo_bin) = cargo_home().map(|home| home.join("bin")) {
        dirs.push(cargo_bin);
    }
    if let Some(path) = std::env::var_os("PATH") {
        dirs.extend(std::env::split_paths(&path));
    }
    std::env::join_paths(dirs).unwrap_or_default()
}

fn cargo_home() -> Option<PathBuf> {
    std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")))
}

/// `program --version` (with the tools PATH), if it runs.
fn version_of(program: &str) -> Option<String> {
    cmd::output(
        Command::new(program)
            .arg("--version")
            .env("PATH", path_with_tools()),
    )
}

fn ensure_wasm_target() -> Result<(), String> {
    let installed = cmd::output(
        Command::new("rustup")
            .args(["target", "list", "--installed"])
            .current_dir(cmd::root()),
    )
    .ok_or("rustup was not found: install Rust with rustup (https://rustup.rs), then rerun")?;
    if installed
        .lines()
        .any(|l| l.trim() == "wasm32-unknown-unknown")
    {
        println!("ok   wasm32-unknown-unknown target");
        return Ok(());
    }
    println!("add  wasm32-unknown-unknown target");
    cmd::run(
        Command::new("rustup")
            .args(["target", "add", "wasm32-unknown-unknown"])
            .current_dir(cmd::root()),
    )
    .map_err(|e| format!("{e}\nby hand: rustup target add wasm32-unknown-unknown"))
}

fn ensure_trunk() -> Result<(), String> {
    let have = version_of("trunk");
    if have.as_deref() == Some(&format!("trunk {TRUNK_VERSION}")) {
        println!("ok   trunk {TRUNK_VERSION}");
        return Ok(());
    }
    println!(
        "get  trunk {TRUNK_VERSION} (found: {}; cargo install takes a few minutes)",
        have.as_deref().unwrap_or("none")
    );
    cmd::run(cmd::cargo().args(["install", "trunk", "--version", TRUNK_VERSION, "--locked"]))
        .map_err(|e| {
            format!("{e}\nby hand: cargo install trunk --version {TRUNK_VERSION} --locked")
        })
}

/// The `wasm-bindgen` version recorded in Cargo.lock: the CLI must match it exactly.
fn locked_wasm_bindgen_version() -> Result<String, String> {
    let lock_path = cmd::root().join("Cargo.lock");
    let lock = std::fs::read_to_string(&lock_path)
        .map_err(|e| format!("cannot read {}: {e}", lock_path.display()))?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line.trim() == "name = \"wasm-bindgen\"" {
            if let Some(version) = lines
                .next()
                .and_then(|l| l.trim().strip_prefix("version = \""))
                .and_then(|v| v.strip_suffix('"'))
            {
                return Ok(version.to_string());
            }
        }
    }
    Err("Cargo.lock has no wasm-bindgen entry".into())
}

fn ensure_wasm_bindgen() -> Result<(), String> {
    let version = locked_wasm_bindgen_version()?;
    let have = version_of("wasm-bindgen");
    if have.as_deref() == Some(&format!("wasm-bindgen {version}")) {
        println!("ok   wasm-bindgen-cli {version}");
        return Ok(());
    }
    println!(
        "get  wasm-bindgen-cli {version} (found: {}; matches Cargo.lock)",
        have.as_deref().unwrap_or("none")
    );
    // No --locked: the CLI's own lock file names a crate version the registry lacks.
    cmd::run(cmd::cargo().args(["install", "wasm-bindgen-cli", "--version", &version]))
        .map_err(|e| format!("{e}\nby hand: cargo install wasm-bindgen-cli --version {version}"))
}

fn ensure_wasm_opt() -> Result<(), String> {
    let wanted = BINARYEN_NPM_VERSION.split('.').next().unwrap_or_default();
    let local = tools_dir()
        .join("node_modules")
        .join(".bin")
        .join("wasm-opt");
    let have = cmd::output(Command::new(&local).arg("--version"));
    if have
        .as_deref()
        .is_some_and(|v| v.starts_with(&format!("wasm-opt version {wanted}")))
    {
        println!("ok   wasm-opt {wanted} (npm binaryen)");
        return Ok(());
    }
    ensure_npm()?;
    println!("get  wasm-opt {wanted} (npm binaryen@{BINARYEN_NPM_VERSION} into target/tools)");
    npm_install(&format!("binaryen@{BINARYEN_NPM_VERSION}"))
}

/// npm (with Node.js) is needed for wasm-opt and, later, browser audit tools.
fn ensure_npm() -> Result<(), String> {
    if version_of("npm").is_some() {
        return Ok(());
    }
    println!("get  Node.js and npm (Debian packages nodejs, npm)");
    apt_install(&["nodejs", "npm"])
}

/// Chromium and chromedriver for the browser tests, plus a font with Chinese
/// characters so that screenshots show the pieces' names.
fn ensure_browser() -> Result<(), String> {
    let chromium = version_of("chromium");
    let driver = version_of("chromedriver");
    let cjk_font =
        cmd::output(Command::new("fc-list").arg(":lang=zh")).is_some_and(|fonts| !fonts.is_empty());
    if let (Some(c), Some(d), true) = (&chromium, &driver, cjk_font) {
        println!("ok   {c}; {d}; a CJK font");
        return Ok(());
    }
    println!(
        "get  Chromium, chromedriver and a CJK font (Debian packages chromium, chromium-driver, fonts-wqy-zenhei)"
    );
    apt_install(&["chromium", "chromium-driver", "fonts-wqy-zenhei"])
}

/// Installs Debian packages as root, or through passwordless sudo.
fn apt_install(packages: &[&str]) -> Result<(), String> {
    let by_hand = format!(
        "by hand: sudo apt-get update && sudo apt-get install -y {}",
        packages.join(" ")
    );
    let is_root = cmd::output(Command::new("id").arg("-u")).as_deref() == Some("0");
    let sudo_ok = !is_root
        && Command::new("sudo")
            .args(["-n", "true"])
            .status()
            .is_ok_and(|s| s.success());
    if !is_root && !sudo_ok {
        return Err(format!(
            "missing {} and not root (no passwordless sudo)\n{by_hand}",
            packages.join(", ")
        ));
    }
    let apt = |args: &[&str]| {
        let mut command = if is_root {
            Command::new("apt-get")
        } else {
            let mut c = Command::new("sudo");
            c.arg("apt-get");
            c
        };
        command.args(args).env("DEBIAN_FRONTEND", "noninteractive");
        command
    };
    cmd::run(&mut apt(&["update"])).map_err(|e| format!("{e}\n{by_hand}"))?;
    let mut install = apt(&["install", "-y", "--no-install-recommends"]);
    install.args(packages);
    cmd::run(&mut install).map_err(|e| format!("{e}\n{by_hand}"))
}
