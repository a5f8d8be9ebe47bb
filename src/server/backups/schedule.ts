// When scheduled backups run: a five-field cron expression (BACKUP_CRON), read by cron-parser.
import { CronExpressionParser } from "cron-parser";

/** A valid five-field cron expression (minute hour day-of-month month day-of-week). */
export function isCron(expression: string): boolean {
  if (expression.trim().split(/\s+/).length !== 5) return false;
  try {
    CronExpressionParser.parse(expression);
    return true;
  } catch {
    return false;
  }
}

/** The first time after `now` the expression names (server time zone). */
export function nextRun(expression: string, now: Date): Date {
  return CronExpressionParser.parse(expression, { currentDate: now }).next().toDate();
}

/** setTimeout's longest wait; a later run is reached by waiting again. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Runs `take(time)` at each time the expression names, until the returned
 * function is called. `take` decides whether this instance is the one that
 * backs up (several may be running the same schedule).
 */
export function everyCronTime(expression: string, take: (time: Date) => Promise<void>): () => void {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const arm = (due: Date) => {
    timer = setTimeout(() => {
      if (stopped) return;
      if (Date.now() < due.getTime()) return arm(due);
      void take(due).finally(() => !stopped && arm(nextRun(expression, new Date(Math.max(Date.now(), due.getTime())))));
    }, Math.min(Math.max(due.getTime() - Date.now(), 0), MAX_TIMER_MS));
    timer.unref();
  };
  arm(nextRun(expression, new Date()));
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
