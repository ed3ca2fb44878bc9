/**
 * Asks a signed-in member again when the consent notice changed (DESIGN.md D22): when their newest
 * acceptance (`GET /api/profiles/consents/`) is not CONSENT_VERSION, the dialog (ConsentDialog.tsx,
 * loaded then) shows the notice with "I accept" or "Not now" (asked again at the next sign-in).
 * Mounted by the layout for members only.
 */
import { lazy, Suspense, useState } from 'react';
import { CONSENT_VERSION } from '@nikah/shared';
import { useConsents } from './queries';

const ConsentDialog = lazy(() => import('./ConsentDialog'));

export function ConsentGate({ member }: { member: boolean }) {
  const consents = useConsents(member);
  const [dismissed, setDismissed] = useState(false);
  const newest = consents.data?.results[0]?.version;
  if (!member || !consents.isSuccess || newest === CONSENT_VERSION) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog opened={!dismissed} onClose={() => setDismissed(true)} />
    </Suspense>
  );
}
