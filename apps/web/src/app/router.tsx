/**
 * Routes (SPEC.md section 2). Every page is its own chunk (`lazy`); the layout and the error page
 * are in the main bundle so that a failed chunk download can still show an error with a Home link.
 * The loaders of the pages other than home are a chunk too (pageModules.ts).
 */
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import type { PageName } from './pageModules';
import { ErrorPage, NotFoundPage, RootErrorPage } from '../features/errors';
import { prefetchHome } from '../features/home';
import { loadEnglishStrings } from '../i18n';
import { Layout } from './layout/Layout';
import { PageLoader } from './layout/PageLoader';

/** The manifest key of pageModules' chunk: the server preloads it with a page it renders. */
export const PAGE_MODULES_SRC = 'src/app/pageModules.ts';

/** Loads pageModules' chunk (once; later calls share it). */
export function preloadPageModules() {
  return import('./pageModules');
}

/** The `lazy` of the route whose page is `name`: its loader, from pageModules' chunk. */
function page(name: PageName): NonNullable<RouteObject['lazy']> {
  return () => preloadPageModules().then(({ pageModules }) => pageModules[name]());
}

const pages: RouteObject[] = [
  {
    index: true,
    // Starts the one home request while the page chunk downloads (not awaited: no blocking).
    loader: () => {
      prefetchHome();
      return null;
    },
    lazy: () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: 'guidelines',
    lazy: page('GuidelinesPage'),
  },
  {
    path: 'book',
    lazy: page('BooksPage'),
  },
  {
    path: 'news',
    lazy: page('NewsPage'),
  },
  {
    path: 'new-profiles',
    lazy: page('NewProfilesPage'),
  },
  {
    path: 'scholarships',
    lazy: page('ScholarshipsPage'),
  },
  {
    path: 'terms-and-conditions',
    lazy: page('TermsPage'),
  },
  {
    // DESIGN.md D22: the privacy notice and the grievance officer.
    path: 'privacy',
    lazy: page('PrivacyPage'),
  },
  {
    path: 'about',
    lazy: page('AboutPage'),
  },
  {
    path: 'success-stories',
    lazy: page('SuccessStoriesPage'),
  },
  {
    path: 'feedback',
    lazy: page('FeedbackPage'),
  },
  {
    path: 'categories',
    lazy: page('CategoriesPage'),
  },
  {
    path: 'profiles',
    lazy: page('SearchPage'),
  },
  {
    path: 'chatindex',
    lazy: page('ChatPage'),
  },
  {
    path: 'chatgroup',
    lazy: page('GroupsPage'),
  },
  {
    // Guardian (DESIGN.md D19): the read-only view of guarded members' chats, and accepting an invitation.
    path: 'guardian',
    lazy: page('GuardianPage'),
  },
  {
    path: 'guardian/accept',
    lazy: page('GuardianAcceptPage'),
  },
  {
    path: 'favourite',
    lazy: page('FavouritesPage'),
  },
  {
    path: 'profile-visited',
    lazy: page('VisitorsPage'),
  },
  {
    path: 'matches',
    lazy: page('MatchesPage'),
  },
  {
    path: 'notifications',
    lazy: page('NotificationsPage'),
  },
  {
    path: 'received-proposal',
    lazy: page('ProposalsPage'),
  },
  {
    path: 'sent-proposal',
    lazy: page('ProposalsPage'),
  },
  {
    path: 'profiles/:slug',
    lazy: page('ProfilePage'),
  },
  {
    // Named route report-slug (SPEC.md section 2): report another member's profile.
    path: 'report/:slug',
    lazy: page('ReportPage'),
  },
  {
    // Named route delete-slug (SPEC.md section 2): the owner's deletion request.
    path: 'delete/:slug',
    lazy: page('DeletePage'),
  },
  {
    path: 'login',
    lazy: page('LoginPage'),
  },
  {
    path: 'signup',
    lazy: page('SignupPage'),
  },
  {
    path: 'forgot-password',
    lazy: page('ForgotPasswordPage'),
  },
  {
    path: 'edit-profile',
    lazy: page('EditProfilePage'),
  },
  {
    // The moderation console (superusers; its own sections and strings load with it).
    path: 'admin/*',
    lazy: page('AdminApp'),
  },
  { path: '*', Component: NotFoundPage },
];

/**
 * Paths of the pages that show no strings but the first route's (the shell's and those of
 * FIRST_ROUTE_AREAS, i18n/catalogues.ts): a visitor's content pages. They show without waiting
 * for the other areas' English (one chunk per area, requested only once the page's own chunk
 * runs). router.test.ts checks each against the string keys its modules use, and that
 * no other page could be here.
 */
export const FIRST_ROUTE_STRINGS_ONLY: ReadonlySet<string> = new Set([
  'guidelines',
  'book',
  'news',
  'scholarships',
  'terms-and-conditions',
  'about',
  'success-stories',
]);

/**
 * `route` with its page module loaded together with the English strings of every area (i18n
 * loadEnglishStrings): only the home page's are on the first route (issue 11), and a page may show
 * another area's components. The home page (index) and FIRST_ROUTE_STRINGS_ONLY are left as they
 * are. A failure to load the strings does not fail the page (i18next shows keys it lacks as they
 * are).
 */
function withEnglishStrings(route: RouteObject): RouteObject {
  const { lazy } = route;
  if (route.index || typeof lazy !== 'function' || FIRST_ROUTE_STRINGS_ONLY.has(route.path ?? '')) {
    return route;
  }
  return {
    ...route,
    lazy: async () => {
      const [page] = await Promise.all([lazy(), loadEnglishStrings().catch(() => undefined)]);
      return page;
    },
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    // Only if the layout itself fails: a page without the layout.
    ErrorBoundary: RootErrorPage,
    children: [
      {
        // Pathless route: errors and the first-load fallback render inside the layout.
        id: 'pages',
        ErrorBoundary: ErrorPage,
        HydrateFallback: PageLoader,
        children: pages.map(withEnglishStrings),
      },
    ],
  },
];

/** The browser's router; `hydrationData` is the state of a server render (app/ssrState.ts). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
