/**
 * Every query key of the screens' server cache, in one place. Keys nest, so invalidating a prefix
 * reaches everything under it: `projects` covers the lists and every project, `engine(id)` one
 * project's engine data and files.
 */
export const queryKeys = {
  projects: ["projects"] as const,
  projectLists: () => ["projects", "list"] as const,
  recentProjects: (limit: number) => ["projects", "list", "recent", limit] as const,
  allProjects: () => ["projects", "list", "all"] as const,
  project: (projectId: string) => ["projects", "detail", projectId] as const,
  engine: (projectId: string) => ["engine", projectId] as const,
  engineSnapshot: (projectId: string) => ["engine", projectId, "snapshot"] as const,
  projectFiles: (projectId: string) => ["engine", projectId, "files"] as const,
  /** A project's checkpoints (its files' history): they change when its files do. */
  projectCheckpoints: (projectId: string) => ["engine", projectId, "checkpoints"] as const,
  /** The files a generator's re-run could not merge with the user's edits: they change when the files do. */
  projectConflicts: (projectId: string) => ["engine", projectId, "conflicts"] as const,
  /** The difference between two checkpoints: checkpoints never change, so neither does it. */
  checkpointDiff: (projectId: string, from: number, to: number) => ["checkpoint-diff", projectId, from, to] as const,
  /**
   * Where a project's preview lives and which build it runs. Not under engine(id): only the architect's
   * task events (its app model decides whether there can be a preview) and the project's own changes
   * refresh it; a publish sets it directly.
   */
  previewStatus: (projectId: string) => ["preview", projectId] as const,
  /** What a preview build reads: fetched when the agents finish writing it, not on every task event. */
  /** A project's spend and estimate: under engine(id), so the room's task events refresh them. */
  projectCost: (projectId: string) => ["engine", projectId, "cost"] as const,
  costSummary: ["cost", "summary"] as const,
  /** The model settings, checked (the server keeps its endpoint check for a few minutes). */
  aiStatus: ["cost", "ai-status"] as const,
  /** The user's connections to outside services (GitHub). */
  integrations: ["integrations"] as const,
  /**
   * A project's pushes and deployments. Not under engine(id): task events do not change them; the user's
   * own actions refresh them, and a running attempt is followed until it ends.
   */
  deployments: (projectId: string) => ["deployments", projectId] as const,
  /** A project's app published on AppForge's edge: its address, versions and limits. */
  publication: (projectId: string) => ["publication", projectId] as const,
};
