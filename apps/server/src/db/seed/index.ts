/** Seeding of a fresh database: reference lists always, demo content unless DEMO_DATA=false. */
export { seedReference } from './reference';
export { seedDemo, insertDemoProfiles, makeDemoProfile, demoProfileCode } from './demo';
