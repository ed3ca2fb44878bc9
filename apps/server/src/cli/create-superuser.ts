/**
 * `npm run create-superuser -- --username U --password P`: creates or promotes a superuser in the
 * configured database (DATABASE_URL, else PGlite in DATA_DIR). The password follows the shared rule
 * of SPEC.md sections 5 and 9 (`strongPassword`: 8 characters, a lowercase letter and a digit) and
 * the username is what the web login page accepts (`username`: a 10-digit Indian mobile number or
 * an e-mail address), so the moderator can sign in to the console at /admin. Exit code 2 on bad
 * arguments, with the rules' messages.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { issueRef, messageText, normalizeUsername, strongPassword, username } from '@nikah/shared';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createOrPromoteSuperuser } from '../modules/auth/superuser';

const { values } = parseArgs({
  options: { username: { type: 'string' }, password: { type: 'string' } },
  strict: true,
});
if (!values.username || !values.password) {
  console.error('Usage: npm run create-superuser -- --username <u> --password <p>');
  process.exit(2);
}
const checked = z
  .object({
    username,
    password: strongPassword,
  })
  .safeParse(values);
if (!checked.success) {
  for (const issue of checked.error.issues) {
    console.error(`${issue.path.join('.')}: ${messageText(issueRef(issue))}`);
  }
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.DATA_DIR, 'pgdata'),
});
try {
  await database.migrate();
  const name = normalizeUsername(checked.data.username);
  const { created } = await createOrPromoteSuperuser(database.db, name, values.password);
  console.log(`${created ? 'Created' : 'Promoted'} superuser ${name}.`);
  console.log(
    'Next: sign in on the web and set up two-step sign-in (an authenticator app) at /admin/two-step; ' +
      'the console requires it when NODE_ENV=production or ADMIN_2FA=required.',
  );
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
