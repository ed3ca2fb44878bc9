/**
 * The stack page of the stack-floor benchmark (bench/stack-floor.mjs, issue 29): a top bar and
 * profile cards, the shape of the visitor's search page, in Mantine components with
 * react-i18next strings and a TanStack Query answer (plain-page.mjs is the same page in plain
 * elements). No code of the product: what it measures is what the libraries cost before any of it.
 */
import { createElement as h } from 'react';
import {
  AppShell,
  Badge,
  Burger,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * The query the stack page reads: the server's answer is in the page's dehydrated state, fresh for
 * a minute, so the browser never runs its query function.
 */
export const PROFILES_QUERY = ['profiles', 'Female'];

/** The stack page: Mantine's AppShell, cards and buttons, with translated strings. */
export function StackPage() {
  const { t } = useTranslation();
  const profiles = useQuery({ queryKey: PROFILES_QUERY, queryFn: () => Promise.resolve([]) });
  const list = profiles.data ?? [];
  return h(
    AppShell,
    { header: { height: 56 }, padding: 'md' },
    h(
      AppShell.Header,
      null,
      h(
        Group,
        { h: '100%', px: 'md', justify: 'space-between', wrap: 'nowrap' },
        h(
          Group,
          { gap: 'xs', wrap: 'nowrap' },
          h(Burger, { size: 'sm', 'aria-label': 'Menu' }),
          h(Text, { fw: 700 }, t('site')),
        ),
        h(
          Group,
          { gap: 'xs', wrap: 'nowrap' },
          h(Button, { variant: 'subtle' }, t('language')),
          h(Button, null, t('login')),
        ),
      ),
    ),
    h(
      AppShell.Main,
      null,
      h(
        Container,
        { size: 'lg' },
        h(Title, { order: 1, mb: 'xs' }, t('heading')),
        h(Text, { c: 'dimmed', mb: 'md' }, t('found', { count: list.length })),
        h(
          SimpleGrid,
          { cols: { base: 1, sm: 2, lg: 3 } },
          list.map((p) =>
            h(
              Card,
              { key: p.slug, withBorder: true, padding: 'md' },
              h(
                Stack,
                { gap: 'xs' },
                h(Title, { order: 2, fz: 'md' }, p.name),
                h(
                  Group,
                  { gap: 'xs' },
                  h(Badge, null, t('age', { age: p.age })),
                  h(Badge, { variant: 'light' }, p.city),
                ),
                h(Text, { fz: 'sm' }, p.education),
                h(Text, { fz: 'sm', c: 'dimmed', lineClamp: 3 }, p.about),
                h(Button, { component: 'a', href: `/profiles/${p.slug}`, variant: 'light' }, t('view')),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}
