//! A tiny static file server for `dist/` on a free loopback port.
//!
//! The same build is served at the root and at [`SUB_PATH`], as a static
//! host serves a folder, so scenarios can check that the app works from any
//! path. It can be stopped mid-test (the offline scenario needs the network
//! gone).

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// A second place the build is served from, as a folder on a host.
pub const SUB_PATH: &str = "/a/b/c/";

/// Serves a folder until dropped or [`StaticServer::stop`]ped.
pub struct StaticServer {
    addr: SocketAddr,
    stop: Arc<AtomicBool>,
    thread: Mutex<Option<JoinHandle<()>>>,
    requests: Arc<Mutex<Vec<String>>>,
    overrides: Overrides,
    delays: Delays,
    injected: Injected,
}

/// Scripts put first in every HTML page served, in order.
type Injected = Arc<Mutex<Vec<String>>>;

/// How long the answer to a path waits (path without the leading `/`), as
/// a slow network would.
type Delays = Arc<Mutex<HashMap<String, Duration>>>;

/// Files served instead of the ones on disk (path without the leading `/`).
type Overrides = Arc<Mutex<HashMap<String, Vec<u8>>>>;

impl StaticServer {
    pub fn start(root: &Path) -> std::io::Result<Self> {
        let listener = TcpListener::bind("127.0.0.1:0")?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let stop = Arc::new(AtomicBool::new(false));
        let requests = Arc::new(Mutex::new(Vec::new()));
        let overrides = Overrides::default();
        let delays = Delays::default();
        let injected = Injected::default();
        let root = root.to_path_buf();
        let thread = {
            let stop = stop.clone();
            let served = Served {
                root,
                requests: requests.clone(),
                overrides: overrides.clone(),
                delays: delays.clone(),
                injected: injected.clone(),
            };
            std::thread::spawn(move || accept_loop(listener, stop, served))
        };
        Ok(Self {
            addr,
            stop,
            thread: Mutex::new(Some(thread)),
            requests,
            overrides,
            delays,
            injected,
        })
    }

    /// Puts `script` first in every HTML page served from now on (before
    /// the app's own scripts).
    pub fn inject(&self, script: &str) {
        if let Ok(mut list) = self.injected.lock() {
            list.push(script.to_string());
        }
    }

    /// `http://127.0.0.1:PORT`
    pub fn base_url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Paths requested so far, in order.
    #[allow(dead_code)]
    pub fn requests(&self) -> Vec<String> {
        self.requests.lock().map(|r| r.clone()).unwrap_or_default()
    }

    /// Serves `body` for `path` (e.g. `sw.js`) from now on, as a new
    /// deployment of that file would.
    #[allow(dead_code)]
    pub fn override_file(&self, path: &str, body: Vec<u8>) {
        if let Ok(mut map) = self.overrides.lock() {
            map.insert(path.trim_start_matches('/').to_string(), body);
        }
    }

    /// Answers `path` only after `delay` from now on, as a slow network
    /// would.
    #[allow(dead_code)]
    pub fn delay_file(&self, path: &str, delay: Duration) {
        if let Ok(mut map) = self.delays.lock() {
            map.insert(path.trim_start_matches('/').to_string(), delay);
        }
    }

    /// Stops answering: later connections are refused (the network is gone).
    pub fn stop(&self) {
        self.stop.store(true, Ordering::SeqCst);
        let thread = self.thread.lock().ok().and_then(|mut t| t.take());
        if let Some(thread) = thread {
            let _ = thread.join();
        }
    }
}

impl Drop for StaticServer {
    fn drop(&mut self) {
        self.stop();
    }
}

/// What each request is answered from.
#[derive(Clone)]
struct Served {
    root: PathBuf,
    requests: Arc<Mutex<Vec<String>>>,
    overrides: Overrides,
    delays: Delays,
    injected: Injected,
}

fn accept_loop(listener: TcpListener, stop: Arc<AtomicBool>, served: Served) {
    while !stop.load(Ordering::SeqCst) {
        match listener.accept() {
            Ok((stream, _)) => {
                let served = served.clone();
                std::thread::spawn(move || {
                    let _ = serve_one(stream, &served);
                });
            }
            Err(_) => std::thread::sleep(Duration::from_millis(10)),
        }
    }
}

fn serve_one(mut stream: TcpStream, served: &Served) -> std::io::Result<()> {
    stream.set_nonblocking(false)?;
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    // Drain the headers.
    let mut header = String::new();
    while reader.read_line(&mut header)? > 2 {
        header.clear();
    }
    let target = request_line.split_whitespace().nth(1).unwrap_or("/");
    let path = target.split(['?', '#']).next().unwrap_or("/");
    if let Ok(mut log) = served.requests.lock() {
        log.push(path.to_string());
    }
    let relative = path.strip_prefix(SUB_PATH).unwrap_or(path);
    let relative = relative.trim_start_matches('/');
    let relative = if relative.is_empty() {
        "index.html"
    } else {
        relative
    };
    let file = served.root.join(relative);
    let inside = !relative.split('/').any(|part| part == "..");
    if let Some(delay) = served
        .delays
        .lock()
        .ok()
        .and_then(|m| m.get(relative).copied())
    {
        std::thread::sleep(delay);
    }
    let overridden = if relative == INJECTED {
        served
            .injected
            .lock()
            .ok()
            .map(|list| list.join("\n;\n").into_bytes())
    } else {
        served
            .overrides
            .lock()
            .ok()
            .and_then(|m| m.get(relative).cloned())
    };
    match overridden.map_or_else(|| std::fs::read(&file), Ok) {
        Ok(body) if inside => {
            let body = if relative.ends_with(".html") {
                with_injected(body, &served.injected)
            } else {
                body
            };
            let head = format!(
                "HTTP/1.1 200 OK\r\nContent-Type: {}\r\nContent-Length: {}\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
                content_type(&file),
                body.len()
            );
            stream.write_all(head.as_bytes())?;
            stream.write_all(&body)?;
        }
        _ => {
            let body = b"not found";
            let head = format!(
                "HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                body.len()
            );
            stream.write_all(head.as_bytes())?;
            stream.write_all(body)?;
        }
    }
    stream.flush()
}

/// Where the injected scripts are served from, as one script (a file of
/// the site's own: the page's Content-Security-Policy refuses inline
/// scripts).
const INJECTED: &str = "__e2e/before-load.js";

/// `page` with the injected scripts first in its `<head>`.
fn with_injected(page: Vec<u8>, injected: &Injected) -> Vec<u8> {
    if injected.lock().map_or(true, |list| list.is_empty()) {
        return page;
    }
    let scripts = format!("<script src=\"/{INJECTED}\"></script>");
    let text = String::from_utf8_lossy(&page);
    match text.find("<head>") {
        Some(at) => {
            let at = at + "<head>".len();
            format!("{}{scripts}{}", &text[..at], &text[at..]).into_bytes()
        }
        None => format!("{scripts}{text}").into_bytes(),
    }
}

fn content_type(file: &Path) -> &'static str {
    match file.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" => "text/javascript",
        "wasm" => "application/wasm",
        "css" => "text/css",
        "json" | "webmanifest" => "application/manifest+json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        _ => "application/octet-stream",
    }
}
