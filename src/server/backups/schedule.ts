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
