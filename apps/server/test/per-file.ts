/**
 * Vitest setup file, run before each server test file (vitest.config.ts `setupFiles`). The files of
 * one worker share their modules (`isolate: false`), so helper state that a file's data depends on
 * is started afresh here, as it was when each file had modules of its own.
 */
import { resetProfileNumbering } from './discovery-helpers';

resetProfileNumbering();
