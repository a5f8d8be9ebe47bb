// Start-up (PGlite's boot, the migrations, every route's schemas built)
// allocates a great deal for a second, and V8 answers by growing its young
// generation to 32 MB, which an idle server never fills again. V8 gives that
// back only after a collection that its memory reducer or a low allocation
// rate allows, and a server with no requests may never make one: such runs
// stayed at ~180 MB for a whole idle minute, against ~147 MB when it came
// (bench/README.md, "Idle memory, fourth round"). So the young generation
// does not grow while the server starts, and start-up's garbage is collected
// once start-up is over. main.ts imports this before it loads the server:
// the flag must be set before the other modules' code runs.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** V8's default, restored once started: under load the young generation grows as it should. */
const DEFAULT_GROWTH_FACTOR = 2;

setFlagsFromString("--semi-space-growth-factor=1");

/** Start-up is over: the young generation may grow again, and `collectAfterMs` later start-up's garbage is collected, once. */
export function startupOver(collectAfterMs: number): void {
  setFlagsFromString(`--semi-space-growth-factor=${DEFAULT_GROWTH_FACTOR}`);
  // Node has no API for a collection; V8's gc() is exposed by its flag and fetched from a fresh context.
  // Called without options it is a full, synchronous collection.
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  setTimeout(() => gc(), collectAfterMs).unref();
}
