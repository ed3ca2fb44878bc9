/**
 * This browser's web push subscription (D21): asked for only after a meaningful moment (the first
 * proposal sent or received, never on first load), and only when the member presses the button
 * (the browser's permission prompt follows that press). The subscription is made with the
 * server's VAPID key and sent to `POST /api/push/subscriptions/`.
 */
import { addPushSubscription, fetchPushKey } from './endpoints';

export { PROPOSAL_SENT_EVENT } from './events';
/** Local storage flag: a proposal was sent or received on this browser (the offer may show). */
const MOMENT_KEY = 'nikah.pushMoment';
/** Local storage flag: the member closed the offer (it is not shown again). */
const DISMISSED_KEY = 'nikah.pushOfferClosed';

/** Whether this browser can take web push at all. */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

const read = (key: string) => {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
};
const write = (key: string) => {
  try {
    window.localStorage.setItem(key, '1');
  } catch {
    // Private mode: the offer may show again next visit.
  }
};

/** Remembers that the meaningful moment came (a proposal sent or received). */
export const markPushMoment = () => write(MOMENT_KEY);
/** Remembers that the member closed the offer. */
export const dismissPushOffer = () => write(DISMISSED_KEY);

/** Whether to offer push now: supported, not yet decided, the moment came, not closed. */
export function shouldOfferPush(): boolean {
  return pushSupported() && Notification.permission === 'default' && read(MOMENT_KEY) && !read(DISMISSED_KEY);
}

/** Asks the browser's permission and subscribes; resolves true when the server keeps it. */
export async function enablePush(): Promise<boolean> {
  if (!pushSupported()) return false;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    dismissPushOffer();
    return false;
  }
  const registration = await navigator.serviceWorker.ready;
  const { key } = await fetchPushKey();
  const existing = await registration.pushManager.getSubscription();
  const sub =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
        c.charCodeAt(0),
      ),
    }));
  const json = sub.toJSON();
  await addPushSubscription({
    endpoint: sub.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
  return true;
}
