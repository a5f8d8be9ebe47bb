// Answers about the trip's packing list and to-do list: what is still open.
import { listed, type Ctx, type Speaker } from "../speaker";

const withAssignee = (s: Speaker, text: string, assignee: string | null) => (assignee ? s.t("offline.list.assignee", { text, name: assignee }) : text);

/** What is still to pack, by whom when assigned; or that all is packed, or that there is no list. */
export function packingAnswer(s: Speaker, ctx: Ctx): string {
  const list = ctx.lists.packing;
  if (list.length === 0) return s.t("offline.packing.empty");
  const left = list.filter((i) => !i.done);
  if (left.length === 0) return s.t("offline.packing.allDone");
  return listed(s.t("offline.packing.left"), left.map((i) => withAssignee(s, i.text, i.assignee)));
}

/** The open to-dos with their due dates and assignees. */
export function todosAnswer(s: Speaker, ctx: Ctx): string {
  const list = ctx.lists.todo;
  if (list.length === 0) return s.t("offline.todos.empty");
  const left = list.filter((i) => !i.done);
  if (left.length === 0) return s.t("offline.todos.allDone");
  return listed(
    s.t("offline.todos.left"),
    left.map((i) => withAssignee(s, i.due ? s.t("offline.todos.due", { text: i.text, date: s.f.date(i.due) }) : i.text, i.assignee)),
  );
}
