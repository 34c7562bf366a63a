import { Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The product's mark and name, leading home. */
export function Brand({
  logo,
  title,
  showTitle,
}: {
  logo: ReactNode;
  title: string;
  showTitle: boolean;
}) {
  return (
    <UnstyledButton
      className="admin-shell-brand"
      aria-label={title}
      renderRoot={(props) => <Link to="/" {...props} />}
    >
      {logo}
      {showTitle && (
        <Text component="span" fw={600} size="lg" truncate>
          {title}
        </Text>
      )}
    </UnstyledButton>
  );
}
