import { previewAttemptSchema, previewBuildInfoSchema, type PreviewAttempt, type PreviewBuildInfo } from "../contract/preview";

/**
 * What the room remembers of its project's preview, in its own storage, for the screens' snapshot: the build
 * the preview runs (published), and a later build under way or failed (the published one stays live meanwhile).
 */

const PUBLISHED_KEY = "preview-build";
const ATTEMPT_KEY = "preview-attempt";

type Storage = Pick<DurableObjectStorage, "get" | "put" | "delete">;

export interface PreviewState {
  build: PreviewBuildInfo | null;
  attempt: PreviewAttempt | null;
}

export async function previewStateOf(storage: Storage): Promise<PreviewState> {
  const [build, attempt] = await Promise.all([storage.get(PUBLISHED_KEY), storage.get(ATTEMPT_KEY)]);
  const published = previewBuildInfoSchema.safeParse(build);
  const trying = previewAttemptSchema.safeParse(attempt);
  return { build: published.success ? published.data : null, attempt: trying.success ? trying.data : null };
}

/** A build was published: it is what the preview runs now, and no attempt is left over. */
export async function rememberPublished(storage: Storage, build: PreviewBuildInfo): Promise<void> {
  await storage.put(PUBLISHED_KEY, previewBuildInfoSchema.parse(build));
  await storage.delete(ATTEMPT_KEY);
}

/** A build under way or failed (null: none, the published build is the latest). */
export async function rememberAttempt(storage: Storage, attempt: PreviewAttempt | null): Promise<void> {
  if (attempt) await storage.put(ATTEMPT_KEY, previewAttemptSchema.parse(attempt));
  else await storage.delete(ATTEMPT_KEY);
}
