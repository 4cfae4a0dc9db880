-- How a withdrawn legal document ended: 'replaced' (被替代, a newer edition took over) or 'abolished' (废止, withdrawn
-- outright). Both keep validity code 3 for the spec's clients; the label differs. Null while it is not withdrawn or
-- when no source says which.
ALTER TABLE "lib_documents" ADD COLUMN "ended_by" text;
--> statement-breakpoint
-- A novelty-check row answered through the standard's base number (the edition asked for is not held by number):
-- the answer says it was inferred.
ALTER TABLE "lib_novelty_rows" ADD COLUMN "inferred" boolean DEFAULT false NOT NULL;
