import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';

// Only a record's view shows its history, never the table around it: the history's code (the
// audit log's texts, changes and time format) comes when a record is first viewed.
const RecordHistory = lazy(() =>
  import('./RecordHistory').then((module) => ({ default: module.RecordHistory })),
);

/** {@link RecordHistory}, loaded when first shown; a skeleton holds its place meanwhile. */
export function RecordHistoryOnView(props: ComponentProps<typeof RecordHistory>) {
  return (
    <Suspense fallback={<Skeleton height={48} />}>
      <RecordHistory {...props} />
    </Suspense>
  );
}
