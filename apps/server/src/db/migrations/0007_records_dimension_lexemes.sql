-- Dimension lexemes (modules/records/dimension-lexemes.ts) in every stored record's search vector.
-- Triggers off: the pre-aggregate does not change.
alter table sampling_records disable trigger user;
--> statement-breakpoint
update sampling_records set search = search || array_to_tsvector(array_remove(array[case when sampled_province <> '' then 'province=' || sampled_province end, case when food_category <> '' then 'foodCategory=' || food_category end, case when hazard <> '' then 'hazard=' || hazard end, case when level <> '' then 'level=' || level end], null));
--> statement-breakpoint
alter table sampling_records enable trigger user;
--> statement-breakpoint
alter table penalty_records disable trigger user;
--> statement-breakpoint
update penalty_records set search = search || array_to_tsvector(array_remove(array[case when party_province <> '' then 'province=' || party_province end, case when authority <> '' then 'authority=' || authority end, case when risk_factor <> '' then 'riskFactor=' || risk_factor end, case when food_category <> '' then 'foodCategory=' || food_category end], null));
--> statement-breakpoint
alter table penalty_records enable trigger user;
--> statement-breakpoint
alter table judge_records disable trigger user;
--> statement-breakpoint
update judge_records set search = search || array_to_tsvector(array_remove(array[case when court_province <> '' then 'province=' || court_province end, case when cause <> '' then 'cause=' || cause end, case when instance <> '' then 'instance=' || instance end, case when food_category <> '' then 'foodCategory=' || food_category end], null));
--> statement-breakpoint
alter table judge_records enable trigger user;
--> statement-breakpoint
alter table intl_warnings disable trigger user;
--> statement-breakpoint
update intl_warnings set search = search || array_to_tsvector(array_remove(array[case when notifying_country <> '' then 'notifyingCountry=' || notifying_country end, case when origin_country <> '' then 'originCountry=' || origin_country end, case when hazard_category <> '' then 'hazardCategory=' || hazard_category end, case when product_category <> '' then 'productCategory=' || product_category end], null));
--> statement-breakpoint
alter table intl_warnings enable trigger user;
