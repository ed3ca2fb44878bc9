/**
 * The error pages' public entry (issue 33 point 3): the router's error and not-found pages.
 */
export { ErrorPage, NotFoundPage, RootErrorPage } from './ErrorPage';
