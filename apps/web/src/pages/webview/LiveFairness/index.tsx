import { Suspense } from 'react';
import { PageLoading } from '../../../components/PageStatus';
import { LiveFairness } from '../../../features/live';

/** The live tables' commitments, open to everyone (no sign-in). */
export default function LiveFairnessPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LiveFairness />
    </Suspense>
  );
}
