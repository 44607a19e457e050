// Runs one workload of the wasm build in Node.js (V8) and prints
// `nodes <N> ms <T>`, like the native binary.
// usage: node run-wasm.mjs <pkg-dir> perft|engine|engine-hand <depth>
//        node run-wasm.mjs <pkg-dir> tablebase <ending>
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import path from "node:path";

const [pkgDir, kind, arg] = process.argv.slice(2);
const require = createRequire(import.meta.url);
const speed = require(path.resolve(pkgDir, "xiangqi_speed.js"));
// The tablebase workload takes an ending's name, the others a depth.
const input = kind === "tablebase" ? arg : Number(arg);
const run = {
  perft: speed.perft_start,
  engine: speed.engine_bench,
  "engine-hand": speed.engine_bench_hand_written,
  jieqi: speed.jieqi_game,
  tablebase: speed.solve_ending,
}[kind];
if (!run || (kind !== "tablebase" && !Number.isInteger(input))) {
  console.error(
    "usage: node run-wasm.mjs <pkg-dir> perft|engine|engine-hand <depth> | tablebase <ending>",
  );
  process.exit(1);
}
const started = performance.now();
const nodes = run(input);
const ms = performance.now() - started;
console.log(`nodes ${nodes} ms ${ms.toFixed(1)}`);
