// PLACEHOLDER until instance admins (users.isAdmin) land: the oldest account
// is the instance's admin, as it is on an instance upgraded from before they
// existed. Replaced by the admin access kind when it is merged.
import type { FastifyRequest } from "fastify";
import { asc } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { forbidden } from "../http-error";
import { signedInUser } from "../auth/require-user";

export async function requireInstanceAdmin(db: Db, request: FastifyRequest): Promise<void> {
  const user = signedInUser(request);
  const [oldest] = await db.select({ id: users.id }).from(users).orderBy(asc(users.createdAt), asc(users.id)).limit(1);
  if (oldest?.id !== user.id) throw forbidden();
}
