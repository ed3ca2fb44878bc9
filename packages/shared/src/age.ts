/**
 * Whole years between a `YYYY-MM-DD` date of birth and `now` (default the current time).
 * SPEC.md section 3 stores the birth date as year plus `-01-01`. Throws on a malformed date.
 */
export function ageFromDateOfBirth(dateOfBirth: string, now: Date = new Date()): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!m) throw new Error(`Invalid date of birth: ${dateOfBirth}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < mo || (now.getUTCMonth() + 1 === mo && now.getUTCDate() < d)) age -= 1;
  return age;
}
