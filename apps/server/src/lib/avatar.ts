/**
 * Generated avatars for profiles without a photo (DESIGN.md D5): a flat, geometric head-and-shoulders
 * illustration picked from a seed (the profile code). Never a photograph of a real person.
 */
import { createHash } from 'node:crypto';
import { createRng } from './random';

const BACKGROUNDS = ['#E8F1EC', '#E6EEF8', '#F6ECE3', '#EFE8F6', '#F3F0DF', '#E3F2F2', '#F6E6EA', '#ECEFF1'];
const SKIN = ['#F1C9A5', '#E0AC86', '#C68E64', '#A8714A', '#8D5A3B', '#EBC0A0'];
const CLOTHES = ['#1F6F54', '#2F5D8A', '#7A3E5B', '#5B4B8A', '#8A5A2B', '#2E6E73', '#6B2D2D', '#3C4A5A'];
const HIJAB = ['#2E4057', '#6D3B47', '#1F6F54', '#4B3F72', '#7D5A50', '#345B63', '#8C2F39', '#3F3F46'];
const HAIR = ['#1B1B1B', '#2B1D14', '#3A2718', '#4A3426'];

/**
 * Returns a small (< 2 KB) SVG document, 200 x 200 with a viewBox and `role="img"`, for `seed` and
 * `gender` ('Female' draws a hijab; any other value draws a short-haired figure). The same inputs
 * always give the same SVG. Never throws.
 */
export function renderAvatarSvg(seed: string, gender: string): string {
  const rng = createRng(`${gender}:${seed}`);
  const bg = rng.pick(BACKGROUNDS);
  const skin = rng.pick(SKIN);
  const cloth = rng.pick(CLOTHES);
  const dot = rng.pick(CLOTHES);
  const cx = 100 + rng.int(-4, 4);
  const r = rng.int(30, 35);
  const cy = 82;
  const female = gender === 'Female';
  const label = female ? 'Illustrated avatar of a woman' : 'Illustrated avatar of a man';
  const pattern = Array.from({ length: 3 }, (_, i) => {
    const x = rng.int(15, 185);
    const y = rng.int(12, 60) + i * 40;
    return `<circle cx="${x}" cy="${y}" r="${rng.int(3, 9)}" fill="${dot}" opacity="0.12"/>`;
  }).join('');
  let figure: string;
  if (female) {
    const scarf = rng.pick(HIJAB);
    figure =
      `<path d="M30 200 C34 150 62 132 100 132 C138 132 166 150 170 200Z" fill="${cloth}"/>` +
      `<path d="M${cx - r - 14} ${cy + 8} C${cx - r - 14} ${cy - r - 24} ${cx + r + 14} ${cy - r - 24} ${cx + r + 14} ${cy + 8} ` +
      `C${cx + r + 18} ${cy + 52} ${cx + 30} ${cy + 66} ${cx} ${cy + 68} C${cx - 30} ${cy + 66} ${cx - r - 18} ${cy + 52} ${cx - r - 14} ${cy + 8}Z" fill="${scarf}"/>` +
      `<ellipse cx="${cx}" cy="${cy + 4}" rx="${r - 6}" ry="${r}" fill="${skin}"/>`;
  } else {
    const hair = rng.pick(HAIR);
    const beard = rng.chance(0.6);
    figure =
      `<path d="M28 200 C32 148 62 128 100 128 C138 128 168 148 172 200Z" fill="${cloth}"/>` +
      `<rect x="${cx - 12}" y="${cy + r - 8}" width="24" height="22" fill="${skin}"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${skin}"/>` +
      `<path d="M${cx - r} ${cy - 2} C${cx - r} ${cy - r - 14} ${cx + r} ${cy - r - 14} ${cx + r} ${cy - 2} C${cx + r - 10} ${cy - r + 2} ${cx - r + 10} ${cy - r + 2} ${cx - r} ${cy - 2}Z" fill="${hair}"/>` +
      (beard
        ? `<path d="M${cx - r + 3} ${cy + 6} C${cx - r + 8} ${cy + r + 14} ${cx + r - 8} ${cy + r + 14} ${cx + r - 3} ${cy + 6} C${cx + 10} ${cy + r - 4} ${cx - 10} ${cy + r - 4} ${cx - r + 3} ${cy + 6}Z" fill="${hair}"/>`
        : '');
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${label}">` +
    `<title>${label}</title><rect width="200" height="200" fill="${bg}"/>${pattern}${figure}</svg>`
  );
}

/**
 * The drawing's version: a hash of two probe avatars, so it changes when the drawing does. Avatar
 * URLs carry it (`&v=`), and the route lets browsers keep an avatar of the current version for a
 * year (issue 11, caching); a new drawing gets new URLs instead of waiting for caches to expire.
 */
export const AVATAR_VERSION = createHash('sha256')
  .update(renderAvatarSvg('version-probe', 'Female') + renderAvatarSvg('version-probe', 'Male'))
  .digest('base64url')
  .slice(0, 10);
