"""Compares this project's endgame tables with another engine's search.

Run through `cargo xtask crosscheck tables --engine PATH`, which builds the
`xiangqi-engine` binary and the 36 endings of one attacking piece against
a bare or guarded general (`xiangqi-tablebase build`), then runs:

    tables.py OTHER_ENGINE OUR_ENGINE TABLE_DIR MOVETIME_MS PER_ENDING SEED [NAME=VALUE...]

(each NAME=VALUE a UCI option for the other engine, e.g. `Use NNUE=false`)

For each ending, PER_ENDING random legal positions (the attacking side Red,
the side to move drawn at random; a position whose side not to move is in
check, or whose generals face each other, is drawn again) are put to both:
our engine's `d` gives the table's verdict (`tablebase: win N`, `loss N`,
`draw`), and the other engine (any UCI engine that plays xiangqi, such as
Fairy-Stockfish with `UCI_Variant xiangqi`) searches MOVETIME_MS from an
empty table.

A search can miss a mate or find a slower one, so only what it proves is
compared. It contradicts the table when it reports
  * a mate for either side in a position the table calls a draw,
  * a mate for the wrong side, or
  * a mate faster than the table's distance: a win in fewer moves than
    the table's fastest, or a loss sooner than the table's longest defence.
Anything else is counted: the same distance, a slower mate, no mate found.
Prints each position and a summary per ending; exits with 1 on any
contradiction.
"""

import random
import re
import sys

from uci import Uci


# Squares are (file 0..8, rank 0..9), rank 0 being Red's back rank.
def palace(red):
    ranks = range(0, 3) if red else range(7, 10)
    return [(f, r) for f in range(3, 6) for r in ranks]


def advisor_points(red):
    base = 0 if red else 7
    return [(3, base), (5, base), (4, base + 1), (3, base + 2), (5, base + 2)]


def elephant_points(red):
    points = [(2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)]
    return points if red else [(f, 9 - r) for f, r in points]


def soldier_points(red):
    home = [(f, r) for f in (0, 2, 4, 6, 8) for r in (3, 4)]
    crossed = [(f, r) for f in range(9) for r in range(5, 10)]
    points = home + crossed
    return points if red else [(f, 9 - r) for f, r in points]


EVERYWHERE = [(f, r) for f in range(9) for r in range(10)]
POINTS = {"K": palace, "A": advisor_points, "E": elephant_points, "P": soldier_points}
FEN_LETTER = {"K": "k", "A": "a", "E": "b", "R": "r", "N": "n", "C": "c", "P": "p"}


def random_board(rng, ending):
    """Pieces of ENDING (e.g. KR-KAA, Red first) on squares they may stand on."""
    red, black = ending.split("-")
    while True:
        board = {}
        for is_red, letters in ((True, red), (False, black)):
            for letter in letters:
                points = POINTS.get(letter, lambda _: EVERYWHERE)(is_red)
                square = rng.choice([p for p in points if p not in board])
                piece = FEN_LETTER[letter]
                board[square] = piece.upper() if is_red else piece
        red_general = next(s for s, p in board.items() if p == "K")
        black_general = next(s for s, p in board.items() if p == "k")
        facing = red_general[0] == black_general[0] and not any(
            s[0] == red_general[0] and red_general[1] < s[1] < black_general[1] for s in board
        )
        if not facing:
            return board


def fen(board, side):
    rows = []
    for rank in range(9, -1, -1):
        row, empty = "", 0
        for file in range(9):
            piece = board.get((file, rank))
            if piece is None:
                empty += 1
                continue
            row += (str(empty) if empty else "") + piece
            empty = 0
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows) + " " + side + " - - 0 1"


def our_view(engine, position):
    """(checkers, table verdict) from our engine's `d`."""
    engine.send("position fen " + position)
    engine.send("d")
    checkers, verdict = "", None
    for line in engine.read_until("outcome"):
        if line.startswith("Checkers:"):
            checkers = line[len("Checkers:"):].strip()
        elif line.startswith("tablebase:"):
            verdict = line[len("tablebase:"):].split()
    return checkers, verdict


def their_mate(engine, position, movetime):
    """The other engine's last exact mate score (moves, + for the side to
    move) or None."""
    engine.send("ucinewgame")
    engine.send("position fen " + position)
    engine.send("go movetime %d" % movetime)
    mate = None
    for line in engine.read_until("bestmove"):
        found = re.search(r" score (cp|mate) (-?\d+)( (lower|upper)bound)?", line)
        if found and not found.group(3):
            mate = int(found.group(2)) if found.group(1) == "mate" else None
    return mate


def compare(verdict, mate):
    """What the other engine's search says of the table's verdict."""
    kind = verdict[0]
    if kind == "draw":
        return "no mate" if mate is None else "CONTRADICTS"
    distance = int(verdict[1])
    if mate is None:
        return "no mate found"
    if kind == "loss" and distance == 0:
        return "same" if mate == 0 else "CONTRADICTS"
    if (mate > 0) != (kind == "win"):
        return "CONTRADICTS"
    if abs(mate) == distance:
        return "same"
    return "slower mate" if abs(mate) > distance else "CONTRADICTS"


ENDINGS = [
    "K%s-K%s" % (attacker, defence)
    for attacker in "RNCP"
    for defence in ["", "A", "AA", "E", "EE", "AE", "AAE", "AEE", "AAEE"]
]


def main():
    other_path, our_path, table_dir, movetime, per_ending, seed = sys.argv[1:7]
    movetime, per_ending = int(movetime), int(per_ending)
    rng = random.Random(int(seed))
    options = ["UCI_Variant value xiangqi", "Threads value 1", "Hash value 64"]
    options += [" value ".join(o.split("=", 1)) for o in sys.argv[7:]]
    other = Uci(other_path, options)
    ours = Uci(our_path, ["TablebasePath value " + table_dir])
    totals, contradictions = {}, 0
    print("other engine %s, %d ms a position, %d positions an ending, seed %s"
          % (other_path, movetime, per_ending, seed))
    for ending in ENDINGS:
        counts = {}
        while sum(counts.values()) < per_ending:
            board = random_board(rng, ending)
            side = rng.choice("wb")
            if our_view(ours, fen(board, "b" if side == "w" else "w"))[0]:
                continue  # the side not to move would be in check
            position = fen(board, side)
            _, verdict = our_view(ours, position)
            if not verdict or verdict[0] == "none":
                raise SystemExit("no table for %s in %s" % (ending, table_dir))
            mate = their_mate(other, position, movetime)
            result = compare(verdict, mate)
            counts[result] = counts.get(result, 0) + 1
            print("%-9s %-40s table: %-8s other: %-9s %s" % (
                ending, position, " ".join(verdict),
                "mate %d" % mate if mate is not None else "-", result), flush=True)
        contradictions += counts.get("CONTRADICTS", 0)
        print("%-9s %s" % (ending, ", ".join("%s %d" % kv for kv in sorted(counts.items()))),
              flush=True)
        for key, n in counts.items():
            totals[key] = totals.get(key, 0) + n
    print("all: %d positions: %s" % (sum(totals.values()),
                                     ", ".join("%s %d" % kv for kv in sorted(totals.items()))))
    other.quit()
    ours.quit()
    sys.exit(1 if contradictions else 0)


if __name__ == "__main__":
    main()
