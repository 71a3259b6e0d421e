-- Poor became a default condition rule (50%): before, a Poor item had no rule and was priced at 100%,
-- above a Good one. Every stored list without a Poor rule (any case, any spacing) gains it at the end;
-- nothing a person set is changed. Lists that are null already get the new defaults from the code.
UPDATE "user_settings"
SET "condition_multipliers" = "condition_multipliers" || '[{"name":"Poor","percentage":50}]'::jsonb,
    "updated_at" = now()
WHERE jsonb_typeof("condition_multipliers") = 'array'
  AND jsonb_array_length("condition_multipliers") > 0
  AND jsonb_array_length("condition_multipliers") < 20
  AND NOT EXISTS (
    SELECT 1 FROM jsonb_array_elements("condition_multipliers") AS rule
    WHERE lower(btrim(rule->>'name')) = 'poor'
  );
