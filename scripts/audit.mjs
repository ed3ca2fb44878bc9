/**
 * `npm run audit` (issue 14, supply chain): `npm audit --omit=dev --audit-level=high`, failing on
 * any high or critical advisory in the production dependencies. When the registry's advisory
 * endpoint cannot be reached (this project's CI machine reaches the package registry through a
 * mirror that answers 405 to the advisory call), it prints a loud "NOT checked" and passes, so the
 * rest of `npm test` still runs offline; AUDIT_UNREACHABLE=fail makes that case fail too (use it
 * wherever the advisory service is reachable, so a broken gate never looks green).
 */
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high'], { encoding: 'utf8' });
process.stdout.write(run.stdout);
process.stderr.write(run.stderr);
const unreachable = /audit endpoint returned an error|ENOTFOUND|EAI_AGAIN|ECONNREFUSED/.test(run.stderr);
if (run.status !== 0 && unreachable && process.env.AUDIT_UNREACHABLE !== 'fail') {
  console.warn(
    'npm audit: the advisory endpoint could not be reached; advisories NOT checked (set AUDIT_UNREACHABLE=fail to fail here).',
  );
  process.exit(0);
}
process.exit(run.status ?? 1);
