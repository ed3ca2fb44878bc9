/**
 * `npm run create-superuser -- --username U --password P`: creates or promotes a superuser in the
 * configured database (DATABASE_URL, else PGlite in DATA_DIR); `--username` may be repeated to make
 * several with one password (the browser tests' pool of moderators, in one process). The password
 * follows the shared rule of SPEC.md sections 5 and 9 (`strongPassword`: 8 characters, a lowercase
 * letter and a digit) and the username is what the web login page accepts (`username`: a 10-digit
 * Indian mobile number or an e-mail address), so the moderator can sign in to the console at /admin.
 * Exit code 2 on bad arguments, with the rules' messages; 3 while a server holds the embedded
 * database in DATA_DIR (cli/data-dir-guard.ts, DESIGN.md D23): stop the server first.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { issueRef, messageText, normalizeUsername, strongPassword, username } from '@nikah/shared';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createOrPromoteSuperuser } from '../modules/auth/superuser';
import { holdDataDir } from './data-dir-guard';

const { values } = parseArgs({
  options: { username: { type: 'string', multiple: true }, password: { type: 'string' } },
  strict: true,
});
if (!values.username?.length || !values.password) {
  console.error('Usage: npm run create-superuser -- --username <u> [--username <u2> ...] --password <p>');
  process.exit(2);
}
const checked = z
  .object({ usernames: z.array(username), password: strongPassword })
  .safeParse({ usernames: values.username, password: values.password });
if (!checked.success) {
  for (const issue of checked.error.issues) {
    const field = issue.path[0] === 'usernames' ? 'username' : issue.path.join('.');
    console.error(`${field}: ${messageText(issueRef(issue))}`);
  }
  process.exit(2);
}
const config = loadConfig();
const release = holdDataDir(config, 'create-superuser');
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.DATA_DIR, 'pgdata'),
});
try {
  await database.migrate();
  for (const given of checked.data.usernames) {
    const name = normalizeUsername(given);
    const { created } = await createOrPromoteSuperuser(database.db, name, checked.data.password);
    console.log(`${created ? 'Created' : 'Promoted'} superuser ${name}.`);
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
  release();
}
