/**
 * Routes (SPEC.md section 2). Every page is its own chunk (`lazy`); the layout and the error page
 * are in the main bundle so that a failed chunk download can still show an error with a Home link.
 */
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { ErrorPage, NotFoundPage, RootErrorPage } from '../features/errors';
import { prefetchHome } from '../features/home';
import { loadEnglishStrings } from '../i18n';
import { Layout } from './layout/Layout';
import { PageLoader } from './layout/PageLoader';

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
    lazy: () => import('../features/content/GuidelinesPage').then((m) => ({ Component: m.GuidelinesPage })),
  },
  {
    path: 'book',
    lazy: () => import('../features/content/BooksPage').then((m) => ({ Component: m.BooksPage })),
  },
  {
    path: 'news',
    lazy: () => import('../features/content/NewsPage').then((m) => ({ Component: m.NewsPage })),
  },
  {
    path: 'new-profiles',
    lazy: () =>
      import('../features/profiles/NewProfilesPage').then((m) => ({ Component: m.NewProfilesPage })),
  },
  {
    path: 'scholarships',
    lazy: () =>
      import('../features/static/ScholarshipsPage').then((m) => ({ Component: m.ScholarshipsPage })),
  },
  {
    path: 'terms-and-conditions',
    lazy: () => import('../features/static/TermsPage').then((m) => ({ Component: m.TermsPage })),
  },
  {
    // DESIGN.md D22: the privacy notice and the grievance officer.
    path: 'privacy',
    lazy: () => import('../features/privacy/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: 'about',
    lazy: () => import('../features/content/AboutPage').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'success-stories',
    lazy: () =>
      import('../features/content/SuccessStoriesPage').then((m) => ({ Component: m.SuccessStoriesPage })),
  },
  {
    path: 'feedback',
    lazy: () =>
      import('../features/content/feedback/FeedbackPage').then((m) => ({ Component: m.FeedbackPage })),
  },
  {
    path: 'categories',
    lazy: () => import('../features/discovery/CategoriesPage').then((m) => ({ Component: m.CategoriesPage })),
  },
  {
    path: 'profiles',
    lazy: () => import('../features/discovery/SearchPage').then((m) => ({ Component: m.SearchPage })),
  },
  {
    path: 'chatindex',
    lazy: () => import('../features/chat/ChatPage').then((m) => ({ Component: m.ChatPage })),
  },
  {
    path: 'chatgroup',
    lazy: () => import('../features/groups/GroupsPage').then((m) => ({ Component: m.GroupsPage })),
  },
  {
    // Guardian (DESIGN.md D19): the read-only view of guarded members' chats, and accepting an invitation.
    path: 'guardian',
    lazy: () => import('../features/guardian/GuardianPage').then((m) => ({ Component: m.GuardianPage })),
  },
  {
    path: 'guardian/accept',
    lazy: () =>
      import('../features/guardian/GuardianAcceptPage').then((m) => ({ Component: m.GuardianAcceptPage })),
  },
  {
    path: 'favourite',
    lazy: () => import('../features/discovery/MemberPages').then((m) => ({ Component: m.FavouritesPage })),
  },
  {
    path: 'profile-visited',
    lazy: () => import('../features/discovery/MemberPages').then((m) => ({ Component: m.VisitorsPage })),
  },
  {
    path: 'matches',
    lazy: () => import('../features/discovery/MemberPages').then((m) => ({ Component: m.MatchesPage })),
  },
  {
    path: 'notifications',
    lazy: () =>
      import('../features/notifications/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })),
  },
  {
    path: 'received-proposal',
    lazy: () => import('../features/proposals/ProposalsPage').then((m) => ({ Component: m.ProposalsPage })),
  },
  {
    path: 'sent-proposal',
    lazy: () => import('../features/proposals/ProposalsPage').then((m) => ({ Component: m.ProposalsPage })),
  },
  {
    path: 'profiles/:slug',
    lazy: () => import('../features/accounts/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    // Named route report-slug (SPEC.md section 2): report another member's profile.
    path: 'report/:slug',
    lazy: () => import('../features/profile-actions/ReportPage').then((m) => ({ Component: m.ReportPage })),
  },
  {
    // Named route delete-slug (SPEC.md section 2): the owner's deletion request.
    path: 'delete/:slug',
    lazy: () => import('../features/profile-actions/DeletePage').then((m) => ({ Component: m.DeletePage })),
  },
  {
    path: 'login',
    lazy: () => import('../features/accounts/LoginPage').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'signup',
    lazy: () => import('../features/accounts/SignupPage').then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: 'forgot-password',
    lazy: () =>
      import('../features/accounts/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: 'edit-profile',
    lazy: () =>
      import('../features/accounts/EditProfilePage').then((m) => ({ Component: m.EditProfilePage })),
  },
  {
    // The moderation console (superusers; its own sections and strings load with it).
    path: 'admin/*',
    lazy: () => import('../features/admin/AdminApp').then((m) => ({ Component: m.AdminApp })),
  },
  { path: '*', Component: NotFoundPage },
];

/**
 * Paths of the pages that show no strings but the first route's (the shell's and those of
 * FIRST_ROUTE_AREAS, i18n/catalogues.ts): a visitor's content pages. They show without waiting
 * for the other areas' English (six chunks, 11 kB gzipped, requested only once the page's
 * own chunk runs). router.test.ts checks each against the string keys its modules use, and that
 * no other page could be here.
 */
export const FIRST_ROUTE_STRINGS_ONLY: ReadonlySet<string> = new Set([
  'guidelines',
  'book',
  'news',
  'new-profiles',
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
