// Runs one workload of the wasm build (`wasm-bindgen --target web`) inside
// a browser's Web Worker, as the AI worker runs the engine, and posts back
// `{ nodes, ms }`. Served next to `xiangqi_speed.js` by the browser
// suite's `worker_speed_figures` (`cargo xtask bench worker`).
// message: [workload, depth], workload one of perft, engine, engine-hand.
import init, * as speed from "./xiangqi_speed.js";

const workloads = {
  perft: speed.perft_start,
  engine: speed.engine_bench,
  "engine-hand": speed.engine_bench_hand_written,
  jieqi: speed.jieqi_game,
};

onmessage = async (event) => {
  const [kind, depth] = event.data;
  try {
    await init();
    const run = workloads[kind];
    if (!run) throw new Error(`unknown workload ${kind}`);
    const started = performance.now();
    const nodes = run(depth);
    postMessage({ nodes, ms: performance.now() - started });
  } catch (error) {
    postMessage({ error: String(error) });
  }
};
