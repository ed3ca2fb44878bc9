/** Every Drizzle table of the product; drizzle-kit reads this file to generate migrations. */
export * from './reference';
export * from './users';
export * from './profiles';
export * from './social';
export * from './content';
export * from './chat';
export * from './captchas';
export * from './second-factor';
export * from './privacy';
export * from './notifications';
