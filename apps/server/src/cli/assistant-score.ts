/**
 * `npm run assistant:score`: builds a fresh embedded database from the repository's data (the
 * libraries' real documents, GB 2760 / GB 9685, the limits tables), indexes the assistant's
 * passages and prints how many golden-set questions find their expected passage in the top 5.
 * `--verbose` lists every question with the rank of its expected passage and what came first.
 */
import { loadConfig } from '../config.js';
import { openPglite } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seedLibrary } from '../seed/library.js';
import { seedLimits } from '../seed/limits.js';
import { reindexPassages } from '../modules/assistant/reindex.js';
import { scoreGolden } from '../modules/assistant/golden/score.js';

const verbose = process.argv.includes('--verbose');
const config = loadConfig();
const database = await openPglite();
try {
  await migrate(database);
  const quiet = console.log;
  console.log = () => undefined;
  await seedLibrary(database, config, { biaofa: 0, rihua: 0, fodder: 0 });
  await seedLimits(database, config);
  console.log = quiet;
  const index = await reindexPassages(database);
  console.log(`passages: ${index.clauses} clauses, ${index.tables} GB 2760 / GB 9685 rows, ${index.limits} limit rows`);
  const started = performance.now();
  const score = await scoreGolden(database);
  const ms = (performance.now() - started) / score.total;
  for (const r of score.results)
    if (verbose || r.rank === null)
      console.log(
        `${r.rank === null ? 'MISS' : `#${r.rank}  `} ${r.question}${r.rank === null ? `\n      got: ${r.top.join(' | ')}` : ''}`,
      );
  console.log(
    `golden set: ${score.hits}/${score.total} questions with the expected passage in the top 5 (${(score.rate * 100).toFixed(1)} %), ${ms.toFixed(1)} ms a question`,
  );
} finally {
  await database.close();
}
