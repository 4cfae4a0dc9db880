/**
 * `npm run assistant:score`: builds a fresh embedded database from the repository's data (the
 * libraries' real documents, GB 2760 / GB 9685, the limits tables), indexes the assistant's
 * passages and prints how many golden-set questions find their expected passage in the top 5,
 * then, for the written answers' golden set, how many get a correct first sentence, how many cite
 * the expected passage in the top 3 and how many state something wrongly.
 * `--verbose` lists every question; `--db <dir>` reuses an embedded database built before.
 */
import { loadConfig } from '../config.js';
import { openPglite } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seedLibrary } from '../seed/library.js';
import { seedLimits } from '../seed/limits.js';
import { reindexPassages } from '../modules/assistant/reindex.js';
import { scoreGolden } from '../modules/assistant/golden/score.js';
import { scoreAnswers } from '../modules/assistant/golden/score-answers.js';

const verbose = process.argv.includes('--verbose');
const config = loadConfig();
const dbAt = process.argv.indexOf('--db');
const database = await openPglite(dbAt > 0 ? process.argv[dbAt + 1] : undefined);
try {
  if (dbAt < 0) {
    await migrate(database);
    const quiet = console.log;
    console.log = () => undefined;
    await seedLibrary(database, config, { biaofa: 0, rihua: 0, fodder: 0 });
    await seedLimits(database, config);
    console.log = quiet;
    const index = await reindexPassages(database);
    console.log(
      `passages: ${index.clauses} clauses, ${index.tables} GB 2760 / GB 9685 rows, ${index.limits} limit rows`,
    );
  }
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
  const answers = await scoreAnswers(database);
  for (const r of answers.results)
    if (verbose || !r.firstCorrect || r.wrong.length || (r.hasPassage && r.passageRank === null))
      console.log(
        `${r.firstCorrect ? 'ok  ' : 'FAIL'} ${r.passageRank === null ? (r.hasPassage ? 'P-' : 'P/') : `P${r.passageRank}`}${r.wrong.length ? ' WRONG' : ''} ${r.question}${r.needs ? ` [needs ${r.needs}]` : ''}\n      ${r.first.slice(0, 160) || '(no sentence)'}${r.wrong.length ? `\n      wrong: ${r.wrong.join(' / ')}` : ''}`,
      );
  const waiting = answers.results.filter((r) => r.needs && !r.firstCorrect).length;
  const times = answers.results.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `written answers: ${answers.firstCorrect}/${answers.total} correct first sentence (${waiting} of the misses wait for other areas' data), ` +
      `${answers.passageTop3}/${answers.passageTotal} expected passage in the top 3, ${answers.statedWrongly} stated wrongly; ` +
      `p50 ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(0)} ms a question`,
  );
} finally {
  await database.close();
}
