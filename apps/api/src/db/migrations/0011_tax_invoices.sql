-- Reserved for a migration being written (hand-written SQL; see docs/decisions/013-hand-written-migrations.md).
SELECT 1;
