-- Until issue #31 a coding question's `standard` checker compared whitespace-separated tokens, line breaks
-- or not; `standard` is now DMOJ's, which keeps the expected output's line breaks. Questions stored before
-- keep what they had under its new name, `tokens`.
UPDATE "questions" SET "body" = jsonb_set("body", '{checker,kind}', '"tokens"')
WHERE "type" = 'compiler' AND "body" -> 'checker' ->> 'kind' = 'standard';
