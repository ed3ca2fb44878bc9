/**
 * Profiles of SPEC.md section 3 with the indexes behind the search filters of section 7.
 * A profile is visible (DESIGN.md D4) when active, approved, not blocked and not being deleted
 * (modules/policy/visibility.ts); the partial indexes below carry exactly that predicate so search
 * reads only visible rows.
 * One more index, `profiles_search_facets_idx` (a covering index for the usual search and its
 * count), is created by the hand-written migration drizzle/0001_search_facets_index.sql.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { VISIBLE_PROFILE_SQL } from '../../modules/policy/visibility';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    slug: text('slug').notNull().unique(),
    profileCode: text('profile_code').notNull().unique(),
    fullName: text('full_name').notNull(),
    gender: text('gender').notNull(),
    martialStatus: text('martial_status').notNull(),
    detailForThisStatus: text('detail_for_this_status'),
    durationAfterKhulaOrDivorce: text('duration_after_khula_or_divorce'),
    noOfChildren: integer('no_of_children'),
    yearOfBirth: integer('year_of_birth').notNull(),
    monthOfBirth: integer('month_of_birth'),
    dateOfBirth: date('date_of_birth').notNull(),
    height: text('height').notNull(),
    /** Height in inches, derived from `height`, for height bands. */
    heightInches: integer('height_inches').notNull(),
    weight: integer('weight'),
    education: text('education').notNull(),
    degree: text('degree'),
    occupation: text('occupation').notNull(),
    physicalStatus: text('physical_status').notNull().default('Normal'),
    handicapDetail: text('handicap_detail'),
    hobbies: text('hobbies').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull().default('India'),
    stateCurrent: text('state_current'),
    cityCurrent: text('city_current'),
    countryCurrent: text('country_current').notNull().default('India'),
    sameLocation: boolean('same_location').notNull().default(false),
    fathersName: text('fathers_name').notNull(),
    fathersOccupation: text('fathers_occupation').notNull(),
    mothersName: text('mothers_name').notNull(),
    mothersOccupation: text('mothers_occupation').notNull().default('HouseWife'),
    noOfBrothers: integer('no_of_brothers').notNull().default(0),
    noOfMarriedBrothers: integer('no_of_married_brothers').notNull().default(0),
    noOfSisters: integer('no_of_sisters').notNull().default(0),
    noOfMarriedSisters: integer('no_of_married_sisters').notNull().default(0),
    biradari: text('biradari').notNull(),
    maslak: text('maslak').notNull(),
    contactOf: text('contact_of').notNull(),
    contactNumber: text('contact_number').notNull(),
    whatsappCountryCode: text('whatsapp_country_code').notNull().default('+91'),
    whatsappNumber: text('whatsapp_number').notNull(),
    email: text('email'),
    privateContact: boolean('private_contact').notNull().default(true),
    expectations: text('expectations').notNull(),
    extraInformation: text('extra_information').notNull(),
    /** Expectation of SPEC.md section 3: `{age: [min, max], state, marital_status, education}`. */
    expectationProposal: jsonb('expectation_proposal'),
    isActive: boolean('is_active').notNull().default(false),
    approvalStatus: text('approval_status').notNull().default('pending'),
    /** Moderator's remarks on approval or rejection (DESIGN.md section 3). */
    approvalRemarks: text('approval_remarks'),
    approvedOn: timestamp('approved_on', { withTimezone: true }),
    /** Text changed after approval: still visible, back in the review queue (DESIGN.md D17). */
    changedSinceApproval: boolean('changed_since_approval').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    blockedReason: text('blocked_reason'),
    /** Storage keys of the photo slots (SPEC.md: three exist, two are shown). */
    photo1: text('photo_1'),
    photo2: text('photo_2'),
    photo3: text('photo_3'),
    /**
     * New photos of an approved profile waiting for a moderator (DESIGN.md D17): the slot's
     * current photo stays shown to others until the pending one is approved.
     */
    photo1Pending: text('photo_1_pending'),
    photo2Pending: text('photo_2_pending'),
    /** Generated avatar seed for profiles without a photo; never a photograph. */
    avatarSeed: text('avatar_seed'),
    verificationStatus: text('verification_status').notNull().default('Not Verified'),
    verificationRemarks: text('verification_remarks'),
    reasonToDelete: text('reason_to_delete'),
    deletionRequestedOn: timestamp('deletion_requested_on', { withTimezone: true }),
    /** null, 'requested', 'completed' or 'declined' (DESIGN.md D11); a completed one is a tombstone. */
    deletionStatus: text('deletion_status'),
    deletionRemarks: text('deletion_remarks'),
    deletedOn: timestamp('deleted_on', { withTimezone: true }),
    /** When the member ticked the friend-chat guidelines' agreement box (SPEC.md section 5). */
    chatRulesAcceptedOn: timestamp('chat_rules_accepted_on', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    lastActive: timestamp('last_active', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', coalesce(full_name, '') || ' ' || coalesce(profile_code, '') || ' ' || coalesce(occupation, '') || ' ' || coalesce(city, '') || ' ' || coalesce(city_current, '') || ' ' || coalesce(education, '') || ' ' || coalesce(degree, '') || ' ' || coalesce(biradari, '') || ' ' || coalesce(hobbies, ''))`,
    ),
  },
  (t) => [
    index('profiles_visible_gender_created_idx').on(t.gender, t.createdOn.desc()).where(VISIBLE_PROFILE_SQL),
    index('profiles_visible_gender_dob_idx').on(t.gender, t.dateOfBirth).where(VISIBLE_PROFILE_SQL),
    index('profiles_visible_created_idx').on(t.createdOn.desc()).where(VISIBLE_PROFILE_SQL),
    index('profiles_state_idx').on(t.state).where(VISIBLE_PROFILE_SQL),
    index('profiles_state_current_idx').on(t.stateCurrent).where(VISIBLE_PROFILE_SQL),
    index('profiles_city_idx').on(t.city).where(VISIBLE_PROFILE_SQL),
    index('profiles_city_current_idx').on(t.cityCurrent).where(VISIBLE_PROFILE_SQL),
    index('profiles_country_current_idx').on(t.countryCurrent).where(VISIBLE_PROFILE_SQL),
    index('profiles_maslak_idx').on(t.maslak).where(VISIBLE_PROFILE_SQL),
    index('profiles_biradari_idx').on(t.biradari).where(VISIBLE_PROFILE_SQL),
    index('profiles_martial_status_idx').on(t.martialStatus).where(VISIBLE_PROFILE_SQL),
    index('profiles_education_idx').on(t.education).where(VISIBLE_PROFILE_SQL),
    index('profiles_height_idx').on(t.heightInches).where(VISIBLE_PROFILE_SQL),
    index('profiles_physical_status_idx').on(t.physicalStatus).where(VISIBLE_PROFILE_SQL),
    index('profiles_search_vector_idx').using('gin', t.searchVector),
    index('profiles_approval_idx').on(t.approvalStatus, t.createdOn),
  ],
);
