-- The month of each stored record's date as a lexeme of its search vector (modules/records/dimension-lexemes.ts):
-- a keyword search newest first reads one month's matches at a time. Triggers off: the pre-aggregate does not change.
alter table sampling_records disable trigger user;
--> statement-breakpoint
update sampling_records set search = search || array_to_tsvector(array['month=' || to_char(sampling_date, 'YYYY-MM')]);
--> statement-breakpoint
alter table sampling_records enable trigger user;
--> statement-breakpoint
alter table penalty_records disable trigger user;
--> statement-breakpoint
update penalty_records set search = search || array_to_tsvector(array['month=' || to_char(decision_date, 'YYYY-MM')]);
--> statement-breakpoint
alter table penalty_records enable trigger user;
--> statement-breakpoint
alter table judge_records disable trigger user;
--> statement-breakpoint
update judge_records set search = search || array_to_tsvector(array['month=' || to_char(judgment_date, 'YYYY-MM')]);
--> statement-breakpoint
alter table judge_records enable trigger user;
--> statement-breakpoint
alter table intl_warnings disable trigger user;
--> statement-breakpoint
update intl_warnings set search = search || array_to_tsvector(array['month=' || to_char(notice_date, 'YYYY-MM')]);
--> statement-breakpoint
alter table intl_warnings enable trigger user;
