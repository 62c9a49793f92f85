import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// Timestamps are ISO-8601 strings (UTC): they sort as text and reach the client unchanged.
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  passwordSalt: text("password_salt").notNull(),
  passwordIterations: integer("password_iterations").notNull(),
  passwordChangedAt: text("password_changed_at"),
  role: text("role").notNull().default("user"),
  tenantId: text("tenant_id"),
  createdAt: text("created_at").notNull().default(now),
  updatedAt: text("updated_at").notNull().default(now),
});

/** One row per issued token (its `jti`): logout and password changes revoke by marking rows. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Failed sign-in counters, keyed by account address, to answer brute force with 429. */
export const loginAttempts = sqliteTable("login_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  windowStartedAt: integer("window_started_at").notNull(),
});

/**
 * Quota counters: how many of one kind of action one subject (an account, a project, an address) took in
 * one window (an hour, by its start in ms). Old windows are removed as new ones are counted.
 */
export const quotaCounters = sqliteTable(
  "quota_counters",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

export const projects = sqliteTable(
  "projects",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tenantId: text("tenant_id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").notNull().default("draft"),
    progress: real("progress").notNull().default(0),
    techStack: text("tech_stack").notNull().default("[]"),
    wizardData: text("wizard_data").notNull().default("{}"),
    githubRepo: text("github_repo"),
    renderUrl: text("render_url"),
    /** The strategy the room runs tasks with by itself: auto, budget, balanced or premium. */
    aiStrategy: text("ai_strategy").notNull().default("auto"),
    /** No model call may take the project's spend past this (nanodollars); null: no limit. */
    spendingLimitNanoUsd: integer("spending_limit_nano_usd"),
    /** The records a language model decided for the app (JSON); null: they are read from the wizard answers. */
    appDesign: text("app_design"),
    /** The preview link's version: signed into the link, so raising it ends every earlier link at once. */
    previewLinkVersion: integer("preview_link_version").notNull().default(1),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("projects_owner_created_idx").on(t.userId, t.tenantId, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;

/** The plan's tasks; the project's room is their only writer (claims, attempts, results). */
export const tasks = sqliteTable(
  "tasks",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    agentType: text("agent_type").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    status: text("status").notNull().default("pending"),
    position: integer("position").notNull(),
    dependsOn: text("depends_on").notNull().default("[]"),
    requirementIds: text("requirement_ids").notNull().default("[]"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(3),
    error: text("error"),
    output: text("output"),
    /** A failed attempt's next one waits until then (ISO time): the model asked to wait, or backoff after an outage. */
    retryAt: text("retry_at"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
    startedAt: text("started_at"),
    completedAt: text("completed_at"),
  },
  (t) => [index("tasks_project_position_idx").on(t.projectId, t.position)],
);

/** What an agent did, in words, and what it cost (model, tokens, cost in USD). */
export const aiResponses = sqliteTable(
  "ai_responses",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    taskId: text("task_id").references(() => tasks.id, { onDelete: "set null" }),
    agentType: text("agent_type").notNull(),
    response: text("response").notNull(),
    model: text("model").notNull(),
    tokensIn: integer("tokens_in").notNull().default(0),
    tokensOut: integer("tokens_out").notNull().default(0),
    /** Spend of this call in whole nanodollars (1e-9 USD), so that sums stay exact. */
    costNanoUsd: integer("cost_nano_usd").notNull().default(0),
    /** Model calls the tokens and cost are of: none for the built-in engine, two for a design answered twice. */
    modelCalls: integer("model_calls").notNull().default(0),
    /** Some of the tokens were counted by AppForge, not reported by the provider: the cost is an estimate. */
    estimated: integer("estimated", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("ai_responses_project_idx").on(t.projectId, t.createdAt)],
);

/**
 * The ledger of what a user's model calls cost: one row per task run or paid call, keyed by the response it
 * was recorded with. It outlives the project (no reference to it, and the name as it was), so an account's
 * spend never shrinks when a project is deleted. Written by recordSpend in costs.ts, never by hand.
 */
export const aiSpend = sqliteTable(
  "ai_spend",
  {
    responseId: text("response_id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: text("project_id").notNull(),
    projectName: text("project_name").notNull(),
    agentType: text("agent_type").notNull(),
    model: text("model").notNull(),
    tokensIn: integer("tokens_in").notNull().default(0),
    tokensOut: integer("tokens_out").notNull().default(0),
    costNanoUsd: integer("cost_nano_usd").notNull().default(0),
    modelCalls: integer("model_calls").notNull().default(0),
    estimated: integer("estimated", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    index("ai_spend_user_project_idx").on(t.userId, t.projectId),
    index("ai_spend_project_idx").on(t.projectId),
    // The account's spend this calendar month, for its monthly limit.
    index("ai_spend_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export const projectFiles = sqliteTable(
  "project_files",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    taskId: text("task_id").references(() => tasks.id, { onDelete: "set null" }),
    path: text("path").notNull(),
    type: text("type").notNull(),
    category: text("category").notNull(),
    content: text("content").notNull(),
    generatedAt: text("generated_at").notNull().default(now),
    /**
     * The content's SHA-256 (hex): the version a save starts from, and the blob the history keeps. Null on rows
     * written before checkpoints existed, until they next change (read as the content's hash).
     */
    hash: text("hash"),
    /**
     * What the generator that owns the path wrote last (a file_blobs hash): the base of the three-way merge when
     * it runs again. Null for a file no generator wrote, and on rows written before checkpoints (whose content
     * is then the generator's own).
     */
    baseHash: text("base_hash"),
  },
  (t) => [uniqueIndex("project_files_path_idx").on(t.projectId, t.path)],
);

/**
 * The contents a project's files have had, each stored once by its SHA-256: a checkpoint costs one change row
 * per file it changed, plus the contents not stored before.
 */
export const fileBlobs = sqliteTable(
  "file_blobs",
  {
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    hash: text("hash").notNull(),
    content: text("content").notNull(),
    bytes: integer("bytes").notNull(),
  },
  (t) => [uniqueIndex("file_blobs_project_hash_idx").on(t.projectId, t.hash)],
);

/** One state of a project's files: who or what made it (a task, the model, the owner, a restore, Cursor) and why. */
export const checkpoints = sqliteTable(
  "checkpoints",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    kind: text("kind").notNull(),
    actor: text("actor").notNull(),
    reason: text("reason").notNull(),
    taskId: text("task_id"),
    restoredFrom: integer("restored_from"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("checkpoints_project_seq_idx").on(t.projectId, t.seq)],
);

/**
 * What a checkpoint changed: a path's new content (a file_blobs hash), or null when it deleted the path; and
 * the path's owner and generator base after the change (project_files.task_id and base_hash as the change
 * left them), so a restore gives a generated file back to its generator. Both are null on a deletion, and on
 * changes recorded before they were kept (a restore then keeps the current owner and base).
 */
export const checkpointChanges = sqliteTable(
  "checkpoint_changes",
  {
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    path: text("path").notNull(),
    hash: text("hash"),
    taskId: text("task_id"),
    baseHash: text("base_hash"),
  },
  (t) => [uniqueIndex("checkpoint_changes_path_seq_idx").on(t.projectId, t.path, t.seq), index("checkpoint_changes_seq_idx").on(t.projectId, t.seq)],
);

/**
 * A file a generator's re-run changed where it had been edited, in a way that did not merge: the edited version
 * stayed, and the owner picks. Each side is a file_blobs hash; base is null when the generator had not written it.
 */
export const mergeConflicts = sqliteTable(
  "merge_conflicts",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    taskName: text("task_name").notNull(),
    baseHash: text("base_hash"),
    mineHash: text("mine_hash").notNull(),
    generatedHash: text("generated_hash").notNull(),
    createdAt: text("created_at").notNull().default(now),
    resolvedAt: text("resolved_at"),
  },
  (t) => [index("merge_conflicts_project_idx").on(t.projectId, t.resolvedAt)],
);

export type CheckpointRow = typeof checkpoints.$inferSelect;
export type MergeConflictRow = typeof mergeConflicts.$inferSelect;

export const agentMessages = sqliteTable(
  "agent_messages",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    agentType: text("agent_type").notNull(),
    message: text("message").notNull(),
    priority: text("priority").notNull().default("normal"),
    metadata: text("metadata").notNull().default("{}"),
    readByTaskId: text("read_by_task_id"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("agent_messages_project_idx").on(t.projectId, t.createdAt)],
);

export type TaskRow = typeof tasks.$inferSelect;
export type AiResponseRow = typeof aiResponses.$inferSelect;
export type ProjectFileRow = typeof projectFiles.$inferSelect;
export type AgentMessageRow = typeof agentMessages.$inferSelect;

/**
 * One-time passes for a project's live channel: the browser asks for one with its session and opens the
 * websocket with it, so the long-lived session token never appears in a URL. Only a SHA-256 hash of the
 * ticket is stored.
 */
export const socketTickets = sqliteTable(
  "socket_tickets",
  {
    hash: text("hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The session that asked for it: signing out closes the sockets its redeemed tickets opened. */
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
  },
  (t) => [index("socket_tickets_expires_idx").on(t.expiresAt), index("socket_tickets_session_idx").on(t.sessionId)],
);

/**
 * A user's connection to an outside service (GitHub): the token encrypted with AES-GCM (see
 * workers/integrations/secrets.ts), never returned, and the account name the service reported for it.
 */
export const integrations = sqliteTable(
  "integrations",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    tokenCiphertext: text("token_ciphertext").notNull(),
    tokenIv: text("token_iv").notNull(),
    accountName: text("account_name").notNull(),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [uniqueIndex("integrations_user_provider_idx").on(t.userId, t.provider)],
);

/** One attempt to publish a project somewhere (a GitHub push): what, how it ended, where it lives. */
export const deployments = sqliteTable(
  "deployments",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    target: text("target").notNull(),
    status: text("status").notNull(),
    url: text("url"),
    error: text("error"),
    /** What the user should know besides the outcome: a step left to them, a part not deployed. */
    detail: text("detail"),
    /** The provider's own ids for this attempt (JSON), to follow its status. */
    providerRef: text("provider_ref"),
    /** The checkpoint whose files this attempt pushed to GitHub (null: it pushed nothing), so the next push knows what AppForge wrote. */
    pushedSeq: integer("pushed_seq"),
    createdAt: text("created_at").notNull().default(now),
    finishedAt: text("finished_at"),
  },
  (t) => [index("deployments_project_idx").on(t.projectId, t.createdAt)],
);

/**
 * A project published on AppForge's edge: the address name it keeps for good (the app is served at
 * `{slug}.{APPS_ORIGIN's host}`). Its versions, data and limits live in its PublishedApp object.
 */
export const publications = sqliteTable("publications", {
  projectId: text("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  slug: text("slug").notNull().unique(),
  createdAt: text("created_at").notNull().default(now),
});

/**
 * A "Connect with GitHub" under way: the OAuth `state` handed to GitHub (only its SHA-256 hash is kept), the
 * user and session that started it, and when it stops being accepted. Redeeming deletes it: one use only.
 */
export const oauthStates = sqliteTable(
  "oauth_states",
  {
    hash: text("hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("oauth_states_expires_idx").on(t.expiresAt)],
);

export type IntegrationRow = typeof integrations.$inferSelect;
export type DeploymentRow = typeof deployments.$inferSelect;

/**
 * A project's app model, the one every task, the preview, deployments and estimates read: computed when the
 * project starts, when a design is adopted and when a message changes it, and stored here with a version
 * that grows by one each time. `docs/app-model.json` is a file written for the user, never read back.
 */
export const appModels = sqliteTable("app_models", {
  projectId: text("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  version: integer("version").notNull(),
  /** The app model as JSON. */
  model: text("model").notNull(),
  updatedAt: text("updated_at").notNull().default(now),
});

export type AppModelRow = typeof appModels.$inferSelect;
