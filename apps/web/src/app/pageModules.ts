/**
 * The loaders of every page but the home page (SPEC.md section 2), in a chunk of their own (issue
 * 29). Each `import()` carries the list of files its page needs (Vite preloads them together, so a
 * page's code arrives in one round trip instead of a chain): for 30 pages, 2.7 kB gzipped that the
 * home page does not need. In the entry they were part of the first route's JavaScript; here they
 * are fetched when a page other than home is first opened, or from the visitor's first touch, key
 * or scroll on (main.tsx, lib/onFirstInteraction.ts), and the server preloads them with the pages
 * it renders (entry-server.tsx). Keyed by the page component's name; router.tsx names them.
 */
import type { ComponentType } from 'react';

export const pageModules = {
  GuidelinesPage: () =>
    import('../features/content/GuidelinesPage').then((m) => ({ Component: m.GuidelinesPage })),
  BooksPage: () => import('../features/content/BooksPage').then((m) => ({ Component: m.BooksPage })),
  NewsPage: () => import('../features/content/NewsPage').then((m) => ({ Component: m.NewsPage })),
  NewProfilesPage: () =>
    import('../features/profiles/NewProfilesPage').then((m) => ({ Component: m.NewProfilesPage })),
  ScholarshipsPage: () =>
    import('../features/static/ScholarshipsPage').then((m) => ({ Component: m.ScholarshipsPage })),
  TermsPage: () => import('../features/static/TermsPage').then((m) => ({ Component: m.TermsPage })),
  PrivacyPage: () => import('../features/privacy/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
  AboutPage: () => import('../features/content/AboutPage').then((m) => ({ Component: m.AboutPage })),
  SuccessStoriesPage: () =>
    import('../features/content/SuccessStoriesPage').then((m) => ({ Component: m.SuccessStoriesPage })),
  FeedbackPage: () =>
    import('../features/content/feedback/FeedbackPage').then((m) => ({ Component: m.FeedbackPage })),
  CategoriesPage: () =>
    import('../features/discovery/CategoriesPage').then((m) => ({ Component: m.CategoriesPage })),
  SearchPage: () => import('../features/discovery/SearchPage').then((m) => ({ Component: m.SearchPage })),
  ChatPage: () => import('../features/chat/ChatPage').then((m) => ({ Component: m.ChatPage })),
  GroupsPage: () => import('../features/groups/GroupsPage').then((m) => ({ Component: m.GroupsPage })),
  GuardianPage: () =>
    import('../features/guardian/GuardianPage').then((m) => ({ Component: m.GuardianPage })),
  GuardianAcceptPage: () =>
    import('../features/guardian/GuardianAcceptPage').then((m) => ({ Component: m.GuardianAcceptPage })),
  FavouritesPage: () =>
    import('../features/discovery/MemberPages').then((m) => ({ Component: m.FavouritesPage })),
  VisitorsPage: () =>
    import('../features/discovery/MemberPages').then((m) => ({ Component: m.VisitorsPage })),
  MatchesPage: () => import('../features/discovery/MemberPages').then((m) => ({ Component: m.MatchesPage })),
  NotificationsPage: () =>
    import('../features/notifications/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })),
  ProposalsPage: () =>
    import('../features/proposals/ProposalsPage').then((m) => ({ Component: m.ProposalsPage })),
  ProfilePage: () => import('../features/accounts/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  ReportPage: () =>
    import('../features/profile-actions/ReportPage').then((m) => ({ Component: m.ReportPage })),
  DeletePage: () =>
    import('../features/profile-actions/DeletePage').then((m) => ({ Component: m.DeletePage })),
  LoginPage: () => import('../features/accounts/LoginPage').then((m) => ({ Component: m.LoginPage })),
  SignupPage: () => import('../features/accounts/SignupPage').then((m) => ({ Component: m.SignupPage })),
  ForgotPasswordPage: () =>
    import('../features/accounts/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
  EditProfilePage: () =>
    import('../features/accounts/EditProfilePage').then((m) => ({ Component: m.EditProfilePage })),
  AdminApp: () => import('../features/admin/AdminApp').then((m) => ({ Component: m.AdminApp })),
} satisfies Record<string, () => Promise<{ Component: ComponentType }>>;

/** A page component's name: a key of pageModules. */
export type PageName = keyof typeof pageModules;
