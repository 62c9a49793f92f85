import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { call, signUp } from "../tests/setup/api";
import { builtProject, ORIGIN, previewCall, previewSession, publish, type Built } from "../tests/setup/preview";
import { errorEnvelopeSchema } from "./contract/errors";
import { previewStatusSchema, rotatePreviewLinkResponseSchema } from "./contract/preview";
import { route } from "./router";
import { MAX_FORWARDED_BODY } from "./preview/routes";

/**
 * The preview from outside, with hostile input: every malformed address is a 404 envelope, links can be
 * replaced and end with their project, bodies are bounded as they stream, every answer carries nosniff,
 * uploaded files never run, and with a preview origin nothing of a preview is served from AppForge's.
 */

const APP_ORIGIN = "http://app.example";
const PREVIEW_ORIGIN = "http://preview.example";

/** The Worker's router with a preview origin configured (the test Worker's bindings have none). */
async function routed(url: string, init: RequestInit = {}, pages = async () => new Response("<!doctype html><p>page</p>", { headers: { "Content-Type": "text/html" } })) {
  const ctx = createExecutionContext();
  const response = await route(new Request(url, init), { ...env, APP_ORIGIN, PREVIEW_ORIGIN }, ctx, pages);
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * A body that never says its length: `chunks` chunks of `size` bytes written into a native stream, whose
 * writes fail (and are let go) once the receiver stops reading.
 */
function streamed(chunks: number, size: number): ReadableStream<Uint8Array> {
  const { readable, writable } = new IdentityTransformStream();
  const writer = writable.getWriter();
  void (async () => {
    try {
      for (let sent = 0; sent < chunks; sent += 1) await writer.write(new Uint8Array(size).fill(97));
      await writer.close();
    } catch {
      // The receiver answered without reading the rest: what a client sending too much meets.
    }
  })();
  return readable;
}

async function expectNotFound(response: Response, label: string) {
  expect(response.status, label).toBe(404);
  expect(response.headers.get("X-Content-Type-Options"), label).toBe("nosniff");
  expect(errorEnvelopeSchema.safeParse(await response.json()).success, label).toBe(true);
}

describe("a preview under attack", () => {
  let built: Built;
  let manager: string;
  let capability: string;

  beforeAll(async () => {
    built = await builtProject("Hardened Owner");
    expect((await publish(built)).status).toBe(200);
    const registered = await previewCall(built.apiUrl, "POST", "/api/auth/register", { body: { name: "Ada", email: "ada@example.com", password: "long enough" } });
    manager = previewSession.parse(registered.body).token;
    capability = new URL(built.documentUrl).pathname.split("/")[2] ?? "";
  }, 60_000);

  it("answers every malformed path or capability with a 404 envelope, never a 500", async () => {
    const [id, version, signature] = capability.split(".");
    const paths = [
      "/preview/%/",
      "/preview/%E0%A4%A/",
      "/preview-api/%E0%A4%A/api/health",
      "/preview-api/%/api/health",
      "/preview-api/%25/api/health",
      "/preview/",
      "/preview//",
      "/preview/nothing/",
      `/preview/${"a".repeat(5000)}/`,
      `/preview/${id}.${signature}/`,
      `/preview/${id}.0.${signature}/`,
      `/preview/${id}.99999999999.${signature}/`,
      `/preview/${id}.${version}.${signature}%2F/`,
      `/preview/${id}.${version}.${signature}/other.js`,
      `/preview/${id}.${version}.${signature}/app.js/x`,
      `/preview-api/${capability}/not-api`,
      `/preview-api/${capability}`,
      `/preview/${capability.toUpperCase()}/`,
    ];
    for (const path of paths) await expectNotFound(await SELF.fetch(`${ORIGIN}${path}`), path);
  });

  it("puts nosniff and a frame policy on every answer: document, scripts, API, errors", async () => {
    const answers = {
      document: await SELF.fetch(built.documentUrl),
      script: await SELF.fetch(`${built.documentUrl}app.js`),
      styles: await SELF.fetch(`${built.documentUrl}app.css`),
      health: await SELF.fetch(`${built.apiUrl}/health`),
      refused: await SELF.fetch(`${built.apiUrl}/auth/me`),
      unknown: await SELF.fetch(`${built.apiUrl}/nothing-here`),
      product: await SELF.fetch(`${ORIGIN}/api/health`),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.headers.get("X-Content-Type-Options"), name).toBe("nosniff");
      const framing = answer.headers.get("X-Frame-Options") ?? answer.headers.get("Content-Security-Policy") ?? "";
      expect(framing, name).toMatch(/DENY|frame-ancestors/);
    }
    // The document may be framed, by AppForge alone.
    expect(answers.document.headers.get("Content-Security-Policy")).toContain(`frame-ancestors ${ORIGIN}`);
  });

  it("never takes a token in the address: the Authorization header only", async () => {
    const inQuery = await SELF.fetch(`${built.apiUrl}/auth/me?token=${manager}`);
    expect(inQuery.status).toBe(401);
    expect((await previewCall(built.apiUrl, "GET", "/api/auth/me", { token: manager })).status).toBe(200);
  });

  it("stops reading a body without a length as soon as it passes the limit", async () => {
    const chunk = 256 * 1024;
    const tooLarge = await SELF.fetch(`${built.apiUrl}/uploads`, {
      method: "POST",
      headers: { Authorization: `Bearer ${manager}`, "Content-Type": "application/octet-stream", "X-File-Name": "big.bin" },
      body: streamed(MAX_FORWARDED_BODY / chunk + 1, chunk),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(errorEnvelopeSchema.parse(await tooLarge.json()).error).toBe("payload_too_large");
    // One under the limit goes through to the preview, which has its own 1 MB rule for files.
    const small = await SELF.fetch(`${built.apiUrl}/uploads`, {
      method: "POST",
      headers: { Authorization: `Bearer ${manager}`, "Content-Type": "application/octet-stream", "X-File-Name": "small.txt" },
      body: streamed(2, 1024),
    });
    expect(small.status).toBe(201);
  });

  it("bounds AppForge's own API bodies the same way", async () => {
    const owner = await signUp("Big Body");
    const answer = await SELF.fetch(`${ORIGIN}/api/projects`, {
      method: "POST",
      headers: { Authorization: `Bearer ${owner.token}`, "Content-Type": "application/json" },
      body: streamed(9, 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(errorEnvelopeSchema.parse(await answer.json())).toMatchObject({ error: "payload_too_large" });
  });

  it("serves an uploaded file as a download that can never run, whatever type its uploader named", async () => {
    for (const [named, served] of [
      ["text/html", "text/html"],
      ["image/svg+xml", "image/svg+xml"],
      ["text/html; charset=utf-7", "application/octet-stream"],
      ["not a type", "application/octet-stream"],
    ] as const) {
      const upload = await SELF.fetch(`${built.apiUrl}/uploads`, {
        method: "POST",
        headers: { Authorization: `Bearer ${manager}`, "Content-Type": "application/octet-stream", "X-File-Name": "page.html", "X-File-Type": named },
        body: "<script>parent.postMessage('ran', '*')</script>",
      });
      expect(upload.status, named).toBe(201);
      const { id } = z.object({ id: z.string() }).parse(await upload.json());
      const content = await SELF.fetch(`${built.apiUrl}/uploads/${id}/content`, { headers: { Authorization: `Bearer ${manager}` } });
      expect(content.status, named).toBe(200);
      expect(content.headers.get("Content-Type"), named).toBe(served);
      expect(content.headers.get("Content-Disposition"), named).toMatch(/^attachment;/);
      expect(content.headers.get("Content-Security-Policy"), named).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
      expect(content.headers.get("X-Frame-Options"), named).toBe("DENY");
      expect(content.headers.get("X-Content-Type-Options"), named).toBe("nosniff");
    }
  });

  it("gets a new link from its owner: the old one stops at once, the live link follows", async () => {
    const stranger = await signUp("Link Stranger");
    expect((await call("POST", `/project-files/${built.projectId}/preview/link`, { token: stranger.token })).status).toBe(404);

    // A live stream opened with the old link before it is replaced.
    const stream = await SELF.fetch(`${built.apiUrl}/live`, { headers: { Authorization: `Bearer ${manager}` } });
    const reader = stream.body?.getReader();
    if (!reader) throw new Error("no stream");
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(": connected\n\n");

    const rotated = rotatePreviewLinkResponseSchema.parse((await call("POST", `/project-files/${built.projectId}/preview/link`, { token: built.owner.token })).body);
    expect(rotated.documentUrl).toMatch(new RegExp(`^${ORIGIN}/preview/${built.projectId}\\.2\\.[A-Za-z0-9_-]{43}/$`));
    // The stream the old link let in ends with it.
    expect((await reader.read()).done).toBe(true);
    await expectNotFound(await SELF.fetch(built.documentUrl), "the old document");
    await expectNotFound(await SELF.fetch(`${built.apiUrl}/health`), "the old API");
    expect((await SELF.fetch(rotated.documentUrl)).status).toBe(200);
    // The preview's records and accounts stay: only the address changed.
    expect((await previewCall(rotated.apiUrl, "GET", "/api/auth/me", { token: manager })).status).toBe(200);

    const status = previewStatusSchema.parse((await call("GET", `/project-files/${built.projectId}/preview`, { token: built.owner.token })).body);
    expect(status.documentUrl).toBe(rotated.documentUrl);
    const project = z.object({ project: z.object({ render_url: z.string().nullable() }) }).parse((await call("GET", `/projects/${built.projectId}`, { token: built.owner.token })).body);
    expect(project.project.render_url).toBe(rotated.documentUrl);
    built = { ...built, documentUrl: rotated.documentUrl, apiUrl: rotated.apiUrl };
  });

  it("is wiped before its project goes, and every link ends with the project", async () => {
    expect((await call("DELETE", `/projects/${built.projectId}`, { token: built.owner.token })).status).toBe(200);
    await expectNotFound(await SELF.fetch(built.documentUrl), "the document");
    await expectNotFound(await SELF.fetch(`${built.apiUrl}/health`), "the API");
    const stub = env.PreviewBackend.get(env.PreviewBackend.idFromName(built.projectId));
    expect(await stub.buildInfo()).toBeNull();
    // Whatever reaches the preview's object afterwards is refused and stores nothing.
    expect((await stub.fetch("https://preview.internal/api/health")).status).toBe(404);
  });
});

describe("previews on their own origin", () => {
  let built: Built;

  beforeAll(async () => {
    built = await builtProject("Origin Owner");
    expect((await publish(built)).status).toBe(200);
  }, 60_000);

  it("are linked on the preview origin, served there, framed by AppForge only", async () => {
    const answer = await routed(`${APP_ORIGIN}/api/project-files/${built.projectId}/preview`, { headers: { Authorization: `Bearer ${built.owner.token}` } });
    const status = previewStatusSchema.parse(await answer.json());
    expect(status.documentUrl.startsWith(`${PREVIEW_ORIGIN}/preview/`)).toBe(true);
    expect(status.apiUrl.startsWith(`${PREVIEW_ORIGIN}/preview-api/`)).toBe(true);

    const page = await routed(status.documentUrl);
    expect(page.status).toBe(200);
    const policy = page.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain(`frame-ancestors ${APP_ORIGIN}`);
    expect(policy).toContain(`connect-src ${PREVIEW_ORIGIN}/preview-api/`);
    expect((await routed(`${status.apiUrl}/health`)).status).toBe(200);
  });

  it("are never served from AppForge's origin, and the preview origin serves nothing else", async () => {
    const path = new URL(built.documentUrl).pathname;
    await expectNotFound(await routed(`${APP_ORIGIN}${path}`), "a preview on AppForge's origin");
    await expectNotFound(await routed(`${APP_ORIGIN}${path}app.js`), "a preview's script on AppForge's origin");
    await expectNotFound(await routed(`${PREVIEW_ORIGIN}/api/health`), "the product's API on the preview origin");
    await expectNotFound(await routed(`${PREVIEW_ORIGIN}/`), "a page on the preview origin");
  });

  it("move a page asked for on another name of the Worker to AppForge's own origin, and leave the API where it is", async () => {
    const page = await routed("http://127.0.0.1:8787/projects?tab=files");
    expect(page.status).toBe(308);
    expect(page.headers.get("Location")).toBe(`${APP_ORIGIN}/projects?tab=files`);
    expect((await routed(`${APP_ORIGIN}/projects`)).status).toBe(200);
    expect((await routed("http://127.0.0.1:8787/api/health")).status).toBe(200);
  });

  it("leave AppForge's pages running their own build's scripts only", async () => {
    for (const [origins, frames] of [
      [{ ...env, APP_ORIGIN, PREVIEW_ORIGIN }, PREVIEW_ORIGIN],
      [env, "'self'"],
    ] as const) {
      const ctx = createExecutionContext();
      const page = await route(new Request(`${APP_ORIGIN}/projects`), origins, ctx, async () => new Response("<!doctype html>", { headers: { "Content-Type": "text/html" } }));
      const policy = page.headers.get("Content-Security-Policy") ?? "";
      const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
      expect(scripts).toMatch(new RegExp(`^'nonce-[^']+' ${APP_ORIGIN}/assets/$`));
      expect(policy).not.toMatch(/ws: |wss: /);
      expect(policy).toContain(`frame-src ${frames}`);
      expect(page.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
  });
});
