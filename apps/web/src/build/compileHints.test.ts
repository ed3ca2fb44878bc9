import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from './compileHints';

const code = 'const __vite__mapDeps=(i)=>i;\nimport "./a.js";';

describe('withCompileHint', () => {
  it('puts the hint on the first line of the client entry, once', () => {
    const hinted = withCompileHint({ code, isEntry: true, facadeModuleId: '/repo/apps/web/index.html' });
    expect(hinted.split('\n')[0]).toBe(COMPILE_HINT);
    expect(hinted.slice(COMPILE_HINT.length + 1)).toBe(code);
    expect(
      withCompileHint({ code: hinted, isEntry: true, facadeModuleId: '/repo/apps/web/index.html' }),
    ).toBe(hinted);
  });
  it('leaves other chunks and the server entry as they are', () => {
    for (const chunk of [
      { code, isEntry: false, facadeModuleId: '/repo/apps/web/src/features/home/HomePage.tsx' },
      { code, isEntry: true, facadeModuleId: '/repo/apps/web/src/entry-server.tsx' },
      { code, isEntry: false, facadeModuleId: null },
    ]) {
      expect(withCompileHint(chunk)).toBe(code);
    }
  });
});
