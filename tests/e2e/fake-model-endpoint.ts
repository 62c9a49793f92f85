import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { FakeModelServer } from "../setup/fake-model";

// The stand-in OpenAI-compatible endpoint of the Workers-pool tests (tests/setup/fake-model.ts), served over
// HTTP on a local port for a second server of the product to call.

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

/** The endpoint, with `deployed` among the models it lists. */
export async function serveFakeModel(deployed: readonly string[] = []): Promise<{ url: string; close(): void }> {
  const fake = new FakeModelServer(deployed);
  const server = createServer((incoming, outgoing) => {
    const abandoned = new AbortController();
    outgoing.on("close", () => abandoned.abort());
    void (async () => {
      const body = incoming.method === "GET" || incoming.method === "HEAD" ? undefined : await bodyOf(incoming);
      const headers = Object.entries(incoming.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as [string, string]] : []));
      const request = new Request(`http://127.0.0.1${incoming.url ?? "/"}`, { method: incoming.method ?? "GET", headers, body: body ? new Uint8Array(body) : null, signal: abandoned.signal });
      const answer = await fake.handle(request);
      outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
      outgoing.end(Buffer.from(await answer.arrayBuffer()));
    })().catch((error: unknown) => {
      if (!outgoing.headersSent) outgoing.writeHead(500, { "Content-Type": "text/plain" });
      outgoing.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, close: () => server.close() };
}
