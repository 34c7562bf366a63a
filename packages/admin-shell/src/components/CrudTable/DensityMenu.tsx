import { SegmentedControl, Text } from '@mantine/core';
import { IconLineHeight } from '@tabler/icons-react';
import { useId } from 'react';
import { type CrudDensity, crudDensities } from '../../core/crud/column-preferences.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { ToolbarPopover } from './ToolbarPopover.js';

/** The row spacing: compact, default or comfortable, as a choice of three. */
export function DensityMenu({
  density,
  onChange,
}: {
  density: CrudDensity;
  onChange(density: CrudDensity): void;
}) {
  const { t } = useI18n();
  const labelId = useId();
  return (
    <ToolbarPopover label={t('crud.density')} icon={<IconLineHeight size={18} stroke={1.6} />}>
      <Text size="sm" fw={500} mb="xs" id={labelId}>
        {t('crud.density')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={density}
        onChange={(value) => onChange(value as CrudDensity)}
        data={crudDensities.map((option) => ({
          value: option,
          label: t(`crud.density.${option}`),
        }))}
      />
    </ToolbarPopover>
  );
}
