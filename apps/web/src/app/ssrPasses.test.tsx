/**
 * renderComplete (app/ssrPasses.ts): the server renders again until a page's lazily loaded
 * components and its data are all in the markup, and gives up (null, the client shell) when they
 * are not within its passes or when data fails. Rendered with react-dom/server, as the server does.
 */
import { lazy, Suspense, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderComplete, UNFINISHED_BOUNDARY } from './ssrPasses';

function Dialog() {
  return <b>e-mail dialog</b>;
}

/** A component whose code arrives after the pass that asks for it, as React.lazy's does. */
const lazyDialog = () => lazy(() => Promise.resolve({ default: Dialog }));

describe('renderComplete', () => {
  it('renders again until a lazily loaded component, nested in another, is in the markup', async () => {
    const Inner = lazyDialog();
    const Outer = lazy(() =>
      Promise.resolve({
        default: () => (
          <Suspense fallback={null}>
            <Inner />
          </Suspense>
        ),
      }),
    );
    const render = vi.fn(() =>
      renderToString(
        <Suspense fallback={null}>
          <Outer />
        </Suspense>,
      ),
    );
    const html = await renderComplete({
      render,
      missingData: () => false,
      fetchData: () => Promise.resolve(true),
      maxPasses: 4,
    });
    expect(html).toContain('<b>e-mail dialog</b>');
    expect(html).not.toContain(UNFINISHED_BOUNDARY);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('fetches the data a pass missed, then renders with it', async () => {
    const store: { name?: string } = {};
    function Name() {
      const [name] = useState(store.name);
      return <i>{name ?? 'loading'}</i>;
    }
    const fetchData = vi.fn(() => {
      store.name = 'Amina';
      return Promise.resolve(true);
    });
    const html = await renderComplete({
      render: () => renderToString(<Name />),
      missingData: () => store.name === undefined,
      fetchData,
      maxPasses: 3,
    });
    expect(html).toBe('<i>Amina</i>');
    expect(fetchData).toHaveBeenCalledTimes(1);
  });

  it('gives up when the page is still unfinished after its passes, or its data fails', async () => {
    const Dialog2 = lazyDialog();
    const unfinished = await renderComplete({
      render: () =>
        renderToString(
          <Suspense fallback={null}>
            <Dialog2 />
          </Suspense>,
        ),
      missingData: () => false,
      fetchData: () => Promise.resolve(true),
      maxPasses: 1,
    });
    expect(unfinished).toBeNull();
    const failed = await renderComplete({
      render: () => '<p>profile</p>',
      missingData: () => true,
      fetchData: () => Promise.resolve(false),
      maxPasses: 5,
    });
    expect(failed).toBeNull();
  });
});
