//! The browser's WebDriver server (chromedriver, geckodriver or
//! WebKitWebDriver, see [`Browser`]) as a child process on a free loopback
//! port.

use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};

use super::browser::Browser;

/// A running WebDriver server, killed on drop (with what it started).
pub struct Driver {
    child: Child,
    port: u16,
}

impl Driver {
    pub fn start(browser: Browser) -> Result<Self> {
        let port = free_port()?;
        let mut command: Command = browser.driver(port);
        // A group of its own, so that the browser it starts (and, for
        // WebKit, the virtual display) goes with it.
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let child = command
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .with_context(|| {
                format!(
                    "cannot start {}'s WebDriver server (install: cargo xtask setup --browser)",
                    browser.name()
                )
            })?;
        let driver = Self { child, port };
        let deadline = Instant::now() + Duration::from_secs(30);
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            if Instant::now() > deadline {
                bail!("the WebDriver server did not listen on port {port} within 30 s");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        Ok(driver)
    }

    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        // The whole group: xvfb-run's display and browser too.
        if let Ok(pid) = i32::try_from(self.child.id()) {
            let _ = Command::new("kill")
                .args(["-TERM", "--", &format!("-{pid}")])
                .status();
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> Result<u16> {
    let listener = TcpListener::bind("127.0.0.1:0")?;
    Ok(listener.local_addr()?.port())
}
