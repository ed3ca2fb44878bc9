/** Shared rules, constants, reference choices and wire shapes for the server and the web app. */
export * from './constants';
export * from './reference';
export * from './api';
export * from './messages';
export * from './age';
export * from './fields';
export * from './profile-form';
export * from './blocked-words';
export * from './text-safety';
export * from './auth-forms';
export * from './profile-detail';
export * from './profile-update';
export * from './site';
export * from './search';
export * from './content-forms';
export * from './discovery';
export * from './primitives';
