import { and, eq, sql } from "drizzle-orm";
import type { User } from "../contract/auth";
import { DEFAULT_TENANT_ID } from "../contract/auth";
import type { PasswordHash } from "../auth/password";
import { nowIso, type Db } from "./client";
import { projects, users, type UserRow } from "./schema";

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.email, email)).get();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export async function insertUser(
  db: Db,
  input: { name: string; email: string; password: PasswordHash },
): Promise<UserRow> {
  return db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      name: input.name,
      email: input.email,
      passwordHash: input.password.hash,
      passwordSalt: input.password.salt,
      passwordIterations: input.password.iterations,
      tenantId: DEFAULT_TENANT_ID,
    })
    .returning()
    .get();
}

export async function updateUserProfile(
  db: Db,
  id: string,
  profile: { name: string; email: string },
): Promise<UserRow | undefined> {
  return db
    .update(users)
    .set({ ...profile, updatedAt: nowIso() })
    .where(eq(users.id, id))
    .returning()
    .get();
}

export async function updateUserPassword(db: Db, id: string, password: PasswordHash): Promise<void> {
  const now = nowIso();
  await db
    .update(users)
    .set({
      passwordHash: password.hash,
      passwordSalt: password.salt,
      passwordIterations: password.iterations,
      passwordChangedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, id));
}

/** The user as the API shows it: never any password material; stats counted from the user's projects. */
export async function toPublicUser(db: Db, row: UserRow): Promise<User> {
  const tenantId = row.tenantId ?? DEFAULT_TENANT_ID;
  const counts = await db
    .select({
      total: sql<number>`count(*)`,
      completed: sql<number>`coalesce(sum(case when ${projects.status} = 'completed' then 1 else 0 end), 0)`,
    })
    .from(projects)
    .where(and(eq(projects.userId, row.id), eq(projects.tenantId, tenantId)))
    .get();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    tenant_id: tenantId,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    password_changed_at: row.passwordChangedAt,
    stats: { project_count: counts?.total ?? 0, completed_projects: counts?.completed ?? 0 },
  };
}
