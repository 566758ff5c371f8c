/**
 * Integration files that change what every module in their process sees — the environment, a mocked
 * module, a spied global, fake timers — so each runs in a process of its own (vitest.config.ts). Every
 * other integration file runs without isolation, one after another in a worker that keeps the modules
 * it loaded: each still makes its own database and data. tests/unit/foundation/test-isolation.test.ts
 * finds these by what they do, so a new one cannot be forgotten here.
 */
export const ISOLATED_INTEGRATION = [
  "tests/integration/accounts/demo-story.test.ts",
  "tests/integration/addresses/lookup.test.ts",
  "tests/integration/billing/checkout-to-read-only.test.ts",
  "tests/integration/billing/connect.test.ts",
  "tests/integration/billing/money-edges.test.ts",
  "tests/integration/billing/one-checkout.test.ts",
  "tests/integration/billing/payment-links.test.ts",
  "tests/integration/billing/trial-and-limits.test.ts",
  "tests/integration/billing/webhook-security.test.ts",
  "tests/integration/ctr/overdue-settings.test.ts",
  "tests/integration/ctr/receipt-photo.test.ts",
  "tests/integration/ctr/signatures.test.ts",
  "tests/integration/dispatch/day-plan.test.ts",
  "tests/integration/dispatch/route-budget.test.ts",
  "tests/integration/invariants/documents.property.test.ts",
  "tests/integration/dispatch/route.test.ts",
  "tests/integration/mail-links.test.ts",
  "tests/integration/mtr/after-receipt.test.ts",
  "tests/integration/mtr/cdf-document.test.ts",
  "tests/integration/mtr/flow.test.ts",
  "tests/integration/mtr/processes.test.ts",
  "tests/integration/mtr/receipt-change.test.ts",
  "tests/integration/mtr/recovery.test.ts",
  "tests/integration/nfse/auto-issue.test.ts",
  "tests/integration/nfse/danfse.test.ts",
  "tests/integration/nfse/issue.test.ts",
  "tests/integration/nfse/municipal.test.ts",
  "tests/integration/nfse/notice-files.test.ts",
  "tests/integration/nfse/official-note.test.ts",
  "tests/integration/nfse/signature-profile.test.ts",
  "tests/integration/nfse/two-processes.test.ts",
  "tests/integration/notifications/one-tap.test.ts",
  "tests/integration/ops/restore-keys.test.ts",
  "tests/integration/platform/outbox.test.ts",
  "tests/integration/processes/dossier-killed.test.ts",
  "tests/integration/sign-in.test.ts",
];

/**
 * What makes a test file change its whole process, in its own code or in a helper of tests/ it imports:
 * it must then be listed above. `.__name =` is a global the app shares between its bundles (`__cacambaDb`).
 */
export const CHANGES_ITS_PROCESS =
  /vi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|spyOn)\b|process\.env(\.\w+|\[[^\]]+\])\s*(=[^=]|\?\?=)|delete\s+process\.env|process\.env\s*=[^=]|Object\.assign\(\s*process\.env|\.__\w+\s*=[^=]/;
