import { Container } from '@mantine/core';
import { LoadingSkeleton } from './loading-skeleton';

/** Placeholder while an area's code is downloaded. */
export function PageLoader() {
  return (
    <Container size={960} py="xl">
      <LoadingSkeleton variant="page" rows={3} />
    </Container>
  );
}
