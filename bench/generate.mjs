// Engine time to generate the whole sample project (every feature on), per stack combination: the app model
// from the wizard answers, then every file, plus the qa task's checks over the result. Prints figures;
// asserts nothing. Usage: npm run bench:generate [-- --runs 9]
import { loadGenerator, SAMPLE_WIZARD, sampleModel } from "../scripts/lib/generator.mjs";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 9;
const generator = await loadGenerator();
const wizard = {
  ...SAMPLE_WIZARD,
  features: ["auth", "dashboard", "payments", "notifications", "api", "analytics", "search", "file-upload", "real-time", "mobile-responsive"],
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
for (const frontend of generator.FRONTEND_STACK) {
  for (const backend of generator.BACKEND_STACK) {
    for (const database of generator.DATABASE_STACK) {
      const combo = `${frontend}:${backend}:${database}`;
      const generate = [];
      const check = [];
      let files = [];
      for (let run = 0; run < runs; run++) {
        let started = performance.now();
        const model = sampleModel(generator, combo, wizard);
        files = generator.generateProject(model);
        generate.push(performance.now() - started);
        started = performance.now();
        const emitters = generator.emittersFor(model);
        generator.checkProject(files, model, emitters, generator.parseScript);
        check.push(performance.now() - started);
      }
      const characters = files.reduce((sum, file) => sum + file.content.length, 0);
      rows.push({ combo, files: files.length, characters, generate: median(generate), check: median(check) });
    }
  }
}

console.log(`Median of ${runs} runs per combination (node ${process.version}):`);
console.log("combination                    files  characters  generate ms  qa checks ms");
for (const row of rows) {
  console.log(
    `${row.combo.padEnd(30)} ${String(row.files).padStart(5)}  ${String(row.characters).padStart(10)}  ${row.generate.toFixed(1).padStart(11)}  ${row.check.toFixed(1).padStart(12)}`,
  );
}
const slowest = rows.reduce((worst, row) => (row.generate > worst.generate ? row : worst));
console.log(`Slowest generation: ${slowest.combo} in ${slowest.generate.toFixed(1)} ms (median)`);
