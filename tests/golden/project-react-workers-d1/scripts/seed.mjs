#!/usr/bin/env node
// Fills an empty app with the sample records in scripts/sample-data.json, through the API as a client would:
//   node scripts/seed.mjs [API address]        (default http://localhost:3000)
// Records are created in the order the data lists them, so a record another one points at exists first; a
// record in a later state is created in the first state and moved there step by step, as the API allows.
// With sign-in on, it registers its own account (SEED_EMAIL and SEED_PASSWORD choose it, else a new one); on an
// app that has accounts already, that account needs a role that changes every listed type (the managing one).
// It stops without writing when the API already holds records of any listed type.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";

const api = (process.argv[2] ?? process.env.API_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const data = JSON.parse(await readFile(new URL("./sample-data.json", import.meta.url), "utf8"));
const headers = { "Content-Type": "application/json" };

async function call(method, path, body) {
  const response = await fetch(`${api}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  return { status: response.status, json };
}

async function expectStatus(method, path, body, wanted) {
  const { status, json } = await call(method, path, body);
  if (status === 403 && data.signIn) {
    throw new Error(`${json?.error ?? "Forbidden"}: the first account registered manages roles; give this one a role that changes every record type, or set SEED_EMAIL and SEED_PASSWORD to such an account`);
  }
  if (status !== wanted) throw new Error(`${method} ${path} answered ${status}, not ${wanted}: ${JSON.stringify(json)}`);
  return json;
}

async function signIn() {
  const email = process.env.SEED_EMAIL ?? `seed-${randomUUID()}@example.com`;
  const password = process.env.SEED_PASSWORD ?? randomUUID();
  const registered = await call("POST", "/api/auth/register", { name: "Sample data", email, password });
  const signedIn = registered.status === 201 ? registered : await call("POST", "/api/auth/login", { email, password });
  if (!signedIn.json?.token) throw new Error(`Could not sign in as ${email}: ${JSON.stringify(signedIn.json)}`);
  headers.Authorization = `Bearer ${signedIn.json.token}`;
}

/** The states to pass through from a record type's first state to the wanted one, first move first. */
function pathTo(machine, wanted) {
  const routes = new Map([[machine.states[0], []]]);
  const queue = [machine.states[0]];
  while (queue.length > 0) {
    const state = queue.shift();
    for (const next of machine.moves[state] ?? []) {
      if (!routes.has(next)) {
        routes.set(next, [...routes.get(state), next]);
        queue.push(next);
      }
    }
  }
  return routes.get(wanted) ?? [];
}

try {
  if (data.signIn) await signIn();
  for (const type of data.types) {
    const existing = await expectStatus("GET", `/api/${type.route}`, undefined, 200);
    if (Array.isArray(existing) && existing.length > 0) {
      console.log(`The API already holds ${type.label.toLowerCase()} records: nothing was seeded.`);
      process.exit(0);
    }
  }
  const ids = {};
  for (const type of data.types) {
    ids[type.route] = [];
    for (const sample of type.samples) {
      const body = { ...sample };
      for (const [field, route] of Object.entries(type.references)) {
        if (typeof body[field] === "number") body[field] = ids[route][body[field] - 1] ?? null;
      }
      const steps = type.states.map((machine) => ({ field: machine.field, path: pathTo(machine, body[machine.field]) }));
      for (const machine of type.states) body[machine.field] = machine.states[0];
      let record = await expectStatus("POST", `/api/${type.route}`, body, 201);
      for (const { field, path } of steps) {
        for (const state of path) record = await expectStatus("PUT", `/api/${type.route}/${record.id}`, { ...body, [field]: state }, 200);
        body[field] = record[field];
      }
      ids[type.route].push(record.id);
    }
    console.log(`${type.samples.length} ${type.label.toLowerCase()} records`);
  }
  console.log(`Seeded ${api}.`);
} catch (error) {
  console.error(`Seeding stopped: ${error instanceof Error ? error.message : String(error)}`);
  if (!(error instanceof Error && error.message.includes("SEED_EMAIL"))) {
    console.error(`Is the API running on ${api}? Start it as the README says, then run this again.`);
  }
  process.exit(1);
}
