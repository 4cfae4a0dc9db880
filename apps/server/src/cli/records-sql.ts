/**
 * `npm run records:sql -- <module>`: prints the SQL a new records module's migration needs after
 * its table's DDL (pre-aggregate triggers, dimension lexemes, the first pre-aggregate), generated
 * from the module's table definition so the migration and the writer cannot disagree.
 */
import { recordTables } from '../modules/records/definitions.js';
import { moduleMigrationSql } from '../modules/records/module-sql.js';

const name = process.argv[2] ?? '';
if (!Object.hasOwn(recordTables, name)) {
  console.error(`usage: npm run records:sql -- <${Object.keys(recordTables).join('|')}>`);
  process.exitCode = 1;
} else process.stdout.write(moduleMigrationSql(recordTables[name as keyof typeof recordTables]));
