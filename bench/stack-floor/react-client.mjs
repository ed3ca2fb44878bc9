/* global document */
/**
 * The plain page's browser entry (bench/stack-floor.mjs): React alone hydrates it, with the profiles
 * the server put in the page.
 */
import { createElement as h, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PlainPage } from './plain-page.mjs';

const root = document.getElementById('root');
const profiles = JSON.parse(document.getElementById('state')?.textContent ?? '[]');
if (root) startTransition(() => void hydrateRoot(root, h(PlainPage, { profiles })));
