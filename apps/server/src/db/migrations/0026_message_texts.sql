-- Issue 15: a message the platform writes (sampling warnings, saved limit queries, update
-- reminders) is read in the reader's language, not in the one the member had when it was
-- written. Its texts are kept in both languages; title/content keep the member's language for
-- the mail digest and for rows written before this column.
ALTER TABLE "messages" ADD COLUMN "texts" jsonb;
