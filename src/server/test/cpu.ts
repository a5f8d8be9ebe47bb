// CPU time, not wall time, is what a test of "this request costs little"
// measures: the app runs in the test's process (app.inject), and a machine
// busy with other work slows the clock but not the count.

/** Runs `work` and returns its result with the user + system CPU this process spent meanwhile, in ms. */
export async function cpuOf<T>(work: () => Promise<T>): Promise<{ result: T; cpuMs: number }> {
  const start = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(start);
  return { result, cpuMs: (used.user + used.system) / 1000 };
}
