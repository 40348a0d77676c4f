-- Placeholder: number 005 is the lead's migration (issue 12). When merging, keep the lead's 005 and delete this file.
SELECT 1;
