/**
 * The fault script's place in `npm test` (after the API tests on PostgreSQL): run when
 * PostgreSQL's server binaries are there (it starts a cluster of its own with them), else said in
 * the summary that it did not run, and why. `step` resolves to whether it passed; so does this.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

const INITDB = '/usr/lib/postgresql/15/bin/initdb';

export async function faultsStep({ step, ran, root }) {
  if (!existsSync(INITDB)) {
    ran.push(`fault script (npm run test:faults): NOT run (${INITDB} is missing: apt-get install postgresql-15)`);
    return true;
  }
  const passed = await step(
    'fault script (P43, P46, P47 and the fault parts of P28, P37)',
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'scripts/faults/run.ts')],
  );
  if (!passed) return false;
  ran.push(
    'fault script (npm run test:faults): ran on its own PostgreSQL, s3rver and fake Stripe; timings in its table',
  );
  return true;
}
