// temp: connect to workerd inspector, profile N seconds, write summary
import WebSocket from "ws";
import { writeFileSync } from "node:fs";
const [port, seconds, out] = process.argv.slice(2);
const list = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
console.log(list.map((t) => t.id + " " + t.title + " " + t.webSocketDebuggerUrl));
const target = list.find((t) => /appforge/.test(t.id) || /appforge/.test(t.title)) ?? list[0];
const ws = new WebSocket(target.webSocketDebuggerUrl ?? `ws://127.0.0.1:${port}/${target.id}`);
let id = 0; const pending = new Map();
const send = (method, params = {}) => new Promise((resolve) => { const n = ++id; pending.set(n, resolve); ws.send(JSON.stringify({ id: n, method, params })); });
ws.on("message", (d) => { const m = JSON.parse(String(d)); if (m.id && pending.has(m.id)) { pending.get(m.id)(m); pending.delete(m.id); } });
await new Promise((r) => ws.once("open", r));
console.log("enable", JSON.stringify(await send("Profiler.enable")).slice(0, 100));
await send("Profiler.setSamplingInterval", { interval: 1000 });
console.log("start", JSON.stringify(await send("Profiler.start")).slice(0, 100));
await new Promise((r) => setTimeout(r, Number(seconds) * 1000));
const res = await send("Profiler.stop");
writeFileSync(out, JSON.stringify(res.result.profile));
const p = res.result.profile;
const self = new Map(); const byId = new Map(p.nodes.map((n) => [n.id, n]));
const dt = new Map(); p.samples.forEach((s, i) => dt.set(s, (dt.get(s) ?? 0) + (p.timeDeltas[i] ?? 0)));
for (const n of p.nodes) { const k = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt.get(n.id) ?? 0)); }
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log("total ms", total / 1000);
for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000).toFixed(0).padStart(7), k);
ws.close();
