import { describe, expect, it } from 'vitest';
import { isWriteStatement } from './write-tracking.js';

describe('write statements', () => {
  it('tells writes from reads', () => {
    for (const q of [
      'insert into "members" ("a") values ($1)',
      ' UPDATE "members" set "status" = $1',
      'delete from "sessions" where 1',
      'with x as (delete from "t" returning *) select 1',
      'truncate t',
    ])
      expect(isWriteStatement(q), q).toBe(true);
    for (const q of [
      'select "update_date" from "lib_documents"',
      'select * from t for update',
      'with a as (select 1) select * from a',
      'select "id" from "members" where "username" = $1',
    ])
      expect(isWriteStatement(q), q).toBe(false);
  });
});
