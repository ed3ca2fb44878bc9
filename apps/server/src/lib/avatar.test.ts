import { describe, expect, it } from 'vitest';
import { renderAvatarSvg } from './avatar';

describe('renderAvatarSvg', () => {
  it('returns a small, well-formed SVG with size, viewBox and role', () => {
    for (const gender of ['Male', 'Female']) {
      for (let i = 0; i < 50; i++) {
        const svg = renderAvatarSvg(`MP${100000 + i}`, gender);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).toContain('width="200" height="200" viewBox="0 0 200 200" role="img"');
        expect(svg).not.toMatch(/NaN|undefined|<image/);
        expect(Buffer.byteLength(svg)).toBeLessThan(2048);
      }
    }
  });

  it('is deterministic and differs by seed and gender', () => {
    expect(renderAvatarSvg('MP100001', 'Male')).toBe(renderAvatarSvg('MP100001', 'Male'));
    expect(renderAvatarSvg('MP100001', 'Male')).not.toBe(renderAvatarSvg('MP100002', 'Male'));
    expect(renderAvatarSvg('MP100001', 'Male')).not.toBe(renderAvatarSvg('MP100001', 'Female'));
    expect(renderAvatarSvg('x', 'Female')).toContain('woman');
  });
});
