//! A small static file server for the release build in `dist/`, used by
//! `cargo xtask serve` and by `cargo xtask audit`.
//!
//! It answers like a real static host, so that what a browser or
//! Lighthouse sees here is what users get:
//!
//! * the right `Content-Type` for every file the build writes (`.wasm` as
//!   `application/wasm`, so browsers compile it while it streams in);
//! * gzip for clients that accept it (images aside, which are compressed
//!   already), with `Vary: Accept-Encoding`;
//! * `Cache-Control: no-cache` for the page, the service worker and every
//!   other file without a content hash in its name (browsers then check
//!   for a new version on each load, which is how an update reaches
//!   users), and a year of immutable caching for hashed files;
//! * `GET` and `HEAD` only; nothing outside `dist/` is ever served.
//!
//! Each connection gets its own thread and is closed after one response.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

/// Compressed bodies by file, reused while the file is unchanged.
type GzipCache = Mutex<HashMap<PathBuf, (SystemTime, Vec<u8>)>>;

/// Serves `dist` on `listener` until the process ends.
pub fn serve(listener: TcpListener, dist: PathBuf) {
    let dist = Arc::new(dist);
    let cache: Arc<GzipCache> = Arc::default();
    for stream in listener.incoming().flatten() {
        let dist = Arc::clone(&dist);
        let cache = Arc::clone(&cache);
        std::thread::spawn(move || {
            let _ = answer(stream, &dist, &cache);
        });
    }
}

/// One request as far as the server cares.
struct Request {
    method: String,
    path: String,
    gzip: bool,
}

fn read_request(stream: &TcpStream) -> std::io::Result<Request> {
    let mut reader = BufReader::new(stream);
    let mut first = String::new();
    reader.read_line(&mut first)?;
    let mut gzip = false;
    let mut line = String::new();
    while reader.read_line(&mut line)? > 0 && !line.trim_end().is_empty() {
        let lower = line.to_ascii_lowercase();
        if let Some(value) = lower.strip_prefix("accept-encoding:") {
            gzip |= value.split(',').any(|coding| {
                let mut parts = coding.split(';').map(str::trim);
                parts.next() == Some("gzip") && parts.all(|p| p != "q=0")
            });
        }
        line.clear();
    }
    let mut words = first.split_whitespace();
    let method = words.next().unwrap_or("").to_string();
    let target = words.next().unwrap_or("/");
    let path = target.split(['?', '#']).next().unwrap_or("/").to_string();
    Ok(Request { method, path, gzip })
}

/// The file under `dist` a URL path names: `/` is the page; `None` for any
/// path that could leave `dist` (`..`, backslashes, absolute parts).
pub fn file_for(dist: &Path, url_path: &str) -> Option<PathBuf> {
    let relative = url_path.trim_start_matches('/');
    if relative.is_empty() {
        return Some(dist.join("index.html"));
    }
    let safe = relative
        .split('/')
        .all(|part| !part.is_empty() && part != "." && part != ".." && !part.contains('\\'));
    safe.then(|| dist.join(relative))
}

/// The `Content-Type` of a file by its extension.
pub fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("webp") => "image/webp",
        Some("ico") => "image/x-icon",
        Some("webmanifest") => "application/manifest+json",
        Some("json") => "application/json",
        Some("txt") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// Whether gzip makes a file of this type smaller (formats that are
/// compressed already are sent as they are).
fn compressible(kind: &str) -> bool {
    !matches!(kind, "image/png" | "image/webp")
}

/// Whether a file name carries trunk's content hash (`name-<hash>.ext`,
/// the hash a 64-bit number in unpadded hex): its content never changes
/// under that name.
pub fn is_hashed(path: &Path) -> bool {
    let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
    let stem = stem.strip_suffix("_bg").unwrap_or(stem);
    stem.rsplit_once('-').is_some_and(|(_, hash)| {
        (12..=16).contains(&hash.len()) && hash.bytes().all(|b| b.is_ascii_hexdigit())
    })
}

/// The `Cache-Control` value for a file.
pub fn cache_control(path: &Path) -> &'static str {
    if is_hashed(path) {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    }
}

fn answer(mut stream: TcpStream, dist: &Path, cache: &GzipCache) -> std::io::Result<()> {
    let request = read_request(&stream)?;
    let head_only = request.method == "HEAD";
    if request.method != "GET" && !head_only {
        return respond(
            &mut stream,
            "405 Method Not Allowed",
            &["Allow: GET, HEAD".into()],
            b"method not allowed\n",
            false,
        );
    }
    let Some(file) = file_for(dist, &request.path).filter(|f| f.is_file()) else {
        let headers = ["Content-Type: text/plain; charset=utf-8".to_string()];
        return respond(
            &mut stream,
            "404 Not Found",
            &headers,
            b"not found\n",
            head_only,
        );
    };
    let body = std::fs::read(&file)?;
    let kind = content_type(&file);
    let mut headers = vec![
        format!("Content-Type: {kind}"),
        format!("Cache-Control: {}", cache_control(&file)),
        "X-Content-Type-Options: nosniff".to_string(),
    ];
    let body = if compressible(kind) {
        headers.push("Vary: Accept-Encoding".to_string());
        if request.gzip {
            headers.push("Content-Encoding: gzip".to_string());
            gzipped(&file, body, cache)
        } else {
            body
        }
    } else {
        body
    };
    respond(&mut stream, "200 OK", &headers, &body, head_only)
}

/// `body` (the content of `file`) compressed, from the cache when the file
/// has not changed since it was compressed.
fn gzipped(file: &Path, body: Vec<u8>, cache: &GzipCache) -> Vec<u8> {
    let modified = std::fs::metadata(file).and_then(|m| m.modified()).ok();
    if let (Some(modified), Ok(cache)) = (modified, cache.lock()) {
        if let Some((at, bytes)) = cache.get(file) {
            if *at == modified {
                return bytes.clone();
            }
        }
    }
    let compressed = crate::gzip::gzip(&body);
    if let (Some(modified), Ok(mut cache)) = (modified, cache.lock()) {
        cache.insert(file.to_path_buf(), (modified, compressed.clone()));
    }
    compressed
}

fn respond(
    stream: &mut TcpStream,
    status: &str,
    headers: &[String],
    body: &[u8],
    head_only: bool,
) -> std::io::Result<()> {
    let mut text = format!("HTTP/1.1 {status}\r\n");
    for header in headers {
        text.push_str(header);
        text.push_str("\r\n");
    }
    text.push_str(&format!(
        "Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    ));
    stream.write_all(text.as_bytes())?;
    if !head_only {
        stream.write_all(body)?;
    }
    stream.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_stay_inside_dist() {
        let dist = Path::new("/srv/dist");
        assert_eq!(file_for(dist, "/"), Some(dist.join("index.html")));
        assert_eq!(file_for(dist, "/sw.js"), Some(dist.join("sw.js")));
        assert_eq!(
            file_for(dist, "/icons/icon-192.png"),
            Some(dist.join("icons/icon-192.png"))
        );
        for bad in [
            "/../etc/passwd",
            "/icons/../../x",
            "/a\\..\\b",
            "/./x",
            "/icons//x",
        ] {
            assert_eq!(file_for(dist, bad), None, "{bad}");
        }
    }

    #[test]
    fn types_and_caching_by_name() {
        let kind = |name: &str| content_type(Path::new(name));
        assert_eq!(
            kind("xiangqi-web-0123456789abcdef_bg.wasm"),
            "application/wasm"
        );
        assert_eq!(kind("manifest.webmanifest"), "application/manifest+json");
        assert_eq!(kind("sw.js"), "text/javascript; charset=utf-8");
        assert_eq!(
            kind("style-0123456789abcdef.css"),
            "text/css; charset=utf-8"
        );
        assert_eq!(kind("icon.svg"), "image/svg+xml");
        assert_eq!(kind("icon-512.png"), "image/png");
        assert_eq!(kind("index.html"), "text/html; charset=utf-8");
        let cache = |name: &str| cache_control(Path::new(name));
        assert_eq!(cache("index.html"), "no-cache");
        assert_eq!(cache("sw.js"), "no-cache");
        assert_eq!(cache("ai-worker_bg.wasm"), "no-cache");
        assert_eq!(cache("manifest.webmanifest"), "no-cache");
        assert!(cache("xiangqi-web-0123456789abcdef_bg.wasm").contains("immutable"));
        assert!(cache("xiangqi-web-0123456789abcdef.js").contains("immutable"));
        assert!(cache("style-123456789abcdef.css").contains("immutable"));
        assert_eq!(cache("icon-192.png"), "no-cache");
    }

    /// Serves a temporary folder and checks real responses.
    #[test]
    fn answers_get_and_head_with_gzip() {
        let dist = std::env::temp_dir().join(format!("xtask-server-test-{}", std::process::id()));
        std::fs::create_dir_all(&dist).unwrap();
        let page = "<!doctype html><title>x</title>".repeat(50);
        std::fs::write(dist.join("index.html"), &page).unwrap();
        std::fs::write(dist.join("app_bg.wasm"), b"\0asm\x01\0\0\0").unwrap();
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let served = dist.clone();
        std::thread::spawn(move || serve(listener, served));

        let get = |request: &str| {
            let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
            s.write_all(request.as_bytes()).unwrap();
            let mut out = Vec::new();
            std::io::Read::read_to_end(&mut s, &mut out).unwrap();
            let split = out.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
            let head = String::from_utf8_lossy(&out[..split]).to_string();
            (head, out[split + 4..].to_vec())
        };

        let (head, body) = get("GET / HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip, br\r\n\r\n");
        assert!(head.starts_with("HTTP/1.1 200 OK"), "{head}");
        assert!(
            head.contains("Content-Type: text/html; charset=utf-8"),
            "{head}"
        );
        assert!(head.contains("Content-Encoding: gzip"), "{head}");
        assert!(head.contains("Cache-Control: no-cache"), "{head}");
        assert_eq!(&body[..2], &[0x1f, 0x8b]);
        assert!(body.len() < page.len());
        assert!(head.contains(&format!("Content-Length: {}", body.len())));

        let (head, body) = get("HEAD /app_bg.wasm HTTP/1.1\r\nHost: x\r\n\r\n");
        assert!(head.contains("Content-Type: application/wasm"), "{head}");
        assert!(!head.contains("Content-Encoding"), "{head}");
        assert!(head.contains("Content-Length: 8"), "{head}");
        assert!(body.is_empty());

        let (head, _) = get("GET /missing.js HTTP/1.1\r\n\r\n");
        assert!(head.starts_with("HTTP/1.1 404"), "{head}");
        let (head, _) = get("GET /../Cargo.toml HTTP/1.1\r\n\r\n");
        assert!(head.starts_with("HTTP/1.1 404"), "{head}");
        let (head, _) = get("POST / HTTP/1.1\r\n\r\n");
        assert!(head.starts_with("HTTP/1.1 405"), "{head}");

        let _ = std::fs::remove_dir_all(&dist);
    }
}
