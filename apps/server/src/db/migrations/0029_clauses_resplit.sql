-- Library texts are now normalised (spaced characters, numbers cut at line ends, OCR markup,
-- LaTeX and HTML tables) before they are split into clauses, so a standard's stored clauses
-- were cut from the raw extraction ("whole <!-- image --> GB ## …"). They are dropped and split
-- again on first use; anchors of laws (第N条) and of well-extracted standards come out the same.
DELETE FROM "lib_doc_clauses" WHERE "doc_id" IN (SELECT "id" FROM "lib_documents" WHERE "module" = 'biaozhun');
