import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { breadcrumbSteps } from '../../core/menu/route-trail.js';
import type { RouteTrailStep } from '../../core/menu/types.js';

/** The way to the current page, from menu names; nothing when it is a single step. */
export function LayoutBreadcrumbs({ trail }: { trail: readonly RouteTrailStep[] }) {
  const { t } = useI18n();
  const steps = breadcrumbSteps(trail);
  if (steps.length === 0) return null;
  return (
    <nav aria-label={t('layout.breadcrumb')} className="admin-shell-breadcrumbs">
      <Breadcrumbs separatorMargin={6}>
        {steps.map((step, index) =>
          index === steps.length - 1 ? (
            <Text key={step.path} size="sm" aria-current="page">
              {step.label}
            </Text>
          ) : (
            <Anchor
              key={step.path}
              size="sm"
              c="dimmed"
              renderRoot={(props) => (
                <Link to={step.path} activeOptions={{ exact: true }} {...props} />
              )}
            >
              {step.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
