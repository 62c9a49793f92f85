import { Hono, type Context } from "hono";
import { isPreviewFrontend, previewWaitingReason, PREVIEW_UNSUPPORTED, PREVIEW_VENDOR_FILE, publishPreviewSchema, reportScreensSchema, type PreviewStatus } from "../contract/preview";
import { listFiles } from "../db/agent-records";
import { appModelVersion } from "../db/app-models";
import { ownerOf, toApiProject } from "../db/projects";
import type { ProjectRow } from "../db/schema";
import type { AppModel } from "../engine/model";
import { appModelOf } from "../project/app-model";
import { previewBackendFor } from "../preview/preview-backend";
import type { AppEnv } from "./context";
import { validate } from "./context";
import { ApiError, badRequest, conflict, notFound } from "./errors";
import { projectParam, requireOwnedProject } from "./owned-project";
import { previewUrlsOf } from "./preview-links";
import { roomFor } from "./rooms";

interface PreviewPlace {
  model: AppModel | null;
  status: Omit<PreviewStatus, "success" | "api" | "build" | "attempt" | "screens">;
}

async function previewPlace(c: Context<AppEnv>, project: ProjectRow): Promise<PreviewPlace> {
  const [model, urls] = await Promise.all([appModelOf(c.var.db, toApiProject(project)), previewUrlsOf(c, { projectId: project.id, version: project.previewLinkVersion })]);
  const frontend = model?.stack.frontend ?? null;
  const reason = !model
    ? previewWaitingReason(project.status)
    : isPreviewFrontend(model.stack.frontend)
      ? null
      : PREVIEW_UNSUPPORTED[model.stack.frontend];
  return {
    model,
    status: {
      frontend,
      supported: reason === null,
      reason,
      ...urls,
    },
  };
}

/**
 * The owner's side of the preview: where it lives, asking the room to build it again, publishing a build made
 * elsewhere (PUT; AppForge's own builds are the room's job), and starting its records again. The preview itself is reached with its capability (workers/preview/routes.ts).
 */
export const previews = new Hono<AppEnv>()
  .get("/:id/preview", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const { status } = await previewPlace(c, project);
    const backend = previewBackendFor(c.env, project.id);
    const [build, api, { attempt, check }] = await Promise.all([backend.buildInfo(), backend.api(), (await roomFor(c.env, project.id)).previewState()]);
    const screens = check.report;
    // A read writes nothing: a live link stored before a secret's rotation or a new preview origin is shown
    // with the preview's current link where projects are shown (shownProject).
    return c.json({ success: true as const, ...status, api, build, attempt, screens });
  })
  .get("/:id/preview/sources", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const [rows, appModel] = await Promise.all([listFiles(c.var.db, project.id), appModelVersion(c.var.db, project.id)]);
    const files = rows.filter((row) => row.path.startsWith("frontend/src/")).map((row) => ({ path: row.path, content: row.content }));
    // The build's version follows the app model's too (the preview's API serves its records).
    return c.json({ success: true as const, files, appModelVersion: appModel });
  })
  .put("/:id/preview", projectParam, validate("json", publishPreviewSchema), async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const { model, status } = await previewPlace(c, project);
    if (!model || !status.supported) throw conflict(status.reason ?? "This project has no preview");
    const body = c.req.valid("json");
    if (PREVIEW_VENDOR_FILE.exec(body.vendor)?.[1] !== status.frontend) {
      throw badRequest(`vendor: a ${status.frontend} build loads the ${status.frontend} library script (${status.frontend}-<versions>.js)`, "validation_failed");
    }
    // The room publishes it: the screens hear of it through its snapshot, and the live link shows the preview
    // until a deployment gives the app an address of its own.
    const published = await (await roomFor(c.env, project.id)).publishPreview(model, body);
    if ("problems" in published) {
      const first = published.problems[0];
      throw new ApiError(422, "backend_does_not_compile", `The backend the preview runs does not compile: ${first ? `${first.file ?? ""}${first.line ? `:${first.line}` : ""} ${first.text}` : "no reason given"}`);
    }
    return c.json({
      success: true as const,
      build: { version: body.version, builtAt: published.builtAt },
      seeded: published.seeded,
      documentUrl: status.documentUrl,
    });
  })
  .post("/:id/preview/link", projectParam, async (c) => {
    const owned = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    // The room raises the link's version (streams opened with the old link end too); the live link follows
    // when it is the preview's (a deployment's address stays).
    const version = await (await roomFor(c.env, owned.id)).newPreviewLink(ownerOf(c.var.user));
    if (version === undefined) throw notFound("Project not found");
    const { status } = await previewPlace(c, { ...owned, previewLinkVersion: version });
    return c.json({
      success: true as const,
      documentUrl: status.documentUrl,
      apiUrl: status.apiUrl,
      message: "The preview has a new link: the old one stopped working.",
    });
  })
  .post("/:id/preview/visit", projectParam, async (c) => {
    // The owner's browser visits the published build's screens in a hidden preview document (see
    // PREVIEW_VISIT_FRAGMENT), signed in as the preview's screen visitor, never as one of the app's accounts.
    // The screens a change touched since the last checked build come first.
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const plan = await (await roomFor(c.env, project.id)).previewVisitPlan();
    if (!plan) throw conflict("The preview has not been built yet: it is built as soon as the frontend is written.");
    return c.json({ success: true as const, ...plan });
  })
  .post("/:id/preview/screens", projectParam, validate("json", reportScreensSchema), async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    // The room keeps it with its build only when it is of the published one, and qa records it in the same step
    // (once per build, once the agents have finished).
    const outcome = await (await roomFor(c.env, project.id)).reportScreens(c.req.valid("json"));
    if (!outcome.ok) throw conflict(outcome.message);
    const { ok: _ok, ...answer } = outcome;
    return c.json({ success: true as const, ...answer });
  })
  .post("/:id/preview/build", projectParam, async (c) => {
    // The owner's Rebuild: the room builds the preview again now, from the current files (it also builds by
    // itself after every change); the build's progress and its problems reach the card through the snapshot.
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const { model, status } = await previewPlace(c, project);
    if (!model || !status.supported) throw conflict(status.reason ?? "This project has no preview");
    await (await roomFor(c.env, project.id)).rebuildPreview();
    return c.json({ success: true as const, message: "AppForge is building the preview from the current files." }, 202);
  })
  .post("/:id/preview/reset", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    // The room starts them again (it is the only writer of what a project keeps, its preview's records too).
    const reset = await (await roomFor(c.env, project.id)).resetPreview();
    if (!reset) throw conflict("The preview has not been built yet: it is built as soon as the frontend is written.");
    return c.json({ success: true as const, message: "The preview starts again from its sample records, with no accounts." });
  });
