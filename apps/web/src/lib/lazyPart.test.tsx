/**
 * lazyPart (issue 29): a part of a page in a chunk of its own still reaches the server's HTML.
 * Rendered with react-dom/server as the server renders: before its chunk has loaded the part
 * suspends (the fallback is sent), after `loadEveryLazyPart` it renders in the same pass; each
 * chunk is fetched once, and a failed fetch is tried again.
 */
import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, loadEveryLazyPart } from './lazyPart';

function Greeting({ name }: { name: string }) {
  return <b>Salaam, {name}</b>;
}

const render = (node: ReactNode) => renderToString(<Suspense fallback={<i>loading</i>}>{node}</Suspense>);

describe('lazyPart', () => {
  it('suspends until its chunk has loaded, then renders in one pass; the chunk is fetched once', async () => {
    const importer = vi.fn(() => Promise.resolve(Greeting));
    const Part = lazyPart(importer);
    expect(render(<Part name="Amina" />)).toContain('<i>loading</i>');
    await loadEveryLazyPart();
    const html = render(<Part name="Amina" />);
    expect(html).toContain('Salaam, <!-- -->Amina');
    expect(html).not.toContain('loading');
    await Part.preload();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('rejects when a chunk cannot be fetched, and fetches it again next time', async () => {
    const importer = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Greeting);
    const Part = lazyPart(importer);
    await expect(loadEveryLazyPart()).rejects.toThrow('offline');
    await loadEveryLazyPart();
    expect(render(<Part name="Yusuf" />)).toContain('Yusuf');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
