// Run as a child process by startup-garbage.test.ts: grows the young generation
// as a start-up does, asks for the start-up collection after AFTER_MS and prints
// the young generation's size before and after it.
import v8 from "node:v8";
import { collectStartupGarbage } from "../startup-garbage";

const afterMs = Number(process.env.AFTER_MS);
const newSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space")!.physical_space_size;
// Many objects that survive a scavenge or two, then die.
let keep: object[] = [];
for (let i = 0; i < 3_000_000; i++) {
  keep.push({ i, s: `x${i}` });
  if (keep.length > 200_000) keep = keep.slice(100_000);
}
keep = [];
const before = newSpace();
collectStartupGarbage(afterMs);
setTimeout(() => console.log(JSON.stringify({ before, after: newSpace() })), afterMs + 200);
