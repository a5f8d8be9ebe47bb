// Answers about the trip's members: who they are, their roles and e-mail
// addresses, and the asker's own.
import type { Query } from "../intents";
import { roleName, type Ctx, type Speaker } from "../speaker";

export function membersAnswer(q: Query, s: Speaker, ctx: Ctx): string {
  const trip = ctx.trip.name;
  const role = q.text.split(" ").map((w) => q.lex.roles[w]).find(Boolean);
  const parts: string[] = [];
  // "Is Sam coming?": a name that is not a member's is said, not guessed at.
  if (q.unknown.length && q.cues.has("isAsk")) parts.push(s.t("offline.members.notMember", { name: s.list(q.unknown), trip }));
  if (role) {
    const names = ctx.members.filter((m) => m.role === role).map((m) => m.name);
    parts.push(
      names.length
        ? s.t("offline.members.withRole", { role: roleName(s, role), names: s.list(names), count: names.length })
        : s.t("offline.members.noneWithRole", { role: roleName(s, role) }),
    );
    return parts.join("\n\n");
  }
  const lines = ctx.members.map((m) => `- ${m.name} (${roleName(s, m.role)})`);
  parts.push([s.t("offline.members.heading", { count: ctx.members.length, trip }), ...lines].join("\n"));
  return parts.join("\n\n");
}

/** The members named (or the asker): their role, or their e-mail address when asked. */
export function memberAnswer(q: Query, s: Speaker, ctx: Ctx): string {
  const chosen = q.members.length ? q.members.map((i) => ctx.members[i]!) : ctx.members.filter((m) => m.you);
  if (chosen.length === 0) return membersAnswer(q, s, ctx);
  return chosen
    .map((m) => {
      const role = roleName(s, m.role);
      if (q.field === "email") return s.t("offline.members.email", { name: m.name, email: m.email });
      if (m.you && !q.members.length) return s.t("offline.members.you", { name: m.name, role, trip: ctx.trip.name });
      return s.t("offline.members.role", { name: m.name, role, trip: ctx.trip.name });
    })
    .join("\n");
}
