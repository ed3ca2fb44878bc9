/**
 * The plain page of the stack-floor benchmark (bench/stack-floor.mjs, issue 29): the stack page's
 * top bar and cards (page.mjs) in plain elements, for React DOM alone.
 */
import { createElement as h } from 'react';
import { STRINGS } from './data.mjs';

/**
 * The same page in plain elements (React alone), with the strings filled in directly; `profiles`
 * as data.mjs makes them.
 */
export function PlainPage({ profiles }) {
  const fill = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (_, key) => String(values[key]));
  return h(
    'div',
    null,
    h(
      'header',
      { className: 'bar' },
      h(
        'div',
        null,
        h('button', { type: 'button', 'aria-label': 'Menu' }, '≡'),
        h('strong', null, STRINGS.site),
      ),
      h(
        'div',
        null,
        h('button', { type: 'button' }, STRINGS.language),
        h('button', { type: 'button' }, STRINGS.login),
      ),
    ),
    h(
      'main',
      { className: 'main' },
      h('h1', null, STRINGS.heading),
      h('p', null, fill(STRINGS.found, { count: profiles.length })),
      h(
        'div',
        { className: 'grid' },
        profiles.map((p) =>
          h(
            'article',
            { key: p.slug, className: 'card' },
            h('h2', null, p.name),
            h('p', null, h('span', null, fill(STRINGS.age, { age: p.age })), ' ', h('span', null, p.city)),
            h('p', null, p.education),
            h('p', null, p.about),
            h('a', { href: `/profiles/${p.slug}` }, STRINGS.view),
          ),
        ),
      ),
    ),
  );
}
