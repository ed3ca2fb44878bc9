/**
 * Rows for the presenter tests: a whole `profiles` row whose every column holds a value no other
 * column holds, so a test that finds a wire field equal to its column's value knows the presenter
 * read that column and not a neighbour (a swapped `state`/`city`, `no_of_brothers`/`no_of_sisters`).
 */
import type { profiles } from '../db/schema';

export type FullProfileRow = typeof profiles.$inferSelect;

/** The time the tests present at: ages are counted at this instant. */
export const PRESENT_AT = new Date('2026-06-15T12:00:00Z');

/** A profile row with distinct values in every column; `over` replaces some. */
export function profileRow(over: Partial<FullProfileRow> = {}): FullProfileRow {
  return {
    id: 4101,
    userId: 4102,
    slug: 'amina-khan-MP4101',
    profileCode: 'MP4101',
    fullName: 'Amina Khan',
    gender: 'Female',
    martialStatus: 'Divorced',
    detailForThisStatus: 'status detail',
    durationAfterKhulaOrDivorce: '2 years',
    noOfChildren: 1,
    yearOfBirth: 1996,
    monthOfBirth: 7,
    dateOfBirth: '1996-01-01',
    height: '5\' 4"',
    heightInches: 64,
    weight: 58,
    education: 'Graduate',
    degree: 'B.Sc.',
    occupation: 'Teacher',
    physicalStatus: 'Normal',
    handicapDetail: 'handicap detail',
    hobbies: 'reading',
    state: 'Maharashtra',
    city: 'Pune',
    country: 'India',
    stateCurrent: 'Karnataka',
    cityCurrent: 'Bengaluru',
    countryCurrent: 'United Arab Emirates',
    sameLocation: false,
    fathersName: 'Yusuf Khan',
    fathersOccupation: 'Tailor',
    mothersName: 'Fatima Khan',
    mothersOccupation: 'HouseWife',
    noOfBrothers: 3,
    noOfMarriedBrothers: 2,
    noOfSisters: 5,
    noOfMarriedSisters: 4,
    biradari: 'Ansari',
    maslak: 'Deobandi',
    contactOf: 'Father',
    contactNumber: '9876543210',
    whatsappCountryCode: '+971',
    whatsappNumber: '501234567',
    email: 'amina@example.com',
    privateContact: true,
    expectations: 'kind and honest',
    extraInformation: 'likes travel',
    expectationProposal: { age: [27, 33], state: ['Maharashtra'] },
    isActive: true,
    approvalStatus: 'approved',
    approvalRemarks: 'looks fine',
    approvedOn: new Date('2026-02-02T10:00:00Z'),
    changedSinceApproval: true,
    isBlocked: false,
    blockedReason: 'blocked reason',
    photo1: `photos/4101/${'a'.repeat(32)}.jpg`,
    photo2: `photos/4101/${'b'.repeat(32)}.jpg`,
    photo3: `photos/4101/${'c'.repeat(32)}.jpg`,
    photo1Pending: `photos/4101/${'d'.repeat(32)}.jpg`,
    photo2Pending: null,
    avatarSeed: 'seed-4101',
    verificationStatus: 'Verified',
    verificationRemarks: 'document checked',
    reasonToDelete: 'found a match',
    deletionRequestedOn: new Date('2026-05-05T05:05:05Z'),
    deletionStatus: 'requested',
    deletionRemarks: 'deletion remarks',
    deletedOn: null,
    chatRulesAcceptedOn: new Date('2026-03-03T03:03:03Z'),
    viewCount: 77,
    isDemo: false,
    lastActive: new Date('2026-06-14T09:30:00Z'),
    createdOn: new Date('2026-01-01T08:00:00Z'),
    updatedOn: new Date('2026-04-04T04:04:04Z'),
    searchVector: '',
    ...over,
  };
}

/**
 * The pairs of `map` (wire field -> row column) where `wire[field]` is not `row[column]`; a test
 * expects none.
 */
export function mismatches<R extends object>(
  wire: object,
  row: R,
  map: Record<string, keyof R>,
): { field: string; wire: unknown; column: unknown }[] {
  const fields = new Map<string, unknown>(Object.entries(wire));
  return Object.entries(map)
    .filter(([field, column]) => fields.get(field) !== row[column])
    .map(([field, column]) => ({ field, wire: fields.get(field), column: row[column] }));
}
