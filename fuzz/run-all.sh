#!/usr/bin/env bash
# Runs every fuzz target in turn for SECONDS seconds each (default 60),
# one job at a time, with bounded memory and time per input. The corpus of
# each target starts from seeds/<target> and grows in corpus/<target>
# (not committed). Prints each target's closing libFuzzer statistics.
# Built without a sanitizer: the rules crate forbids unsafe code.
set -euo pipefail
cd "$(dirname "$0")"
SECONDS_PER_TARGET="${1:-60}"
TARGETS="${TARGETS:-fen notation record time_control xqf pgn dhtmlxq import}"
for target in $TARGETS; do
    mkdir -p "corpus/$target" "artifacts/$target"
    cp -n "seeds/$target"/* "corpus/$target/" 2>/dev/null || true
    echo "== $target"
    cargo +nightly fuzz run -s none -O "$target" "corpus/$target" -- \
        -rss_limit_mb=512 -timeout=5 -jobs=1 -workers=1 \
        -max_total_time="$SECONDS_PER_TARGET" -print_final_stats=1 \
        -artifact_prefix="artifacts/$target/" 2>&1 \
        | grep -E '^(stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb|==[0-9]+==|SUMMARY|.*(panicked|Done|crash|timeout|leak))' || true
done
