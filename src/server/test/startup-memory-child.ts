// Run as a child process by startup-memory.test.ts: allocates as a start-up
// does, with startup-memory imported first, then again after startupOver, and
// prints the young generation's size and the old generation's use at each step.
import { startupOver } from "../startup-memory";
import v8 from "node:v8";

const space = (name: string) => v8.getHeapSpaceStatistics().find((s) => s.space_name === name)!;
/** Many objects that survive a scavenge or two, then die. */
function allocate(): void {
  let keep: object[] = [];
  for (let i = 0; i < 2_000_000; i++) {
    keep.push({ i, s: `x${i}` });
    if (keep.length > 200_000) keep = keep.slice(100_000);
  }
}

allocate();
const duringStart = space("new_space").physical_space_size;
const oldBefore = space("old_space").space_used_size;
startupOver(300);
setTimeout(() => {
  const oldAfter = space("old_space").space_used_size;
  allocate();
  console.log(JSON.stringify({ duringStart, oldBefore, oldAfter, afterStart: space("new_space").physical_space_size }));
}, 600);
