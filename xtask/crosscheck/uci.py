"""A UCI engine on a pipe, shared by the crosscheck scripts."""

import subprocess


class Uci:
    """A UCI engine kept running for a whole check.

    `options` are `setoption` arguments (`NAME value VALUE`), sent once the
    engine has said `uciok`.
    """

    def __init__(self, path, options=()):
        self.proc = subprocess.Popen(
            [path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self.send("uci")
        self.read_until("uciok")
        for option in options:
            self.send("setoption name " + option)
        self.send("isready")
        self.read_until("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def read_until(self, prefix):
        """The lines up to and with the first that starts with `prefix`."""
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise SystemExit("an engine closed its output")
            lines.append(line.rstrip())
            if line.startswith(prefix):
                return lines

    def quit(self):
        self.send("quit")
        self.proc.wait()
