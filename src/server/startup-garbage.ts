// Start-up (PGlite's boot, the migrations, every route's schemas compiled)
// grows V8's young generation to ~32 MB that an idle server never fills
// again. V8 gives it back when its memory reducer runs, and the reducer is
// started by a full collection — which a server that allocates next to
// nothing after start may never make: such runs stayed at ~180 MB for a whole
// idle minute, others fell to ~147 MB when it ran (bench/README.md, "Idle
// memory, fourth round"). So the server makes that collection itself, once,
// when start-up is well over: V8 shrinks the young generation in a full
// collection only once the allocation rate it measured over the last seconds
// is low, which is why it waits.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

type Gc = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

/** Once, `afterMs` after it is called: a full collection that also returns unused heap to the system. */
export function collectStartupGarbage(afterMs: number): void {
  // Node has no API for it; V8's gc() is exposed by its flag and fetched from a fresh context.
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as Gc;
  setTimeout(() => gc({ type: "major", execution: "sync", flavor: "last-resort" }), afterMs).unref();
}
