import { isPreviewFrontend, MAX_BUILD_PROBLEMS, type CompileProblem } from "../../contract/preview";
import { listFilesUnder } from "../../db/agent-records";
import { findProjectById } from "../../db/project-state";
import { listTasks } from "../../db/tasks";
import { compilers } from "../../engine/compilers";
import { generatedBackendFiles, ownBackendFiles, previewBackendOf, runsOwnBackend } from "../preview-backend-source";
import { FRONTEND_SOURCE, isBuildSource, sourceVersion } from "../../engine/preview/sources";
import { isPreviewLink, previewDocumentUrl } from "../../preview/capability";
import { previewBackendFor } from "../../preview/preview-backend";
import { currentPreviewLinkVersion } from "../../db/preview-links";
import { setRenderUrl } from "../../db/integrations";
import { readConfig } from "../../env";
import { currentAppModel } from "../app-model";
import { previewStateOf, rememberAttempt, rememberPublished } from "../preview-state";
import type { RoomContext } from "../room-context";
import { buildSourcesOf, rememberBuildSources, type BuildSources } from "../screen-checks";
import { deleteJob, findJob, saveJob, type JobOf } from "./store";

/**
 * The agents whose tasks write what a build reads: the app model and the frontend's source, and for an app on
 * the Workers backend (whose own code the preview runs) the backend's.
 */
const PREVIEW_WRITERS = new Set(["architect", "frontend"]);
const PREVIEW_WRITERS_WITH_BACKEND = new Set([...PREVIEW_WRITERS, "backend"]);
/** The one stored build request (a newer request replaces it, so a burst of checkpoints makes one build). */
const BUILD_JOB_ID = "preview-build";
/** A build waits this long after the request, so the checkpoints of one burst (a task's, then its report's) make one. */
const BUILD_DELAY_MS = 150;

/**
 * Asks for the preview to be built from the project's current files and app model: after every checkpoint and
 * every new app model, and when the owner asks (`force`: even if the published build has the same inputs).
 * Inside the room's serialized section.
 */
export async function requestPreviewBuild(room: RoomContext, force = false): Promise<void> {
  const now = Date.now();
  const standing = await findJob(room.storage, BUILD_JOB_ID);
  const forced = force || (standing?.kind === "preview-build" && standing.force);
  await saveJob(room.storage, { kind: "preview-build", id: BUILD_JOB_ID, dueAt: now + BUILD_DELAY_MS, attempts: 0, requestedAt: now, force: forced });
  await room.kick();
}

/**
 * AppForge builds every preview itself: reads one checkpoint's frontend sources and the app model (in a short
 * serialized step), compiles them outside it (engine/preview/compile.ts), and publishes the result to the
 * project's preview backend. A build that fails keeps the published build live and is remembered with its
 * problems (file and line) for the screens; a build whose inputs are the published build's is skipped.
 */
export async function buildPreview(room: RoomContext, job: JobOf<"preview-build">): Promise<void> {
  const db = room.db;
  const inputs = await room.serialized(async () => {
    const project = await findProjectById(db, room.projectId);
    // Nothing decided before the project starts; nothing to build for a stack the preview cannot run.
    if (!project || project.status === "draft" || project.status === "planning") return null;
    // While the architect or the frontend agent still has work, the frontend is half written: the checkpoint
    // that ends their work asks again. The owner's Rebuild builds at once, and so does a project that has
    // settled (a task left pending behind one that failed waits for a retry, not to be built).
    const settled = project.status === "completed" || project.status === "failed";
    const app = room.appModel ?? (await currentAppModel(db, project));
    if (!room.appModel) room.appModel = app;
    // The app's own backend runs in the preview when it is a Workers one, and its changes rebuild the preview.
    const ownBackend = runsOwnBackend(app.model);
    const writers = ownBackend ? PREVIEW_WRITERS_WITH_BACKEND : PREVIEW_WRITERS;
    if (!job.force && !settled && (await listTasks(db, room.projectId)).some((task) => writers.has(task.agentType) && (task.status === "pending" || task.status === "in_progress"))) return null;
    const frontend = app.model.stack.frontend;
    if (!isPreviewFrontend(frontend)) return null;
    const files = (await listFilesUnder(db, room.projectId, FRONTEND_SOURCE)).filter((file) => isBuildSource(file.path));
    // The architect's model came first: no frontend written yet is waiting, not a failure.
    if (files.length === 0) return null;
    const backend = ownBackend ? await ownBackendFiles(db, room.projectId) : null;
    const version = await sourceVersion(files, app.version, backend ?? []);
    const { build, attempt } = await previewStateOf(room.storage);
    if (!job.force && (build?.version === version || (attempt?.status === "failed" && attempt.version === version))) return null;
    await rememberAttempt(room.storage, { version, status: "building", problems: [], at: new Date().toISOString() });
    room.previewChanged();
    return { model: app.model, appModelVersion: app.version, frontend, files, backend, version };
  });
  if (!inputs) {
    await room.serialized(() => finish(room, job));
    return;
  }
  let problems: CompileProblem[] = [];
  let published: { builtAt: string; sources: BuildSources | null } | null = null;
  try {
    const result = await compilers().compilePreview(inputs.frontend, inputs.files);
    // The backend the preview's API runs: the app's own, else the Workers one generated from its model.
    const server = await previewBackendOf(room.projectId, inputs.backend !== null, inputs.backend ?? generatedBackendFiles(inputs.model));
    if (!result.ok) problems.push(...result.problems);
    if (!server.ok) problems.push(...server.problems);
    if (result.ok && server.ok) {
      const backend = server.backend;
      // A project deleted meanwhile keeps no preview (publishing would bring its backend back).
      if (await findProjectById(db, room.projectId)) {
        const { builtAt } = await previewBackendFor(room.env, room.projectId).publish(inputs.model, { version: inputs.version, js: result.js, css: result.css, vendor: result.vendor }, backend);
        // Which files it read, for the screen check's order after the next change.
        published = { builtAt, sources: await buildSourcesOf(inputs.version, inputs.appModelVersion, inputs.files) };
      }
    }
  } catch (error) {
    // Not the app's problem but the build's own (or the preview backend's): said as it is, the published build stays.
    problems = [{ file: null, line: null, column: null, text: `The preview could not be built: ${error instanceof Error ? error.message : String(error)}` }];
  }
  await room.serialized(async () => {
    // A project deleted while its build ran: its room's storage was cleared, and stays so.
    if (!(await findProjectById(db, room.projectId))) return;
    if (published) {
      await rememberPublished(room.storage, { version: inputs.version, builtAt: published.builtAt });
      await rememberBuildSources(room.storage, published.sources);
      await showPreviewAsLiveLink(room);
    }
    else if (problems.length > 0) await rememberAttempt(room.storage, { version: inputs.version, status: "failed", problems: problems.slice(0, MAX_BUILD_PROBLEMS), at: new Date().toISOString() });
    else await rememberAttempt(room.storage, null);
    room.previewChanged();
    await finish(room, job);
  });
}

/** The request is done, unless a newer one came while it ran: then that one stands, and runs next. */
async function finish(room: RoomContext, job: JobOf<"preview-build">): Promise<void> {
  const standing = await findJob(room.storage, job.id);
  if (standing?.kind === "preview-build" && standing.requestedAt !== job.requestedAt) return;
  await deleteJob(room.storage, job.id);
}

/** The live link shows the preview until a deployment gives the app an address of its own. */
export async function showPreviewAsLiveLink(room: RoomContext): Promise<void> {
  const project = await findProjectById(room.db, room.projectId);
  const version = await currentPreviewLinkVersion(room.db, room.projectId);
  if (!project || version === undefined || !isPreviewLink(project.render_url)) return;
  const config = readConfig(room.env);
  const url = await previewDocumentUrl(config.PREVIEW_LINK_SECRET, { projectId: room.projectId, version }, config.PREVIEW_ORIGIN ?? null);
  if (project.render_url === url) return;
  await setRenderUrl(room.db, room.projectId, url);
  const updated = await findProjectById(room.db, room.projectId);
  if (updated) room.emit({ type: "project-update", projectId: room.projectId, project: updated });
}
