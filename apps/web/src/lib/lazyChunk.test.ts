import { describe, expect, it, vi } from 'vitest';
import { lazyChunk } from './lazyChunk';

describe('lazyChunk', () => {
  it('imports once however often it is asked, and gives the value once it has arrived', async () => {
    const importer = vi.fn(() => Promise.resolve('menu'));
    const chunk = lazyChunk(importer);
    expect(chunk.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([chunk.load(), chunk.load()]);
    expect([a, b]).toEqual(['menu', 'menu']);
    expect(chunk.loaded()).toBe('menu');
    await chunk.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import, so that the next call fetches again', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('filters');
    const chunk = lazyChunk(importer);
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.load()).resolves.toBe('filters');
    expect(chunk.loaded()).toBe('filters');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
